// Tamil: the service's refusals, as the portal shows them next to a form's fields.
import type { RefusalWords } from "../../../shared/refusal-words.ts";

export default {
  signInNoMatchMailed:
    "இந்த மின்னஞ்சலும் கடவுச்சொல்லும் எந்தக் கணக்குடனும் பொருந்தவில்லை. இரண்டையும் சரிபாருங்கள், அல்லது “கடவுச்சொல் மறந்துவிட்டதா?” மூலம் கடவுச்சொல்லை மீட்டமையுங்கள்.",
  signInNoMatchOperator:
    "இந்த மின்னஞ்சலும் கடவுச்சொல்லும் எந்தக் கணக்குடனும் பொருந்தவில்லை. இரண்டையும் சரிபாருங்கள், அல்லது சேவையின் இயக்குநர் மூலம் கடவுச்சொல்லை மீட்டமையுங்கள்.",
  signInTooMany: "இந்த மின்னஞ்சலுக்கு அல்லது இந்த முகவரியிலிருந்து தோல்வியடைந்த உள்நுழைவுகள் மிக அதிகம்: {minutes} நிமிடங்களுக்குப் பிறகு மீண்டும் முயலுங்கள்",
  signInsToAccountTooMany: "இந்தக் கணக்கிற்கு உள்நுழைவுகள் மிக அதிகம்: {minutes} நிமிடங்களுக்குப் பிறகு மீண்டும் முயலுங்கள்",
  signUpsTooMany: "இந்த முகவரியிலிருந்து பதிவுகள் மிக அதிகம்: {minutes} நிமிடங்களுக்குப் பிறகு மீண்டும் முயலுங்கள்",
  wrongAnswersTooMany: "தவறான பதில்கள் மிக அதிகம்: {minutes} நிமிடங்களுக்குப் பிறகு மீண்டும் முயலுங்கள்",
  resetRequestsTooMany:
    "இந்த மின்னஞ்சலுக்கு அல்லது இந்த முகவரியிலிருந்து மீட்டமைப்புக் கோரிக்கைகள் மிக அதிகம்: {minutes} நிமிடங்களுக்குப் பிறகு மீண்டும் முயலுங்கள்",
  passwordChecksTooMany:
    "இந்த முகவரியிலிருந்து ஒரே நேரத்தில் கடவுச்சொல் சரிபார்ப்புகள் மிக அதிகம் (அதிகபட்சம் {count} காத்திருக்கலாம்): சில வினாடிகளுக்குப் பிறகு மீண்டும் முயலுங்கள்",
  passwordChecksBusy: "சேவை கடவுச்சொற்களைச் சரிபார்ப்பதில் மும்முரமாக உள்ளது: சில வினாடிகளுக்குப் பிறகு மீண்டும் முயலுங்கள்",
  signInCodeNeeded: "உங்கள் அங்கீகரிப்புச் செயலியின் 6 இலக்கக் குறியீட்டை, அல்லது உங்கள் மீட்புக் குறியீடுகளில் ஒன்றை உள்ளிடுங்கள்",
  signInCodeWrong: "இந்தக் குறியீடு சரியல்ல (அல்லது ஏற்கெனவே பயன்படுத்தப்பட்டது): உங்கள் செயலி இப்போது காட்டும் குறியீட்டை உள்ளிடுங்கள்",
  codeNeeded: "உங்கள் அங்கீகரிப்புச் செயலியின் 6 இலக்கக் குறியீட்டை, அல்லது ஒரு மீட்புக் குறியீட்டை உள்ளிடுங்கள்",
  codeWrong: "இந்தக் குறியீடு சரியல்ல (அல்லது ஏற்கெனவே பயன்படுத்தப்பட்டது)",
  passwordNeeded: "உங்கள் கடவுச்சொல்லை உள்ளிடுங்கள்",
  passwordWrong: "இந்தக் கடவுச்சொல் சரியல்ல",
  currentPasswordWrong: "தற்போதைய கடவுச்சொல் சரியல்ல",
  signUpClosed: "இந்தச் சேவையில் பதிவு மூடப்பட்டுள்ளது: கணக்கிற்கு அதன் இயக்குநரிடம் கேளுங்கள்",
  signUpRefused: "இந்த மின்னஞ்சலுடன் கணக்கை உருவாக்க முடியாது: இது உங்களுடையது என்றால், அதற்குப் பதிலாக உள்நுழையுங்கள்",
  passwordLinkUnusable: "இந்த இணைப்பு வேலை செய்யவில்லை (ஏற்கெனவே பயன்படுத்தப்பட்டது, காலாவதியானது, அல்லது முழுமையற்றது): புதியதைக் கேளுங்கள்",
  passwordLinkNotWhole: "இந்த இணைப்பு முழுமையற்றது: இயக்குநர் உங்களுக்குத் தந்த இணைப்பைத் திறங்கள்",
  resetNotMailed: "இந்தச் சேவை கடவுச்சொல் மீட்டமைப்புகளை மின்னஞ்சலில் அனுப்புவதில்லை: புதிய கடவுச்சொல்லை அமைக்க அதன் இயக்குநரிடம் இணைப்பைக் கேளுங்கள்",
  emailInvalid: "மின்னஞ்சல் you@example.com போன்ற முகவரியாக இருக்க வேண்டும்",
  newPasswordLength: "கடவுச்சொல் {min} முதல் {max} எழுத்துகள் வரை இருக்க வேண்டும் (சில சொற்கள் சேர்ந்தால் நல்ல கடவுச்சொல் ஆகும்)",
  passwordLength: "கடவுச்சொல் 1 முதல் {max} எழுத்துகள் வரை இருக்க வேண்டும்",
  codeShapeWithRecovery: "குறியீடு உங்கள் அங்கீகரிப்புச் செயலி காட்டும் 6 இலக்கங்களாக, அல்லது abcd-efgh-ijkl-mnop போன்ற மீட்புக் குறியீடாக இருக்க வேண்டும்",
  codeShape: "குறியீடு உங்கள் அங்கீகரிப்புச் செயலி காட்டும் 6 இலக்கங்களாக இருக்க வேண்டும்",
  notSignedIn: "நீங்கள் உள்நுழையவில்லை (அல்லது உங்கள் அமர்வு முடிந்தது): மீண்டும் உள்நுழையுங்கள்",
  accountGone: "இந்தக் கணக்கு இனி இல்லை",
  stepUpCode: "இந்த மாற்றத்திற்குக் கடந்த {minutes} நிமிடங்களுக்குள் உள்ளிட்ட அங்கீகரிப்புக் குறியீடு தேவை: அதை உறுதிசெய்து, பிறகு மாற்றத்தை மீண்டும் செய்யுங்கள்",
  stepUpPassword: "இந்த மாற்றத்திற்குக் கடந்த {minutes} நிமிடங்களுக்குள் உள்ளிட்ட கடவுச்சொல் தேவை: அதை உறுதிசெய்து, பிறகு மாற்றத்தை மீண்டும் செய்யுங்கள்",
  crossOrigin: "போர்ட்டல் மாற்றங்கள் {origin} இல் உள்ள போர்ட்டலின் சொந்தப் பக்கத்திலிருந்து மட்டுமே ஏற்கப்படும் (Origin {sentOrigin}, Sec-Fetch-Site {site})",

  twoFactorAlreadyOn: "இரு-காரணி உள்நுழைவு ஏற்கெனவே இயக்கத்தில் உள்ளது: புதிய செயலியுடன் மீண்டும் தொடங்க முதலில் அதை முடக்குங்கள்",
  twoFactorAlreadyOff: "இரு-காரணி உள்நுழைவு ஏற்கெனவே முடக்கத்தில் உள்ளது",
  twoFactorNotStarted: "முதலில் இரு-காரணி அமைப்பைத் தொடங்குங்கள்: எந்தப் புதிய சாவியும் அதன் குறியீட்டுக்காகக் காத்திருக்கவில்லை",
  twoFactorCodeMismatch: "இந்தக் குறியீடு புதிய சாவியுடன் பொருந்தவில்லை: செயலியின் கடிகாரத்தைச் சரிபார்த்து அது இப்போது காட்டும் குறியீட்டை உள்ளிடுங்கள்",
  twoFactorRestarted: "அமைப்பு வேறிடத்தில் மீண்டும் தொடங்கப்பட்டது: காட்டப்பட்ட மிகப் புதிய சாவியைப் பயன்படுத்துங்கள்",

  apiKeyName: "பெயர் 1 முதல் {max} எழுத்துகள் வரை இருக்க வேண்டும், எ.கா. “கடை சர்வர்”",
  apiKeyUnknown: "API சாவி {id} இந்தக் கணக்கிற்குச் சொந்தமானது அல்ல",
  clientGone: "இந்தக் கணக்கின் கிளையன்ட் இனி இல்லை",
  languageUnknown: "மொழி சேவை பேசும் ஒரு மொழியின் குறியீடாக இருக்க வேண்டும், எ.கா. “en”, “de”, “pt” அல்லது “zh-Hant”",

  integrationUnknown: "ஒருங்கிணைப்பு {id} இல்லை: GET /api/v1/integrations இலிருந்து ஒரு id ஐப் பயன்படுத்துங்கள்",
  shopNameInvisible:
    "பெயரில் தெரியும் எழுத்து எதுவும் இல்லை (இடைவெளிகள், இணைப்பான்கள் அல்லது பிற கண்ணுக்குத் தெரியாத எழுத்துகள் மட்டுமே): செலுத்துபவர்கள் படிக்க வேண்டியவாறு கடையின் பெயரைத் தாருங்கள்",
  urlNotHttp: "{field} முழுமையான http(s) URL ஆக இருக்க வேண்டும்",
  supportUrlNotHttp: "supportUrl https://shop.example/help போன்ற முழுமையான http(s) URL ஆக இருக்க வேண்டும்",
  supportUrlCredentials: "supportUrl இல் நற்சான்றுகள் (user:password@) இருக்கக் கூடாது: செலுத்துபவர்கள் அதைப் பார்ப்பார்கள்",
  urlNotHttps: "{field} https ஐப் பயன்படுத்த வேண்டும்; கிடைத்தது {got}",
  urlUserinfo:
    "{field} இல் “@” க்கு முன் பயனர் அல்லது கடவுச்சொல் இருக்கக் கூடாது (அது {shownHost} போலத் தெரிந்தாலும் {host} க்குச் செல்கிறது): கடையின் சொந்த முகவரியைத் தாருங்கள்",
  urlHttpSandbox:
    "{field} https ஐப் பயன்படுத்த வேண்டும் (சாண்ட்பாக்ஸ் பயன்முறையில் localhost, 127.0.0.1, [::1] ஆகியவற்றுக்கு மட்டுமே http ஏற்கப்படும்); கிடைத்தது {origin}",
  logoUrlNotHttps: "logoUrl முழுமையான https URL ஆக இருக்க வேண்டும் (அல்லது இல்லையெனில் null)",
  accentColor: "accentColor #rrggbb வடிவில் நிறமாக இருக்க வேண்டும் (அல்லது இயல்புநிலைக்கு null)",
  callbackUrlNotHttp: "callbackUrl http(s) URL ஆக இருக்க வேண்டும்",
  callbackUrlCredentials:
    "callbackUrl இல் நற்சான்றுகள் (user:password@) இருக்கக் கூடாது: அதற்குப் பதிலாக callback களை அவற்றின் webhook-signature தலைப்பு மூலம் சரிபாருங்கள்",
  callbackDestinationRefusedOutsideSandbox:
    "callbackUrl நிராகரிக்கப்பட்டது: {host} இன் முகவரி {address}; callback இலக்கு {ip} என்பது {range}: சாண்ட்பாக்ஸ் பயன்முறைக்கு வெளியே நிராகரிக்கப்படும் (விதி “{rule}”; WEBHOOK_ALLOW_PRIVATE=1 இதை அனுமதிக்கும்)",
  callbackDestinationNever:
    "callbackUrl நிராகரிக்கப்பட்டது: {host} இன் முகவரி {address}; callback இலக்கு {ip} என்பது {range}: callback கள் ஒருபோதும் அங்கு செல்லாது (விதி “{rule}”)",
  callbackAddressRefusedOutsideSandbox:
    "callbackUrl நிராகரிக்கப்பட்டது: callback இலக்கு {ip} என்பது {range}: சாண்ட்பாக்ஸ் பயன்முறைக்கு வெளியே நிராகரிக்கப்படும் (விதி “{rule}”; WEBHOOK_ALLOW_PRIVATE=1 இதை அனுமதிக்கும்)",
  callbackAddressNever: "callbackUrl நிராகரிக்கப்பட்டது: callback இலக்கு {ip} என்பது {range}: callback கள் ஒருபோதும் அங்கு செல்லாது (விதி “{rule}”)",
  callbackUrlRefused: "callbackUrl நிராகரிக்கப்பட்டது: {problem}",
  callbackUrlMissing:
    "ஒருங்கிணைப்பு {id} க்கு callback URL இல்லை: முதலில் PUT /_sandbox/integrations/{id}/webhook மூலம் அமையுங்கள், அல்லது crypto-checkout listen ஐ இயக்குங்கள்",
  testEventsTooMany:
    "ஒவ்வொரு ஒருங்கிணைப்புக்கும் ஒவ்வொரு {minutes} நிமிடங்களுக்கும் அதிகபட்சம் {limit} சோதனை நிகழ்வுகள் (TEST_EVENTS_PER_INTEGRATION): அடுத்ததை Retry-After இல் உள்ள வினாடிகளுக்குப் பிறகு அனுப்புங்கள்",
  originsList: "allowedOrigins origin களின் பட்டியலாக இருக்க வேண்டும், அல்லது எதையும் அனுமதிக்க null",
  originsTooMany: "allowedOrigins இல் {max} க்கு மேற்பட்ட origin கள் உள்ளன",
  originText: "ஒவ்வொரு origin உம் string ஆக இருக்க வேண்டும்",
  originExact:
    "ஒவ்வொரு origin உம் “https://shop.example” போன்ற துல்லியமான http(s) origin ஆக இருக்க வேண்டும் (scheme உம் host உம், பாதை அல்லது wildcard இல்லாமல்); கிடைத்தது {got}",
  appSchemesList: 'appReturnSchemes ["myshop"] போன்ற scheme களின் பட்டியலாக இருக்க வேண்டும், அல்லது இல்லையெனில் []',
  appSchemesTooMany: "appReturnSchemes இல் {max} க்கு மேற்பட்ட scheme கள் உள்ளன",
  appSchemeText: "ஒவ்வொரு செயலி திரும்பும் scheme உம் “myshop” போன்ற string ஆக இருக்க வேண்டும்",
  appSchemeShape:
    "ஒவ்வொரு செயலி திரும்பும் scheme உம் “myshop” போன்ற URL scheme ஆக இருக்க வேண்டும்: ஒரு சிற்றெழுத்து, பின்னர் அதிகபட்சம் 31 எழுத்துகள், இலக்கங்கள், “+”, “-” அல்லது “.”; கிடைத்தது {got}",
  appSchemeWeb:
    "செயலி திரும்பும் scheme {scheme} ஆக இருக்கக் கூடாது: https திரும்பும் URL எப்போதும் அனுமதிக்கப்படும், செயலியின் சொந்த scheme ஐ மட்டும் பட்டியலிடுங்கள்",
  appSchemeDevice:
    "செயலி திரும்பும் scheme {scheme} ஆக இருக்கக் கூடாது: அது செயலியைத் திறப்பதற்குப் பதிலாகச் செலுத்துபவரின் சாதனத்தில் எதையோ இயக்குகிறது அல்லது படிக்கிறது",
  toleranceText: "paymentTolerancePercent “0.5” போன்ற தசம உரையாக இருக்க வேண்டும் (சதவீதம்)",
  tolerancePlain: "paymentTolerancePercent “0.5” போன்ற எளிய தசம உரையாக இருக்க வேண்டும்: இலக்கங்களும் விருப்பத்தேர்வான ஒரு புள்ளியும்",
  toleranceFraction: "paymentTolerancePercent இல் தசமப் புள்ளிக்குப் பின் 2 க்கு மேற்பட்ட இலக்கங்கள் உள்ளன",
  toleranceRange: "paymentTolerancePercent 0 க்கும் 100 க்கும் இடையில் இருக்க வேண்டும்",
  supportEmail: "supportEmail help@shop.example போன்ற மின்னஞ்சல் முகவரியாக இருக்க வேண்டும்",
  fieldTrueOrFalse: "{field} true அல்லது false ஆக இருக்க வேண்டும்",
  fieldStringOrNull: "{field} string அல்லது null ஆக இருக்க வேண்டும்",

  orderUnknown: "ஆர்டர் {id} இல்லை: ஆர்டர் பட்டியலிலிருந்து ஒரு orderId ஐப் பயன்படுத்துங்கள்",
  orderUnknownForIntegration: "ஒருங்கிணைப்பு {integration} இல் ஆர்டர் {id} இல்லை",
  orderMissing: "ஆர்டர் {id} இல்லை",
  deliveryUnknown: "அனுப்புதல் {id} இல்லை: GET /_sandbox/webhooks/deliveries இலிருந்து ஒரு id ஐப் பயன்படுத்துங்கள்",
  notYourIntegration: "{field} {id} உங்கள் ஒருங்கிணைப்புகளில் ஒன்று அல்ல: GET /api/v1/integrations இலிருந்து ஒரு id ஐப் பயன்படுத்துங்கள்",
  assetUnknown: "{field} {id} ஆதரிக்கப்படும் சொத்து அல்ல: {assets} இல் ஒன்றைப் பயன்படுத்துங்கள் (GET /api/v1/assets)",
  assetDisabled:
    "{field} {id} பரிவர்த்தனைகளுக்கு முடக்கப்பட்டுள்ளது (GET /api/v1/assets இல் disabled: true காட்டுகிறது): இயக்கத்தில் உள்ள சொத்தைத் தேர்ந்தெடுங்கள்",
  amountBelowMinimum:
    "{field} {amount} என்பது {network} இல் குறைந்தபட்ச உள்வரும் தொகையான {minimum} {asset} ஐ விடக் குறைவு: குறைந்தது {minimum} அனுப்புங்கள்",
  customerRequired: "வெளியீடு 15.09.2025 முதல் ஆர்டர் உருவாக்கும்போது customer தேவை: { type, firstName, lastName } அனுப்புங்கள்",
  customerObject: "customer ஒரு object ஆக இருக்க வேண்டும்: { type, firstName, lastName }",
  customerType: "customer.type “individual” ஆக இருக்க வேண்டும் (விவரக்குறிப்புக்குத் தெரிந்த ஒரே வாடிக்கையாளர் வகை)",
  amountRequired: "தொகை தேவை: அதைத் தசம உரையாக அனுப்புங்கள், எ.கா. “10.50”",
  amountNumber: "தொகை “10.50” போன்ற தசம உரை string ஆக இருக்க வேண்டும், JSON எண் அல்ல",
  amountString: "தொகை “10.50” போன்ற தசம உரை string ஆக இருக்க வேண்டும்",
  amountPlain: "தொகை “10.50” போன்ற எளிய தசம உரையாக இருக்க வேண்டும்: இலக்கங்கள், விருப்பத்தேர்வான ஒரு புள்ளி, குறி, அடுக்கு அல்லது இடைவெளி இல்லாமல்",
  amountIntegerDigits: "தொகையில் புள்ளிக்கு முன் {max} க்கு மேற்பட்ட இலக்கங்கள் உள்ளன",
  amountFractionDigits: "தொகையில் தசமப் புள்ளிக்குப் பின் {max} க்கு மேற்பட்ட இலக்கங்கள் உள்ளன",
  amountPositive: "தொகை பூஜ்ஜியத்தை விட அதிகமாக இருக்க வேண்டும்",
  amountDecimal: "தொகை தசம உரையாக இருக்க வேண்டும்",
  ownAddress:
    "destinationAddress {address} இந்தச் சேவையின் சொந்த ஆர்டர் முகவரிகளில் ஒன்று: பணத்திருப்பத்தை அல்லது திரும்பப் பெறுதலைச் செலுத்தியவரின் அல்லது உங்கள் சொந்த வாலட்டுக்கு அனுப்புங்கள்",
  addressInvalidTron:
    "destinationAddress {address} என்பது {asset} க்கான சரியான {network} முகவரி அல்ல: T இல் தொடங்கும் base58check முகவரி (34 எழுத்துகள்) எதிர்பார்க்கப்படுகிறது",
  addressInvalidEvm:
    "destinationAddress {address} என்பது {asset} க்கான சரியான {network} முகவரி அல்ல: 0x ஐத் தொடர்ந்து 40 hex இலக்கங்கள் எதிர்பார்க்கப்படுகின்றன, பேரெழுத்தும் சிற்றெழுத்தும் கலந்திருந்தால் சரியான EIP-55 checksum உடன்",
  balanceShort:
    "ஒருங்கிணைப்பு {integration} இல் {balance} {asset} உள்ளது, ஆனால் தொகை {amount} உடன் நெட்வொர்க் கட்டணம் {fee} சேர்த்து {needed} தேவை: திரும்பப் பெறுதல் அது குறிப்பிடும் integrationId இலிருந்து மட்டுமே, பணத்திருப்பம் திருப்பப்படும் ஆர்டரின் ஒருங்கிணைப்பிலிருந்து.",
  refundOrderUnknown: "refundOrderId {id} உங்கள் ஆர்டர்களில் ஒன்று அல்ல: நிறைவடைந்த கட்டண அல்லது வைப்பு ஆர்டரின் orderId ஐப் பயன்படுத்துங்கள்",
  refundOrderType: "ஆர்டர் {id} ஒரு {type} ஆர்டர்: கட்டண மற்றும் வைப்பு ஆர்டர்களுக்கு மட்டுமே பணத்திருப்பம் செய்ய முடியும்",
  refundOrderStatus: "ஆர்டர் {id} இன் நிலை {status}: ஆர்டர் நிறைவடைந்த பிறகே பணத்திருப்பத்தை உருவாக்க முடியும்",
  refundAssetMismatch: "assetId {assetId} ஆர்டர் {id} உடன் பொருந்தவில்லை, அது பெற்றது {asset}: {asset} இல் பணத்திருப்பம் செய்யுங்கள்",
  refundTooMuch:
    "தொகை {amount} ஆர்டர் {id} க்கு இன்னும் திருப்பக்கூடியதை விட அதிகம்: {refundable} {asset} (பெற்றது {primary}, திருப்பியது {refunded})",
  markPaidRefused:
    "ஆர்டர் {id} ஐச் செலுத்தப்பட்டதாகக் குறிக்க முடியாது: அதன் காலக்கெடுவுக்குப் பின் கட்டணம் வந்த (இன்னும் நடப்பிலுள்ள) ஆர்டரை மட்டுமே குறிக்க முடியும்",
  noPaymentWindow: "ஆர்டர் {id} க்கு நடப்பிலுள்ள கட்டணக் காலக்கெடு இல்லை: கட்டண இணைப்பு மூலம் உருவான ஆர்டருக்கு மட்டுமே அது உண்டு",

  linkUnknown: "கட்டண இணைப்பு {id} இல்லை: POST /api/v1/payment-links அல்லது GET /api/v1/payment-links இலிருந்து ஒரு linkId ஐப் பயன்படுத்துங்கள்",
  linkNameInvisible: "பெயரில் தெரியும் எழுத்து எதுவும் இல்லை: செலுத்துபவர்கள் படிக்க வேண்டியவாறு பொருளின் பெயரைத் தாருங்கள்",
  priceCurrencyUnknown: "price.currency {currency} மாற்று விகிதங்களுக்குத் தெரிந்த நாணயமும் ({currencies}) அல்ல, assetId உம் ({assets}) அல்ல",
  priceAmountShape:
    "price.amount {amount} பூஜ்ஜியத்தை விட அதிகமான தசம உரையாக இருக்க வேண்டும், {currency} க்குத் தசமப் புள்ளிக்குப் பின் அதிகபட்சம் {digits} இலக்கங்கள், எ.கா. {example}",
  priceInAsset: '{asset} இல் உள்ள விலை {asset} இல் மட்டுமே செலுத்தப்படும்: assetIds ஐ விட்டுவிடுங்கள் அல்லது ["{asset}"] அனுப்புங்கள்',
  priceAmountRequired: "price.amount தேவை, “10.00” போன்ற தசம உரையாக",
  priceAmountText: "price.amount “10.00” போன்ற தசம உரையாக இருக்க வேண்டும்",
  priceCurrencyRequired: "price.currency தேவை: “USD”, “EUR” அல்லது ஒரு assetId",
  priceObject: 'price ஒரு object ஆக இருக்க வேண்டும்: { amount: "10.00", currency: "USD" }',
  assetIdsEntry: "assetIds இன் ஒவ்வொரு உள்ளீடும் assetId string ஆக இருக்க வேண்டும்",
  assetIdsArray: "assetIds என்பது assetId களின் array ஆக இருக்க வேண்டும்",
  assetIdsEmpty: "assetIds குறைந்தது ஒரு சொத்தைக் குறிப்பிட வேண்டும் (இயக்கத்திலுள்ள எல்லாச் சொத்துகளுக்கும் அதை விட்டுவிடுங்கள்)",
  assetIdsTooMany: "assetIds இல் {max} க்கு மேற்பட்ட உள்ளீடுகள் உள்ளன",
  expiryWhole: "expiresInMinutes {min} முதல் {max} வரையிலான முழு நிமிடங்களாக இருக்க வேண்டும்",
  expiryMin: "expiresInMinutes குறைந்தது {min} ஆக இருக்க வேண்டும்",
  expiryMax: "expiresInMinutes அதிகபட்சம் {max} ஆக இருக்க வேண்டும் (ஒரு வாரம்)",
  returnUrlHttps: "returnUrl முழுமையான https URL ஆக இருக்க வேண்டும்",
  returnUrlApp: "returnUrl முழுமையான URL ஆக இருக்க வேண்டும்: https, அல்லது ஒருங்கிணைப்பின் செயலி திரும்பும் scheme களில் ஒன்றிலுள்ள செயலி இணைப்பு",

  payoutUnknown: "பேஅவுட் {id} இல்லை: GET /api/v1/payouts இலிருந்து ஒரு orderId ஐப் பயன்படுத்துங்கள்",
  payoutNotAwaitingPaid: "பேஅவுட் {id} இன் நிலை {state}: இன்னும் கட்டணத்துக்காகக் காத்திருக்கும் பேஅவுட்டை மட்டுமே செலுத்தப்பட்டதாகக் குறிக்க முடியும்",
  payoutNotAwaitingCancel:
    "பேஅவுட் {id} இன் நிலை {state}: இன்னும் கட்டணத்துக்காகக் காத்திருக்கும் பேஅவுட்டை மட்டுமே ரத்துசெய்ய முடியும் (அதற்காகக் காணப்பட்ட பரிமாற்றம் ஏற்கெனவே வாலட்டிலிருந்து வெளியேறியிருக்கலாம்)",
  payoutNoStranger:
    "பேஅவுட் {id} க்கு இந்த hash மற்றும் logIndex உடைய, அறியப்படாத வாலட்டிலிருந்து வந்த, பதிலுக்காகக் காத்திருக்கும் பரிமாற்றம் எதுவும் இல்லை: பேஅவுட்டின் அறியப்படாதவை பட்டியலில் உள்ள ஒன்றைப் பயன்படுத்துங்கள்",
  transferPaidOther: "பரிமாற்றம் {hash} (பதிவு {logIndex}) ஏற்கெனவே வேறொரு பேஅவுட்டைச் செலுத்திவிட்டது: ஒரு பரிமாற்றம் அதிகபட்சம் ஒன்றை மட்டுமே செலுத்தும்",
  hashText: "hash string ஆக இருக்க வேண்டும்: கையொப்பமிட்டவர் அனுப்பிய பரிவர்த்தனை hash",
  hashShape: "hash 64 hex இலக்கங்களாக இருக்க வேண்டும் (Ethereum மற்றும் BNB Smart Chain இல் 0x முன்னொட்டுடன்): கையொப்பமிட்டவர் அனுப்பிய பரிவர்த்தனை hash",
  strangerHashText: "hash string ஆக இருக்க வேண்டும்: பேஅவுட்டின் அறியப்படாதவை பட்டியலில் உள்ள பரிமாற்றத்தின் hash",
  strangerHashShape:
    "hash 64 hex இலக்கங்களாக இருக்க வேண்டும் (Ethereum மற்றும் BNB Smart Chain இல் 0x முன்னொட்டுடன்): பேஅவுட்டின் அறியப்படாதவை பட்டியலில் உள்ள பரிமாற்றத்தின் hash",
  logIndexWhole: "logIndex முழு எண்ணாக இருக்க வேண்டும்: பேஅவுட்டின் அறியப்படாதவை பட்டியலில் உள்ள பரிமாற்றத்தின் logIndex",
  logIndexMin: "logIndex 0 அல்லது அதற்கு மேல் இருக்க வேண்டும்: பேஅவுட்டின் அறியப்படாதவை பட்டியலில் உள்ள பரிமாற்றத்தின் logIndex",

  bodyNotJson: "Content-Type {contentType} JSON அல்ல: body ஐ Content-Type: application/json உடன் JSON ஆக அனுப்புங்கள்",
  bodyBadJson: "body சரியான JSON அல்ல ({reason}): ஒரு JSON object ஐ அனுப்புங்கள்",
  bodyNotObject: "body ஒரு JSON object ஆக இருக்க வேண்டும், கிடைத்தது {value}",
  bodyTooLarge: "body {bytes} பைட்டுகளை விடப் பெரியது: சிறிய JSON object ஐ அனுப்புங்கள்",
  idempotencyKeyShape:
    "Idempotency-Key {key} இடைவெளி இல்லாத 1 முதல் 255 தெரியும் ASCII எழுத்துகளாக இருக்க வேண்டும்: ஒவ்வொரு கோரிக்கைக்கும் புதிய சீரற்ற மதிப்பை (UUID) அனுப்புங்கள்",
  idempotencyKeyReused:
    "Idempotency-Key {key} ஏற்கெனவே வேறொரு கோரிக்கைக்கு (வேறு body அல்லது endpoint) பயன்படுத்தப்பட்டது: அதன் பதிலை மீண்டும் பெற அதே கோரிக்கையை அப்படியே மீண்டும் அனுப்புங்கள், அல்லது புதிய கோரிக்கைக்குப் புதிய சாவியைப் பயன்படுத்துங்கள்",
  requestsTooMany:
    "{what} க்குக் கோரிக்கைகள் மிக அதிகம்: ஒரு கிளையன்டிலிருந்து ஒவ்வொரு {seconds} வினாடிக்கும் அதிகபட்சம் {limit} ({setting}). Retry-After இல் உள்ள வினாடிகளுக்குப் பிறகு மீண்டும் முயலுங்கள்.",
  fieldDate: "{field} YYYY-MM-DD வடிவில் தேதியாக இருக்க வேண்டும்",
  fieldControlCharacters: "{field} இல் கட்டுப்பாட்டு எழுத்துகள் இருக்கக் கூடாது ({character} காணப்பட்டது): அவை இல்லாமல் உரையை அனுப்புங்கள்",
  fieldDisplayCharacters:
    "{field} இல் கட்டுப்பாட்டு அல்லது இருதிசை வடிவமைப்பு எழுத்துகள் இருக்கக் கூடாது ({character} காணப்பட்டது): அவை செலுத்துபவர் பார்ப்பதை மாற்றுகின்றன",
  fieldRequired: "{field} தேவை",
  fieldEmpty: "{field} காலியாக இருக்கக் கூடாது",
  fieldTooLong: "{field} {max} எழுத்துகளை விட நீளமானது",
  fieldText: "{field} உரையாக இருக்க வேண்டும்",
  fieldString: "{field} string ஆக இருக்க வேண்டும்",
  fieldOneOf: "{field} இவற்றில் ஒன்றாக இருக்க வேண்டும்: {values}",
  fieldType: "{field} {expected} ஆக இருக்க வேண்டும்",
  fieldInvalid: "{field} சரியானது அல்ல",
  received: "{message} (கிடைத்தது {received})",
} satisfies RefusalWords;
