// Norwegian Bokmål: the service's refusals, as the portal shows them next to a form's fields.
import type { RefusalWords } from "../../../shared/refusal-words.ts";

export default {
  signInNoMatchMailed:
    "E-postadressen og passordet passer ikke til noen konto. Sjekk begge deler, eller tilbakestill passordet via «Glemt passordet?».",
  signInNoMatchOperator:
    "E-postadressen og passordet passer ikke til noen konto. Sjekk begge deler, eller be operatøren av tjenesten om å tilbakestille passordet.",
  signInTooMany: "For mange mislykkede pålogginger for denne e-postadressen eller fra denne adressen: prøv igjen om {minutes} min",
  signInsToAccountTooMany: "For mange pålogginger til denne kontoen: prøv igjen om {minutes} min",
  signUpsTooMany: "For mange registreringer fra denne adressen: prøv igjen om {minutes} min",
  wrongAnswersTooMany: "For mange feil svar: prøv igjen om {minutes} min",
  resetRequestsTooMany:
    "For mange forespørsler om tilbakestilling for denne e-postadressen eller fra denne adressen: prøv igjen om {minutes} min",
  passwordChecksTooMany: "For mange samtidige passordkontroller fra denne adressen (høyst {count} i kø): prøv igjen om noen sekunder",
  passwordChecksBusy: "Tjenesten er opptatt med å kontrollere passord: prøv igjen om noen sekunder",
  signInCodeNeeded: "Skriv inn den 6-sifrede koden fra autentiseringsappen din, eller en av gjenopprettingskodene dine",
  signInCodeWrong: "Koden er feil (eller allerede brukt): skriv inn koden appen viser nå",
  codeNeeded: "Skriv inn den 6-sifrede koden fra autentiseringsappen din, eller en gjenopprettingskode",
  codeWrong: "Koden er feil (eller allerede brukt)",
  passwordNeeded: "Skriv inn passordet ditt",
  passwordWrong: "Passordet er feil",
  currentPasswordWrong: "Det nåværende passordet er feil",
  signUpClosed: "Registrering er stengt for denne tjenesten: be operatøren om en konto",
  signUpRefused: "Det kan ikke opprettes en konto med denne e-postadressen: er den din, logg på i stedet",
  passwordLinkUnusable: "Lenken virker ikke (allerede brukt, utløpt eller ufullstendig): be om en ny",
  passwordLinkNotWhole: "Lenken er ufullstendig: åpne lenken operatøren ga deg",
  resetNotMailed: "Denne tjenesten sender ikke tilbakestilling av passord på e-post: be operatøren om en lenke for å velge et nytt passord",
  emailInvalid: "Skriv inn en e-postadresse som you@example.com",
  newPasswordLength: "Passordet må være {min} til {max} tegn (noen få ord gir et godt passord)",
  passwordLength: "Passordet må være 1 til {max} tegn",
  codeShapeWithRecovery: "Koden må være de 6 sifrene autentiseringsappen din viser, eller en gjenopprettingskode som abcd-efgh-ijkl-mnop",
  codeShape: "Koden må være de 6 sifrene autentiseringsappen din viser",
  notSignedIn: "Du er ikke pålogget (eller økten er utløpt): logg på igjen",
  accountGone: "Kontoen finnes ikke lenger",
  stepUpCode:
    "Denne endringen krever at autentiseringskoden er skrevet inn i løpet av de siste {minutes} minuttene: bekreft den, og gjenta deretter endringen",
  stepUpPassword:
    "Denne endringen krever at passordet er skrevet inn i løpet av de siste {minutes} minuttene: bekreft det, og gjenta deretter endringen",
  crossOrigin: "Endringer i portalen godtas bare fra portalens egen side på {origin} (Origin {sentOrigin}, Sec-Fetch-Site {site})",

  twoFactorAlreadyOn: "Totrinnspålogging er allerede på: slå den av først for å begynne på nytt med en ny app",
  twoFactorAlreadyOff: "Totrinnspålogging er allerede av",
  twoFactorNotStarted: "Start oppsettet av totrinnspålogging først: ingen ny nøkkel venter på koden sin",
  twoFactorCodeMismatch: "Koden passer ikke til den nye nøkkelen: sjekk klokken i appen og skriv inn koden den viser nå",
  twoFactorRestarted: "Oppsettet ble startet på nytt et annet sted: bruk den nyeste nøkkelen som vises",

  apiKeyName: "Navnet må være 1 til {max} tegn, for eksempel «Butikkserver»",
  apiKeyUnknown: "Ingen API-nøkkel {id} hører til denne kontoen",
  clientGone: "Kontoens klient finnes ikke lenger",
  languageUnknown: "Språket må være koden for et språk tjenesten snakker, for eksempel «en», «de», «pt» eller «zh-Hant»",

  integrationUnknown: "Integrasjonen {id} finnes ikke: bruk en id fra GET /api/v1/integrations",
  shopNameInvisible:
    "Navnet har ingen synlige tegn (bare mellomrom, sammenføyningstegn eller andre usynlige tegn): oppgi butikkens navn slik betalere skal lese det",
  urlNotHttp: "{field} må være en absolutt http(s)-URL",
  supportUrlNotHttp: "supportUrl må være en absolutt http(s)-URL, for eksempel https://shop.example/help",
  supportUrlCredentials: "supportUrl kan ikke inneholde påloggingsopplysninger (user:password@): betalere ser den",
  urlNotHttps: "{field} må bruke https; fikk {got}",
  urlUserinfo:
    "{field} kan ikke inneholde bruker eller passord før «@» (den ser ut som {shownHost}, men leder til {host}): oppgi butikkens egen adresse",
  urlHttpSandbox: "{field} må bruke https (http godtas bare for localhost, 127.0.0.1 og [::1] i sandkassemodus); fikk {origin}",
  logoUrlNotHttps: "logoUrl må være en absolutt https-URL (eller null for ingen)",
  accentColor: "accentColor må være en farge som #rrggbb (eller null for standard)",
  callbackUrlNotHttp: "callbackUrl må være en http(s)-URL",
  callbackUrlCredentials:
    "callbackUrl kan ikke inneholde påloggingsopplysninger (user:password@): bekreft heller callbacks med webhook-signature-headeren deres",
  callbackDestinationRefusedOutsideSandbox:
    "callbackUrl avvises: {host} peker til {address}; callback-målet {ip} er {range}: avvises utenfor sandkassemodus (regel «{rule}»; WEBHOOK_ALLOW_PRIVATE=1 tillater det)",
  callbackDestinationNever:
    "callbackUrl avvises: {host} peker til {address}; callback-målet {ip} er {range}: callbacks sendes aldri dit (regel «{rule}»)",
  callbackAddressRefusedOutsideSandbox:
    "callbackUrl avvises: callback-målet {ip} er {range}: avvises utenfor sandkassemodus (regel «{rule}»; WEBHOOK_ALLOW_PRIVATE=1 tillater det)",
  callbackAddressNever: "callbackUrl avvises: callback-målet {ip} er {range}: callbacks sendes aldri dit (regel «{rule}»)",
  callbackUrlRefused: "callbackUrl avvises: {problem}",
  callbackUrlMissing:
    "Integrasjonen {id} har ingen callback-URL: angi en med PUT /_sandbox/integrations/{id}/webhook først, eller kjør crypto-checkout listen",
  testEventsTooMany:
    "Høyst {limit} testhendelser per integrasjon per {minutes} minutter (TEST_EVENTS_PER_INTEGRATION): send den neste etter antall sekunder i Retry-After",
  originsList: "allowedOrigins må være en liste over origins, eller null for å tillate alle",
  originsTooMany: "allowedOrigins inneholder mer enn {max} origins",
  originText: "Hver origin må være en streng",
  originExact:
    "Hver origin må være en eksakt http(s)-origin som «https://shop.example» (skjema og vert, ingen sti eller jokertegn); fikk {got}",
  appSchemesList: 'appReturnSchemes må være en liste over skjemaer som ["myshop"], eller [] for ingen',
  appSchemesTooMany: "appReturnSchemes inneholder mer enn {max} skjemaer",
  appSchemeText: "Hvert returskjema for apper må være en streng som «myshop»",
  appSchemeShape:
    "Hvert returskjema for apper må være et URL-skjema som «myshop»: en liten bokstav, deretter opptil 31 bokstaver, sifre, «+», «-» eller «.»; fikk {got}",
  appSchemeWeb: "Et returskjema for apper kan ikke være {scheme}: en https-retur-URL er alltid tillatt, oppgi bare en apps eget skjema",
  appSchemeDevice:
    "Et returskjema for apper kan ikke være {scheme}: det kjører eller leser noe på betalerens enhet i stedet for å åpne en app",
  toleranceText: "paymentTolerancePercent må være desimaltekst som «0.5» (prosent)",
  tolerancePlain: "paymentTolerancePercent må være enkel desimaltekst som «0.5»: sifre og høyst ett punktum",
  toleranceFraction: "paymentTolerancePercent har mer enn 2 desimaler",
  toleranceRange: "paymentTolerancePercent må være mellom 0 og 100",
  supportEmail: "supportEmail må være en e-postadresse som help@shop.example",
  fieldTrueOrFalse: "{field} må være true eller false",
  fieldStringOrNull: "{field} må være en streng eller null",

  orderUnknown: "Ordren {id} finnes ikke: bruk en orderId fra ordrelisten",
  orderUnknownForIntegration: "Ordren {id} finnes ikke for integrasjonen {integration}",
  orderMissing: "Ordren {id} finnes ikke",
  deliveryUnknown: "Leveringen {id} finnes ikke: bruk en id fra GET /_sandbox/webhooks/deliveries",
  notYourIntegration: "{field} {id} er ikke en av integrasjonene dine: bruk en id fra GET /api/v1/integrations",
  assetUnknown: "{field} {id} er ikke en støttet aktiva: bruk en av {assets} (GET /api/v1/assets)",
  assetDisabled: "{field} {id} er slått av for transaksjoner (GET /api/v1/assets viser disabled: true): velg en aktivert aktiva",
  amountBelowMinimum: "{field} {amount} er under minste innkommende beløp på {minimum} {asset} på {network}: send minst {minimum}",
  customerRequired: "customer er påkrevd når en ordre opprettes siden versjon 15.09.2025: send { type, firstName, lastName }",
  customerObject: "customer må være et objekt: { type, firstName, lastName }",
  customerType: "customer.type må være «individual» (den eneste kundetypen spesifikasjonen kjenner)",
  amountRequired: "Beløpet er påkrevd: send det som desimaltekst, for eksempel «10.50»",
  amountNumber: "Beløpet må være en streng med desimaltekst som «10.50», ikke et JSON-tall",
  amountString: "Beløpet må være en streng med desimaltekst som «10.50»",
  amountPlain: "Beløpet må være enkel desimaltekst som «10.50»: sifre, høyst ett punktum, uten fortegn, eksponent eller mellomrom",
  amountIntegerDigits: "Beløpet har mer enn {max} sifre før punktumet",
  amountFractionDigits: "Beløpet har mer enn {max} desimaler",
  amountPositive: "Beløpet må være større enn null",
  amountDecimal: "Beløpet må være desimaltekst",
  ownAddress:
    "destinationAddress {address} er en av tjenestens egne ordreadresser: send en refusjon eller et uttak til betalerens eller din egen lommebok",
  addressInvalidTron:
    "destinationAddress {address} er ikke en gyldig {network}-adresse for {asset}: forventet en base58check-adresse som begynner med T (34 tegn)",
  addressInvalidEvm:
    "destinationAddress {address} er ikke en gyldig {network}-adresse for {asset}: forventet 0x fulgt av 40 heksadesimale sifre, med riktig EIP-55-kontrollsum ved blandet store og små bokstaver",
  balanceShort:
    "Integrasjonen {integration} har {balance} {asset}, men beløpet {amount} pluss nettverksgebyret {fee} krever {needed}: et uttak trekker bare fra integrationId-en det oppgir, en refusjon fra integrasjonen til den refunderte ordren.",
  refundOrderUnknown: "refundOrderId {id} er ikke en av ordrene dine: bruk orderId-en til en fullført betalings- eller innskuddsordre",
  refundOrderType: "Ordren {id} er av typen {type}: bare betalings- og innskuddsordrer kan refunderes",
  refundOrderStatus: "Ordren {id} er {status}: en refusjon kan først opprettes når ordren er fullført",
  refundAssetMismatch: "assetId {assetId} passer ikke med ordren {id}, som mottok {asset}: refunder i {asset}",
  refundTooMuch:
    "Beløpet {amount} overstiger det som fortsatt kan refunderes for ordren {id}: {refundable} {asset} (mottatt {primary}, refundert {refunded})",
  markPaidRefused:
    "Ordren {id} kan ikke merkes som betalt: det kan bare en ordre der betalingen kom etter betalingsvinduet (fortsatt under behandling)",
  noPaymentWindow: "Ordren {id} har ikke noe aktivt betalingsvindu: bare en ordre fra en betalingslenke har det",

  linkUnknown: "Betalingslenken {id} finnes ikke: bruk en linkId fra POST /api/v1/payment-links eller GET /api/v1/payment-links",
  linkNameInvisible: "Navnet har ingen synlige tegn: oppgi varens navn slik betalere skal lese det",
  priceCurrencyUnknown: "price.currency {currency} er verken en valuta valutakursene kjenner ({currencies}) eller en assetId ({assets})",
  priceAmountShape:
    "price.amount {amount} må være desimaltekst over null med høyst {digits} desimaler for {currency}, for eksempel {example}",
  priceInAsset: 'En pris i {asset} betales bare i {asset}: utelat assetIds eller send ["{asset}"]',
  priceAmountRequired: "price.amount er påkrevd, som desimaltekst som «10.00»",
  priceAmountText: "price.amount må være desimaltekst som «10.00»",
  priceCurrencyRequired: "price.currency er påkrevd: «USD», «EUR» eller en assetId",
  priceObject: 'price må være et objekt: { amount: "10.00", currency: "USD" }',
  assetIdsEntry: "Hvert element i assetIds må være en assetId-streng",
  assetIdsArray: "assetIds må være en matrise med assetIds",
  assetIdsEmpty: "assetIds må nevne minst én aktiva (utelat det for alle aktiverte aktiva)",
  assetIdsTooMany: "assetIds har mer enn {max} elementer",
  expiryWhole: "expiresInMinutes må være et helt antall minutter fra {min} til {max}",
  expiryMin: "expiresInMinutes må være minst {min}",
  expiryMax: "expiresInMinutes kan være høyst {max} (en uke)",
  returnUrlHttps: "returnUrl må være en absolutt https-URL",
  returnUrlApp: "returnUrl må være en absolutt URL: https, eller en applenke med et av integrasjonens returskjemaer for apper",

  payoutUnknown: "Utbetalingen {id} finnes ikke: bruk en orderId fra GET /api/v1/payouts",
  payoutNotAwaitingPaid: "Utbetalingen {id} er {state}: bare en utbetaling som fortsatt venter på betaling, kan merkes som betalt",
  payoutNotAwaitingCancel:
    "Utbetalingen {id} er {state}: bare en utbetaling som fortsatt venter på betaling, kan kanselleres (en overføring som er sett for den, kan allerede ha forlatt lommeboken)",
  payoutNoStranger:
    "Utbetalingen {id} har ingen overføring fra en ukjent lommebok med denne hashen og logIndex som venter på svar: bruk en som står i utbetalingens strangers",
  transferPaidOther: "Overføringen {hash} (logg {logIndex}) har allerede betalt en annen utbetaling: én overføring betaler høyst én",
  hashText: "hash må være en streng: transaksjonshashen som signereren sendte",
  hashShape:
    "hash må være 64 heksadesimale sifre (med prefikset 0x på Ethereum og BNB Smart Chain): transaksjonshashen som signereren sendte",
  strangerHashText: "hash må være en streng: hashen til en overføring som står i utbetalingens strangers",
  strangerHashShape:
    "hash må være 64 heksadesimale sifre (med prefikset 0x på Ethereum og BNB Smart Chain): hashen til en overføring som står i utbetalingens strangers",
  logIndexWhole: "logIndex må være et heltall: logIndex for en overføring som står i utbetalingens strangers",
  logIndexMin: "logIndex må være 0 eller mer: logIndex for en overføring som står i utbetalingens strangers",

  bodyNotJson: "Content-Type {contentType} er ikke JSON: send innholdet som JSON med Content-Type: application/json",
  bodyBadJson: "Innholdet er ikke gyldig JSON ({reason}): send ett JSON-objekt",
  bodyNotObject: "Innholdet må være et JSON-objekt, fikk {value}",
  bodyTooLarge: "Innholdet er større enn {bytes} byte: send et mindre JSON-objekt",
  idempotencyKeyShape:
    "Idempotency-Key {key} må være 1 til 255 synlige ASCII-tegn uten mellomrom: send en ny tilfeldig verdi (en UUID) per forespørsel",
  idempotencyKeyReused:
    "Idempotency-Key {key} er allerede brukt for en annen forespørsel (annet innhold eller endepunkt): gjenta nøyaktig samme forespørsel for å få svaret igjen, eller bruk en ny nøkkel for en ny forespørsel",
  requestsTooMany:
    "For mange forespørsler til {what}: høyst {limit} per {seconds} s fra én klient ({setting}). Prøv igjen etter antall sekunder i Retry-After.",
  fieldDate: "{field} må være en dato som ÅÅÅÅ-MM-DD",
  fieldControlCharacters: "{field} kan ikke inneholde kontrolltegn (fant {character}): send teksten uten dem",
  fieldDisplayCharacters:
    "{field} kan ikke inneholde kontrolltegn eller tegn for toveis formatering (fant {character}): de endrer det betaleren ser",
  fieldRequired: "{field} er påkrevd",
  fieldEmpty: "{field} kan ikke være tomt",
  fieldTooLong: "{field} er lengre enn {max} tegn",
  fieldText: "{field} må være tekst",
  fieldString: "{field} må være en streng",
  fieldOneOf: "{field} må være en av {values}",
  fieldType: "{field} må være {expected}",
  fieldInvalid: "{field} er ikke gyldig",
  received: "{message} (fikk {received})",
} satisfies RefusalWords;
