// Czech: the service's refusals, as the portal shows them next to a form's fields.
import type { RefusalWords } from "../../../shared/refusal-words.ts";

export default {
  signInNoMatchMailed:
    "Tento e-mail a heslo neodpovídají žádnému účtu. Zkontrolujte obojí, nebo si heslo obnovte přes „Zapomněli jste heslo?“.",
  signInNoMatchOperator:
    "Tento e-mail a heslo neodpovídají žádnému účtu. Zkontrolujte obojí, nebo požádejte provozovatele služby o obnovení hesla.",
  signInTooMany: "Příliš mnoho neúspěšných přihlášení pro tento e-mail nebo z této adresy: zkuste to znovu za {minutes} min",
  signInsToAccountTooMany: "Příliš mnoho přihlášení k tomuto účtu: zkuste to znovu za {minutes} min",
  signUpsTooMany: "Příliš mnoho registrací z této adresy: zkuste to znovu za {minutes} min",
  wrongAnswersTooMany: "Příliš mnoho chybných odpovědí: zkuste to znovu za {minutes} min",
  resetRequestsTooMany: "Příliš mnoho žádostí o obnovení pro tento e-mail nebo z této adresy: zkuste to znovu za {minutes} min",
  passwordChecksTooMany:
    "Příliš mnoho současných kontrol hesla z této adresy (nejvýše {count} ve frontě): zkuste to znovu za několik sekund",
  passwordChecksBusy: "Služba je zaneprázdněná kontrolou hesel: zkuste to znovu za několik sekund",
  signInCodeNeeded: "Zadejte 6místný kód z ověřovací aplikace, nebo jeden ze svých záložních kódů",
  signInCodeWrong: "Tento kód není správný (nebo už byl použit): zadejte kód, který aplikace ukazuje teď",
  codeNeeded: "Zadejte 6místný kód z ověřovací aplikace, nebo záložní kód",
  codeWrong: "Tento kód není správný (nebo už byl použit)",
  passwordNeeded: "Zadejte heslo",
  passwordWrong: "Toto heslo není správné",
  currentPasswordWrong: "Současné heslo není správné",
  signUpClosed: "Registrace je v této službě uzavřená: o účet požádejte provozovatele",
  signUpRefused: "S tímto e-mailem nelze vytvořit účet: pokud je váš, přihlaste se",
  passwordLinkUnusable: "Tento odkaz nefunguje (už byl použit, vypršel nebo není celý): požádejte o nový",
  passwordLinkNotWhole: "Tento odkaz není celý: otevřete odkaz, který vám dal provozovatel",
  resetNotMailed: "Tato služba neposílá obnovení hesla e-mailem: požádejte provozovatele o odkaz pro nastavení nového hesla",
  emailInvalid: "Zadejte e-mailovou adresu, například you@example.com",
  newPasswordLength: "Heslo musí mít {min} až {max} znaků (dobré heslo tvoří několik slov)",
  passwordLength: "Heslo musí mít 1 až {max} znaků",
  codeShapeWithRecovery: "Kód musí být 6 číslic, které ukazuje ověřovací aplikace, nebo záložní kód, například abcd-efgh-ijkl-mnop",
  codeShape: "Kód musí být 6 číslic, které ukazuje ověřovací aplikace",
  notSignedIn: "Nejste přihlášeni (nebo vaše relace skončila): přihlaste se znovu",
  accountGone: "Tento účet už neexistuje",
  stepUpCode: "Tato změna vyžaduje ověřovací kód zadaný během posledních {minutes} min: potvrďte ho a změnu zopakujte",
  stepUpPassword: "Tato změna vyžaduje heslo zadané během posledních {minutes} min: potvrďte ho a změnu zopakujte",
  crossOrigin: "Změny v portálu se přijímají jen z vlastní stránky portálu na {origin} (Origin {sentOrigin}, Sec-Fetch-Site {site})",

  twoFactorAlreadyOn: "Dvoufázové přihlášení je už zapnuté: chcete-li začít znovu s novou aplikací, nejdřív ho vypněte",
  twoFactorAlreadyOff: "Dvoufázové přihlášení je už vypnuté",
  twoFactorNotStarted: "Nejdřív začněte nastavení dvoufázového přihlášení: žádný nový klíč nečeká na kód",
  twoFactorCodeMismatch: "Tento kód neodpovídá novému klíči: zkontrolujte čas v aplikaci a zadejte kód, který ukazuje teď",
  twoFactorRestarted: "Nastavení bylo spuštěno znovu jinde: použijte naposledy zobrazený klíč",

  apiKeyName: "Název musí mít 1 až {max} znaků, například „Server obchodu“",
  apiKeyUnknown: "K tomuto účtu nepatří žádný API klíč {id}",
  clientGone: "Klient tohoto účtu už neexistuje",
  languageUnknown: "Jazyk musí být kód jazyka, kterým služba mluví, například „en“, „de“, „pt“ nebo „zh-Hant“",

  integrationUnknown: "Integrace {id} neexistuje: použijte ID z GET /api/v1/integrations",
  shopNameInvisible:
    "Název nemá žádný viditelný znak (jen mezery, spojovací nebo jiné neviditelné znaky): zadejte název obchodu tak, jak ho mají číst plátci",
  urlNotHttp: "{field} musí být absolutní http(s) URL",
  supportUrlNotHttp: "supportUrl musí být absolutní http(s) URL, například https://shop.example/help",
  supportUrlCredentials: "supportUrl nesmí obsahovat přihlašovací údaje (user:password@): plátci ji vidí",
  urlNotHttps: "{field} musí používat https; přišlo {got}",
  urlUserinfo:
    "{field} nesmí obsahovat uživatele ani heslo před „@“ (vypadá jako {shownHost}, ale vede na {host}): zadejte vlastní adresu obchodu",
  urlHttpSandbox: "{field} musí používat https (http se přijímá jen pro localhost, 127.0.0.1 a [::1] v režimu sandbox); přišlo {origin}",
  logoUrlNotHttps: "logoUrl musí být absolutní https URL (nebo null, pokud logo není)",
  accentColor: "accentColor musí být barva ve tvaru #rrggbb (nebo null pro výchozí)",
  callbackUrlNotHttp: "callbackUrl musí být http(s) URL",
  callbackUrlCredentials:
    "callbackUrl nesmí obsahovat přihlašovací údaje (user:password@): callbacky místo toho ověřujte hlavičkou webhook-signature",
  callbackDestinationRefusedOutsideSandbox:
    "callbackUrl je odmítnuta: {host} se překládá na {address}; cíl callbacku {ip} je {range}: mimo režim sandbox odmítnuto (pravidlo „{rule}“; WEBHOOK_ALLOW_PRIVATE=1 to povolí)",
  callbackDestinationNever:
    "callbackUrl je odmítnuta: {host} se překládá na {address}; cíl callbacku {ip} je {range}: tam callbacky nikdy nejdou (pravidlo „{rule}“)",
  callbackAddressRefusedOutsideSandbox:
    "callbackUrl je odmítnuta: cíl callbacku {ip} je {range}: mimo režim sandbox odmítnuto (pravidlo „{rule}“; WEBHOOK_ALLOW_PRIVATE=1 to povolí)",
  callbackAddressNever: "callbackUrl je odmítnuta: cíl callbacku {ip} je {range}: tam callbacky nikdy nejdou (pravidlo „{rule}“)",
  callbackUrlRefused: "callbackUrl je odmítnuta: {problem}",
  callbackUrlMissing:
    "Integrace {id} nemá URL pro callbacky: nejdřív ji nastavte přes PUT /_sandbox/integrations/{id}/webhook, nebo spusťte crypto-checkout listen",
  testEventsTooMany:
    "Nejvýše {limit} testovacích událostí na integraci za {minutes} min (TEST_EVENTS_PER_INTEGRATION): další pošlete po počtu sekund v Retry-After",
  originsList: "allowedOrigins musí být seznam originů, nebo null pro povolení všech",
  originsTooMany: "allowedOrigins obsahuje více než {max} originů",
  originText: "Každý origin musí být řetězec",
  originExact:
    "Každý origin musí být přesný http(s) origin, například „https://shop.example“ (schéma a hostitel, bez cesty a zástupných znaků); přišlo {got}",
  appSchemesList: 'appReturnSchemes musí být seznam schémat, například ["myshop"], nebo [] pro žádné',
  appSchemesTooMany: "appReturnSchemes obsahuje více než {max} schémat",
  appSchemeText: "Každé návratové schéma aplikace musí být řetězec, například „myshop“",
  appSchemeShape:
    "Každé návratové schéma aplikace musí být schéma URL, například „myshop“: malé písmeno, pak až 31 písmen, číslic, „+“, „-“ nebo „.“; přišlo {got}",
  appSchemeWeb: "Návratové schéma aplikace nesmí být {scheme}: návratová https URL je povolená vždy, uveďte jen vlastní schéma aplikace",
  appSchemeDevice: "Návratové schéma aplikace nesmí být {scheme}: místo otevření aplikace něco spouští nebo čte na zařízení plátce",
  toleranceText: "paymentTolerancePercent musí být desetinné číslo jako text, například „0.5“ (procenta)",
  tolerancePlain: "paymentTolerancePercent musí být prosté desetinné číslo jako text, například „0.5“: číslice a nejvýše jedna tečka",
  toleranceFraction: "paymentTolerancePercent má více než 2 desetinná místa",
  toleranceRange: "paymentTolerancePercent musí být mezi 0 a 100",
  supportEmail: "supportEmail musí být e-mailová adresa, například help@shop.example",
  fieldTrueOrFalse: "{field} musí být true nebo false",
  fieldStringOrNull: "{field} musí být řetězec nebo null",

  orderUnknown: "Objednávka {id} neexistuje: použijte orderId ze seznamu objednávek",
  orderUnknownForIntegration: "Objednávka {id} v integraci {integration} neexistuje",
  orderMissing: "Objednávka {id} neexistuje",
  deliveryUnknown: "Doručení {id} neexistuje: použijte ID z GET /_sandbox/webhooks/deliveries",
  notYourIntegration: "{field} {id} není žádná z vašich integrací: použijte ID z GET /api/v1/integrations",
  assetUnknown: "{field} {id} není podporované aktivum: použijte jedno z {assets} (GET /api/v1/assets)",
  assetDisabled: "{field} {id} je pro operace vypnuté (GET /api/v1/assets ukazuje disabled: true): zvolte zapnuté aktivum",
  amountBelowMinimum: "{field} {amount} je pod minimální příchozí částkou {minimum} {asset} v síti {network}: pošlete aspoň {minimum}",
  customerRequired: "customer je od vydání 15.09.2025 při vytváření objednávky povinný: pošlete { type, firstName, lastName }",
  customerObject: "customer musí být objekt: { type, firstName, lastName }",
  customerType: "customer.type musí být „individual“ (jediný typ zákazníka, který specifikace zná)",
  amountRequired: "Částka je povinná: pošlete ji jako desetinné číslo v textu, například „10.50“",
  amountNumber: "Částka musí být řetězec s desetinným číslem, například „10.50“, ne číslo JSON",
  amountString: "Částka musí být řetězec s desetinným číslem, například „10.50“",
  amountPlain:
    "Částka musí být prosté desetinné číslo jako text, například „10.50“: číslice, nejvýše jedna tečka, bez znaménka, exponentu a mezer",
  amountIntegerDigits: "Částka má před tečkou více než {max} číslic",
  amountFractionDigits: "Částka má více než {max} desetinných míst",
  amountPositive: "Částka musí být větší než nula",
  amountDecimal: "Částka musí být desetinné číslo jako text",
  ownAddress:
    "destinationAddress {address} je jedna z vlastních adres objednávek této služby: refundaci nebo výběr pošlete do peněženky plátce nebo do své vlastní",
  addressInvalidTron:
    "destinationAddress {address} není platná adresa sítě {network} pro {asset}: očekává se adresa base58check začínající na T (34 znaků)",
  addressInvalidEvm:
    "destinationAddress {address} není platná adresa sítě {network} pro {asset}: očekává se 0x a 40 hexadecimálních číslic, při smíšených velikostech písmen se správným kontrolním součtem EIP-55",
  balanceShort:
    "Integrace {integration} má {balance} {asset}, ale částka {amount} plus síťový poplatek {fee} vyžaduje {needed}: výběr čerpá jen z integrationId, které uvádí, refundace z integrace refundované objednávky.",
  refundOrderUnknown: "refundOrderId {id} není žádná z vašich objednávek: použijte orderId dokončené platební nebo vkladové objednávky",
  refundOrderType: "Objednávka {id} je typu {type}: refundovat lze jen platební a vkladové objednávky",
  refundOrderStatus: "Objednávka {id} je ve stavu {status}: refundaci lze vytvořit až po dokončení objednávky",
  refundAssetMismatch: "assetId {assetId} neodpovídá objednávce {id}, která přijala {asset}: refundujte v {asset}",
  refundTooMuch:
    "Částka {amount} převyšuje to, co lze u objednávky {id} ještě refundovat: {refundable} {asset} (přijato {primary}, refundováno {refunded})",
  markPaidRefused:
    "Objednávku {id} nelze označit jako zaplacenou: lze to jen u objednávky, jejíž platba dorazila po platebním okně (stále se zpracovává)",
  noPaymentWindow: "Objednávka {id} nemá běžící platební okno: má ho jen objednávka vytvořená platebním odkazem",

  linkUnknown: "Platební odkaz {id} neexistuje: použijte linkId z POST /api/v1/payment-links nebo GET /api/v1/payment-links",
  linkNameInvisible: "Název nemá žádný viditelný znak: zadejte název položky tak, jak ho mají číst plátci",
  priceCurrencyUnknown: "price.currency {currency} není měna, kterou znají směnné kurzy ({currencies}), ani assetId ({assets})",
  priceAmountShape:
    "price.amount {amount} musí být desetinné číslo větší než nula s nejvýše {digits} desetinnými místy pro {currency}, například {example}",
  priceInAsset: 'Cena v {asset} se platí jen v {asset}: vynechte assetIds, nebo pošlete ["{asset}"]',
  priceAmountRequired: "price.amount je povinné, jako desetinné číslo v textu, například „10.00“",
  priceAmountText: "price.amount musí být desetinné číslo jako text, například „10.00“",
  priceCurrencyRequired: "price.currency je povinné: „USD“, „EUR“ nebo assetId",
  priceObject: 'price musí být objekt: { amount: "10.00", currency: "USD" }',
  assetIdsEntry: "Každá položka assetIds musí být řetězec assetId",
  assetIdsArray: "assetIds musí být pole assetId",
  assetIdsEmpty: "assetIds musí uvádět aspoň jedno aktivum (pro všechna zapnutá aktiva ho vynechte)",
  assetIdsTooMany: "assetIds má více než {max} položek",
  expiryWhole: "expiresInMinutes musí být celý počet minut od {min} do {max}",
  expiryMin: "expiresInMinutes musí být aspoň {min}",
  expiryMax: "expiresInMinutes smí být nejvýše {max} (týden)",
  returnUrlHttps: "returnUrl musí být absolutní https URL",
  returnUrlApp: "returnUrl musí být absolutní URL: https, nebo odkaz do aplikace s jedním z návratových schémat aplikací této integrace",

  payoutUnknown: "Výplata {id} neexistuje: použijte orderId z GET /api/v1/payouts",
  payoutNotAwaitingPaid: "Výplata {id} je ve stavu {state}: jako zaplacenou lze označit jen výplatu, která ještě čeká na zaplacení",
  payoutNotAwaitingCancel:
    "Výplata {id} je ve stavu {state}: zrušit lze jen výplatu, která ještě čeká na zaplacení (převod k ní zaznamenaný už mohl opustit peněženku)",
  payoutNoStranger:
    "Výplata {id} nemá žádný převod z neznámé peněženky s tímto hashem a logIndex, který čeká na odpověď: použijte některý uvedený ve strangers výplaty",
  transferPaidOther: "Převod {hash} (log {logIndex}) už zaplatil jinou výplatu: jeden převod zaplatí nejvýše jednu",
  hashText: "hash musí být řetězec: hash transakce, kterou odeslal podepisující",
  hashShape:
    "hash musí být 64 hexadecimálních číslic (na Ethereum a BNB Smart Chain s prefixem 0x): hash transakce, kterou odeslal podepisující",
  strangerHashText: "hash musí být řetězec: hash převodu uvedeného ve strangers výplaty",
  strangerHashShape:
    "hash musí být 64 hexadecimálních číslic (na Ethereum a BNB Smart Chain s prefixem 0x): hash převodu uvedeného ve strangers výplaty",
  logIndexWhole: "logIndex musí být celé číslo: logIndex převodu uvedeného ve strangers výplaty",
  logIndexMin: "logIndex musí být 0 nebo více: logIndex převodu uvedeného ve strangers výplaty",

  bodyNotJson: "Content-Type {contentType} není JSON: pošlete tělo jako JSON s Content-Type: application/json",
  bodyBadJson: "Tělo není platný JSON ({reason}): pošlete jeden objekt JSON",
  bodyNotObject: "Tělo musí být objekt JSON, přišlo {value}",
  bodyTooLarge: "Tělo je větší než {bytes} bajtů: pošlete menší objekt JSON",
  idempotencyKeyShape:
    "Idempotency-Key {key} musí mít 1 až 255 viditelných znaků ASCII bez mezer: u každého požadavku pošlete novou náhodnou hodnotu (UUID)",
  idempotencyKeyReused:
    "Idempotency-Key {key} už byl použit pro jiný požadavek (jiné tělo nebo endpoint): pro stejnou odpověď zopakujte přesně stejný požadavek, nebo pro nový požadavek použijte nový klíč",
  requestsTooMany:
    "Příliš mnoho požadavků na {what}: nejvýše {limit} za {seconds} s z jednoho klienta ({setting}). Zkuste to znovu po počtu sekund v Retry-After.",
  fieldDate: "{field} musí být datum ve tvaru RRRR-MM-DD",
  fieldControlCharacters: "{field} nesmí obsahovat řídicí znaky (nalezeno {character}): pošlete text bez nich",
  fieldDisplayCharacters: "{field} nesmí obsahovat řídicí ani obousměrné formátovací znaky (nalezeno {character}): mění to, co plátce vidí",
  fieldRequired: "{field} je povinné",
  fieldEmpty: "{field} nesmí být prázdné",
  fieldTooLong: "{field} je delší než {max} znaků",
  fieldText: "{field} musí být text",
  fieldString: "{field} musí být řetězec",
  fieldOneOf: "{field} musí být jedno z {values}",
  fieldType: "{field} musí být {expected}",
  fieldInvalid: "{field} není platné",
  received: "{message} (přišlo {received})",
} satisfies RefusalWords;
