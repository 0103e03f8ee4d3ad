// The payment link page's words (the payer picks an asset): rendered by the service only, never
// shipped in the page's script. The first 25 languages live in this module; each later one is a
// module of its own (link/<code>.ts), listed at the end. A language of the list without its
// words here is passed over when the link page's language is picked.
import type { Locale } from "../lib/checkout-url.ts";
import type { LinkPageMessages } from "./link-page-messages.ts";
import am from "./link/am.ts";
import az from "./link/az.ts";
import bg from "./link/bg.ts";
import ca from "./link/ca.ts";
import cs from "./link/cs.ts";
import da from "./link/da.ts";
import el from "./link/el.ts";
import et from "./link/et.ts";
import fi from "./link/fi.ts";
import gu from "./link/gu.ts";
import ha from "./link/ha.ts";
import hr from "./link/hr.ts";
import hu from "./link/hu.ts";
import hy from "./link/hy.ts";
import ka from "./link/ka.ts";
import kk from "./link/kk.ts";
import km from "./link/km.ts";
import kn from "./link/kn.ts";
import lo from "./link/lo.ts";
import lt from "./link/lt.ts";
import lv from "./link/lv.ts";
import ml from "./link/ml.ts";
import mr from "./link/mr.ts";
import my from "./link/my.ts";
import nb from "./link/nb.ts";
import ne from "./link/ne.ts";
import pa from "./link/pa.ts";
import ro from "./link/ro.ts";
import si from "./link/si.ts";
import sk from "./link/sk.ts";
import sl from "./link/sl.ts";
import sr from "./link/sr.ts";
import sv from "./link/sv.ts";
import ta from "./link/ta.ts";
import te from "./link/te.ts";
import ur from "./link/ur.ts";
import uz from "./link/uz.ts";
import yo from "./link/yo.ts";
import zhHant from "./link/zh-Hant.ts";
import zu from "./link/zu.ts";

export type { LinkPageMessages };

const FIRST: Partial<Record<Locale, LinkPageMessages>> & { en: LinkPageMessages } = {
  en: {
    heading: "Choose how to pay",
    price: "Price",
    rateNote: "Amounts at the current exchange rate. Once you choose, you have {minutes} min to pay.",
    inactiveHeading: "This payment link is no longer active",
    notFoundHeading: "This payment link does not exist",
    askMerchant: "Ask the merchant for a new link.",
    failed: "This choice could not be made now. Choose another way to pay.",
    quoteChanged: "The prices changed since this page was shown. Check the new amounts and choose again.",
  },
  ar: {
    heading: "اختر طريقة الدفع",
    price: "السعر",
    rateNote: "المبالغ بسعر الصرف الحالي. بعد الاختيار لديك {minutes} دقيقة للدفع.",
    inactiveHeading: "رابط الدفع هذا لم يعد نشطًا",
    notFoundHeading: "رابط الدفع هذا غير موجود",
    askMerchant: "اطلب من التاجر رابطًا جديدًا.",
    failed: "تعذّر هذا الاختيار الآن. اختر طريقة دفع أخرى.",
    quoteChanged: "تغيّرت الأسعار منذ عرض هذه الصفحة. راجع المبالغ الجديدة واختر من جديد.",
  },
  bn: {
    heading: "কীভাবে পরিশোধ করবেন বেছে নিন",
    price: "মূল্য",
    rateNote: "বর্তমান বিনিময় হারে পরিমাণ। বেছে নেওয়ার পরে পরিশোধের জন্য {minutes} মিনিট পাবেন।",
    inactiveHeading: "এই পেমেন্ট লিঙ্কটি আর সক্রিয় নেই",
    notFoundHeading: "এই পেমেন্ট লিঙ্কটি নেই",
    askMerchant: "বিক্রেতার কাছে নতুন লিঙ্ক চান।",
    failed: "এই মুহূর্তে এটি বেছে নেওয়া গেল না। অন্য উপায় বেছে নিন।",
    quoteChanged: "এই পৃষ্ঠা দেখানোর পর দাম বদলেছে। নতুন পরিমাণ দেখে আবার বেছে নিন।",
  },
  de: {
    heading: "Wählen Sie, wie Sie bezahlen",
    price: "Preis",
    rateNote: "Beträge zum aktuellen Wechselkurs. Nach der Wahl haben Sie {minutes} Min. zum Bezahlen.",
    inactiveHeading: "Dieser Zahlungslink ist nicht mehr aktiv",
    notFoundHeading: "Diesen Zahlungslink gibt es nicht",
    askMerchant: "Bitten Sie den Händler um einen neuen Link.",
    failed: "Diese Wahl ist gerade nicht möglich. Wählen Sie eine andere Zahlungsart.",
    quoteChanged: "Die Preise haben sich geändert, seit diese Seite angezeigt wurde. Prüfen Sie die neuen Beträge und wählen Sie erneut.",
  },
  es: {
    heading: "Elige cómo pagar",
    price: "Precio",
    rateNote: "Importes al tipo de cambio actual. Después de elegir, tienes {minutes} min para pagar.",
    inactiveHeading: "Este enlace de pago ya no está activo",
    notFoundHeading: "Este enlace de pago no existe",
    askMerchant: "Pide al comercio un enlace nuevo.",
    failed: "Esta opción no está disponible ahora. Elige otra forma de pago.",
    quoteChanged: "Los precios cambiaron desde que se mostró esta página. Revisa los nuevos importes y vuelve a elegir.",
  },
  fa: {
    heading: "روش پرداخت را انتخاب کنید",
    price: "قیمت",
    rateNote: "مبالغ با نرخ فعلی. پس از انتخاب، {minutes} دقیقه برای پرداخت دارید.",
    inactiveHeading: "این پیوند پرداخت دیگر فعال نیست",
    notFoundHeading: "این پیوند پرداخت وجود ندارد",
    askMerchant: "از فروشنده پیوند جدیدی بخواهید.",
    failed: "این انتخاب اکنون ممکن نیست. روش دیگری را انتخاب کنید.",
    quoteChanged: "قیمت‌ها از زمان نمایش این صفحه تغییر کرده‌اند. مبالغ جدید را بررسی کنید و دوباره انتخاب کنید.",
  },
  fil: {
    heading: "Piliin kung paano magbabayad",
    price: "Presyo",
    rateNote: "Mga halaga sa kasalukuyang exchange rate. Pagkapili mo, may {minutes} min ka para magbayad.",
    inactiveHeading: "Hindi na aktibo ang payment link na ito",
    notFoundHeading: "Walang ganitong payment link",
    askMerchant: "Humingi sa merchant ng bagong link.",
    failed: "Hindi ito mapili ngayon. Pumili ng ibang paraan ng pagbabayad.",
    quoteChanged: "Nagbago ang mga presyo mula nang ipakita ang pahinang ito. Tingnan ang mga bagong halaga at pumili muli.",
  },
  fr: {
    heading: "Choisissez comment payer",
    price: "Prix",
    rateNote: "Montants au taux de change actuel. Une fois votre choix fait, vous avez {minutes} min pour payer.",
    inactiveHeading: "Ce lien de paiement n'est plus actif",
    notFoundHeading: "Ce lien de paiement n'existe pas",
    askMerchant: "Demandez un nouveau lien au marchand.",
    failed: "Ce choix est impossible pour le moment. Choisissez un autre moyen de payer.",
    quoteChanged: "Les prix ont changé depuis l’affichage de cette page. Vérifiez les nouveaux montants et choisissez à nouveau.",
  },
  he: {
    heading: "בחרו איך לשלם",
    price: "מחיר",
    rateNote: "הסכומים לפי שער החליפין הנוכחי. אחרי הבחירה יש לכם {minutes} דק׳ לשלם.",
    inactiveHeading: "קישור התשלום הזה כבר לא פעיל",
    notFoundHeading: "קישור התשלום הזה לא קיים",
    askMerchant: "בקשו מהסוחר קישור חדש.",
    failed: "לא ניתן לבחור בזה כרגע. בחרו דרך תשלום אחרת.",
    quoteChanged: "המחירים השתנו מאז שהדף הוצג. בדקו את הסכומים החדשים ובחרו שוב.",
  },
  hi: {
    heading: "भुगतान का तरीका चुनें",
    price: "मूल्य",
    rateNote: "राशियाँ मौजूदा विनिमय दर पर। चुनने के बाद भुगतान के लिए {minutes} मिनट मिलेंगे।",
    inactiveHeading: "यह भुगतान लिंक अब सक्रिय नहीं है",
    notFoundHeading: "यह भुगतान लिंक मौजूद नहीं है",
    askMerchant: "व्यापारी से नया लिंक माँगें।",
    failed: "यह विकल्प अभी नहीं चुना जा सका। भुगतान का कोई दूसरा तरीका चुनें।",
    quoteChanged: "यह पेज दिखाए जाने के बाद कीमतें बदल गई हैं। नई राशि देखें और फिर से चुनें।",
  },
  id: {
    heading: "Pilih cara membayar",
    price: "Harga",
    rateNote: "Jumlah dengan kurs saat ini. Setelah memilih, Anda punya {minutes} menit untuk membayar.",
    inactiveHeading: "Tautan pembayaran ini sudah tidak aktif",
    notFoundHeading: "Tautan pembayaran ini tidak ada",
    askMerchant: "Minta tautan baru kepada penjual.",
    failed: "Pilihan ini tidak dapat dibuat sekarang. Pilih cara pembayaran lain.",
    quoteChanged: "Harga berubah sejak halaman ini ditampilkan. Periksa jumlah yang baru lalu pilih lagi.",
  },
  it: {
    heading: "Scegli come pagare",
    price: "Prezzo",
    rateNote: "Importi al cambio attuale. Dopo la scelta hai {minutes} min per pagare.",
    inactiveHeading: "Questo link di pagamento non è più attivo",
    notFoundHeading: "Questo link di pagamento non esiste",
    askMerchant: "Chiedi al venditore un nuovo link.",
    failed: "Questa scelta non è possibile ora. Scegli un altro modo di pagare.",
    quoteChanged: "I prezzi sono cambiati da quando è stata mostrata questa pagina. Controlla i nuovi importi e scegli di nuovo.",
  },
  ja: {
    heading: "お支払い方法を選択",
    price: "価格",
    rateNote: "金額は現在の為替レートです。選択後 {minutes} 分以内にお支払いください。",
    inactiveHeading: "この支払いリンクは無効になりました",
    notFoundHeading: "この支払いリンクは存在しません",
    askMerchant: "販売者に新しいリンクを依頼してください。",
    failed: "現在この方法は選択できません。別のお支払い方法を選んでください。",
    quoteChanged: "このページの表示後に価格が変わりました。新しい金額を確認して、もう一度選んでください。",
  },
  ko: {
    heading: "결제 방법 선택",
    price: "가격",
    rateNote: "현재 환율 기준 금액입니다. 선택 후 {minutes}분 안에 결제하세요.",
    inactiveHeading: "이 결제 링크는 더 이상 활성 상태가 아닙니다",
    notFoundHeading: "이 결제 링크는 존재하지 않습니다",
    askMerchant: "판매자에게 새 링크를 요청하세요.",
    failed: "지금은 이 방법을 선택할 수 없습니다. 다른 결제 방법을 선택하세요.",
    quoteChanged: "이 페이지가 표시된 후 가격이 바뀌었습니다. 새 금액을 확인하고 다시 선택하세요.",
  },
  ms: {
    heading: "Pilih cara untuk membayar",
    price: "Harga",
    rateNote: "Jumlah pada kadar pertukaran semasa. Selepas memilih, anda ada {minutes} minit untuk membayar.",
    inactiveHeading: "Pautan pembayaran ini tidak lagi aktif",
    notFoundHeading: "Pautan pembayaran ini tidak wujud",
    askMerchant: "Minta pautan baharu daripada peniaga.",
    failed: "Pilihan ini tidak dapat dibuat sekarang. Pilih cara pembayaran lain.",
    quoteChanged: "Harga telah berubah sejak halaman ini dipaparkan. Semak jumlah baharu dan pilih semula.",
  },
  nl: {
    heading: "Kies hoe je betaalt",
    price: "Prijs",
    rateNote: "Bedragen tegen de huidige wisselkoers. Na je keuze heb je {minutes} min om te betalen.",
    inactiveHeading: "Deze betaallink is niet meer actief",
    notFoundHeading: "Deze betaallink bestaat niet",
    askMerchant: "Vraag de verkoper om een nieuwe link.",
    failed: "Deze keuze kan nu niet worden gemaakt. Kies een andere betaalwijze.",
    quoteChanged: "De prijzen zijn veranderd sinds deze pagina werd getoond. Controleer de nieuwe bedragen en kies opnieuw.",
  },
  pl: {
    heading: "Wybierz sposób płatności",
    price: "Cena",
    rateNote: "Kwoty po bieżącym kursie. Po wyborze masz {minutes} min na płatność.",
    inactiveHeading: "Ten link do płatności nie jest już aktywny",
    notFoundHeading: "Ten link do płatności nie istnieje",
    askMerchant: "Poproś sprzedawcę o nowy link.",
    failed: "Tego wyboru nie można teraz dokonać. Wybierz inny sposób płatności.",
    quoteChanged: "Ceny zmieniły się od wyświetlenia tej strony. Sprawdź nowe kwoty i wybierz ponownie.",
  },
  pt: {
    heading: "Escolha como pagar",
    price: "Preço",
    rateNote: "Valores à taxa de câmbio atual. Depois de escolher, você tem {minutes} min para pagar.",
    inactiveHeading: "Este link de pagamento não está mais ativo",
    notFoundHeading: "Este link de pagamento não existe",
    askMerchant: "Peça um novo link ao comerciante.",
    failed: "Não foi possível fazer esta escolha agora. Escolha outra forma de pagamento.",
    quoteChanged: "Os preços mudaram desde que esta página foi mostrada. Confira os novos valores e escolha de novo.",
  },
  ru: {
    heading: "Выберите способ оплаты",
    price: "Цена",
    rateNote: "Суммы по текущему курсу. После выбора у вас будет {minutes} мин на оплату.",
    inactiveHeading: "Эта платёжная ссылка больше не активна",
    notFoundHeading: "Такой платёжной ссылки нет",
    askMerchant: "Попросите у продавца новую ссылку.",
    failed: "Сейчас этот вариант недоступен. Выберите другой способ оплаты.",
    quoteChanged: "Цены изменились с момента показа этой страницы. Проверьте новые суммы и выберите снова.",
  },
  sw: {
    heading: "Chagua jinsi ya kulipa",
    price: "Bei",
    rateNote: "Kiasi kwa kiwango cha sasa cha ubadilishaji. Ukishachagua, una dakika {minutes} kulipa.",
    inactiveHeading: "Kiungo hiki cha malipo hakitumiki tena",
    notFoundHeading: "Kiungo hiki cha malipo hakipo",
    askMerchant: "Muombe mfanyabiashara kiungo kipya.",
    failed: "Chaguo hili haliwezekani sasa. Chagua njia nyingine ya kulipa.",
    quoteChanged: "Bei zimebadilika tangu ukurasa huu uonyeshwe. Angalia kiasi kipya kisha uchague tena.",
  },
  th: {
    heading: "เลือกวิธีชำระเงิน",
    price: "ราคา",
    rateNote: "ยอดตามอัตราแลกเปลี่ยนปัจจุบัน เมื่อเลือกแล้ว คุณมีเวลา {minutes} นาทีในการชำระ",
    inactiveHeading: "ลิงก์ชำระเงินนี้ไม่ใช้งานแล้ว",
    notFoundHeading: "ไม่มีลิงก์ชำระเงินนี้",
    askMerchant: "ขอลิงก์ใหม่จากร้านค้า",
    failed: "เลือกวิธีนี้ไม่ได้ในขณะนี้ โปรดเลือกวิธีชำระเงินอื่น",
    quoteChanged: "ราคาเปลี่ยนไปหลังจากแสดงหน้านี้ โปรดตรวจสอบยอดใหม่แล้วเลือกอีกครั้ง",
  },
  tr: {
    heading: "Nasıl ödeyeceğinizi seçin",
    price: "Fiyat",
    rateNote: "Tutarlar güncel döviz kurundandır. Seçtikten sonra ödemek için {minutes} dk süreniz var.",
    inactiveHeading: "Bu ödeme bağlantısı artık etkin değil",
    notFoundHeading: "Bu ödeme bağlantısı yok",
    askMerchant: "Satıcıdan yeni bir bağlantı isteyin.",
    failed: "Bu seçim şu anda yapılamıyor. Başka bir ödeme yolu seçin.",
    quoteChanged: "Bu sayfa gösterildiğinden beri fiyatlar değişti. Yeni tutarları kontrol edip yeniden seçin.",
  },
  uk: {
    heading: "Виберіть спосіб оплати",
    price: "Ціна",
    rateNote: "Суми за поточним курсом. Після вибору у вас буде {minutes} хв на оплату.",
    inactiveHeading: "Це платіжне посилання більше не активне",
    notFoundHeading: "Такого платіжного посилання немає",
    askMerchant: "Попросіть у продавця нове посилання.",
    failed: "Зараз цей варіант недоступний. Виберіть інший спосіб оплати.",
    quoteChanged: "Ціни змінилися відтоді, як цю сторінку було показано. Перевірте нові суми й виберіть знову.",
  },
  vi: {
    heading: "Chọn cách thanh toán",
    price: "Giá",
    rateNote: "Số tiền theo tỷ giá hiện tại. Sau khi chọn, bạn có {minutes} phút để thanh toán.",
    inactiveHeading: "Liên kết thanh toán này không còn hoạt động",
    notFoundHeading: "Liên kết thanh toán này không tồn tại",
    askMerchant: "Hãy yêu cầu người bán gửi liên kết mới.",
    failed: "Hiện không thể chọn cách này. Hãy chọn cách thanh toán khác.",
    quoteChanged: "Giá đã thay đổi kể từ khi trang này được hiển thị. Hãy xem số tiền mới và chọn lại.",
  },
  zh: {
    heading: "选择付款方式",
    price: "价格",
    rateNote: "金额按当前汇率计算。选择后，您有 {minutes} 分钟付款。",
    inactiveHeading: "此付款链接已停用",
    notFoundHeading: "此付款链接不存在",
    askMerchant: "请向商家索取新链接。",
    failed: "目前无法选择此方式。请选择其他付款方式。",
    quoteChanged: "自本页显示以来价格已变动。请查看新的金额后重新选择。",
  },
};

/** Every language's link page words: the first 25 above, then one line per module of link/. */
export const LINK_PAGE_MESSAGES: Partial<Record<Locale, LinkPageMessages>> & { en: LinkPageMessages } = {
  ...FIRST,
  am,
  az,
  bg,
  ca,
  cs,
  da,
  el,
  et,
  fi,
  gu,
  ha,
  hr,
  hu,
  hy,
  ka,
  kk,
  km,
  kn,
  lo,
  lt,
  lv,
  ml,
  mr,
  my,
  nb,
  ne,
  pa,
  ro,
  si,
  sk,
  sl,
  sr,
  sv,
  ta,
  te,
  ur,
  uz,
  yo,
  "zh-Hant": zhHant,
  zu,
};
