// Azerbaijani (Latin): the service's refusals, as the portal shows them next to a form's fields.
import type { RefusalWords } from "../../../shared/refusal-words.ts";

export default {
  signInNoMatchMailed:
    "Bu e-poçt və şifrə heç bir hesaba uyğun gəlmir. Hər ikisini yoxlayın və ya şifrəni “Şifrəni unutmusunuz?” ilə bərpa edin.",
  signInNoMatchOperator:
    "Bu e-poçt və şifrə heç bir hesaba uyğun gəlmir. Hər ikisini yoxlayın və ya şifrəni bərpa etmək üçün xidmətin operatoruna müraciət edin.",
  signInTooMany: "Bu e-poçt üçün və ya bu ünvandan həddən çox uğursuz giriş: {minutes} dəq. sonra yenidən cəhd edin",
  signInsToAccountTooMany: "Bu hesaba həddən çox giriş: {minutes} dəq. sonra yenidən cəhd edin",
  signUpsTooMany: "Bu ünvandan həddən çox qeydiyyat: {minutes} dəq. sonra yenidən cəhd edin",
  wrongAnswersTooMany: "Həddən çox yanlış cavab: {minutes} dəq. sonra yenidən cəhd edin",
  resetRequestsTooMany: "Bu e-poçt üçün və ya bu ünvandan həddən çox bərpa sorğusu: {minutes} dəq. sonra yenidən cəhd edin",
  passwordChecksTooMany:
    "Bu ünvandan eyni anda həddən çox şifrə yoxlaması (növbədə ən çox {count}): bir neçə saniyədən sonra yenidən cəhd edin",
  passwordChecksBusy: "Xidmət şifrələri yoxlamaqla məşğuldur: bir neçə saniyədən sonra yenidən cəhd edin",
  signInCodeNeeded: "Autentifikator tətbiqindəki 6 rəqəmli kodu və ya bərpa kodlarınızdan birini daxil edin",
  signInCodeWrong: "Bu kod düzgün deyil (və ya artıq istifadə olunub): tətbiqin indi göstərdiyi kodu daxil edin",
  codeNeeded: "Autentifikator tətbiqindəki 6 rəqəmli kodu və ya bərpa kodunu daxil edin",
  codeWrong: "Bu kod düzgün deyil (və ya artıq istifadə olunub)",
  passwordNeeded: "Şifrənizi daxil edin",
  passwordWrong: "Bu şifrə düzgün deyil",
  currentPasswordWrong: "Cari şifrə düzgün deyil",
  signUpClosed: "Bu xidmətdə qeydiyyat bağlıdır: hesab üçün operatora müraciət edin",
  signUpRefused: "Bu e-poçtla hesab yaratmaq mümkün deyil: əgər sizindirsə, daxil olun",
  passwordLinkUnusable: "Bu keçid işləmir (artıq istifadə olunub, vaxtı bitib və ya natamamdır): yenisini istəyin",
  passwordLinkNotWhole: "Bu keçid natamamdır: operatorun verdiyi keçidi açın",
  resetNotMailed: "Bu xidmət şifrə bərpasını e-poçtla göndərmir: yeni şifrə təyin etmək üçün operatordan keçid istəyin",
  emailInvalid: "you@example.com kimi e-poçt ünvanı daxil edin",
  newPasswordLength: "Şifrə {min}–{max} simvol olmalıdır (bir neçə söz yaxşı şifrə olur)",
  passwordLength: "Şifrə 1–{max} simvol olmalıdır",
  codeShapeWithRecovery: "Kod autentifikator tətbiqinin göstərdiyi 6 rəqəm və ya abcd-efgh-ijkl-mnop kimi bərpa kodu olmalıdır",
  codeShape: "Kod autentifikator tətbiqinin göstərdiyi 6 rəqəm olmalıdır",
  notSignedIn: "Daxil olmamısınız (və ya sessiyanız bitib): yenidən daxil olun",
  accountGone: "Bu hesab artıq mövcud deyil",
  stepUpCode:
    "Bu dəyişiklik son {minutes} dəqiqədə daxil edilmiş autentifikator kodu tələb edir: onu təsdiqləyin, sonra dəyişikliyi təkrarlayın",
  stepUpPassword: "Bu dəyişiklik son {minutes} dəqiqədə daxil edilmiş şifrə tələb edir: onu təsdiqləyin, sonra dəyişikliyi təkrarlayın",
  crossOrigin:
    "Portal dəyişiklikləri yalnız portalın {origin} ünvanındakı öz səhifəsindən qəbul edilir (Origin {sentOrigin}, Sec-Fetch-Site {site})",

  twoFactorAlreadyOn: "İki mərhələli giriş artıq aktivdir: yeni tətbiqlə yenidən başlamaq üçün əvvəlcə onu söndürün",
  twoFactorAlreadyOff: "İki mərhələli giriş artıq söndürülüb",
  twoFactorNotStarted: "Əvvəlcə iki mərhələli girişin qurulmasına başlayın: kodunu gözləyən yeni açar yoxdur",
  twoFactorCodeMismatch: "Bu kod yeni açara uyğun gəlmir: tətbiqin saatını yoxlayın və onun indi göstərdiyi kodu daxil edin",
  twoFactorRestarted: "Quraşdırma başqa yerdə yenidən başladılıb: ən son göstərilən açardan istifadə edin",

  apiKeyName: "Ad 1–{max} simvol olmalıdır, məsələn, “Mağaza serveri”",
  apiKeyUnknown: "Bu hesaba aid {id} API açarı yoxdur",
  clientGone: "Bu hesabın müştəri proqramı artıq yoxdur",
  languageUnknown: "Dil xidmətin danışdığı dilin kodu olmalıdır, məsələn, “en”, “de”, “pt” və ya “zh-Hant”",

  integrationUnknown: "{id} inteqrasiyası mövcud deyil: GET /api/v1/integrations-dan id istifadə edin",
  shopNameInvisible:
    "Adda görünən simvol yoxdur (yalnız boşluq, birləşdirici və ya digər görünməz simvollar): mağazanın adını ödəyicilərin oxuyacağı kimi yazın",
  urlNotHttp: "{field} mütləq http(s) URL olmalıdır",
  supportUrlNotHttp: "supportUrl mütləq http(s) URL olmalıdır, məsələn, https://shop.example/help",
  supportUrlCredentials: "supportUrl giriş məlumatları (user:password@) daşımamalıdır: ödəyicilər onu görür",
  urlNotHttps: "{field} https istifadə etməlidir; alındı: {got}",
  urlUserinfo:
    "{field} “@” işarəsindən əvvəl istifadəçi və ya şifrə ehtiva etməməlidir ({shownHost} kimi oxunur, amma {host} ünvanına aparır): mağazanın öz ünvanını yazın",
  urlHttpSandbox:
    "{field} https istifadə etməlidir (http yalnız sandbox rejimində localhost, 127.0.0.1 və [::1] üçün qəbul edilir); alındı: {origin}",
  logoUrlNotHttps: "logoUrl mütləq https URL olmalıdır (və ya heç biri üçün null)",
  accentColor: "accentColor #rrggbb şəklində rəng olmalıdır (və ya standart üçün null)",
  callbackUrlNotHttp: "callbackUrl http(s) URL olmalıdır",
  callbackUrlCredentials:
    "callbackUrl giriş məlumatları (user:password@) daşımamalıdır: callback-ləri onların webhook-signature başlığı ilə yoxlayın",
  callbackDestinationRefusedOutsideSandbox:
    "callbackUrl rədd edildi: {host} {address} ünvanına yönəlir; callback təyinatı {ip} {range} aiddir: sandbox rejimindən kənarda rədd edilir (“{rule}” qaydası; WEBHOOK_ALLOW_PRIVATE=1 buna icazə verir)",
  callbackDestinationNever:
    "callbackUrl rədd edildi: {host} {address} ünvanına yönəlir; callback təyinatı {ip} {range} aiddir: callback-lər ora heç vaxt göndərilmir (“{rule}” qaydası)",
  callbackAddressRefusedOutsideSandbox:
    "callbackUrl rədd edildi: callback təyinatı {ip} {range} aiddir: sandbox rejimindən kənarda rədd edilir (“{rule}” qaydası; WEBHOOK_ALLOW_PRIVATE=1 buna icazə verir)",
  callbackAddressNever:
    "callbackUrl rədd edildi: callback təyinatı {ip} {range} aiddir: callback-lər ora heç vaxt göndərilmir (“{rule}” qaydası)",
  callbackUrlRefused: "callbackUrl rədd edildi: {problem}",
  callbackUrlMissing:
    "{id} inteqrasiyasının callback URL-i yoxdur: əvvəlcə PUT /_sandbox/integrations/{id}/webhook ilə təyin edin və ya crypto-checkout listen işə salın",
  testEventsTooMany:
    "Hər {minutes} dəqiqədə bir inteqrasiya üçün ən çox {limit} test hadisəsi (TEST_EVENTS_PER_INTEGRATION): növbətini Retry-After-dakı saniyələrdən sonra göndərin",
  originsList: "allowedOrigins origin siyahısı və ya hamısına icazə üçün null olmalıdır",
  originsTooMany: "allowedOrigins {max} origin-dən çoxunu sadalayır",
  originText: "Hər origin sətir olmalıdır",
  originExact:
    "Hər origin dəqiq http(s) origin olmalıdır, məsələn, “https://shop.example” (sxem və host, yol və ya şablon simvolu olmadan); alındı: {got}",
  appSchemesList: 'appReturnSchemes sxemlər siyahısı olmalıdır, məsələn, ["myshop"], və ya heç biri üçün []',
  appSchemesTooMany: "appReturnSchemes {max} sxemdən çoxunu sadalayır",
  appSchemeText: "Hər tətbiqə qayıdış sxemi sətir olmalıdır, məsələn, “myshop”",
  appSchemeShape:
    "Hər tətbiqə qayıdış sxemi URL sxemi olmalıdır, məsələn, “myshop”: bir kiçik hərf, sonra 31-ə qədər hərf, rəqəm, “+”, “-” və ya “.”; alındı: {got}",
  appSchemeWeb: "Tətbiqə qayıdış sxemi {scheme} ola bilməz: https qayıdış URL-inə həmişə icazə verilir, yalnız tətbiqin öz sxemini yazın",
  appSchemeDevice: "Tətbiqə qayıdış sxemi {scheme} ola bilməz: o, tətbiq açmaq əvəzinə ödəyicinin cihazında nəsə işə salır və ya oxuyur",
  toleranceText: "paymentTolerancePercent onluq mətn olmalıdır, məsələn, “0.5” (faiz)",
  tolerancePlain: "paymentTolerancePercent sadə onluq mətn olmalıdır, məsələn, “0.5”: rəqəmlər və ən çox bir nöqtə",
  toleranceFraction: "paymentTolerancePercent nöqtədən sonra 2-dən çox rəqəmə malikdir",
  toleranceRange: "paymentTolerancePercent 0 ilə 100 arasında olmalıdır",
  supportEmail: "supportEmail e-poçt ünvanı olmalıdır, məsələn, help@shop.example",
  fieldTrueOrFalse: "{field} true və ya false olmalıdır",
  fieldStringOrNull: "{field} sətir və ya null olmalıdır",

  orderUnknown: "{id} sifarişi mövcud deyil: sifarişlər siyahısından orderId istifadə edin",
  orderUnknownForIntegration: "{integration} inteqrasiyası üçün {id} sifarişi mövcud deyil",
  orderMissing: "{id} sifarişi mövcud deyil",
  deliveryUnknown: "{id} çatdırılması mövcud deyil: GET /_sandbox/webhooks/deliveries-dən id istifadə edin",
  notYourIntegration: "{field} {id} sizin inteqrasiyalarınızdan deyil: GET /api/v1/integrations-dan id istifadə edin",
  assetUnknown: "{field} {id} dəstəklənən aktiv deyil: {assets} aktivlərindən birini istifadə edin (GET /api/v1/assets)",
  assetDisabled: "{field} {id} əməliyyatlar üçün söndürülüb (GET /api/v1/assets disabled: true göstərir): aktiv edilmiş aktiv seçin",
  amountBelowMinimum:
    "{field} {amount} {network} şəbəkəsində minimum daxilolma məbləği olan {minimum} {asset} dəyərindən azdır: ən azı {minimum} göndərin",
  customerRequired: "15.09.2025 buraxılışından bəri sifariş yaradılarkən customer tələb olunur: { type, firstName, lastName } göndərin",
  customerObject: "customer obyekt olmalıdır: { type, firstName, lastName }",
  customerType: "customer.type “individual” olmalıdır (spesifikasiyanın tanıdığı yeganə müştəri növü)",
  amountRequired: "Məbləğ tələb olunur: onu onluq mətn kimi göndərin, məsələn, “10.50”",
  amountNumber: "Məbləğ “10.50” kimi onluq mətn sətri olmalıdır, JSON ədədi yox",
  amountString: "Məbləğ “10.50” kimi onluq mətn sətri olmalıdır",
  amountPlain: "Məbləğ “10.50” kimi sadə onluq mətn olmalıdır: rəqəmlər, ən çox bir nöqtə, işarəsiz, üstlüksüz və boşluqsuz",
  amountIntegerDigits: "Məbləğdə nöqtədən əvvəl {max} rəqəmdən çox var",
  amountFractionDigits: "Məbləğdə nöqtədən sonra {max} rəqəmdən çox var",
  amountPositive: "Məbləğ sıfırdan böyük olmalıdır",
  amountDecimal: "Məbləğ onluq mətn olmalıdır",
  ownAddress:
    "destinationAddress {address} bu xidmətin öz sifariş ünvanlarından biridir: geri qaytarmanı və ya çıxarışı ödəyicinin və ya öz pul kisənizə göndərin",
  addressInvalidTron:
    "destinationAddress {address} {asset} üçün etibarlı {network} ünvanı deyil: T ilə başlayan base58check ünvanı gözlənilir (34 simvol)",
  addressInvalidEvm:
    "destinationAddress {address} {asset} üçün etibarlı {network} ünvanı deyil: 0x və ardınca 40 onaltılıq rəqəm gözlənilir, qarışıq hərflərdə düzgün EIP-55 yoxlama cəmi ilə",
  balanceShort:
    "{integration} inteqrasiyasında {balance} {asset} var, amma {amount} məbləği və {fee} şəbəkə haqqı birlikdə {needed} tələb edir: çıxarış yalnız adını çəkdiyi integrationId balansından, geri qaytarma isə geri qaytarılan sifarişin inteqrasiyasından çıxılır.",
  refundOrderUnknown:
    "refundOrderId {id} sizin sifarişlərinizdən deyil: tamamlanmış ödəniş və ya depozit sifarişinin orderId-sini istifadə edin",
  refundOrderType: "{id} sifarişinin növü {type}: yalnız ödəniş və depozit sifarişləri geri qaytarıla bilər",
  refundOrderStatus: "{id} sifarişinin statusu {status}: geri qaytarma yalnız sifariş tamamlandıqdan sonra yaradıla bilər",
  refundAssetMismatch: "assetId {assetId} {asset} almış {id} sifarişinə uyğun gəlmir: geri qaytarmanı {asset} ilə edin",
  refundTooMuch:
    "{amount} məbləği {id} sifarişi üçün hələ geri qaytarıla bilən məbləği aşır: {refundable} {asset} (alınıb {primary}, qaytarılıb {refunded})",
  markPaidRefused:
    "{id} sifarişi ödənilmiş kimi qeyd edilə bilməz: yalnız ödənişi ödəniş pəncərəsindən sonra gəlmiş (hələ icrada olan) sifariş qeyd edilə bilər",
  noPaymentWindow: "{id} sifarişinin işləyən ödəniş pəncərəsi yoxdur: bu, yalnız ödəniş keçidi ilə yaradılmış sifarişdə olur",

  linkUnknown: "{id} ödəniş keçidi mövcud deyil: POST /api/v1/payment-links və ya GET /api/v1/payment-links-dən linkId istifadə edin",
  linkNameInvisible: "Adda görünən simvol yoxdur: məhsulun adını ödəyicilərin oxuyacağı kimi yazın",
  priceCurrencyUnknown: "price.currency {currency} nə məzənnələrin bildiyi valyutadır ({currencies}), nə də assetId ({assets})",
  priceAmountShape:
    "price.amount {amount} sıfırdan böyük onluq mətn olmalıdır, {currency} üçün nöqtədən sonra ən çox {digits} rəqəm, məsələn, {example}",
  priceInAsset: '{asset} ilə qiymət yalnız {asset} ilə ödənilir: assetIds-i buraxın və ya ["{asset}"] göndərin',
  priceAmountRequired: "price.amount tələb olunur, “10.00” kimi onluq mətn şəklində",
  priceAmountText: "price.amount “10.00” kimi onluq mətn olmalıdır",
  priceCurrencyRequired: "price.currency tələb olunur: “USD”, “EUR” və ya assetId",
  priceObject: 'price obyekt olmalıdır: { amount: "10.00", currency: "USD" }',
  assetIdsEntry: "assetIds-in hər elementi assetId sətri olmalıdır",
  assetIdsArray: "assetIds assetId massivi olmalıdır",
  assetIdsEmpty: "assetIds ən azı bir aktivi göstərməlidir (bütün aktiv edilmiş aktivlər üçün onu buraxın)",
  assetIdsTooMany: "assetIds-də {max} elementdən çox var",
  expiryWhole: "expiresInMinutes {min} ilə {max} arasında tam dəqiqə sayı olmalıdır",
  expiryMin: "expiresInMinutes ən azı {min} olmalıdır",
  expiryMax: "expiresInMinutes ən çox {max} ola bilər (bir həftə)",
  returnUrlHttps: "returnUrl mütləq https URL olmalıdır",
  returnUrlApp: "returnUrl mütləq URL olmalıdır: https və ya inteqrasiyanın tətbiqə qayıdış sxemlərindən biri ilə tətbiq keçidi",

  payoutUnknown: "{id} çıxan ödənişi mövcud deyil: GET /api/v1/payouts-dan orderId istifadə edin",
  payoutNotAwaitingPaid:
    "{id} çıxan ödənişinin vəziyyəti {state}: yalnız hələ ödəniş gözləyən çıxan ödəniş ödənilmiş kimi qeyd edilə bilər",
  payoutNotAwaitingCancel:
    "{id} çıxan ödənişinin vəziyyəti {state}: yalnız hələ ödəniş gözləyən çıxan ödəniş ləğv edilə bilər (onun üçün görülən köçürmə artıq pul kisəsini tərk etmiş ola bilər)",
  payoutNoStranger:
    "{id} çıxan ödənişinin bu hash və logIndex ilə naməlum pul kisəsindən cavab gözləyən köçürməsi yoxdur: çıxan ödənişin strangers siyahısındakılardan birini istifadə edin",
  transferPaidOther: "{hash} köçürməsi (jurnal {logIndex}) artıq başqa çıxan ödənişi ödəyib: bir köçürmə ən çox birini ödəyir",
  hashText: "hash sətir olmalıdır: imzalayanın göndərdiyi tranzaksiyanın hash-i",
  hashShape:
    "hash 64 onaltılıq rəqəm olmalıdır (Ethereum və BNB Smart Chain-də 0x prefiksi ilə): imzalayanın göndərdiyi tranzaksiyanın hash-i",
  strangerHashText: "hash sətir olmalıdır: çıxan ödənişin strangers siyahısındakı köçürmənin hash-i",
  strangerHashShape:
    "hash 64 onaltılıq rəqəm olmalıdır (Ethereum və BNB Smart Chain-də 0x prefiksi ilə): çıxan ödənişin strangers siyahısındakı köçürmənin hash-i",
  logIndexWhole: "logIndex tam ədəd olmalıdır: çıxan ödənişin strangers siyahısındakı köçürmənin logIndex-i",
  logIndexMin: "logIndex 0 və ya daha çox olmalıdır: çıxan ödənişin strangers siyahısındakı köçürmənin logIndex-i",

  bodyNotJson: "Content-Type {contentType} JSON deyil: gövdəni Content-Type: application/json ilə JSON kimi göndərin",
  bodyBadJson: "Gövdə etibarlı JSON deyil ({reason}): bir JSON obyekti göndərin",
  bodyNotObject: "Gövdə JSON obyekti olmalıdır, alındı: {value}",
  bodyTooLarge: "Gövdə {bytes} baytdan böyükdür: daha kiçik JSON obyekti göndərin",
  idempotencyKeyShape:
    "Idempotency-Key {key} boşluqsuz 1–255 görünən ASCII simvolu olmalıdır: hər sorğu üçün yeni təsadüfi dəyər (UUID) göndərin",
  idempotencyKeyReused:
    "Idempotency-Key {key} artıq başqa sorğu üçün istifadə olunub (fərqli gövdə və ya endpoint): cavabı yenidən almaq üçün eyni sorğunu dəqiq təkrarlayın və ya yeni sorğu üçün yeni açar istifadə edin",
  requestsTooMany:
    "{what} üçün həddən çox sorğu: bir müştəridən {seconds} s ərzində ən çox {limit} ({setting}). Retry-After-dakı saniyələrdən sonra yenidən cəhd edin.",
  fieldDate: "{field} YYYY-MM-DD şəklində tarix olmalıdır",
  fieldControlCharacters: "{field} idarəetmə simvolları ehtiva etməməlidir (tapıldı: {character}): mətni onlarsız göndərin",
  fieldDisplayCharacters:
    "{field} idarəetmə və ya ikiistiqamətli formatlaşdırma simvolları ehtiva etməməlidir (tapıldı: {character}): onlar ödəyicinin gördüyünü dəyişir",
  fieldRequired: "{field} tələb olunur",
  fieldEmpty: "{field} boş olmamalıdır",
  fieldTooLong: "{field} {max} simvoldan uzundur",
  fieldText: "{field} mətn olmalıdır",
  fieldString: "{field} sətir olmalıdır",
  fieldOneOf: "{field} bunlardan biri olmalıdır: {values}",
  fieldType: "{field} {expected} olmalıdır",
  fieldInvalid: "{field} etibarlı deyil",
  received: "{message} (alındı: {received})",
} satisfies RefusalWords;
