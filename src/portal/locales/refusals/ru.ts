// Russian: the service's refusals, as the portal shows them next to a form's fields.
import type { RefusalWords } from "../../../shared/refusal-words.ts";

export default {
  signInNoMatchMailed:
    "Такой пары электронной почты и пароля нет ни в одном аккаунте. Проверьте оба поля или сбросьте пароль через «Забыли пароль?».",
  signInNoMatchOperator:
    "Такой пары электронной почты и пароля нет ни в одном аккаунте. Проверьте оба поля или попросите оператора сервиса сбросить пароль.",
  signInTooMany: "Слишком много неудачных входов с этой почтой или с этого адреса: повторите попытку через {minutes} мин.",
  signInsToAccountTooMany: "Слишком много входов в этот аккаунт: повторите попытку через {minutes} мин.",
  signUpsTooMany: "Слишком много регистраций с этого адреса: повторите попытку через {minutes} мин.",
  wrongAnswersTooMany: "Слишком много неверных ответов: повторите попытку через {minutes} мин.",
  resetRequestsTooMany: "Слишком много запросов на сброс для этой почты или с этого адреса: повторите попытку через {minutes} мин.",
  passwordChecksTooMany:
    "Слишком много одновременных проверок пароля с этого адреса (в очереди не более {count}): повторите попытку через несколько секунд",
  passwordChecksBusy: "Сервис занят проверкой паролей: повторите попытку через несколько секунд",
  signInCodeNeeded: "Введите 6-значный код из приложения-аутентификатора или один из кодов восстановления",
  signInCodeWrong: "Код неверный (или уже использован): введите код, который приложение показывает сейчас",
  codeNeeded: "Введите 6-значный код из приложения-аутентификатора или код восстановления",
  codeWrong: "Код неверный (или уже использован)",
  passwordNeeded: "Введите пароль",
  passwordWrong: "Неверный пароль",
  currentPasswordWrong: "Неверный текущий пароль",
  signUpClosed: "Регистрация в этом сервисе закрыта: попросите аккаунт у оператора",
  signUpRefused: "С этой почтой нельзя создать аккаунт: если она ваша, просто войдите",
  passwordLinkUnusable: "Ссылка не работает (уже использована, устарела или неполная): запросите новую",
  passwordLinkNotWhole: "ссылка неполная: откройте ссылку, которую дал оператор",
  resetNotMailed: "Этот сервис не отправляет письма для сброса пароля: попросите у оператора ссылку для нового пароля",
  emailInvalid: "электронная почта должна быть адресом вида you@example.com",
  newPasswordLength: "пароль должен содержать от {min} до {max} символов (несколько слов — хороший пароль)",
  passwordLength: "пароль должен содержать от 1 до {max} символов",
  codeShapeWithRecovery: "код — это 6 цифр из приложения-аутентификатора или код восстановления вида abcd-efgh-ijkl-mnop",
  codeShape: "код — это 6 цифр из приложения-аутентификатора",
  notSignedIn: "Вы не вошли в аккаунт (или сеанс завершился): войдите снова",
  accountGone: "Этого аккаунта больше нет",
  stepUpCode: "Для этого изменения нужен код аутентификатора, введённый в последние {minutes} мин.: подтвердите его и повторите изменение",
  stepUpPassword: "Для этого изменения нужен пароль, введённый в последние {minutes} мин.: подтвердите его и повторите изменение",
  crossOrigin: "Изменения в портале принимаются только со страницы самого портала на {origin} (Origin {sentOrigin}, Sec-Fetch-Site {site})",

  twoFactorAlreadyOn: "Двухфакторный вход уже включён: сначала выключите его, чтобы начать заново с новым приложением",
  twoFactorAlreadyOff: "Двухфакторный вход уже выключен",
  twoFactorNotStarted: "Сначала начните настройку двухфакторного входа: нет нового ключа, ожидающего код",
  twoFactorCodeMismatch: "Код не подходит к новому ключу: проверьте время в приложении и введите код, который оно показывает сейчас",
  twoFactorRestarted: "Настройку начали заново в другом месте: используйте последний показанный ключ",

  apiKeyName: "название должно содержать от 1 до {max} символов, например «Сервер магазина»",
  apiKeyUnknown: "У этого аккаунта нет API-ключа {id}",
  clientGone: "Клиента этого аккаунта больше нет",
  languageUnknown: "язык должен быть кодом языка, который знает сервис, например «en», «de», «pt» или «zh-Hant»",

  integrationUnknown: "интеграции {id} не существует: используйте ID из GET /api/v1/integrations",
  shopNameInvisible:
    "в названии нет ни одного видимого символа (только пробелы, соединители или другие невидимые символы): укажите название магазина так, как его должны читать плательщики",
  urlNotHttp: "{field} должен быть абсолютным URL http(s)",
  supportUrlNotHttp: "supportUrl должен быть абсолютным URL http(s), например https://shop.example/help",
  supportUrlCredentials: "supportUrl не должен содержать учётные данные (user:password@): его видят плательщики",
  urlNotHttps: "{field} должен использовать https; получено {got}",
  urlUserinfo:
    "{field} не должен содержать имя пользователя или пароль перед «@» (адрес выглядит как {shownHost}, а ведёт на {host}): укажите собственный адрес магазина",
  urlHttpSandbox:
    "{field} должен использовать https (http допускается только для localhost, 127.0.0.1 и [::1] в режиме песочницы); получено {origin}",
  logoUrlNotHttps: "logoUrl должен быть абсолютным URL https (или null, если логотипа нет)",
  accentColor: "accentColor должен быть цветом в формате #rrggbb (или null для цвета по умолчанию)",
  callbackUrlNotHttp: "callbackUrl должен быть URL http(s)",
  callbackUrlCredentials:
    "callbackUrl не должен содержать учётные данные (user:password@): проверяйте колбэки по заголовку webhook-signature",
  callbackDestinationRefusedOutsideSandbox:
    "callbackUrl отклонён: {host} разрешается в {address}; адрес колбэка {ip} относится к {range}: вне режима песочницы запрещено (правило «{rule}»; WEBHOOK_ALLOW_PRIVATE=1 разрешает)",
  callbackDestinationNever:
    "callbackUrl отклонён: {host} разрешается в {address}; адрес колбэка {ip} относится к {range}: туда колбэки не отправляются никогда (правило «{rule}»)",
  callbackAddressRefusedOutsideSandbox:
    "callbackUrl отклонён: адрес колбэка {ip} относится к {range}: вне режима песочницы запрещено (правило «{rule}»; WEBHOOK_ALLOW_PRIVATE=1 разрешает)",
  callbackAddressNever:
    "callbackUrl отклонён: адрес колбэка {ip} относится к {range}: туда колбэки не отправляются никогда (правило «{rule}»)",
  callbackUrlRefused: "callbackUrl отклонён: {problem}",
  callbackUrlMissing:
    "у интеграции {id} нет URL колбэка: сначала задайте его через PUT /_sandbox/integrations/{id}/webhook или запустите crypto-checkout listen",
  testEventsTooMany:
    "Не более {limit} тестовых событий на интеграцию каждые {minutes} мин. (TEST_EVENTS_PER_INTEGRATION): отправьте следующее через число секунд из Retry-After",
  originsList: "allowedOrigins должен быть списком источников или null, чтобы разрешить любой",
  originsTooMany: "в allowedOrigins больше {max} источников",
  originText: "каждый источник должен быть строкой",
  originExact:
    "каждый источник должен быть точным http(s)-источником, например «https://shop.example» (схема и хост, без пути и подстановочных знаков); получено {got}",
  appSchemesList: 'appReturnSchemes должен быть списком схем, например ["myshop"], или [], если их нет',
  appSchemesTooMany: "в appReturnSchemes больше {max} схем",
  appSchemeText: "каждая схема возврата в приложение должна быть строкой, например «myshop»",
  appSchemeShape:
    "каждая схема возврата в приложение должна быть URL-схемой вида «myshop»: строчная буква, затем до 31 буквы, цифры, «+», «-» или «.»; получено {got}",
  appSchemeWeb:
    "схема возврата в приложение не может быть {scheme}: URL возврата https разрешён всегда, указывайте только собственную схему приложения",
  appSchemeDevice:
    "схема возврата в приложение не может быть {scheme}: она запускает или читает что-то на устройстве плательщика, а не открывает приложение",
  toleranceText: "paymentTolerancePercent должен быть десятичным текстом, например «0.5» (в процентах)",
  tolerancePlain: "paymentTolerancePercent должен быть простым десятичным текстом, например «0.5»: цифры и не более одной точки",
  toleranceFraction: "в paymentTolerancePercent больше 2 знаков после точки",
  toleranceRange: "paymentTolerancePercent должен быть от 0 до 100",
  supportEmail: "supportEmail должен быть адресом электронной почты, например help@shop.example",
  fieldTrueOrFalse: "{field} должен быть true или false",
  fieldStringOrNull: "{field} должен быть строкой или null",

  orderUnknown: "заказа {id} не существует: используйте orderId из списка заказов",
  orderUnknownForIntegration: "заказа {id} нет у интеграции {integration}",
  orderMissing: "заказа {id} не существует",
  deliveryUnknown: "доставки {id} не существует: используйте ID из GET /_sandbox/webhooks/deliveries",
  notYourIntegration: "{field} {id} — не ваша интеграция: используйте ID из GET /api/v1/integrations",
  assetUnknown: "{field} {id} — неподдерживаемый актив: используйте один из {assets} (GET /api/v1/assets)",
  assetDisabled: "{field} {id} отключён для операций (GET /api/v1/assets показывает disabled: true): выберите включённый актив",
  amountBelowMinimum: "{field} {amount} меньше минимальной входящей суммы {minimum} {asset} в сети {network}: отправьте не менее {minimum}",
  customerRequired: "customer обязателен при создании заказа начиная с релиза 15.09.2025: отправьте { type, firstName, lastName }",
  customerObject: "customer должен быть объектом: { type, firstName, lastName }",
  customerType: "customer.type должен быть «individual» (единственный тип клиента, известный спецификации)",
  amountRequired: "сумма обязательна: отправьте её десятичным текстом, например «10.50»",
  amountNumber: "сумма должна быть строкой с десятичным текстом, например «10.50», а не числом JSON",
  amountString: "сумма должна быть строкой с десятичным текстом, например «10.50»",
  amountPlain:
    "сумма должна быть простым десятичным текстом, например «10.50»: цифры и не более одной точки, без знака, экспоненты и пробелов",
  amountIntegerDigits: "в сумме больше {max} цифр до точки",
  amountFractionDigits: "в сумме больше {max} знаков после точки",
  amountPositive: "сумма должна быть больше нуля",
  amountDecimal: "сумма должна быть десятичным текстом",
  ownAddress:
    "destinationAddress {address} — один из адресов заказов самого сервиса: отправьте возврат или вывод на кошелёк плательщика или на свой",
  addressInvalidTron:
    "destinationAddress {address} — недопустимый адрес {network} для {asset}: ожидается адрес base58check, начинающийся с T (34 символа)",
  addressInvalidEvm:
    "destinationAddress {address} — недопустимый адрес {network} для {asset}: ожидается 0x и 40 шестнадцатеричных цифр, при смешанном регистре — с верной контрольной суммой EIP-55",
  balanceShort:
    "на интеграции {integration} {balance} {asset}, а сумма {amount} плюс сетевая комиссия {fee} требует {needed}: вывод списывается только с указанного в нём integrationId, возврат — с интеграции возвращаемого заказа.",
  refundOrderUnknown: "refundOrderId {id} — не ваш заказ: используйте orderId завершённого платёжного заказа или заказа на пополнение",
  refundOrderType: "заказ {id} имеет тип {type}: вернуть можно только платёжные заказы и заказы на пополнение",
  refundOrderStatus: "заказ {id} в статусе {status}: возврат можно создать только после завершения заказа",
  refundAssetMismatch: "assetId {assetId} не совпадает с заказом {id}, который получил {asset}: сделайте возврат в {asset}",
  refundTooMuch:
    "сумма {amount} больше, чем ещё можно вернуть по заказу {id}: {refundable} {asset} (получено {primary}, возвращено {refunded})",
  markPaidRefused:
    "заказ {id} нельзя отметить оплаченным: это можно только для заказа, оплата по которому пришла после окончания срока (ещё в обработке)",
  noPaymentWindow: "у заказа {id} не идёт срок оплаты: он есть только у заказа, созданного по платёжной ссылке",

  linkUnknown: "платёжной ссылки {id} не существует: используйте linkId из POST /api/v1/payment-links или GET /api/v1/payment-links",
  linkNameInvisible: "в названии нет ни одного видимого символа: укажите название товара так, как его должны читать плательщики",
  priceCurrencyUnknown: "price.currency {currency} — это не валюта из курсов обмена ({currencies}) и не assetId ({assets})",
  priceAmountShape:
    "price.amount {amount} должен быть десятичным текстом больше нуля, не более {digits} знаков после точки для {currency}, например {example}",
  priceInAsset: 'цена в {asset} оплачивается только в {asset}: не указывайте assetIds или отправьте ["{asset}"]',
  priceAmountRequired: "price.amount обязателен, десятичным текстом, например «10.00»",
  priceAmountText: "price.amount должен быть десятичным текстом, например «10.00»",
  priceCurrencyRequired: "price.currency обязателен: «USD», «EUR» или assetId",
  priceObject: 'price должен быть объектом: { amount: "10.00", currency: "USD" }',
  assetIdsEntry: "каждый элемент assetIds должен быть строкой assetId",
  assetIdsArray: "assetIds должен быть массивом assetId",
  assetIdsEmpty: "в assetIds должен быть хотя бы один актив (не указывайте его, чтобы разрешить все включённые)",
  assetIdsTooMany: "в assetIds больше {max} элементов",
  expiryWhole: "expiresInMinutes должен быть целым числом минут от {min} до {max}",
  expiryMin: "expiresInMinutes должен быть не меньше {min}",
  expiryMax: "expiresInMinutes должен быть не больше {max} (неделя)",
  returnUrlHttps: "returnUrl должен быть абсолютным URL https",
  returnUrlApp: "returnUrl должен быть абсолютным URL: https или ссылкой на приложение с одной из схем возврата интеграции",

  payoutUnknown: "выплаты {id} не существует: используйте orderId из GET /api/v1/payouts",
  payoutNotAwaitingPaid: "выплата {id} в статусе {state}: отметить оплаченной можно только выплату, которая ещё ждёт оплаты",
  payoutNotAwaitingCancel:
    "выплата {id} в статусе {state}: отменить можно только выплату, которая ещё ждёт оплаты (замеченный для неё перевод, возможно, уже ушёл с кошелька)",
  payoutNoStranger:
    "у выплаты {id} нет ожидающего ответа перевода с неизвестного кошелька с этим хешем и logIndex: выберите перевод из списка неизвестных у выплаты",
  transferPaidOther: "перевод {hash} (лог {logIndex}) уже оплатил другую выплату: один перевод оплачивает не больше одной",
  hashText: "hash должен быть строкой: хеш транзакции, отправленной подписантом",
  hashShape:
    "hash должен состоять из 64 шестнадцатеричных цифр (в Ethereum и BNB Smart Chain с префиксом 0x): хеш транзакции, отправленной подписантом",
  strangerHashText: "hash должен быть строкой: хеш перевода из списка неизвестных у выплаты",
  strangerHashShape:
    "hash должен состоять из 64 шестнадцатеричных цифр (в Ethereum и BNB Smart Chain с префиксом 0x): хеш перевода из списка неизвестных у выплаты",
  logIndexWhole: "logIndex должен быть целым числом: logIndex перевода из списка неизвестных у выплаты",
  logIndexMin: "logIndex должен быть 0 или больше: logIndex перевода из списка неизвестных у выплаты",

  bodyNotJson: "Content-Type {contentType} — это не JSON: отправьте тело в JSON с Content-Type: application/json",
  bodyBadJson: "Тело — недопустимый JSON ({reason}): отправьте один объект JSON",
  bodyNotObject: "Тело должно быть объектом JSON, получено {value}",
  bodyTooLarge: "Тело больше {bytes} байт: отправьте объект JSON поменьше",
  idempotencyKeyShape:
    "Idempotency-Key {key} должен содержать от 1 до 255 видимых символов ASCII без пробелов: отправляйте новое случайное значение (UUID) в каждом запросе",
  idempotencyKeyReused:
    "Idempotency-Key {key} уже использован для другого запроса (другое тело или эндпоинт): повторите точно тот же запрос, чтобы снова получить ответ, или возьмите новый ключ для нового запроса",
  requestsTooMany:
    "Слишком много запросов к {what}: не более {limit} за {seconds} с от одного клиента ({setting}). Повторите через число секунд из Retry-After.",
  fieldDate: "{field} должен быть датой в формате YYYY-MM-DD",
  fieldControlCharacters: "{field} не должен содержать управляющие символы (найден {character}): отправьте текст без них",
  fieldDisplayCharacters:
    "{field} не должен содержать управляющие символы и символы форматирования направления текста (найден {character}): они меняют то, что видит плательщик",
  fieldRequired: "{field} обязателен",
  fieldEmpty: "{field} не должен быть пустым",
  fieldTooLong: "{field} длиннее {max} символов",
  fieldText: "{field} должен быть текстом",
  fieldString: "{field} должен быть строкой",
  fieldOneOf: "{field} должен быть одним из значений: {values}",
  fieldType: "{field} должен быть {expected}",
  fieldInvalid: "{field} недопустим",
  received: "{message} (получено {received})",
} satisfies RefusalWords;
