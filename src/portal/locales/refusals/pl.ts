// Polish: the service's refusals, as the portal shows them next to a form's fields.
import type { RefusalWords } from "../../../shared/refusal-words.ts";

export default {
  signInNoMatchMailed: "Ten e-mail i hasło nie pasują do żadnego konta. Sprawdź oba pola albo zresetuj hasło przez „Nie pamiętasz hasła?”.",
  signInNoMatchOperator:
    "Ten e-mail i hasło nie pasują do żadnego konta. Sprawdź oba pola albo poproś operatora usługi o zresetowanie hasła.",
  signInTooMany: "Zbyt wiele nieudanych logowań na ten e-mail lub z tego adresu: spróbuj ponownie za {minutes} min",
  signInsToAccountTooMany: "Zbyt wiele logowań na to konto: spróbuj ponownie za {minutes} min",
  signUpsTooMany: "Zbyt wiele rejestracji z tego adresu: spróbuj ponownie za {minutes} min",
  wrongAnswersTooMany: "Zbyt wiele błędnych odpowiedzi: spróbuj ponownie za {minutes} min",
  resetRequestsTooMany: "Zbyt wiele próśb o reset dla tego e-maila lub z tego adresu: spróbuj ponownie za {minutes} min",
  passwordChecksTooMany:
    "Zbyt wiele jednoczesnych sprawdzeń hasła z tego adresu (najwyżej {count} w kolejce): spróbuj ponownie za kilka sekund",
  passwordChecksBusy: "Usługa jest zajęta sprawdzaniem haseł: spróbuj ponownie za kilka sekund",
  signInCodeNeeded: "Wpisz 6-cyfrowy kod z aplikacji uwierzytelniającej albo jeden z kodów odzyskiwania",
  signInCodeWrong: "Ten kod jest błędny (lub został już użyty): wpisz kod, który aplikacja pokazuje teraz",
  codeNeeded: "Wpisz 6-cyfrowy kod z aplikacji uwierzytelniającej albo kod odzyskiwania",
  codeWrong: "Ten kod jest błędny (lub został już użyty)",
  passwordNeeded: "Wpisz hasło",
  passwordWrong: "To hasło jest błędne",
  currentPasswordWrong: "Obecne hasło jest błędne",
  signUpClosed: "Rejestracja w tej usłudze jest zamknięta: poproś jej operatora o konto",
  signUpRefused: "Nie można założyć konta z tym e-mailem: jeśli jest Twój, po prostu się zaloguj",
  passwordLinkUnusable: "Ten link nie działa (został już użyty, wygasł lub jest niepełny): poproś o nowy",
  passwordLinkNotWhole: "ten link jest niepełny: otwórz link od operatora",
  resetNotMailed: "Ta usługa nie wysyła e-maili do resetu hasła: poproś operatora o link do ustawienia nowego hasła",
  emailInvalid: "e-mail musi być adresem w rodzaju you@example.com",
  newPasswordLength: "hasło musi mieć od {min} do {max} znaków (kilka słów to dobre hasło)",
  passwordLength: "hasło musi mieć od 1 do {max} znaków",
  codeShapeWithRecovery: "kod to 6 cyfr z aplikacji uwierzytelniającej albo kod odzyskiwania w rodzaju abcd-efgh-ijkl-mnop",
  codeShape: "kod to 6 cyfr z aplikacji uwierzytelniającej",
  notSignedIn: "Nie jesteś zalogowany (albo sesja się skończyła): zaloguj się ponownie",
  accountGone: "To konto już nie istnieje",
  stepUpCode: "Ta zmiana wymaga kodu uwierzytelniającego wpisanego w ciągu ostatnich {minutes} min: potwierdź go i powtórz zmianę",
  stepUpPassword: "Ta zmiana wymaga hasła wpisanego w ciągu ostatnich {minutes} min: potwierdź je i powtórz zmianę",
  crossOrigin: "Zmiany w portalu są przyjmowane tylko z własnej strony portalu pod {origin} (Origin {sentOrigin}, Sec-Fetch-Site {site})",

  twoFactorAlreadyOn: "Logowanie dwuetapowe jest już włączone: najpierw je wyłącz, aby zacząć od nowa z inną aplikacją",
  twoFactorAlreadyOff: "Logowanie dwuetapowe jest już wyłączone",
  twoFactorNotStarted: "Najpierw rozpocznij konfigurację logowania dwuetapowego: żaden nowy klucz nie czeka na kod",
  twoFactorCodeMismatch: "Ten kod nie pasuje do nowego klucza: sprawdź zegar w aplikacji i wpisz kod, który pokazuje teraz",
  twoFactorRestarted: "Konfigurację rozpoczęto od nowa gdzie indziej: użyj ostatnio pokazanego klucza",

  apiKeyName: "nazwa musi mieć od 1 do {max} znaków, np. „Serwer sklepu”",
  apiKeyUnknown: "Do tego konta nie należy żaden klucz API {id}",
  clientGone: "Klient tego konta już nie istnieje",
  languageUnknown: "język musi być kodem języka obsługiwanego przez usługę, np. „en”, „de”, „pt” lub „zh-Hant”",

  integrationUnknown: "integracja {id} nie istnieje: użyj ID z GET /api/v1/integrations",
  shopNameInvisible:
    "nazwa nie ma żadnego widocznego znaku (tylko spacje, łączniki lub inne niewidoczne znaki): podaj nazwę sklepu tak, jak mają ją czytać płacący",
  urlNotHttp: "{field} musi być bezwzględnym adresem URL http(s)",
  supportUrlNotHttp: "supportUrl musi być bezwzględnym adresem URL http(s), np. https://shop.example/help",
  supportUrlCredentials: "supportUrl nie może zawierać danych logowania (user:password@): widzą go płacący",
  urlNotHttps: "{field} musi używać https; otrzymano {got}",
  urlUserinfo:
    "{field} nie może zawierać użytkownika ani hasła przed „@” (wygląda na {shownHost}, a prowadzi do {host}): podaj własny adres sklepu",
  urlHttpSandbox:
    "{field} musi używać https (http jest dozwolone tylko dla localhost, 127.0.0.1 i [::1] w trybie sandbox); otrzymano {origin}",
  logoUrlNotHttps: "logoUrl musi być bezwzględnym adresem URL https (lub null, jeśli bez logo)",
  accentColor: "accentColor musi być kolorem w formacie #rrggbb (lub null dla domyślnego)",
  callbackUrlNotHttp: "callbackUrl musi być adresem URL http(s)",
  callbackUrlCredentials:
    "callbackUrl nie może zawierać danych logowania (user:password@): weryfikuj callbacki po nagłówku webhook-signature",
  callbackDestinationRefusedOutsideSandbox:
    "callbackUrl odrzucony: {host} wskazuje na {address}; cel callbacku {ip} należy do {range}: odrzucany poza trybem sandbox (reguła „{rule}”; WEBHOOK_ALLOW_PRIVATE=1 na to pozwala)",
  callbackDestinationNever:
    "callbackUrl odrzucony: {host} wskazuje na {address}; cel callbacku {ip} należy do {range}: callbacki nigdy tam nie trafiają (reguła „{rule}”)",
  callbackAddressRefusedOutsideSandbox:
    "callbackUrl odrzucony: cel callbacku {ip} należy do {range}: odrzucany poza trybem sandbox (reguła „{rule}”; WEBHOOK_ALLOW_PRIVATE=1 na to pozwala)",
  callbackAddressNever: "callbackUrl odrzucony: cel callbacku {ip} należy do {range}: callbacki nigdy tam nie trafiają (reguła „{rule}”)",
  callbackUrlRefused: "callbackUrl odrzucony: {problem}",
  callbackUrlMissing:
    "integracja {id} nie ma URL callbacku: najpierw ustaw go przez PUT /_sandbox/integrations/{id}/webhook albo uruchom crypto-checkout listen",
  testEventsTooMany:
    "Najwyżej {limit} zdarzeń testowych na integrację co {minutes} min (TEST_EVENTS_PER_INTEGRATION): wyślij następne po liczbie sekund z Retry-After",
  originsList: "allowedOrigins musi być listą originów albo null, aby zezwolić na każdy",
  originsTooMany: "allowedOrigins zawiera więcej niż {max} originów",
  originText: "każdy origin musi być ciągiem znaków",
  originExact:
    "każdy origin musi być dokładnym originem http(s), np. „https://shop.example” (schemat i host, bez ścieżki i symboli wieloznacznych); otrzymano {got}",
  appSchemesList: 'appReturnSchemes musi być listą schematów, np. ["myshop"], albo [] dla żadnego',
  appSchemesTooMany: "appReturnSchemes zawiera więcej niż {max} schematów",
  appSchemeText: "każdy schemat powrotu do aplikacji musi być ciągiem znaków, np. „myshop”",
  appSchemeShape:
    "każdy schemat powrotu do aplikacji musi być schematem URL jak „myshop”: mała litera, potem do 31 liter, cyfr, „+”, „-” lub „.”; otrzymano {got}",
  appSchemeWeb:
    "schemat powrotu do aplikacji nie może być {scheme}: adres powrotu https jest zawsze dozwolony, podaj tylko własny schemat aplikacji",
  appSchemeDevice:
    "schemat powrotu do aplikacji nie może być {scheme}: uruchamia lub odczytuje coś na urządzeniu płacącego zamiast otworzyć aplikację",
  toleranceText: "paymentTolerancePercent musi być tekstem dziesiętnym, np. „0.5” (procent)",
  tolerancePlain: "paymentTolerancePercent musi być prostym tekstem dziesiętnym, np. „0.5”: cyfry i opcjonalnie jedna kropka",
  toleranceFraction: "paymentTolerancePercent ma więcej niż 2 miejsca po kropce",
  toleranceRange: "paymentTolerancePercent musi mieścić się między 0 a 100",
  supportEmail: "supportEmail musi być adresem e-mail, np. help@shop.example",
  fieldTrueOrFalse: "{field} musi mieć wartość true lub false",
  fieldStringOrNull: "{field} musi być ciągiem znaków lub null",

  orderUnknown: "zamówienie {id} nie istnieje: użyj orderId z listy zamówień",
  orderUnknownForIntegration: "zamówienie {id} nie istnieje w integracji {integration}",
  orderMissing: "zamówienie {id} nie istnieje",
  deliveryUnknown: "doręczenie {id} nie istnieje: użyj ID z GET /_sandbox/webhooks/deliveries",
  notYourIntegration: "{field} {id} nie jest Twoją integracją: użyj ID z GET /api/v1/integrations",
  assetUnknown: "{field} {id} nie jest obsługiwanym aktywem: użyj jednego z {assets} (GET /api/v1/assets)",
  assetDisabled: "{field} {id} jest wyłączony dla operacji (GET /api/v1/assets pokazuje disabled: true): wybierz włączony aktyw",
  amountBelowMinimum:
    "{field} {amount} jest poniżej minimalnej kwoty przychodzącej {minimum} {asset} w sieci {network}: wyślij co najmniej {minimum}",
  customerRequired: "customer jest wymagany przy tworzeniu zamówienia od wydania 15.09.2025: wyślij { type, firstName, lastName }",
  customerObject: "customer musi być obiektem: { type, firstName, lastName }",
  customerType: "customer.type musi mieć wartość „individual” (jedyny typ klienta znany specyfikacji)",
  amountRequired: "kwota jest wymagana: wyślij ją jako tekst dziesiętny, np. „10.50”",
  amountNumber: "kwota musi być ciągiem znaków z tekstem dziesiętnym, np. „10.50”, a nie liczbą JSON",
  amountString: "kwota musi być ciągiem znaków z tekstem dziesiętnym, np. „10.50”",
  amountPlain: "kwota musi być prostym tekstem dziesiętnym, np. „10.50”: cyfry, opcjonalnie jedna kropka, bez znaku, wykładnika i spacji",
  amountIntegerDigits: "kwota ma więcej niż {max} cyfr przed kropką",
  amountFractionDigits: "kwota ma więcej niż {max} miejsc po kropce",
  amountPositive: "kwota musi być większa od zera",
  amountDecimal: "kwota musi być tekstem dziesiętnym",
  ownAddress:
    "destinationAddress {address} to jeden z adresów zamówień tej usługi: wyślij zwrot lub wypłatę na portfel płacącego albo na własny",
  addressInvalidTron:
    "destinationAddress {address} nie jest prawidłowym adresem {network} dla {asset}: oczekiwany adres base58check zaczynający się od T (34 znaki)",
  addressInvalidEvm:
    "destinationAddress {address} nie jest prawidłowym adresem {network} dla {asset}: oczekiwane 0x i 40 cyfr szesnastkowych, przy mieszanej wielkości liter z poprawną sumą kontrolną EIP-55",
  balanceShort:
    "integracja {integration} ma {balance} {asset}, ale kwota {amount} plus opłata sieciowa {fee} wymaga {needed}: wypłata korzysta tylko ze wskazanego integrationId, a zwrot z integracji zwracanego zamówienia.",
  refundOrderUnknown: "refundOrderId {id} nie jest Twoim zamówieniem: użyj orderId zakończonego zamówienia płatności lub wpłaty",
  refundOrderType: "zamówienie {id} jest typu {type}: zwrócić można tylko zamówienia płatności i wpłaty",
  refundOrderStatus: "zamówienie {id} ma status {status}: zwrot można utworzyć dopiero po zakończeniu zamówienia",
  refundAssetMismatch: "assetId {assetId} nie pasuje do zamówienia {id}, które otrzymało {asset}: zwróć w {asset}",
  refundTooMuch:
    "kwota {amount} przekracza to, co można jeszcze zwrócić z zamówienia {id}: {refundable} {asset} (otrzymano {primary}, zwrócono {refunded})",
  markPaidRefused:
    "zamówienia {id} nie można oznaczyć jako opłaconego: można tak oznaczyć tylko zamówienie, którego płatność dotarła po terminie (wciąż w toku)",
  noPaymentWindow: "zamówienie {id} nie ma trwającego terminu płatności: ma go tylko zamówienie utworzone z linku do płatności",

  linkUnknown: "link do płatności {id} nie istnieje: użyj linkId z POST /api/v1/payment-links lub GET /api/v1/payment-links",
  linkNameInvisible: "nazwa nie ma żadnego widocznego znaku: podaj nazwę produktu tak, jak mają ją czytać płacący",
  priceCurrencyUnknown: "price.currency {currency} nie jest ani walutą znaną kursom wymiany ({currencies}), ani assetId ({assets})",
  priceAmountShape:
    "price.amount {amount} musi być tekstem dziesiętnym większym od zera, z najwyżej {digits} miejscami po kropce dla {currency}, np. {example}",
  priceInAsset: 'cenę w {asset} płaci się tylko w {asset}: pomiń assetIds albo wyślij ["{asset}"]',
  priceAmountRequired: "price.amount jest wymagany, jako tekst dziesiętny, np. „10.00”",
  priceAmountText: "price.amount musi być tekstem dziesiętnym, np. „10.00”",
  priceCurrencyRequired: "price.currency jest wymagany: „USD”, „EUR” lub assetId",
  priceObject: 'price musi być obiektem: { amount: "10.00", currency: "USD" }',
  assetIdsEntry: "każdy element assetIds musi być ciągiem assetId",
  assetIdsArray: "assetIds musi być tablicą assetId",
  assetIdsEmpty: "assetIds musi wskazywać co najmniej jeden aktyw (pomiń go, aby objąć wszystkie włączone)",
  assetIdsTooMany: "assetIds ma więcej niż {max} elementów",
  expiryWhole: "expiresInMinutes musi być całkowitą liczbą minut od {min} do {max}",
  expiryMin: "expiresInMinutes musi wynosić co najmniej {min}",
  expiryMax: "expiresInMinutes może wynosić najwyżej {max} (tydzień)",
  returnUrlHttps: "returnUrl musi być bezwzględnym adresem URL https",
  returnUrlApp: "returnUrl musi być bezwzględnym adresem URL: https albo linkiem do aplikacji w jednym ze schematów powrotu integracji",

  payoutUnknown: "wypłata {id} nie istnieje: użyj orderId z GET /api/v1/payouts",
  payoutNotAwaitingPaid: "wypłata {id} ma status {state}: jako opłaconą można oznaczyć tylko wypłatę, która wciąż czeka na płatność",
  payoutNotAwaitingCancel:
    "wypłata {id} ma status {state}: anulować można tylko wypłatę, która wciąż czeka na płatność (przelew dla niej mógł już opuścić portfel)",
  payoutNoStranger:
    "wypłata {id} nie ma przelewu z nieznanego portfela z tym hashem i logIndex czekającego na odpowiedź: użyj przelewu z listy nieznanych przy wypłacie",
  transferPaidOther: "przelew {hash} (log {logIndex}) opłacił już inną wypłatę: jeden przelew opłaca najwyżej jedną",
  hashText: "hash musi być ciągiem znaków: hashem transakcji wysłanej przez podpisującego",
  hashShape:
    "hash musi mieć 64 cyfry szesnastkowe (w Ethereum i BNB Smart Chain z prefiksem 0x): hash transakcji wysłanej przez podpisującego",
  strangerHashText: "hash musi być ciągiem znaków: hashem przelewu z listy nieznanych przy wypłacie",
  strangerHashShape:
    "hash musi mieć 64 cyfry szesnastkowe (w Ethereum i BNB Smart Chain z prefiksem 0x): hash przelewu z listy nieznanych przy wypłacie",
  logIndexWhole: "logIndex musi być liczbą całkowitą: logIndex przelewu z listy nieznanych przy wypłacie",
  logIndexMin: "logIndex musi wynosić 0 lub więcej: logIndex przelewu z listy nieznanych przy wypłacie",

  bodyNotJson: "Content-Type {contentType} to nie JSON: wyślij treść jako JSON z Content-Type: application/json",
  bodyBadJson: "Treść nie jest prawidłowym JSON-em ({reason}): wyślij jeden obiekt JSON",
  bodyNotObject: "Treść musi być obiektem JSON, otrzymano {value}",
  bodyTooLarge: "Treść ma więcej niż {bytes} bajtów: wyślij mniejszy obiekt JSON",
  idempotencyKeyShape:
    "Idempotency-Key {key} musi mieć od 1 do 255 widocznych znaków ASCII bez spacji: wysyłaj nową losową wartość (UUID) w każdym żądaniu",
  idempotencyKeyReused:
    "Idempotency-Key {key} został już użyty w innym żądaniu (inna treść lub endpoint): powtórz dokładnie to samo żądanie, aby znów dostać odpowiedź, albo użyj nowego klucza dla nowego żądania",
  requestsTooMany:
    "Zbyt wiele żądań do {what}: najwyżej {limit} na {seconds} s od jednego klienta ({setting}). Spróbuj ponownie po liczbie sekund z Retry-After.",
  fieldDate: "{field} musi być datą w formacie YYYY-MM-DD",
  fieldControlCharacters: "{field} nie może zawierać znaków sterujących (znaleziono {character}): wyślij tekst bez nich",
  fieldDisplayCharacters:
    "{field} nie może zawierać znaków sterujących ani znaków formatowania dwukierunkowego (znaleziono {character}): zmieniają to, co widzi płacący",
  fieldRequired: "{field} jest wymagane",
  fieldEmpty: "{field} nie może być puste",
  fieldTooLong: "{field} ma więcej niż {max} znaków",
  fieldText: "{field} musi być tekstem",
  fieldString: "{field} musi być ciągiem znaków",
  fieldOneOf: "{field} musi mieć jedną z wartości: {values}",
  fieldType: "{field} musi być typu {expected}",
  fieldInvalid: "{field} jest nieprawidłowe",
  received: "{message} (otrzymano {received})",
} satisfies RefusalWords;
