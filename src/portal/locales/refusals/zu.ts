// Zulu: the service's refusals, as the portal shows them next to a form's fields.
import type { RefusalWords } from "../../../shared/refusal-words.ts";

export default {
  signInNoMatchMailed:
    "Le-imeyili nephasiwedi akuhambisani ne-akhawunti. Hlola kokubili, noma usethe kabusha iphasiwedi ngokuthi “Ukhohlwe iphasiwedi?”.",
  signInNoMatchOperator:
    "Le-imeyili nephasiwedi akuhambisani ne-akhawunti. Hlola kokubili, noma usethe kabusha iphasiwedi ngomphathi wesevisi.",
  signInTooMany:
    "Kunemizamo eminingi kakhulu yokungena ehlulekile yale-imeyili noma evela kuleli kheli: zama futhi emva kwemizuzu engu-{minutes}",
  signInsToAccountTooMany: "Kunokungena okuningi kakhulu kule-akhawunti: zama futhi emva kwemizuzu engu-{minutes}",
  signUpsTooMany: "Kunokubhalisa okuningi kakhulu kuleli kheli: zama futhi emva kwemizuzu engu-{minutes}",
  wrongAnswersTooMany: "Kuneziphendulo eziningi kakhulu ezingalungile: zama futhi emva kwemizuzu engu-{minutes}",
  resetRequestsTooMany:
    "Kunezicelo eziningi kakhulu zokusetha kabusha zale-imeyili noma ezivela kuleli kheli: zama futhi emva kwemizuzu engu-{minutes}",
  passwordChecksTooMany:
    "Kunokuhlolwa kwamaphasiwedi okuningi kakhulu okuvela kuleli kheli ngesikhathi esisodwa (ezingeqile ku-{count} ezilindile): zama futhi emva kwemizuzwana embalwa",
  passwordChecksBusy: "Isevisi imatasa ihlola amaphasiwedi: zama futhi emva kwemizuzwana embalwa",
  signInCodeNeeded: "Faka ikhodi enezinombolo ezingu-6 evela ku-app yakho yokuqinisekisa, noma enye yamakhodi akho okubuyisela",
  signInCodeWrong: "Le khodi ayilungile (noma isisetshenzisiwe): faka ikhodi i-app yakho eyibonisa manje",
  codeNeeded: "Faka ikhodi enezinombolo ezingu-6 evela ku-app yakho yokuqinisekisa, noma ikhodi yokubuyisela",
  codeWrong: "Le khodi ayilungile (noma isisetshenzisiwe)",
  passwordNeeded: "Faka iphasiwedi yakho",
  passwordWrong: "Le phasiwedi ayilungile",
  currentPasswordWrong: "Iphasiwedi yamanje ayilungile",
  signUpClosed: "Ukubhalisa kuvaliwe kule sevisi: cela i-akhawunti kumphathi wayo",
  signUpRefused: "Ayikwazi ukwakhiwa i-akhawunti ngale-imeyili: uma kungeyakho, ngena esikhundleni salokho",
  passwordLinkUnusable: "Lesi sixhumanisi asisebenzi (sesisetshenzisiwe, siphelelwe yisikhathi, noma asiphelele): cela esisha",
  passwordLinkNotWhole: "lesi sixhumanisi asiphelele: vula isixhumanisi umphathi akunike sona",
  resetNotMailed:
    "Le sevisi ayithumeli ukusetha kabusha kwephasiwedi nge-imeyili: cela umphathi wayo isixhumanisi sokusetha iphasiwedi entsha",
  emailInvalid: "i-imeyili kumele ibe ikheli elifana no-you@example.com",
  newPasswordLength: "iphasiwedi kumele ibe nezinhlamvu ezingu-{min} kuya ku-{max} (amagama ambalwa enza enhle)",
  passwordLength: "iphasiwedi kumele ibe nezinhlamvu ezingu-1 kuya ku-{max}",
  codeShapeWithRecovery:
    "ikhodi kumele ibe yizinombolo ezingu-6 i-app yakho yokuqinisekisa ezibonisayo, noma ikhodi yokubuyisela efana no-abcd-efgh-ijkl-mnop",
  codeShape: "ikhodi kumele ibe yizinombolo ezingu-6 i-app yakho yokuqinisekisa ezibonisayo",
  notSignedIn: "Awungenile (noma iseshini yakho iphelile): ngena futhi",
  accountGone: "Le-akhawunti ayisekho",
  stepUpCode:
    "Lolu shintsho ludinga ikhodi yakho yokuqinisekisa efakwe emizuzwini engu-{minutes} edlule: yiqinisekise, bese uphinda ushintsho",
  stepUpPassword: "Lolu shintsho ludinga iphasiwedi yakho efakwe emizuzwini engu-{minutes} edlule: yiqinisekise, bese uphinda ushintsho",
  crossOrigin: "Izinguquko zephothali zamukelwa kuphela ekhasini lephothali uqobo ku-{origin} (Origin {sentOrigin}, Sec-Fetch-Site {site})",

  twoFactorAlreadyOn: "Ukungena ngezinyathelo ezimbili sekuvuliwe: kuvale kuqala ukuze uqale kabusha nge-app entsha",
  twoFactorAlreadyOff: "Ukungena ngezinyathelo ezimbili sekuvaliwe",
  twoFactorNotStarted: "Qala ukusetha izinyathelo ezimbili kuqala: akukho khiye omusha olinde ikhodi yawo",
  twoFactorCodeMismatch: "Le khodi ayihambisani nokhiye omusha: hlola iwashi le-app bese ufaka ikhodi eyibonisa manje",
  twoFactorRestarted: "Ukusetha kuqalwe kabusha kwenye indawo: sebenzisa ukhiye omusha kakhulu oboniswe",

  apiKeyName: "igama kumele libe nezinhlamvu ezingu-1 kuya ku-{max}, njengokuthi “Iseva yesitolo”",
  apiKeyUnknown: "Awukho ukhiye we-API {id} wale-akhawunti",
  clientGone: "I-client yale-akhawunti ayisekho",
  languageUnknown: "ulimi kumele lube yikhodi yolimi isevisi elukhulumayo, njengokuthi “en”, “de”, “pt” noma “zh-Hant”",

  integrationUnknown: "uxhumano {id} alukho: sebenzisa i-id evela ku-GET /api/v1/integrations",
  shopNameInvisible:
    "igama alinaluhlamvu olubonakalayo (izikhala kuphela, izihlanganisi noma ezinye izinhlamvu ezingabonakali): nikeza igama lesitolo njengoba abakhokhi kufanele balifunde",
  urlNotHttp: "{field} kumele kube i-URL ye-http(s) ephelele",
  supportUrlNotHttp: "supportUrl kumele kube i-URL ye-http(s) ephelele efana no-https://shop.example/help",
  supportUrlCredentials: "supportUrl akumele iqukathe imininingwane yokungena (user:password@): abakhokhi bayayibona",
  urlNotHttps: "{field} kumele isebenzise i-https; kutholwe {got}",
  urlUserinfo:
    "{field} akumele iqukathe umsebenzisi noma iphasiwedi ngaphambi kuka-“@” (ibukeka njengo-{shownHost} kodwa iholela ku-{host}): nikeza ikheli lesitolo uqobo",
  urlHttpSandbox:
    "{field} kumele isebenzise i-https (i-http yamukelwa kuphela ku-localhost, 127.0.0.1 no-[::1] kumodi yokuhlola); kutholwe {origin}",
  logoUrlNotHttps: "logoUrl kumele kube i-URL ye-https ephelele (noma null uma ingekho)",
  accentColor: "accentColor kumele kube umbala onjengo-#rrggbb (noma null okuzenzakalelayo)",
  callbackUrlNotHttp: "callbackUrl kumele kube i-URL ye-http(s)",
  callbackUrlCredentials:
    "callbackUrl akumele iqukathe imininingwane yokungena (user:password@): qinisekisa ama-callback ngesihloko sawo se-webhook-signature esikhundleni salokho",
  callbackDestinationRefusedOutsideSandbox:
    "callbackUrl yenqatshiwe: {host} ixhumana no-{address}; indawo ye-callback {ip} ingu-{range}: yenqatshwa ngaphandle kwemodi yokuhlola (umthetho “{rule}”; WEBHOOK_ALLOW_PRIVATE=1 iyakuvumela)",
  callbackDestinationNever:
    "callbackUrl yenqatshiwe: {host} ixhumana no-{address}; indawo ye-callback {ip} ingu-{range}: ama-callback awaze aye lapho (umthetho “{rule}”)",
  callbackAddressRefusedOutsideSandbox:
    "callbackUrl yenqatshiwe: indawo ye-callback {ip} ingu-{range}: yenqatshwa ngaphandle kwemodi yokuhlola (umthetho “{rule}”; WEBHOOK_ALLOW_PRIVATE=1 iyakuvumela)",
  callbackAddressNever: "callbackUrl yenqatshiwe: indawo ye-callback {ip} ingu-{range}: ama-callback awaze aye lapho (umthetho “{rule}”)",
  callbackUrlRefused: "callbackUrl yenqatshiwe: {problem}",
  callbackUrlMissing:
    "uxhumano {id} alunayo i-URL ye-callback: setha eyodwa nge-PUT /_sandbox/integrations/{id}/webhook kuqala, noma usebenzise crypto-checkout listen",
  testEventsTooMany:
    "Imicimbi yokuhlola engeqile ku-{limit} ngoxhumano ngalunye njalo emizuzwini engu-{minutes} (TEST_EVENTS_PER_INTEGRATION): thumela olandelayo emva kwemizuzwana ekwi-Retry-After",
  originsList: "allowedOrigins kumele kube uhlu lwama-origin, noma null ukuvumela noma yiliphi",
  originsTooMany: "allowedOrigins ibala ama-origin angaphezu kuka-{max}",
  originText: "i-origin ngayinye kumele ibe yi-string",
  originExact:
    "i-origin ngayinye kumele ibe yi-origin ye-http(s) eqondile efana no-“https://shop.example” (i-scheme ne-host, ngaphandle kwendlela noma i-wildcard); kutholwe {got}",
  appSchemesList: 'appReturnSchemes kumele kube uhlu lwama-scheme afana no-["myshop"], noma [] uma engekho',
  appSchemesTooMany: "appReturnSchemes ibala ama-scheme angaphezu kuka-{max}",
  appSchemeText: "i-scheme ngayinye yokubuyela ku-app kumele ibe yi-string efana no-“myshop”",
  appSchemeShape:
    "i-scheme ngayinye yokubuyela ku-app kumele ibe yi-scheme ye-URL efana no-“myshop”: uhlamvu oluncane, bese kuze kube izinhlamvu ezingu-31, izinombolo, “+”, “-” noma “.”; kutholwe {got}",
  appSchemeWeb:
    "i-scheme yokubuyela ku-app ayikwazi ukuba ngu-{scheme}: i-URL yokubuyela ye-https ihlala ivunyelwe, bala kuphela i-scheme ye-app uqobo",
  appSchemeDevice:
    "i-scheme yokubuyela ku-app ayikwazi ukuba ngu-{scheme}: iqalisa noma ifunda okuthile kudivayisi yomkhokhi esikhundleni sokuvula i-app",
  toleranceText: "paymentTolerancePercent kumele kube umbhalo wedesimali ofana no-“0.5” (amaphesenti)",
  tolerancePlain:
    "paymentTolerancePercent kumele kube umbhalo wedesimali olula ofana no-“0.5”: izinombolo nechashazi elilodwa ongazikhethela lona",
  toleranceFraction: "paymentTolerancePercent inezinombolo ezingaphezu kuka-2 emva kwechashazi",
  toleranceRange: "paymentTolerancePercent kumele ibe phakathi kuka-0 no-100",
  supportEmail: "supportEmail kumele kube ikheli le-imeyili elifana no-help@shop.example",
  fieldTrueOrFalse: "{field} kumele kube true noma false",
  fieldStringOrNull: "{field} kumele kube yi-string noma null",

  orderUnknown: "i-oda {id} alikho: sebenzisa i-orderId evela ohlwini lwama-oda",
  orderUnknownForIntegration: "i-oda {id} alikho kuxhumano {integration}",
  orderMissing: "i-oda {id} alikho",
  deliveryUnknown: "ukuthunyelwa {id} akukho: sebenzisa i-id evela ku-GET /_sandbox/webhooks/deliveries",
  notYourIntegration: "{field} {id} akusilo olunye loxhumano lwakho: sebenzisa i-id evela ku-GET /api/v1/integrations",
  assetUnknown: "{field} {id} akuyona impahla esekelwayo: sebenzisa eyodwa ku-{assets} (GET /api/v1/assets)",
  assetDisabled: "{field} {id} ivaliwe ekusebenzeni (GET /api/v1/assets ibonisa disabled: true): khetha impahla evuliwe",
  amountBelowMinimum:
    "{field} {amount} ingaphansi kwenani elincane elingenayo lika-{minimum} {asset} ku-{network}: thumela okungenani u-{minimum}",
  customerRequired: "customer iyadingeka lapho kwakhiwa i-oda kusukela ekukhishweni kuka-15.09.2025: thumela { type, firstName, lastName }",
  customerObject: "customer kumele kube yi-object: { type, firstName, lastName }",
  customerType: "customer.type kumele kube “individual” (uhlobo lwekhasimende olulodwa oluziwa yincazelo)",
  amountRequired: "inani liyadingeka: lithumele njengombhalo wedesimali, isibonelo “10.50”",
  amountNumber: "inani kumele libe yi-string yombhalo wedesimali efana no-“10.50”, hhayi inombolo ye-JSON",
  amountString: "inani kumele libe yi-string yombhalo wedesimali efana no-“10.50”",
  amountPlain:
    "inani kumele libe umbhalo wedesimali olula ofana no-“10.50”: izinombolo, ichashazi elilodwa ongazikhethela lona, ngaphandle kophawu, i-exponent noma izikhala",
  amountIntegerDigits: "inani linezinombolo ezingaphezu kuka-{max} ngaphambi kwechashazi",
  amountFractionDigits: "inani linezinombolo ezingaphezu kuka-{max} emva kwechashazi",
  amountPositive: "inani kumele libe ngaphezu kuka-zero",
  amountDecimal: "inani kumele libe umbhalo wedesimali",
  ownAddress:
    "destinationAddress {address} ingelinye lamakheli ama-oda ale sevisi uqobo: thumela ukubuyiselwa kwemali noma ukukhishwa kwemali ku-wallet yomkhokhi noma eyakho",
  addressInvalidTron:
    "destinationAddress {address} akulona ikheli le-{network} elivumelekile le-{asset}: kulindeleke ikheli le-base58check eliqala ngo-T (izinhlamvu ezingu-34)",
  addressInvalidEvm:
    "destinationAddress {address} akulona ikheli le-{network} elivumelekile le-{asset}: kulindeleke u-0x olandelwa yizinombolo ze-hex ezingu-40, ne-checksum ye-EIP-55 elungile uma kuxubene izinhlamvu ezinkulu nezincane",
  balanceShort:
    "uxhumano {integration} lunemali engu-{balance} {asset}, kodwa inani {amount} kanye nemali yenethiwekhi {fee} kudinga {needed}: ukukhishwa kwemali kudonsa kuphela ku-integrationId ekushoyo, ukubuyiselwa kwemali kuxhumano lwe-oda elibuyiselwayo.",
  refundOrderUnknown: "refundOrderId {id} akusilo elinye lama-oda akho: sebenzisa i-orderId ye-oda lenkokhelo noma ledipozithi eliqediwe",
  refundOrderType: "i-oda {id} liyi-oda le-{type}: ama-oda enkokhelo nedipozithi kuphela angabuyiselwa imali",
  refundOrderStatus: "i-oda {id} lisesimweni {status}: ukubuyiselwa kwemali kungenziwa kuphela uma i-oda seliqediwe",
  refundAssetMismatch: "assetId {assetId} ayihambisani ne-oda {id}, elithole {asset}: buyisela imali ngo-{asset}",
  refundTooMuch: "inani {amount} lidlula okusengabuyiselwa ku-oda {id}: {refundable} {asset} (kutholwe {primary}, kubuyiselwe {refunded})",
  markPaidRefused:
    "i-oda {id} alikwazi ukumakwa njengelikhokhiwe: kungamakwa kuphela i-oda inkokhelo yalo efike emva kwesikhathi salo (elisaqhubeka)",
  noPaymentWindow: "i-oda {id} alinaso isikhathi sokukhokha esiqhubekayo: nguyena kuphela i-oda elenziwe ngesixhumanisi senkokhelo elinaso",

  linkUnknown:
    "isixhumanisi senkokhelo {id} asikho: sebenzisa i-linkId evela ku-POST /api/v1/payment-links noma ku-GET /api/v1/payment-links",
  linkNameInvisible: "igama alinaluhlamvu olubonakalayo: nikeza igama lento njengoba abakhokhi kufanele balifunde",
  priceCurrencyUnknown:
    "price.currency {currency} akuyona imali eyaziwa amanani okushintshisana ({currencies}) futhi akuyona i-assetId ({assets})",
  priceAmountShape:
    "price.amount {amount} kumele kube umbhalo wedesimali ongaphezu kuka-zero onezinombolo ezingafika ku-{digits} emva kwechashazi ze-{currency}, njengo-{example}",
  priceInAsset: 'intengo ngo-{asset} ikhokhwa ngo-{asset} kuphela: shiya i-assetIds noma uthumele ["{asset}"]',
  priceAmountRequired: "price.amount iyadingeka, njengombhalo wedesimali ofana no-“10.00”",
  priceAmountText: "price.amount kumele kube umbhalo wedesimali ofana no-“10.00”",
  priceCurrencyRequired: "price.currency iyadingeka: “USD”, “EUR” noma i-assetId",
  priceObject: 'price kumele kube yi-object: { amount: "10.00", currency: "USD" }',
  assetIdsEntry: "ngayinye ye-assetIds kumele ibe yi-string ye-assetId",
  assetIdsArray: "assetIds kumele kube yi-array yama-assetId",
  assetIdsEmpty: "assetIds kumele ibale okungenani impahla eyodwa (yishiye ukuze kube yizo zonke izimpahla ezivuliwe)",
  assetIdsTooMany: "assetIds inokufakiwe okungaphezu kuka-{max}",
  expiryWhole: "expiresInMinutes kumele kube imizuzu ephelele kusuka ku-{min} kuya ku-{max}",
  expiryMin: "expiresInMinutes kumele kube okungenani u-{min}",
  expiryMax: "expiresInMinutes akumele yeqe u-{max} (iviki elilodwa)",
  returnUrlHttps: "returnUrl kumele kube i-URL ye-https ephelele",
  returnUrlApp: "returnUrl kumele kube i-URL ephelele: i-https, noma isixhumanisi se-app kwenye yama-scheme okubuyela ku-app oxhumano",

  payoutUnknown: "inkokhelo ephumayo {id} ayikho: sebenzisa i-orderId evela ku-GET /api/v1/payouts",
  payoutNotAwaitingPaid:
    "inkokhelo ephumayo {id} isesimweni {state}: kungamakwa njengekhokhiwe kuphela inkokhelo ephumayo esalinde ukukhokhwa",
  payoutNotAwaitingCancel:
    "inkokhelo ephumayo {id} isesimweni {state}: kungakhanselwa kuphela inkokhelo ephumayo esalinde ukukhokhwa (ukudluliswa okubonwe kwayo kungenzeka sekuphumile ku-wallet)",
  payoutNoStranger:
    "inkokhelo ephumayo {id} ayinakho ukudluliswa okuvela ku-wallet engaziwa okunale-hash nale-logIndex okulinde impendulo: sebenzisa okubalwe kwabangaziwa benkokhelo ephumayo",
  transferPaidOther:
    "ukudluliswa {hash} (log {logIndex}) sekukhokhele enye inkokhelo ephumayo: ukudluliswa okukodwa kukhokhela eyodwa kuphela",
  hashText: "hash kumele kube yi-string: i-hash yokuthengiselana esithunyelwe ngosayinayo",
  hashShape:
    "hash kumele kube yizinombolo ze-hex ezingu-64 (eziqala ngo-0x ku-Ethereum naku-BNB Smart Chain): i-hash yokuthengiselana esithunyelwe ngosayinayo",
  strangerHashText: "hash kumele kube yi-string: i-hash yokudluliswa okubalwe kwabangaziwa benkokhelo ephumayo",
  strangerHashShape:
    "hash kumele kube yizinombolo ze-hex ezingu-64 (eziqala ngo-0x ku-Ethereum naku-BNB Smart Chain): i-hash yokudluliswa okubalwe kwabangaziwa benkokhelo ephumayo",
  logIndexWhole: "logIndex kumele kube inombolo ephelele: i-logIndex yokudluliswa okubalwe kwabangaziwa benkokhelo ephumayo",
  logIndexMin: "logIndex kumele kube ngu-0 noma ngaphezulu: i-logIndex yokudluliswa okubalwe kwabangaziwa benkokhelo ephumayo",

  bodyNotJson: "Content-Type {contentType} akuyona i-JSON: thumela umzimba wesicelo njenge-JSON no-Content-Type: application/json",
  bodyBadJson: "Umzimba wesicelo awuyona i-JSON evumelekile ({reason}): thumela i-object eyodwa ye-JSON",
  bodyNotObject: "Umzimba wesicelo kumele ube yi-object ye-JSON, kutholwe {value}",
  bodyTooLarge: "Umzimba wesicelo mkhulu kunama-byte angu-{bytes}: thumela i-object ye-JSON encane",
  idempotencyKeyShape:
    "Idempotency-Key {key} kumele ibe nezinhlamvu ze-ASCII ezibonakalayo ezingu-1 kuya ku-255 ngaphandle kwezikhala: thumela inani elisha elingahleliwe (i-UUID) esicelweni ngasinye",
  idempotencyKeyReused:
    "Idempotency-Key {key} isisetshenziselwe esinye isicelo (umzimba noma i-endpoint ehlukile): phinda isicelo esifanayo ncamashi ukuze uthole impendulo yaso futhi, noma usebenzise ukhiye omusha esicelweni esisha",
  requestsTooMany:
    "Kunezicelo eziningi kakhulu ku-{what}: ezingeqile ku-{limit} njalo emizuzwini engu-{seconds} kusuka ku-client eyodwa ({setting}). Zama futhi emva kwemizuzwana ekwi-Retry-After.",
  fieldDate: "{field} kumele kube usuku olufana no-YYYY-MM-DD",
  fieldControlCharacters: "{field} akumele iqukathe izinhlamvu zokulawula (kutholwe {character}): thumela umbhalo ngaphandle kwazo",
  fieldDisplayCharacters:
    "{field} akumele iqukathe izinhlamvu zokulawula noma zokufometha ezinezinhlangothi ezimbili (kutholwe {character}): zishintsha lokho umkhokhi akubonayo",
  fieldRequired: "{field} iyadingeka",
  fieldEmpty: "{field} akumele ibe ize",
  fieldTooLong: "{field} ide kunezinhlamvu ezingu-{max}",
  fieldText: "{field} kumele kube umbhalo",
  fieldString: "{field} kumele kube yi-string",
  fieldOneOf: "{field} kumele kube okukodwa ku-{values}",
  fieldType: "{field} kumele kube {expected}",
  fieldInvalid: "{field} ayivumelekile",
  received: "{message} (kutholwe {received})",
} satisfies RefusalWords;
