// Dutch: the service's refusals, as the portal shows them next to a form's fields.
import type { RefusalWords } from "../../../shared/refusal-words.ts";

export default {
  signInNoMatchMailed:
    "Dit e-mailadres en wachtwoord horen bij geen enkel account. Controleer beide, of stel het wachtwoord opnieuw in via ‘Wachtwoord vergeten?’.",
  signInNoMatchOperator:
    "Dit e-mailadres en wachtwoord horen bij geen enkel account. Controleer beide, of laat de beheerder van de dienst het wachtwoord opnieuw instellen.",
  signInTooMany: "Te veel mislukte aanmeldpogingen voor dit e-mailadres of vanaf dit adres: probeer het over {minutes} min. opnieuw",
  signInsToAccountTooMany: "Te veel aanmeldingen bij dit account: probeer het over {minutes} min. opnieuw",
  signUpsTooMany: "Te veel registraties vanaf dit adres: probeer het over {minutes} min. opnieuw",
  wrongAnswersTooMany: "Te veel foute antwoorden: probeer het over {minutes} min. opnieuw",
  resetRequestsTooMany: "Te veel resetverzoeken voor dit e-mailadres of vanaf dit adres: probeer het over {minutes} min. opnieuw",
  passwordChecksTooMany:
    "Te veel wachtwoordcontroles tegelijk vanaf dit adres (maximaal {count} in de wachtrij): probeer het over een paar seconden opnieuw",
  passwordChecksBusy: "De dienst is bezig met het controleren van wachtwoorden: probeer het over een paar seconden opnieuw",
  signInCodeNeeded: "Vul de 6-cijferige code uit je authenticator-app in, of een van je herstelcodes",
  signInCodeWrong: "Die code klopt niet (of is al gebruikt): vul de code in die je app nu toont",
  codeNeeded: "Vul de 6-cijferige code uit je authenticator-app in, of een herstelcode",
  codeWrong: "Die code klopt niet (of is al gebruikt)",
  passwordNeeded: "Vul je wachtwoord in",
  passwordWrong: "Dat wachtwoord klopt niet",
  currentPasswordWrong: "Het huidige wachtwoord klopt niet",
  signUpClosed: "Registreren is gesloten bij deze dienst: vraag de beheerder om een account",
  signUpRefused: "Met dit e-mailadres kan geen account worden aangemaakt: is het van jou, meld je dan aan",
  passwordLinkUnusable: "Deze link werkt niet (al gebruikt, verlopen of onvolledig): vraag een nieuwe aan",
  passwordLinkNotWhole: "Deze link is onvolledig: open de link die de beheerder je gaf",
  resetNotMailed: "Deze dienst mailt geen wachtwoordresets: vraag de beheerder om een link om een nieuw wachtwoord in te stellen",
  emailInvalid: "Vul een e-mailadres in zoals you@example.com",
  newPasswordLength: "Het wachtwoord moet {min} tot {max} tekens lang zijn (een paar woorden maken een goed wachtwoord)",
  passwordLength: "Het wachtwoord moet 1 tot {max} tekens lang zijn",
  codeShapeWithRecovery: "De code moet de 6 cijfers zijn die je authenticator-app toont, of een herstelcode zoals abcd-efgh-ijkl-mnop",
  codeShape: "De code moet de 6 cijfers zijn die je authenticator-app toont",
  notSignedIn: "Je bent niet aangemeld (of je sessie is verlopen): meld je opnieuw aan",
  accountGone: "Dit account bestaat niet meer",
  stepUpCode:
    "Voor deze wijziging is een authenticatorcode nodig die in de laatste {minutes} minuten is ingevuld: bevestig die en voer de wijziging opnieuw uit",
  stepUpPassword:
    "Voor deze wijziging is je wachtwoord nodig, ingevuld in de laatste {minutes} minuten: bevestig het en voer de wijziging opnieuw uit",
  crossOrigin:
    "Wijzigingen in het portaal worden alleen aanvaard vanaf de eigen pagina van het portaal op {origin} (Origin {sentOrigin}, Sec-Fetch-Site {site})",

  twoFactorAlreadyOn: "Tweestapsaanmelding staat al aan: zet die eerst uit om opnieuw te beginnen met een nieuwe app",
  twoFactorAlreadyOff: "Tweestapsaanmelding staat al uit",
  twoFactorNotStarted: "Start eerst het instellen van tweestapsaanmelding: er wacht geen nieuwe sleutel op een code",
  twoFactorCodeMismatch: "Die code past niet bij de nieuwe sleutel: controleer de klok van de app en vul de code in die hij nu toont",
  twoFactorRestarted: "Het instellen is elders opnieuw gestart: gebruik de nieuwste sleutel die getoond wordt",

  apiKeyName: "De naam moet 1 tot {max} tekens lang zijn, zoals ‘Shopserver’",
  apiKeyUnknown: "Er hoort geen API-sleutel {id} bij dit account",
  clientGone: "De client van dit account bestaat niet meer",
  languageUnknown: "De taal moet de code zijn van een taal die de dienst spreekt, zoals ‘en’, ‘de’, ‘pt’ of ‘zh-Hant’",

  integrationUnknown: "Integratie {id} bestaat niet: gebruik een id uit GET /api/v1/integrations",
  shopNameInvisible:
    "De naam heeft geen zichtbaar teken (alleen spaties, verbindingstekens of andere onzichtbare tekens): geef de naam van de winkel zoals betalers hem moeten lezen",
  urlNotHttp: "{field} moet een absolute http(s)-URL zijn",
  supportUrlNotHttp: "supportUrl moet een absolute http(s)-URL zijn, zoals https://shop.example/help",
  supportUrlCredentials: "supportUrl mag geen inloggegevens bevatten (user:password@): betalers zien hem",
  urlNotHttps: "{field} moet https gebruiken; ontvangen: {got}",
  urlUserinfo:
    "{field} mag geen gebruiker of wachtwoord vóór ‘@’ bevatten (het leest als {shownHost} maar leidt naar {host}): geef het eigen adres van de winkel",
  urlHttpSandbox: "{field} moet https gebruiken (http mag alleen voor localhost, 127.0.0.1 en [::1] in sandboxmodus); ontvangen: {origin}",
  logoUrlNotHttps: "logoUrl moet een absolute https-URL zijn (of null voor geen)",
  accentColor: "accentColor moet een kleur zijn als #rrggbb (of null voor de standaard)",
  callbackUrlNotHttp: "callbackUrl moet een http(s)-URL zijn",
  callbackUrlCredentials:
    "callbackUrl mag geen inloggegevens bevatten (user:password@): controleer callbacks in plaats daarvan aan hun webhook-signature-header",
  callbackDestinationRefusedOutsideSandbox:
    "callbackUrl is geweigerd: {host} verwijst naar {address}; callbackbestemming {ip} is {range}: geweigerd buiten de sandboxmodus (regel ‘{rule}’; WEBHOOK_ALLOW_PRIVATE=1 staat het toe)",
  callbackDestinationNever:
    "callbackUrl is geweigerd: {host} verwijst naar {address}; callbackbestemming {ip} is {range}: daar gaan callbacks nooit heen (regel ‘{rule}’)",
  callbackAddressRefusedOutsideSandbox:
    "callbackUrl is geweigerd: callbackbestemming {ip} is {range}: geweigerd buiten de sandboxmodus (regel ‘{rule}’; WEBHOOK_ALLOW_PRIVATE=1 staat het toe)",
  callbackAddressNever: "callbackUrl is geweigerd: callbackbestemming {ip} is {range}: daar gaan callbacks nooit heen (regel ‘{rule}’)",
  callbackUrlRefused: "callbackUrl is geweigerd: {problem}",
  callbackUrlMissing:
    "Integratie {id} heeft geen callback-URL: stel er eerst een in met PUT /_sandbox/integrations/{id}/webhook, of voer crypto-checkout listen uit",
  testEventsTooMany:
    "Maximaal {limit} testevents per integratie per {minutes} minuten (TEST_EVENTS_PER_INTEGRATION): stuur het volgende na het aantal seconden in Retry-After",
  originsList: "allowedOrigins moet een lijst van origins zijn, of null om alles toe te staan",
  originsTooMany: "allowedOrigins bevat meer dan {max} origins",
  originText: "Elke origin moet een string zijn",
  originExact:
    "Elke origin moet een exacte http(s)-origin zijn zoals ‘https://shop.example’ (schema en host, geen pad of wildcard); ontvangen: {got}",
  appSchemesList: 'appReturnSchemes moet een lijst van schema’s zijn zoals ["myshop"], of [] voor geen',
  appSchemesTooMany: "appReturnSchemes bevat meer dan {max} schema’s",
  appSchemeText: "Elk terugkeerschema van een app moet een string zijn zoals ‘myshop’",
  appSchemeShape:
    "Elk terugkeerschema van een app moet een URL-schema zijn zoals ‘myshop’: een kleine letter, dan tot 31 letters, cijfers, ‘+’, ‘-’ of ‘.’; ontvangen: {got}",
  appSchemeWeb:
    "Een terugkeerschema van een app mag niet {scheme} zijn: een https-terugkeer-URL is altijd toegestaan, vermeld alleen het eigen schema van een app",
  appSchemeDevice:
    "Een terugkeerschema van een app mag niet {scheme} zijn: het voert iets uit of leest iets op het apparaat van de betaler in plaats van een app te openen",
  toleranceText: "paymentTolerancePercent moet decimale tekst zijn zoals ‘0.5’ (procent)",
  tolerancePlain: "paymentTolerancePercent moet gewone decimale tekst zijn zoals ‘0.5’: cijfers en hooguit één punt",
  toleranceFraction: "paymentTolerancePercent heeft meer dan 2 cijfers achter de punt",
  toleranceRange: "paymentTolerancePercent moet tussen 0 en 100 liggen",
  supportEmail: "supportEmail moet een e-mailadres zijn zoals help@shop.example",
  fieldTrueOrFalse: "{field} moet true of false zijn",
  fieldStringOrNull: "{field} moet een string of null zijn",

  orderUnknown: "Bestelling {id} bestaat niet: gebruik een orderId uit de lijst met bestellingen",
  orderUnknownForIntegration: "Bestelling {id} bestaat niet voor integratie {integration}",
  orderMissing: "Bestelling {id} bestaat niet",
  deliveryUnknown: "Bezorging {id} bestaat niet: gebruik een id uit GET /_sandbox/webhooks/deliveries",
  notYourIntegration: "{field} {id} is niet een van je integraties: gebruik een id uit GET /api/v1/integrations",
  assetUnknown: "{field} {id} is geen ondersteund asset: gebruik een van {assets} (GET /api/v1/assets)",
  assetDisabled: "{field} {id} is uitgeschakeld voor transacties (GET /api/v1/assets toont disabled: true): kies een ingeschakeld asset",
  amountBelowMinimum:
    "{field} {amount} ligt onder het minimale inkomende bedrag van {minimum} {asset} op {network}: stuur minstens {minimum}",
  customerRequired:
    "customer is verplicht bij het aanmaken van een bestelling sinds release 15.09.2025: stuur { type, firstName, lastName }",
  customerObject: "customer moet een object zijn: { type, firstName, lastName }",
  customerType: "customer.type moet ‘individual’ zijn (het enige klanttype dat de specificatie kent)",
  amountRequired: "Het bedrag is verplicht: stuur het als decimale tekst, bijvoorbeeld ‘10.50’",
  amountNumber: "Het bedrag moet een string met decimale tekst zijn zoals ‘10.50’, geen JSON-getal",
  amountString: "Het bedrag moet een string met decimale tekst zijn zoals ‘10.50’",
  amountPlain: "Het bedrag moet gewone decimale tekst zijn zoals ‘10.50’: cijfers, hooguit één punt, geen teken, exponent of spaties",
  amountIntegerDigits: "Het bedrag heeft meer dan {max} cijfers vóór de punt",
  amountFractionDigits: "Het bedrag heeft meer dan {max} cijfers achter de punt",
  amountPositive: "Het bedrag moet groter zijn dan nul",
  amountDecimal: "Het bedrag moet decimale tekst zijn",
  ownAddress:
    "destinationAddress {address} is een van de eigen bestel-adressen van deze dienst: stuur een terugbetaling of opname naar de wallet van de betaler of je eigen wallet",
  addressInvalidTron:
    "destinationAddress {address} is geen geldig {network}-adres voor {asset}: verwacht wordt een base58check-adres dat met T begint (34 tekens)",
  addressInvalidEvm:
    "destinationAddress {address} is geen geldig {network}-adres voor {asset}: verwacht wordt 0x gevolgd door 40 hexadecimale cijfers, met een juiste EIP-55-checksum bij gemengde hoofdletters",
  balanceShort:
    "Integratie {integration} heeft {balance} {asset}, maar bedrag {amount} plus de netwerkkosten {fee} vraagt {needed}: een opname gebruikt alleen het saldo van de integrationId die ze noemt, een terugbetaling dat van de integratie van de terugbetaalde bestelling.",
  refundOrderUnknown:
    "refundOrderId {id} is niet een van je bestellingen: gebruik de orderId van een voltooide betaal- of stortingsbestelling",
  refundOrderType: "Bestelling {id} is van het type {type}: alleen betaal- en stortingsbestellingen kunnen worden terugbetaald",
  refundOrderStatus: "Bestelling {id} is {status}: een terugbetaling kan pas worden aangemaakt als de bestelling voltooid is",
  refundAssetMismatch: "assetId {assetId} past niet bij bestelling {id}, die {asset} ontving: betaal terug in {asset}",
  refundTooMuch:
    "Bedrag {amount} is meer dan nog kan worden terugbetaald voor bestelling {id}: {refundable} {asset} (ontvangen {primary}, terugbetaald {refunded})",
  markPaidRefused:
    "Bestelling {id} kan niet als betaald worden gemarkeerd: dat kan alleen bij een bestelling waarvan de betaling na het betaalvenster binnenkwam (nog in behandeling)",
  noPaymentWindow: "Bestelling {id} heeft geen lopend betaalvenster: alleen een bestelling via een betaallink heeft er een",

  linkUnknown: "Betaallink {id} bestaat niet: gebruik een linkId uit POST /api/v1/payment-links of GET /api/v1/payment-links",
  linkNameInvisible: "De naam heeft geen zichtbaar teken: geef de naam van het artikel zoals betalers hem moeten lezen",
  priceCurrencyUnknown:
    "price.currency {currency} is geen valuta die de wisselkoersen kennen ({currencies}) en ook geen assetId ({assets})",
  priceAmountShape:
    "price.amount {amount} moet decimale tekst boven nul zijn met hooguit {digits} cijfers achter de punt voor {currency}, zoals {example}",
  priceInAsset: 'Een prijs in {asset} wordt alleen in {asset} betaald: laat assetIds weg of stuur ["{asset}"]',
  priceAmountRequired: "price.amount is verplicht, als decimale tekst zoals ‘10.00’",
  priceAmountText: "price.amount moet decimale tekst zijn zoals ‘10.00’",
  priceCurrencyRequired: "price.currency is verplicht: ‘USD’, ‘EUR’ of een assetId",
  priceObject: 'price moet een object zijn: { amount: "10.00", currency: "USD" }',
  assetIdsEntry: "Elk element van assetIds moet een assetId-string zijn",
  assetIdsArray: "assetIds moet een array van assetIds zijn",
  assetIdsEmpty: "assetIds moet minstens één asset noemen (laat het weg voor alle ingeschakelde assets)",
  assetIdsTooMany: "assetIds heeft meer dan {max} elementen",
  expiryWhole: "expiresInMinutes moet een geheel aantal minuten zijn van {min} tot {max}",
  expiryMin: "expiresInMinutes moet minstens {min} zijn",
  expiryMax: "expiresInMinutes mag hooguit {max} zijn (een week)",
  returnUrlHttps: "returnUrl moet een absolute https-URL zijn",
  returnUrlApp: "returnUrl moet een absolute URL zijn: https, of een link naar een app op een van de terugkeerschema’s van de integratie",

  payoutUnknown: "Uitbetaling {id} bestaat niet: gebruik een orderId uit GET /api/v1/payouts",
  payoutNotAwaitingPaid: "Uitbetaling {id} is {state}: alleen een uitbetaling die nog op betaling wacht kan als betaald worden gemarkeerd",
  payoutNotAwaitingCancel:
    "Uitbetaling {id} is {state}: alleen een uitbetaling die nog op betaling wacht kan worden geannuleerd (een overboeking die ervoor is gezien kan de wallet al hebben verlaten)",
  payoutNoStranger:
    "Uitbetaling {id} heeft geen overboeking van een onbekende wallet met deze hash en logIndex die op antwoord wacht: gebruik er een uit de strangers van de uitbetaling",
  transferPaidOther:
    "Overboeking {hash} (log {logIndex}) heeft al een andere uitbetaling betaald: één overboeking betaalt hooguit één uitbetaling",
  hashText: "hash moet een string zijn: de transactiehash die de ondertekenaar verstuurde",
  hashShape:
    "hash moet 64 hexadecimale cijfers zijn (met 0x ervoor op Ethereum en BNB Smart Chain): de transactiehash die de ondertekenaar verstuurde",
  strangerHashText: "hash moet een string zijn: de hash van een overboeking uit de strangers van de uitbetaling",
  strangerHashShape:
    "hash moet 64 hexadecimale cijfers zijn (met 0x ervoor op Ethereum en BNB Smart Chain): de hash van een overboeking uit de strangers van de uitbetaling",
  logIndexWhole: "logIndex moet een geheel getal zijn: de logIndex van een overboeking uit de strangers van de uitbetaling",
  logIndexMin: "logIndex moet 0 of meer zijn: de logIndex van een overboeking uit de strangers van de uitbetaling",

  bodyNotJson: "Content-Type {contentType} is geen JSON: stuur de body als JSON met Content-Type: application/json",
  bodyBadJson: "De body is geen geldige JSON ({reason}): stuur één JSON-object",
  bodyNotObject: "De body moet een JSON-object zijn, ontvangen: {value}",
  bodyTooLarge: "De body is groter dan {bytes} bytes: stuur een kleiner JSON-object",
  idempotencyKeyShape:
    "Idempotency-Key {key} moet 1 tot 255 zichtbare ASCII-tekens zonder spaties zijn: stuur per verzoek een nieuwe willekeurige waarde (een UUID)",
  idempotencyKeyReused:
    "Idempotency-Key {key} is al gebruikt voor een ander verzoek (andere body of ander endpoint): herhaal precies hetzelfde verzoek om hetzelfde antwoord te krijgen, of gebruik een nieuwe sleutel voor een nieuw verzoek",
  requestsTooMany:
    "Te veel verzoeken naar {what}: maximaal {limit} per {seconds} s vanaf één client ({setting}). Probeer het opnieuw na het aantal seconden in Retry-After.",
  fieldDate: "{field} moet een datum zijn als JJJJ-MM-DD",
  fieldControlCharacters: "{field} mag geen stuurtekens bevatten (gevonden: {character}): stuur de tekst zonder",
  fieldDisplayCharacters:
    "{field} mag geen stuurtekens of bidirectionele opmaaktekens bevatten (gevonden: {character}): ze veranderen wat de betaler ziet",
  fieldRequired: "{field} is verplicht",
  fieldEmpty: "{field} mag niet leeg zijn",
  fieldTooLong: "{field} is langer dan {max} tekens",
  fieldText: "{field} moet tekst zijn",
  fieldString: "{field} moet een string zijn",
  fieldOneOf: "{field} moet een van {values} zijn",
  fieldType: "{field} moet {expected} zijn",
  fieldInvalid: "{field} is niet geldig",
  received: "{message} (ontvangen: {received})",
} satisfies RefusalWords;
