// Uzbek (Latin): the service's refusals, as the portal shows them next to a form's fields.
import type { RefusalWords } from "../../../shared/refusal-words.ts";

export default {
  signInNoMatchMailed:
    "Bu email va parol hech bir hisobga mos kelmaydi. Ikkalasini tekshiring yoki parolni “Parolni unutdingizmi?” orqali tiklang.",
  signInNoMatchOperator:
    "Bu email va parol hech bir hisobga mos kelmaydi. Ikkalasini tekshiring yoki parolni tiklash uchun xizmat operatoriga murojaat qiling.",
  signInTooMany: "Bu email uchun yoki bu manzildan muvaffaqiyatsiz kirishlar juda koʻp: {minutes} daqiqadan keyin qayta urinib koʻring",
  signInsToAccountTooMany: "Bu hisobga kirishlar juda koʻp: {minutes} daqiqadan keyin qayta urinib koʻring",
  signUpsTooMany: "Bu manzildan roʻyxatdan oʻtishlar juda koʻp: {minutes} daqiqadan keyin qayta urinib koʻring",
  wrongAnswersTooMany: "Notoʻgʻri javoblar juda koʻp: {minutes} daqiqadan keyin qayta urinib koʻring",
  resetRequestsTooMany: "Bu email uchun yoki bu manzildan tiklash soʻrovlari juda koʻp: {minutes} daqiqadan keyin qayta urinib koʻring",
  passwordChecksTooMany:
    "Bu manzildan bir vaqtda parol tekshiruvlari juda koʻp (navbatda koʻpi bilan {count}): bir necha soniyadan keyin qayta urinib koʻring",
  passwordChecksBusy: "Xizmat parollarni tekshirish bilan band: bir necha soniyadan keyin qayta urinib koʻring",
  signInCodeNeeded: "Autentifikator ilovasidagi 6 xonali kodni yoki tiklash kodlaringizdan birini kiriting",
  signInCodeWrong: "Bu kod notoʻgʻri (yoki allaqachon ishlatilgan): ilova hozir koʻrsatayotgan kodni kiriting",
  codeNeeded: "Autentifikator ilovasidagi 6 xonali kodni yoki tiklash kodini kiriting",
  codeWrong: "Bu kod notoʻgʻri (yoki allaqachon ishlatilgan)",
  passwordNeeded: "Parolingizni kiriting",
  passwordWrong: "Bu parol notoʻgʻri",
  currentPasswordWrong: "Joriy parol notoʻgʻri",
  signUpClosed: "Bu xizmatda roʻyxatdan oʻtish yopiq: hisob uchun operatorga murojaat qiling",
  signUpRefused: "Bu email bilan hisob yaratib boʻlmaydi: agar u sizniki boʻlsa, tizimga kiring",
  passwordLinkUnusable: "Bu havola ishlamaydi (allaqachon ishlatilgan, muddati tugagan yoki toʻliq emas): yangisini soʻrang",
  passwordLinkNotWhole: "Bu havola toʻliq emas: operator bergan havolani oching",
  resetNotMailed: "Bu xizmat parolni tiklashni email orqali yubormaydi: yangi parol oʻrnatish uchun operatordan havola soʻrang",
  emailInvalid: "you@example.com kabi email manzilini kiriting",
  newPasswordLength: "Parol {min} dan {max} gacha belgidan iborat boʻlishi kerak (bir necha soʻz yaxshi parol boʻladi)",
  passwordLength: "Parol 1 dan {max} gacha belgidan iborat boʻlishi kerak",
  codeShapeWithRecovery: "Kod autentifikator ilovasi koʻrsatadigan 6 raqam yoki abcd-efgh-ijkl-mnop kabi tiklash kodi boʻlishi kerak",
  codeShape: "Kod autentifikator ilovasi koʻrsatadigan 6 raqam boʻlishi kerak",
  notSignedIn: "Siz tizimga kirmagansiz (yoki seansingiz tugagan): qayta kiring",
  accountGone: "Bu hisob endi mavjud emas",
  stepUpCode:
    "Bu oʻzgarish soʻnggi {minutes} daqiqada kiritilgan autentifikator kodini talab qiladi: uni tasdiqlang, soʻng oʻzgarishni takrorlang",
  stepUpPassword: "Bu oʻzgarish soʻnggi {minutes} daqiqada kiritilgan parolni talab qiladi: uni tasdiqlang, soʻng oʻzgarishni takrorlang",
  crossOrigin:
    "Portaldagi oʻzgarishlar faqat portalning {origin} dagi oʻz sahifasidan qabul qilinadi (Origin {sentOrigin}, Sec-Fetch-Site {site})",

  twoFactorAlreadyOn: "Ikki bosqichli kirish allaqachon yoqilgan: yangi ilova bilan qaytadan boshlash uchun avval uni oʻchiring",
  twoFactorAlreadyOff: "Ikki bosqichli kirish allaqachon oʻchirilgan",
  twoFactorNotStarted: "Avval ikki bosqichli kirishni sozlashni boshlang: kodini kutayotgan yangi kalit yoʻq",
  twoFactorCodeMismatch: "Bu kod yangi kalitga mos kelmaydi: ilova soatini tekshiring va u hozir koʻrsatayotgan kodni kiriting",
  twoFactorRestarted: "Sozlash boshqa joyda qaytadan boshlandi: eng soʻnggi koʻrsatilgan kalitdan foydalaning",

  apiKeyName: "Nom 1 dan {max} gacha belgidan iborat boʻlishi kerak, masalan, “Doʻkon serveri”",
  apiKeyUnknown: "Bu hisobga tegishli {id} API kaliti yoʻq",
  clientGone: "Bu hisobning mijoz dasturi endi yoʻq",
  languageUnknown: "Til xizmat gapiradigan til kodi boʻlishi kerak, masalan, “en”, “de”, “pt” yoki “zh-Hant”",

  integrationUnknown: "{id} integratsiyasi mavjud emas: GET /api/v1/integrations dagi id dan foydalaning",
  shopNameInvisible:
    "Nomda koʻrinadigan belgi yoʻq (faqat boʻshliqlar, bogʻlovchilar yoki boshqa koʻrinmas belgilar): doʻkon nomini toʻlovchilar oʻqishi kerak boʻlgandek yozing",
  urlNotHttp: "{field} mutlaq http(s) URL boʻlishi kerak",
  supportUrlNotHttp: "supportUrl mutlaq http(s) URL boʻlishi kerak, masalan, https://shop.example/help",
  supportUrlCredentials: "supportUrl kirish maʼlumotlarini (user:password@) oʻz ichiga olmasligi kerak: toʻlovchilar uni koʻradi",
  urlNotHttps: "{field} https dan foydalanishi kerak; olindi: {got}",
  urlUserinfo:
    "{field} “@” dan oldin foydalanuvchi yoki parolni oʻz ichiga olmasligi kerak ({shownHost} kabi oʻqiladi, lekin {host} ga olib boradi): doʻkonning oʻz manzilini yozing",
  urlHttpSandbox:
    "{field} https dan foydalanishi kerak (http faqat sandbox rejimida localhost, 127.0.0.1 va [::1] uchun qabul qilinadi); olindi: {origin}",
  logoUrlNotHttps: "logoUrl mutlaq https URL boʻlishi kerak (yoki yoʻq boʻlsa null)",
  accentColor: "accentColor #rrggbb koʻrinishidagi rang boʻlishi kerak (yoki standart uchun null)",
  callbackUrlNotHttp: "callbackUrl http(s) URL boʻlishi kerak",
  callbackUrlCredentials:
    "callbackUrl kirish maʼlumotlarini (user:password@) oʻz ichiga olmasligi kerak: callbacklarni ularning webhook-signature sarlavhasi orqali tekshiring",
  callbackDestinationRefusedOutsideSandbox:
    "callbackUrl rad etildi: {host} {address} ga yoʻnaltiriladi; callback manzili {ip} — {range}: sandbox rejimidan tashqarida rad etiladi (“{rule}” qoidasi; WEBHOOK_ALLOW_PRIVATE=1 bunga ruxsat beradi)",
  callbackDestinationNever:
    "callbackUrl rad etildi: {host} {address} ga yoʻnaltiriladi; callback manzili {ip} — {range}: callbacklar u yerga hech qachon yuborilmaydi (“{rule}” qoidasi)",
  callbackAddressRefusedOutsideSandbox:
    "callbackUrl rad etildi: callback manzili {ip} — {range}: sandbox rejimidan tashqarida rad etiladi (“{rule}” qoidasi; WEBHOOK_ALLOW_PRIVATE=1 bunga ruxsat beradi)",
  callbackAddressNever:
    "callbackUrl rad etildi: callback manzili {ip} — {range}: callbacklar u yerga hech qachon yuborilmaydi (“{rule}” qoidasi)",
  callbackUrlRefused: "callbackUrl rad etildi: {problem}",
  callbackUrlMissing:
    "{id} integratsiyasida callback URL yoʻq: avval PUT /_sandbox/integrations/{id}/webhook bilan oʻrnating yoki crypto-checkout listen ni ishga tushiring",
  testEventsTooMany:
    "Har {minutes} daqiqada bitta integratsiyaga koʻpi bilan {limit} ta test hodisasi (TEST_EVENTS_PER_INTEGRATION): keyingisini Retry-After dagi soniyalardan keyin yuboring",
  originsList: "allowedOrigins origin roʻyxati yoki hammasiga ruxsat berish uchun null boʻlishi kerak",
  originsTooMany: "allowedOrigins da {max} tadan ortiq origin bor",
  originText: "Har bir origin satr boʻlishi kerak",
  originExact:
    "Har bir origin aniq http(s) origin boʻlishi kerak, masalan, “https://shop.example” (sxema va xost, yoʻl yoki shablon belgisisiz); olindi: {got}",
  appSchemesList: 'appReturnSchemes sxemalar roʻyxati boʻlishi kerak, masalan, ["myshop"], yoki yoʻq boʻlsa []',
  appSchemesTooMany: "appReturnSchemes da {max} tadan ortiq sxema bor",
  appSchemeText: "Har bir ilovaga qaytish sxemasi satr boʻlishi kerak, masalan, “myshop”",
  appSchemeShape:
    "Har bir ilovaga qaytish sxemasi URL sxemasi boʻlishi kerak, masalan, “myshop”: bitta kichik harf, soʻng 31 tagacha harf, raqam, “+”, “-” yoki “.”; olindi: {got}",
  appSchemeWeb:
    "Ilovaga qaytish sxemasi {scheme} boʻlishi mumkin emas: https qaytish URL har doim ruxsat etilgan, faqat ilovaning oʻz sxemasini yozing",
  appSchemeDevice:
    "Ilovaga qaytish sxemasi {scheme} boʻlishi mumkin emas: u ilovani ochish oʻrniga toʻlovchining qurilmasida nimanidir ishga tushiradi yoki oʻqiydi",
  toleranceText: "paymentTolerancePercent oʻnlik matn boʻlishi kerak, masalan, “0.5” (foiz)",
  tolerancePlain: "paymentTolerancePercent oddiy oʻnlik matn boʻlishi kerak, masalan, “0.5”: raqamlar va koʻpi bilan bitta nuqta",
  toleranceFraction: "paymentTolerancePercent da nuqtadan keyin 2 tadan ortiq raqam bor",
  toleranceRange: "paymentTolerancePercent 0 va 100 oraligʻida boʻlishi kerak",
  supportEmail: "supportEmail email manzili boʻlishi kerak, masalan, help@shop.example",
  fieldTrueOrFalse: "{field} true yoki false boʻlishi kerak",
  fieldStringOrNull: "{field} satr yoki null boʻlishi kerak",

  orderUnknown: "{id} buyurtmasi mavjud emas: buyurtmalar roʻyxatidagi orderId dan foydalaning",
  orderUnknownForIntegration: "{integration} integratsiyasi uchun {id} buyurtmasi mavjud emas",
  orderMissing: "{id} buyurtmasi mavjud emas",
  deliveryUnknown: "{id} yetkazmasi mavjud emas: GET /_sandbox/webhooks/deliveries dagi id dan foydalaning",
  notYourIntegration: "{field} {id} sizning integratsiyalaringizdan emas: GET /api/v1/integrations dagi id dan foydalaning",
  assetUnknown: "{field} {id} qoʻllab-quvvatlanadigan aktiv emas: {assets} dan birini ishlating (GET /api/v1/assets)",
  assetDisabled: "{field} {id} operatsiyalar uchun oʻchirilgan (GET /api/v1/assets disabled: true koʻrsatadi): yoqilgan aktivni tanlang",
  amountBelowMinimum: "{field} {amount} {network} tarmogʻidagi eng kam kiruvchi summa {minimum} {asset} dan kam: kamida {minimum} yuboring",
  customerRequired: "15.09.2025 relizidan beri buyurtma yaratishda customer majburiy: { type, firstName, lastName } yuboring",
  customerObject: "customer obyekt boʻlishi kerak: { type, firstName, lastName }",
  customerType: "customer.type “individual” boʻlishi kerak (spetsifikatsiya biladigan yagona mijoz turi)",
  amountRequired: "Summa majburiy: uni oʻnlik matn sifatida yuboring, masalan, “10.50”",
  amountNumber: "Summa “10.50” kabi oʻnlik matn satri boʻlishi kerak, JSON soni emas",
  amountString: "Summa “10.50” kabi oʻnlik matn satri boʻlishi kerak",
  amountPlain:
    "Summa “10.50” kabi oddiy oʻnlik matn boʻlishi kerak: raqamlar, koʻpi bilan bitta nuqta, ishorasiz, darajasiz va boʻshliqsiz",
  amountIntegerDigits: "Summada nuqtadan oldin {max} tadan ortiq raqam bor",
  amountFractionDigits: "Summada nuqtadan keyin {max} tadan ortiq raqam bor",
  amountPositive: "Summa noldan katta boʻlishi kerak",
  amountDecimal: "Summa oʻnlik matn boʻlishi kerak",
  ownAddress:
    "destinationAddress {address} bu xizmatning oʻz buyurtma manzillaridan biri: qaytarish yoki yechib olishni toʻlovchining yoki oʻz hamyoningizga yuboring",
  addressInvalidTron:
    "destinationAddress {address} {asset} uchun yaroqli {network} manzili emas: T bilan boshlanadigan base58check manzil kutiladi (34 belgi)",
  addressInvalidEvm:
    "destinationAddress {address} {asset} uchun yaroqli {network} manzili emas: 0x va undan keyin 40 ta oʻn oltilik raqam kutiladi, aralash harflarda toʻgʻri EIP-55 nazorat summasi bilan",
  balanceShort:
    "{integration} integratsiyasida {balance} {asset} bor, lekin {amount} summasi va {fee} tarmoq komissiyasi birga {needed} talab qiladi: yechib olish faqat oʻzi koʻrsatgan integrationId balansidan, qaytarish esa qaytarilayotgan buyurtma integratsiyasidan olinadi.",
  refundOrderUnknown:
    "refundOrderId {id} sizning buyurtmalaringizdan emas: yakunlangan toʻlov yoki depozit buyurtmasining orderId sidan foydalaning",
  refundOrderType: "{id} buyurtmasi turi {type}: faqat toʻlov va depozit buyurtmalari qaytarilishi mumkin",
  refundOrderStatus: "{id} buyurtmasi holati {status}: qaytarish faqat buyurtma yakunlangandan keyin yaratilishi mumkin",
  refundAssetMismatch: "assetId {assetId} {asset} qabul qilgan {id} buyurtmasiga mos kelmaydi: {asset} da qaytaring",
  refundTooMuch:
    "{amount} summasi {id} buyurtmasi uchun hali qaytarilishi mumkin boʻlgan summadan oshadi: {refundable} {asset} (qabul qilingan {primary}, qaytarilgan {refunded})",
  markPaidRefused:
    "{id} buyurtmasini toʻlangan deb belgilab boʻlmaydi: faqat toʻlovi toʻlov oynasidan keyin kelgan (hali jarayondagi) buyurtmani belgilash mumkin",
  noPaymentWindow: "{id} buyurtmasida ishlayotgan toʻlov oynasi yoʻq: u faqat toʻlov havolasi orqali yaratilgan buyurtmada boʻladi",

  linkUnknown: "{id} toʻlov havolasi mavjud emas: POST /api/v1/payment-links yoki GET /api/v1/payment-links dagi linkId dan foydalaning",
  linkNameInvisible: "Nomda koʻrinadigan belgi yoʻq: mahsulot nomini toʻlovchilar oʻqishi kerak boʻlgandek yozing",
  priceCurrencyUnknown: "price.currency {currency} na valyuta kurslari biladigan valyuta ({currencies}), na assetId ({assets})",
  priceAmountShape:
    "price.amount {amount} noldan katta oʻnlik matn boʻlishi kerak, {currency} uchun nuqtadan keyin koʻpi bilan {digits} raqam, masalan, {example}",
  priceInAsset: '{asset} dagi narx faqat {asset} da toʻlanadi: assetIds ni qoldirib keting yoki ["{asset}"] yuboring',
  priceAmountRequired: "price.amount majburiy, “10.00” kabi oʻnlik matn sifatida",
  priceAmountText: "price.amount “10.00” kabi oʻnlik matn boʻlishi kerak",
  priceCurrencyRequired: "price.currency majburiy: “USD”, “EUR” yoki assetId",
  priceObject: 'price obyekt boʻlishi kerak: { amount: "10.00", currency: "USD" }',
  assetIdsEntry: "assetIds ning har bir elementi assetId satri boʻlishi kerak",
  assetIdsArray: "assetIds assetId lar massivi boʻlishi kerak",
  assetIdsEmpty: "assetIds kamida bitta aktivni koʻrsatishi kerak (barcha yoqilgan aktivlar uchun uni qoldirib keting)",
  assetIdsTooMany: "assetIds da {max} tadan ortiq element bor",
  expiryWhole: "expiresInMinutes {min} dan {max} gacha butun daqiqalar soni boʻlishi kerak",
  expiryMin: "expiresInMinutes kamida {min} boʻlishi kerak",
  expiryMax: "expiresInMinutes koʻpi bilan {max} boʻlishi mumkin (bir hafta)",
  returnUrlHttps: "returnUrl mutlaq https URL boʻlishi kerak",
  returnUrlApp: "returnUrl mutlaq URL boʻlishi kerak: https yoki integratsiyaning ilovaga qaytish sxemalaridan biridagi ilova havolasi",

  payoutUnknown: "{id} chiqim toʻlovi mavjud emas: GET /api/v1/payouts dagi orderId dan foydalaning",
  payoutNotAwaitingPaid: "{id} chiqim toʻlovi holati {state}: faqat hali toʻlov kutayotgan chiqim toʻlovini toʻlangan deb belgilash mumkin",
  payoutNotAwaitingCancel:
    "{id} chiqim toʻlovi holati {state}: faqat hali toʻlov kutayotgan chiqim toʻlovini bekor qilish mumkin (u uchun koʻrilgan oʻtkazma hamyonni allaqachon tark etgan boʻlishi mumkin)",
  payoutNoStranger:
    "{id} chiqim toʻlovida bu hash va logIndex bilan nomaʼlum hamyondan javob kutayotgan oʻtkazma yoʻq: chiqim toʻlovining strangers roʻyxatidagilardan birini ishlating",
  transferPaidOther:
    "{hash} oʻtkazmasi (jurnal {logIndex}) allaqachon boshqa chiqim toʻlovini toʻlagan: bitta oʻtkazma koʻpi bilan bittasini toʻlaydi",
  hashText: "hash satr boʻlishi kerak: imzolovchi yuborgan tranzaksiya hashi",
  hashShape:
    "hash 64 ta oʻn oltilik raqam boʻlishi kerak (Ethereum va BNB Smart Chain da 0x prefiksi bilan): imzolovchi yuborgan tranzaksiya hashi",
  strangerHashText: "hash satr boʻlishi kerak: chiqim toʻlovining strangers roʻyxatidagi oʻtkazma hashi",
  strangerHashShape:
    "hash 64 ta oʻn oltilik raqam boʻlishi kerak (Ethereum va BNB Smart Chain da 0x prefiksi bilan): chiqim toʻlovining strangers roʻyxatidagi oʻtkazma hashi",
  logIndexWhole: "logIndex butun son boʻlishi kerak: chiqim toʻlovining strangers roʻyxatidagi oʻtkazma logIndex i",
  logIndexMin: "logIndex 0 yoki undan katta boʻlishi kerak: chiqim toʻlovining strangers roʻyxatidagi oʻtkazma logIndex i",

  bodyNotJson: "Content-Type {contentType} JSON emas: soʻrov tanasini Content-Type: application/json bilan JSON sifatida yuboring",
  bodyBadJson: "Soʻrov tanasi yaroqli JSON emas ({reason}): bitta JSON obyekt yuboring",
  bodyNotObject: "Soʻrov tanasi JSON obyekt boʻlishi kerak, olindi: {value}",
  bodyTooLarge: "Soʻrov tanasi {bytes} baytdan katta: kichikroq JSON obyekt yuboring",
  idempotencyKeyShape:
    "Idempotency-Key {key} boʻshliqsiz 1 dan 255 gacha koʻrinadigan ASCII belgidan iborat boʻlishi kerak: har bir soʻrov uchun yangi tasodifiy qiymat (UUID) yuboring",
  idempotencyKeyReused:
    "Idempotency-Key {key} allaqachon boshqa soʻrov uchun ishlatilgan (boshqa tana yoki endpoint): javobni qayta olish uchun aynan oʻsha soʻrovni takrorlang yoki yangi soʻrov uchun yangi kalit ishlating",
  requestsTooMany:
    "{what} ga soʻrovlar juda koʻp: bitta mijozdan {seconds} s ichida koʻpi bilan {limit} ({setting}). Retry-After dagi soniyalardan keyin qayta urinib koʻring.",
  fieldDate: "{field} YYYY-MM-DD koʻrinishidagi sana boʻlishi kerak",
  fieldControlCharacters: "{field} boshqaruv belgilarini oʻz ichiga olmasligi kerak (topildi: {character}): matnni ularsiz yuboring",
  fieldDisplayCharacters:
    "{field} boshqaruv yoki ikki yoʻnalishli formatlash belgilarini oʻz ichiga olmasligi kerak (topildi: {character}): ular toʻlovchi koʻradigan narsani oʻzgartiradi",
  fieldRequired: "{field} majburiy",
  fieldEmpty: "{field} boʻsh boʻlmasligi kerak",
  fieldTooLong: "{field} {max} belgidan uzun",
  fieldText: "{field} matn boʻlishi kerak",
  fieldString: "{field} satr boʻlishi kerak",
  fieldOneOf: "{field} quyidagilardan biri boʻlishi kerak: {values}",
  fieldType: "{field} {expected} boʻlishi kerak",
  fieldInvalid: "{field} yaroqsiz",
  received: "{message} (olindi: {received})",
} satisfies RefusalWords;
