// Ukrainian: the service's refusals, as the portal shows them next to a form's fields.
import type { RefusalWords } from "../../../shared/refusal-words.ts";

export default {
  signInNoMatchMailed:
    "Такої пари електронної пошти й пароля немає в жодному обліковому записі. Перевірте обидва поля або скиньте пароль через «Забули пароль?».",
  signInNoMatchOperator:
    "Такої пари електронної пошти й пароля немає в жодному обліковому записі. Перевірте обидва поля або попросіть оператора сервісу скинути пароль.",
  signInTooMany: "Забагато невдалих входів із цією поштою або з цієї адреси: спробуйте знову через {minutes} хв",
  signInsToAccountTooMany: "Забагато входів у цей обліковий запис: спробуйте знову через {minutes} хв",
  signUpsTooMany: "Забагато реєстрацій із цієї адреси: спробуйте знову через {minutes} хв",
  wrongAnswersTooMany: "Забагато неправильних відповідей: спробуйте знову через {minutes} хв",
  resetRequestsTooMany: "Забагато запитів на скидання для цієї пошти або з цієї адреси: спробуйте знову через {minutes} хв",
  passwordChecksTooMany:
    "Забагато одночасних перевірок пароля з цієї адреси (у черзі щонайбільше {count}): спробуйте знову за кілька секунд",
  passwordChecksBusy: "Сервіс зайнятий перевіркою паролів: спробуйте знову за кілька секунд",
  signInCodeNeeded: "Введіть 6-значний код із застосунку-автентифікатора або один зі своїх кодів відновлення",
  signInCodeWrong: "Код неправильний (або вже використаний): введіть код, який застосунок показує зараз",
  codeNeeded: "Введіть 6-значний код із застосунку-автентифікатора або код відновлення",
  codeWrong: "Код неправильний (або вже використаний)",
  passwordNeeded: "Введіть пароль",
  passwordWrong: "Неправильний пароль",
  currentPasswordWrong: "Неправильний поточний пароль",
  signUpClosed: "Реєстрацію в цьому сервісі закрито: попросіть обліковий запис в оператора",
  signUpRefused: "З цією поштою не можна створити обліковий запис: якщо вона ваша, просто увійдіть",
  passwordLinkUnusable: "Посилання не працює (уже використане, застаріле або неповне): попросіть нове",
  passwordLinkNotWhole: "посилання неповне: відкрийте посилання, яке дав оператор",
  resetNotMailed: "Цей сервіс не надсилає листів для скидання пароля: попросіть в оператора посилання, щоб задати новий пароль",
  emailInvalid: "електронна пошта має бути адресою на зразок you@example.com",
  newPasswordLength: "пароль має містити від {min} до {max} символів (кілька слів — добрий пароль)",
  passwordLength: "пароль має містити від 1 до {max} символів",
  codeShapeWithRecovery: "код — це 6 цифр із застосунку-автентифікатора або код відновлення на зразок abcd-efgh-ijkl-mnop",
  codeShape: "код — це 6 цифр із застосунку-автентифікатора",
  notSignedIn: "Ви не ввійшли (або сеанс завершився): увійдіть знову",
  accountGone: "Цього облікового запису більше немає",
  stepUpCode: "Для цієї зміни потрібен код автентифікатора, введений протягом останніх {minutes} хв: підтвердьте його й повторіть зміну",
  stepUpPassword: "Для цієї зміни потрібен пароль, введений протягом останніх {minutes} хв: підтвердьте його й повторіть зміну",
  crossOrigin: "Зміни в порталі приймаються лише зі сторінки самого порталу на {origin} (Origin {sentOrigin}, Sec-Fetch-Site {site})",

  twoFactorAlreadyOn: "Двофакторний вхід уже ввімкнено: спершу вимкніть його, щоб почати знову з новим застосунком",
  twoFactorAlreadyOff: "Двофакторний вхід уже вимкнено",
  twoFactorNotStarted: "Спершу почніть налаштування двофакторного входу: немає нового ключа, що чекає на код",
  twoFactorCodeMismatch: "Код не відповідає новому ключу: перевірте час у застосунку й введіть код, який він показує зараз",
  twoFactorRestarted: "Налаштування розпочали знову деінде: використайте останній показаний ключ",

  apiKeyName: "назва має містити від 1 до {max} символів, наприклад «Сервер магазину»",
  apiKeyUnknown: "Цей обліковий запис не має API-ключа {id}",
  clientGone: "Клієнта цього облікового запису більше немає",
  languageUnknown: "мова має бути кодом мови, яку знає сервіс, наприклад «en», «de», «pt» або «zh-Hant»",

  integrationUnknown: "інтеграції {id} не існує: використайте ID з GET /api/v1/integrations",
  shopNameInvisible:
    "у назві немає жодного видимого символу (лише пробіли, з’єднувачі чи інші невидимі символи): вкажіть назву магазину так, як її мають читати платники",
  urlNotHttp: "{field} має бути абсолютною URL-адресою http(s)",
  supportUrlNotHttp: "supportUrl має бути абсолютною URL-адресою http(s), наприклад https://shop.example/help",
  supportUrlCredentials: "supportUrl не має містити облікових даних (user:password@): її бачать платники",
  urlNotHttps: "{field} має використовувати https; отримано {got}",
  urlUserinfo:
    "{field} не має містити ім’я користувача чи пароль перед «@» (адреса виглядає як {shownHost}, а веде на {host}): вкажіть власну адресу магазину",
  urlHttpSandbox:
    "{field} має використовувати https (http дозволено лише для localhost, 127.0.0.1 і [::1] у режимі пісочниці); отримано {origin}",
  logoUrlNotHttps: "logoUrl має бути абсолютною URL-адресою https (або null, якщо логотипа немає)",
  accentColor: "accentColor має бути кольором у форматі #rrggbb (або null для типового)",
  callbackUrlNotHttp: "callbackUrl має бути URL-адресою http(s)",
  callbackUrlCredentials:
    "callbackUrl не має містити облікових даних (user:password@): перевіряйте колбеки за заголовком webhook-signature",
  callbackDestinationRefusedOutsideSandbox:
    "callbackUrl відхилено: {host} вказує на {address}; адреса колбека {ip} належить до {range}: поза режимом пісочниці заборонено (правило «{rule}»; WEBHOOK_ALLOW_PRIVATE=1 дозволяє)",
  callbackDestinationNever:
    "callbackUrl відхилено: {host} вказує на {address}; адреса колбека {ip} належить до {range}: туди колбеки не надсилаються ніколи (правило «{rule}»)",
  callbackAddressRefusedOutsideSandbox:
    "callbackUrl відхилено: адреса колбека {ip} належить до {range}: поза режимом пісочниці заборонено (правило «{rule}»; WEBHOOK_ALLOW_PRIVATE=1 дозволяє)",
  callbackAddressNever:
    "callbackUrl відхилено: адреса колбека {ip} належить до {range}: туди колбеки не надсилаються ніколи (правило «{rule}»)",
  callbackUrlRefused: "callbackUrl відхилено: {problem}",
  callbackUrlMissing:
    "інтеграція {id} не має URL колбека: спершу задайте його через PUT /_sandbox/integrations/{id}/webhook або запустіть crypto-checkout listen",
  testEventsTooMany:
    "Щонайбільше {limit} тестових подій на інтеграцію кожні {minutes} хв (TEST_EVENTS_PER_INTEGRATION): надішліть наступну через кількість секунд із Retry-After",
  originsList: "allowedOrigins має бути списком джерел або null, щоб дозволити будь-яке",
  originsTooMany: "allowedOrigins містить понад {max} джерел",
  originText: "кожне джерело має бути рядком",
  originExact:
    "кожне джерело має бути точним http(s)-джерелом, наприклад «https://shop.example» (схема й хост, без шляху й шаблонів); отримано {got}",
  appSchemesList: 'appReturnSchemes має бути списком схем, наприклад ["myshop"], або [], якщо їх немає',
  appSchemesTooMany: "appReturnSchemes містить понад {max} схем",
  appSchemeText: "кожна схема повернення в застосунок має бути рядком, наприклад «myshop»",
  appSchemeShape:
    "кожна схема повернення в застосунок має бути URL-схемою на зразок «myshop»: мала літера, далі до 31 літери, цифри, «+», «-» або «.»; отримано {got}",
  appSchemeWeb:
    "схема повернення в застосунок не може бути {scheme}: URL повернення https дозволено завжди, вказуйте лише власну схему застосунку",
  appSchemeDevice:
    "схема повернення в застосунок не може бути {scheme}: вона запускає або читає щось на пристрої платника замість того, щоб відкрити застосунок",
  toleranceText: "paymentTolerancePercent має бути десятковим текстом, наприклад «0.5» (у відсотках)",
  tolerancePlain: "paymentTolerancePercent має бути простим десятковим текстом, наприклад «0.5»: цифри й не більше однієї крапки",
  toleranceFraction: "paymentTolerancePercent має понад 2 знаки після крапки",
  toleranceRange: "paymentTolerancePercent має бути від 0 до 100",
  supportEmail: "supportEmail має бути адресою електронної пошти, наприклад help@shop.example",
  fieldTrueOrFalse: "{field} має бути true або false",
  fieldStringOrNull: "{field} має бути рядком або null",

  orderUnknown: "замовлення {id} не існує: використайте orderId зі списку замовлень",
  orderUnknownForIntegration: "замовлення {id} не існує для інтеграції {integration}",
  orderMissing: "замовлення {id} не існує",
  deliveryUnknown: "доставки {id} не існує: використайте ID з GET /_sandbox/webhooks/deliveries",
  notYourIntegration: "{field} {id} — не ваша інтеграція: використайте ID з GET /api/v1/integrations",
  assetUnknown: "{field} {id} — непідтримуваний актив: використайте один із {assets} (GET /api/v1/assets)",
  assetDisabled: "{field} {id} вимкнено для операцій (GET /api/v1/assets показує disabled: true): виберіть увімкнений актив",
  amountBelowMinimum:
    "{field} {amount} менша за мінімальну вхідну суму {minimum} {asset} у мережі {network}: надішліть щонайменше {minimum}",
  customerRequired: "customer обов’язковий під час створення замовлення від релізу 15.09.2025: надішліть { type, firstName, lastName }",
  customerObject: "customer має бути об’єктом: { type, firstName, lastName }",
  customerType: "customer.type має бути «individual» (єдиний тип клієнта, який знає специфікація)",
  amountRequired: "сума обов’язкова: надішліть її десятковим текстом, наприклад «10.50»",
  amountNumber: "сума має бути рядком із десятковим текстом, наприклад «10.50», а не числом JSON",
  amountString: "сума має бути рядком із десятковим текстом, наприклад «10.50»",
  amountPlain:
    "сума має бути простим десятковим текстом, наприклад «10.50»: цифри й не більше однієї крапки, без знака, експоненти й пробілів",
  amountIntegerDigits: "сума має понад {max} цифр до крапки",
  amountFractionDigits: "сума має понад {max} знаків після крапки",
  amountPositive: "сума має бути більшою за нуль",
  amountDecimal: "сума має бути десятковим текстом",
  ownAddress:
    "destinationAddress {address} — одна з адрес замовлень самого сервісу: надішліть повернення чи виведення на гаманець платника або на свій",
  addressInvalidTron:
    "destinationAddress {address} — недійсна адреса {network} для {asset}: очікується адреса base58check, що починається з T (34 символи)",
  addressInvalidEvm:
    "destinationAddress {address} — недійсна адреса {network} для {asset}: очікується 0x і 40 шістнадцяткових цифр, за змішаного регістру — із правильною контрольною сумою EIP-55",
  balanceShort:
    "на інтеграції {integration} є {balance} {asset}, але сума {amount} разом із мережевою комісією {fee} потребує {needed}: виведення списується лише з указаного в ньому integrationId, повернення — з інтеграції поверненого замовлення.",
  refundOrderUnknown:
    "refundOrderId {id} — не ваше замовлення: використайте orderId завершеного платіжного замовлення чи замовлення на поповнення",
  refundOrderType: "замовлення {id} має тип {type}: повернути можна лише платіжні замовлення й замовлення на поповнення",
  refundOrderStatus: "замовлення {id} має статус {status}: повернення можна створити лише після завершення замовлення",
  refundAssetMismatch: "assetId {assetId} не збігається із замовленням {id}, яке отримало {asset}: зробіть повернення в {asset}",
  refundTooMuch:
    "сума {amount} перевищує те, що ще можна повернути за замовленням {id}: {refundable} {asset} (отримано {primary}, повернуто {refunded})",
  markPaidRefused:
    "замовлення {id} не можна позначити сплаченим: це можна лише для замовлення, оплата якого надійшла після завершення строку (ще в обробці)",
  noPaymentWindow: "для замовлення {id} не триває строк оплати: він є лише в замовлення, створеного платіжним посиланням",

  linkUnknown: "платіжного посилання {id} не існує: використайте linkId з POST /api/v1/payment-links або GET /api/v1/payment-links",
  linkNameInvisible: "у назві немає жодного видимого символу: вкажіть назву товару так, як її мають читати платники",
  priceCurrencyUnknown: "price.currency {currency} — це не валюта з курсів обміну ({currencies}) і не assetId ({assets})",
  priceAmountShape:
    "price.amount {amount} має бути десятковим текстом більшим за нуль, щонайбільше {digits} знаків після крапки для {currency}, наприклад {example}",
  priceInAsset: 'ціна в {asset} сплачується лише в {asset}: не вказуйте assetIds або надішліть ["{asset}"]',
  priceAmountRequired: "price.amount обов’язковий, десятковим текстом, наприклад «10.00»",
  priceAmountText: "price.amount має бути десятковим текстом, наприклад «10.00»",
  priceCurrencyRequired: "price.currency обов’язковий: «USD», «EUR» або assetId",
  priceObject: 'price має бути об’єктом: { amount: "10.00", currency: "USD" }',
  assetIdsEntry: "кожен елемент assetIds має бути рядком assetId",
  assetIdsArray: "assetIds має бути масивом assetId",
  assetIdsEmpty: "assetIds має містити щонайменше один актив (не вказуйте його, щоб дозволити всі ввімкнені)",
  assetIdsTooMany: "assetIds містить понад {max} елементів",
  expiryWhole: "expiresInMinutes має бути цілим числом хвилин від {min} до {max}",
  expiryMin: "expiresInMinutes має бути не менше {min}",
  expiryMax: "expiresInMinutes має бути не більше {max} (тиждень)",
  returnUrlHttps: "returnUrl має бути абсолютною URL-адресою https",
  returnUrlApp: "returnUrl має бути абсолютною URL-адресою: https або посиланням на застосунок з однією зі схем повернення інтеграції",

  payoutUnknown: "виплати {id} не існує: використайте orderId з GET /api/v1/payouts",
  payoutNotAwaitingPaid: "виплата {id} має статус {state}: позначити сплаченою можна лише виплату, яка ще чекає на оплату",
  payoutNotAwaitingCancel:
    "виплата {id} має статус {state}: скасувати можна лише виплату, яка ще чекає на оплату (помічений для неї переказ, можливо, уже залишив гаманець)",
  payoutNoStranger:
    "виплата {id} не має переказу з невідомого гаманця з цим хешем і logIndex, що чекає на відповідь: виберіть переказ зі списку невідомих у виплаті",
  transferPaidOther: "переказ {hash} (лог {logIndex}) уже сплатив іншу виплату: один переказ сплачує щонайбільше одну",
  hashText: "hash має бути рядком: хеш транзакції, яку надіслав підписант",
  hashShape:
    "hash має складатися з 64 шістнадцяткових цифр (в Ethereum і BNB Smart Chain із префіксом 0x): хеш транзакції, яку надіслав підписант",
  strangerHashText: "hash має бути рядком: хеш переказу зі списку невідомих у виплаті",
  strangerHashShape:
    "hash має складатися з 64 шістнадцяткових цифр (в Ethereum і BNB Smart Chain із префіксом 0x): хеш переказу зі списку невідомих у виплаті",
  logIndexWhole: "logIndex має бути цілим числом: logIndex переказу зі списку невідомих у виплаті",
  logIndexMin: "logIndex має бути 0 або більше: logIndex переказу зі списку невідомих у виплаті",

  bodyNotJson: "Content-Type {contentType} — це не JSON: надішліть тіло в JSON із Content-Type: application/json",
  bodyBadJson: "Тіло — недійсний JSON ({reason}): надішліть один об’єкт JSON",
  bodyNotObject: "Тіло має бути об’єктом JSON, отримано {value}",
  bodyTooLarge: "Тіло більше за {bytes} байтів: надішліть менший об’єкт JSON",
  idempotencyKeyShape:
    "Idempotency-Key {key} має містити від 1 до 255 видимих символів ASCII без пробілів: надсилайте нове випадкове значення (UUID) у кожному запиті",
  idempotencyKeyReused:
    "Idempotency-Key {key} уже використано для іншого запиту (інше тіло чи ендпоінт): повторіть точно той самий запит, щоб знову отримати відповідь, або візьміть новий ключ для нового запиту",
  requestsTooMany:
    "Забагато запитів до {what}: щонайбільше {limit} за {seconds} с від одного клієнта ({setting}). Спробуйте знову через кількість секунд із Retry-After.",
  fieldDate: "{field} має бути датою у форматі YYYY-MM-DD",
  fieldControlCharacters: "{field} не має містити керівних символів (знайдено {character}): надішліть текст без них",
  fieldDisplayCharacters:
    "{field} не має містити керівних символів і символів форматування напрямку тексту (знайдено {character}): вони змінюють те, що бачить платник",
  fieldRequired: "{field} обов’язкове",
  fieldEmpty: "{field} не може бути порожнім",
  fieldTooLong: "{field} довше за {max} символів",
  fieldText: "{field} має бути текстом",
  fieldString: "{field} має бути рядком",
  fieldOneOf: "{field} має бути одним зі значень: {values}",
  fieldType: "{field} має бути {expected}",
  fieldInvalid: "{field} недійсне",
  received: "{message} (отримано {received})",
} satisfies RefusalWords;
