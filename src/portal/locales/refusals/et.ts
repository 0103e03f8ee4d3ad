// Estonian: the service's refusals, as the portal shows them next to a form's fields.
import type { RefusalWords } from "../../../shared/refusal-words.ts";

export default {
  signInNoMatchMailed:
    "See e-posti aadress ja parool ei vasta ühelegi kontole. Kontrolli mõlemat või lähtesta parool lingiga „Unustasid parooli?“.",
  signInNoMatchOperator:
    "See e-posti aadress ja parool ei vasta ühelegi kontole. Kontrolli mõlemat või palu teenuse haldajal parool lähtestada.",
  signInTooMany:
    "Liiga palju ebaõnnestunud sisselogimisi selle e-posti aadressiga või sellelt aadressilt: proovi uuesti {minutes} min pärast",
  signInsToAccountTooMany: "Liiga palju sisselogimisi sellele kontole: proovi uuesti {minutes} min pärast",
  signUpsTooMany: "Liiga palju registreerumisi sellelt aadressilt: proovi uuesti {minutes} min pärast",
  wrongAnswersTooMany: "Liiga palju valesid vastuseid: proovi uuesti {minutes} min pärast",
  resetRequestsTooMany:
    "Liiga palju lähtestamistaotlusi selle e-posti aadressi jaoks või sellelt aadressilt: proovi uuesti {minutes} min pärast",
  passwordChecksTooMany:
    "Liiga palju samaaegseid paroolikontrolle sellelt aadressilt (järjekorras kuni {count}): proovi mõne sekundi pärast uuesti",
  passwordChecksBusy: "Teenus on paroolide kontrollimisega hõivatud: proovi mõne sekundi pärast uuesti",
  signInCodeNeeded: "Sisesta autentimisrakenduse 6-kohaline kood või üks oma taastekoodidest",
  signInCodeWrong: "See kood ei ole õige (või on juba kasutatud): sisesta kood, mida rakendus praegu näitab",
  codeNeeded: "Sisesta autentimisrakenduse 6-kohaline kood või taastekood",
  codeWrong: "See kood ei ole õige (või on juba kasutatud)",
  passwordNeeded: "Sisesta oma parool",
  passwordWrong: "See parool ei ole õige",
  currentPasswordWrong: "Praegune parool ei ole õige",
  signUpClosed: "Selles teenuses on registreerumine suletud: küsi kontot haldajalt",
  signUpRefused: "Selle e-posti aadressiga ei saa kontot luua: kui see on sinu oma, logi hoopis sisse",
  passwordLinkUnusable: "See link ei tööta (juba kasutatud, aegunud või poolik): küsi uus",
  passwordLinkNotWhole: "See link on poolik: ava link, mille haldaja sulle andis",
  resetNotMailed: "See teenus ei saada parooli lähtestamist e-postiga: küsi haldajalt link uue parooli määramiseks",
  emailInvalid: "Sisesta e-posti aadress, näiteks you@example.com",
  newPasswordLength: "Parool peab olema {min} kuni {max} märki pikk (mõni sõna üheskoos on hea parool)",
  passwordLength: "Parool peab olema 1 kuni {max} märki pikk",
  codeShapeWithRecovery: "Kood peab olema autentimisrakenduse näidatud 6 numbrit või taastekood, näiteks abcd-efgh-ijkl-mnop",
  codeShape: "Kood peab olema autentimisrakenduse näidatud 6 numbrit",
  notSignedIn: "Sa ei ole sisse logitud (või seanss lõppes): logi uuesti sisse",
  accountGone: "Seda kontot enam ei ole",
  stepUpCode: "See muudatus nõuab viimase {minutes} minuti jooksul sisestatud autentimiskoodi: kinnita see ja tee muudatus uuesti",
  stepUpPassword: "See muudatus nõuab viimase {minutes} minuti jooksul sisestatud parooli: kinnita see ja tee muudatus uuesti",
  crossOrigin:
    "Portaali muudatusi võetakse vastu ainult portaali enda lehelt aadressil {origin} (Origin {sentOrigin}, Sec-Fetch-Site {site})",

  twoFactorAlreadyOn: "Kaheastmeline sisselogimine on juba sees: lülita see enne välja, et uue rakendusega otsast alustada",
  twoFactorAlreadyOff: "Kaheastmeline sisselogimine on juba väljas",
  twoFactorNotStarted: "Alusta esmalt kaheastmelise sisselogimise seadistamist: ükski uus võti ei oota oma koodi",
  twoFactorCodeMismatch: "See kood ei sobi uue võtmega: kontrolli rakenduse kella ja sisesta kood, mida see praegu näitab",
  twoFactorRestarted: "Seadistamist alustati mujal uuesti: kasuta viimati näidatud võtit",

  apiKeyName: "Nimi peab olema 1 kuni {max} märki pikk, näiteks „Poe server“",
  apiKeyUnknown: "Sellel kontol ei ole API-võtit {id}",
  clientGone: "Selle konto klienti enam ei ole",
  languageUnknown: "Keel peab olema teenuse toetatud keele kood, näiteks „en“, „de“, „pt“ või „zh-Hant“",

  integrationUnknown: "Liidestust {id} ei ole olemas: kasuta ID-d päringust GET /api/v1/integrations",
  shopNameInvisible:
    "Nimes ei ole ühtegi nähtavat märki (ainult tühikud, liitjad või muud nähtamatud märgid): anna poe nimi nii, nagu maksjad seda lugema peavad",
  urlNotHttp: "{field} peab olema absoluutne http(s)-URL",
  supportUrlNotHttp: "supportUrl peab olema absoluutne http(s)-URL, näiteks https://shop.example/help",
  supportUrlCredentials: "supportUrl ei tohi sisaldada kasutajaandmeid (user:password@): maksjad näevad seda",
  urlNotHttps: "{field} peab kasutama https-i; saadi {got}",
  urlUserinfo:
    "{field} ei tohi sisaldada kasutajat ega parooli enne märki „@“ (see paistab kui {shownHost}, aga viib aadressile {host}): anna poe enda aadress",
  urlHttpSandbox:
    "{field} peab kasutama https-i (http on lubatud ainult localhost, 127.0.0.1 ja [::1] jaoks liivakastirežiimis); saadi {origin}",
  logoUrlNotHttps: "logoUrl peab olema absoluutne https-URL (või null, kui logo pole)",
  accentColor: "accentColor peab olema värv kujul #rrggbb (või null vaikevärvi jaoks)",
  callbackUrlNotHttp: "callbackUrl peab olema http(s)-URL",
  callbackUrlCredentials:
    "callbackUrl ei tohi sisaldada kasutajaandmeid (user:password@): kontrolli tagasikutseid hoopis nende webhook-signature päise järgi",
  callbackDestinationRefusedOutsideSandbox:
    "callbackUrl lükati tagasi: {host} lahendub aadressiks {address}; tagasikutse sihtkoht {ip} on {range}: väljaspool liivakastirežiimi keelatud (reegel „{rule}“; WEBHOOK_ALLOW_PRIVATE=1 lubab selle)",
  callbackDestinationNever:
    "callbackUrl lükati tagasi: {host} lahendub aadressiks {address}; tagasikutse sihtkoht {ip} on {range}: sinna tagasikutseid kunagi ei saadeta (reegel „{rule}“)",
  callbackAddressRefusedOutsideSandbox:
    "callbackUrl lükati tagasi: tagasikutse sihtkoht {ip} on {range}: väljaspool liivakastirežiimi keelatud (reegel „{rule}“; WEBHOOK_ALLOW_PRIVATE=1 lubab selle)",
  callbackAddressNever:
    "callbackUrl lükati tagasi: tagasikutse sihtkoht {ip} on {range}: sinna tagasikutseid kunagi ei saadeta (reegel „{rule}“)",
  callbackUrlRefused: "callbackUrl lükati tagasi: {problem}",
  callbackUrlMissing:
    "Liidestusel {id} ei ole tagasikutse URL-i: määra see esmalt päringuga PUT /_sandbox/integrations/{id}/webhook või käivita crypto-checkout listen",
  testEventsTooMany:
    "Kuni {limit} testsündmust liidestuse kohta iga {minutes} minuti jooksul (TEST_EVENTS_PER_INTEGRATION): saada järgmine pärast Retry-After päises toodud sekundeid",
  originsList: "allowedOrigins peab olema originite loend või null, et lubada kõiki",
  originsTooMany: "allowedOrigins sisaldab üle {max} origini",
  originText: "Iga origin peab olema string",
  originExact:
    "Iga origin peab olema täpne http(s)-origin, näiteks „https://shop.example“ (skeem ja host, ilma tee ja metamärgita); saadi {got}",
  appSchemesList: 'appReturnSchemes peab olema skeemide loend, näiteks ["myshop"], või [], kui neid pole',
  appSchemesTooMany: "appReturnSchemes sisaldab üle {max} skeemi",
  appSchemeText: "Iga rakenduse tagasipöördumisskeem peab olema string, näiteks „myshop“",
  appSchemeShape:
    "Iga rakenduse tagasipöördumisskeem peab olema URL-skeem, näiteks „myshop“: väiketäht, seejärel kuni 31 tähte, numbrit, „+“, „-“ või „.“; saadi {got}",
  appSchemeWeb:
    "Rakenduse tagasipöördumisskeem ei tohi olla {scheme}: https-tagasipöördumis-URL on alati lubatud, loetle ainult rakenduse oma skeem",
  appSchemeDevice:
    "Rakenduse tagasipöördumisskeem ei tohi olla {scheme}: see käivitab või loeb midagi maksja seadmes, selle asemel et rakendus avada",
  toleranceText: "paymentTolerancePercent peab olema kümnendarv tekstina, näiteks „0.5“ (protsenti)",
  tolerancePlain: "paymentTolerancePercent peab olema lihtne kümnendarv tekstina, näiteks „0.5“: numbrid ja kõige rohkem üks punkt",
  toleranceFraction: "paymentTolerancePercent sisaldab üle 2 komakoha",
  toleranceRange: "paymentTolerancePercent peab olema vahemikus 0 kuni 100",
  supportEmail: "supportEmail peab olema e-posti aadress, näiteks help@shop.example",
  fieldTrueOrFalse: "{field} peab olema true või false",
  fieldStringOrNull: "{field} peab olema string või null",

  orderUnknown: "Tellimust {id} ei ole olemas: kasuta tellimuste loendist orderId-d",
  orderUnknownForIntegration: "Tellimust {id} ei ole liidestuses {integration} olemas",
  orderMissing: "Tellimust {id} ei ole olemas",
  deliveryUnknown: "Edastust {id} ei ole olemas: kasuta ID-d päringust GET /_sandbox/webhooks/deliveries",
  notYourIntegration: "{field} {id} ei ole üks sinu liidestustest: kasuta ID-d päringust GET /api/v1/integrations",
  assetUnknown: "{field} {id} ei ole toetatud vara: kasuta üht neist: {assets} (GET /api/v1/assets)",
  assetDisabled: "{field} {id} on tehingute jaoks välja lülitatud (GET /api/v1/assets näitab disabled: true): vali lubatud vara",
  amountBelowMinimum:
    "{field} {amount} on väiksem kui minimaalne sissetulev summa {minimum} {asset} võrgus {network}: saada vähemalt {minimum}",
  customerRequired: "customer on tellimuse loomisel kohustuslik alates väljalaskest 15.09.2025: saada { type, firstName, lastName }",
  customerObject: "customer peab olema objekt: { type, firstName, lastName }",
  customerType: "customer.type peab olema „individual“ (ainus kliendi tüüp, mida spetsifikatsioon tunneb)",
  amountRequired: "Summa on kohustuslik: saada see kümnendarvuna tekstina, näiteks „10.50“",
  amountNumber: "Summa peab olema kümnendarvu tekstina sisaldav string, näiteks „10.50“, mitte JSON-arv",
  amountString: "Summa peab olema kümnendarvu tekstina sisaldav string, näiteks „10.50“",
  amountPlain:
    "Summa peab olema lihtne kümnendarv tekstina, näiteks „10.50“: numbrid, kõige rohkem üks punkt, ilma märgi, astendaja ja tühikuteta",
  amountIntegerDigits: "Summas on enne punkti üle {max} numbri",
  amountFractionDigits: "Summas on üle {max} komakoha",
  amountPositive: "Summa peab olema suurem kui null",
  amountDecimal: "Summa peab olema kümnendarv tekstina",
  ownAddress:
    "destinationAddress {address} on üks selle teenuse enda tellimuste aadressidest: saada tagasimakse või väljamakse maksja või oma rahakotti",
  addressInvalidTron:
    "destinationAddress {address} ei ole kehtiv {network}-aadress varale {asset}: oodati T-tähega algavat base58check-aadressi (34 märki)",
  addressInvalidEvm:
    "destinationAddress {address} ei ole kehtiv {network}-aadress varale {asset}: oodati 0x ja 40 kuueteistkümnendnumbrit, segatähtede korral õige EIP-55 kontrollsummaga",
  balanceShort:
    "Liidestusel {integration} on {balance} {asset}, kuid summa {amount} koos võrgutasuga {fee} nõuab {needed}: väljamakse kasutab ainult enda nimetatud integrationId saldot, tagasimakse tagastatud tellimuse liidestuse saldot.",
  refundOrderUnknown: "refundOrderId {id} ei ole üks sinu tellimustest: kasuta lõpetatud makse- või sissemaksetellimuse orderId-d",
  refundOrderType: "Tellimuse {id} tüüp on {type}: tagastada saab ainult makse- ja sissemaksetellimusi",
  refundOrderStatus: "Tellimuse {id} olek on {status}: tagasimakse saab luua alles siis, kui tellimus on lõpetatud",
  refundAssetMismatch: "assetId {assetId} ei sobi tellimusega {id}, mis sai vara {asset}: tagasta varas {asset}",
  refundTooMuch:
    "Summa {amount} ületab tellimuse {id} veel tagastatava summa: {refundable} {asset} (saadud {primary}, tagastatud {refunded})",
  markPaidRefused:
    "Tellimust {id} ei saa makstuks märkida: seda saab teha ainult tellimusega, mille makse saabus pärast makseakent (veel töös)",
  noPaymentWindow: "Tellimusel {id} ei ole käimasolevat makseakent: see on ainult makselingi kaudu tehtud tellimusel",

  linkUnknown: "Makselinki {id} ei ole olemas: kasuta linkId-d päringust POST /api/v1/payment-links või GET /api/v1/payment-links",
  linkNameInvisible: "Nimes ei ole ühtegi nähtavat märki: anna toote nimi nii, nagu maksjad seda lugema peavad",
  priceCurrencyUnknown: "price.currency {currency} ei ole ei vahetuskurssidele tuntud valuuta ({currencies}) ega assetId ({assets})",
  priceAmountShape:
    "price.amount {amount} peab olema nullist suurem kümnendarv tekstina, kus valuuta {currency} jaoks on kõige rohkem {digits} komakohta, näiteks {example}",
  priceInAsset: 'Varas {asset} määratud hind makstakse ainult varas {asset}: jäta assetIds ära või saada ["{asset}"]',
  priceAmountRequired: "price.amount on kohustuslik, kümnendarvuna tekstina, näiteks „10.00“",
  priceAmountText: "price.amount peab olema kümnendarv tekstina, näiteks „10.00“",
  priceCurrencyRequired: "price.currency on kohustuslik: „USD“, „EUR“ või assetId",
  priceObject: 'price peab olema objekt: { amount: "10.00", currency: "USD" }',
  assetIdsEntry: "Iga assetIds-i element peab olema assetId string",
  assetIdsArray: "assetIds peab olema assetId-de massiiv",
  assetIdsEmpty: "assetIds peab nimetama vähemalt ühe vara (jäta see ära kõigi lubatud varade jaoks)",
  assetIdsTooMany: "assetIds sisaldab üle {max} elemendi",
  expiryWhole: "expiresInMinutes peab olema täisarv minuteid vahemikus {min} kuni {max}",
  expiryMin: "expiresInMinutes peab olema vähemalt {min}",
  expiryMax: "expiresInMinutes tohib olla kõige rohkem {max} (üks nädal)",
  returnUrlHttps: "returnUrl peab olema absoluutne https-URL",
  returnUrlApp: "returnUrl peab olema absoluutne URL: https või rakenduse link ühe liidestuse rakenduste tagasipöördumisskeemiga",

  payoutUnknown: "Väljamakset {id} ei ole olemas: kasuta orderId-d päringust GET /api/v1/payouts",
  payoutNotAwaitingPaid: "Väljamakse {id} olek on {state}: makstuks saab märkida ainult veel makset ootava väljamakse",
  payoutNotAwaitingCancel:
    "Väljamakse {id} olek on {state}: tühistada saab ainult veel makset ootava väljamakse (selle jaoks nähtud ülekanne võib olla juba rahakotist lahkunud)",
  payoutNoStranger:
    "Väljamaksel {id} ei ole vastust ootavat ülekannet tundmatust rahakotist selle räsi ja logIndexiga: kasuta mõnda väljamakse strangers-loendis olevat",
  transferPaidOther: "Ülekanne {hash} (logi {logIndex}) on juba tasunud teise väljamakse: üks ülekanne tasub kõige rohkem ühe",
  hashText: "hash peab olema string: allkirjastaja saadetud tehingu räsi",
  hashShape:
    "hash peab olema 64 kuueteistkümnendnumbrit (Ethereumis ja BNB Smart Chainis eesliitega 0x): allkirjastaja saadetud tehingu räsi",
  strangerHashText: "hash peab olema string: väljamakse strangers-loendis oleva ülekande räsi",
  strangerHashShape:
    "hash peab olema 64 kuueteistkümnendnumbrit (Ethereumis ja BNB Smart Chainis eesliitega 0x): väljamakse strangers-loendis oleva ülekande räsi",
  logIndexWhole: "logIndex peab olema täisarv: väljamakse strangers-loendis oleva ülekande logIndex",
  logIndexMin: "logIndex peab olema 0 või suurem: väljamakse strangers-loendis oleva ülekande logIndex",

  bodyNotJson: "Content-Type {contentType} ei ole JSON: saada sisu JSON-ina päisega Content-Type: application/json",
  bodyBadJson: "Sisu ei ole kehtiv JSON ({reason}): saada üks JSON-objekt",
  bodyNotObject: "Sisu peab olema JSON-objekt, saadi {value}",
  bodyTooLarge: "Sisu on suurem kui {bytes} baiti: saada väiksem JSON-objekt",
  idempotencyKeyShape:
    "Idempotency-Key {key} peab olema 1 kuni 255 nähtavat ASCII-märki ilma tühikuteta: saada iga päringuga uus juhuslik väärtus (UUID)",
  idempotencyKeyReused:
    "Idempotency-Key {key} on juba kasutatud teise päringu jaoks (teine sisu või lõpp-punkt): korda täpselt sama päringut, et saada uuesti selle vastus, või kasuta uue päringu jaoks uut võtit",
  requestsTooMany:
    "Liiga palju päringuid sihtkohta {what}: kuni {limit} {seconds} s jooksul ühelt kliendilt ({setting}). Proovi uuesti pärast Retry-After päises toodud sekundeid.",
  fieldDate: "{field} peab olema kuupäev kujul AAAA-KK-PP",
  fieldControlCharacters: "{field} ei tohi sisaldada juhtmärke (leiti {character}): saada tekst ilma nendeta",
  fieldDisplayCharacters:
    "{field} ei tohi sisaldada juhtmärke ega kahesuunalise vormingu märke (leiti {character}): need muudavad seda, mida maksja näeb",
  fieldRequired: "{field} on kohustuslik",
  fieldEmpty: "{field} ei tohi olla tühi",
  fieldTooLong: "{field} on pikem kui {max} märki",
  fieldText: "{field} peab olema tekst",
  fieldString: "{field} peab olema string",
  fieldOneOf: "{field} peab olema üks järgmistest: {values}",
  fieldType: "{field} peab olema {expected}",
  fieldInvalid: "{field} ei ole kehtiv",
  received: "{message} (saadi {received})",
} satisfies RefusalWords;
