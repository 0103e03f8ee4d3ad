// The merchant's mail in Turkish.
import type { MailWords } from "./en.ts";

export default {
  passwordReset: {
    subject: "Satıcı portalı şifrenizi sıfırlayın",
    asked: "Birisi (umarız sizsiniz) {origin} adresindeki satıcı portalı hesabınızın şifresini sıfırlamak istedi.",
    useLink: "Yeni şifrenizi {minutes} dakika içinde bu bağlantıyla belirleyin; bağlantı yalnızca bir kez çalışır:",
    signsOut: "Yeni şifreyi belirlediğinizde tüm cihazlardaki oturumlarınız kapatılır. İki adımlı doğrulama olduğu gibi kalır.",
    notYou: "Bu talebi siz yapmadıysanız bu iletiyi dikkate almayın: şifreniz olduğu gibi kalır.",
  },
  paymentCompleted: {
    subject: "Ödeme tamamlandı: {amount} {currency}",
    completed: "{orderId} numaralı sipariş tamamlandı: {amount} {currency} alındı.",
    completedWithReference: "{orderId} numaralı sipariş (referansınız {reference}) tamamlandı: {amount} {currency} alındı.",
  },
  refundWaiting: {
    subject: "{amount} {currency} tutarında bir iade ödenmeyi bekliyor",
    waiting:
      "{destination} adresine {amount} {currency} tutarındaki {orderId} numaralı iade, cüzdanınızın ödemesini bekliyor: hizmet hiçbir anahtar tutmaz ve kendisi hiçbir şey göndermez.",
  },
  withdrawalWaiting: {
    subject: "{amount} {currency} tutarında bir para çekme ödenmeyi bekliyor",
    waiting:
      "{destination} adresine {amount} {currency} tutarındaki {orderId} numaralı para çekme, cüzdanınızın ödemesini bekliyor: hizmet hiçbir anahtar tutmaz ve kendisi hiçbir şey göndermez.",
  },
  payouts: {
    payHow: "Cüzdanınızdan ödemek ya da iptal etmek için portalda “Giden ödemeler” bölümünü açın.",
  },
  notices: {
    why: "Bu iletiyi portal hesabınızın bildirim ayarları öyle olduğu için alıyorsunuz; bildirimleri portalın “Hesap” ekranından kapatabilirsiniz.",
  },
} satisfies MailWords;
