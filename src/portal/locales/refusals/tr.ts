// Turkish: the service's refusals, as the portal shows them next to a form's fields.
import type { RefusalWords } from "../../../shared/refusal-words.ts";

export default {
  signInNoMatchMailed:
    "Bu e-posta ve şifre hiçbir hesapla eşleşmiyor. İkisini de kontrol edin veya şifreyi “Şifrenizi mi unuttunuz?” ile sıfırlayın.",
  signInNoMatchOperator:
    "Bu e-posta ve şifre hiçbir hesapla eşleşmiyor. İkisini de kontrol edin veya şifreyi hizmetin operatörüne sıfırlatın.",
  signInTooMany: "Bu e-posta için veya bu adresten çok fazla başarısız giriş denemesi: {minutes} dakika sonra tekrar deneyin",
  signInsToAccountTooMany: "Bu hesaba çok fazla giriş yapıldı: {minutes} dakika sonra tekrar deneyin",
  signUpsTooMany: "Bu adresten çok fazla kayıt yapıldı: {minutes} dakika sonra tekrar deneyin",
  wrongAnswersTooMany: "Çok fazla yanlış yanıt: {minutes} dakika sonra tekrar deneyin",
  resetRequestsTooMany: "Bu e-posta için veya bu adresten çok fazla sıfırlama isteği: {minutes} dakika sonra tekrar deneyin",
  passwordChecksTooMany:
    "Bu adresten aynı anda çok fazla şifre kontrolü (en fazla {count} bekleyebilir): birkaç saniye sonra tekrar deneyin",
  passwordChecksBusy: "Hizmet şifre kontrolüyle meşgul: birkaç saniye sonra tekrar deneyin",
  signInCodeNeeded: "Doğrulama uygulamanızdaki 6 haneli kodu veya kurtarma kodlarınızdan birini girin",
  signInCodeWrong: "Bu kod doğru değil (veya daha önce kullanıldı): uygulamanızın şu an gösterdiği kodu girin",
  codeNeeded: "Doğrulama uygulamanızdaki 6 haneli kodu veya bir kurtarma kodunu girin",
  codeWrong: "Bu kod doğru değil (veya daha önce kullanıldı)",
  passwordNeeded: "Şifrenizi girin",
  passwordWrong: "Bu şifre doğru değil",
  currentPasswordWrong: "Mevcut şifre doğru değil",
  signUpClosed: "Bu hizmette kayıt kapalı: hizmetin operatöründen bir hesap isteyin",
  signUpRefused: "Bu e-postayla hesap oluşturulamıyor: sizinse giriş yapın",
  passwordLinkUnusable: "Bu bağlantı çalışmıyor (kullanılmış, süresi dolmuş veya eksik): yeni bir bağlantı isteyin",
  passwordLinkNotWhole: "bu bağlantı eksik: operatörün size verdiği bağlantıyı açın",
  resetNotMailed: "Bu hizmet şifre sıfırlama e-postası göndermiyor: yeni şifre belirlemek için operatörden bir bağlantı isteyin",
  emailInvalid: "e-posta, you@example.com gibi bir adres olmalıdır",
  newPasswordLength: "şifre {min} ile {max} karakter arasında olmalıdır (birkaç kelime iyi bir şifre olur)",
  passwordLength: "şifre 1 ile {max} karakter arasında olmalıdır",
  codeShapeWithRecovery: "kod, doğrulama uygulamanızın gösterdiği 6 hane veya abcd-efgh-ijkl-mnop gibi bir kurtarma kodu olmalıdır",
  codeShape: "kod, doğrulama uygulamanızın gösterdiği 6 hane olmalıdır",
  notSignedIn: "Giriş yapmadınız (veya oturumunuz sona erdi): tekrar giriş yapın",
  accountGone: "Bu hesap artık mevcut değil",
  stepUpCode:
    "Bu değişiklik için son {minutes} dakika içinde girilmiş doğrulama kodu gerekir: kodu onaylayın, sonra değişikliği tekrarlayın",
  stepUpPassword: "Bu değişiklik için son {minutes} dakika içinde girilmiş şifre gerekir: şifreyi onaylayın, sonra değişikliği tekrarlayın",
  crossOrigin:
    "Portal değişiklikleri yalnızca portalın {origin} üzerindeki kendi sayfasından kabul edilir (Origin {sentOrigin}, Sec-Fetch-Site {site})",

  twoFactorAlreadyOn: "İki adımlı giriş zaten açık: yeni bir uygulamayla baştan başlamak için önce kapatın",
  twoFactorAlreadyOff: "İki adımlı giriş zaten kapalı",
  twoFactorNotStarted: "Önce iki adımlı giriş kurulumunu başlatın: kodunu bekleyen yeni bir anahtar yok",
  twoFactorCodeMismatch: "Bu kod yeni anahtarla eşleşmiyor: uygulamanın saatini kontrol edin ve şu an gösterdiği kodu girin",
  twoFactorRestarted: "Kurulum başka bir yerde yeniden başlatıldı: gösterilen en yeni anahtarı kullanın",

  apiKeyName: "ad 1 ile {max} karakter arasında olmalıdır, örneğin “Mağaza sunucusu”",
  apiKeyUnknown: "Bu hesaba ait {id} kimlikli bir API anahtarı yok",
  clientGone: "Bu hesabın istemcisi artık yok",
  languageUnknown: "dil, hizmetin desteklediği bir dilin kodu olmalıdır; örneğin “en”, “de”, “pt” veya “zh-Hant”",

  integrationUnknown: "{id} kimlikli entegrasyon yok: GET /api/v1/integrations sonucundan bir kimlik kullanın",
  shopNameInvisible:
    "adda görünür bir karakter yok (yalnızca boşluk, birleştirici veya başka görünmez karakterler): mağazanın adını ödeme yapanların okuması gerektiği gibi yazın",
  urlNotHttp: "{field} mutlak bir http(s) URL'si olmalıdır",
  supportUrlNotHttp: "supportUrl, https://shop.example/help gibi mutlak bir http(s) URL'si olmalıdır",
  supportUrlCredentials: "supportUrl kimlik bilgisi içermemelidir (user:password@): ödeme yapanlar bunu görür",
  urlNotHttps: "{field} https kullanmalıdır; gelen: {got}",
  urlUserinfo:
    "{field}, “@” öncesinde kullanıcı adı veya şifre içermemelidir ({shownHost} gibi görünür ama {host} adresine gider): mağazanın kendi adresini girin",
  urlHttpSandbox:
    "{field} https kullanmalıdır (http yalnızca sandbox modunda localhost, 127.0.0.1 ve [::1] için kabul edilir); gelen: {origin}",
  logoUrlNotHttps: "logoUrl mutlak bir https URL'si olmalıdır (logo yoksa null)",
  accentColor: "accentColor #rrggbb biçiminde bir renk olmalıdır (varsayılan için null)",
  callbackUrlNotHttp: "callbackUrl bir http(s) URL'si olmalıdır",
  callbackUrlCredentials:
    "callbackUrl kimlik bilgisi içermemelidir (user:password@): geri çağırmaları webhook-signature başlığıyla doğrulayın",
  callbackDestinationRefusedOutsideSandbox:
    "callbackUrl reddedildi: {host}, {address} adresine çözümleniyor; geri çağırma hedefi {ip}, {range}: sandbox modu dışında reddedilir (kural “{rule}”; WEBHOOK_ALLOW_PRIVATE=1 buna izin verir)",
  callbackDestinationNever:
    "callbackUrl reddedildi: {host}, {address} adresine çözümleniyor; geri çağırma hedefi {ip}, {range}: oraya hiçbir zaman geri çağırma gönderilmez (kural “{rule}”)",
  callbackAddressRefusedOutsideSandbox:
    "callbackUrl reddedildi: geri çağırma hedefi {ip}, {range}: sandbox modu dışında reddedilir (kural “{rule}”; WEBHOOK_ALLOW_PRIVATE=1 buna izin verir)",
  callbackAddressNever:
    "callbackUrl reddedildi: geri çağırma hedefi {ip}, {range}: oraya hiçbir zaman geri çağırma gönderilmez (kural “{rule}”)",
  callbackUrlRefused: "callbackUrl reddedildi: {problem}",
  callbackUrlMissing:
    "{id} kimlikli entegrasyonun geri çağırma URL'si yok: önce PUT /_sandbox/integrations/{id}/webhook ile bir URL belirleyin veya crypto-checkout listen komutunu çalıştırın",
  testEventsTooMany:
    "Entegrasyon başına her {minutes} dakikada en fazla {limit} test olayı (TEST_EVENTS_PER_INTEGRATION): sonrakini Retry-After içindeki saniye kadar bekleyip gönderin",
  originsList: "allowedOrigins bir kaynak listesi olmalıdır; herhangi birine izin vermek için null",
  originsTooMany: "allowedOrigins {max} kaynaktan fazlasını içeriyor",
  originText: "her kaynak bir dize olmalıdır",
  originExact:
    "her kaynak “https://shop.example” gibi tam bir http(s) kaynağı olmalıdır (şema ve ana makine; yol veya joker karakter olmadan); gelen: {got}",
  appSchemesList: 'appReturnSchemes ["myshop"] gibi bir şema listesi olmalıdır; hiçbiri için []',
  appSchemesTooMany: "appReturnSchemes {max} şemadan fazlasını içeriyor",
  appSchemeText: "her uygulama dönüş şeması “myshop” gibi bir dize olmalıdır",
  appSchemeShape:
    "her uygulama dönüş şeması “myshop” gibi bir URL şeması olmalıdır: bir küçük harf, ardından en fazla 31 harf, rakam, “+”, “-” veya “.”; gelen: {got}",
  appSchemeWeb:
    "bir uygulama dönüş şeması {scheme} olamaz: https dönüş URL'sine her zaman izin verilir, yalnızca bir uygulamanın kendi şemasını ekleyin",
  appSchemeDevice:
    "bir uygulama dönüş şeması {scheme} olamaz: bir uygulama açmak yerine ödeme yapanın cihazında bir şey çalıştırır veya okur",
  toleranceText: "paymentTolerancePercent “0.5” gibi ondalık metin olmalıdır (yüzde)",
  tolerancePlain: "paymentTolerancePercent “0.5” gibi sade ondalık metin olmalıdır: rakamlar ve isteğe bağlı bir nokta",
  toleranceFraction: "paymentTolerancePercent 2'den fazla ondalık basamak içeriyor",
  toleranceRange: "paymentTolerancePercent 0 ile 100 arasında olmalıdır",
  supportEmail: "supportEmail, help@shop.example gibi bir e-posta adresi olmalıdır",
  fieldTrueOrFalse: "{field} true veya false olmalıdır",
  fieldStringOrNull: "{field} bir dize veya null olmalıdır",

  orderUnknown: "{id} kimlikli sipariş yok: sipariş listesinden bir orderId kullanın",
  orderUnknownForIntegration: "{id} kimlikli sipariş {integration} entegrasyonunda yok",
  orderMissing: "{id} kimlikli sipariş yok",
  deliveryUnknown: "{id} kimlikli gönderim yok: GET /_sandbox/webhooks/deliveries sonucundan bir kimlik kullanın",
  notYourIntegration: "{field} {id} entegrasyonlarınızdan biri değil: GET /api/v1/integrations sonucundan bir kimlik kullanın",
  assetUnknown: "{field} {id} desteklenen bir varlık değil: {assets} içinden birini kullanın (GET /api/v1/assets)",
  assetDisabled: "{field} {id} işlemler için devre dışı (GET /api/v1/assets disabled: true gösteriyor): etkin bir varlık seçin",
  amountBelowMinimum:
    "{field} {amount}, {network} üzerinde {asset} için en düşük gelen tutar olan {minimum} altında: en az {minimum} gönderin",
  customerRequired: "customer, 15.09.2025 sürümünden beri sipariş oluştururken zorunludur: { type, firstName, lastName } gönderin",
  customerObject: "customer bir nesne olmalıdır: { type, firstName, lastName }",
  customerType: "customer.type “individual” olmalıdır (spesifikasyonun bildiği tek müşteri türü)",
  amountRequired: "tutar zorunludur: ondalık metin olarak gönderin, örneğin “10.50”",
  amountNumber: "tutar “10.50” gibi ondalık metin içeren bir dize olmalıdır, JSON sayısı değil",
  amountString: "tutar “10.50” gibi ondalık metin içeren bir dize olmalıdır",
  amountPlain: "tutar “10.50” gibi sade ondalık metin olmalıdır: rakamlar, isteğe bağlı bir nokta; işaret, üs veya boşluk olmadan",
  amountIntegerDigits: "tutarın noktadan önce {max} basamaktan fazlası var",
  amountFractionDigits: "tutarın {max} ondalık basamaktan fazlası var",
  amountPositive: "tutar sıfırdan büyük olmalıdır",
  amountDecimal: "tutar ondalık metin olmalıdır",
  ownAddress:
    "destinationAddress {address} bu hizmetin kendi sipariş adreslerinden biri: iadeyi veya para çekmeyi ödeme yapanın cüzdanına ya da kendi cüzdanınıza gönderin",
  addressInvalidTron:
    "destinationAddress {address}, {asset} için geçerli bir {network} adresi değil: T ile başlayan bir base58check adresi bekleniyor (34 karakter)",
  addressInvalidEvm:
    "destinationAddress {address}, {asset} için geçerli bir {network} adresi değil: 0x ve ardından 40 onaltılık rakam bekleniyor; büyük-küçük harf karışıksa doğru EIP-55 sağlama toplamıyla",
  balanceShort:
    "{integration} entegrasyonunda {balance} {asset} var, ancak {amount} tutarı artı {fee} ağ ücreti {needed} gerektiriyor: para çekme yalnızca belirttiği integrationId bakiyesini, iade ise iade edilen siparişin entegrasyonunu kullanır.",
  refundOrderUnknown:
    "refundOrderId {id} siparişlerinizden biri değil: tamamlanmış bir ödeme veya yatırma siparişinin orderId değerini kullanın",
  refundOrderType: "{id} siparişi {type} türünde: yalnızca ödeme ve yatırma siparişleri iade edilebilir",
  refundOrderStatus: "{id} siparişinin durumu {status}: iade yalnızca sipariş tamamlandıktan sonra oluşturulabilir",
  refundAssetMismatch: "assetId {assetId}, {asset} almış olan {id} siparişiyle eşleşmiyor: iadeyi {asset} olarak yapın",
  refundTooMuch:
    "{amount} tutarı, {id} siparişi için hâlâ iade edilebilecek tutarı aşıyor: {refundable} {asset} (alınan {primary}, iade edilen {refunded})",
  markPaidRefused:
    "{id} siparişi ödendi olarak işaretlenemez: yalnızca ödemesi süresi dolduktan sonra gelen (hâlâ işlemde olan) bir sipariş işaretlenebilir",
  noPaymentWindow: "{id} siparişinin işleyen bir ödeme süresi yok: bu süre yalnızca ödeme bağlantısıyla oluşturulan siparişlerde olur",

  linkUnknown: "{id} ödeme bağlantısı yok: POST /api/v1/payment-links veya GET /api/v1/payment-links sonucundan bir linkId kullanın",
  linkNameInvisible: "adda görünür bir karakter yok: ürünün adını ödeme yapanların okuması gerektiği gibi yazın",
  priceCurrencyUnknown: "price.currency {currency} ne döviz kurlarının bildiği bir para birimi ({currencies}) ne de bir assetId ({assets})",
  priceAmountShape:
    "price.amount {amount} sıfırdan büyük ondalık metin olmalı ve {currency} için en fazla {digits} ondalık basamak içermelidir, örneğin {example}",
  priceInAsset: '{asset} cinsinden fiyat yalnızca {asset} ile ödenir: assetIds alanını boş bırakın veya ["{asset}"] gönderin',
  priceAmountRequired: "price.amount zorunludur; “10.00” gibi ondalık metin olarak",
  priceAmountText: "price.amount “10.00” gibi ondalık metin olmalıdır",
  priceCurrencyRequired: "price.currency zorunludur: “USD”, “EUR” veya bir assetId",
  priceObject: 'price bir nesne olmalıdır: { amount: "10.00", currency: "USD" }',
  assetIdsEntry: "assetIds içindeki her öğe bir assetId dizesi olmalıdır",
  assetIdsArray: "assetIds bir assetId dizisi olmalıdır",
  assetIdsEmpty: "assetIds en az bir varlık içermelidir (tüm etkin varlıklar için alanı boş bırakın)",
  assetIdsTooMany: "assetIds {max} öğeden fazlasını içeriyor",
  expiryWhole: "expiresInMinutes {min} ile {max} arasında tam sayı dakika olmalıdır",
  expiryMin: "expiresInMinutes en az {min} olmalıdır",
  expiryMax: "expiresInMinutes en fazla {max} olabilir (bir hafta)",
  returnUrlHttps: "returnUrl mutlak bir https URL'si olmalıdır",
  returnUrlApp:
    "returnUrl mutlak bir URL olmalıdır: https veya entegrasyonun uygulama dönüş şemalarından birini kullanan bir uygulama bağlantısı",

  payoutUnknown: "{id} giden ödemesi yok: GET /api/v1/payouts sonucundan bir orderId kullanın",
  payoutNotAwaitingPaid: "{id} giden ödemesinin durumu {state}: yalnızca hâlâ ödeme bekleyen bir giden ödeme ödendi olarak işaretlenebilir",
  payoutNotAwaitingCancel:
    "{id} giden ödemesinin durumu {state}: yalnızca hâlâ ödeme bekleyen bir giden ödeme iptal edilebilir (bunun için görülen bir transfer cüzdandan çıkmış olabilir)",
  payoutNoStranger:
    "{id} giden ödemesinde bu hash ve logIndex ile yanıt bekleyen, bilinmeyen bir cüzdandan gelen transfer yok: giden ödemenin bilinmeyenler listesindekilerden birini kullanın",
  transferPaidOther: "{hash} transferi (log {logIndex}) zaten başka bir giden ödemeyi ödedi: bir transfer en fazla bir ödemeyi karşılar",
  hashText: "hash bir dize olmalıdır: imzalayanın gönderdiği işlem hash'i",
  hashShape: "hash 64 onaltılık rakam olmalıdır (Ethereum ve BNB Smart Chain'de başında 0x ile): imzalayanın gönderdiği işlem hash'i",
  strangerHashText: "hash bir dize olmalıdır: giden ödemenin bilinmeyenler listesindeki bir transferin hash'i",
  strangerHashShape:
    "hash 64 onaltılık rakam olmalıdır (Ethereum ve BNB Smart Chain'de başında 0x ile): giden ödemenin bilinmeyenler listesindeki bir transferin hash'i",
  logIndexWhole: "logIndex bir tam sayı olmalıdır: giden ödemenin bilinmeyenler listesindeki bir transferin logIndex değeri",
  logIndexMin: "logIndex 0 veya daha büyük olmalıdır: giden ödemenin bilinmeyenler listesindeki bir transferin logIndex değeri",

  bodyNotJson: "Content-Type {contentType} JSON değil: gövdeyi Content-Type: application/json ile JSON olarak gönderin",
  bodyBadJson: "Gövde geçerli bir JSON değil ({reason}): tek bir JSON nesnesi gönderin",
  bodyNotObject: "Gövde bir JSON nesnesi olmalıdır, gelen: {value}",
  bodyTooLarge: "Gövde {bytes} bayttan büyük: daha küçük bir JSON nesnesi gönderin",
  idempotencyKeyShape:
    "Idempotency-Key {key} boşluksuz 1 ile 255 arası görünür ASCII karakter olmalıdır: her istek için yeni bir rastgele değer (UUID) gönderin",
  idempotencyKeyReused:
    "Idempotency-Key {key} farklı bir istek için zaten kullanıldı (başka gövde veya uç nokta): yanıtını yeniden almak için birebir aynı isteği tekrarlayın veya yeni istek için yeni bir anahtar kullanın",
  requestsTooMany:
    "{what} için çok fazla istek: tek bir istemciden {seconds} sn içinde en fazla {limit} ({setting}). Retry-After içindeki saniye kadar bekleyip tekrar deneyin.",
  fieldDate: "{field} YYYY-MM-DD biçiminde bir tarih olmalıdır",
  fieldControlCharacters: "{field} kontrol karakteri içermemelidir (bulunan: {character}): metni bu karakterler olmadan gönderin",
  fieldDisplayCharacters:
    "{field} kontrol veya çift yönlü biçimlendirme karakteri içermemelidir (bulunan: {character}): ödeme yapanın gördüğünü değiştirirler",
  fieldRequired: "{field} zorunludur",
  fieldEmpty: "{field} boş olmamalıdır",
  fieldTooLong: "{field} {max} karakterden uzun",
  fieldText: "{field} metin olmalıdır",
  fieldString: "{field} bir dize olmalıdır",
  fieldOneOf: "{field} şunlardan biri olmalıdır: {values}",
  fieldType: "{field} türü {expected} olmalıdır",
  fieldInvalid: "{field} geçerli değil",
  received: "{message} (gelen: {received})",
} satisfies RefusalWords;
