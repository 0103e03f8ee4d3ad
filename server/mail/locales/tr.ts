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
  paymentsDigest: {
    subject: "{until} tarihine kadar tamamlanan ödemeler: {count}",
    summary: "Son özetinizden bu yana {until} tarihine kadar tamamlanan ödemeler: {count}.",
    totals: "Alınan, varlık başına:",
    more: "Ve {count} tane daha: portalın Siparişler ekranı hepsini listeler.",
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
  callbacksFailing: {
    subject: "{callbackHost} adresine geri çağırmalar {since} tarihinden beri başarısız",
    failing:
      "{callbackHost} adresine giden tüm sipariş durumu geri çağırmaları ({integrationId} entegrasyonu) {since} tarihinden beri başarısız oluyor; giderek uzayan aralıklarla yeniden denenecek geri çağırmalar: {waiting}.",
    lastError: "Son deneme: {error}",
    fix: "Sunucunuzun geri çağırma URL'sinde 2xx durum koduyla yanıt verdiğini kontrol edin. Bu hata serisi için gönderilen tek ileti budur: bir sonraki, geri çağırmalar yeniden teslim edilip tekrar başarısız olduktan sonra gelir.",
  },
  reorgAfterCredit: {
    subject: "{orderId} numaralı siparişe eklenmiş bir transfer artık zincirde değil",
    replaced:
      "{hash} işlemini ({amount} {currency}, {orderId} numaralı siparişe eklendi) içeren {network} {blockNumber} numaralı blok, zincirin yeniden düzenlenmesiyle (reorg) değiştirildi ve işlem artık zincirin hiçbir bloğunda değil.",
    stands:
      "Bakiye ekleme geçerli kalır: hizmet bunu hiçbir zaman kendiliğinden geri almaz. Buna dayanarak ürün göndermeden veya ödeme yapmadan önce işlemi ödeyenle ya da bir blok gezgininde kontrol edin; işlem sonraki bir blokta geri gelirse sipariş bunu da gösterir.",
  },
  notices: {
    why: "Bu iletiyi portal hesabınızın bildirim ayarları öyle olduğu için alıyorsunuz; bildirimleri portalın “Hesap” ekranından kapatabilirsiniz.",
  },
} satisfies MailWords;
