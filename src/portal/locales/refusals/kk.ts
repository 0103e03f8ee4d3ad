// Kazakh (Cyrillic): the service's refusals, as the portal shows them next to a form's fields.
import type { RefusalWords } from "../../../shared/refusal-words.ts";

export default {
  signInNoMatchMailed:
    "Бұл email мен құпиясөз ешбір тіркелгіге сәйкес келмейді. Екеуін де тексеріңіз немесе құпиясөзді «Құпиясөзді ұмыттыңыз ба?» арқылы қалпына келтіріңіз.",
  signInNoMatchOperator:
    "Бұл email мен құпиясөз ешбір тіркелгіге сәйкес келмейді. Екеуін де тексеріңіз немесе құпиясөзді қалпына келтіру үшін қызмет операторына жүгініңіз.",
  signInTooMany: "Бұл email үшін немесе осы мекенжайдан сәтсіз кірулер тым көп: {minutes} мин. кейін қайталап көріңіз",
  signInsToAccountTooMany: "Бұл тіркелгіге кірулер тым көп: {minutes} мин. кейін қайталап көріңіз",
  signUpsTooMany: "Осы мекенжайдан тіркелулер тым көп: {minutes} мин. кейін қайталап көріңіз",
  wrongAnswersTooMany: "Қате жауаптар тым көп: {minutes} мин. кейін қайталап көріңіз",
  resetRequestsTooMany: "Бұл email үшін немесе осы мекенжайдан қалпына келтіру сұраулары тым көп: {minutes} мин. кейін қайталап көріңіз",
  passwordChecksTooMany:
    "Осы мекенжайдан бір мезгілде құпиясөз тексерулері тым көп (кезекте ең көбі {count}): бірнеше секундтан кейін қайталап көріңіз",
  passwordChecksBusy: "Қызмет құпиясөздерді тексерумен бос емес: бірнеше секундтан кейін қайталап көріңіз",
  signInCodeNeeded: "Аутентификатор қолданбасындағы 6 таңбалы кодты немесе қалпына келтіру кодтарыңыздың бірін енгізіңіз",
  signInCodeWrong: "Бұл код дұрыс емес (немесе бұрын пайдаланылған): қолданба қазір көрсетіп тұрған кодты енгізіңіз",
  codeNeeded: "Аутентификатор қолданбасындағы 6 таңбалы кодты немесе қалпына келтіру кодын енгізіңіз",
  codeWrong: "Бұл код дұрыс емес (немесе бұрын пайдаланылған)",
  passwordNeeded: "Құпиясөзіңізді енгізіңіз",
  passwordWrong: "Бұл құпиясөз дұрыс емес",
  currentPasswordWrong: "Ағымдағы құпиясөз дұрыс емес",
  signUpClosed: "Бұл қызметте тіркелу жабық: тіркелгіні оператордан сұраңыз",
  signUpRefused: "Бұл email арқылы тіркелгі жасау мүмкін емес: егер ол сіздікі болса, жүйеге кіріңіз",
  passwordLinkUnusable: "Бұл сілтеме жұмыс істемейді (пайдаланылған, мерзімі өткен немесе толық емес): жаңасын сұраңыз",
  passwordLinkNotWhole: "Бұл сілтеме толық емес: оператор берген сілтемені ашыңыз",
  resetNotMailed: "Бұл қызмет құпиясөзді қалпына келтіруді email арқылы жібермейді: жаңа құпиясөз орнату үшін оператордан сілтеме сұраңыз",
  emailInvalid: "you@example.com сияқты email мекенжайын енгізіңіз",
  newPasswordLength: "Құпиясөз {min}–{max} таңбадан тұруы керек (бірнеше сөз жақсы құпиясөз болады)",
  passwordLength: "Құпиясөз 1–{max} таңбадан тұруы керек",
  codeShapeWithRecovery:
    "Код аутентификатор қолданбасы көрсететін 6 цифр немесе abcd-efgh-ijkl-mnop сияқты қалпына келтіру коды болуы керек",
  codeShape: "Код аутентификатор қолданбасы көрсететін 6 цифр болуы керек",
  notSignedIn: "Сіз жүйеге кірмегенсіз (немесе сеансыңыз аяқталды): қайта кіріңіз",
  accountGone: "Бұл тіркелгі енді жоқ",
  stepUpCode:
    "Бұл өзгеріс соңғы {minutes} минут ішінде енгізілген аутентификатор кодын талап етеді: оны растаңыз, содан кейін өзгерісті қайталаңыз",
  stepUpPassword:
    "Бұл өзгеріс соңғы {minutes} минут ішінде енгізілген құпиясөзді талап етеді: оны растаңыз, содан кейін өзгерісті қайталаңыз",
  crossOrigin:
    "Порталдағы өзгерістер тек порталдың {origin} мекенжайындағы өз бетінен қабылданады (Origin {sentOrigin}, Sec-Fetch-Site {site})",

  twoFactorAlreadyOn: "Екі факторлы кіру қосулы тұр: жаңа қолданбамен қайта бастау үшін алдымен оны өшіріңіз",
  twoFactorAlreadyOff: "Екі факторлы кіру өшірулі тұр",
  twoFactorNotStarted: "Алдымен екі факторлы кіруді баптауды бастаңыз: кодын күтіп тұрған жаңа кілт жоқ",
  twoFactorCodeMismatch: "Бұл код жаңа кілтке сәйкес келмейді: қолданбаның сағатын тексеріп, ол қазір көрсетіп тұрған кодты енгізіңіз",
  twoFactorRestarted: "Баптау басқа жерде қайта басталды: ең соңғы көрсетілген кілтті пайдаланыңыз",

  apiKeyName: "Атау 1–{max} таңбадан тұруы керек, мысалы, «Дүкен сервері»",
  apiKeyUnknown: "Бұл тіркелгіге тиесілі {id} API кілті жоқ",
  clientGone: "Бұл тіркелгінің клиенті енді жоқ",
  languageUnknown: "Тіл қызмет сөйлейтін тілдің коды болуы керек, мысалы, «en», «de», «pt» немесе «zh-Hant»",

  integrationUnknown: "{id} интеграциясы жоқ: GET /api/v1/integrations ішіндегі id пайдаланыңыз",
  shopNameInvisible:
    "Атауда көрінетін таңба жоқ (тек бос орындар, біріктіргіштер немесе басқа көрінбейтін таңбалар): дүкен атауын төлеушілер оқуы тиіс түрде жазыңыз",
  urlNotHttp: "{field} абсолютті http(s) URL болуы керек",
  supportUrlNotHttp: "supportUrl абсолютті http(s) URL болуы керек, мысалы, https://shop.example/help",
  supportUrlCredentials: "supportUrl тіркелгі деректерін (user:password@) қамтымауы керек: оны төлеушілер көреді",
  urlNotHttps: "{field} https пайдалануы керек; алынғаны: {got}",
  urlUserinfo:
    "{field} «@» алдында пайдаланушы немесе құпиясөз қамтымауы керек ({shownHost} болып оқылады, бірақ {host} мекенжайына апарады): дүкеннің өз мекенжайын жазыңыз",
  urlHttpSandbox:
    "{field} https пайдалануы керек (http тек sandbox режимінде localhost, 127.0.0.1 және [::1] үшін қабылданады); алынғаны: {origin}",
  logoUrlNotHttps: "logoUrl абсолютті https URL болуы керек (немесе жоқ болса null)",
  accentColor: "accentColor #rrggbb түріндегі түс болуы керек (немесе әдепкі үшін null)",
  callbackUrlNotHttp: "callbackUrl http(s) URL болуы керек",
  callbackUrlCredentials:
    "callbackUrl тіркелгі деректерін (user:password@) қамтымауы керек: callback-терді олардың webhook-signature тақырыбы арқылы тексеріңіз",
  callbackDestinationRefusedOutsideSandbox:
    "callbackUrl қабылданбады: {host} {address} мекенжайына шешіледі; callback баратын {ip} — {range}: sandbox режимінен тыс қабылданбайды («{rule}» ережесі; WEBHOOK_ALLOW_PRIVATE=1 оған рұқсат береді)",
  callbackDestinationNever:
    "callbackUrl қабылданбады: {host} {address} мекенжайына шешіледі; callback баратын {ip} — {range}: callback-тер ол жаққа ешқашан жіберілмейді («{rule}» ережесі)",
  callbackAddressRefusedOutsideSandbox:
    "callbackUrl қабылданбады: callback баратын {ip} — {range}: sandbox режимінен тыс қабылданбайды («{rule}» ережесі; WEBHOOK_ALLOW_PRIVATE=1 оған рұқсат береді)",
  callbackAddressNever:
    "callbackUrl қабылданбады: callback баратын {ip} — {range}: callback-тер ол жаққа ешқашан жіберілмейді («{rule}» ережесі)",
  callbackUrlRefused: "callbackUrl қабылданбады: {problem}",
  callbackUrlMissing:
    "{id} интеграциясында callback URL жоқ: алдымен PUT /_sandbox/integrations/{id}/webhook арқылы орнатыңыз немесе crypto-checkout listen іске қосыңыз",
  testEventsTooMany:
    "Әр {minutes} минут сайын бір интеграцияға ең көбі {limit} сынақ оқиғасы (TEST_EVENTS_PER_INTEGRATION): келесісін Retry-After ішіндегі секундтардан кейін жіберіңіз",
  originsList: "allowedOrigins origin тізімі немесе бәріне рұқсат беру үшін null болуы керек",
  originsTooMany: "allowedOrigins ішінде {max} origin-нен көп",
  originText: "Әр origin жол болуы керек",
  originExact:
    "Әр origin нақты http(s) origin болуы керек, мысалы, «https://shop.example» (схема мен хост, жолсыз және қойылмалы таңбасыз); алынғаны: {got}",
  appSchemesList: 'appReturnSchemes схемалар тізімі болуы керек, мысалы, ["myshop"], немесе жоқ болса []',
  appSchemesTooMany: "appReturnSchemes ішінде {max} схемадан көп",
  appSchemeText: "Қолданбаға қайту схемасының әрқайсысы жол болуы керек, мысалы, «myshop»",
  appSchemeShape:
    "Қолданбаға қайту схемасының әрқайсысы URL схемасы болуы керек, мысалы, «myshop»: бір кіші әріп, содан кейін 31-ге дейін әріп, цифр, «+», «-» немесе «.»; алынғаны: {got}",
  appSchemeWeb:
    "Қолданбаға қайту схемасы {scheme} бола алмайды: https қайту URL-іне әрқашан рұқсат етілген, тек қолданбаның өз схемасын көрсетіңіз",
  appSchemeDevice:
    "Қолданбаға қайту схемасы {scheme} бола алмайды: ол қолданбаны ашудың орнына төлеушінің құрылғысында бірдеңені іске қосады немесе оқиды",
  toleranceText: "paymentTolerancePercent ондық мәтін болуы керек, мысалы, «0.5» (пайыз)",
  tolerancePlain: "paymentTolerancePercent қарапайым ондық мәтін болуы керек, мысалы, «0.5»: цифрлар және ең көбі бір нүкте",
  toleranceFraction: "paymentTolerancePercent нүктеден кейін 2-ден көп цифр бар",
  toleranceRange: "paymentTolerancePercent 0 мен 100 аралығында болуы керек",
  supportEmail: "supportEmail email мекенжайы болуы керек, мысалы, help@shop.example",
  fieldTrueOrFalse: "{field} true немесе false болуы керек",
  fieldStringOrNull: "{field} жол немесе null болуы керек",

  orderUnknown: "{id} тапсырысы жоқ: тапсырыстар тізіміндегі orderId пайдаланыңыз",
  orderUnknownForIntegration: "{integration} интеграциясында {id} тапсырысы жоқ",
  orderMissing: "{id} тапсырысы жоқ",
  deliveryUnknown: "{id} жеткізілімі жоқ: GET /_sandbox/webhooks/deliveries ішіндегі id пайдаланыңыз",
  notYourIntegration: "{field} {id} сіздің интеграцияларыңыздың бірі емес: GET /api/v1/integrations ішіндегі id пайдаланыңыз",
  assetUnknown: "{field} {id} қолдау көрсетілетін актив емес: {assets} ішінен бірін пайдаланыңыз (GET /api/v1/assets)",
  assetDisabled: "{field} {id} операциялар үшін өшірілген (GET /api/v1/assets disabled: true көрсетеді): қосылған активті таңдаңыз",
  amountBelowMinimum:
    "{field} {amount} {network} желісіндегі ең аз кіріс сомасы {minimum} {asset} мәнінен төмен: кемінде {minimum} жіберіңіз",
  customerRequired: "15.09.2025 шығарылымынан бастап тапсырыс жасағанда customer міндетті: { type, firstName, lastName } жіберіңіз",
  customerObject: "customer нысан болуы керек: { type, firstName, lastName }",
  customerType: "customer.type «individual» болуы керек (спецификация білетін жалғыз клиент түрі)",
  amountRequired: "Сома міндетті: оны ондық мәтін ретінде жіберіңіз, мысалы, «10.50»",
  amountNumber: "Сома «10.50» сияқты ондық мәтін жолы болуы керек, JSON саны емес",
  amountString: "Сома «10.50» сияқты ондық мәтін жолы болуы керек",
  amountPlain: "Сома «10.50» сияқты қарапайым ондық мәтін болуы керек: цифрлар, ең көбі бір нүкте, таңбасыз, дәрежесіз және бос орынсыз",
  amountIntegerDigits: "Сомада нүктеге дейін {max} цифрдан көп",
  amountFractionDigits: "Сомада нүктеден кейін {max} цифрдан көп",
  amountPositive: "Сома нөлден үлкен болуы керек",
  amountDecimal: "Сома ондық мәтін болуы керек",
  ownAddress:
    "destinationAddress {address} осы қызметтің өз тапсырыс мекенжайларының бірі: қайтаруды немесе шығаруды төлеушінің немесе өз әмияныңызға жіберіңіз",
  addressInvalidTron:
    "destinationAddress {address} {asset} үшін жарамды {network} мекенжайы емес: T әрпінен басталатын base58check мекенжайы күтіледі (34 таңба)",
  addressInvalidEvm:
    "destinationAddress {address} {asset} үшін жарамды {network} мекенжайы емес: 0x және одан кейін 40 он алтылық цифр күтіледі, аралас әріптерде дұрыс EIP-55 бақылау сомасымен",
  balanceShort:
    "{integration} интеграциясында {balance} {asset} бар, бірақ {amount} сомасы мен {fee} желі комиссиясы бірге {needed} талап етеді: шығару тек өзі атаған integrationId балансынан, қайтару қайтарылатын тапсырыстың интеграциясынан алынады.",
  refundOrderUnknown:
    "refundOrderId {id} сіздің тапсырыстарыңыздың бірі емес: аяқталған төлем немесе депозит тапсырысының orderId мәнін пайдаланыңыз",
  refundOrderType: "{id} тапсырысының түрі {type}: тек төлем және депозит тапсырыстарын қайтаруға болады",
  refundOrderStatus: "{id} тапсырысының күйі {status}: қайтаруды тапсырыс аяқталғаннан кейін ғана жасауға болады",
  refundAssetMismatch: "assetId {assetId} {asset} алған {id} тапсырысына сәйкес келмейді: {asset} түрінде қайтарыңыз",
  refundTooMuch:
    "{amount} сомасы {id} тапсырысы бойынша әлі қайтаруға болатын сомадан асады: {refundable} {asset} (алынды {primary}, қайтарылды {refunded})",
  markPaidRefused:
    "{id} тапсырысын төленді деп белгілеу мүмкін емес: тек төлемі төлем терезесінен кейін келген (әлі орындалып жатқан) тапсырысты белгілеуге болады",
  noPaymentWindow: "{id} тапсырысында жұмыс істеп тұрған төлем терезесі жоқ: ол тек төлем сілтемесі арқылы жасалған тапсырыста болады",

  linkUnknown: "{id} төлем сілтемесі жоқ: POST /api/v1/payment-links немесе GET /api/v1/payment-links ішіндегі linkId пайдаланыңыз",
  linkNameInvisible: "Атауда көрінетін таңба жоқ: тауар атауын төлеушілер оқуы тиіс түрде жазыңыз",
  priceCurrencyUnknown: "price.currency {currency} айырбас бағамдары білетін валюта да ({currencies}), assetId де ({assets}) емес",
  priceAmountShape:
    "price.amount {amount} нөлден үлкен ондық мәтін болуы керек, {currency} үшін нүктеден кейін ең көбі {digits} цифр, мысалы, {example}",
  priceInAsset: '{asset} түріндегі баға тек {asset} түрінде төленеді: assetIds қалдырыңыз немесе ["{asset}"] жіберіңіз',
  priceAmountRequired: "price.amount міндетті, «10.00» сияқты ондық мәтін ретінде",
  priceAmountText: "price.amount «10.00» сияқты ондық мәтін болуы керек",
  priceCurrencyRequired: "price.currency міндетті: «USD», «EUR» немесе assetId",
  priceObject: 'price нысан болуы керек: { amount: "10.00", currency: "USD" }',
  assetIdsEntry: "assetIds ішіндегі әр элемент assetId жолы болуы керек",
  assetIdsArray: "assetIds assetId массиві болуы керек",
  assetIdsEmpty: "assetIds кемінде бір активті атауы керек (барлық қосылған активтер үшін оны қалдырыңыз)",
  assetIdsTooMany: "assetIds ішінде {max} элементтен көп",
  expiryWhole: "expiresInMinutes {min} мен {max} аралығындағы бүтін минут саны болуы керек",
  expiryMin: "expiresInMinutes кемінде {min} болуы керек",
  expiryMax: "expiresInMinutes ең көбі {max} болуы мүмкін (бір апта)",
  returnUrlHttps: "returnUrl абсолютті https URL болуы керек",
  returnUrlApp: "returnUrl абсолютті URL болуы керек: https немесе интеграцияның қолданбаға қайту схемаларының бірімен қолданба сілтемесі",

  payoutUnknown: "{id} шығыс төлемі жоқ: GET /api/v1/payouts ішіндегі orderId пайдаланыңыз",
  payoutNotAwaitingPaid: "{id} шығыс төлемінің күйі {state}: тек әлі төлемді күтіп тұрған шығыс төлемін төленді деп белгілеуге болады",
  payoutNotAwaitingCancel:
    "{id} шығыс төлемінің күйі {state}: тек әлі төлемді күтіп тұрған шығыс төлемін болдырмауға болады (ол үшін байқалған аударым әмияннан кетіп қойған болуы мүмкін)",
  payoutNoStranger:
    "{id} шығыс төлемінде осы hash пен logIndex арқылы белгісіз әмияннан жауап күтіп тұрған аударым жоқ: шығыс төлемінің strangers тізіміндегінің бірін пайдаланыңыз",
  transferPaidOther: "{hash} аударымы (журнал {logIndex}) басқа шығыс төлемін төлеп қойған: бір аударым ең көбі біреуін төлейді",
  hashText: "hash жол болуы керек: қол қоюшы жіберген транзакцияның hash мәні",
  hashShape:
    "hash 64 он алтылық цифр болуы керек (Ethereum мен BNB Smart Chain желісінде 0x префиксімен): қол қоюшы жіберген транзакцияның hash мәні",
  strangerHashText: "hash жол болуы керек: шығыс төлемінің strangers тізіміндегі аударымның hash мәні",
  strangerHashShape:
    "hash 64 он алтылық цифр болуы керек (Ethereum мен BNB Smart Chain желісінде 0x префиксімен): шығыс төлемінің strangers тізіміндегі аударымның hash мәні",
  logIndexWhole: "logIndex бүтін сан болуы керек: шығыс төлемінің strangers тізіміндегі аударымның logIndex мәні",
  logIndexMin: "logIndex 0 немесе одан көп болуы керек: шығыс төлемінің strangers тізіміндегі аударымның logIndex мәні",

  bodyNotJson: "Content-Type {contentType} JSON емес: сұрау денесін Content-Type: application/json арқылы JSON ретінде жіберіңіз",
  bodyBadJson: "Сұрау денесі жарамды JSON емес ({reason}): бір JSON нысанын жіберіңіз",
  bodyNotObject: "Сұрау денесі JSON нысаны болуы керек, алынғаны: {value}",
  bodyTooLarge: "Сұрау денесі {bytes} байттан үлкен: кішірек JSON нысанын жіберіңіз",
  idempotencyKeyShape:
    "Idempotency-Key {key} бос орынсыз 1–255 көрінетін ASCII таңбасынан тұруы керек: әр сұрауға жаңа кездейсоқ мән (UUID) жіберіңіз",
  idempotencyKeyReused:
    "Idempotency-Key {key} басқа сұрау үшін пайдаланылған (басқа дене немесе endpoint): жауапты қайта алу үшін дәл сол сұрауды қайталаңыз немесе жаңа сұрау үшін жаңа кілт пайдаланыңыз",
  requestsTooMany:
    "{what} үшін сұраулар тым көп: бір клиенттен {seconds} с ішінде ең көбі {limit} ({setting}). Retry-After ішіндегі секундтардан кейін қайталап көріңіз.",
  fieldDate: "{field} ЖЖЖЖ-АА-КК түріндегі күн болуы керек",
  fieldControlCharacters: "{field} басқару таңбаларын қамтымауы керек (табылды: {character}): мәтінді оларсыз жіберіңіз",
  fieldDisplayCharacters:
    "{field} басқару немесе екі бағытты пішімдеу таңбаларын қамтымауы керек (табылды: {character}): олар төлеуші көретінді өзгертеді",
  fieldRequired: "{field} міндетті",
  fieldEmpty: "{field} бос болмауы керек",
  fieldTooLong: "{field} {max} таңбадан ұзын",
  fieldText: "{field} мәтін болуы керек",
  fieldString: "{field} жол болуы керек",
  fieldOneOf: "{field} мыналардың бірі болуы керек: {values}",
  fieldType: "{field} {expected} болуы керек",
  fieldInvalid: "{field} жарамсыз",
  received: "{message} (алынғаны: {received})",
} satisfies RefusalWords;
