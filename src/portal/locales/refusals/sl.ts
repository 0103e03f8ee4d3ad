// Slovenian: the service's refusals, as the portal shows them next to a form's fields.
import type { RefusalWords } from "../../../shared/refusal-words.ts";

export default {
  signInNoMatchMailed:
    "Ta e-poštni naslov in geslo se ne ujemata z nobenim računom. Preverite oboje ali ponastavite geslo prek »Ste pozabili geslo?«.",
  signInNoMatchOperator:
    "Ta e-poštni naslov in geslo se ne ujemata z nobenim računom. Preverite oboje ali prosite upravljavca storitve, da ponastavi geslo.",
  signInTooMany: "Preveč neuspešnih prijav za ta e-poštni naslov ali s tega naslova: poskusite znova čez {minutes} min",
  signInsToAccountTooMany: "Preveč prijav v ta račun: poskusite znova čez {minutes} min",
  signUpsTooMany: "Preveč registracij s tega naslova: poskusite znova čez {minutes} min",
  wrongAnswersTooMany: "Preveč napačnih odgovorov: poskusite znova čez {minutes} min",
  resetRequestsTooMany: "Preveč zahtev za ponastavitev za ta e-poštni naslov ali s tega naslova: poskusite znova čez {minutes} min",
  passwordChecksTooMany:
    "Preveč hkratnih preverjanj gesla s tega naslova (največ {count} v čakalni vrsti): poskusite znova čez nekaj sekund",
  passwordChecksBusy: "Storitev je zasedena s preverjanjem gesel: poskusite znova čez nekaj sekund",
  signInCodeNeeded: "Vnesite 6-mestno kodo iz aplikacije za preverjanje pristnosti ali eno od svojih obnovitvenih kod",
  signInCodeWrong: "Ta koda ni pravilna (ali je že bila uporabljena): vnesite kodo, ki jo aplikacija kaže zdaj",
  codeNeeded: "Vnesite 6-mestno kodo iz aplikacije za preverjanje pristnosti ali obnovitveno kodo",
  codeWrong: "Ta koda ni pravilna (ali je že bila uporabljena)",
  passwordNeeded: "Vnesite geslo",
  passwordWrong: "To geslo ni pravilno",
  currentPasswordWrong: "Trenutno geslo ni pravilno",
  signUpClosed: "Registracija je v tej storitvi zaprta: za račun prosite upravljavca",
  signUpRefused: "S tem e-poštnim naslovom ni mogoče ustvariti računa: če je vaš, se prijavite",
  passwordLinkUnusable: "Ta povezava ne deluje (že uporabljena, potekla ali nepopolna): zahtevajte novo",
  passwordLinkNotWhole: "Ta povezava ni popolna: odprite povezavo, ki vam jo je dal upravljavec",
  resetNotMailed: "Ta storitev ne pošilja ponastavitev gesla po e-pošti: prosite upravljavca za povezavo za nastavitev novega gesla",
  emailInvalid: "Vnesite e-poštni naslov, npr. you@example.com",
  newPasswordLength: "Geslo mora imeti od {min} do {max} znakov (nekaj besed je dobro geslo)",
  passwordLength: "Geslo mora imeti od 1 do {max} znakov",
  codeShapeWithRecovery:
    "Koda mora biti 6 števk, ki jih kaže aplikacija za preverjanje pristnosti, ali obnovitvena koda, npr. abcd-efgh-ijkl-mnop",
  codeShape: "Koda mora biti 6 števk, ki jih kaže aplikacija za preverjanje pristnosti",
  notSignedIn: "Niste prijavljeni (ali je seja potekla): prijavite se znova",
  accountGone: "Ta račun ne obstaja več",
  stepUpCode:
    "Ta sprememba zahteva kodo za preverjanje pristnosti, vneseno v zadnjih {minutes} min: potrdite jo in nato ponovite spremembo",
  stepUpPassword: "Ta sprememba zahteva geslo, vneseno v zadnjih {minutes} min: potrdite ga in nato ponovite spremembo",
  crossOrigin: "Spremembe v portalu se sprejemajo samo z lastne strani portala na {origin} (Origin {sentOrigin}, Sec-Fetch-Site {site})",

  twoFactorAlreadyOn: "Prijava v dveh korakih je že vklopljena: najprej jo izklopite, da začnete znova z novo aplikacijo",
  twoFactorAlreadyOff: "Prijava v dveh korakih je že izklopljena",
  twoFactorNotStarted: "Najprej začnite nastavitev prijave v dveh korakih: noben nov ključ ne čaka na svojo kodo",
  twoFactorCodeMismatch: "Ta koda se ne ujema z novim ključem: preverite uro aplikacije in vnesite kodo, ki jo kaže zdaj",
  twoFactorRestarted: "Nastavitev se je znova začela drugje: uporabite najnovejši prikazani ključ",

  apiKeyName: "Ime mora imeti od 1 do {max} znakov, npr. »Strežnik trgovine«",
  apiKeyUnknown: "Ta račun nima ključa API {id}",
  clientGone: "Odjemalec tega računa ne obstaja več",
  languageUnknown: "Jezik mora biti koda jezika, ki ga storitev govori, npr. »en«, »de«, »pt« ali »zh-Hant«",

  integrationUnknown: "Integracija {id} ne obstaja: uporabite id iz GET /api/v1/integrations",
  shopNameInvisible:
    "Ime nima nobenega vidnega znaka (samo presledke, spojne ali druge nevidne znake): vpišite ime trgovine tako, kot naj ga berejo plačniki",
  urlNotHttp: "{field} mora biti absolutni URL http(s)",
  supportUrlNotHttp: "supportUrl mora biti absolutni URL http(s), npr. https://shop.example/help",
  supportUrlCredentials: "supportUrl ne sme vsebovati poverilnic (user:password@): plačniki ga vidijo",
  urlNotHttps: "{field} mora uporabljati https; prejeto {got}",
  urlUserinfo:
    "{field} ne sme vsebovati uporabnika ali gesla pred »@« (bere se kot {shownHost}, vodi pa na {host}): vpišite lastni naslov trgovine",
  urlHttpSandbox:
    "{field} mora uporabljati https (http je dovoljen samo za localhost, 127.0.0.1 in [::1] v načinu sandbox); prejeto {origin}",
  logoUrlNotHttps: "logoUrl mora biti absolutni URL https (ali null, če ga ni)",
  accentColor: "accentColor mora biti barva v obliki #rrggbb (ali null za privzeto)",
  callbackUrlNotHttp: "callbackUrl mora biti URL http(s)",
  callbackUrlCredentials:
    "callbackUrl ne sme vsebovati poverilnic (user:password@): povratne klice raje preverjajte z glavo webhook-signature",
  callbackDestinationRefusedOutsideSandbox:
    "callbackUrl je zavrnjen: {host} se razreši v {address}; cilj povratnega klica {ip} je {range}: zavrnjeno zunaj načina sandbox (pravilo »{rule}«; WEBHOOK_ALLOW_PRIVATE=1 to dovoli)",
  callbackDestinationNever:
    "callbackUrl je zavrnjen: {host} se razreši v {address}; cilj povratnega klica {ip} je {range}: povratni klici nikoli ne gredo tja (pravilo »{rule}«)",
  callbackAddressRefusedOutsideSandbox:
    "callbackUrl je zavrnjen: cilj povratnega klica {ip} je {range}: zavrnjeno zunaj načina sandbox (pravilo »{rule}«; WEBHOOK_ALLOW_PRIVATE=1 to dovoli)",
  callbackAddressNever:
    "callbackUrl je zavrnjen: cilj povratnega klica {ip} je {range}: povratni klici nikoli ne gredo tja (pravilo »{rule}«)",
  callbackUrlRefused: "callbackUrl je zavrnjen: {problem}",
  callbackUrlMissing:
    "Integracija {id} nima URL-ja za povratne klice: najprej ga nastavite s PUT /_sandbox/integrations/{id}/webhook ali zaženite crypto-checkout listen",
  testEventsTooMany:
    "Največ {limit} testnih dogodkov na integracijo vsakih {minutes} min (TEST_EVENTS_PER_INTEGRATION): naslednjega pošljite po številu sekund v Retry-After",
  originsList: "allowedOrigins mora biti seznam izvorov (origins) ali null, da se dovolijo vsi",
  originsTooMany: "allowedOrigins navaja več kot {max} izvorov",
  originText: "Vsak izvor mora biti niz",
  originExact:
    "Vsak izvor mora biti natančen izvor http(s), npr. »https://shop.example« (shema in gostitelj, brez poti ali nadomestnega znaka); prejeto {got}",
  appSchemesList: 'appReturnSchemes mora biti seznam shem, npr. ["myshop"], ali [], če jih ni',
  appSchemesTooMany: "appReturnSchemes navaja več kot {max} shem",
  appSchemeText: "Vsaka shema za vrnitev v aplikacijo mora biti niz, npr. »myshop«",
  appSchemeShape:
    "Vsaka shema za vrnitev v aplikacijo mora biti shema URL, npr. »myshop«: mala črka, nato do 31 črk, števk, »+«, »-« ali ».«; prejeto {got}",
  appSchemeWeb:
    "Shema za vrnitev v aplikacijo ne sme biti {scheme}: povratni URL https je vedno dovoljen, navedite samo lastno shemo aplikacije",
  appSchemeDevice:
    "Shema za vrnitev v aplikacijo ne sme biti {scheme}: namesto da odpre aplikacijo, nekaj zažene ali prebere v plačnikovi napravi",
  toleranceText: "paymentTolerancePercent mora biti decimalno število kot besedilo, npr. »0.5« (odstotki)",
  tolerancePlain: "paymentTolerancePercent mora biti preprosto decimalno število kot besedilo, npr. »0.5«: števke in največ ena pika",
  toleranceFraction: "paymentTolerancePercent ima več kot 2 decimalki",
  toleranceRange: "paymentTolerancePercent mora biti med 0 in 100",
  supportEmail: "supportEmail mora biti e-poštni naslov, npr. help@shop.example",
  fieldTrueOrFalse: "{field} mora biti true ali false",
  fieldStringOrNull: "{field} mora biti niz ali null",

  orderUnknown: "Naročilo {id} ne obstaja: uporabite orderId s seznama naročil",
  orderUnknownForIntegration: "Naročilo {id} ne obstaja za integracijo {integration}",
  orderMissing: "Naročilo {id} ne obstaja",
  deliveryUnknown: "Dostava {id} ne obstaja: uporabite id iz GET /_sandbox/webhooks/deliveries",
  notYourIntegration: "{field} {id} ni ena od vaših integracij: uporabite id iz GET /api/v1/integrations",
  assetUnknown: "{field} {id} ni podprto sredstvo: uporabite eno od {assets} (GET /api/v1/assets)",
  assetDisabled: "{field} {id} je izklopljeno za posle (GET /api/v1/assets kaže disabled: true): izberite vklopljeno sredstvo",
  amountBelowMinimum: "{field} {amount} je pod najmanjšim dohodnim zneskom {minimum} {asset} v omrežju {network}: pošljite vsaj {minimum}",
  customerRequired: "customer je od izdaje 15.09.2025 pri ustvarjanju naročila obvezen: pošljite { type, firstName, lastName }",
  customerObject: "customer mora biti objekt: { type, firstName, lastName }",
  customerType: "customer.type mora biti »individual« (edina vrsta stranke, ki jo specifikacija pozna)",
  amountRequired: "Znesek je obvezen: pošljite ga kot decimalno število v besedilu, npr. »10.50«",
  amountNumber: "Znesek mora biti niz z decimalnim številom, npr. »10.50«, ne število JSON",
  amountString: "Znesek mora biti niz z decimalnim številom, npr. »10.50«",
  amountPlain:
    "Znesek mora biti preprosto decimalno število kot besedilo, npr. »10.50«: števke, največ ena pika, brez predznaka, eksponenta ali presledkov",
  amountIntegerDigits: "Znesek ima pred piko več kot {max} števk",
  amountFractionDigits: "Znesek ima več kot {max} decimalk",
  amountPositive: "Znesek mora biti večji od nič",
  amountDecimal: "Znesek mora biti decimalno število kot besedilo",
  ownAddress:
    "destinationAddress {address} je eden od lastnih naslovov naročil te storitve: vračilo ali dvig pošljite v denarnico plačnika ali v svojo",
  addressInvalidTron:
    "destinationAddress {address} ni veljaven naslov {network} za {asset}: pričakuje se naslov base58check, ki se začne s T (34 znakov)",
  addressInvalidEvm:
    "destinationAddress {address} ni veljaven naslov {network} za {asset}: pričakuje se 0x in 40 šestnajstiških števk, s pravilno kontrolno vsoto EIP-55 pri mešanih velikih in malih črkah",
  balanceShort:
    "Integracija {integration} ima {balance} {asset}, vendar znesek {amount} skupaj z omrežnino {fee} zahteva {needed}: dvig bremeni samo integrationId, ki ga navaja, vračilo pa integracijo vrnjenega naročila.",
  refundOrderUnknown: "refundOrderId {id} ni eno od vaših naročil: uporabite orderId zaključenega plačilnega ali pologovnega naročila",
  refundOrderType: "Naročilo {id} je vrste {type}: vrniti je mogoče samo plačilna in pologovna naročila",
  refundOrderStatus: "Naročilo {id} je {status}: vračilo je mogoče ustvariti šele, ko je naročilo zaključeno",
  refundAssetMismatch: "assetId {assetId} se ne ujema z naročilom {id}, ki je prejelo {asset}: vrnite v {asset}",
  refundTooMuch:
    "Znesek {amount} presega, kar je za naročilo {id} še mogoče vrniti: {refundable} {asset} (prejeto {primary}, vrnjeno {refunded})",
  markPaidRefused:
    "Naročila {id} ni mogoče označiti kot plačanega: to je mogoče samo za naročilo, katerega plačilo je prispelo po plačilnem oknu (še v obdelavi)",
  noPaymentWindow: "Naročilo {id} nima tekočega plačilnega okna: ima ga samo naročilo, ustvarjeno s plačilno povezavo",

  linkUnknown: "Plačilna povezava {id} ne obstaja: uporabite linkId iz POST /api/v1/payment-links ali GET /api/v1/payment-links",
  linkNameInvisible: "Ime nima nobenega vidnega znaka: vpišite ime izdelka tako, kot naj ga berejo plačniki",
  priceCurrencyUnknown: "price.currency {currency} ni niti valuta, ki jo poznajo menjalni tečaji ({currencies}), niti assetId ({assets})",
  priceAmountShape: "price.amount {amount} mora biti decimalno število nad nič z največ {digits} decimalkami za {currency}, npr. {example}",
  priceInAsset: 'Cena v {asset} se plača samo v {asset}: izpustite assetIds ali pošljite ["{asset}"]',
  priceAmountRequired: "price.amount je obvezen, kot decimalno število v besedilu, npr. »10.00«",
  priceAmountText: "price.amount mora biti decimalno število kot besedilo, npr. »10.00«",
  priceCurrencyRequired: "price.currency je obvezen: »USD«, »EUR« ali assetId",
  priceObject: 'price mora biti objekt: { amount: "10.00", currency: "USD" }',
  assetIdsEntry: "Vsak element v assetIds mora biti niz assetId",
  assetIdsArray: "assetIds mora biti polje assetId-jev",
  assetIdsEmpty: "assetIds mora navesti vsaj eno sredstvo (izpustite ga za vsa vklopljena sredstva)",
  assetIdsTooMany: "assetIds ima več kot {max} elementov",
  expiryWhole: "expiresInMinutes mora biti celo število minut od {min} do {max}",
  expiryMin: "expiresInMinutes mora biti vsaj {min}",
  expiryMax: "expiresInMinutes je lahko največ {max} (en teden)",
  returnUrlHttps: "returnUrl mora biti absolutni URL https",
  returnUrlApp: "returnUrl mora biti absolutni URL: https ali povezava v aplikacijo z eno od shem za vrnitev v aplikacijo te integracije",

  payoutUnknown: "Izplačilo {id} ne obstaja: uporabite orderId iz GET /api/v1/payouts",
  payoutNotAwaitingPaid: "Izplačilo {id} je {state}: kot plačano je mogoče označiti samo izplačilo, ki še čaka na plačilo",
  payoutNotAwaitingCancel:
    "Izplačilo {id} je {state}: preklicati je mogoče samo izplačilo, ki še čaka na plačilo (nakazilo, zaznano zanj, je morda že zapustilo denarnico)",
  payoutNoStranger:
    "Izplačilo {id} nima nakazila iz neznane denarnice s tem hashem in logIndex, ki bi čakalo na odgovor: uporabite eno od strangers izplačila",
  transferPaidOther: "Nakazilo {hash} (dnevnik {logIndex}) je že plačalo drugo izplačilo: eno nakazilo plača največ eno",
  hashText: "hash mora biti niz: hash transakcije, ki jo je poslal podpisnik",
  hashShape:
    "hash mora biti 64 šestnajstiških števk (s predpono 0x na Ethereum in BNB Smart Chain): hash transakcije, ki jo je poslal podpisnik",
  strangerHashText: "hash mora biti niz: hash nakazila iz strangers izplačila",
  strangerHashShape:
    "hash mora biti 64 šestnajstiških števk (s predpono 0x na Ethereum in BNB Smart Chain): hash nakazila iz strangers izplačila",
  logIndexWhole: "logIndex mora biti celo število: logIndex nakazila iz strangers izplačila",
  logIndexMin: "logIndex mora biti 0 ali več: logIndex nakazila iz strangers izplačila",

  bodyNotJson: "Content-Type {contentType} ni JSON: telo pošljite kot JSON s Content-Type: application/json",
  bodyBadJson: "Telo ni veljaven JSON ({reason}): pošljite en objekt JSON",
  bodyNotObject: "Telo mora biti objekt JSON, prejeto {value}",
  bodyTooLarge: "Telo je večje od {bytes} bajtov: pošljite manjši objekt JSON",
  idempotencyKeyShape:
    "Idempotency-Key {key} mora imeti od 1 do 255 vidnih znakov ASCII brez presledkov: za vsako zahtevo pošljite novo naključno vrednost (UUID)",
  idempotencyKeyReused:
    "Idempotency-Key {key} je že bil uporabljen za drugo zahtevo (drugo telo ali končna točka): ponovite povsem enako zahtevo, da znova dobite njen odgovor, ali za novo zahtevo uporabite nov ključ",
  requestsTooMany:
    "Preveč zahtev za {what}: največ {limit} na {seconds} s z enega odjemalca ({setting}). Poskusite znova po številu sekund v Retry-After.",
  fieldDate: "{field} mora biti datum v obliki LLLL-MM-DD",
  fieldControlCharacters: "{field} ne sme vsebovati krmilnih znakov (najden {character}): pošljite besedilo brez njih",
  fieldDisplayCharacters:
    "{field} ne sme vsebovati krmilnih ali dvosmernih oblikovalnih znakov (najden {character}): spremenijo, kar vidi plačnik",
  fieldRequired: "{field} je obvezno",
  fieldEmpty: "{field} ne sme biti prazno",
  fieldTooLong: "{field} je daljše od {max} znakov",
  fieldText: "{field} mora biti besedilo",
  fieldString: "{field} mora biti niz",
  fieldOneOf: "{field} mora biti eno od {values}",
  fieldType: "{field} mora biti {expected}",
  fieldInvalid: "{field} ni veljavno",
  received: "{message} (prejeto {received})",
} satisfies RefusalWords;
