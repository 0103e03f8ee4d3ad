// Slovak: the service's refusals, as the portal shows them next to a form's fields.
import type { RefusalWords } from "../../../shared/refusal-words.ts";

export default {
  signInNoMatchMailed:
    "Tento e-mail a heslo nezodpovedajú žiadnemu účtu. Skontrolujte oboje alebo si heslo obnovte cez „Zabudli ste heslo?“.",
  signInNoMatchOperator:
    "Tento e-mail a heslo nezodpovedajú žiadnemu účtu. Skontrolujte oboje alebo požiadajte prevádzkovateľa služby o obnovenie hesla.",
  signInTooMany: "Príliš veľa neúspešných prihlásení pre tento e-mail alebo z tejto adresy: skúste to znova o {minutes} min",
  signInsToAccountTooMany: "Príliš veľa prihlásení do tohto účtu: skúste to znova o {minutes} min",
  signUpsTooMany: "Príliš veľa registrácií z tejto adresy: skúste to znova o {minutes} min",
  wrongAnswersTooMany: "Príliš veľa nesprávnych odpovedí: skúste to znova o {minutes} min",
  resetRequestsTooMany: "Príliš veľa žiadostí o obnovenie pre tento e-mail alebo z tejto adresy: skúste to znova o {minutes} min",
  passwordChecksTooMany: "Príliš veľa súčasných kontrol hesla z tejto adresy (najviac {count} v poradí): skúste to znova o niekoľko sekúnd",
  passwordChecksBusy: "Služba je zaneprázdnená kontrolou hesiel: skúste to znova o niekoľko sekúnd",
  signInCodeNeeded: "Zadajte 6-miestny kód z overovacej aplikácie alebo jeden zo svojich záložných kódov",
  signInCodeWrong: "Tento kód nie je správny (alebo už bol použitý): zadajte kód, ktorý aplikácia ukazuje teraz",
  codeNeeded: "Zadajte 6-miestny kód z overovacej aplikácie alebo záložný kód",
  codeWrong: "Tento kód nie je správny (alebo už bol použitý)",
  passwordNeeded: "Zadajte heslo",
  passwordWrong: "Toto heslo nie je správne",
  currentPasswordWrong: "Súčasné heslo nie je správne",
  signUpClosed: "Registrácia je v tejto službe zatvorená: o účet požiadajte prevádzkovateľa",
  signUpRefused: "S týmto e-mailom nemožno vytvoriť účet: ak je váš, prihláste sa",
  passwordLinkUnusable: "Tento odkaz nefunguje (už bol použitý, vypršal alebo nie je celý): požiadajte o nový",
  passwordLinkNotWhole: "Tento odkaz nie je celý: otvorte odkaz, ktorý vám dal prevádzkovateľ",
  resetNotMailed: "Táto služba neposiela obnovenie hesla e-mailom: požiadajte prevádzkovateľa o odkaz na nastavenie nového hesla",
  emailInvalid: "Zadajte e-mailovú adresu, napríklad you@example.com",
  newPasswordLength: "Heslo musí mať {min} až {max} znakov (dobré heslo tvorí niekoľko slov)",
  passwordLength: "Heslo musí mať 1 až {max} znakov",
  codeShapeWithRecovery: "Kód musí byť 6 číslic, ktoré ukazuje overovacia aplikácia, alebo záložný kód, napríklad abcd-efgh-ijkl-mnop",
  codeShape: "Kód musí byť 6 číslic, ktoré ukazuje overovacia aplikácia",
  notSignedIn: "Nie ste prihlásení (alebo vaša relácia skončila): prihláste sa znova",
  accountGone: "Tento účet už neexistuje",
  stepUpCode: "Táto zmena vyžaduje overovací kód zadaný počas posledných {minutes} min: potvrďte ho a zmenu zopakujte",
  stepUpPassword: "Táto zmena vyžaduje heslo zadané počas posledných {minutes} min: potvrďte ho a zmenu zopakujte",
  crossOrigin: "Zmeny v portáli sa prijímajú len z vlastnej stránky portálu na {origin} (Origin {sentOrigin}, Sec-Fetch-Site {site})",

  twoFactorAlreadyOn: "Dvojstupňové prihlásenie je už zapnuté: ak chcete začať znova s novou aplikáciou, najprv ho vypnite",
  twoFactorAlreadyOff: "Dvojstupňové prihlásenie je už vypnuté",
  twoFactorNotStarted: "Najprv začnite nastavenie dvojstupňového prihlásenia: žiadny nový kľúč nečaká na kód",
  twoFactorCodeMismatch: "Tento kód nezodpovedá novému kľúču: skontrolujte čas v aplikácii a zadajte kód, ktorý ukazuje teraz",
  twoFactorRestarted: "Nastavenie sa spustilo znova inde: použite naposledy zobrazený kľúč",

  apiKeyName: "Názov musí mať 1 až {max} znakov, napríklad „Server obchodu“",
  apiKeyUnknown: "K tomuto účtu nepatrí žiadny API kľúč {id}",
  clientGone: "Klient tohto účtu už neexistuje",
  languageUnknown: "Jazyk musí byť kód jazyka, ktorým služba hovorí, napríklad „en“, „de“, „pt“ alebo „zh-Hant“",

  integrationUnknown: "Integrácia {id} neexistuje: použite ID z GET /api/v1/integrations",
  shopNameInvisible:
    "Názov nemá žiadny viditeľný znak (len medzery, spojovacie alebo iné neviditeľné znaky): zadajte názov obchodu tak, ako ho majú čítať platitelia",
  urlNotHttp: "{field} musí byť absolútna http(s) URL",
  supportUrlNotHttp: "supportUrl musí byť absolútna http(s) URL, napríklad https://shop.example/help",
  supportUrlCredentials: "supportUrl nesmie obsahovať prihlasovacie údaje (user:password@): platitelia ju vidia",
  urlNotHttps: "{field} musí používať https; prišlo {got}",
  urlUserinfo:
    "{field} nesmie obsahovať používateľa ani heslo pred „@“ (vyzerá ako {shownHost}, ale vedie na {host}): zadajte vlastnú adresu obchodu",
  urlHttpSandbox: "{field} musí používať https (http sa prijíma len pre localhost, 127.0.0.1 a [::1] v režime sandbox); prišlo {origin}",
  logoUrlNotHttps: "logoUrl musí byť absolútna https URL (alebo null, ak logo nie je)",
  accentColor: "accentColor musí byť farba v tvare #rrggbb (alebo null pre predvolenú)",
  callbackUrlNotHttp: "callbackUrl musí byť http(s) URL",
  callbackUrlCredentials:
    "callbackUrl nesmie obsahovať prihlasovacie údaje (user:password@): callbacky namiesto toho overujte hlavičkou webhook-signature",
  callbackDestinationRefusedOutsideSandbox:
    "callbackUrl je odmietnutá: {host} sa prekladá na {address}; cieľ callbacku {ip} je {range}: mimo režimu sandbox odmietnuté (pravidlo „{rule}“; WEBHOOK_ALLOW_PRIVATE=1 to povolí)",
  callbackDestinationNever:
    "callbackUrl je odmietnutá: {host} sa prekladá na {address}; cieľ callbacku {ip} je {range}: tam callbacky nikdy nejdú (pravidlo „{rule}“)",
  callbackAddressRefusedOutsideSandbox:
    "callbackUrl je odmietnutá: cieľ callbacku {ip} je {range}: mimo režimu sandbox odmietnuté (pravidlo „{rule}“; WEBHOOK_ALLOW_PRIVATE=1 to povolí)",
  callbackAddressNever: "callbackUrl je odmietnutá: cieľ callbacku {ip} je {range}: tam callbacky nikdy nejdú (pravidlo „{rule}“)",
  callbackUrlRefused: "callbackUrl je odmietnutá: {problem}",
  callbackUrlMissing:
    "Integrácia {id} nemá URL pre callbacky: najprv ju nastavte cez PUT /_sandbox/integrations/{id}/webhook alebo spustite crypto-checkout listen",
  testEventsTooMany:
    "Najviac {limit} testovacích udalostí na integráciu za {minutes} min (TEST_EVENTS_PER_INTEGRATION): ďalšiu pošlite po počte sekúnd v Retry-After",
  originsList: "allowedOrigins musí byť zoznam originov alebo null na povolenie všetkých",
  originsTooMany: "allowedOrigins obsahuje viac ako {max} originov",
  originText: "Každý origin musí byť reťazec",
  originExact:
    "Každý origin musí byť presný http(s) origin, napríklad „https://shop.example“ (schéma a hostiteľ, bez cesty a zástupných znakov); prišlo {got}",
  appSchemesList: 'appReturnSchemes musí byť zoznam schém, napríklad ["myshop"], alebo [] pre žiadne',
  appSchemesTooMany: "appReturnSchemes obsahuje viac ako {max} schém",
  appSchemeText: "Každá návratová schéma aplikácie musí byť reťazec, napríklad „myshop“",
  appSchemeShape:
    "Každá návratová schéma aplikácie musí byť schéma URL, napríklad „myshop“: malé písmeno, potom až 31 písmen, číslic, „+“, „-“ alebo „.“; prišlo {got}",
  appSchemeWeb: "Návratová schéma aplikácie nesmie byť {scheme}: návratová https URL je povolená vždy, uveďte len vlastnú schému aplikácie",
  appSchemeDevice:
    "Návratová schéma aplikácie nesmie byť {scheme}: namiesto otvorenia aplikácie niečo spúšťa alebo číta na zariadení platiteľa",
  toleranceText: "paymentTolerancePercent musí byť desatinné číslo ako text, napríklad „0.5“ (percentá)",
  tolerancePlain: "paymentTolerancePercent musí byť jednoduché desatinné číslo ako text, napríklad „0.5“: číslice a najviac jedna bodka",
  toleranceFraction: "paymentTolerancePercent má viac ako 2 desatinné miesta",
  toleranceRange: "paymentTolerancePercent musí byť medzi 0 a 100",
  supportEmail: "supportEmail musí byť e-mailová adresa, napríklad help@shop.example",
  fieldTrueOrFalse: "{field} musí byť true alebo false",
  fieldStringOrNull: "{field} musí byť reťazec alebo null",

  orderUnknown: "Objednávka {id} neexistuje: použite orderId zo zoznamu objednávok",
  orderUnknownForIntegration: "Objednávka {id} v integrácii {integration} neexistuje",
  orderMissing: "Objednávka {id} neexistuje",
  deliveryUnknown: "Doručenie {id} neexistuje: použite ID z GET /_sandbox/webhooks/deliveries",
  notYourIntegration: "{field} {id} nie je žiadna z vašich integrácií: použite ID z GET /api/v1/integrations",
  assetUnknown: "{field} {id} nie je podporované aktívum: použite jedno z {assets} (GET /api/v1/assets)",
  assetDisabled: "{field} {id} je pre operácie vypnuté (GET /api/v1/assets ukazuje disabled: true): zvoľte zapnuté aktívum",
  amountBelowMinimum:
    "{field} {amount} je pod minimálnou prichádzajúcou sumou {minimum} {asset} v sieti {network}: pošlite aspoň {minimum}",
  customerRequired: "customer je od vydania 15.09.2025 pri vytváraní objednávky povinný: pošlite { type, firstName, lastName }",
  customerObject: "customer musí byť objekt: { type, firstName, lastName }",
  customerType: "customer.type musí byť „individual“ (jediný typ zákazníka, ktorý špecifikácia pozná)",
  amountRequired: "Suma je povinná: pošlite ju ako desatinné číslo v texte, napríklad „10.50“",
  amountNumber: "Suma musí byť reťazec s desatinným číslom, napríklad „10.50“, nie číslo JSON",
  amountString: "Suma musí byť reťazec s desatinným číslom, napríklad „10.50“",
  amountPlain:
    "Suma musí byť jednoduché desatinné číslo ako text, napríklad „10.50“: číslice, najviac jedna bodka, bez znamienka, exponentu a medzier",
  amountIntegerDigits: "Suma má pred bodkou viac ako {max} číslic",
  amountFractionDigits: "Suma má viac ako {max} desatinných miest",
  amountPositive: "Suma musí byť väčšia ako nula",
  amountDecimal: "Suma musí byť desatinné číslo ako text",
  ownAddress:
    "destinationAddress {address} je jedna z vlastných adries objednávok tejto služby: refundáciu alebo výber pošlite do peňaženky platiteľa alebo do svojej",
  addressInvalidTron:
    "destinationAddress {address} nie je platná adresa siete {network} pre {asset}: očakáva sa adresa base58check začínajúca na T (34 znakov)",
  addressInvalidEvm:
    "destinationAddress {address} nie je platná adresa siete {network} pre {asset}: očakáva sa 0x a 40 hexadecimálnych číslic, pri zmiešaných veľkostiach písmen so správnym kontrolným súčtom EIP-55",
  balanceShort:
    "Integrácia {integration} má {balance} {asset}, ale suma {amount} plus sieťový poplatok {fee} vyžaduje {needed}: výber čerpá len z integrationId, ktoré uvádza, refundácia z integrácie refundovanej objednávky.",
  refundOrderUnknown:
    "refundOrderId {id} nie je žiadna z vašich objednávok: použite orderId dokončenej platobnej alebo vkladovej objednávky",
  refundOrderType: "Objednávka {id} je typu {type}: refundovať možno len platobné a vkladové objednávky",
  refundOrderStatus: "Objednávka {id} je v stave {status}: refundáciu možno vytvoriť až po dokončení objednávky",
  refundAssetMismatch: "assetId {assetId} nezodpovedá objednávke {id}, ktorá prijala {asset}: refundujte v {asset}",
  refundTooMuch:
    "Suma {amount} presahuje to, čo možno pri objednávke {id} ešte refundovať: {refundable} {asset} (prijaté {primary}, refundované {refunded})",
  markPaidRefused:
    "Objednávku {id} nemožno označiť ako zaplatenú: možno to len pri objednávke, ktorej platba prišla po platobnom okne (stále sa spracúva)",
  noPaymentWindow: "Objednávka {id} nemá bežiace platobné okno: má ho len objednávka vytvorená platobným odkazom",

  linkUnknown: "Platobný odkaz {id} neexistuje: použite linkId z POST /api/v1/payment-links alebo GET /api/v1/payment-links",
  linkNameInvisible: "Názov nemá žiadny viditeľný znak: zadajte názov položky tak, ako ho majú čítať platitelia",
  priceCurrencyUnknown: "price.currency {currency} nie je mena, ktorú poznajú výmenné kurzy ({currencies}), ani assetId ({assets})",
  priceAmountShape:
    "price.amount {amount} musí byť desatinné číslo väčšie ako nula s najviac {digits} desatinnými miestami pre {currency}, napríklad {example}",
  priceInAsset: 'Cena v {asset} sa platí len v {asset}: vynechajte assetIds alebo pošlite ["{asset}"]',
  priceAmountRequired: "price.amount je povinné, ako desatinné číslo v texte, napríklad „10.00“",
  priceAmountText: "price.amount musí byť desatinné číslo ako text, napríklad „10.00“",
  priceCurrencyRequired: "price.currency je povinné: „USD“, „EUR“ alebo assetId",
  priceObject: 'price musí byť objekt: { amount: "10.00", currency: "USD" }',
  assetIdsEntry: "Každá položka assetIds musí byť reťazec assetId",
  assetIdsArray: "assetIds musí byť pole assetId",
  assetIdsEmpty: "assetIds musí uvádzať aspoň jedno aktívum (pre všetky zapnuté aktíva ho vynechajte)",
  assetIdsTooMany: "assetIds má viac ako {max} položiek",
  expiryWhole: "expiresInMinutes musí byť celý počet minút od {min} do {max}",
  expiryMin: "expiresInMinutes musí byť aspoň {min}",
  expiryMax: "expiresInMinutes smie byť najviac {max} (týždeň)",
  returnUrlHttps: "returnUrl musí byť absolútna https URL",
  returnUrlApp: "returnUrl musí byť absolútna URL: https alebo odkaz do aplikácie s jednou z návratových schém aplikácií tejto integrácie",

  payoutUnknown: "Výplata {id} neexistuje: použite orderId z GET /api/v1/payouts",
  payoutNotAwaitingPaid: "Výplata {id} je v stave {state}: ako zaplatenú možno označiť len výplatu, ktorá ešte čaká na zaplatenie",
  payoutNotAwaitingCancel:
    "Výplata {id} je v stave {state}: zrušiť možno len výplatu, ktorá ešte čaká na zaplatenie (prevod k nej zaznamenaný už mohol opustiť peňaženku)",
  payoutNoStranger:
    "Výplata {id} nemá žiadny prevod z neznámej peňaženky s týmto hashom a logIndex, ktorý čaká na odpoveď: použite niektorý uvedený v strangers výplaty",
  transferPaidOther: "Prevod {hash} (log {logIndex}) už zaplatil inú výplatu: jeden prevod zaplatí najviac jednu",
  hashText: "hash musí byť reťazec: hash transakcie, ktorú odoslal podpisujúci",
  hashShape:
    "hash musí byť 64 hexadecimálnych číslic (na Ethereum a BNB Smart Chain s prefixom 0x): hash transakcie, ktorú odoslal podpisujúci",
  strangerHashText: "hash musí byť reťazec: hash prevodu uvedeného v strangers výplaty",
  strangerHashShape:
    "hash musí byť 64 hexadecimálnych číslic (na Ethereum a BNB Smart Chain s prefixom 0x): hash prevodu uvedeného v strangers výplaty",
  logIndexWhole: "logIndex musí byť celé číslo: logIndex prevodu uvedeného v strangers výplaty",
  logIndexMin: "logIndex musí byť 0 alebo viac: logIndex prevodu uvedeného v strangers výplaty",

  bodyNotJson: "Content-Type {contentType} nie je JSON: pošlite telo ako JSON s Content-Type: application/json",
  bodyBadJson: "Telo nie je platný JSON ({reason}): pošlite jeden objekt JSON",
  bodyNotObject: "Telo musí byť objekt JSON, prišlo {value}",
  bodyTooLarge: "Telo je väčšie ako {bytes} bajtov: pošlite menší objekt JSON",
  idempotencyKeyShape:
    "Idempotency-Key {key} musí mať 1 až 255 viditeľných znakov ASCII bez medzier: pri každej požiadavke pošlite novú náhodnú hodnotu (UUID)",
  idempotencyKeyReused:
    "Idempotency-Key {key} už bol použitý pre inú požiadavku (iné telo alebo endpoint): pre rovnakú odpoveď zopakujte presne rovnakú požiadavku, alebo pre novú požiadavku použite nový kľúč",
  requestsTooMany:
    "Príliš veľa požiadaviek na {what}: najviac {limit} za {seconds} s z jedného klienta ({setting}). Skúste to znova po počte sekúnd v Retry-After.",
  fieldDate: "{field} musí byť dátum v tvare RRRR-MM-DD",
  fieldControlCharacters: "{field} nesmie obsahovať riadiace znaky (nájdené {character}): pošlite text bez nich",
  fieldDisplayCharacters:
    "{field} nesmie obsahovať riadiace ani obojsmerné formátovacie znaky (nájdené {character}): menia to, čo platiteľ vidí",
  fieldRequired: "{field} je povinné",
  fieldEmpty: "{field} nesmie byť prázdne",
  fieldTooLong: "{field} je dlhšie ako {max} znakov",
  fieldText: "{field} musí byť text",
  fieldString: "{field} musí byť reťazec",
  fieldOneOf: "{field} musí byť jedno z {values}",
  fieldType: "{field} musí byť {expected}",
  fieldInvalid: "{field} nie je platné",
  received: "{message} (prišlo {received})",
} satisfies RefusalWords;
