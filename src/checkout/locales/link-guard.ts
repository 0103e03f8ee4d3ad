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

/** The first 25 languages; a later one reads these two notes in English until they are written here. */
export const LINK_GUARD_MESSAGES: Partial<Record<Locale, LinkGuardMessages>> & { en: LinkGuardMessages } = {
  en: {
    again: "Your choice did not come from this page, or the page was open too long. Choose again here.",
    capped: "This link has too many orders waiting for payment right now. Try again in a few minutes, or ask the merchant.",
  },
  ar: {
    again: "لم يأتِ اختيارك من هذه الصفحة، أو بقيت الصفحة مفتوحة وقتًا طويلًا. اختر مرة أخرى هنا.",
    capped: "لدى هذا الرابط طلبات كثيرة بانتظار الدفع الآن. حاول مرة أخرى بعد بضع دقائق أو اسأل التاجر.",
  },
  bn: {
    again: "আপনার পছন্দটি এই পৃষ্ঠা থেকে আসেনি, অথবা পৃষ্ঠাটি অনেকক্ষণ খোলা ছিল। এখানে আবার বেছে নিন।",
    capped: "এই লিঙ্কে এখন অনেক অর্ডার পরিশোধের অপেক্ষায় আছে। কয়েক মিনিট পরে আবার চেষ্টা করুন, বা বিক্রেতাকে জিজ্ঞাসা করুন।",
  },
  de: {
    again: "Ihre Wahl kam nicht von dieser Seite, oder die Seite war zu lange offen. Wählen Sie hier erneut.",
    capped:
      "Für diesen Link warten gerade zu viele Bestellungen auf Zahlung. Versuchen Sie es in ein paar Minuten erneut oder fragen Sie den Händler.",
  },
  es: {
    again: "Tu elección no vino de esta página, o la página estuvo abierta demasiado tiempo. Elige de nuevo aquí.",
    capped: "Este enlace tiene demasiados pedidos pendientes de pago ahora mismo. Inténtalo en unos minutos o pregunta al comercio.",
  },
  fa: {
    again: "انتخاب شما از این صفحه نیامد، یا صفحه مدت زیادی باز بود. دوباره اینجا انتخاب کنید.",
    capped: "این پیوند اکنون سفارش‌های زیادی در انتظار پرداخت دارد. چند دقیقه دیگر دوباره تلاش کنید یا از فروشنده بپرسید.",
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
  he: {
    again: "הבחירה שלך לא הגיעה מהדף הזה, או שהדף היה פתוח זמן רב מדי. בחרו שוב כאן.",
    capped: "לקישור הזה יש כרגע יותר מדי הזמנות שממתינות לתשלום. נסו שוב בעוד כמה דקות או פנו לסוחר.",
  },
  hi: {
    again: "आपका चुनाव इस पेज से नहीं आया, या पेज बहुत देर तक खुला रहा। यहाँ फिर से चुनें।",
    capped: "इस लिंक पर अभी बहुत से ऑर्डर भुगतान की प्रतीक्षा में हैं। कुछ मिनट बाद फिर कोशिश करें, या विक्रेता से पूछें।",
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
  ko: {
    again: "선택이 이 페이지에서 오지 않았거나 페이지가 너무 오래 열려 있었습니다. 여기서 다시 선택하세요.",
    capped: "이 링크에는 지금 결제를 기다리는 주문이 너무 많습니다. 몇 분 후에 다시 시도하거나 판매자에게 문의하세요.",
  },
  ms: {
    again: "Pilihan anda bukan dari halaman ini, atau halaman dibuka terlalu lama. Pilih semula di sini.",
    capped:
      "Pautan ini mempunyai terlalu banyak pesanan yang menunggu bayaran sekarang. Cuba lagi dalam beberapa minit, atau tanya peniaga.",
  },
  nl: {
    again: "Je keuze kwam niet van deze pagina, of de pagina stond te lang open. Kies hier opnieuw.",
    capped:
      "Voor deze link wachten nu te veel bestellingen op betaling. Probeer het over een paar minuten opnieuw of vraag het de verkoper.",
  },
  pl: {
    again: "Twój wybór nie pochodził z tej strony albo strona była otwarta zbyt długo. Wybierz ponownie tutaj.",
    capped: "Ten link ma teraz zbyt wiele zamówień oczekujących na płatność. Spróbuj ponownie za kilka minut lub zapytaj sprzedawcę.",
  },
  pt: {
    again: "A sua escolha não veio desta página, ou a página ficou aberta tempo demais. Escolha novamente aqui.",
    capped: "Este link tem pedidos demais aguardando pagamento agora. Tente de novo em alguns minutos ou pergunte ao comerciante.",
  },
  ru: {
    again: "Ваш выбор пришёл не с этой страницы, или страница была открыта слишком долго. Выберите снова здесь.",
    capped: "По этой ссылке сейчас слишком много заказов ждут оплаты. Попробуйте через несколько минут или спросите продавца.",
  },
  sw: {
    again: "Chaguo lako halikutoka kwenye ukurasa huu, au ukurasa ulikaa wazi muda mrefu sana. Chagua tena hapa.",
    capped: "Kiungo hiki kina oda nyingi mno zinazosubiri malipo sasa. Jaribu tena baada ya dakika chache, au muulize mfanyabiashara.",
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
  vi: {
    again: "Lựa chọn của bạn không đến từ trang này, hoặc trang đã mở quá lâu. Hãy chọn lại tại đây.",
    capped: "Liên kết này hiện có quá nhiều đơn hàng đang chờ thanh toán. Hãy thử lại sau vài phút hoặc hỏi người bán.",
  },
  zh: {
    again: "您的选择不是从此页面发出的，或页面打开时间过长。请在此重新选择。",
    capped: "此链接当前等待付款的订单过多。请几分钟后再试，或联系商家。",
  },
};
