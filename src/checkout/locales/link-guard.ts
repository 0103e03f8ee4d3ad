// The payment link page's notes when a choice was not taken for the link's protection: the
// choice did not come from this page (or the page was open too long), or the link has as many
// orders waiting for payment as it may hold. Rendered by the service only, like link-page.ts.
import type { Locale } from "../lib/checkout-url.ts";

export interface LinkGuardMessages {
  /** The choice came without this page's token (another site's form, or an old page). */
  again: string;
  /** The link holds its most orders waiting for payment. */
  capped: string;
}

/** Every language of the list: the page is drawn in one of them, so each has both notes (none falls back to English). */
export const LINK_GUARD_MESSAGES: Record<Locale, LinkGuardMessages> = {
  en: {
    again: "Your choice did not come from this page, or the page was open too long. Choose again here.",
    capped: "This link has too many orders waiting for payment right now. Try again in a few minutes, or ask the merchant.",
  },
  am: {
    again: "ምርጫዎ ከዚህ ገጽ አልመጣም፣ ወይም ገጹ ለረጅም ጊዜ ተከፍቶ ቆይቷል። እዚህ እንደገና ይምረጡ።",
    capped: "ይህ ሊንክ አሁን ክፍያ የሚጠብቁ በጣም ብዙ ትዕዛዞች አሉት። ከጥቂት ደቂቃዎች በኋላ እንደገና ይሞክሩ፣ ወይም ነጋዴውን ይጠይቁ።",
  },
  ar: {
    again: "لم يأتِ اختيارك من هذه الصفحة، أو بقيت الصفحة مفتوحة وقتًا طويلًا. اختر مرة أخرى هنا.",
    capped: "لدى هذا الرابط طلبات كثيرة بانتظار الدفع الآن. حاول مرة أخرى بعد بضع دقائق أو اسأل التاجر.",
  },
  az: {
    again: "Seçiminiz bu səhifədən gəlmədi və ya səhifə çox uzun müddət açıq qaldı. Burada yenidən seçin.",
    capped:
      "Bu keçiddə hazırda ödəniş gözləyən həddən artıq çox sifariş var. Bir neçə dəqiqədən sonra yenidən cəhd edin və ya satıcıdan soruşun.",
  },
  bg: {
    again: "Вашият избор не дойде от тази страница или страницата е била отворена твърде дълго. Изберете отново тук.",
    capped: "В момента твърде много поръчки по този линк чакат плащане. Опитайте отново след няколко минути или попитайте търговеца.",
  },
  bn: {
    again: "আপনার পছন্দটি এই পৃষ্ঠা থেকে আসেনি, অথবা পৃষ্ঠাটি অনেকক্ষণ খোলা ছিল। এখানে আবার বেছে নিন।",
    capped: "এই লিঙ্কে এখন অনেক অর্ডার পরিশোধের অপেক্ষায় আছে। কয়েক মিনিট পরে আবার চেষ্টা করুন, বা বিক্রেতাকে জিজ্ঞাসা করুন।",
  },
  ca: {
    again: "La teva tria no venia d'aquesta pàgina, o la pàgina ha estat oberta massa temps. Torna a triar aquí.",
    capped:
      "Ara mateix aquest enllaç té massa comandes pendents de pagament. Torna-ho a provar d'aquí a uns minuts o pregunta-ho al comerç.",
  },
  cs: {
    again: "Vaše volba nepřišla z této stránky, nebo byla stránka otevřená příliš dlouho. Vyberte znovu zde.",
    capped:
      "Tento odkaz má právě příliš mnoho objednávek čekajících na platbu. Zkuste to znovu za pár minut, nebo se obraťte na obchodníka.",
  },
  da: {
    again: "Dit valg kom ikke fra denne side, eller siden var åben for længe. Vælg igen her.",
    capped: "Dette link har lige nu for mange ordrer, der venter på betaling. Prøv igen om et par minutter, eller spørg sælgeren.",
  },
  de: {
    again: "Ihre Wahl kam nicht von dieser Seite, oder die Seite war zu lange offen. Wählen Sie hier erneut.",
    capped:
      "Für diesen Link warten gerade zu viele Bestellungen auf Zahlung. Versuchen Sie es in ein paar Minuten erneut oder fragen Sie den Händler.",
  },
  el: {
    again: "Η επιλογή σας δεν προήλθε από αυτή τη σελίδα ή η σελίδα ήταν ανοιχτή για πολύ ώρα. Επιλέξτε ξανά εδώ.",
    capped:
      "Αυτός ο σύνδεσμος έχει αυτή τη στιγμή πάρα πολλές παραγγελίες που περιμένουν πληρωμή. Δοκιμάστε ξανά σε λίγα λεπτά ή ρωτήστε τον έμπορο.",
  },
  es: {
    again: "Tu elección no vino de esta página, o la página estuvo abierta demasiado tiempo. Elige de nuevo aquí.",
    capped: "Este enlace tiene demasiados pedidos pendientes de pago ahora mismo. Inténtalo en unos minutos o pregunta al comercio.",
  },
  et: {
    again: "Sinu valik ei tulnud sellelt lehelt või oli leht liiga kaua lahti. Vali siin uuesti.",
    capped: "Selle lingi kaudu ootab praegu makset liiga palju tellimusi. Proovi mõne minuti pärast uuesti või küsi kaupmehelt.",
  },
  fa: {
    again: "انتخاب شما از این صفحه نیامد، یا صفحه مدت زیادی باز بود. دوباره اینجا انتخاب کنید.",
    capped: "این پیوند اکنون سفارش‌های زیادی در انتظار پرداخت دارد. چند دقیقه دیگر دوباره تلاش کنید یا از فروشنده بپرسید.",
  },
  fi: {
    again: "Valintasi ei tullut tältä sivulta, tai sivu oli auki liian kauan. Valitse uudelleen tässä.",
    capped:
      "Tällä linkillä on juuri nyt liian monta maksua odottavaa tilausta. Yritä uudelleen muutaman minuutin kuluttua tai kysy kauppiaalta.",
  },
  fil: {
    again: "Hindi galing sa pahinang ito ang pinili mo, o masyadong matagal na bukas ang pahina. Pumili ulit dito.",
    capped:
      "Masyadong maraming order ang naghihintay ng bayad sa link na ito ngayon. Subukan ulit sa ilang minuto, o magtanong sa merchant.",
  },
  fr: {
    again: "Votre choix ne venait pas de cette page, ou la page est restée ouverte trop longtemps. Choisissez à nouveau ici.",
    capped: "Ce lien a trop de commandes en attente de paiement pour le moment. Réessayez dans quelques minutes ou demandez au marchand.",
  },
  gu: {
    again: "તમારી પસંદગી આ પેજ પરથી આવી નથી, અથવા પેજ ઘણા લાંબા સમય સુધી ખુલ્લું રહ્યું. અહીં ફરી પસંદ કરો.",
    capped: "આ લિંક પર હમણાં ચુકવણીની રાહ જોતા ઘણા બધા ઓર્ડર છે. થોડી મિનિટો પછી ફરી પ્રયાસ કરો, અથવા વેપારીને પૂછો.",
  },
  ha: {
    again: "Zaɓinku bai fito daga wannan shafi ba, ko shafin ya daɗe a buɗe. Ku sake zaɓa a nan.",
    capped: "Wannan mahaɗi yana da oda da yawa da ke jiran biya a yanzu. Ku sake gwadawa bayan 'yan mintuna, ko ku tambayi ɗan kasuwa.",
  },
  he: {
    again: "הבחירה שלך לא הגיעה מהדף הזה, או שהדף היה פתוח זמן רב מדי. בחרו שוב כאן.",
    capped: "לקישור הזה יש כרגע יותר מדי הזמנות שממתינות לתשלום. נסו שוב בעוד כמה דקות או פנו לסוחר.",
  },
  hi: {
    again: "आपका चुनाव इस पेज से नहीं आया, या पेज बहुत देर तक खुला रहा। यहाँ फिर से चुनें।",
    capped: "इस लिंक पर अभी बहुत से ऑर्डर भुगतान की प्रतीक्षा में हैं। कुछ मिनट बाद फिर कोशिश करें, या विक्रेता से पूछें।",
  },
  hr: {
    again: "Vaš odabir nije došao s ove stranice ili je stranica bila predugo otvorena. Odaberite ponovno ovdje.",
    capped: "Ova poveznica trenutačno ima previše narudžbi koje čekaju plaćanje. Pokušajte ponovno za nekoliko minuta ili pitajte trgovca.",
  },
  hu: {
    again: "A választása nem erről az oldalról érkezett, vagy az oldal túl sokáig volt nyitva. Válasszon újra itt.",
    capped:
      "Ehhez a linkhez most túl sok fizetésre váró rendelés tartozik. Próbálja újra néhány perc múlva, vagy kérdezze meg a kereskedőt.",
  },
  hy: {
    again: "Ձեր ընտրությունը չի եկել այս էջից, կամ էջը չափազանց երկար է բաց մնացել։ Ընտրեք կրկին այստեղ։",
    capped: "Այս հղումով այժմ չափազանց շատ պատվերներ են սպասում վճարման։ Փորձեք կրկին մի քանի րոպեից, կամ դիմեք վաճառողին։",
  },
  id: {
    again: "Pilihan Anda tidak berasal dari halaman ini, atau halaman terbuka terlalu lama. Pilih lagi di sini.",
    capped:
      "Tautan ini sedang memiliki terlalu banyak pesanan yang menunggu pembayaran. Coba lagi beberapa menit lagi, atau tanyakan penjual.",
  },
  it: {
    again: "La tua scelta non è arrivata da questa pagina, o la pagina è rimasta aperta troppo a lungo. Scegli di nuovo qui.",
    capped: "Questo link ha troppi ordini in attesa di pagamento in questo momento. Riprova tra qualche minuto o chiedi al venditore.",
  },
  ja: {
    again: "選択がこのページから送られていないか、ページが長く開かれすぎていました。ここでもう一度選んでください。",
    capped: "このリンクには現在、支払い待ちの注文が多すぎます。数分後にもう一度お試しいただくか、販売者にお問い合わせください。",
  },
  ka: {
    again: "თქვენი არჩევანი ამ გვერდიდან არ მოვიდა, ან გვერდი ზედმეტად დიდხანს იყო გახსნილი. აირჩიეთ ხელახლა აქ.",
    capped: "ამ ბმულზე ახლა გადახდის მომლოდინე ზედმეტად ბევრი შეკვეთაა. სცადეთ ხელახლა რამდენიმე წუთში, ან ჰკითხეთ გამყიდველს.",
  },
  kk: {
    again: "Таңдауыңыз осы беттен келмеді немесе бет тым ұзақ ашық тұрды. Осы жерде қайта таңдаңыз.",
    capped:
      "Бұл сілтемеде қазір төлемді күтіп тұрған тапсырыстар тым көп. Бірнеше минуттан кейін қайталап көріңіз немесе сатушыдан сұраңыз.",
  },
  km: {
    again: "ជម្រើសរបស់អ្នកមិនបានមកពីទំព័រនេះទេ ឬទំព័រនេះបានបើកយូរពេក។ សូមជ្រើសរើសម្ដងទៀតនៅទីនេះ។",
    capped: "តំណនេះមានការបញ្ជាទិញដែលកំពុងរង់ចាំការទូទាត់ច្រើនពេកនៅពេលនេះ។ សូមព្យាយាមម្ដងទៀតក្នុងរយៈពេលប៉ុន្មាននាទីទៀត ឬសួរអាជីវករ។",
  },
  kn: {
    again: "ನಿಮ್ಮ ಆಯ್ಕೆ ಈ ಪುಟದಿಂದ ಬಂದಿಲ್ಲ, ಅಥವಾ ಪುಟ ತುಂಬಾ ಹೊತ್ತು ತೆರೆದಿತ್ತು. ಇಲ್ಲಿ ಮತ್ತೆ ಆಯ್ಕೆಮಾಡಿ.",
    capped: "ಈ ಲಿಂಕ್‌ನಲ್ಲಿ ಈಗ ಪಾವತಿಗಾಗಿ ಕಾಯುತ್ತಿರುವ ಆರ್ಡರ್‌ಗಳು ತುಂಬಾ ಹೆಚ್ಚಿವೆ. ಕೆಲವು ನಿಮಿಷಗಳ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ, ಅಥವಾ ವ್ಯಾಪಾರಿಯನ್ನು ಕೇಳಿ.",
  },
  ko: {
    again: "선택이 이 페이지에서 오지 않았거나 페이지가 너무 오래 열려 있었습니다. 여기서 다시 선택하세요.",
    capped: "이 링크에는 지금 결제를 기다리는 주문이 너무 많습니다. 몇 분 후에 다시 시도하거나 판매자에게 문의하세요.",
  },
  lo: {
    again: "ການເລືອກຂອງທ່ານບໍ່ໄດ້ມາຈາກໜ້ານີ້ ຫຼື ໜ້ານີ້ເປີດໄວ້ດົນເກີນໄປ ກະລຸນາເລືອກອີກຄັ້ງຢູ່ບ່ອນນີ້",
    capped: "ລິ້ງນີ້ມີຄຳສັ່ງຊື້ທີ່ລໍຖ້າການຊຳລະຫຼາຍເກີນໄປໃນຕອນນີ້ ກະລຸນາລອງໃໝ່ໃນອີກບໍ່ເທົ່າໃດນາທີ ຫຼື ສອບຖາມຮ້ານຄ້າ",
  },
  lt: {
    again: "Jūsų pasirinkimas atėjo ne iš šio puslapio arba puslapis buvo atidarytas per ilgai. Pasirinkite iš naujo čia.",
    capped: "Šia nuoroda dabar per daug užsakymų laukia apmokėjimo. Bandykite dar kartą po kelių minučių arba kreipkitės į pardavėją.",
  },
  lv: {
    again: "Jūsu izvēle nenāca no šīs lapas, vai arī lapa bija atvērta pārāk ilgi. Izvēlieties vēlreiz šeit.",
    capped: "Šai saitei pašlaik ir pārāk daudz pasūtījumu, kas gaida apmaksu. Mēģiniet vēlreiz pēc dažām minūtēm vai jautājiet tirgotājam.",
  },
  ml: {
    again: "നിങ്ങളുടെ തിരഞ്ഞെടുപ്പ് ഈ പേജിൽ നിന്ന് വന്നതല്ല, അല്ലെങ്കിൽ പേജ് വളരെ നേരം തുറന്നിരുന്നു. ഇവിടെ വീണ്ടും തിരഞ്ഞെടുക്കുക.",
    capped: "ഈ ലിങ്കിൽ ഇപ്പോൾ പണമടയ്ക്കലിനായി കാത്തിരിക്കുന്ന ഓർഡറുകൾ വളരെ കൂടുതലാണ്. കുറച്ച് മിനിറ്റിനുശേഷം വീണ്ടും ശ്രമിക്കുക, അല്ലെങ്കിൽ വ്യാപാരിയോട് ചോദിക്കുക.",
  },
  mr: {
    again: "तुमची निवड या पेजवरून आली नाही, किंवा पेज खूप वेळ उघडे राहिले. येथे पुन्हा निवडा.",
    capped: "या लिंकवर सध्या पेमेंटच्या प्रतीक्षेत खूप जास्त ऑर्डर आहेत. काही मिनिटांनी पुन्हा प्रयत्न करा, किंवा विक्रेत्याला विचारा.",
  },
  ms: {
    again: "Pilihan anda bukan dari halaman ini, atau halaman dibuka terlalu lama. Pilih semula di sini.",
    capped:
      "Pautan ini mempunyai terlalu banyak pesanan yang menunggu bayaran sekarang. Cuba lagi dalam beberapa minit, atau tanya peniaga.",
  },
  my: {
    again: "သင့်ရွေးချယ်မှုသည် ဤစာမျက်နှာမှ လာခြင်းမဟုတ်ပါ၊ သို့မဟုတ် စာမျက်နှာကို အချိန်အကြာကြီး ဖွင့်ထားခဲ့သည်။ ဤနေရာတွင် ပြန်ရွေးပါ။",
    capped: "ဤလင့်ခ်တွင် ငွေပေးချေမှုကို စောင့်နေသော အော်ဒါများ ယခု အလွန်များနေသည်။ မိနစ်အနည်းငယ်အကြာတွင် ထပ်ကြိုးစားပါ၊ သို့မဟုတ် ကုန်သည်ကို မေးပါ။",
  },
  nb: {
    again: "Valget ditt kom ikke fra denne siden, eller siden var åpen for lenge. Velg på nytt her.",
    capped: "Denne lenken har for mange bestillinger som venter på betaling akkurat nå. Prøv igjen om noen minutter, eller spør selgeren.",
  },
  ne: {
    again: "तपाईंको छनोट यो पृष्ठबाट आएन, वा पृष्ठ धेरै बेर खुला रह्यो। यहाँ फेरि छान्नुहोस्।",
    capped: "यो लिङ्कमा अहिले भुक्तानी पर्खिरहेका अर्डर धेरै छन्। केही मिनेटपछि फेरि प्रयास गर्नुहोस्, वा व्यापारीलाई सोध्नुहोस्।",
  },
  nl: {
    again: "Je keuze kwam niet van deze pagina, of de pagina stond te lang open. Kies hier opnieuw.",
    capped:
      "Voor deze link wachten nu te veel bestellingen op betaling. Probeer het over een paar minuten opnieuw of vraag het de verkoper.",
  },
  pa: {
    again: "ਤੁਹਾਡੀ ਚੋਣ ਇਸ ਪੰਨੇ ਤੋਂ ਨਹੀਂ ਆਈ, ਜਾਂ ਪੰਨਾ ਬਹੁਤ ਦੇਰ ਤੱਕ ਖੁੱਲ੍ਹਾ ਰਿਹਾ। ਇੱਥੇ ਮੁੜ ਚੁਣੋ।",
    capped: "ਇਸ ਲਿੰਕ ਉੱਤੇ ਇਸ ਵੇਲੇ ਭੁਗਤਾਨ ਦੀ ਉਡੀਕ ਵਿੱਚ ਬਹੁਤ ਜ਼ਿਆਦਾ ਆਰਡਰ ਹਨ। ਕੁਝ ਮਿੰਟਾਂ ਬਾਅਦ ਮੁੜ ਕੋਸ਼ਿਸ਼ ਕਰੋ, ਜਾਂ ਵਪਾਰੀ ਨੂੰ ਪੁੱਛੋ।",
  },
  pl: {
    again: "Twój wybór nie pochodził z tej strony albo strona była otwarta zbyt długo. Wybierz ponownie tutaj.",
    capped: "Ten link ma teraz zbyt wiele zamówień oczekujących na płatność. Spróbuj ponownie za kilka minut lub zapytaj sprzedawcę.",
  },
  pt: {
    again: "A sua escolha não veio desta página, ou a página ficou aberta tempo demais. Escolha novamente aqui.",
    capped: "Este link tem pedidos demais aguardando pagamento agora. Tente de novo em alguns minutos ou pergunte ao comerciante.",
  },
  ro: {
    again: "Alegerea dvs. nu a venit de pe această pagină sau pagina a fost deschisă prea mult timp. Alegeți din nou aici.",
    capped: "Acest link are acum prea multe comenzi care așteaptă plata. Încercați din nou peste câteva minute sau întrebați comerciantul.",
  },
  ru: {
    again: "Ваш выбор пришёл не с этой страницы, или страница была открыта слишком долго. Выберите снова здесь.",
    capped: "По этой ссылке сейчас слишком много заказов ждут оплаты. Попробуйте через несколько минут или спросите продавца.",
  },
  si: {
    again: "ඔබේ තේරීම මෙම පිටුවෙන් පැමිණියේ නැත, නැතහොත් පිටුව බොහෝ වේලාවක් විවෘතව තිබුණි. මෙතැනින් නැවත තෝරන්න.",
    capped: "මෙම සබැඳියේ දැන් ගෙවීම සඳහා රැඳී සිටින ඇණවුම් ඉතා වැඩි ය. විනාඩි කිහිපයකින් නැවත උත්සාහ කරන්න, නැතහොත් වෙළෙන්දාගෙන් අසන්න.",
  },
  sk: {
    again: "Vaša voľba neprišla z tejto stránky alebo bola stránka otvorená príliš dlho. Vyberte znova tu.",
    capped: "Tento odkaz má práve príliš veľa objednávok čakajúcich na platbu. Skúste to znova o pár minút alebo sa obráťte na obchodníka.",
  },
  sl: {
    again: "Vaša izbira ni prišla s te strani ali pa je bila stran predolgo odprta. Izberite znova tukaj.",
    capped: "Ta povezava ima trenutno preveč naročil, ki čakajo na plačilo. Poskusite znova čez nekaj minut ali vprašajte trgovca.",
  },
  sr: {
    again: "Ваш избор није стигао са ове странице или је страница била предуго отворена. Изаберите поново овде.",
    capped: "Овај линк тренутно има превише поруџбина које чекају плаћање. Покушајте поново за неколико минута или питајте трговца.",
  },
  sv: {
    again: "Ditt val kom inte från den här sidan, eller så var sidan öppen för länge. Välj igen här.",
    capped:
      "Den här länken har för många beställningar som väntar på betalning just nu. Försök igen om några minuter eller fråga handlaren.",
  },
  sw: {
    again: "Chaguo lako halikutoka kwenye ukurasa huu, au ukurasa ulikaa wazi muda mrefu sana. Chagua tena hapa.",
    capped: "Kiungo hiki kina oda nyingi mno zinazosubiri malipo sasa. Jaribu tena baada ya dakika chache, au muulize mfanyabiashara.",
  },
  ta: {
    again: "உங்கள் தேர்வு இந்தப் பக்கத்திலிருந்து வரவில்லை, அல்லது பக்கம் நீண்ட நேரம் திறந்திருந்தது. இங்கே மீண்டும் தேர்ந்தெடுங்கள்.",
    capped: "இந்த இணைப்பில் இப்போது பணம் செலுத்தக் காத்திருக்கும் ஆர்டர்கள் மிக அதிகம். சில நிமிடங்களில் மீண்டும் முயலுங்கள், அல்லது வணிகரிடம் கேளுங்கள்.",
  },
  te: {
    again: "మీ ఎంపిక ఈ పేజీ నుండి రాలేదు, లేదా పేజీ చాలా సేపు తెరిచి ఉంది. ఇక్కడ మళ్లీ ఎంచుకోండి.",
    capped: "ఈ లింక్‌లో ఇప్పుడు చెల్లింపు కోసం వేచి ఉన్న ఆర్డర్‌లు చాలా ఎక్కువగా ఉన్నాయి. కొన్ని నిమిషాల తర్వాత మళ్లీ ప్రయత్నించండి, లేదా వ్యాపారిని అడగండి.",
  },
  th: {
    again: "ตัวเลือกของคุณไม่ได้มาจากหน้านี้ หรือหน้านี้เปิดไว้นานเกินไป โปรดเลือกอีกครั้งที่นี่",
    capped: "ลิงก์นี้มีคำสั่งซื้อที่รอชำระเงินมากเกินไปในขณะนี้ โปรดลองอีกครั้งในอีกไม่กี่นาที หรือสอบถามผู้ขาย",
  },
  tr: {
    again: "Seçiminiz bu sayfadan gelmedi ya da sayfa çok uzun süre açık kaldı. Burada yeniden seçin.",
    capped: "Bu bağlantıda şu anda ödeme bekleyen çok fazla sipariş var. Birkaç dakika sonra yeniden deneyin veya satıcıya sorun.",
  },
  uk: {
    again: "Ваш вибір надійшов не з цієї сторінки, або сторінка була відкрита надто довго. Виберіть знову тут.",
    capped: "За цим посиланням зараз забагато замовлень чекають на оплату. Спробуйте за кілька хвилин або запитайте продавця.",
  },
  ur: {
    again: "آپ کا انتخاب اس صفحے سے نہیں آیا، یا صفحہ بہت دیر تک کھلا رہا۔ یہاں دوبارہ منتخب کریں۔",
    capped: "اس لنک پر اس وقت ادائیگی کے منتظر بہت زیادہ آرڈر ہیں۔ چند منٹ بعد دوبارہ کوشش کریں، یا تاجر سے پوچھیں۔",
  },
  uz: {
    again: "Tanlovingiz bu sahifadan kelmadi yoki sahifa juda uzoq ochiq qoldi. Shu yerda qayta tanlang.",
    capped:
      "Bu havolada hozir toʻlovni kutayotgan buyurtmalar juda koʻp. Bir necha daqiqadan soʻng qayta urinib koʻring yoki sotuvchidan soʻrang.",
  },
  vi: {
    again: "Lựa chọn của bạn không đến từ trang này, hoặc trang đã mở quá lâu. Hãy chọn lại tại đây.",
    capped: "Liên kết này hiện có quá nhiều đơn hàng đang chờ thanh toán. Hãy thử lại sau vài phút hoặc hỏi người bán.",
  },
  yo: {
    again: "Ìyàn yín kò wá láti ojú-ìwé yìí, tàbí ojú-ìwé náà ti ṣí sílẹ̀ pẹ́ jù. Ẹ tún yàn níbí.",
    capped: "Lìǹkì yìí ní àṣẹ ríra tó pọ̀ jù tí ń dúró de ìsanwó báyìí. Ẹ tún gbìyànjú lẹ́yìn ìṣẹ́jú díẹ̀, tàbí kí ẹ béèrè lọ́wọ́ oníṣòwò.",
  },
  zh: {
    again: "您的选择不是从此页面发出的，或页面打开时间过长。请在此重新选择。",
    capped: "此链接当前等待付款的订单过多。请几分钟后再试，或联系商家。",
  },
  "zh-Hant": {
    again: "您的選擇不是從此頁面送出的，或頁面開啟太久。請在此重新選擇。",
    capped: "此連結目前等待付款的訂單過多。請幾分鐘後再試，或聯絡商家。",
  },
  zu: {
    again: "Ukukhetha kwakho akuvelanga kuleli khasi, noma ikhasi belivulekile isikhathi eside kakhulu. Khetha futhi lapha.",
    capped: "Lesi sixhumanisi sinama-oda amaningi kakhulu alinde ukukhokhelwa manje. Zama futhi emizuzwini embalwa, noma ubuze umthengisi.",
  },
};
