// Urdu: the service's refusals, as the portal shows them next to a form's fields.
import type { RefusalWords } from "../../../shared/refusal-words.ts";

export default {
  signInNoMatchMailed: 'یہ ای میل اور پاس ورڈ کسی اکاؤنٹ سے میل نہیں کھاتے۔ دونوں چیک کریں، یا "پاس ورڈ بھول گئے؟" سے پاس ورڈ ری سیٹ کریں۔',
  signInNoMatchOperator: "یہ ای میل اور پاس ورڈ کسی اکاؤنٹ سے میل نہیں کھاتے۔ دونوں چیک کریں، یا سروس کے آپریٹر سے پاس ورڈ ری سیٹ کروائیں۔",
  signInTooMany: "اس ای میل کے لیے یا اس ایڈریس سے بہت زیادہ ناکام سائن ان: {minutes} منٹ بعد دوبارہ کوشش کریں",
  signInsToAccountTooMany: "اس اکاؤنٹ میں بہت زیادہ سائن ان: {minutes} منٹ بعد دوبارہ کوشش کریں",
  signUpsTooMany: "اس ایڈریس سے بہت زیادہ سائن اپ: {minutes} منٹ بعد دوبارہ کوشش کریں",
  wrongAnswersTooMany: "بہت زیادہ غلط جوابات: {minutes} منٹ بعد دوبارہ کوشش کریں",
  resetRequestsTooMany: "اس ای میل کے لیے یا اس ایڈریس سے بہت زیادہ ری سیٹ درخواستیں: {minutes} منٹ بعد دوبارہ کوشش کریں",
  passwordChecksTooMany:
    "اس ایڈریس سے ایک ساتھ بہت زیادہ پاس ورڈ جانچیں (زیادہ سے زیادہ {count} انتظار میں): چند سیکنڈ بعد دوبارہ کوشش کریں",
  passwordChecksBusy: "سروس پاس ورڈ جانچنے میں مصروف ہے: چند سیکنڈ بعد دوبارہ کوشش کریں",
  signInCodeNeeded: "اپنی تصدیقی ایپ کا 6 ہندسوں کا کوڈ، یا اپنے ریکوری کوڈز میں سے کوئی ایک درج کریں",
  signInCodeWrong: "یہ کوڈ درست نہیں (یا پہلے استعمال ہو چکا ہے): وہ کوڈ درج کریں جو آپ کی ایپ ابھی دکھا رہی ہے",
  codeNeeded: "اپنی تصدیقی ایپ کا 6 ہندسوں کا کوڈ، یا کوئی ریکوری کوڈ درج کریں",
  codeWrong: "یہ کوڈ درست نہیں (یا پہلے استعمال ہو چکا ہے)",
  passwordNeeded: "اپنا پاس ورڈ درج کریں",
  passwordWrong: "یہ پاس ورڈ درست نہیں",
  currentPasswordWrong: "موجودہ پاس ورڈ درست نہیں",
  signUpClosed: "اس سروس پر سائن اپ بند ہے: اکاؤنٹ کے لیے اس کے آپریٹر سے رابطہ کریں",
  signUpRefused: "اس ای میل سے اکاؤنٹ نہیں بنایا جا سکتا: اگر یہ آپ کی ہے تو سائن ان کریں",
  passwordLinkUnusable: "یہ لنک کام نہیں کرتا (پہلے استعمال ہو چکا، میعاد ختم، یا ادھورا): نیا لنک مانگیں",
  passwordLinkNotWhole: "یہ لنک ادھورا ہے: آپریٹر کا دیا ہوا لنک کھولیں",
  resetNotMailed: "یہ سروس پاس ورڈ ری سیٹ ای میل نہیں کرتی: نیا پاس ورڈ سیٹ کرنے کے لیے آپریٹر سے لنک مانگیں",
  emailInvalid: "you@example.com جیسا ای میل ایڈریس درج کریں",
  newPasswordLength: "پاس ورڈ {min} سے {max} حروف کا ہونا چاہیے (چند الفاظ سے اچھا پاس ورڈ بنتا ہے)",
  passwordLength: "پاس ورڈ 1 سے {max} حروف کا ہونا چاہیے",
  codeShapeWithRecovery: "کوڈ وہ 6 ہندسے ہونا چاہیے جو آپ کی تصدیقی ایپ دکھاتی ہے، یا abcd-efgh-ijkl-mnop جیسا ریکوری کوڈ",
  codeShape: "کوڈ وہ 6 ہندسے ہونا چاہیے جو آپ کی تصدیقی ایپ دکھاتی ہے",
  notSignedIn: "آپ سائن ان نہیں ہیں (یا آپ کا سیشن ختم ہو گیا): دوبارہ سائن ان کریں",
  accountGone: "یہ اکاؤنٹ اب موجود نہیں",
  stepUpCode: "اس تبدیلی کے لیے پچھلے {minutes} منٹ میں درج کیا گیا تصدیقی کوڈ درکار ہے: اس کی تصدیق کریں، پھر تبدیلی دوبارہ کریں",
  stepUpPassword: "اس تبدیلی کے لیے پچھلے {minutes} منٹ میں درج کیا گیا پاس ورڈ درکار ہے: اس کی تصدیق کریں، پھر تبدیلی دوبارہ کریں",
  crossOrigin: "پورٹل میں تبدیلیاں صرف {origin} پر پورٹل کے اپنے صفحے سے قبول کی جاتی ہیں (Origin {sentOrigin}، Sec-Fetch-Site {site})",

  twoFactorAlreadyOn: "دو مرحلہ سائن ان پہلے سے آن ہے: نئی ایپ کے ساتھ دوبارہ شروع کرنے کے لیے پہلے اسے آف کریں",
  twoFactorAlreadyOff: "دو مرحلہ سائن ان پہلے سے آف ہے",
  twoFactorNotStarted: "پہلے دو مرحلہ سیٹ اپ شروع کریں: کوئی نئی کلید اپنے کوڈ کی منتظر نہیں",
  twoFactorCodeMismatch: "یہ کوڈ نئی کلید سے میل نہیں کھاتا: ایپ کی گھڑی چیک کریں اور وہ کوڈ درج کریں جو وہ ابھی دکھا رہی ہے",
  twoFactorRestarted: "سیٹ اپ کہیں اور دوبارہ شروع کیا گیا: سب سے نئی دکھائی گئی کلید استعمال کریں",

  apiKeyName: 'نام 1 سے {max} حروف کا ہونا چاہیے، جیسے "شاپ سرور"',
  apiKeyUnknown: "اس اکاؤنٹ کی کوئی API کلید {id} نہیں",
  clientGone: "اس اکاؤنٹ کا کلائنٹ اب موجود نہیں",
  languageUnknown: 'زبان سروس کی کسی زبان کا کوڈ ہونا چاہیے، جیسے "en"، "de"، "pt" یا "zh-Hant"',

  integrationUnknown: "انٹیگریشن {id} موجود نہیں: GET /api/v1/integrations سے کوئی id استعمال کریں",
  shopNameInvisible:
    "نام میں کوئی نظر آنے والا حرف نہیں (صرف خالی جگہیں، جوڑنے والے یا دیگر پوشیدہ حروف): دکان کا نام ویسے لکھیں جیسے ادائیگی کرنے والوں کو پڑھنا چاہیے",
  urlNotHttp: "{field} ایک مکمل http(s) URL ہونا چاہیے",
  supportUrlNotHttp: "supportUrl ایک مکمل http(s) URL ہونا چاہیے، جیسے https://shop.example/help",
  supportUrlCredentials: "supportUrl میں لاگ ان معلومات (user:password@) نہیں ہونی چاہییں: ادائیگی کرنے والے اسے دیکھتے ہیں",
  urlNotHttps: "{field} کو https استعمال کرنا چاہیے؛ موصول ہوا {got}",
  urlUserinfo:
    '{field} میں "@" سے پہلے صارف یا پاس ورڈ نہیں ہونا چاہیے (یہ {shownHost} لگتا ہے مگر {host} پر لے جاتا ہے): دکان کا اپنا ایڈریس دیں',
  urlHttpSandbox:
    "{field} کو https استعمال کرنا چاہیے (http صرف sandbox موڈ میں localhost، 127.0.0.1 اور [::1] کے لیے قبول ہے)؛ موصول ہوا {origin}",
  logoUrlNotHttps: "logoUrl ایک مکمل https URL ہونا چاہیے (یا کوئی نہ ہو تو null)",
  accentColor: "accentColor #rrggbb جیسا رنگ ہونا چاہیے (یا ڈیفالٹ کے لیے null)",
  callbackUrlNotHttp: "callbackUrl ایک http(s) URL ہونا چاہیے",
  callbackUrlCredentials:
    "callbackUrl میں لاگ ان معلومات (user:password@) نہیں ہونی چاہییں: کال بیکس کی تصدیق ان کے webhook-signature ہیڈر سے کریں",
  callbackDestinationRefusedOutsideSandbox:
    'callbackUrl مسترد: {host} کا پتہ {address} ہے؛ کال بیک کی منزل {ip}، {range} ہے: sandbox موڈ سے باہر مسترد (اصول "{rule}"؛ WEBHOOK_ALLOW_PRIVATE=1 اس کی اجازت دیتا ہے)',
  callbackDestinationNever:
    'callbackUrl مسترد: {host} کا پتہ {address} ہے؛ کال بیک کی منزل {ip}، {range} ہے: کال بیکس وہاں کبھی نہیں جاتیں (اصول "{rule}")',
  callbackAddressRefusedOutsideSandbox:
    'callbackUrl مسترد: کال بیک کی منزل {ip}، {range} ہے: sandbox موڈ سے باہر مسترد (اصول "{rule}"؛ WEBHOOK_ALLOW_PRIVATE=1 اس کی اجازت دیتا ہے)',
  callbackAddressNever: 'callbackUrl مسترد: کال بیک کی منزل {ip}، {range} ہے: کال بیکس وہاں کبھی نہیں جاتیں (اصول "{rule}")',
  callbackUrlRefused: "callbackUrl مسترد: {problem}",
  callbackUrlMissing:
    "انٹیگریشن {id} کا کوئی کال بیک URL نہیں: پہلے PUT /_sandbox/integrations/{id}/webhook سے سیٹ کریں، یا crypto-checkout listen چلائیں",
  testEventsTooMany:
    "ہر انٹیگریشن کے لیے ہر {minutes} منٹ میں زیادہ سے زیادہ {limit} ٹیسٹ ایونٹس (TEST_EVENTS_PER_INTEGRATION): اگلا Retry-After کے سیکنڈز کے بعد بھیجیں",
  originsList: "allowedOrigins کو origins کی فہرست ہونا چاہیے، یا سب کی اجازت کے لیے null",
  originsTooMany: "allowedOrigins میں {max} سے زیادہ origins ہیں",
  originText: "ہر origin ایک سٹرنگ ہونا چاہیے",
  originExact:
    'ہر origin ایک درست http(s) origin ہونا چاہیے، جیسے "https://shop.example" (اسکیم اور ہوسٹ، بغیر پاتھ یا وائلڈ کارڈ)؛ موصول ہوا {got}',
  appSchemesList: 'appReturnSchemes کو اسکیموں کی فہرست ہونا چاہیے، جیسے ["myshop"]، یا کوئی نہ ہو تو []',
  appSchemesTooMany: "appReturnSchemes میں {max} سے زیادہ اسکیمیں ہیں",
  appSchemeText: 'ہر ایپ ریٹرن اسکیم ایک سٹرنگ ہونی چاہیے، جیسے "myshop"',
  appSchemeShape:
    'ہر ایپ ریٹرن اسکیم ایک URL اسکیم ہونی چاہیے، جیسے "myshop": ایک چھوٹا حرف، پھر 31 تک حروف، ہندسے، "+"، "-" یا "."؛ موصول ہوا {got}',
  appSchemeWeb: "ایپ ریٹرن اسکیم {scheme} نہیں ہو سکتی: https ریٹرن URL ہمیشہ قابل قبول ہے، صرف ایپ کی اپنی اسکیم درج کریں",
  appSchemeDevice: "ایپ ریٹرن اسکیم {scheme} نہیں ہو سکتی: یہ ایپ کھولنے کے بجائے ادائیگی کرنے والے کے آلے پر کچھ چلاتی یا پڑھتی ہے",
  toleranceText: 'paymentTolerancePercent اعشاری متن ہونا چاہیے، جیسے "0.5" (فیصد)',
  tolerancePlain: 'paymentTolerancePercent سادہ اعشاری متن ہونا چاہیے، جیسے "0.5": ہندسے اور زیادہ سے زیادہ ایک نقطہ',
  toleranceFraction: "paymentTolerancePercent میں نقطے کے بعد 2 سے زیادہ ہندسے ہیں",
  toleranceRange: "paymentTolerancePercent کو 0 اور 100 کے درمیان ہونا چاہیے",
  supportEmail: "supportEmail ای میل ایڈریس ہونا چاہیے، جیسے help@shop.example",
  fieldTrueOrFalse: "{field} کو true یا false ہونا چاہیے",
  fieldStringOrNull: "{field} کو سٹرنگ یا null ہونا چاہیے",

  orderUnknown: "آرڈر {id} موجود نہیں: آرڈرز کی فہرست سے کوئی orderId استعمال کریں",
  orderUnknownForIntegration: "انٹیگریشن {integration} کے لیے آرڈر {id} موجود نہیں",
  orderMissing: "آرڈر {id} موجود نہیں",
  deliveryUnknown: "ڈیلیوری {id} موجود نہیں: GET /_sandbox/webhooks/deliveries سے کوئی id استعمال کریں",
  notYourIntegration: "{field} {id} آپ کی انٹیگریشنز میں سے نہیں: GET /api/v1/integrations سے کوئی id استعمال کریں",
  assetUnknown: "{field} {id} معاون اثاثہ نہیں: {assets} میں سے کوئی ایک استعمال کریں (GET /api/v1/assets)",
  assetDisabled: "{field} {id} کارروائیوں کے لیے غیر فعال ہے (GET /api/v1/assets میں disabled: true ہے): کوئی فعال اثاثہ منتخب کریں",
  amountBelowMinimum: "{field} {amount}، {network} پر کم از کم آمدنی رقم {minimum} {asset} سے کم ہے: کم از کم {minimum} بھیجیں",
  customerRequired: "ریلیز 15.09.2025 سے آرڈر بناتے وقت customer لازمی ہے: { type, firstName, lastName } بھیجیں",
  customerObject: "customer ایک آبجیکٹ ہونا چاہیے: { type, firstName, lastName }",
  customerType: 'customer.type کو "individual" ہونا چاہیے (اسپیک میں واحد معلوم کسٹمر قسم)',
  amountRequired: 'رقم لازمی ہے: اسے اعشاری متن کے طور پر بھیجیں، مثلاً "10.50"',
  amountNumber: 'رقم "10.50" جیسے اعشاری متن کی سٹرنگ ہونی چاہیے، JSON نمبر نہیں',
  amountString: 'رقم "10.50" جیسے اعشاری متن کی سٹرنگ ہونی چاہیے',
  amountPlain: 'رقم "10.50" جیسا سادہ اعشاری متن ہونی چاہیے: ہندسے، زیادہ سے زیادہ ایک نقطہ، بغیر علامت، قوت نما یا خالی جگہ کے',
  amountIntegerDigits: "رقم میں نقطے سے پہلے {max} سے زیادہ ہندسے ہیں",
  amountFractionDigits: "رقم میں نقطے کے بعد {max} سے زیادہ ہندسے ہیں",
  amountPositive: "رقم صفر سے زیادہ ہونی چاہیے",
  amountDecimal: "رقم اعشاری متن ہونی چاہیے",
  ownAddress:
    "destinationAddress {address} اس سروس کے اپنے آرڈر ایڈریسز میں سے ایک ہے: ریفنڈ یا نکاسی ادائیگی کرنے والے کے یا اپنے والیٹ میں بھیجیں",
  addressInvalidTron:
    "destinationAddress {address}، {asset} کے لیے درست {network} ایڈریس نہیں: T سے شروع ہونے والا base58check ایڈریس متوقع ہے (34 حروف)",
  addressInvalidEvm:
    "destinationAddress {address}، {asset} کے لیے درست {network} ایڈریس نہیں: 0x کے بعد 40 ہیکس ہندسے متوقع ہیں، ملے جلے حروف ہوں تو درست EIP-55 چیک سم کے ساتھ",
  balanceShort:
    "انٹیگریشن {integration} کے پاس {balance} {asset} ہے، مگر رقم {amount} اور نیٹ ورک فیس {fee} کو مل کر {needed} چاہیے: نکاسی صرف اپنے بتائے ہوئے integrationId سے، اور ریفنڈ ریفنڈ شدہ آرڈر کی انٹیگریشن سے ہوتا ہے۔",
  refundOrderUnknown: "refundOrderId {id} آپ کے آرڈرز میں سے نہیں: کسی مکمل ادائیگی یا ڈپازٹ آرڈر کا orderId استعمال کریں",
  refundOrderType: "آرڈر {id} کی قسم {type} ہے: صرف ادائیگی اور ڈپازٹ آرڈرز ریفنڈ ہو سکتے ہیں",
  refundOrderStatus: "آرڈر {id} کی حالت {status} ہے: ریفنڈ صرف آرڈر مکمل ہونے کے بعد بنایا جا سکتا ہے",
  refundAssetMismatch: "assetId {assetId} آرڈر {id} سے میل نہیں کھاتا، جسے {asset} موصول ہوا: ریفنڈ {asset} میں کریں",
  refundTooMuch:
    "رقم {amount} آرڈر {id} کے لیے ابھی ریفنڈ ہو سکنے والی رقم سے زیادہ ہے: {refundable} {asset} (موصول {primary}، ریفنڈ شدہ {refunded})",
  markPaidRefused:
    "آرڈر {id} کو ادا شدہ نشان زد نہیں کیا جا سکتا: صرف وہ آرڈر جس کی ادائیگی اس کی ادائیگی کی مدت کے بعد آئی ہو (ابھی جاری) نشان زد ہو سکتا ہے",
  noPaymentWindow: "آرڈر {id} کی کوئی جاری ادائیگی کی مدت نہیں: یہ صرف پیمنٹ لنک سے بنے آرڈر کی ہوتی ہے",

  linkUnknown: "پیمنٹ لنک {id} موجود نہیں: POST /api/v1/payment-links یا GET /api/v1/payment-links سے کوئی linkId استعمال کریں",
  linkNameInvisible: "نام میں کوئی نظر آنے والا حرف نہیں: آئٹم کا نام ویسے لکھیں جیسے ادائیگی کرنے والوں کو پڑھنا چاہیے",
  priceCurrencyUnknown: "price.currency {currency} نہ تو زرِ مبادلہ کی شرحوں کو معلوم کرنسی ہے ({currencies}) اور نہ ہی assetId ({assets})",
  priceAmountShape:
    "price.amount {amount} صفر سے زیادہ اعشاری متن ہونا چاہیے جس میں {currency} کے لیے نقطے کے بعد زیادہ سے زیادہ {digits} ہندسے ہوں، جیسے {example}",
  priceInAsset: '{asset} میں قیمت صرف {asset} میں ادا ہوتی ہے: assetIds چھوڑ دیں یا ["{asset}"] بھیجیں',
  priceAmountRequired: 'price.amount لازمی ہے، "10.00" جیسے اعشاری متن کے طور پر',
  priceAmountText: 'price.amount کو "10.00" جیسا اعشاری متن ہونا چاہیے',
  priceCurrencyRequired: 'price.currency لازمی ہے: "USD"، "EUR" یا کوئی assetId',
  priceObject: 'price ایک آبجیکٹ ہونا چاہیے: { amount: "10.00", currency: "USD" }',
  assetIdsEntry: "assetIds کا ہر اندراج assetId سٹرنگ ہونا چاہیے",
  assetIdsArray: "assetIds کو assetIds کی array ہونا چاہیے",
  assetIdsEmpty: "assetIds میں کم از کم ایک اثاثہ ہونا چاہیے (تمام فعال اثاثوں کے لیے اسے چھوڑ دیں)",
  assetIdsTooMany: "assetIds میں {max} سے زیادہ اندراجات ہیں",
  expiryWhole: "expiresInMinutes کو {min} سے {max} تک منٹوں کی پوری تعداد ہونا چاہیے",
  expiryMin: "expiresInMinutes کم از کم {min} ہونا چاہیے",
  expiryMax: "expiresInMinutes زیادہ سے زیادہ {max} ہو سکتا ہے (ایک ہفتہ)",
  returnUrlHttps: "returnUrl ایک مکمل https URL ہونا چاہیے",
  returnUrlApp: "returnUrl ایک مکمل URL ہونا چاہیے: https، یا انٹیگریشن کی کسی ایپ ریٹرن اسکیم پر ایپ کا لنک",

  payoutUnknown: "پے آؤٹ {id} موجود نہیں: GET /api/v1/payouts سے کوئی orderId استعمال کریں",
  payoutNotAwaitingPaid: "پے آؤٹ {id} کی حالت {state} ہے: صرف وہ پے آؤٹ ادا شدہ نشان زد ہو سکتا ہے جو ابھی ادائیگی کا منتظر ہو",
  payoutNotAwaitingCancel:
    "پے آؤٹ {id} کی حالت {state} ہے: صرف وہ پے آؤٹ منسوخ ہو سکتا ہے جو ابھی ادائیگی کا منتظر ہو (اس کے لیے دیکھی گئی ٹرانسفر شاید والیٹ سے نکل چکی ہو)",
  payoutNoStranger:
    "پے آؤٹ {id} کی اس hash اور logIndex کے ساتھ کسی نامعلوم والیٹ سے جواب کی منتظر کوئی ٹرانسفر نہیں: پے آؤٹ کے strangers میں درج کوئی ایک استعمال کریں",
  transferPaidOther:
    "ٹرانسفر {hash} (لاگ {logIndex}) پہلے ہی کسی اور پے آؤٹ کی ادائیگی کر چکی ہے: ایک ٹرانسفر زیادہ سے زیادہ ایک کی ادائیگی کرتی ہے",
  hashText: "hash ایک سٹرنگ ہونی چاہیے: دستخط کنندہ کی بھیجی گئی ٹرانزیکشن کا hash",
  hashShape:
    "hash کو 64 ہیکس ہندسوں پر مشتمل ہونا چاہیے (Ethereum اور BNB Smart Chain پر 0x کے ساتھ): دستخط کنندہ کی بھیجی گئی ٹرانزیکشن کا hash",
  strangerHashText: "hash ایک سٹرنگ ہونی چاہیے: پے آؤٹ کے strangers میں درج ٹرانسفر کا hash",
  strangerHashShape:
    "hash کو 64 ہیکس ہندسوں پر مشتمل ہونا چاہیے (Ethereum اور BNB Smart Chain پر 0x کے ساتھ): پے آؤٹ کے strangers میں درج ٹرانسفر کا hash",
  logIndexWhole: "logIndex ایک پورا عدد ہونا چاہیے: پے آؤٹ کے strangers میں درج ٹرانسفر کا logIndex",
  logIndexMin: "logIndex کو 0 یا اس سے زیادہ ہونا چاہیے: پے آؤٹ کے strangers میں درج ٹرانسفر کا logIndex",

  bodyNotJson: "Content-Type {contentType} JSON نہیں: باڈی کو Content-Type: application/json کے ساتھ JSON کے طور پر بھیجیں",
  bodyBadJson: "باڈی درست JSON نہیں ({reason}): ایک JSON آبجیکٹ بھیجیں",
  bodyNotObject: "باڈی کو JSON آبجیکٹ ہونا چاہیے، موصول ہوا {value}",
  bodyTooLarge: "باڈی {bytes} بائٹس سے بڑی ہے: چھوٹا JSON آبجیکٹ بھیجیں",
  idempotencyKeyShape:
    "Idempotency-Key {key} کو بغیر خالی جگہ کے 1 سے 255 نظر آنے والے ASCII حروف ہونا چاہیے: ہر درخواست کے لیے نئی بے ترتیب قدر (UUID) بھیجیں",
  idempotencyKeyReused:
    "Idempotency-Key {key} پہلے ہی کسی اور درخواست (دوسری باڈی یا endpoint) کے لیے استعمال ہو چکی ہے: جواب دوبارہ لینے کے لیے بالکل وہی درخواست دہرائیں، یا نئی درخواست کے لیے نئی کلید استعمال کریں",
  requestsTooMany:
    "{what} کو بہت زیادہ درخواستیں: ایک کلائنٹ سے ہر {seconds} سیکنڈ میں زیادہ سے زیادہ {limit} ({setting})۔ Retry-After کے سیکنڈز کے بعد دوبارہ کوشش کریں۔",
  fieldDate: "{field} کو YYYY-MM-DD کی شکل میں تاریخ ہونا چاہیے",
  fieldControlCharacters: "{field} میں کنٹرول حروف نہیں ہونے چاہییں (ملا {character}): متن ان کے بغیر بھیجیں",
  fieldDisplayCharacters:
    "{field} میں کنٹرول یا دو طرفہ فارمیٹنگ حروف نہیں ہونے چاہییں (ملا {character}): یہ بدل دیتے ہیں کہ ادائیگی کرنے والا کیا دیکھتا ہے",
  fieldRequired: "{field} لازمی ہے",
  fieldEmpty: "{field} خالی نہیں ہونا چاہیے",
  fieldTooLong: "{field} {max} حروف سے لمبا ہے",
  fieldText: "{field} کو متن ہونا چاہیے",
  fieldString: "{field} کو سٹرنگ ہونا چاہیے",
  fieldOneOf: "{field} کو {values} میں سے ایک ہونا چاہیے",
  fieldType: "{field} کو {expected} ہونا چاہیے",
  fieldInvalid: "{field} درست نہیں",
  received: "{message} (موصول ہوا {received})",
} satisfies RefusalWords;
