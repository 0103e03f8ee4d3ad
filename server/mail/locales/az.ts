// The merchant's mail in Azerbaijani (Latin script).
import type { MailWords } from "./en.ts";

export default {
  passwordReset: {
    subject: "Satıcı portalı şifrənizi sıfırlayın",
    asked: "Kimsə (ümid edirik ki, siz) {origin} ünvanındakı satıcı portalı hesabınızın şifrəsini sıfırlamağı xahiş etdi.",
    useLink: "Bu keçidlə {minutes} dəqiqə ərzində yeni şifrə təyin edin; keçid yalnız bir dəfə işləyir:",
    signsOut: "Yeni şifrəni təyin etdikdə bütün cihazlardakı sessiyalarınız bitəcək. İki mərhələli giriş olduğu kimi qalır.",
    notYou: "Bunu siz xahiş etməmisinizsə, bu mesaja məhəl qoymayın: şifrəniz olduğu kimi qalır.",
  },
  paymentCompleted: {
    subject: "Ödəniş tamamlandı: {amount} {currency}",
    completed: "{orderId} sifarişi tamamlandı: {amount} {currency} alındı.",
    completedWithReference: "{orderId} sifarişi (istinadınız {reference}) tamamlandı: {amount} {currency} alındı.",
  },
  refundWaiting: {
    subject: "{amount} {currency} məbləğində geri qaytarma ödənilməyi gözləyir",
    waiting:
      "{destination} ünvanına {amount} {currency} məbləğində {orderId} geri qaytarması pul kisənizin onu ödəməsini gözləyir: xidmət heç bir açar saxlamır və özü heç nə göndərmir.",
  },
  withdrawalWaiting: {
    subject: "{amount} {currency} məbləğində pul çıxarma ödənilməyi gözləyir",
    waiting:
      "{destination} ünvanına {amount} {currency} məbləğində {orderId} pul çıxarması pul kisənizin onu ödəməsini gözləyir: xidmət heç bir açar saxlamır və özü heç nə göndərmir.",
  },
  payouts: {
    payHow: "Onu pul kisənizdən ödəmək və ya ləğv etmək üçün portalda “Çıxan ödənişlər” bölməsini açın.",
  },
  notices: {
    why: "Bu mesajı portal hesabınızın bildiriş ayarlarına görə alırsınız; onları portalın “Hesab” ekranında söndürə bilərsiniz.",
  },
} satisfies MailWords;
