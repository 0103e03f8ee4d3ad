// Lithuanian: the service's refusals, as the portal shows them next to a form's fields.
import type { RefusalWords } from "../../../shared/refusal-words.ts";

export default {
  signInNoMatchMailed:
    "Šis el. pašto adresas ir slaptažodis neatitinka jokios paskyros. Patikrinkite abu arba atkurkite slaptažodį per „Pamiršote slaptažodį?“.",
  signInNoMatchOperator:
    "Šis el. pašto adresas ir slaptažodis neatitinka jokios paskyros. Patikrinkite abu arba paprašykite paslaugos operatoriaus atkurti slaptažodį.",
  signInTooMany: "Per daug nesėkmingų prisijungimų šiuo el. pašto adresu arba iš šio adreso: bandykite dar kartą po {minutes} min.",
  signInsToAccountTooMany: "Per daug prisijungimų prie šios paskyros: bandykite dar kartą po {minutes} min.",
  signUpsTooMany: "Per daug registracijų iš šio adreso: bandykite dar kartą po {minutes} min.",
  wrongAnswersTooMany: "Per daug neteisingų atsakymų: bandykite dar kartą po {minutes} min.",
  resetRequestsTooMany: "Per daug atkūrimo užklausų šiam el. pašto adresui arba iš šio adreso: bandykite dar kartą po {minutes} min.",
  passwordChecksTooMany:
    "Per daug vienu metu vykdomų slaptažodžio tikrinimų iš šio adreso (eilėje daugiausia {count}): bandykite dar kartą po kelių sekundžių",
  passwordChecksBusy: "Paslauga užimta tikrindama slaptažodžius: bandykite dar kartą po kelių sekundžių",
  signInCodeNeeded: "Įveskite 6 skaitmenų kodą iš autentifikavimo programėlės arba vieną iš atkūrimo kodų",
  signInCodeWrong: "Šis kodas neteisingas (arba jau panaudotas): įveskite kodą, kurį programėlė rodo dabar",
  codeNeeded: "Įveskite 6 skaitmenų kodą iš autentifikavimo programėlės arba atkūrimo kodą",
  codeWrong: "Šis kodas neteisingas (arba jau panaudotas)",
  passwordNeeded: "Įveskite slaptažodį",
  passwordWrong: "Šis slaptažodis neteisingas",
  currentPasswordWrong: "Dabartinis slaptažodis neteisingas",
  signUpClosed: "Šioje paslaugoje registracija uždaryta: paskyros paprašykite operatoriaus",
  signUpRefused: "Su šiuo el. pašto adresu paskyros sukurti negalima: jei jis jūsų, prisijunkite",
  passwordLinkUnusable: "Ši nuoroda neveikia (jau panaudota, nebegalioja arba nepilna): paprašykite naujos",
  passwordLinkNotWhole: "Ši nuoroda nepilna: atidarykite nuorodą, kurią jums davė operatorius",
  resetNotMailed: "Ši paslauga nesiunčia slaptažodžio atkūrimo el. paštu: paprašykite operatoriaus nuorodos naujam slaptažodžiui nustatyti",
  emailInvalid: "Įveskite el. pašto adresą, pvz., you@example.com",
  newPasswordLength: "Slaptažodis turi būti nuo {min} iki {max} simbolių (keli žodžiai – geras slaptažodis)",
  passwordLength: "Slaptažodis turi būti nuo 1 iki {max} simbolių",
  codeShapeWithRecovery:
    "Kodas turi būti 6 skaitmenys, kuriuos rodo autentifikavimo programėlė, arba atkūrimo kodas, pvz., abcd-efgh-ijkl-mnop",
  codeShape: "Kodas turi būti 6 skaitmenys, kuriuos rodo autentifikavimo programėlė",
  notSignedIn: "Nesate prisijungę (arba sesija baigėsi): prisijunkite iš naujo",
  accountGone: "Šios paskyros nebėra",
  stepUpCode:
    "Šiam pakeitimui reikia autentifikavimo kodo, įvesto per paskutines {minutes} min.: patvirtinkite jį ir pakartokite pakeitimą",
  stepUpPassword: "Šiam pakeitimui reikia slaptažodžio, įvesto per paskutines {minutes} min.: patvirtinkite jį ir pakartokite pakeitimą",
  crossOrigin: "Portalo pakeitimai priimami tik iš paties portalo puslapio adresu {origin} (Origin {sentOrigin}, Sec-Fetch-Site {site})",

  twoFactorAlreadyOn: "Dviejų veiksnių prisijungimas jau įjungtas: pirma jį išjunkite, jei norite pradėti iš naujo su nauja programėle",
  twoFactorAlreadyOff: "Dviejų veiksnių prisijungimas jau išjungtas",
  twoFactorNotStarted: "Pirma pradėkite dviejų veiksnių prisijungimo sąranką: joks naujas raktas nelaukia savo kodo",
  twoFactorCodeMismatch: "Šis kodas neatitinka naujo rakto: patikrinkite programėlės laikrodį ir įveskite kodą, kurį ji rodo dabar",
  twoFactorRestarted: "Sąranka buvo pradėta iš naujo kitur: naudokite naujausią parodytą raktą",

  apiKeyName: "Pavadinimas turi būti nuo 1 iki {max} simbolių, pvz., „Parduotuvės serveris“",
  apiKeyUnknown: "Šiai paskyrai nepriklauso API raktas {id}",
  clientGone: "Šios paskyros kliento nebėra",
  languageUnknown: "Kalba turi būti paslaugos palaikomos kalbos kodas, pvz., „en“, „de“, „pt“ arba „zh-Hant“",

  integrationUnknown: "Integracijos {id} nėra: naudokite id iš GET /api/v1/integrations",
  shopNameInvisible:
    "Pavadinime nėra nė vieno matomo simbolio (tik tarpai, jungiamieji ar kiti nematomi simboliai): įrašykite parduotuvės pavadinimą taip, kaip jį turi matyti mokėtojai",
  urlNotHttp: "{field} turi būti absoliutus http(s) URL",
  supportUrlNotHttp: "supportUrl turi būti absoliutus http(s) URL, pvz., https://shop.example/help",
  supportUrlCredentials: "supportUrl negali turėti prisijungimo duomenų (user:password@): mokėtojai jį mato",
  urlNotHttps: "{field} turi naudoti https; gauta {got}",
  urlUserinfo:
    "{field} negali turėti naudotojo ar slaptažodžio prieš „@“ (atrodo kaip {shownHost}, bet veda į {host}): įrašykite tikrą parduotuvės adresą",
  urlHttpSandbox: "{field} turi naudoti https (http leidžiamas tik localhost, 127.0.0.1 ir [::1] smėlio dėžės režime); gauta {origin}",
  logoUrlNotHttps: "logoUrl turi būti absoliutus https URL (arba null, jei logotipo nėra)",
  accentColor: "accentColor turi būti spalva formatu #rrggbb (arba null numatytajai)",
  callbackUrlNotHttp: "callbackUrl turi būti http(s) URL",
  callbackUrlCredentials:
    "callbackUrl negali turėti prisijungimo duomenų (user:password@): atgalinius iškvietimus tikrinkite pagal jų antraštę webhook-signature",
  callbackDestinationRefusedOutsideSandbox:
    "callbackUrl atmestas: {host} nukreipia į {address}; atgalinio iškvietimo paskirtis {ip} yra {range}: atmetama ne smėlio dėžės režime (taisyklė „{rule}“; WEBHOOK_ALLOW_PRIVATE=1 tai leidžia)",
  callbackDestinationNever:
    "callbackUrl atmestas: {host} nukreipia į {address}; atgalinio iškvietimo paskirtis {ip} yra {range}: atgaliniai iškvietimai ten niekada nesiunčiami (taisyklė „{rule}“)",
  callbackAddressRefusedOutsideSandbox:
    "callbackUrl atmestas: atgalinio iškvietimo paskirtis {ip} yra {range}: atmetama ne smėlio dėžės režime (taisyklė „{rule}“; WEBHOOK_ALLOW_PRIVATE=1 tai leidžia)",
  callbackAddressNever:
    "callbackUrl atmestas: atgalinio iškvietimo paskirtis {ip} yra {range}: atgaliniai iškvietimai ten niekada nesiunčiami (taisyklė „{rule}“)",
  callbackUrlRefused: "callbackUrl atmestas: {problem}",
  callbackUrlMissing:
    "Integracija {id} neturi atgalinio iškvietimo URL: pirma nustatykite jį su PUT /_sandbox/integrations/{id}/webhook arba paleiskite crypto-checkout listen",
  testEventsTooMany:
    "Daugiausia {limit} bandomųjų įvykių vienai integracijai kas {minutes} min. (TEST_EVENTS_PER_INTEGRATION): kitą siųskite po Retry-After nurodytų sekundžių",
  originsList: "allowedOrigins turi būti origin sąrašas arba null, jei leidžiami visi",
  originsTooMany: "allowedOrigins nurodyta daugiau nei {max} origin",
  originText: "Kiekvienas origin turi būti eilutė",
  originExact:
    "Kiekvienas origin turi būti tikslus http(s) origin, pvz., „https://shop.example“ (schema ir serveris, be kelio ar pakaitos simbolio); gauta {got}",
  appSchemesList: 'appReturnSchemes turi būti schemų sąrašas, pvz., ["myshop"], arba [], jei jų nėra',
  appSchemesTooMany: "appReturnSchemes nurodyta daugiau nei {max} schemų",
  appSchemeText: "Kiekviena grįžimo į programėlę schema turi būti eilutė, pvz., „myshop“",
  appSchemeShape:
    "Kiekviena grįžimo į programėlę schema turi būti URL schema, pvz., „myshop“: mažoji raidė, po jos iki 31 raidės, skaitmens, „+“, „-“ ar „.“; gauta {got}",
  appSchemeWeb:
    "Grįžimo į programėlę schema negali būti {scheme}: https grįžimo URL leidžiamas visada, nurodykite tik pačios programėlės schemą",
  appSchemeDevice:
    "Grįžimo į programėlę schema negali būti {scheme}: ji vietoj programėlės atidarymo kažką paleidžia ar skaito mokėtojo įrenginyje",
  toleranceText: "paymentTolerancePercent turi būti dešimtainis skaičius tekstu, pvz., „0.5“ (procentai)",
  tolerancePlain:
    "paymentTolerancePercent turi būti paprastas dešimtainis skaičius tekstu, pvz., „0.5“: skaitmenys ir daugiausia vienas taškas",
  toleranceFraction: "paymentTolerancePercent turi daugiau nei 2 skaitmenis po taško",
  toleranceRange: "paymentTolerancePercent turi būti nuo 0 iki 100",
  supportEmail: "supportEmail turi būti el. pašto adresas, pvz., help@shop.example",
  fieldTrueOrFalse: "{field} turi būti true arba false",
  fieldStringOrNull: "{field} turi būti eilutė arba null",

  orderUnknown: "Užsakymo {id} nėra: naudokite orderId iš užsakymų sąrašo",
  orderUnknownForIntegration: "Užsakymo {id} integracijoje {integration} nėra",
  orderMissing: "Užsakymo {id} nėra",
  deliveryUnknown: "Pristatymo {id} nėra: naudokite id iš GET /_sandbox/webhooks/deliveries",
  notYourIntegration: "{field} {id} nėra jūsų integracija: naudokite id iš GET /api/v1/integrations",
  assetUnknown: "{field} {id} nėra palaikomas turtas: naudokite vieną iš {assets} (GET /api/v1/assets)",
  assetDisabled: "{field} {id} operacijoms išjungtas (GET /api/v1/assets rodo disabled: true): pasirinkite įjungtą turtą",
  amountBelowMinimum: "{field} {amount} yra mažesnė už mažiausią gaunamą sumą {minimum} {asset} tinkle {network}: siųskite bent {minimum}",
  customerRequired: "customer privalomas kuriant užsakymą nuo 15.09.2025 versijos: siųskite { type, firstName, lastName }",
  customerObject: "customer turi būti objektas: { type, firstName, lastName }",
  customerType: "customer.type turi būti „individual“ (vienintelis specifikacijoje žinomas kliento tipas)",
  amountRequired: "Suma privaloma: siųskite ją kaip dešimtainį skaičių tekstu, pvz., „10.50“",
  amountNumber: "Suma turi būti eilutė su dešimtainiu skaičiumi, pvz., „10.50“, o ne JSON skaičius",
  amountString: "Suma turi būti eilutė su dešimtainiu skaičiumi, pvz., „10.50“",
  amountPlain:
    "Suma turi būti paprastas dešimtainis skaičius tekstu, pvz., „10.50“: skaitmenys, daugiausia vienas taškas, be ženklo, laipsnio ar tarpų",
  amountIntegerDigits: "Sumoje prieš tašką yra daugiau nei {max} skaitmenų",
  amountFractionDigits: "Sumoje po taško yra daugiau nei {max} skaitmenų",
  amountPositive: "Suma turi būti didesnė už nulį",
  amountDecimal: "Suma turi būti dešimtainis skaičius tekstu",
  ownAddress:
    "destinationAddress {address} yra vienas iš pačios paslaugos užsakymų adresų: grąžinimą ar išėmimą siųskite į mokėtojo arba savo piniginę",
  addressInvalidTron:
    "destinationAddress {address} nėra galiojantis {network} adresas turtui {asset}: tikimasi base58check adreso, prasidedančio T (34 simboliai)",
  addressInvalidEvm:
    "destinationAddress {address} nėra galiojantis {network} adresas turtui {asset}: tikimasi 0x ir 40 šešioliktainių skaitmenų, esant mišrioms raidėms – su teisinga EIP-55 kontroline suma",
  balanceShort:
    "Integracija {integration} turi {balance} {asset}, bet suma {amount} kartu su tinklo mokesčiu {fee} reikalauja {needed}: išėmimas naudoja tik nurodyto integrationId likutį, grąžinimas – grąžinamo užsakymo integracijos likutį.",
  refundOrderUnknown: "refundOrderId {id} nėra jūsų užsakymas: naudokite įvykdyto mokėjimo ar įnašo užsakymo orderId",
  refundOrderType: "Užsakymo {id} tipas yra {type}: grąžinti galima tik mokėjimo ir įnašo užsakymus",
  refundOrderStatus: "Užsakymo {id} būsena yra {status}: grąžinimą galima sukurti tik įvykdžius užsakymą",
  refundAssetMismatch: "assetId {assetId} neatitinka užsakymo {id}, kuris gavo {asset}: grąžinkite {asset}",
  refundTooMuch:
    "Suma {amount} viršija, kiek dar galima grąžinti už užsakymą {id}: {refundable} {asset} (gauta {primary}, grąžinta {refunded})",
  markPaidRefused:
    "Užsakymo {id} negalima pažymėti kaip apmokėto: galima tik užsakymą, kurio mokėjimas atėjo pasibaigus mokėjimo laikui (dar vykdomas)",
  noPaymentWindow: "Užsakymas {id} neturi vykstančio mokėjimo laiko: jį turi tik mokėjimo nuoroda sukurtas užsakymas",

  linkUnknown: "Mokėjimo nuorodos {id} nėra: naudokite linkId iš POST /api/v1/payment-links arba GET /api/v1/payment-links",
  linkNameInvisible: "Pavadinime nėra nė vieno matomo simbolio: įrašykite prekės pavadinimą taip, kaip jį turi matyti mokėtojai",
  priceCurrencyUnknown: "price.currency {currency} nėra nei valiuta, kurią žino valiutų kursai ({currencies}), nei assetId ({assets})",
  priceAmountShape:
    "price.amount {amount} turi būti didesnis už nulį dešimtainis skaičius tekstu, su daugiausia {digits} skaitmenimis po taško valiutai {currency}, pvz., {example}",
  priceInAsset: 'Kaina {asset} mokama tik {asset}: praleiskite assetIds arba siųskite ["{asset}"]',
  priceAmountRequired: "price.amount privalomas, kaip dešimtainis skaičius tekstu, pvz., „10.00“",
  priceAmountText: "price.amount turi būti dešimtainis skaičius tekstu, pvz., „10.00“",
  priceCurrencyRequired: "price.currency privalomas: „USD“, „EUR“ arba assetId",
  priceObject: 'price turi būti objektas: { amount: "10.00", currency: "USD" }',
  assetIdsEntry: "Kiekvienas assetIds elementas turi būti assetId eilutė",
  assetIdsArray: "assetIds turi būti assetId masyvas",
  assetIdsEmpty: "assetIds turi nurodyti bent vieną turtą (praleiskite jį, jei tinka visas įjungtas turtas)",
  assetIdsTooMany: "assetIds turi daugiau nei {max} elementų",
  expiryWhole: "expiresInMinutes turi būti sveikas minučių skaičius nuo {min} iki {max}",
  expiryMin: "expiresInMinutes turi būti ne mažiau kaip {min}",
  expiryMax: "expiresInMinutes gali būti daugiausia {max} (savaitė)",
  returnUrlHttps: "returnUrl turi būti absoliutus https URL",
  returnUrlApp: "returnUrl turi būti absoliutus URL: https arba programėlės nuoroda su viena iš integracijos grįžimo į programėlę schemų",

  payoutUnknown: "Išmokos {id} nėra: naudokite orderId iš GET /api/v1/payouts",
  payoutNotAwaitingPaid: "Išmokos {id} būsena yra {state}: kaip apmokėtą galima pažymėti tik išmoką, kuri dar laukia apmokėjimo",
  payoutNotAwaitingCancel:
    "Išmokos {id} būsena yra {state}: atšaukti galima tik išmoką, kuri dar laukia apmokėjimo (jai pastebėtas pervedimas jau galėjo palikti piniginę)",
  payoutNoStranger:
    "Išmoka {id} neturi atsakymo laukiančio pervedimo iš nežinomos piniginės su šiuo hash ir logIndex: naudokite vieną iš išmokos strangers",
  transferPaidOther: "Pervedimas {hash} (žurnalas {logIndex}) jau apmokėjo kitą išmoką: vienas pervedimas apmoka daugiausia vieną",
  hashText: "hash turi būti eilutė: pasirašančiojo išsiųstos operacijos hash",
  hashShape:
    "hash turi būti 64 šešioliktainiai skaitmenys (Ethereum ir BNB Smart Chain tinkluose su priešdėliu 0x): pasirašančiojo išsiųstos operacijos hash",
  strangerHashText: "hash turi būti eilutė: pervedimo iš išmokos strangers hash",
  strangerHashShape:
    "hash turi būti 64 šešioliktainiai skaitmenys (Ethereum ir BNB Smart Chain tinkluose su priešdėliu 0x): pervedimo iš išmokos strangers hash",
  logIndexWhole: "logIndex turi būti sveikasis skaičius: pervedimo iš išmokos strangers logIndex",
  logIndexMin: "logIndex turi būti 0 arba daugiau: pervedimo iš išmokos strangers logIndex",

  bodyNotJson: "Content-Type {contentType} nėra JSON: siųskite turinį kaip JSON su Content-Type: application/json",
  bodyBadJson: "Turinys nėra galiojantis JSON ({reason}): siųskite vieną JSON objektą",
  bodyNotObject: "Turinys turi būti JSON objektas, gauta {value}",
  bodyTooLarge: "Turinys didesnis nei {bytes} baitai: siųskite mažesnį JSON objektą",
  idempotencyKeyShape:
    "Idempotency-Key {key} turi būti nuo 1 iki 255 matomų ASCII simbolių be tarpų: kiekvienai užklausai siųskite naują atsitiktinę reikšmę (UUID)",
  idempotencyKeyReused:
    "Idempotency-Key {key} jau panaudotas kitai užklausai (kitas turinys ar galinis taškas): pakartokite lygiai tą pačią užklausą, kad vėl gautumėte jos atsakymą, arba naujai užklausai naudokite naują raktą",
  requestsTooMany:
    "Per daug užklausų į {what}: daugiausia {limit} per {seconds} s iš vieno kliento ({setting}). Bandykite dar kartą po Retry-After nurodytų sekundžių.",
  fieldDate: "{field} turi būti data formatu MMMM-MM-DD",
  fieldControlCharacters: "{field} negali turėti valdymo simbolių (rasta {character}): siųskite tekstą be jų",
  fieldDisplayCharacters:
    "{field} negali turėti valdymo ar dvikrypčio formatavimo simbolių (rasta {character}): jie keičia tai, ką mato mokėtojas",
  fieldRequired: "{field} privalomas",
  fieldEmpty: "{field} negali būti tuščias",
  fieldTooLong: "{field} ilgesnis nei {max} simbolių",
  fieldText: "{field} turi būti tekstas",
  fieldString: "{field} turi būti eilutė",
  fieldOneOf: "{field} turi būti viena iš: {values}",
  fieldType: "{field} turi būti {expected}",
  fieldInvalid: "{field} netinkamas",
  received: "{message} (gauta {received})",
} satisfies RefusalWords;
