// Hungarian: the service's refusals, as the portal shows them next to a form's fields.
import type { RefusalWords } from "../../../shared/refusal-words.ts";

export default {
  signInNoMatchMailed:
    "Ez az e-mail-cím és jelszó egyetlen fiókhoz sem tartozik. Ellenőrizze mindkettőt, vagy állítsa vissza a jelszót az „Elfelejtette a jelszavát?” hivatkozással.",
  signInNoMatchOperator:
    "Ez az e-mail-cím és jelszó egyetlen fiókhoz sem tartozik. Ellenőrizze mindkettőt, vagy kérje a szolgáltatás üzemeltetőjét a jelszó visszaállítására.",
  signInTooMany: "Túl sok sikertelen bejelentkezés ezzel az e-mail-címmel vagy erről a címről: próbálja újra {minutes} perc múlva",
  signInsToAccountTooMany: "Túl sok bejelentkezés ebbe a fiókba: próbálja újra {minutes} perc múlva",
  signUpsTooMany: "Túl sok regisztráció erről a címről: próbálja újra {minutes} perc múlva",
  wrongAnswersTooMany: "Túl sok hibás válasz: próbálja újra {minutes} perc múlva",
  resetRequestsTooMany: "Túl sok visszaállítási kérés ehhez az e-mail-címhez vagy erről a címről: próbálja újra {minutes} perc múlva",
  passwordChecksTooMany:
    "Túl sok egyidejű jelszó-ellenőrzés erről a címről (legfeljebb {count} várakozhat): próbálja újra néhány másodperc múlva",
  passwordChecksBusy: "A szolgáltatás éppen jelszavakat ellenőriz: próbálja újra néhány másodperc múlva",
  signInCodeNeeded: "Adja meg a hitelesítő alkalmazás 6 jegyű kódját vagy az egyik helyreállítási kódját",
  signInCodeWrong: "A kód nem megfelelő (vagy már felhasználták): adja meg az alkalmazásban most látható kódot",
  codeNeeded: "Adja meg a hitelesítő alkalmazás 6 jegyű kódját vagy egy helyreállítási kódot",
  codeWrong: "A kód nem megfelelő (vagy már felhasználták)",
  passwordNeeded: "Adja meg a jelszavát",
  passwordWrong: "A jelszó nem megfelelő",
  currentPasswordWrong: "A jelenlegi jelszó nem megfelelő",
  signUpClosed: "Ebben a szolgáltatásban a regisztráció le van zárva: kérjen fiókot az üzemeltetőtől",
  signUpRefused: "Ezzel az e-mail-címmel nem hozható létre fiók: ha az Öné, inkább jelentkezzen be",
  passwordLinkUnusable: "Ez a hivatkozás nem működik (már felhasználták, lejárt vagy hiányos): kérjen újat",
  passwordLinkNotWhole: "Ez a hivatkozás hiányos: nyissa meg az üzemeltetőtől kapott hivatkozást",
  resetNotMailed: "Ez a szolgáltatás nem küld jelszó-visszaállítást e-mailben: kérjen az üzemeltetőtől hivatkozást új jelszó beállításához",
  emailInvalid: "Adjon meg egy e-mail-címet, például you@example.com",
  newPasswordLength: "A jelszó {min}–{max} karakter hosszú lehet (néhány szó jó jelszót ad)",
  passwordLength: "A jelszó 1–{max} karakter hosszú lehet",
  codeShapeWithRecovery:
    "A kód a hitelesítő alkalmazásban látható 6 számjegy vagy egy helyreállítási kód lehet, például abcd-efgh-ijkl-mnop",
  codeShape: "A kód a hitelesítő alkalmazásban látható 6 számjegy lehet",
  notSignedIn: "Nincs bejelentkezve (vagy lejárt a munkamenete): jelentkezzen be újra",
  accountGone: "Ez a fiók már nem létezik",
  stepUpCode:
    "Ehhez a módosításhoz az elmúlt {minutes} percben megadott hitelesítő kód szükséges: erősítse meg, majd ismételje meg a módosítást",
  stepUpPassword:
    "Ehhez a módosításhoz az elmúlt {minutes} percben megadott jelszó szükséges: erősítse meg, majd ismételje meg a módosítást",
  crossOrigin: "A portál módosításait csak a portál saját oldaláról fogadjuk el itt: {origin} (Origin {sentOrigin}, Sec-Fetch-Site {site})",

  twoFactorAlreadyOn: "A kétlépcsős bejelentkezés már be van kapcsolva: kapcsolja ki előbb, ha új alkalmazással szeretné újrakezdeni",
  twoFactorAlreadyOff: "A kétlépcsős bejelentkezés már ki van kapcsolva",
  twoFactorNotStarted: "Előbb kezdje el a kétlépcsős bejelentkezés beállítását: nincs új kulcs, amely kódra várna",
  twoFactorCodeMismatch: "A kód nem illik az új kulcshoz: ellenőrizze az alkalmazás óráját, és adja meg a most látható kódot",
  twoFactorRestarted: "A beállítást máshol újrakezdték: használja a legutóbb megjelenített kulcsot",

  apiKeyName: "A név 1–{max} karakter hosszú lehet, például „Webáruház-szerver”",
  apiKeyUnknown: "Ehhez a fiókhoz nem tartozik ilyen API-kulcs: {id}",
  clientGone: "A fiók kliense már nem létezik",
  languageUnknown: "A nyelv a szolgáltatás által beszélt nyelv kódja lehet, például „en”, „de”, „pt” vagy „zh-Hant”",

  integrationUnknown: "Nincs ilyen integráció: {id}. Használjon azonosítót a GET /api/v1/integrations válaszából",
  shopNameInvisible:
    "A névben nincs látható karakter (csak szóköz, összekötő vagy más láthatatlan karakter): adja meg a bolt nevét úgy, ahogy a fizetőknek olvasniuk kell",
  urlNotHttp: "{field}: abszolút http(s) URL szükséges",
  supportUrlNotHttp: "supportUrl: abszolút http(s) URL szükséges, például https://shop.example/help",
  supportUrlCredentials: "supportUrl nem tartalmazhat hitelesítő adatokat (user:password@): a fizetők látják",
  urlNotHttps: "{field}: https szükséges; kapott érték: {got}",
  urlUserinfo:
    "{field} nem tartalmazhat felhasználót vagy jelszót a „@” előtt ({shownHost} címnek látszik, de ide vezet: {host}): adja meg a bolt saját címét",
  urlHttpSandbox:
    "{field}: https szükséges (http csak localhost, 127.0.0.1 és [::1] esetén engedélyezett sandbox módban); kapott érték: {origin}",
  logoUrlNotHttps: "logoUrl: abszolút https URL szükséges (vagy null, ha nincs)",
  accentColor: "accentColor: #rrggbb alakú szín szükséges (vagy null az alapértelmezetthez)",
  callbackUrlNotHttp: "callbackUrl: http(s) URL szükséges",
  callbackUrlCredentials:
    "callbackUrl nem tartalmazhat hitelesítő adatokat (user:password@): a visszahívásokat inkább a webhook-signature fejlécük alapján ellenőrizze",
  callbackDestinationRefusedOutsideSandbox:
    "callbackUrl elutasítva: {host} címe {address}; a(z) {ip} visszahívási cél {range}: sandbox módon kívül elutasítva („{rule}” szabály; a WEBHOOK_ALLOW_PRIVATE=1 engedélyezi)",
  callbackDestinationNever:
    "callbackUrl elutasítva: {host} címe {address}; a(z) {ip} visszahívási cél {range}: ide sosem mennek visszahívások („{rule}” szabály)",
  callbackAddressRefusedOutsideSandbox:
    "callbackUrl elutasítva: a(z) {ip} visszahívási cél {range}: sandbox módon kívül elutasítva („{rule}” szabály; a WEBHOOK_ALLOW_PRIVATE=1 engedélyezi)",
  callbackAddressNever: "callbackUrl elutasítva: a(z) {ip} visszahívási cél {range}: ide sosem mennek visszahívások („{rule}” szabály)",
  callbackUrlRefused: "callbackUrl elutasítva: {problem}",
  callbackUrlMissing:
    "A(z) {id} integrációnak nincs visszahívási URL-je: előbb állítson be egyet a PUT /_sandbox/integrations/{id}/webhook kéréssel, vagy futtassa a crypto-checkout listen parancsot",
  testEventsTooMany:
    "Integrációnként legfeljebb {limit} tesztesemény {minutes} percenként (TEST_EVENTS_PER_INTEGRATION): a következőt a Retry-After másodpercei után küldje",
  originsList: "allowedOrigins: originek listája szükséges, vagy null, ha bármelyik engedélyezett",
  originsTooMany: "allowedOrigins több mint {max} origint sorol fel",
  originText: "Minden originnek szövegnek kell lennie",
  originExact:
    "Minden originnek pontos http(s) originnek kell lennie, például „https://shop.example” (séma és gazdagép, útvonal és helyettesítő karakter nélkül); kapott érték: {got}",
  appSchemesList: 'appReturnSchemes: sémák listája szükséges, például ["myshop"], vagy [], ha nincs',
  appSchemesTooMany: "appReturnSchemes több mint {max} sémát sorol fel",
  appSchemeText: "Minden alkalmazás-visszatérési sémának szövegnek kell lennie, például „myshop”",
  appSchemeShape:
    "Minden alkalmazás-visszatérési sémának URL-sémának kell lennie, például „myshop”: egy kisbetű, majd legfeljebb 31 betű, számjegy, „+”, „-” vagy „.”; kapott érték: {got}",
  appSchemeWeb:
    "Az alkalmazás-visszatérési séma nem lehet {scheme}: https visszatérési URL mindig engedélyezett, csak az alkalmazás saját sémáját sorolja fel",
  appSchemeDevice:
    "Az alkalmazás-visszatérési séma nem lehet {scheme}: alkalmazás megnyitása helyett a fizető eszközén futtat vagy olvas valamit",
  toleranceText: "paymentTolerancePercent: tizedes szám szövegként szükséges, például „0.5” (százalék)",
  tolerancePlain: "paymentTolerancePercent: egyszerű tizedes szám szövegként szükséges, például „0.5”: számjegyek és legfeljebb egy pont",
  toleranceFraction: "paymentTolerancePercent 2-nél több tizedesjegyet tartalmaz",
  toleranceRange: "paymentTolerancePercent értéke 0 és 100 között lehet",
  supportEmail: "supportEmail: e-mail-cím szükséges, például help@shop.example",
  fieldTrueOrFalse: "{field}: true vagy false szükséges",
  fieldStringOrNull: "{field}: szöveg vagy null szükséges",

  orderUnknown: "Nincs ilyen rendelés: {id}. Használjon orderId-t a rendelések listájából",
  orderUnknownForIntegration: "Nincs ilyen rendelés: {id} (integráció: {integration})",
  orderMissing: "Nincs ilyen rendelés: {id}",
  deliveryUnknown: "Nincs ilyen kézbesítés: {id}. Használjon azonosítót a GET /_sandbox/webhooks/deliveries válaszából",
  notYourIntegration: "{field} {id} nem az Ön integrációja: használjon azonosítót a GET /api/v1/integrations válaszából",
  assetUnknown: "{field} {id} nem támogatott eszköz: használja ezek egyikét: {assets} (GET /api/v1/assets)",
  assetDisabled: "{field} {id} műveletekhez le van tiltva (a GET /api/v1/assets szerint disabled: true): válasszon engedélyezett eszközt",
  amountBelowMinimum:
    "{field} {amount} kevesebb a legkisebb bejövő összegnél ({minimum} {asset}, hálózat: {network}): küldjön legalább ennyit: {minimum}",
  customerRequired: "A 15.09.2025-ös kiadás óta a customer kötelező rendelés létrehozásakor: küldje el így: { type, firstName, lastName }",
  customerObject: "customer: objektum szükséges: { type, firstName, lastName }",
  customerType: "customer.type értéke „individual” lehet (a specifikáció egyetlen ügyféltípusa)",
  amountRequired: "Az összeg kötelező: tizedes számként, szövegben küldje, például „10.50”",
  amountNumber: "Az összeg tizedes számot tartalmazó szöveg legyen, például „10.50”, ne JSON-szám",
  amountString: "Az összeg tizedes számot tartalmazó szöveg legyen, például „10.50”",
  amountPlain:
    "Az összeg egyszerű tizedes szám legyen szövegként, például „10.50”: számjegyek, legfeljebb egy pont, előjel, kitevő és szóköz nélkül",
  amountIntegerDigits: "Az összegben a pont előtt több mint {max} számjegy van",
  amountFractionDigits: "Az összegben több mint {max} tizedesjegy van",
  amountPositive: "Az összegnek nullánál nagyobbnak kell lennie",
  amountDecimal: "Az összeg tizedes szám legyen szövegként",
  ownAddress:
    "destinationAddress {address} a szolgáltatás egyik saját rendelési címe: a visszatérítést vagy kivétet a fizető vagy a saját tárcájába küldje",
  addressInvalidTron:
    "destinationAddress {address} nem érvényes {network}-cím ehhez: {asset}. T betűvel kezdődő base58check címet várunk (34 karakter)",
  addressInvalidEvm:
    "destinationAddress {address} nem érvényes {network}-cím ehhez: {asset}. 0x után 40 hexadecimális számjegyet várunk, vegyes kis- és nagybetűk esetén helyes EIP-55 ellenőrzőösszeggel",
  balanceShort:
    "A(z) {integration} integráció egyenlege {balance} {asset}, de a(z) {amount} összeg és a(z) {fee} hálózati díj együtt {needed}: a kivét csak a megnevezett integrationId egyenlegét, a visszatérítés a visszatérített rendelés integrációjáét használja.",
  refundOrderUnknown: "refundOrderId {id} nem az Ön rendelése: egy teljesített fizetési vagy befizetési rendelés orderId-jét használja",
  refundOrderType: "A(z) {id} rendelés típusa {type}: csak fizetési és befizetési rendelés téríthető vissza",
  refundOrderStatus: "A(z) {id} rendelés állapota {status}: visszatérítés csak teljesített rendeléshez hozható létre",
  refundAssetMismatch: "assetId {assetId} nem egyezik a(z) {id} rendeléssel, amely ezt kapta: {asset}. A visszatérítés pénzneme: {asset}",
  refundTooMuch:
    "A(z) {amount} összeg több, mint amennyi a(z) {id} rendelésből még visszatéríthető: {refundable} {asset} (beérkezett {primary}, visszatérítve {refunded})",
  markPaidRefused:
    "A(z) {id} rendelés nem jelölhető fizetettnek: csak az a rendelés, amelynek fizetése az ablak lejárta után érkezett (még folyamatban)",
  noPaymentWindow: "A(z) {id} rendelésnek nincs futó fizetési ablaka: csak fizetési linkkel létrejött rendelésnek van",

  linkUnknown:
    "Nincs ilyen fizetési link: {id}. Használjon linkId-t a POST /api/v1/payment-links vagy a GET /api/v1/payment-links válaszából",
  linkNameInvisible: "A névben nincs látható karakter: adja meg a tétel nevét úgy, ahogy a fizetőknek olvasniuk kell",
  priceCurrencyUnknown:
    "price.currency {currency} nem olyan pénznem, amelyet az árfolyamok ismernek ({currencies}), és nem is assetId ({assets})",
  priceAmountShape:
    "price.amount {amount}: nullánál nagyobb tizedes szám szükséges, legfeljebb {digits} tizedesjeggyel ({currency}), például {example}",
  priceInAsset: 'A(z) {asset} pénznemű ár csak így fizethető: {asset}. Hagyja el az assetIds mezőt, vagy küldje ezt: ["{asset}"]',
  priceAmountRequired: "price.amount kötelező, tizedes számként szövegben, például „10.00”",
  priceAmountText: "price.amount: tizedes szám szövegként szükséges, például „10.00”",
  priceCurrencyRequired: "price.currency kötelező: „USD”, „EUR” vagy egy assetId",
  priceObject: 'price: objektum szükséges: { amount: "10.00", currency: "USD" }',
  assetIdsEntry: "Az assetIds minden eleme assetId szöveg legyen",
  assetIdsArray: "assetIds: assetId-k tömbje szükséges",
  assetIdsEmpty: "assetIds legalább egy eszközt nevezzen meg (hagyja el minden engedélyezett eszközhöz)",
  assetIdsTooMany: "assetIds több mint {max} elemet tartalmaz",
  expiryWhole: "expiresInMinutes: egész számú perc szükséges {min} és {max} között",
  expiryMin: "expiresInMinutes legalább {min} legyen",
  expiryMax: "expiresInMinutes legfeljebb {max} lehet (egy hét)",
  returnUrlHttps: "returnUrl: abszolút https URL szükséges",
  returnUrlApp: "returnUrl: abszolút URL szükséges: https, vagy alkalmazáslink az integráció egyik alkalmazás-visszatérési sémájával",

  payoutUnknown: "Nincs ilyen kifizetés: {id}. Használjon orderId-t a GET /api/v1/payouts válaszából",
  payoutNotAwaitingPaid: "A(z) {id} kifizetés állapota {state}: csak a még fizetésre váró kifizetés jelölhető fizetettnek",
  payoutNotAwaitingCancel:
    "A(z) {id} kifizetés állapota {state}: csak a még fizetésre váró kifizetés vonható vissza (a hozzá látott átutalás már elhagyhatta a tárcát)",
  payoutNoStranger:
    "A(z) {id} kifizetésnek nincs válaszra váró átutalása ismeretlen tárcából ezzel a hash-sel és logIndex-szel: használjon egyet a kifizetés strangers listájából",
  transferPaidOther: "A(z) {hash} átutalás (napló: {logIndex}) már kifizetett egy másik kifizetést: egy átutalás legfeljebb egyet fizet",
  hashText: "hash: szöveg szükséges: az aláíró által küldött tranzakció hash-e",
  hashShape:
    "hash: 64 hexadecimális számjegy szükséges (Ethereumon és BNB Smart Chainen 0x előtaggal): az aláíró által küldött tranzakció hash-e",
  strangerHashText: "hash: szöveg szükséges: a kifizetés strangers listájában szereplő átutalás hash-e",
  strangerHashShape:
    "hash: 64 hexadecimális számjegy szükséges (Ethereumon és BNB Smart Chainen 0x előtaggal): a kifizetés strangers listájában szereplő átutalás hash-e",
  logIndexWhole: "logIndex: egész szám szükséges: a kifizetés strangers listájában szereplő átutalás logIndex értéke",
  logIndexMin: "logIndex: 0 vagy nagyobb szám szükséges: a kifizetés strangers listájában szereplő átutalás logIndex értéke",

  bodyNotJson: "A(z) {contentType} Content-Type nem JSON: a törzset JSON-ként küldje, Content-Type: application/json fejléccel",
  bodyBadJson: "A törzs nem érvényes JSON ({reason}): egyetlen JSON-objektumot küldjön",
  bodyNotObject: "A törzsnek JSON-objektumnak kell lennie, kapott érték: {value}",
  bodyTooLarge: "A törzs nagyobb {bytes} bájtnál: kisebb JSON-objektumot küldjön",
  idempotencyKeyShape:
    "Idempotency-Key {key}: 1–255 látható ASCII-karakter szükséges szóköz nélkül: minden kéréshez küldjön új véletlen értéket (UUID-t)",
  idempotencyKeyReused:
    "Idempotency-Key {key} már egy másik kéréshez volt használva (más törzs vagy végpont): ugyanazt a kérést ismételje meg pontosan a válasz újbóli megkapásához, vagy új kéréshez használjon új kulcsot",
  requestsTooMany:
    "Túl sok kérés ide: {what}. Legfeljebb {limit} / {seconds} s egy klienstől ({setting}). Próbálja újra a Retry-After másodpercei után.",
  fieldDate: "{field}: ÉÉÉÉ-HH-NN alakú dátum szükséges",
  fieldControlCharacters: "{field} nem tartalmazhat vezérlőkaraktert (talált: {character}): küldje a szöveget nélkülük",
  fieldDisplayCharacters:
    "{field} nem tartalmazhat vezérlő- vagy kétirányú formázókaraktert (talált: {character}): megváltoztatják, amit a fizető lát",
  fieldRequired: "{field} kötelező",
  fieldEmpty: "{field} nem lehet üres",
  fieldTooLong: "{field} hosszabb {max} karakternél",
  fieldText: "{field}: szöveg szükséges",
  fieldString: "{field}: karakterlánc szükséges",
  fieldOneOf: "{field}: ezek egyike szükséges: {values}",
  fieldType: "{field}: {expected} szükséges",
  fieldInvalid: "{field} érvénytelen",
  received: "{message} (kapott érték: {received})",
} satisfies RefusalWords;
