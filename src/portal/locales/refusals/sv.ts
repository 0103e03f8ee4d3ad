// Swedish: the service's refusals, as the portal shows them next to a form's fields.
import type { RefusalWords } from "../../../shared/refusal-words.ts";

export default {
  signInNoMatchMailed:
    "E-postadressen och lösenordet matchar inget konto. Kontrollera båda, eller återställ lösenordet via ”Glömt lösenordet?”.",
  signInNoMatchOperator:
    "E-postadressen och lösenordet matchar inget konto. Kontrollera båda, eller be tjänstens operatör att återställa lösenordet.",
  signInTooMany: "För många misslyckade inloggningar för den här e-postadressen eller från den här adressen: försök igen om {minutes} min",
  signInsToAccountTooMany: "För många inloggningar till det här kontot: försök igen om {minutes} min",
  signUpsTooMany: "För många registreringar från den här adressen: försök igen om {minutes} min",
  wrongAnswersTooMany: "För många felaktiga svar: försök igen om {minutes} min",
  resetRequestsTooMany:
    "För många begäranden om återställning för den här e-postadressen eller från den här adressen: försök igen om {minutes} min",
  passwordChecksTooMany:
    "För många samtidiga lösenordskontroller från den här adressen (högst {count} i kö): försök igen om några sekunder",
  passwordChecksBusy: "Tjänsten är upptagen med att kontrollera lösenord: försök igen om några sekunder",
  signInCodeNeeded: "Ange den 6-siffriga koden från din autentiseringsapp, eller en av dina återställningskoder",
  signInCodeWrong: "Koden stämmer inte (eller har redan använts): ange koden som appen visar nu",
  codeNeeded: "Ange den 6-siffriga koden från din autentiseringsapp, eller en återställningskod",
  codeWrong: "Koden stämmer inte (eller har redan använts)",
  passwordNeeded: "Ange ditt lösenord",
  passwordWrong: "Lösenordet stämmer inte",
  currentPasswordWrong: "Det nuvarande lösenordet stämmer inte",
  signUpClosed: "Registreringen är stängd i den här tjänsten: be operatören om ett konto",
  signUpRefused: "Det går inte att skapa ett konto med den här e-postadressen: om den är din, logga in i stället",
  passwordLinkUnusable: "Länken fungerar inte (redan använd, har gått ut eller är ofullständig): begär en ny",
  passwordLinkNotWhole: "Länken är ofullständig: öppna länken som operatören gav dig",
  resetNotMailed:
    "Den här tjänsten skickar inte återställning av lösenord via e-post: be operatören om en länk för att välja ett nytt lösenord",
  emailInvalid: "Ange en e-postadress som you@example.com",
  newPasswordLength: "Lösenordet måste vara {min} till {max} tecken (några ord blir ett bra lösenord)",
  passwordLength: "Lösenordet måste vara 1 till {max} tecken",
  codeShapeWithRecovery:
    "Koden måste vara de 6 siffror som din autentiseringsapp visar, eller en återställningskod som abcd-efgh-ijkl-mnop",
  codeShape: "Koden måste vara de 6 siffror som din autentiseringsapp visar",
  notSignedIn: "Du är inte inloggad (eller så har sessionen gått ut): logga in igen",
  accountGone: "Kontot finns inte längre",
  stepUpCode:
    "Den här ändringen kräver att din autentiseringskod har angetts under de senaste {minutes} minuterna: bekräfta den och gör sedan om ändringen",
  stepUpPassword:
    "Den här ändringen kräver att ditt lösenord har angetts under de senaste {minutes} minuterna: bekräfta det och gör sedan om ändringen",
  crossOrigin: "Ändringar i portalen tas bara emot från portalens egen sida på {origin} (Origin {sentOrigin}, Sec-Fetch-Site {site})",

  twoFactorAlreadyOn: "Tvåstegsinloggning är redan på: stäng av den först för att börja om med en ny app",
  twoFactorAlreadyOff: "Tvåstegsinloggning är redan av",
  twoFactorNotStarted: "Börja konfigurera tvåstegsinloggning först: ingen ny nyckel väntar på sin kod",
  twoFactorCodeMismatch: "Koden matchar inte den nya nyckeln: kontrollera klockan i appen och ange koden den visar nu",
  twoFactorRestarted: "Konfigurationen startades om någon annanstans: använd den senast visade nyckeln",

  apiKeyName: "Namnet måste vara 1 till {max} tecken, till exempel ”Butiksserver”",
  apiKeyUnknown: "Ingen API-nyckel {id} hör till det här kontot",
  clientGone: "Kontots klient finns inte längre",
  languageUnknown: "Språket måste vara koden för ett språk som tjänsten talar, till exempel ”en”, ”de”, ”pt” eller ”zh-Hant”",

  integrationUnknown: "Integrationen {id} finns inte: använd ett id från GET /api/v1/integrations",
  shopNameInvisible:
    "Namnet har inget synligt tecken (bara mellanslag, sammanfogningstecken eller andra osynliga tecken): ange butikens namn så som betalare ska läsa det",
  urlNotHttp: "{field} måste vara en absolut http(s)-URL",
  supportUrlNotHttp: "supportUrl måste vara en absolut http(s)-URL, till exempel https://shop.example/help",
  supportUrlCredentials: "supportUrl får inte innehålla inloggningsuppgifter (user:password@): betalare ser den",
  urlNotHttps: "{field} måste använda https; fick {got}",
  urlUserinfo:
    "{field} får inte innehålla användare eller lösenord före ”@” (den ser ut som {shownHost} men leder till {host}): ange butikens egen adress",
  urlHttpSandbox: "{field} måste använda https (http tillåts bara för localhost, 127.0.0.1 och [::1] i sandlådeläge); fick {origin}",
  logoUrlNotHttps: "logoUrl måste vara en absolut https-URL (eller null för ingen)",
  accentColor: "accentColor måste vara en färg som #rrggbb (eller null för standard)",
  callbackUrlNotHttp: "callbackUrl måste vara en http(s)-URL",
  callbackUrlCredentials:
    "callbackUrl får inte innehålla inloggningsuppgifter (user:password@): verifiera callbacks med deras webhook-signature-huvud i stället",
  callbackDestinationRefusedOutsideSandbox:
    "callbackUrl nekas: {host} pekar på {address}; callback-målet {ip} är {range}: nekas utanför sandlådeläge (regel ”{rule}”; WEBHOOK_ALLOW_PRIVATE=1 tillåter det)",
  callbackDestinationNever:
    "callbackUrl nekas: {host} pekar på {address}; callback-målet {ip} är {range}: callbacks skickas aldrig dit (regel ”{rule}”)",
  callbackAddressRefusedOutsideSandbox:
    "callbackUrl nekas: callback-målet {ip} är {range}: nekas utanför sandlådeläge (regel ”{rule}”; WEBHOOK_ALLOW_PRIVATE=1 tillåter det)",
  callbackAddressNever: "callbackUrl nekas: callback-målet {ip} är {range}: callbacks skickas aldrig dit (regel ”{rule}”)",
  callbackUrlRefused: "callbackUrl nekas: {problem}",
  callbackUrlMissing:
    "Integrationen {id} har ingen callback-URL: ange en med PUT /_sandbox/integrations/{id}/webhook först, eller kör crypto-checkout listen",
  testEventsTooMany:
    "Högst {limit} testhändelser per integration var {minutes}:e minut (TEST_EVENTS_PER_INTEGRATION): skicka nästa efter antalet sekunder i Retry-After",
  originsList: "allowedOrigins måste vara en lista med origins, eller null för att tillåta alla",
  originsTooMany: "allowedOrigins innehåller fler än {max} origins",
  originText: "Varje origin måste vara en sträng",
  originExact:
    "Varje origin måste vara en exakt http(s)-origin som ”https://shop.example” (schema och värd, ingen sökväg eller jokertecken); fick {got}",
  appSchemesList: 'appReturnSchemes måste vara en lista med scheman som ["myshop"], eller [] för inga',
  appSchemesTooMany: "appReturnSchemes innehåller fler än {max} scheman",
  appSchemeText: "Varje returschema för appar måste vara en sträng som ”myshop”",
  appSchemeShape:
    "Varje returschema för appar måste vara ett URL-schema som ”myshop”: en gemen bokstav, sedan upp till 31 bokstäver, siffror, ”+”, ”-” eller ”.”; fick {got}",
  appSchemeWeb: "Ett returschema för appar får inte vara {scheme}: en https-retur-URL är alltid tillåten, ange bara en apps eget schema",
  appSchemeDevice:
    "Ett returschema för appar får inte vara {scheme}: det kör eller läser något på betalarens enhet i stället för att öppna en app",
  toleranceText: "paymentTolerancePercent måste vara decimaltext som ”0.5” (procent)",
  tolerancePlain: "paymentTolerancePercent måste vara enkel decimaltext som ”0.5”: siffror och högst en punkt",
  toleranceFraction: "paymentTolerancePercent har fler än 2 decimaler",
  toleranceRange: "paymentTolerancePercent måste vara mellan 0 och 100",
  supportEmail: "supportEmail måste vara en e-postadress som help@shop.example",
  fieldTrueOrFalse: "{field} måste vara true eller false",
  fieldStringOrNull: "{field} måste vara en sträng eller null",

  orderUnknown: "Ordern {id} finns inte: använd ett orderId från orderlistan",
  orderUnknownForIntegration: "Ordern {id} finns inte för integrationen {integration}",
  orderMissing: "Ordern {id} finns inte",
  deliveryUnknown: "Leveransen {id} finns inte: använd ett id från GET /_sandbox/webhooks/deliveries",
  notYourIntegration: "{field} {id} är inte en av dina integrationer: använd ett id från GET /api/v1/integrations",
  assetUnknown: "{field} {id} är ingen tillgång som stöds: använd en av {assets} (GET /api/v1/assets)",
  assetDisabled: "{field} {id} är avstängd för transaktioner (GET /api/v1/assets visar disabled: true): välj en aktiverad tillgång",
  amountBelowMinimum: "{field} {amount} är under det minsta inkommande beloppet på {minimum} {asset} på {network}: skicka minst {minimum}",
  customerRequired: "customer krävs när en order skapas sedan version 15.09.2025: skicka { type, firstName, lastName }",
  customerObject: "customer måste vara ett objekt: { type, firstName, lastName }",
  customerType: "customer.type måste vara ”individual” (den enda kundtyp som specifikationen känner till)",
  amountRequired: "Belopp krävs: skicka det som decimaltext, till exempel ”10.50”",
  amountNumber: "Beloppet måste vara en sträng med decimaltext som ”10.50”, inte ett JSON-tal",
  amountString: "Beloppet måste vara en sträng med decimaltext som ”10.50”",
  amountPlain:
    "Beloppet måste vara enkel decimaltext som ”10.50”: siffror, högst en punkt, inget tecken, ingen exponent och inga mellanslag",
  amountIntegerDigits: "Beloppet har fler än {max} siffror före punkten",
  amountFractionDigits: "Beloppet har fler än {max} decimaler",
  amountPositive: "Beloppet måste vara större än noll",
  amountDecimal: "Beloppet måste vara decimaltext",
  ownAddress:
    "destinationAddress {address} är en av tjänstens egna orderadresser: skicka en återbetalning eller ett uttag till betalarens eller din egen plånbok",
  addressInvalidTron:
    "destinationAddress {address} är ingen giltig {network}-adress för {asset}: förväntade en base58check-adress som börjar med T (34 tecken)",
  addressInvalidEvm:
    "destinationAddress {address} är ingen giltig {network}-adress för {asset}: förväntade 0x följt av 40 hexsiffror, med korrekt EIP-55-kontrollsumma vid blandade versaler",
  balanceShort:
    "Integrationen {integration} har {balance} {asset}, men beloppet {amount} plus nätverksavgiften {fee} kräver {needed}: ett uttag tar bara från det integrationId det anger, en återbetalning från den återbetalda orderns integration.",
  refundOrderUnknown: "refundOrderId {id} är inte en av dina ordrar: använd orderId för en slutförd betalnings- eller insättningsorder",
  refundOrderType: "Ordern {id} är av typen {type}: bara betalnings- och insättningsordrar kan återbetalas",
  refundOrderStatus: "Ordern {id} är {status}: en återbetalning kan skapas först när ordern är slutförd",
  refundAssetMismatch: "assetId {assetId} stämmer inte med ordern {id}, som tog emot {asset}: återbetala i {asset}",
  refundTooMuch:
    "Beloppet {amount} överstiger det som fortfarande kan återbetalas för ordern {id}: {refundable} {asset} (mottaget {primary}, återbetalat {refunded})",
  markPaidRefused:
    "Ordern {id} kan inte markeras som betald: det går bara för en order vars betalning kom efter betalningsfönstret (pågår fortfarande)",
  noPaymentWindow: "Ordern {id} har inget pågående betalningsfönster: bara en order från en betalningslänk har ett",

  linkUnknown: "Betalningslänken {id} finns inte: använd ett linkId från POST /api/v1/payment-links eller GET /api/v1/payment-links",
  linkNameInvisible: "Namnet har inget synligt tecken: ange artikelns namn så som betalare ska läsa det",
  priceCurrencyUnknown:
    "price.currency {currency} är varken en valuta som växelkurserna känner till ({currencies}) eller ett assetId ({assets})",
  priceAmountShape:
    "price.amount {amount} måste vara decimaltext över noll med högst {digits} decimaler för {currency}, till exempel {example}",
  priceInAsset: 'Ett pris i {asset} betalas bara i {asset}: utelämna assetIds eller skicka ["{asset}"]',
  priceAmountRequired: "price.amount krävs, som decimaltext som ”10.00”",
  priceAmountText: "price.amount måste vara decimaltext som ”10.00”",
  priceCurrencyRequired: "price.currency krävs: ”USD”, ”EUR” eller ett assetId",
  priceObject: 'price måste vara ett objekt: { amount: "10.00", currency: "USD" }',
  assetIdsEntry: "Varje post i assetIds måste vara en assetId-sträng",
  assetIdsArray: "assetIds måste vara en array med assetIds",
  assetIdsEmpty: "assetIds måste ange minst en tillgång (utelämna det för alla aktiverade tillgångar)",
  assetIdsTooMany: "assetIds har fler än {max} poster",
  expiryWhole: "expiresInMinutes måste vara ett helt antal minuter från {min} till {max}",
  expiryMin: "expiresInMinutes måste vara minst {min}",
  expiryMax: "expiresInMinutes får vara högst {max} (en vecka)",
  returnUrlHttps: "returnUrl måste vara en absolut https-URL",
  returnUrlApp: "returnUrl måste vara en absolut URL: https, eller en applänk med ett av integrationens returscheman för appar",

  payoutUnknown: "Utbetalningen {id} finns inte: använd ett orderId från GET /api/v1/payouts",
  payoutNotAwaitingPaid: "Utbetalningen {id} är {state}: bara en utbetalning som fortfarande väntar på betalning kan markeras som betald",
  payoutNotAwaitingCancel:
    "Utbetalningen {id} är {state}: bara en utbetalning som fortfarande väntar på betalning kan avbrytas (en överföring som setts för den kan redan ha lämnat plånboken)",
  payoutNoStranger:
    "Utbetalningen {id} har ingen överföring från en okänd plånbok med denna hash och logIndex som väntar på svar: använd en som listas i utbetalningens strangers",
  transferPaidOther: "Överföringen {hash} (logg {logIndex}) har redan betalat en annan utbetalning: en överföring betalar högst en",
  hashText: "hash måste vara en sträng: transaktionshashen som signeraren skickade",
  hashShape: "hash måste vara 64 hexsiffror (med prefixet 0x på Ethereum och BNB Smart Chain): transaktionshashen som signeraren skickade",
  strangerHashText: "hash måste vara en sträng: hashen för en överföring som listas i utbetalningens strangers",
  strangerHashShape:
    "hash måste vara 64 hexsiffror (med prefixet 0x på Ethereum och BNB Smart Chain): hashen för en överföring som listas i utbetalningens strangers",
  logIndexWhole: "logIndex måste vara ett heltal: logIndex för en överföring som listas i utbetalningens strangers",
  logIndexMin: "logIndex måste vara 0 eller mer: logIndex för en överföring som listas i utbetalningens strangers",

  bodyNotJson: "Content-Type {contentType} är inte JSON: skicka brödtexten som JSON med Content-Type: application/json",
  bodyBadJson: "Brödtexten är inte giltig JSON ({reason}): skicka ett JSON-objekt",
  bodyNotObject: "Brödtexten måste vara ett JSON-objekt, fick {value}",
  bodyTooLarge: "Brödtexten är större än {bytes} byte: skicka ett mindre JSON-objekt",
  idempotencyKeyShape:
    "Idempotency-Key {key} måste vara 1 till 255 synliga ASCII-tecken utan mellanslag: skicka ett nytt slumpvärde (ett UUID) per begäran",
  idempotencyKeyReused:
    "Idempotency-Key {key} har redan använts för en annan begäran (annan brödtext eller endpoint): upprepa exakt samma begäran för att få samma svar igen, eller använd en ny nyckel för en ny begäran",
  requestsTooMany:
    "För många begäranden till {what}: högst {limit} per {seconds} s från en klient ({setting}). Försök igen efter antalet sekunder i Retry-After.",
  fieldDate: "{field} måste vara ett datum som ÅÅÅÅ-MM-DD",
  fieldControlCharacters: "{field} får inte innehålla styrtecken (hittade {character}): skicka texten utan dem",
  fieldDisplayCharacters:
    "{field} får inte innehålla styrtecken eller dubbelriktade formateringstecken (hittade {character}): de ändrar vad betalaren ser",
  fieldRequired: "{field} krävs",
  fieldEmpty: "{field} får inte vara tomt",
  fieldTooLong: "{field} är längre än {max} tecken",
  fieldText: "{field} måste vara text",
  fieldString: "{field} måste vara en sträng",
  fieldOneOf: "{field} måste vara en av {values}",
  fieldType: "{field} måste vara {expected}",
  fieldInvalid: "{field} är inte giltigt",
  received: "{message} (fick {received})",
} satisfies RefusalWords;
