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
  paymentsDigest: {
    subject: "{until} tarixinədək tamamlanan ödənişlər: {count}",
    summary: "Son xülasənizdən bəri {until} tarixinədək tamamlanan ödənişlər: {count}.",
    totals: "Alınan məbləğ, aktiv üzrə:",
    more: "Daha {count} ödəniş: hamısı portalın «Sifarişlər» ekranındadır.",
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
  callbacksFailing: {
    subject: "{callbackHost} ünvanına callback-lər {since} tarixindən bəri uğursuz olur",
    failing:
      "{callbackHost} ünvanına gedən bütün sifariş vəziyyəti callback-ləri ({integrationId} inteqrasiyası) {since} tarixindən bəri uğursuz olur; getdikcə uzanan fasilələrlə yenidən cəhd ediləcək callback-lər: {waiting}.",
    lastError: "Son cəhd: {error}",
    fix: "Serverinizin callback URL-ində 2xx statusu ilə cavab verdiyini yoxlayın. Bu uğursuzluq seriyası barədə yeganə mesaj budur: növbəti mesaj yalnız callback-lər yenidən çatdırıldıqdan və sonra yenə uğursuz olduqdan sonra gələcək.",
  },
  reorgAfterCredit: {
    subject: "{orderId} sifarişinə yazılmış köçürmə artıq zəncirdə deyil",
    replaced:
      "{hash} əməliyyatını ({amount} {currency}, {orderId} sifarişinə yazılıb) saxlayan {network} {blockNumber} bloku zəncirin yenidən təşkili (reorg) ilə əvəz olundu və əməliyyat indi zəncirin heç bir blokunda yoxdur.",
    stands:
      "Yazılış qüvvədə qalır: xidmət onu heç vaxt öz-özünə geri almır. Ona əsasən mal göndərməzdən və ya ödəniş etməzdən əvvəl əməliyyatı ödəyicidən və ya explorer-də yoxlayın; o, sonrakı blokda geri qayıtsa, sifariş bunu da göstərəcək.",
  },
  notices: {
    why: "Bu mesajı portal hesabınızın bildiriş ayarlarına görə alırsınız; onları portalın “Hesab” ekranında söndürə bilərsiniz.",
  },
} satisfies MailWords;
