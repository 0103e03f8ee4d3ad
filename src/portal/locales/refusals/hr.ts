// Croatian: the service's refusals, as the portal shows them next to a form's fields.
import type { RefusalWords } from "../../../shared/refusal-words.ts";

export default {
  signInNoMatchMailed:
    "Ova e-adresa i lozinka ne odgovaraju nijednom računu. Provjerite oboje ili ponovno postavite lozinku putem „Zaboravljena lozinka?”.",
  signInNoMatchOperator:
    "Ova e-adresa i lozinka ne odgovaraju nijednom računu. Provjerite oboje ili zamolite operatera usluge da ponovno postavi lozinku.",
  signInTooMany: "Previše neuspjelih prijava za ovu e-adresu ili s ove adrese: pokušajte ponovno za {minutes} min",
  signInsToAccountTooMany: "Previše prijava na ovaj račun: pokušajte ponovno za {minutes} min",
  signUpsTooMany: "Previše registracija s ove adrese: pokušajte ponovno za {minutes} min",
  wrongAnswersTooMany: "Previše pogrešnih odgovora: pokušajte ponovno za {minutes} min",
  resetRequestsTooMany: "Previše zahtjeva za ponovno postavljanje za ovu e-adresu ili s ove adrese: pokušajte ponovno za {minutes} min",
  passwordChecksTooMany:
    "Previše istodobnih provjera lozinke s ove adrese (najviše {count} na čekanju): pokušajte ponovno za nekoliko sekundi",
  passwordChecksBusy: "Usluga je zauzeta provjerom lozinki: pokušajte ponovno za nekoliko sekundi",
  signInCodeNeeded: "Unesite 6-znamenkasti kôd iz aplikacije za autentifikaciju ili jedan od svojih kodova za oporavak",
  signInCodeWrong: "Taj kôd nije točan (ili je već iskorišten): unesite kôd koji aplikacija sada prikazuje",
  codeNeeded: "Unesite 6-znamenkasti kôd iz aplikacije za autentifikaciju ili kôd za oporavak",
  codeWrong: "Taj kôd nije točan (ili je već iskorišten)",
  passwordNeeded: "Unesite lozinku",
  passwordWrong: "Ta lozinka nije točna",
  currentPasswordWrong: "Trenutačna lozinka nije točna",
  signUpClosed: "Registracija je na ovoj usluzi zatvorena: zatražite račun od operatera",
  signUpRefused: "S ovom e-adresom nije moguće otvoriti račun: ako je vaša, prijavite se",
  passwordLinkUnusable: "Ova poveznica ne radi (već iskorištena, istekla ili nepotpuna): zatražite novu",
  passwordLinkNotWhole: "Ova poveznica nije potpuna: otvorite poveznicu koju vam je dao operater",
  resetNotMailed:
    "Ova usluga ne šalje ponovno postavljanje lozinke e-poštom: zatražite od operatera poveznicu za postavljanje nove lozinke",
  emailInvalid: "Unesite e-adresu, npr. you@example.com",
  newPasswordLength: "Lozinka mora imati od {min} do {max} znakova (nekoliko riječi čini dobru lozinku)",
  passwordLength: "Lozinka mora imati od 1 do {max} znakova",
  codeShapeWithRecovery:
    "Kôd mora biti 6 znamenki koje prikazuje aplikacija za autentifikaciju ili kôd za oporavak, npr. abcd-efgh-ijkl-mnop",
  codeShape: "Kôd mora biti 6 znamenki koje prikazuje aplikacija za autentifikaciju",
  notSignedIn: "Niste prijavljeni (ili je sesija istekla): prijavite se ponovno",
  accountGone: "Ovaj račun više ne postoji",
  stepUpCode: "Ova promjena traži kôd za autentifikaciju unesen u posljednjih {minutes} min: potvrdite ga pa ponovite promjenu",
  stepUpPassword: "Ova promjena traži lozinku unesenu u posljednjih {minutes} min: potvrdite je pa ponovite promjenu",
  crossOrigin: "Promjene u portalu prihvaćaju se samo s vlastite stranice portala na {origin} (Origin {sentOrigin}, Sec-Fetch-Site {site})",

  twoFactorAlreadyOn: "Prijava u dva koraka već je uključena: najprije je isključite da biste počeli iznova s novom aplikacijom",
  twoFactorAlreadyOff: "Prijava u dva koraka već je isključena",
  twoFactorNotStarted: "Najprije započnite postavljanje prijave u dva koraka: nijedan novi ključ ne čeka svoj kôd",
  twoFactorCodeMismatch: "Taj kôd ne odgovara novom ključu: provjerite sat aplikacije i unesite kôd koji sada prikazuje",
  twoFactorRestarted: "Postavljanje je ponovno pokrenuto negdje drugdje: upotrijebite najnoviji prikazani ključ",

  apiKeyName: "Naziv mora imati od 1 do {max} znakova, npr. „Poslužitelj trgovine”",
  apiKeyUnknown: "Nijedan API ključ {id} ne pripada ovom računu",
  clientGone: "Klijent ovog računa više ne postoji",
  languageUnknown: "Jezik mora biti kôd jezika kojim usluga govori, npr. „en”, „de”, „pt” ili „zh-Hant”",

  integrationUnknown: "Integracija {id} ne postoji: upotrijebite id iz GET /api/v1/integrations",
  shopNameInvisible:
    "Naziv nema nijedan vidljiv znak (samo razmake, spojnike ili druge nevidljive znakove): upišite naziv trgovine kako ga platitelji trebaju čitati",
  urlNotHttp: "{field} mora biti apsolutni http(s) URL",
  supportUrlNotHttp: "supportUrl mora biti apsolutni http(s) URL, npr. https://shop.example/help",
  supportUrlCredentials: "supportUrl ne smije sadržavati vjerodajnice (user:password@): platitelji ga vide",
  urlNotHttps: "{field} mora koristiti https; primljeno {got}",
  urlUserinfo:
    "{field} ne smije sadržavati korisnika ili lozinku prije „@” (čita se kao {shownHost}, a vodi na {host}): upišite vlastitu adresu trgovine",
  urlHttpSandbox:
    "{field} mora koristiti https (http je dopušten samo za localhost, 127.0.0.1 i [::1] u načinu sandbox); primljeno {origin}",
  logoUrlNotHttps: "logoUrl mora biti apsolutni https URL (ili null ako ga nema)",
  accentColor: "accentColor mora biti boja u obliku #rrggbb (ili null za zadanu)",
  callbackUrlNotHttp: "callbackUrl mora biti http(s) URL",
  callbackUrlCredentials:
    "callbackUrl ne smije sadržavati vjerodajnice (user:password@): povratne pozive provjeravajte zaglavljem webhook-signature",
  callbackDestinationRefusedOutsideSandbox:
    "callbackUrl je odbijen: {host} se razrješava u {address}; odredište povratnog poziva {ip} je {range}: odbijeno izvan načina sandbox (pravilo „{rule}”; WEBHOOK_ALLOW_PRIVATE=1 to dopušta)",
  callbackDestinationNever:
    "callbackUrl je odbijen: {host} se razrješava u {address}; odredište povratnog poziva {ip} je {range}: povratni pozivi nikad ne idu onamo (pravilo „{rule}”)",
  callbackAddressRefusedOutsideSandbox:
    "callbackUrl je odbijen: odredište povratnog poziva {ip} je {range}: odbijeno izvan načina sandbox (pravilo „{rule}”; WEBHOOK_ALLOW_PRIVATE=1 to dopušta)",
  callbackAddressNever:
    "callbackUrl je odbijen: odredište povratnog poziva {ip} je {range}: povratni pozivi nikad ne idu onamo (pravilo „{rule}”)",
  callbackUrlRefused: "callbackUrl je odbijen: {problem}",
  callbackUrlMissing:
    "Integracija {id} nema URL za povratne pozive: najprije ga postavite s PUT /_sandbox/integrations/{id}/webhook ili pokrenite crypto-checkout listen",
  testEventsTooMany:
    "Najviše {limit} testnih događaja po integraciji svakih {minutes} min (TEST_EVENTS_PER_INTEGRATION): sljedeći pošaljite nakon broja sekundi u Retry-After",
  originsList: "allowedOrigins mora biti popis izvora (origins) ili null za dopuštanje svih",
  originsTooMany: "allowedOrigins navodi više od {max} izvora",
  originText: "Svaki izvor mora biti niz znakova",
  originExact:
    "Svaki izvor mora biti točan http(s) origin, npr. „https://shop.example” (shema i host, bez putanje ili zamjenskog znaka); primljeno {got}",
  appSchemesList: 'appReturnSchemes mora biti popis shema, npr. ["myshop"], ili [] ako ih nema',
  appSchemesTooMany: "appReturnSchemes navodi više od {max} shema",
  appSchemeText: "Svaka shema povratka u aplikaciju mora biti niz znakova, npr. „myshop”",
  appSchemeShape:
    "Svaka shema povratka u aplikaciju mora biti URL shema, npr. „myshop”: malo slovo, zatim do 31 slova, znamenke, „+”, „-” ili „.”; primljeno {got}",
  appSchemeWeb:
    "Shema povratka u aplikaciju ne smije biti {scheme}: https povratni URL uvijek je dopušten, navedite samo vlastitu shemu aplikacije",
  appSchemeDevice:
    "Shema povratka u aplikaciju ne smije biti {scheme}: umjesto otvaranja aplikacije pokreće ili čita nešto na uređaju platitelja",
  toleranceText: "paymentTolerancePercent mora biti decimalni tekst, npr. „0.5” (postotak)",
  tolerancePlain: "paymentTolerancePercent mora biti običan decimalni tekst, npr. „0.5”: znamenke i najviše jedna točka",
  toleranceFraction: "paymentTolerancePercent ima više od 2 decimale",
  toleranceRange: "paymentTolerancePercent mora biti između 0 i 100",
  supportEmail: "supportEmail mora biti e-adresa, npr. help@shop.example",
  fieldTrueOrFalse: "{field} mora biti true ili false",
  fieldStringOrNull: "{field} mora biti niz znakova ili null",

  orderUnknown: "Narudžba {id} ne postoji: upotrijebite orderId s popisa narudžbi",
  orderUnknownForIntegration: "Narudžba {id} ne postoji za integraciju {integration}",
  orderMissing: "Narudžba {id} ne postoji",
  deliveryUnknown: "Isporuka {id} ne postoji: upotrijebite id iz GET /_sandbox/webhooks/deliveries",
  notYourIntegration: "{field} {id} nije jedna od vaših integracija: upotrijebite id iz GET /api/v1/integrations",
  assetUnknown: "{field} {id} nije podržana imovina: upotrijebite jednu od {assets} (GET /api/v1/assets)",
  assetDisabled: "{field} {id} je isključena za transakcije (GET /api/v1/assets prikazuje disabled: true): odaberite uključenu imovinu",
  amountBelowMinimum:
    "{field} {amount} je ispod najmanjeg dolaznog iznosa od {minimum} {asset} na mreži {network}: pošaljite barem {minimum}",
  customerRequired: "customer je obavezan pri stvaranju narudžbe od izdanja 15.09.2025: pošaljite { type, firstName, lastName }",
  customerObject: "customer mora biti objekt: { type, firstName, lastName }",
  customerType: "customer.type mora biti „individual” (jedina vrsta kupca koju specifikacija poznaje)",
  amountRequired: "Iznos je obavezan: pošaljite ga kao decimalni tekst, npr. „10.50”",
  amountNumber: "Iznos mora biti niz s decimalnim tekstom, npr. „10.50”, a ne JSON broj",
  amountString: "Iznos mora biti niz s decimalnim tekstom, npr. „10.50”",
  amountPlain: "Iznos mora biti običan decimalni tekst, npr. „10.50”: znamenke, najviše jedna točka, bez predznaka, eksponenta ili razmaka",
  amountIntegerDigits: "Iznos ima više od {max} znamenki prije točke",
  amountFractionDigits: "Iznos ima više od {max} decimala",
  amountPositive: "Iznos mora biti veći od nule",
  amountDecimal: "Iznos mora biti decimalni tekst",
  ownAddress:
    "destinationAddress {address} jedna je od vlastitih adresa narudžbi ove usluge: povrat ili isplatu pošaljite u novčanik platitelja ili u svoj",
  addressInvalidTron:
    "destinationAddress {address} nije valjana {network} adresa za {asset}: očekuje se base58check adresa koja počinje s T (34 znaka)",
  addressInvalidEvm:
    "destinationAddress {address} nije valjana {network} adresa za {asset}: očekuje se 0x i 40 heksadecimalnih znamenki, uz ispravan EIP-55 kontrolni zbroj ako su slova miješana",
  balanceShort:
    "Integracija {integration} ima {balance} {asset}, ali iznos {amount} uz mrežnu naknadu {fee} traži {needed}: podizanje troši samo stanje integrationId-a koji navodi, povrat stanje integracije vraćene narudžbe.",
  refundOrderUnknown: "refundOrderId {id} nije jedna od vaših narudžbi: upotrijebite orderId dovršene narudžbe plaćanja ili uplate",
  refundOrderType: "Narudžba {id} je vrste {type}: povrat je moguć samo za narudžbe plaćanja i uplate",
  refundOrderStatus: "Narudžba {id} je {status}: povrat se može stvoriti tek kad je narudžba dovršena",
  refundAssetMismatch: "assetId {assetId} ne odgovara narudžbi {id}, koja je primila {asset}: povrat izvršite u {asset}",
  refundTooMuch:
    "Iznos {amount} premašuje ono što se još može vratiti za narudžbu {id}: {refundable} {asset} (primljeno {primary}, vraćeno {refunded})",
  markPaidRefused:
    "Narudžba {id} ne može se označiti kao plaćena: to je moguće samo za narudžbu čija je uplata stigla nakon roka plaćanja (još u tijeku)",
  noPaymentWindow: "Narudžba {id} nema aktivan rok plaćanja: ima ga samo narudžba stvorena poveznicom za plaćanje",

  linkUnknown: "Poveznica za plaćanje {id} ne postoji: upotrijebite linkId iz POST /api/v1/payment-links ili GET /api/v1/payment-links",
  linkNameInvisible: "Naziv nema nijedan vidljiv znak: upišite naziv artikla kako ga platitelji trebaju čitati",
  priceCurrencyUnknown: "price.currency {currency} nije ni valuta koju tečajevi poznaju ({currencies}) ni assetId ({assets})",
  priceAmountShape:
    "price.amount {amount} mora biti decimalni tekst veći od nule s najviše {digits} decimala za {currency}, npr. {example}",
  priceInAsset: 'Cijena u {asset} plaća se samo u {asset}: izostavite assetIds ili pošaljite ["{asset}"]',
  priceAmountRequired: "price.amount je obavezan, kao decimalni tekst, npr. „10.00”",
  priceAmountText: "price.amount mora biti decimalni tekst, npr. „10.00”",
  priceCurrencyRequired: "price.currency je obavezan: „USD”, „EUR” ili assetId",
  priceObject: 'price mora biti objekt: { amount: "10.00", currency: "USD" }',
  assetIdsEntry: "Svaka stavka u assetIds mora biti assetId niz",
  assetIdsArray: "assetIds mora biti polje assetId-ova",
  assetIdsEmpty: "assetIds mora navesti barem jednu imovinu (izostavite ga za svu uključenu imovinu)",
  assetIdsTooMany: "assetIds ima više od {max} stavki",
  expiryWhole: "expiresInMinutes mora biti cijeli broj minuta od {min} do {max}",
  expiryMin: "expiresInMinutes mora biti najmanje {min}",
  expiryMax: "expiresInMinutes smije biti najviše {max} (tjedan dana)",
  returnUrlHttps: "returnUrl mora biti apsolutni https URL",
  returnUrlApp: "returnUrl mora biti apsolutni URL: https ili poveznica aplikacije s jednom od shema povratka u aplikaciju ove integracije",

  payoutUnknown: "Isplata {id} ne postoji: upotrijebite orderId iz GET /api/v1/payouts",
  payoutNotAwaitingPaid: "Isplata {id} je {state}: kao plaćena može se označiti samo isplata koja još čeka plaćanje",
  payoutNotAwaitingCancel:
    "Isplata {id} je {state}: otkazati se može samo isplata koja još čeka plaćanje (prijenos viđen za nju možda je već napustio novčanik)",
  payoutNoStranger:
    "Isplata {id} nema prijenos iz nepoznatog novčanika s ovim hashom i logIndexom koji čeka odgovor: upotrijebite jedan naveden u strangers isplate",
  transferPaidOther: "Prijenos {hash} (log {logIndex}) već je platio drugu isplatu: jedan prijenos plaća najviše jednu",
  hashText: "hash mora biti niz znakova: hash transakcije koju je poslao potpisnik",
  hashShape:
    "hash mora biti 64 heksadecimalne znamenke (s prefiksom 0x na Ethereumu i BNB Smart Chainu): hash transakcije koju je poslao potpisnik",
  strangerHashText: "hash mora biti niz znakova: hash prijenosa navedenog u strangers isplate",
  strangerHashShape:
    "hash mora biti 64 heksadecimalne znamenke (s prefiksom 0x na Ethereumu i BNB Smart Chainu): hash prijenosa navedenog u strangers isplate",
  logIndexWhole: "logIndex mora biti cijeli broj: logIndex prijenosa navedenog u strangers isplate",
  logIndexMin: "logIndex mora biti 0 ili više: logIndex prijenosa navedenog u strangers isplate",

  bodyNotJson: "Content-Type {contentType} nije JSON: pošaljite tijelo kao JSON s Content-Type: application/json",
  bodyBadJson: "Tijelo nije valjan JSON ({reason}): pošaljite jedan JSON objekt",
  bodyNotObject: "Tijelo mora biti JSON objekt, primljeno {value}",
  bodyTooLarge: "Tijelo je veće od {bytes} bajtova: pošaljite manji JSON objekt",
  idempotencyKeyShape:
    "Idempotency-Key {key} mora imati od 1 do 255 vidljivih ASCII znakova bez razmaka: za svaki zahtjev pošaljite novu nasumičnu vrijednost (UUID)",
  idempotencyKeyReused:
    "Idempotency-Key {key} već je upotrijebljen za drugi zahtjev (drugo tijelo ili krajnja točka): ponovite potpuno isti zahtjev da biste opet dobili njegov odgovor ili upotrijebite novi ključ za novi zahtjev",
  requestsTooMany:
    "Previše zahtjeva prema {what}: najviše {limit} u {seconds} s s jednog klijenta ({setting}). Pokušajte ponovno nakon broja sekundi u Retry-After.",
  fieldDate: "{field} mora biti datum u obliku GGGG-MM-DD",
  fieldControlCharacters: "{field} ne smije sadržavati kontrolne znakove (pronađeno {character}): pošaljite tekst bez njih",
  fieldDisplayCharacters:
    "{field} ne smije sadržavati kontrolne ni dvosmjerne znakove oblikovanja (pronađeno {character}): mijenjaju ono što platitelj vidi",
  fieldRequired: "{field} je obavezno",
  fieldEmpty: "{field} ne smije biti prazno",
  fieldTooLong: "{field} je dulje od {max} znakova",
  fieldText: "{field} mora biti tekst",
  fieldString: "{field} mora biti niz znakova",
  fieldOneOf: "{field} mora biti jedno od {values}",
  fieldType: "{field} mora biti {expected}",
  fieldInvalid: "{field} nije valjano",
  received: "{message} (primljeno {received})",
} satisfies RefusalWords;
