// Bulgarian: the service's refusals, as the portal shows them next to a form's fields.
import type { RefusalWords } from "../../../shared/refusal-words.ts";

export default {
  signInNoMatchMailed:
    "Този имейл и паролата не съответстват на никой акаунт. Проверете и двете или възстановете паролата чрез „Забравена парола?“.",
  signInNoMatchOperator:
    "Този имейл и паролата не съответстват на никой акаунт. Проверете и двете или помолете оператора на услугата да възстанови паролата.",
  signInTooMany: "Твърде много неуспешни влизания за този имейл или от този адрес: опитайте отново след {minutes} мин.",
  signInsToAccountTooMany: "Твърде много влизания в този акаунт: опитайте отново след {minutes} мин.",
  signUpsTooMany: "Твърде много регистрации от този адрес: опитайте отново след {minutes} мин.",
  wrongAnswersTooMany: "Твърде много грешни отговори: опитайте отново след {minutes} мин.",
  resetRequestsTooMany: "Твърде много заявки за възстановяване за този имейл или от този адрес: опитайте отново след {minutes} мин.",
  passwordChecksTooMany:
    "Твърде много едновременни проверки на парола от този адрес (най-много {count} в опашка): опитайте отново след няколко секунди",
  passwordChecksBusy: "Услугата е заета с проверка на пароли: опитайте отново след няколко секунди",
  signInCodeNeeded: "Въведете 6-цифрения код от приложението за удостоверяване или един от кодовете си за възстановяване",
  signInCodeWrong: "Кодът не е верен (или вече е използван): въведете кода, който приложението показва сега",
  codeNeeded: "Въведете 6-цифрения код от приложението за удостоверяване или код за възстановяване",
  codeWrong: "Кодът не е верен (или вече е използван)",
  passwordNeeded: "Въведете паролата си",
  passwordWrong: "Паролата не е вярна",
  currentPasswordWrong: "Текущата парола не е вярна",
  signUpClosed: "Регистрацията в тази услуга е затворена: поискайте акаунт от оператора",
  signUpRefused: "С този имейл не може да се създаде акаунт: ако е ваш, влезте в профила си",
  passwordLinkUnusable: "Тази връзка не работи (вече използвана, изтекла или непълна): поискайте нова",
  passwordLinkNotWhole: "Тази връзка е непълна: отворете връзката, която ви даде операторът",
  resetNotMailed: "Тази услуга не изпраща възстановяване на парола по имейл: поискайте от оператора връзка за задаване на нова парола",
  emailInvalid: "Въведете имейл адрес, например you@example.com",
  newPasswordLength: "Паролата трябва да е от {min} до {max} знака (няколко думи са добра парола)",
  passwordLength: "Паролата трябва да е от 1 до {max} знака",
  codeShapeWithRecovery:
    "Кодът трябва да е 6-те цифри от приложението за удостоверяване или код за възстановяване, например abcd-efgh-ijkl-mnop",
  codeShape: "Кодът трябва да е 6-те цифри от приложението за удостоверяване",
  notSignedIn: "Не сте влезли (или сесията ви е изтекла): влезте отново",
  accountGone: "Този акаунт вече не съществува",
  stepUpCode: "Тази промяна изисква код за удостоверяване, въведен през последните {minutes} мин.: потвърдете го и повторете промяната",
  stepUpPassword: "Тази промяна изисква парола, въведена през последните {minutes} мин.: потвърдете я и повторете промяната",
  crossOrigin:
    "Промени в портала се приемат само от собствената страница на портала на {origin} (Origin {sentOrigin}, Sec-Fetch-Site {site})",

  twoFactorAlreadyOn: "Двуфакторното влизане вече е включено: първо го изключете, за да започнете отначало с ново приложение",
  twoFactorAlreadyOff: "Двуфакторното влизане вече е изключено",
  twoFactorNotStarted: "Първо започнете настройката на двуфакторното влизане: няма нов ключ, който да чака своя код",
  twoFactorCodeMismatch: "Кодът не съответства на новия ключ: проверете часовника на приложението и въведете кода, който показва сега",
  twoFactorRestarted: "Настройката е започната отново другаде: използвайте най-новия показан ключ",

  apiKeyName: "Името трябва да е от 1 до {max} знака, например „Сървър на магазина“",
  apiKeyUnknown: "Към този акаунт не принадлежи API ключ {id}",
  clientGone: "Клиентът на този акаунт вече не съществува",
  languageUnknown: "Езикът трябва да е код на език, който услугата говори, например „en“, „de“, „pt“ или „zh-Hant“",

  integrationUnknown: "Интеграция {id} не съществува: използвайте id от GET /api/v1/integrations",
  shopNameInvisible:
    "Името няма нито един видим знак (само интервали, съединители или други невидими знаци): въведете името на магазина така, както платците трябва да го четат",
  urlNotHttp: "{field} трябва да е абсолютен http(s) URL",
  supportUrlNotHttp: "supportUrl трябва да е абсолютен http(s) URL, например https://shop.example/help",
  supportUrlCredentials: "supportUrl не трябва да съдържа идентификационни данни (user:password@): платците го виждат",
  urlNotHttps: "{field} трябва да използва https; получено {got}",
  urlUserinfo:
    "{field} не трябва да съдържа потребител или парола преди „@“ (изглежда като {shownHost}, но води към {host}): въведете собствения адрес на магазина",
  urlHttpSandbox:
    "{field} трябва да използва https (http се приема само за localhost, 127.0.0.1 и [::1] в режим sandbox); получено {origin}",
  logoUrlNotHttps: "logoUrl трябва да е абсолютен https URL (или null, ако няма)",
  accentColor: "accentColor трябва да е цвят във вида #rrggbb (или null за стандартния)",
  callbackUrlNotHttp: "callbackUrl трябва да е http(s) URL",
  callbackUrlCredentials:
    "callbackUrl не трябва да съдържа идентификационни данни (user:password@): проверявайте обратните извиквания по заглавката webhook-signature",
  callbackDestinationRefusedOutsideSandbox:
    "callbackUrl е отхвърлен: {host} сочи към {address}; дестинацията на обратното извикване {ip} е {range}: отхвърля се извън режим sandbox (правило „{rule}“; WEBHOOK_ALLOW_PRIVATE=1 го разрешава)",
  callbackDestinationNever:
    "callbackUrl е отхвърлен: {host} сочи към {address}; дестинацията на обратното извикване {ip} е {range}: обратни извиквания никога не се изпращат там (правило „{rule}“)",
  callbackAddressRefusedOutsideSandbox:
    "callbackUrl е отхвърлен: дестинацията на обратното извикване {ip} е {range}: отхвърля се извън режим sandbox (правило „{rule}“; WEBHOOK_ALLOW_PRIVATE=1 го разрешава)",
  callbackAddressNever:
    "callbackUrl е отхвърлен: дестинацията на обратното извикване {ip} е {range}: обратни извиквания никога не се изпращат там (правило „{rule}“)",
  callbackUrlRefused: "callbackUrl е отхвърлен: {problem}",
  callbackUrlMissing:
    "Интеграция {id} няма URL за обратни извиквания: първо задайте такъв с PUT /_sandbox/integrations/{id}/webhook или стартирайте crypto-checkout listen",
  testEventsTooMany:
    "Най-много {limit} тестови събития на интеграция на всеки {minutes} мин. (TEST_EVENTS_PER_INTEGRATION): изпратете следващото след секундите в Retry-After",
  originsList: "allowedOrigins трябва да е списък с origins или null, за да се разрешат всички",
  originsTooMany: "allowedOrigins съдържа повече от {max} origins",
  originText: "Всеки origin трябва да е низ",
  originExact:
    "Всеки origin трябва да е точен http(s) origin, например „https://shop.example“ (схема и хост, без път или заместващ знак); получено {got}",
  appSchemesList: 'appReturnSchemes трябва да е списък със схеми, например ["myshop"], или [], ако няма',
  appSchemesTooMany: "appReturnSchemes съдържа повече от {max} схеми",
  appSchemeText: "Всяка схема за връщане в приложение трябва да е низ, например „myshop“",
  appSchemeShape:
    "Всяка схема за връщане в приложение трябва да е URL схема, например „myshop“: малка буква, след това до 31 букви, цифри, „+“, „-“ или „.“; получено {got}",
  appSchemeWeb:
    "Схемата за връщане в приложение не може да е {scheme}: https URL за връщане е разрешен винаги, посочете само собствената схема на приложението",
  appSchemeDevice:
    "Схемата за връщане в приложение не може да е {scheme}: вместо да отвори приложение, тя стартира или чете нещо на устройството на платеца",
  toleranceText: "paymentTolerancePercent трябва да е десетично число като текст, например „0.5“ (процента)",
  tolerancePlain: "paymentTolerancePercent трябва да е просто десетично число като текст, например „0.5“: цифри и най-много една точка",
  toleranceFraction: "paymentTolerancePercent има повече от 2 знака след точката",
  toleranceRange: "paymentTolerancePercent трябва да е между 0 и 100",
  supportEmail: "supportEmail трябва да е имейл адрес, например help@shop.example",
  fieldTrueOrFalse: "{field} трябва да е true или false",
  fieldStringOrNull: "{field} трябва да е низ или null",

  orderUnknown: "Поръчка {id} не съществува: използвайте orderId от списъка с поръчки",
  orderUnknownForIntegration: "Поръчка {id} не съществува за интеграция {integration}",
  orderMissing: "Поръчка {id} не съществува",
  deliveryUnknown: "Доставка {id} не съществува: използвайте id от GET /_sandbox/webhooks/deliveries",
  notYourIntegration: "{field} {id} не е от вашите интеграции: използвайте id от GET /api/v1/integrations",
  assetUnknown: "{field} {id} не е поддържан актив: използвайте един от {assets} (GET /api/v1/assets)",
  assetDisabled: "{field} {id} е изключен за операции (GET /api/v1/assets показва disabled: true): изберете включен актив",
  amountBelowMinimum: "{field} {amount} е под минималната входяща сума от {minimum} {asset} в {network}: изпратете поне {minimum}",
  customerRequired: "customer е задължителен при създаване на поръчка от версия 15.09.2025: изпратете { type, firstName, lastName }",
  customerObject: "customer трябва да е обект: { type, firstName, lastName }",
  customerType: "customer.type трябва да е „individual“ (единственият тип клиент, който спецификацията познава)",
  amountRequired: "Сумата е задължителна: изпратете я като десетично число в текст, например „10.50“",
  amountNumber: "Сумата трябва да е низ с десетично число, например „10.50“, а не JSON число",
  amountString: "Сумата трябва да е низ с десетично число, например „10.50“",
  amountPlain:
    "Сумата трябва да е просто десетично число като текст, например „10.50“: цифри, най-много една точка, без знак, степен или интервали",
  amountIntegerDigits: "Сумата има повече от {max} цифри преди точката",
  amountFractionDigits: "Сумата има повече от {max} знака след точката",
  amountPositive: "Сумата трябва да е по-голяма от нула",
  amountDecimal: "Сумата трябва да е десетично число като текст",
  ownAddress:
    "destinationAddress {address} е един от собствените адреси за поръчки на услугата: изпратете възстановяването или тегленето към портфейла на платеца или към своя",
  addressInvalidTron:
    "destinationAddress {address} не е валиден {network} адрес за {asset}: очаква се base58check адрес, започващ с T (34 знака)",
  addressInvalidEvm:
    "destinationAddress {address} не е валиден {network} адрес за {asset}: очаква се 0x и 40 шестнайсетични цифри, с вярна контролна сума EIP-55 при смесени главни и малки букви",
  balanceShort:
    "Интеграция {integration} има {balance} {asset}, но сумата {amount} плюс мрежовата такса {fee} изисква {needed}: тегленето ползва само наличността на integrationId, което посочва, а възстановяването — тази на интеграцията на възстановената поръчка.",
  refundOrderUnknown: "refundOrderId {id} не е от вашите поръчки: използвайте orderId на завършена поръчка за плащане или депозит",
  refundOrderType: "Поръчка {id} е от тип {type}: възстановяват се само поръчки за плащане и депозит",
  refundOrderStatus: "Поръчка {id} е {status}: възстановяване може да се създаде едва след като поръчката е завършена",
  refundAssetMismatch: "assetId {assetId} не съответства на поръчка {id}, която е получила {asset}: възстановете в {asset}",
  refundTooMuch:
    "Сумата {amount} надвишава това, което още може да се възстанови за поръчка {id}: {refundable} {asset} (получено {primary}, възстановено {refunded})",
  markPaidRefused:
    "Поръчка {id} не може да се отбележи като платена: може само поръчка, чието плащане е пристигнало след срока за плащане (все още в процес)",
  noPaymentWindow: "Поръчка {id} няма текущ срок за плащане: има само поръчка, създадена чрез връзка за плащане",

  linkUnknown: "Връзка за плащане {id} не съществува: използвайте linkId от POST /api/v1/payment-links или GET /api/v1/payment-links",
  linkNameInvisible: "Името няма нито един видим знак: въведете името на артикула така, както платците трябва да го четат",
  priceCurrencyUnknown: "price.currency {currency} не е нито валута, позната на обменните курсове ({currencies}), нито assetId ({assets})",
  priceAmountShape:
    "price.amount {amount} трябва да е десетично число над нула с най-много {digits} знака след точката за {currency}, например {example}",
  priceInAsset: 'Цена в {asset} се плаща само в {asset}: пропуснете assetIds или изпратете ["{asset}"]',
  priceAmountRequired: "price.amount е задължително, като десетично число в текст, например „10.00“",
  priceAmountText: "price.amount трябва да е десетично число като текст, например „10.00“",
  priceCurrencyRequired: "price.currency е задължително: „USD“, „EUR“ или assetId",
  priceObject: 'price трябва да е обект: { amount: "10.00", currency: "USD" }',
  assetIdsEntry: "Всеки елемент на assetIds трябва да е низ assetId",
  assetIdsArray: "assetIds трябва да е масив от assetId",
  assetIdsEmpty: "assetIds трябва да посочва поне един актив (пропуснете го за всички включени активи)",
  assetIdsTooMany: "assetIds има повече от {max} елемента",
  expiryWhole: "expiresInMinutes трябва да е цял брой минути от {min} до {max}",
  expiryMin: "expiresInMinutes трябва да е поне {min}",
  expiryMax: "expiresInMinutes може да е най-много {max} (една седмица)",
  returnUrlHttps: "returnUrl трябва да е абсолютен https URL",
  returnUrlApp:
    "returnUrl трябва да е абсолютен URL: https или връзка към приложение с някоя от схемите за връщане в приложение на интеграцията",

  payoutUnknown: "Изплащане {id} не съществува: използвайте orderId от GET /api/v1/payouts",
  payoutNotAwaitingPaid: "Изплащане {id} е {state}: като платено може да се отбележи само изплащане, което още чака плащане",
  payoutNotAwaitingCancel:
    "Изплащане {id} е {state}: отменя се само изплащане, което още чака плащане (видян за него превод може вече да е напуснал портфейла)",
  payoutNoStranger:
    "Изплащане {id} няма превод от непознат портфейл с този хеш и logIndex, който да чака отговор: използвайте някой от strangers на изплащането",
  transferPaidOther: "Преводът {hash} (лог {logIndex}) вече е платил друго изплащане: един превод плаща най-много едно",
  hashText: "hash трябва да е низ: хешът на транзакцията, изпратена от подписващия",
  hashShape:
    "hash трябва да е 64 шестнайсетични цифри (с префикс 0x в Ethereum и BNB Smart Chain): хешът на транзакцията, изпратена от подписващия",
  strangerHashText: "hash трябва да е низ: хешът на превод от strangers на изплащането",
  strangerHashShape:
    "hash трябва да е 64 шестнайсетични цифри (с префикс 0x в Ethereum и BNB Smart Chain): хешът на превод от strangers на изплащането",
  logIndexWhole: "logIndex трябва да е цяло число: logIndex на превод от strangers на изплащането",
  logIndexMin: "logIndex трябва да е 0 или повече: logIndex на превод от strangers на изплащането",

  bodyNotJson: "Content-Type {contentType} не е JSON: изпратете тялото като JSON с Content-Type: application/json",
  bodyBadJson: "Тялото не е валиден JSON ({reason}): изпратете един JSON обект",
  bodyNotObject: "Тялото трябва да е JSON обект, получено {value}",
  bodyTooLarge: "Тялото е по-голямо от {bytes} байта: изпратете по-малък JSON обект",
  idempotencyKeyShape:
    "Idempotency-Key {key} трябва да е от 1 до 255 видими ASCII знака без интервали: изпращайте нова случайна стойност (UUID) при всяка заявка",
  idempotencyKeyReused:
    "Idempotency-Key {key} вече е използван за друга заявка (друго тяло или крайна точка): повторете точно същата заявка, за да получите отговора ѝ отново, или използвайте нов ключ за нова заявка",
  requestsTooMany:
    "Твърде много заявки към {what}: най-много {limit} на {seconds} s от един клиент ({setting}). Опитайте отново след секундите в Retry-After.",
  fieldDate: "{field} трябва да е дата във вида ГГГГ-ММ-ДД",
  fieldControlCharacters: "{field} не трябва да съдържа управляващи знаци (открит {character}): изпратете текста без тях",
  fieldDisplayCharacters:
    "{field} не трябва да съдържа управляващи или двупосочни форматиращи знаци (открит {character}): те променят това, което платецът вижда",
  fieldRequired: "{field} е задължително",
  fieldEmpty: "{field} не трябва да е празно",
  fieldTooLong: "{field} е по-дълго от {max} знака",
  fieldText: "{field} трябва да е текст",
  fieldString: "{field} трябва да е низ",
  fieldOneOf: "{field} трябва да е едно от {values}",
  fieldType: "{field} трябва да е {expected}",
  fieldInvalid: "{field} не е валидно",
  received: "{message} (получено {received})",
} satisfies RefusalWords;
