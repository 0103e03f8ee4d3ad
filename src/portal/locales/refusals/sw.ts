// Swahili: the service's refusals, as the portal shows them next to a form's fields.
import type { RefusalWords } from "../../../shared/refusal-words.ts";

export default {
  signInNoMatchMailed:
    'Barua pepe na nenosiri hilo haviendani na akaunti yoyote. Kagua vyote viwili, au weka upya nenosiri kupitia "Umesahau nenosiri?".',
  signInNoMatchOperator:
    "Barua pepe na nenosiri hilo haviendani na akaunti yoyote. Kagua vyote viwili, au mwombe mwendeshaji wa huduma aweke upya nenosiri.",
  signInTooMany:
    "Majaribio mengi mno ya kuingia yaliyoshindwa kwa barua pepe hii au kutoka anwani hii: jaribu tena baada ya dakika {minutes}",
  signInsToAccountTooMany: "Kuingia mara nyingi mno kwenye akaunti hii: jaribu tena baada ya dakika {minutes}",
  signUpsTooMany: "Usajili mwingi mno kutoka anwani hii: jaribu tena baada ya dakika {minutes}",
  wrongAnswersTooMany: "Majibu mengi mno yasiyo sahihi: jaribu tena baada ya dakika {minutes}",
  resetRequestsTooMany: "Maombi mengi mno ya kuweka upya kwa barua pepe hii au kutoka anwani hii: jaribu tena baada ya dakika {minutes}",
  passwordChecksTooMany:
    "Ukaguzi mwingi mno wa nenosiri kwa wakati mmoja kutoka anwani hii (hadi {count} wakisubiri): jaribu tena baada ya sekunde chache",
  passwordChecksBusy: "Huduma ina shughuli nyingi za kukagua manenosiri: jaribu tena baada ya sekunde chache",
  signInCodeNeeded: "Weka msimbo wa tarakimu 6 kutoka programu yako ya uthibitishaji, au mojawapo ya misimbo yako ya urejeshaji",
  signInCodeWrong: "Msimbo huo si sahihi (au umeshatumika): weka msimbo unaoonyeshwa na programu yako sasa",
  codeNeeded: "Weka msimbo wa tarakimu 6 kutoka programu yako ya uthibitishaji, au msimbo wa urejeshaji",
  codeWrong: "Msimbo huo si sahihi (au umeshatumika)",
  passwordNeeded: "Weka nenosiri lako",
  passwordWrong: "Nenosiri hilo si sahihi",
  currentPasswordWrong: "Nenosiri la sasa si sahihi",
  signUpClosed: "Usajili umefungwa kwenye huduma hii: omba akaunti kwa mwendeshaji wake",
  signUpRefused: "Akaunti haiwezi kuundwa kwa barua pepe hii: ikiwa ni yako, ingia badala yake",
  passwordLinkUnusable: "Kiungo hiki hakifanyi kazi (kimeshatumika, kimeisha muda au hakijakamilika): omba kipya",
  passwordLinkNotWhole: "Kiungo hiki hakijakamilika: fungua kiungo ulichopewa na mwendeshaji",
  resetNotMailed: "Huduma hii haitumi uwekaji upya wa nenosiri kwa barua pepe: mwombe mwendeshaji kiungo cha kuweka nenosiri jipya",
  emailInvalid: "Weka anwani ya barua pepe kama you@example.com",
  newPasswordLength: "Nenosiri lazima liwe na herufi {min} hadi {max} (maneno machache hufanya nenosiri zuri)",
  passwordLength: "Nenosiri lazima liwe na herufi 1 hadi {max}",
  codeShapeWithRecovery:
    "Msimbo lazima uwe tarakimu 6 zinazoonyeshwa na programu yako ya uthibitishaji, au msimbo wa urejeshaji kama abcd-efgh-ijkl-mnop",
  codeShape: "Msimbo lazima uwe tarakimu 6 zinazoonyeshwa na programu yako ya uthibitishaji",
  notSignedIn: "Hujaingia (au kipindi chako kimeisha): ingia tena",
  accountGone: "Akaunti hii haipo tena",
  stepUpCode:
    "Badiliko hili linahitaji msimbo wako wa uthibitishaji uliowekwa ndani ya dakika {minutes} zilizopita: uthibitishe, kisha rudia badiliko",
  stepUpPassword:
    "Badiliko hili linahitaji nenosiri lako lililowekwa ndani ya dakika {minutes} zilizopita: lithibitishe, kisha rudia badiliko",
  crossOrigin:
    "Mabadiliko ya lango yanakubaliwa tu kutoka ukurasa wa lango lenyewe kwenye {origin} (Origin {sentOrigin}, Sec-Fetch-Site {site})",

  twoFactorAlreadyOn: "Kuingia kwa hatua mbili tayari kumewashwa: kuzime kwanza ili uanze upya na programu mpya",
  twoFactorAlreadyOff: "Kuingia kwa hatua mbili tayari kumezimwa",
  twoFactorNotStarted: "Anza kwanza kuweka hatua mbili: hakuna ufunguo mpya unaosubiri msimbo wake",
  twoFactorCodeMismatch: "Msimbo huo hauendani na ufunguo mpya: kagua saa ya programu na uweke msimbo inaouonyesha sasa",
  twoFactorRestarted: "Uwekaji ulianzishwa upya mahali pengine: tumia ufunguo mpya zaidi ulioonyeshwa",

  apiKeyName: 'Jina lazima liwe na herufi 1 hadi {max}, kama "Seva ya duka"',
  apiKeyUnknown: "Hakuna ufunguo wa API {id} wa akaunti hii",
  clientGone: "Mteja wa akaunti hii hayupo tena",
  languageUnknown: 'Lugha lazima iwe msimbo wa lugha inayozungumzwa na huduma, kama "en", "de", "pt" au "zh-Hant"',

  integrationUnknown: "Muunganisho {id} haupo: tumia id kutoka GET /api/v1/integrations",
  shopNameInvisible:
    "Jina halina herufi inayoonekana (nafasi tupu, viunganishi au herufi nyingine zisizoonekana pekee): andika jina la duka jinsi walipaji wanavyopaswa kulisoma",
  urlNotHttp: "{field} lazima iwe URL kamili ya http(s)",
  supportUrlNotHttp: "supportUrl lazima iwe URL kamili ya http(s) kama https://shop.example/help",
  supportUrlCredentials: "supportUrl haipaswi kubeba vitambulisho (user:password@): walipaji huiona",
  urlNotHttps: "{field} lazima itumie https; imepokelewa {got}",
  urlUserinfo:
    '{field} haipaswi kuwa na mtumiaji au nenosiri kabla ya "@" (inasomeka kama {shownHost} lakini inaelekea {host}): weka anwani halisi ya duka',
  urlHttpSandbox:
    "{field} lazima itumie https (http inakubaliwa tu kwa localhost, 127.0.0.1 na [::1] katika hali ya sandbox); imepokelewa {origin}",
  logoUrlNotHttps: "logoUrl lazima iwe URL kamili ya https (au null kama hakuna)",
  accentColor: "accentColor lazima iwe rangi kama #rrggbb (au null kwa chaguo-msingi)",
  callbackUrlNotHttp: "callbackUrl lazima iwe URL ya http(s)",
  callbackUrlCredentials:
    "callbackUrl haipaswi kubeba vitambulisho (user:password@): thibitisha callback kwa kichwa chao cha webhook-signature badala yake",
  callbackDestinationRefusedOutsideSandbox:
    'callbackUrl imekataliwa: {host} inaelekeza kwa {address}; lengo la callback {ip} ni {range}: linakataliwa nje ya hali ya sandbox (kanuni "{rule}"; WEBHOOK_ALLOW_PRIVATE=1 huliruhusu)',
  callbackDestinationNever:
    'callbackUrl imekataliwa: {host} inaelekeza kwa {address}; lengo la callback {ip} ni {range}: callback hazipelekwi huko kamwe (kanuni "{rule}")',
  callbackAddressRefusedOutsideSandbox:
    'callbackUrl imekataliwa: lengo la callback {ip} ni {range}: linakataliwa nje ya hali ya sandbox (kanuni "{rule}"; WEBHOOK_ALLOW_PRIVATE=1 huliruhusu)',
  callbackAddressNever: 'callbackUrl imekataliwa: lengo la callback {ip} ni {range}: callback hazipelekwi huko kamwe (kanuni "{rule}")',
  callbackUrlRefused: "callbackUrl imekataliwa: {problem}",
  callbackUrlMissing:
    "Muunganisho {id} hauna URL ya callback: weka moja kwanza kwa PUT /_sandbox/integrations/{id}/webhook, au endesha crypto-checkout listen",
  testEventsTooMany:
    "Hadi matukio ya majaribio {limit} kwa kila muunganisho kila dakika {minutes} (TEST_EVENTS_PER_INTEGRATION): tuma linalofuata baada ya sekunde zilizo katika Retry-After",
  originsList: "allowedOrigins lazima iwe orodha ya origin, au null kuruhusu yoyote",
  originsTooMany: "allowedOrigins inaorodhesha origin zaidi ya {max}",
  originText: "Kila origin lazima iwe mfuatano wa herufi",
  originExact:
    'Kila origin lazima iwe origin kamili ya http(s) kama "https://shop.example" (mpango na seva, bila njia wala kadi-mwitu); imepokelewa {got}',
  appSchemesList: 'appReturnSchemes lazima iwe orodha ya mipango kama ["myshop"], au [] kama hakuna',
  appSchemesTooMany: "appReturnSchemes inaorodhesha mipango zaidi ya {max}",
  appSchemeText: 'Kila mpango wa kurudi kwenye programu lazima uwe mfuatano wa herufi kama "myshop"',
  appSchemeShape:
    'Kila mpango wa kurudi kwenye programu lazima uwe mpango wa URL kama "myshop": herufi ndogo moja, kisha hadi herufi, tarakimu, "+", "-" au "." 31; imepokelewa {got}',
  appSchemeWeb:
    "Mpango wa kurudi kwenye programu hauwezi kuwa {scheme}: URL ya kurudi ya https inaruhusiwa daima, orodhesha mpango wa programu yenyewe pekee",
  appSchemeDevice:
    "Mpango wa kurudi kwenye programu hauwezi kuwa {scheme}: unaendesha au kusoma kitu kwenye kifaa cha mlipaji badala ya kufungua programu",
  toleranceText: 'paymentTolerancePercent lazima iwe maandishi ya desimali kama "0.5" (asilimia)',
  tolerancePlain: 'paymentTolerancePercent lazima iwe maandishi ya desimali ya kawaida kama "0.5": tarakimu na nukta moja tu ikihitajika',
  toleranceFraction: "paymentTolerancePercent ina tarakimu zaidi ya 2 baada ya nukta",
  toleranceRange: "paymentTolerancePercent lazima iwe kati ya 0 na 100",
  supportEmail: "supportEmail lazima iwe anwani ya barua pepe kama help@shop.example",
  fieldTrueOrFalse: "{field} lazima iwe true au false",
  fieldStringOrNull: "{field} lazima iwe mfuatano wa herufi au null",

  orderUnknown: "Agizo {id} halipo: tumia orderId kutoka orodha ya maagizo",
  orderUnknownForIntegration: "Agizo {id} halipo kwa muunganisho {integration}",
  orderMissing: "Agizo {id} halipo",
  deliveryUnknown: "Uwasilishaji {id} haupo: tumia id kutoka GET /_sandbox/webhooks/deliveries",
  notYourIntegration: "{field} {id} si mojawapo ya miunganisho yako: tumia id kutoka GET /api/v1/integrations",
  assetUnknown: "{field} {id} si rasilimali inayotumika: tumia mojawapo ya {assets} (GET /api/v1/assets)",
  assetDisabled: "{field} {id} imezimwa kwa shughuli (GET /api/v1/assets inaonyesha disabled: true): chagua rasilimali iliyowashwa",
  amountBelowMinimum:
    "{field} {amount} iko chini ya kiasi cha chini cha kuingia cha {minimum} {asset} kwenye {network}: tuma angalau {minimum}",
  customerRequired: "customer inahitajika wakati wa kuunda agizo tangu toleo la 15.09.2025: tuma { type, firstName, lastName }",
  customerObject: "customer lazima iwe kitu (object): { type, firstName, lastName }",
  customerType: 'customer.type lazima iwe "individual" (aina pekee ya mteja inayojulikana na vipimo)',
  amountRequired: 'Kiasi kinahitajika: kitume kama maandishi ya desimali, kwa mfano "10.50"',
  amountNumber: 'Kiasi lazima kiwe mfuatano wa maandishi ya desimali kama "10.50", si namba ya JSON',
  amountString: 'Kiasi lazima kiwe mfuatano wa maandishi ya desimali kama "10.50"',
  amountPlain:
    'Kiasi lazima kiwe maandishi ya desimali ya kawaida kama "10.50": tarakimu, nukta moja tu ikihitajika, bila alama, kipeo wala nafasi',
  amountIntegerDigits: "Kiasi kina tarakimu zaidi ya {max} kabla ya nukta",
  amountFractionDigits: "Kiasi kina tarakimu zaidi ya {max} baada ya nukta",
  amountPositive: "Kiasi lazima kiwe zaidi ya sifuri",
  amountDecimal: "Kiasi lazima kiwe maandishi ya desimali",
  ownAddress:
    "destinationAddress {address} ni mojawapo ya anwani za maagizo za huduma hii yenyewe: tuma urejeshaji au utoaji kwenye pochi ya mlipaji au pochi yako mwenyewe",
  addressInvalidTron:
    "destinationAddress {address} si anwani halali ya {network} kwa {asset}: inatarajiwa anwani ya base58check inayoanza na T (herufi 34)",
  addressInvalidEvm:
    "destinationAddress {address} si anwani halali ya {network} kwa {asset}: inatarajiwa 0x ikifuatiwa na tarakimu 40 za heksa, na checksum sahihi ya EIP-55 ikiwa herufi zimechanganyika",
  balanceShort:
    "Muunganisho {integration} una {balance} {asset}, lakini kiasi {amount} pamoja na ada ya mtandao {fee} kinahitaji {needed}: utoaji huchukua tu kutoka integrationId unaoitaja, urejeshaji kutoka muunganisho wa agizo linalorejeshewa.",
  refundOrderUnknown: "refundOrderId {id} si mojawapo ya maagizo yako: tumia orderId ya agizo la malipo au amana lililokamilika",
  refundOrderType: "Agizo {id} ni agizo la aina {type}: maagizo ya malipo na amana pekee ndiyo yanaweza kurejeshewa",
  refundOrderStatus: "Agizo {id} liko {status}: urejeshaji unaweza kuundwa tu agizo likishakamilika",
  refundAssetMismatch: "assetId {assetId} haiendani na agizo {id}, lililopokea {asset}: rejesha kwa {asset}",
  refundTooMuch:
    "Kiasi {amount} kinazidi kinachoweza bado kurejeshwa kwa agizo {id}: {refundable} {asset} (kilichopokelewa {primary}, kilichorejeshwa {refunded})",
  markPaidRefused:
    "Agizo {id} haliwezi kuwekwa alama ya kulipwa: ni agizo ambalo malipo yake yalifika baada ya muda wake wa malipo (bado linaendelea) pekee",
  noPaymentWindow: "Agizo {id} halina muda wa malipo unaoendelea: ni agizo lililoundwa kwa kiungo cha malipo pekee lililo nao",

  linkUnknown: "Kiungo cha malipo {id} hakipo: tumia linkId kutoka POST /api/v1/payment-links au GET /api/v1/payment-links",
  linkNameInvisible: "Jina halina herufi inayoonekana: andika jina la bidhaa jinsi walipaji wanavyopaswa kulisoma",
  priceCurrencyUnknown:
    "price.currency {currency} si sarafu inayojulikana na viwango vya ubadilishaji ({currencies}) wala assetId ({assets})",
  priceAmountShape:
    "price.amount {amount} lazima iwe maandishi ya desimali juu ya sifuri yenye tarakimu zisizozidi {digits} baada ya nukta kwa {currency}, kama {example}",
  priceInAsset: 'Bei katika {asset} hulipwa kwa {asset} pekee: acha assetIds au tuma ["{asset}"]',
  priceAmountRequired: 'price.amount inahitajika, kama maandishi ya desimali kama "10.00"',
  priceAmountText: 'price.amount lazima iwe maandishi ya desimali kama "10.00"',
  priceCurrencyRequired: 'price.currency inahitajika: "USD", "EUR" au assetId',
  priceObject: 'price lazima iwe kitu (object): { amount: "10.00", currency: "USD" }',
  assetIdsEntry: "Kila kipengele cha assetIds lazima kiwe mfuatano wa assetId",
  assetIdsArray: "assetIds lazima iwe safu ya assetId",
  assetIdsEmpty: "assetIds lazima itaje angalau rasilimali moja (iache kwa rasilimali zote zilizowashwa)",
  assetIdsTooMany: "assetIds ina vipengele zaidi ya {max}",
  expiryWhole: "expiresInMinutes lazima iwe idadi kamili ya dakika kuanzia {min} hadi {max}",
  expiryMin: "expiresInMinutes lazima iwe angalau {min}",
  expiryMax: "expiresInMinutes lazima isizidi {max} (wiki moja)",
  returnUrlHttps: "returnUrl lazima iwe URL kamili ya https",
  returnUrlApp:
    "returnUrl lazima iwe URL kamili: https, au kiungo cha programu kwenye mojawapo ya mipango ya kurudi kwenye programu ya muunganisho",

  payoutUnknown: "Malipo ya kutoka {id} hayapo: tumia orderId kutoka GET /api/v1/payouts",
  payoutNotAwaitingPaid:
    "Malipo ya kutoka {id} yako {state}: malipo ya kutoka yanayosubiri kulipwa pekee ndiyo yanaweza kuwekwa alama ya kulipwa",
  payoutNotAwaitingCancel:
    "Malipo ya kutoka {id} yako {state}: malipo ya kutoka yanayosubiri kulipwa pekee ndiyo yanaweza kughairiwa (uhamisho ulioonekana kwa ajili yake huenda umeshaondoka kwenye pochi)",
  payoutNoStranger:
    "Malipo ya kutoka {id} hayana uhamisho kutoka pochi isiyojulikana wenye hash na logIndex hii unaosubiri jibu: tumia mmoja ulioorodheshwa katika strangers ya malipo ya kutoka",
  transferPaidOther: "Uhamisho {hash} (kumbukumbu {logIndex}) tayari umelipa malipo mengine ya kutoka: uhamisho mmoja hulipa moja tu",
  hashText: "hash lazima iwe mfuatano wa herufi: hash ya muamala uliotumwa na mtia sahihi",
  hashShape:
    "hash lazima iwe tarakimu 64 za heksa (zenye 0x mwanzoni kwenye Ethereum na BNB Smart Chain): hash ya muamala uliotumwa na mtia sahihi",
  strangerHashText: "hash lazima iwe mfuatano wa herufi: hash ya uhamisho ulioorodheshwa katika strangers ya malipo ya kutoka",
  strangerHashShape:
    "hash lazima iwe tarakimu 64 za heksa (zenye 0x mwanzoni kwenye Ethereum na BNB Smart Chain): hash ya uhamisho ulioorodheshwa katika strangers ya malipo ya kutoka",
  logIndexWhole: "logIndex lazima iwe namba kamili: logIndex ya uhamisho ulioorodheshwa katika strangers ya malipo ya kutoka",
  logIndexMin: "logIndex lazima iwe 0 au zaidi: logIndex ya uhamisho ulioorodheshwa katika strangers ya malipo ya kutoka",

  bodyNotJson: "Content-Type {contentType} si JSON: tuma mwili kama JSON pamoja na Content-Type: application/json",
  bodyBadJson: "Mwili si JSON halali ({reason}): tuma kitu kimoja cha JSON",
  bodyNotObject: "Mwili lazima uwe kitu cha JSON, imepokelewa {value}",
  bodyTooLarge: "Mwili ni mkubwa kuliko baiti {bytes}: tuma kitu kidogo zaidi cha JSON",
  idempotencyKeyShape:
    "Idempotency-Key {key} lazima iwe herufi 1 hadi 255 za ASCII zinazoonekana bila nafasi: tuma thamani mpya ya nasibu (UUID) kwa kila ombi",
  idempotencyKeyReused:
    "Idempotency-Key {key} imeshatumika kwa ombi tofauti (mwili au endpoint nyingine): rudia ombi lilelile kabisa ili upate jibu lake tena, au tumia ufunguo mpya kwa ombi jipya",
  requestsTooMany:
    "Maombi mengi mno kwa {what}: hadi {limit} kwa kila {seconds} s kutoka mteja mmoja ({setting}). Jaribu tena baada ya idadi ya sekunde katika Retry-After.",
  fieldDate: "{field} lazima iwe tarehe kama YYYY-MM-DD",
  fieldControlCharacters: "{field} haipaswi kuwa na herufi za udhibiti (imepatikana {character}): tuma maandishi bila hizo",
  fieldDisplayCharacters:
    "{field} haipaswi kuwa na herufi za udhibiti au za mpangilio wa pande mbili (imepatikana {character}): zinabadilisha anachoona mlipaji",
  fieldRequired: "{field} inahitajika",
  fieldEmpty: "{field} haipaswi kuwa tupu",
  fieldTooLong: "{field} ni ndefu kuliko herufi {max}",
  fieldText: "{field} lazima iwe maandishi",
  fieldString: "{field} lazima iwe mfuatano wa herufi",
  fieldOneOf: "{field} lazima iwe mojawapo ya {values}",
  fieldType: "{field} lazima iwe {expected}",
  fieldInvalid: "{field} si halali",
  received: "{message} (imepokelewa {received})",
} satisfies RefusalWords;
