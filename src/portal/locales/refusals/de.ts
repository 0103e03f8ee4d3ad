// German: the service's refusals, as the portal shows them next to a form's fields.
import type { RefusalWords } from "../../../shared/refusal-words.ts";

export default {
  signInNoMatchMailed:
    "E-Mail-Adresse und Passwort passen zu keinem Konto. Prüfen Sie beides oder setzen Sie das Passwort über „Passwort vergessen?“ zurück.",
  signInNoMatchOperator:
    "E-Mail-Adresse und Passwort passen zu keinem Konto. Prüfen Sie beides oder lassen Sie das Passwort vom Betreiber des Dienstes zurücksetzen.",
  signInTooMany:
    "Zu viele fehlgeschlagene Anmeldungen für diese E-Mail-Adresse oder von dieser Adresse: Versuchen Sie es in {minutes} Min. erneut",
  signInsToAccountTooMany: "Zu viele Anmeldungen bei diesem Konto: Versuchen Sie es in {minutes} Min. erneut",
  signUpsTooMany: "Zu viele Registrierungen von dieser Adresse: Versuchen Sie es in {minutes} Min. erneut",
  wrongAnswersTooMany: "Zu viele falsche Eingaben: Versuchen Sie es in {minutes} Min. erneut",
  resetRequestsTooMany:
    "Zu viele Anfragen zum Zurücksetzen für diese E-Mail-Adresse oder von dieser Adresse: Versuchen Sie es in {minutes} Min. erneut",
  passwordChecksTooMany:
    "Zu viele gleichzeitige Passwortprüfungen von dieser Adresse (höchstens {count} in der Warteschlange): Versuchen Sie es in ein paar Sekunden erneut",
  passwordChecksBusy: "Der Dienst ist mit Passwortprüfungen ausgelastet: Versuchen Sie es in ein paar Sekunden erneut",
  signInCodeNeeded: "Geben Sie den 6-stelligen Code aus Ihrer Authenticator-App oder einen Ihrer Wiederherstellungscodes ein",
  signInCodeWrong: "Dieser Code stimmt nicht (oder wurde schon verwendet): Geben Sie den Code ein, den Ihre App jetzt anzeigt",
  codeNeeded: "Geben Sie den 6-stelligen Code aus Ihrer Authenticator-App oder einen Wiederherstellungscode ein",
  codeWrong: "Dieser Code stimmt nicht (oder wurde schon verwendet)",
  passwordNeeded: "Geben Sie Ihr Passwort ein",
  passwordWrong: "Dieses Passwort stimmt nicht",
  currentPasswordWrong: "Das aktuelle Passwort stimmt nicht",
  signUpClosed: "Die Registrierung ist bei diesem Dienst geschlossen: Bitten Sie den Betreiber um ein Konto",
  signUpRefused: "Mit dieser E-Mail-Adresse lässt sich kein Konto anlegen: Wenn es Ihre ist, melden Sie sich stattdessen an",
  passwordLinkUnusable: "Dieser Link funktioniert nicht (schon verwendet, abgelaufen oder unvollständig): Fordern Sie einen neuen an",
  passwordLinkNotWhole: "Dieser Link ist unvollständig: Öffnen Sie den Link, den Ihnen der Betreiber gegeben hat",
  resetNotMailed:
    "Dieser Dienst verschickt keine E-Mails zum Zurücksetzen des Passworts: Bitten Sie den Betreiber um einen Link für ein neues Passwort",
  emailInvalid: "Geben Sie eine E-Mail-Adresse wie you@example.com ein",
  newPasswordLength: "Das Passwort muss {min} bis {max} Zeichen lang sein (ein paar Wörter ergeben ein gutes)",
  passwordLength: "Das Passwort muss 1 bis {max} Zeichen lang sein",
  codeShapeWithRecovery:
    "Der Code muss aus den 6 Ziffern bestehen, die Ihre Authenticator-App anzeigt, oder ein Wiederherstellungscode wie abcd-efgh-ijkl-mnop sein",
  codeShape: "Der Code muss aus den 6 Ziffern bestehen, die Ihre Authenticator-App anzeigt",
  notSignedIn: "Sie sind nicht angemeldet (oder Ihre Sitzung ist abgelaufen): Melden Sie sich erneut an",
  accountGone: "Dieses Konto existiert nicht mehr",
  stepUpCode:
    "Diese Änderung braucht einen Authenticator-Code, eingegeben in den letzten {minutes} Minuten: Bestätigen Sie ihn und wiederholen Sie dann die Änderung",
  stepUpPassword:
    "Diese Änderung braucht Ihr Passwort, eingegeben in den letzten {minutes} Minuten: Bestätigen Sie es und wiederholen Sie dann die Änderung",
  crossOrigin:
    "Änderungen im Portal werden nur von der eigenen Seite des Portals auf {origin} angenommen (Origin {sentOrigin}, Sec-Fetch-Site {site})",

  twoFactorAlreadyOn: "Die Zwei-Faktor-Anmeldung ist bereits an: Schalten Sie sie erst aus, um mit einer neuen App neu zu beginnen",
  twoFactorAlreadyOff: "Die Zwei-Faktor-Anmeldung ist bereits aus",
  twoFactorNotStarted: "Beginnen Sie zuerst die Zwei-Faktor-Einrichtung: Kein neuer Schlüssel wartet auf seinen Code",
  twoFactorCodeMismatch:
    "Dieser Code passt nicht zum neuen Schlüssel: Prüfen Sie die Uhrzeit der App und geben Sie den Code ein, den sie jetzt anzeigt",
  twoFactorRestarted: "Die Einrichtung wurde anderswo neu begonnen: Verwenden Sie den zuletzt angezeigten Schlüssel",

  apiKeyName: "Der Name muss 1 bis {max} Zeichen lang sein, z. B. „Shop-Server“",
  apiKeyUnknown: "Zu diesem Konto gehört kein API-Schlüssel {id}",
  clientGone: "Der Client dieses Kontos existiert nicht mehr",
  languageUnknown: "Die Sprache muss der Code einer Sprache sein, die der Dienst spricht, z. B. „en“, „de“, „pt“ oder „zh-Hant“",

  integrationUnknown: "Die Integration {id} existiert nicht: Verwenden Sie eine ID aus GET /api/v1/integrations",
  shopNameInvisible:
    "Der Name enthält kein sichtbares Zeichen (nur Leerzeichen, Verbinder oder andere unsichtbare Zeichen): Geben Sie den Namen des Shops so an, wie Zahlende ihn lesen sollen",
  urlNotHttp: "{field} muss eine absolute http(s)-URL sein",
  supportUrlNotHttp: "supportUrl muss eine absolute http(s)-URL sein, z. B. https://shop.example/help",
  supportUrlCredentials: "supportUrl darf keine Zugangsdaten enthalten (user:password@): Zahlende sehen sie",
  urlNotHttps: "{field} muss https verwenden; erhalten: {got}",
  urlUserinfo:
    "{field} darf keinen Benutzer und kein Passwort vor „@“ enthalten (sie sieht aus wie {shownHost}, führt aber zu {host}): Geben Sie die eigene Adresse des Shops an",
  urlHttpSandbox:
    "{field} muss https verwenden (http wird nur für localhost, 127.0.0.1 und [::1] im Sandbox-Modus angenommen); erhalten: {origin}",
  logoUrlNotHttps: "logoUrl muss eine absolute https-URL sein (oder null für keines)",
  accentColor: "accentColor muss eine Farbe als #rrggbb sein (oder null für die Standardfarbe)",
  callbackUrlNotHttp: "callbackUrl muss eine http(s)-URL sein",
  callbackUrlCredentials:
    "callbackUrl darf keine Zugangsdaten enthalten (user:password@): Prüfen Sie Callbacks stattdessen über ihren Header webhook-signature",
  callbackDestinationRefusedOutsideSandbox:
    "callbackUrl wird abgelehnt: {host} löst auf {address} auf; das Callback-Ziel {ip} ist {range}: außerhalb des Sandbox-Modus abgelehnt (Regel „{rule}“; WEBHOOK_ALLOW_PRIVATE=1 erlaubt es)",
  callbackDestinationNever:
    "callbackUrl wird abgelehnt: {host} löst auf {address} auf; das Callback-Ziel {ip} ist {range}: Dorthin gehen nie Callbacks (Regel „{rule}“)",
  callbackAddressRefusedOutsideSandbox:
    "callbackUrl wird abgelehnt: Das Callback-Ziel {ip} ist {range}: außerhalb des Sandbox-Modus abgelehnt (Regel „{rule}“; WEBHOOK_ALLOW_PRIVATE=1 erlaubt es)",
  callbackAddressNever: "callbackUrl wird abgelehnt: Das Callback-Ziel {ip} ist {range}: Dorthin gehen nie Callbacks (Regel „{rule}“)",
  callbackUrlRefused: "callbackUrl wird abgelehnt: {problem}",
  callbackUrlMissing:
    "Die Integration {id} hat keine Callback-URL: Legen Sie zuerst eine mit PUT /_sandbox/integrations/{id}/webhook fest oder führen Sie crypto-checkout listen aus",
  testEventsTooMany:
    "Höchstens {limit} Test-Ereignisse pro Integration alle {minutes} Minuten (TEST_EVENTS_PER_INTEGRATION): Senden Sie das nächste nach den Sekunden in Retry-After",
  originsList: "allowedOrigins muss eine Liste von Origins sein, oder null, um jede zu erlauben",
  originsTooMany: "allowedOrigins enthält mehr als {max} Origins",
  originText: "Jede Origin muss ein String sein",
  originExact:
    "Jede Origin muss eine exakte http(s)-Origin sein, z. B. „https://shop.example“ (Schema und Host, kein Pfad, kein Platzhalter); erhalten: {got}",
  appSchemesList: 'appReturnSchemes muss eine Liste von Schemata sein, z. B. ["myshop"], oder [] für keines',
  appSchemesTooMany: "appReturnSchemes enthält mehr als {max} Schemata",
  appSchemeText: "Jedes Rücksprung-Schema muss ein String sein, z. B. „myshop“",
  appSchemeShape:
    "Jedes Rücksprung-Schema muss ein URL-Schema sein wie „myshop“: ein Kleinbuchstabe, dann bis zu 31 Buchstaben, Ziffern, „+“, „-“ oder „.“; erhalten: {got}",
  appSchemeWeb:
    "Ein Rücksprung-Schema darf nicht {scheme} sein: Eine https-Rücksprung-URL ist immer erlaubt, tragen Sie nur das eigene Schema einer App ein",
  appSchemeDevice:
    "Ein Rücksprung-Schema darf nicht {scheme} sein: Es führt etwas auf dem Gerät der Zahlenden aus oder liest dort etwas, statt eine App zu öffnen",
  toleranceText: "paymentTolerancePercent muss Dezimaltext sein, z. B. „0.5“ (Prozent)",
  tolerancePlain: "paymentTolerancePercent muss schlichter Dezimaltext sein, z. B. „0.5“: Ziffern und höchstens ein Punkt",
  toleranceFraction: "paymentTolerancePercent hat mehr als 2 Nachkommastellen",
  toleranceRange: "paymentTolerancePercent muss zwischen 0 und 100 liegen",
  supportEmail: "supportEmail muss eine E-Mail-Adresse sein, z. B. help@shop.example",
  fieldTrueOrFalse: "{field} muss true oder false sein",
  fieldStringOrNull: "{field} muss ein String oder null sein",

  orderUnknown: "Die Bestellung {id} existiert nicht: Verwenden Sie eine orderId aus der Bestellliste",
  orderUnknownForIntegration: "Die Bestellung {id} existiert für die Integration {integration} nicht",
  orderMissing: "Die Bestellung {id} existiert nicht",
  deliveryUnknown: "Die Zustellung {id} existiert nicht: Verwenden Sie eine ID aus GET /_sandbox/webhooks/deliveries",
  notYourIntegration: "{field} {id} ist keine Ihrer Integrationen: Verwenden Sie eine ID aus GET /api/v1/integrations",
  assetUnknown: "{field} {id} ist kein unterstütztes Asset: Verwenden Sie eines von {assets} (GET /api/v1/assets)",
  assetDisabled: "{field} {id} ist für Vorgänge deaktiviert (GET /api/v1/assets zeigt disabled: true): Wählen Sie ein aktiviertes Asset",
  amountBelowMinimum:
    "{field} {amount} liegt unter dem Mindestbetrag für Eingänge von {minimum} {asset} auf {network}: Senden Sie mindestens {minimum}",
  customerRequired:
    "customer ist beim Anlegen einer Bestellung seit dem Release 15.09.2025 Pflicht: Senden Sie { type, firstName, lastName }",
  customerObject: "customer muss ein Objekt sein: { type, firstName, lastName }",
  customerType: "customer.type muss „individual“ sein (die einzige Kundenart, die die Spezifikation kennt)",
  amountRequired: "Der Betrag ist Pflicht: Senden Sie ihn als Dezimaltext, z. B. „10.50“",
  amountNumber: "Der Betrag muss ein String mit Dezimaltext sein, z. B. „10.50“, keine JSON-Zahl",
  amountString: "Der Betrag muss ein String mit Dezimaltext sein, z. B. „10.50“",
  amountPlain:
    "Der Betrag muss schlichter Dezimaltext sein, z. B. „10.50“: Ziffern, höchstens ein Punkt, kein Vorzeichen, Exponent oder Leerzeichen",
  amountIntegerDigits: "Der Betrag hat mehr als {max} Ziffern vor dem Punkt",
  amountFractionDigits: "Der Betrag hat mehr als {max} Nachkommastellen",
  amountPositive: "Der Betrag muss größer als null sein",
  amountDecimal: "Der Betrag muss Dezimaltext sein",
  ownAddress:
    "destinationAddress {address} ist eine der eigenen Bestelladressen dieses Dienstes: Senden Sie eine Erstattung oder Abhebung an die Wallet der Zahlenden oder an Ihre eigene",
  addressInvalidTron:
    "destinationAddress {address} ist keine gültige {network}-Adresse für {asset}: erwartet wird eine Base58Check-Adresse, die mit T beginnt (34 Zeichen)",
  addressInvalidEvm:
    "destinationAddress {address} ist keine gültige {network}-Adresse für {asset}: erwartet wird 0x gefolgt von 40 Hex-Ziffern, bei gemischter Schreibung mit korrekter EIP-55-Prüfsumme",
  balanceShort:
    "Die Integration {integration} hält {balance} {asset}, aber der Betrag {amount} plus die Netzwerkgebühr {fee} erfordert {needed}: Eine Abhebung greift nur auf die genannte integrationId zu, eine Erstattung auf die Integration der erstatteten Bestellung.",
  refundOrderUnknown:
    "refundOrderId {id} ist keine Ihrer Bestellungen: Verwenden Sie die orderId einer abgeschlossenen Zahlungs- oder Einzahlungsbestellung",
  refundOrderType: "Die Bestellung {id} ist eine Bestellung vom Typ {type}: Nur Zahlungen und Einzahlungen lassen sich erstatten",
  refundOrderStatus: "Die Bestellung {id} ist {status}: Eine Erstattung lässt sich erst anlegen, wenn die Bestellung abgeschlossen ist",
  refundAssetMismatch: "assetId {assetId} passt nicht zur Bestellung {id}, die {asset} erhalten hat: Erstatten Sie in {asset}",
  refundTooMuch:
    "Der Betrag {amount} übersteigt, was für die Bestellung {id} noch erstattet werden kann: {refundable} {asset} (erhalten {primary}, erstattet {refunded})",
  markPaidRefused:
    "Die Bestellung {id} lässt sich nicht als bezahlt markieren: Das geht nur bei einer Bestellung, deren Zahlung nach Ablauf ihres Zeitfensters eingegangen ist (noch in Bearbeitung)",
  noPaymentWindow: "Für die Bestellung {id} läuft kein Zahlungsfenster: Nur eine über einen Zahlungslink erstellte Bestellung hat eines",

  linkUnknown:
    "Der Zahlungslink {id} existiert nicht: Verwenden Sie eine linkId aus POST /api/v1/payment-links oder GET /api/v1/payment-links",
  linkNameInvisible: "Der Name enthält kein sichtbares Zeichen: Geben Sie den Namen des Artikels so an, wie Zahlende ihn lesen sollen",
  priceCurrencyUnknown: "price.currency {currency} ist weder eine Währung der Wechselkurse ({currencies}) noch eine assetId ({assets})",
  priceAmountShape:
    "price.amount {amount} muss Dezimaltext über null sein, mit höchstens {digits} Nachkommastellen für {currency}, z. B. {example}",
  priceInAsset: 'Ein Preis in {asset} wird nur in {asset} bezahlt: Lassen Sie assetIds weg oder senden Sie ["{asset}"]',
  priceAmountRequired: "price.amount ist Pflicht, als Dezimaltext wie „10.00“",
  priceAmountText: "price.amount muss Dezimaltext sein, z. B. „10.00“",
  priceCurrencyRequired: "price.currency ist Pflicht: „USD“, „EUR“ oder eine assetId",
  priceObject: 'price muss ein Objekt sein: { amount: "10.00", currency: "USD" }',
  assetIdsEntry: "Jeder Eintrag von assetIds muss ein assetId-String sein",
  assetIdsArray: "assetIds muss ein Array von assetIds sein",
  assetIdsEmpty: "assetIds muss mindestens ein Asset nennen (lassen Sie es weg für alle aktivierten Assets)",
  assetIdsTooMany: "assetIds hat mehr als {max} Einträge",
  expiryWhole: "expiresInMinutes muss eine ganze Zahl von Minuten zwischen {min} und {max} sein",
  expiryMin: "expiresInMinutes muss mindestens {min} sein",
  expiryMax: "expiresInMinutes darf höchstens {max} sein (eine Woche)",
  returnUrlHttps: "returnUrl muss eine absolute https-URL sein",
  returnUrlApp: "returnUrl muss eine absolute URL sein: https oder ein App-Link mit einem der Rücksprung-Schemata der Integration",

  payoutUnknown: "Die Auszahlung {id} existiert nicht: Verwenden Sie eine orderId aus GET /api/v1/payouts",
  payoutNotAwaitingPaid:
    "Die Auszahlung {id} ist {state}: Nur eine Auszahlung, die noch auf Zahlung wartet, lässt sich als bezahlt markieren",
  payoutNotAwaitingCancel:
    "Die Auszahlung {id} ist {state}: Nur eine Auszahlung, die noch auf Zahlung wartet, lässt sich stornieren (eine dafür gesehene Überweisung hat die Wallet womöglich schon verlassen)",
  payoutNoStranger:
    "Für die Auszahlung {id} wartet keine Überweisung von einer unbekannten Wallet mit diesem Hash und logIndex auf eine Antwort: Verwenden Sie eine, die unter den Unbekannten der Auszahlung steht",
  transferPaidOther:
    "Die Überweisung {hash} (Log {logIndex}) hat bereits eine andere Auszahlung bezahlt: Eine Überweisung bezahlt höchstens eine",
  hashText: "hash muss ein String sein: der Transaktions-Hash, den der Unterzeichner gesendet hat",
  hashShape:
    "hash muss aus 64 Hex-Ziffern bestehen (auf Ethereum und BNB Smart Chain mit 0x davor): der Transaktions-Hash, den der Unterzeichner gesendet hat",
  strangerHashText: "hash muss ein String sein: der Hash einer Überweisung, die unter den Unbekannten der Auszahlung steht",
  strangerHashShape:
    "hash muss aus 64 Hex-Ziffern bestehen (auf Ethereum und BNB Smart Chain mit 0x davor): der Hash einer Überweisung, die unter den Unbekannten der Auszahlung steht",
  logIndexWhole: "logIndex muss eine ganze Zahl sein: der logIndex einer Überweisung, die unter den Unbekannten der Auszahlung steht",
  logIndexMin: "logIndex muss 0 oder größer sein: der logIndex einer Überweisung, die unter den Unbekannten der Auszahlung steht",

  bodyNotJson: "Content-Type {contentType} ist kein JSON: Senden Sie den Inhalt als JSON mit Content-Type: application/json",
  bodyBadJson: "Der Inhalt ist kein gültiges JSON ({reason}): Senden Sie ein JSON-Objekt",
  bodyNotObject: "Der Inhalt muss ein JSON-Objekt sein, erhalten: {value}",
  bodyTooLarge: "Der Inhalt ist größer als {bytes} Bytes: Senden Sie ein kleineres JSON-Objekt",
  idempotencyKeyShape:
    "Idempotency-Key {key} muss aus 1 bis 255 sichtbaren ASCII-Zeichen ohne Leerzeichen bestehen: Senden Sie pro Anfrage einen neuen Zufallswert (eine UUID)",
  idempotencyKeyReused:
    "Idempotency-Key {key} wurde bereits für eine andere Anfrage verwendet (anderer Inhalt oder Endpunkt): Wiederholen Sie genau dieselbe Anfrage, um ihre Antwort erneut zu erhalten, oder verwenden Sie für eine neue Anfrage einen neuen Schlüssel",
  requestsTooMany:
    "Zu viele Anfragen an {what}: höchstens {limit} pro {seconds} s von einem Client ({setting}). Versuchen Sie es nach den Sekunden in Retry-After erneut.",
  fieldDate: "{field} muss ein Datum im Format YYYY-MM-DD sein",
  fieldControlCharacters: "{field} darf keine Steuerzeichen enthalten (gefunden: {character}): Senden Sie den Text ohne sie",
  fieldDisplayCharacters:
    "{field} darf keine Steuer- oder bidirektionalen Formatierungszeichen enthalten (gefunden: {character}): Sie verändern, was Zahlende sehen",
  fieldRequired: "{field} ist Pflicht",
  fieldEmpty: "{field} darf nicht leer sein",
  fieldTooLong: "{field} ist länger als {max} Zeichen",
  fieldText: "{field} muss Text sein",
  fieldString: "{field} muss ein String sein",
  fieldOneOf: "{field} muss einer dieser Werte sein: {values}",
  fieldType: "{field} muss {expected} sein",
  fieldInvalid: "{field} ist ungültig",
  received: "{message} (erhalten: {received})",
} satisfies RefusalWords;
