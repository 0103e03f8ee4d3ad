// Danish: the service's refusals, as the portal shows them next to a form's fields.
import type { RefusalWords } from "../../../shared/refusal-words.ts";

export default {
  signInNoMatchMailed:
    "E-mailadressen og adgangskoden passer ikke til nogen konto. Tjek begge dele, eller nulstil adgangskoden via »Glemt adgangskoden?«.",
  signInNoMatchOperator:
    "E-mailadressen og adgangskoden passer ikke til nogen konto. Tjek begge dele, eller få tjenestens operatør til at nulstille adgangskoden.",
  signInTooMany: "For mange mislykkede login for denne e-mailadresse eller fra denne adresse: prøv igen om {minutes} min.",
  signInsToAccountTooMany: "For mange login på denne konto: prøv igen om {minutes} min.",
  signUpsTooMany: "For mange tilmeldinger fra denne adresse: prøv igen om {minutes} min.",
  wrongAnswersTooMany: "For mange forkerte svar: prøv igen om {minutes} min.",
  resetRequestsTooMany: "For mange anmodninger om nulstilling for denne e-mailadresse eller fra denne adresse: prøv igen om {minutes} min.",
  passwordChecksTooMany:
    "For mange samtidige kontroller af adgangskoder fra denne adresse (højst {count} i kø): prøv igen om et par sekunder",
  passwordChecksBusy: "Tjenesten har travlt med at kontrollere adgangskoder: prøv igen om et par sekunder",
  signInCodeNeeded: "Indtast den 6-cifrede kode fra din godkendelsesapp eller en af dine gendannelseskoder",
  signInCodeWrong: "Koden er forkert (eller allerede brugt): indtast den kode, din app viser nu",
  codeNeeded: "Indtast den 6-cifrede kode fra din godkendelsesapp eller en gendannelseskode",
  codeWrong: "Koden er forkert (eller allerede brugt)",
  passwordNeeded: "Indtast din adgangskode",
  passwordWrong: "Adgangskoden er forkert",
  currentPasswordWrong: "Den nuværende adgangskode er forkert",
  signUpClosed: "Tilmelding er lukket på denne tjeneste: bed operatøren om en konto",
  signUpRefused: "Der kan ikke oprettes en konto med denne e-mailadresse: hvis den er din, så log ind i stedet",
  passwordLinkUnusable: "Linket virker ikke (allerede brugt, udløbet eller ufuldstændigt): bed om et nyt",
  passwordLinkNotWhole: "Linket er ufuldstændigt: åbn det link, operatøren gav dig",
  resetNotMailed:
    "Denne tjeneste sender ikke nulstilling af adgangskoder pr. e-mail: bed operatøren om et link til at vælge en ny adgangskode",
  emailInvalid: "Indtast en e-mailadresse som you@example.com",
  newPasswordLength: "Adgangskoden skal være på {min} til {max} tegn (et par ord giver en god adgangskode)",
  passwordLength: "Adgangskoden skal være på 1 til {max} tegn",
  codeShapeWithRecovery: "Koden skal være de 6 cifre, din godkendelsesapp viser, eller en gendannelseskode som abcd-efgh-ijkl-mnop",
  codeShape: "Koden skal være de 6 cifre, din godkendelsesapp viser",
  notSignedIn: "Du er ikke logget ind (eller din session er udløbet): log ind igen",
  accountGone: "Kontoen findes ikke længere",
  stepUpCode:
    "Denne ændring kræver, at din godkendelseskode er indtastet inden for de seneste {minutes} minutter: bekræft den, og gentag så ændringen",
  stepUpPassword:
    "Denne ændring kræver, at din adgangskode er indtastet inden for de seneste {minutes} minutter: bekræft den, og gentag så ændringen",
  crossOrigin: "Ændringer i portalen accepteres kun fra portalens egen side på {origin} (Origin {sentOrigin}, Sec-Fetch-Site {site})",

  twoFactorAlreadyOn: "Totrinslogin er allerede slået til: slå det fra først for at starte forfra med en ny app",
  twoFactorAlreadyOff: "Totrinslogin er allerede slået fra",
  twoFactorNotStarted: "Start opsætningen af totrinslogin først: ingen ny nøgle venter på sin kode",
  twoFactorCodeMismatch: "Koden passer ikke til den nye nøgle: tjek appens ur, og indtast den kode, den viser nu",
  twoFactorRestarted: "Opsætningen blev startet forfra et andet sted: brug den senest viste nøgle",

  apiKeyName: "Navnet skal være på 1 til {max} tegn, f.eks. »Butiksserver«",
  apiKeyUnknown: "Der hører ingen API-nøgle {id} til denne konto",
  clientGone: "Kontoens klient findes ikke længere",
  languageUnknown: "Sproget skal være koden for et sprog, tjenesten taler, f.eks. »en«, »de«, »pt« eller »zh-Hant«",

  integrationUnknown: "Integrationen {id} findes ikke: brug et id fra GET /api/v1/integrations",
  shopNameInvisible:
    "Navnet har intet synligt tegn (kun mellemrum, sammenføjningstegn eller andre usynlige tegn): angiv butikkens navn, som betalere skal læse det",
  urlNotHttp: "{field} skal være en absolut http(s)-URL",
  supportUrlNotHttp: "supportUrl skal være en absolut http(s)-URL, f.eks. https://shop.example/help",
  supportUrlCredentials: "supportUrl må ikke indeholde loginoplysninger (user:password@): betalere kan se den",
  urlNotHttps: "{field} skal bruge https; modtog {got}",
  urlUserinfo:
    "{field} må ikke indeholde bruger eller adgangskode før »@« (den ligner {shownHost}, men fører til {host}): angiv butikkens egen adresse",
  urlHttpSandbox: "{field} skal bruge https (http accepteres kun for localhost, 127.0.0.1 og [::1] i sandkassetilstand); modtog {origin}",
  logoUrlNotHttps: "logoUrl skal være en absolut https-URL (eller null for intet)",
  accentColor: "accentColor skal være en farve som #rrggbb (eller null for standard)",
  callbackUrlNotHttp: "callbackUrl skal være en http(s)-URL",
  callbackUrlCredentials:
    "callbackUrl må ikke indeholde loginoplysninger (user:password@): bekræft i stedet callbacks med deres webhook-signature-header",
  callbackDestinationRefusedOutsideSandbox:
    "callbackUrl afvises: {host} peger på {address}; callback-destinationen {ip} er {range}: afvises uden for sandkassetilstand (regel »{rule}«; WEBHOOK_ALLOW_PRIVATE=1 tillader det)",
  callbackDestinationNever:
    "callbackUrl afvises: {host} peger på {address}; callback-destinationen {ip} er {range}: callbacks sendes aldrig dertil (regel »{rule}«)",
  callbackAddressRefusedOutsideSandbox:
    "callbackUrl afvises: callback-destinationen {ip} er {range}: afvises uden for sandkassetilstand (regel »{rule}«; WEBHOOK_ALLOW_PRIVATE=1 tillader det)",
  callbackAddressNever: "callbackUrl afvises: callback-destinationen {ip} er {range}: callbacks sendes aldrig dertil (regel »{rule}«)",
  callbackUrlRefused: "callbackUrl afvises: {problem}",
  callbackUrlMissing:
    "Integrationen {id} har ingen callback-URL: angiv en med PUT /_sandbox/integrations/{id}/webhook først, eller kør crypto-checkout listen",
  testEventsTooMany:
    "Højst {limit} testhændelser pr. integration pr. {minutes} minutter (TEST_EVENTS_PER_INTEGRATION): send den næste efter antallet af sekunder i Retry-After",
  originsList: "allowedOrigins skal være en liste over origins, eller null for at tillade alle",
  originsTooMany: "allowedOrigins indeholder mere end {max} origins",
  originText: "Hver origin skal være en streng",
  originExact:
    "Hver origin skal være en nøjagtig http(s)-origin som »https://shop.example« (skema og vært, ingen sti eller jokertegn); modtog {got}",
  appSchemesList: 'appReturnSchemes skal være en liste over skemaer som ["myshop"], eller [] for ingen',
  appSchemesTooMany: "appReturnSchemes indeholder mere end {max} skemaer",
  appSchemeText: "Hvert returskema for apps skal være en streng som »myshop«",
  appSchemeShape:
    "Hvert returskema for apps skal være et URL-skema som »myshop«: et lille bogstav, derefter op til 31 bogstaver, cifre, »+«, »-« eller ».«; modtog {got}",
  appSchemeWeb: "Et returskema for apps må ikke være {scheme}: en https-retur-URL er altid tilladt, angiv kun en apps eget skema",
  appSchemeDevice:
    "Et returskema for apps må ikke være {scheme}: det kører eller læser noget på betalerens enhed i stedet for at åbne en app",
  toleranceText: "paymentTolerancePercent skal være decimaltekst som »0.5« (procent)",
  tolerancePlain: "paymentTolerancePercent skal være almindelig decimaltekst som »0.5«: cifre og højst ét punktum",
  toleranceFraction: "paymentTolerancePercent har mere end 2 decimaler",
  toleranceRange: "paymentTolerancePercent skal være mellem 0 og 100",
  supportEmail: "supportEmail skal være en e-mailadresse som help@shop.example",
  fieldTrueOrFalse: "{field} skal være true eller false",
  fieldStringOrNull: "{field} skal være en streng eller null",

  orderUnknown: "Ordren {id} findes ikke: brug et orderId fra ordrelisten",
  orderUnknownForIntegration: "Ordren {id} findes ikke for integrationen {integration}",
  orderMissing: "Ordren {id} findes ikke",
  deliveryUnknown: "Leveringen {id} findes ikke: brug et id fra GET /_sandbox/webhooks/deliveries",
  notYourIntegration: "{field} {id} er ikke en af dine integrationer: brug et id fra GET /api/v1/integrations",
  assetUnknown: "{field} {id} er ikke et understøttet aktiv: brug et af {assets} (GET /api/v1/assets)",
  assetDisabled: "{field} {id} er slået fra for transaktioner (GET /api/v1/assets viser disabled: true): vælg et aktiveret aktiv",
  amountBelowMinimum: "{field} {amount} er under det mindste indgående beløb på {minimum} {asset} på {network}: send mindst {minimum}",
  customerRequired: "customer er påkrævet ved oprettelse af en ordre siden version 15.09.2025: send { type, firstName, lastName }",
  customerObject: "customer skal være et objekt: { type, firstName, lastName }",
  customerType: "customer.type skal være »individual« (den eneste kundetype, specifikationen kender)",
  amountRequired: "Beløbet er påkrævet: send det som decimaltekst, f.eks. »10.50«",
  amountNumber: "Beløbet skal være en streng med decimaltekst som »10.50«, ikke et JSON-tal",
  amountString: "Beløbet skal være en streng med decimaltekst som »10.50«",
  amountPlain:
    "Beløbet skal være almindelig decimaltekst som »10.50«: cifre, højst ét punktum, intet fortegn, ingen eksponent eller mellemrum",
  amountIntegerDigits: "Beløbet har mere end {max} cifre før punktummet",
  amountFractionDigits: "Beløbet har mere end {max} decimaler",
  amountPositive: "Beløbet skal være større end nul",
  amountDecimal: "Beløbet skal være decimaltekst",
  ownAddress:
    "destinationAddress {address} er en af tjenestens egne ordreadresser: send en refusion eller udbetaling til betalerens eller din egen wallet",
  addressInvalidTron:
    "destinationAddress {address} er ikke en gyldig {network}-adresse for {asset}: forventede en base58check-adresse, der starter med T (34 tegn)",
  addressInvalidEvm:
    "destinationAddress {address} er ikke en gyldig {network}-adresse for {asset}: forventede 0x efterfulgt af 40 hexcifre, med korrekt EIP-55-kontrolsum ved blandede store og små bogstaver",
  balanceShort:
    "Integrationen {integration} har {balance} {asset}, men beløbet {amount} plus netværksgebyret {fee} kræver {needed}: en udbetaling trækker kun på det integrationId, den angiver, en refusion på den refunderede ordres integration.",
  refundOrderUnknown: "refundOrderId {id} er ikke en af dine ordrer: brug orderId for en gennemført betalings- eller indbetalingsordre",
  refundOrderType: "Ordren {id} er af typen {type}: kun betalings- og indbetalingsordrer kan refunderes",
  refundOrderStatus: "Ordren {id} er {status}: en refusion kan først oprettes, når ordren er gennemført",
  refundAssetMismatch: "assetId {assetId} passer ikke til ordren {id}, som modtog {asset}: refundér i {asset}",
  refundTooMuch:
    "Beløbet {amount} overstiger det, der stadig kan refunderes for ordren {id}: {refundable} {asset} (modtaget {primary}, refunderet {refunded})",
  markPaidRefused:
    "Ordren {id} kan ikke markeres som betalt: det kan kun en ordre, hvis betaling kom efter betalingsvinduet (stadig i gang)",
  noPaymentWindow: "Ordren {id} har intet kørende betalingsvindue: kun en ordre fra et betalingslink har et",

  linkUnknown: "Betalingslinket {id} findes ikke: brug et linkId fra POST /api/v1/payment-links eller GET /api/v1/payment-links",
  linkNameInvisible: "Navnet har intet synligt tegn: angiv varens navn, som betalere skal læse det",
  priceCurrencyUnknown: "price.currency {currency} er hverken en valuta, vekselkurserne kender ({currencies}), eller et assetId ({assets})",
  priceAmountShape: "price.amount {amount} skal være decimaltekst over nul med højst {digits} decimaler for {currency}, f.eks. {example}",
  priceInAsset: 'En pris i {asset} betales kun i {asset}: udelad assetIds eller send ["{asset}"]',
  priceAmountRequired: "price.amount er påkrævet, som decimaltekst som »10.00«",
  priceAmountText: "price.amount skal være decimaltekst som »10.00«",
  priceCurrencyRequired: "price.currency er påkrævet: »USD«, »EUR« eller et assetId",
  priceObject: 'price skal være et objekt: { amount: "10.00", currency: "USD" }',
  assetIdsEntry: "Hvert element i assetIds skal være en assetId-streng",
  assetIdsArray: "assetIds skal være et array af assetIds",
  assetIdsEmpty: "assetIds skal nævne mindst ét aktiv (udelad det for alle aktiverede aktiver)",
  assetIdsTooMany: "assetIds har mere end {max} elementer",
  expiryWhole: "expiresInMinutes skal være et helt antal minutter fra {min} til {max}",
  expiryMin: "expiresInMinutes skal være mindst {min}",
  expiryMax: "expiresInMinutes må højst være {max} (en uge)",
  returnUrlHttps: "returnUrl skal være en absolut https-URL",
  returnUrlApp: "returnUrl skal være en absolut URL: https, eller et app-link med et af integrationens returskemaer for apps",

  payoutUnknown: "Udbetalingen {id} findes ikke: brug et orderId fra GET /api/v1/payouts",
  payoutNotAwaitingPaid: "Udbetalingen {id} er {state}: kun en udbetaling, der stadig venter på betaling, kan markeres som betalt",
  payoutNotAwaitingCancel:
    "Udbetalingen {id} er {state}: kun en udbetaling, der stadig venter på betaling, kan annulleres (en overførsel set for den kan allerede have forladt wallet'en)",
  payoutNoStranger:
    "Udbetalingen {id} har ingen overførsel fra en ukendt wallet med denne hash og logIndex, der venter på svar: brug en fra udbetalingens strangers",
  transferPaidOther: "Overførslen {hash} (log {logIndex}) har allerede betalt en anden udbetaling: én overførsel betaler højst én",
  hashText: "hash skal være en streng: transaktionshashen, som underskriveren sendte",
  hashShape: "hash skal være 64 hexcifre (med præfikset 0x på Ethereum og BNB Smart Chain): transaktionshashen, som underskriveren sendte",
  strangerHashText: "hash skal være en streng: hashen for en overførsel fra udbetalingens strangers",
  strangerHashShape:
    "hash skal være 64 hexcifre (med præfikset 0x på Ethereum og BNB Smart Chain): hashen for en overførsel fra udbetalingens strangers",
  logIndexWhole: "logIndex skal være et heltal: logIndex for en overførsel fra udbetalingens strangers",
  logIndexMin: "logIndex skal være 0 eller mere: logIndex for en overførsel fra udbetalingens strangers",

  bodyNotJson: "Content-Type {contentType} er ikke JSON: send brødteksten som JSON med Content-Type: application/json",
  bodyBadJson: "Brødteksten er ikke gyldig JSON ({reason}): send ét JSON-objekt",
  bodyNotObject: "Brødteksten skal være et JSON-objekt, modtog {value}",
  bodyTooLarge: "Brødteksten er større end {bytes} byte: send et mindre JSON-objekt",
  idempotencyKeyShape:
    "Idempotency-Key {key} skal være 1 til 255 synlige ASCII-tegn uden mellemrum: send en ny tilfældig værdi (et UUID) pr. anmodning",
  idempotencyKeyReused:
    "Idempotency-Key {key} er allerede brugt til en anden anmodning (anden brødtekst eller andet endpoint): gentag nøjagtig samme anmodning for at få dens svar igen, eller brug en ny nøgle til en ny anmodning",
  requestsTooMany:
    "For mange anmodninger til {what}: højst {limit} pr. {seconds} s fra én klient ({setting}). Prøv igen efter antallet af sekunder i Retry-After.",
  fieldDate: "{field} skal være en dato som ÅÅÅÅ-MM-DD",
  fieldControlCharacters: "{field} må ikke indeholde kontroltegn (fandt {character}): send teksten uden dem",
  fieldDisplayCharacters:
    "{field} må ikke indeholde kontroltegn eller tegn til tovejsformatering (fandt {character}): de ændrer, hvad betaleren ser",
  fieldRequired: "{field} er påkrævet",
  fieldEmpty: "{field} må ikke være tomt",
  fieldTooLong: "{field} er længere end {max} tegn",
  fieldText: "{field} skal være tekst",
  fieldString: "{field} skal være en streng",
  fieldOneOf: "{field} skal være en af {values}",
  fieldType: "{field} skal være {expected}",
  fieldInvalid: "{field} er ikke gyldigt",
  received: "{message} (modtog {received})",
} satisfies RefusalWords;
