// Serbian (Cyrillic): the service's refusals, as the portal shows them next to a form's fields.
import type { RefusalWords } from "../../../shared/refusal-words.ts";

export default {
  signInNoMatchMailed:
    "Ова имејл адреса и лозинка не одговарају ниједном налогу. Проверите обоје или поново поставите лозинку преко „Заборављена лозинка?”.",
  signInNoMatchOperator:
    "Ова имејл адреса и лозинка не одговарају ниједном налогу. Проверите обоје или замолите оператера услуге да поново постави лозинку.",
  signInTooMany: "Превише неуспешних пријава за ову имејл адресу или са ове адресе: покушајте поново за {minutes} мин",
  signInsToAccountTooMany: "Превише пријава на овај налог: покушајте поново за {minutes} мин",
  signUpsTooMany: "Превише регистрација са ове адресе: покушајте поново за {minutes} мин",
  wrongAnswersTooMany: "Превише погрешних одговора: покушајте поново за {minutes} мин",
  resetRequestsTooMany: "Превише захтева за поновно постављање за ову имејл адресу или са ове адресе: покушајте поново за {minutes} мин",
  passwordChecksTooMany:
    "Превише истовремених провера лозинке са ове адресе (највише {count} на чекању): покушајте поново за неколико секунди",
  passwordChecksBusy: "Услуга је заузета провером лозинки: покушајте поново за неколико секунди",
  signInCodeNeeded: "Унесите шестоцифрени код из апликације за потврду идентитета или један од својих кодова за опоравак",
  signInCodeWrong: "Тај код није тачан (или је већ искоришћен): унесите код који апликација сада приказује",
  codeNeeded: "Унесите шестоцифрени код из апликације за потврду идентитета или код за опоравак",
  codeWrong: "Тај код није тачан (или је већ искоришћен)",
  passwordNeeded: "Унесите лозинку",
  passwordWrong: "Та лозинка није тачна",
  currentPasswordWrong: "Тренутна лозинка није тачна",
  signUpClosed: "Регистрација је на овој услузи затворена: затражите налог од оператера",
  signUpRefused: "Са овом имејл адресом није могуће отворити налог: ако је ваша, пријавите се",
  passwordLinkUnusable: "Овај линк не ради (већ искоришћен, истекао или непотпун): затражите нови",
  passwordLinkNotWhole: "Овај линк није потпун: отворите линк који вам је дао оператер",
  resetNotMailed: "Ова услуга не шаље поновно постављање лозинке имејлом: затражите од оператера линк за постављање нове лозинке",
  emailInvalid: "Унесите имејл адресу, нпр. you@example.com",
  newPasswordLength: "Лозинка мора имати од {min} до {max} знакова (неколико речи чини добру лозинку)",
  passwordLength: "Лозинка мора имати од 1 до {max} знакова",
  codeShapeWithRecovery:
    "Код мора бити 6 цифара које приказује апликација за потврду идентитета или код за опоравак, нпр. abcd-efgh-ijkl-mnop",
  codeShape: "Код мора бити 6 цифара које приказује апликација за потврду идентитета",
  notSignedIn: "Нисте пријављени (или је сесија истекла): пријавите се поново",
  accountGone: "Овај налог више не постоји",
  stepUpCode: "Ова промена захтева код за потврду идентитета унет у последњих {minutes} мин: потврдите га, па поновите промену",
  stepUpPassword: "Ова промена захтева лозинку унету у последњих {minutes} мин: потврдите је, па поновите промену",
  crossOrigin:
    "Промене у порталу прихватају се само са сопствене странице портала на {origin} (Origin {sentOrigin}, Sec-Fetch-Site {site})",

  twoFactorAlreadyOn: "Пријава у два корака је већ укључена: прво је искључите да бисте почели изнова са новом апликацијом",
  twoFactorAlreadyOff: "Пријава у два корака је већ искључена",
  twoFactorNotStarted: "Прво започните подешавање пријаве у два корака: ниједан нови кључ не чека свој код",
  twoFactorCodeMismatch: "Тај код не одговара новом кључу: проверите сат апликације и унесите код који сада приказује",
  twoFactorRestarted: "Подешавање је поново покренуто негде другде: користите најновији приказани кључ",

  apiKeyName: "Назив мора имати од 1 до {max} знакова, нпр. „Сервер продавнице”",
  apiKeyUnknown: "Ниједан API кључ {id} не припада овом налогу",
  clientGone: "Клијент овог налога више не постоји",
  languageUnknown: "Језик мора бити код језика који услуга говори, нпр. „en”, „de”, „pt” или „zh-Hant”",

  integrationUnknown: "Интеграција {id} не постоји: користите id из GET /api/v1/integrations",
  shopNameInvisible:
    "Назив нема ниједан видљив знак (само размаке, спојнице или друге невидљиве знакове): упишите назив продавнице онако како платиоци треба да га читају",
  urlNotHttp: "{field} мора бити апсолутни http(s) URL",
  supportUrlNotHttp: "supportUrl мора бити апсолутни http(s) URL, нпр. https://shop.example/help",
  supportUrlCredentials: "supportUrl не сме да садржи акредитиве (user:password@): платиоци га виде",
  urlNotHttps: "{field} мора да користи https; примљено {got}",
  urlUserinfo:
    "{field} не сме да садржи корисника или лозинку пре „@” (чита се као {shownHost}, а води на {host}): упишите сопствену адресу продавнице",
  urlHttpSandbox:
    "{field} мора да користи https (http је дозвољен само за localhost, 127.0.0.1 и [::1] у sandbox режиму); примљено {origin}",
  logoUrlNotHttps: "logoUrl мора бити апсолутни https URL (или null ако га нема)",
  accentColor: "accentColor мора бити боја у облику #rrggbb (или null за подразумевану)",
  callbackUrlNotHttp: "callbackUrl мора бити http(s) URL",
  callbackUrlCredentials:
    "callbackUrl не сме да садржи акредитиве (user:password@): повратне позиве проверавајте заглављем webhook-signature",
  callbackDestinationRefusedOutsideSandbox:
    "callbackUrl је одбијен: {host} се разрешава у {address}; одредиште повратног позива {ip} је {range}: одбијено ван sandbox режима (правило „{rule}”; WEBHOOK_ALLOW_PRIVATE=1 то дозвољава)",
  callbackDestinationNever:
    "callbackUrl је одбијен: {host} се разрешава у {address}; одредиште повратног позива {ip} је {range}: повратни позиви никад не иду тамо (правило „{rule}”)",
  callbackAddressRefusedOutsideSandbox:
    "callbackUrl је одбијен: одредиште повратног позива {ip} је {range}: одбијено ван sandbox режима (правило „{rule}”; WEBHOOK_ALLOW_PRIVATE=1 то дозвољава)",
  callbackAddressNever:
    "callbackUrl је одбијен: одредиште повратног позива {ip} је {range}: повратни позиви никад не иду тамо (правило „{rule}”)",
  callbackUrlRefused: "callbackUrl је одбијен: {problem}",
  callbackUrlMissing:
    "Интеграција {id} нема URL за повратне позиве: прво га поставите са PUT /_sandbox/integrations/{id}/webhook или покрените crypto-checkout listen",
  testEventsTooMany:
    "Највише {limit} тестних догађаја по интеграцији сваких {minutes} мин (TEST_EVENTS_PER_INTEGRATION): следећи пошаљите после броја секунди у Retry-After",
  originsList: "allowedOrigins мора бити листа порекла (origins) или null да би се дозволило било које",
  originsTooMany: "allowedOrigins наводи више од {max} порекла",
  originText: "Свако порекло мора бити стринг",
  originExact:
    "Свако порекло мора бити тачан http(s) origin, нпр. „https://shop.example” (шема и хост, без путање или џокер знака); примљено {got}",
  appSchemesList: 'appReturnSchemes мора бити листа шема, нпр. ["myshop"], или [] ако их нема',
  appSchemesTooMany: "appReturnSchemes наводи више од {max} шема",
  appSchemeText: "Свака шема повратка у апликацију мора бити стринг, нпр. „myshop”",
  appSchemeShape:
    "Свака шема повратка у апликацију мора бити URL шема, нпр. „myshop”: мало слово, затим до 31 слова, цифре, „+”, „-” или „.”; примљено {got}",
  appSchemeWeb:
    "Шема повратка у апликацију не сме бити {scheme}: https повратни URL је увек дозвољен, наведите само сопствену шему апликације",
  appSchemeDevice:
    "Шема повратка у апликацију не сме бити {scheme}: уместо да отвори апликацију, покреће или чита нешто на уређају платиоца",
  toleranceText: "paymentTolerancePercent мора бити децимални текст, нпр. „0.5” (проценат)",
  tolerancePlain: "paymentTolerancePercent мора бити обичан децимални текст, нпр. „0.5”: цифре и највише једна тачка",
  toleranceFraction: "paymentTolerancePercent има више од 2 децимале",
  toleranceRange: "paymentTolerancePercent мора бити између 0 и 100",
  supportEmail: "supportEmail мора бити имејл адреса, нпр. help@shop.example",
  fieldTrueOrFalse: "{field} мора бити true или false",
  fieldStringOrNull: "{field} мора бити стринг или null",

  orderUnknown: "Поруџбина {id} не постоји: користите orderId са листе поруџбина",
  orderUnknownForIntegration: "Поруџбина {id} не постоји за интеграцију {integration}",
  orderMissing: "Поруџбина {id} не постоји",
  deliveryUnknown: "Испорука {id} не постоји: користите id из GET /_sandbox/webhooks/deliveries",
  notYourIntegration: "{field} {id} није једна од ваших интеграција: користите id из GET /api/v1/integrations",
  assetUnknown: "{field} {id} није подржана имовина: користите једну од {assets} (GET /api/v1/assets)",
  assetDisabled: "{field} {id} је искључена за трансакције (GET /api/v1/assets приказује disabled: true): изаберите укључену имовину",
  amountBelowMinimum: "{field} {amount} је испод најмањег долазног износа од {minimum} {asset} на мрежи {network}: пошаљите бар {minimum}",
  customerRequired: "customer је обавезан при прављењу поруџбине од издања 15.09.2025: пошаљите { type, firstName, lastName }",
  customerObject: "customer мора бити објекат: { type, firstName, lastName }",
  customerType: "customer.type мора бити „individual” (једина врста купца коју спецификација познаје)",
  amountRequired: "Износ је обавезан: пошаљите га као децимални текст, нпр. „10.50”",
  amountNumber: "Износ мора бити стринг са децималним текстом, нпр. „10.50”, а не JSON број",
  amountString: "Износ мора бити стринг са децималним текстом, нпр. „10.50”",
  amountPlain: "Износ мора бити обичан децимални текст, нпр. „10.50”: цифре, највише једна тачка, без предзнака, експонента или размака",
  amountIntegerDigits: "Износ има више од {max} цифара пре тачке",
  amountFractionDigits: "Износ има више од {max} децимала",
  amountPositive: "Износ мора бити већи од нуле",
  amountDecimal: "Износ мора бити децимални текст",
  ownAddress:
    "destinationAddress {address} је једна од сопствених адреса поруџбина ове услуге: повраћај или подизање пошаљите у новчаник платиоца или у свој",
  addressInvalidTron:
    "destinationAddress {address} није важећа {network} адреса за {asset}: очекује се base58check адреса која почиње са T (34 знака)",
  addressInvalidEvm:
    "destinationAddress {address} није важећа {network} адреса за {asset}: очекује се 0x и 40 хексадецималних цифара, уз исправан EIP-55 контролни збир ако су слова мешана",
  balanceShort:
    "Интеграција {integration} има {balance} {asset}, али износ {amount} уз мрежну накнаду {fee} захтева {needed}: подизање троши само стање integrationId-ја који наводи, повраћај стање интеграције враћене поруџбине.",
  refundOrderUnknown: "refundOrderId {id} није једна од ваших поруџбина: користите orderId завршене поруџбине плаћања или уплате",
  refundOrderType: "Поруџбина {id} је врсте {type}: повраћај је могућ само за поруџбине плаћања и уплате",
  refundOrderStatus: "Поруџбина {id} је {status}: повраћај се може направити тек када је поруџбина завршена",
  refundAssetMismatch: "assetId {assetId} не одговара поруџбини {id}, која је примила {asset}: повраћај извршите у {asset}",
  refundTooMuch:
    "Износ {amount} премашује оно што се још може вратити за поруџбину {id}: {refundable} {asset} (примљено {primary}, враћено {refunded})",
  markPaidRefused:
    "Поруџбина {id} не може се означити као плаћена: то је могуће само за поруџбину чија је уплата стигла после рока плаћања (још у току)",
  noPaymentWindow: "Поруџбина {id} нема активан рок плаћања: има га само поруџбина направљена линком за плаћање",

  linkUnknown: "Линк за плаћање {id} не постоји: користите linkId из POST /api/v1/payment-links или GET /api/v1/payment-links",
  linkNameInvisible: "Назив нема ниједан видљив знак: упишите назив артикла онако како платиоци треба да га читају",
  priceCurrencyUnknown: "price.currency {currency} није ни валута коју курсеви познају ({currencies}) ни assetId ({assets})",
  priceAmountShape:
    "price.amount {amount} мора бити децимални текст већи од нуле са највише {digits} децимала за {currency}, нпр. {example}",
  priceInAsset: 'Цена у {asset} плаћа се само у {asset}: изоставите assetIds или пошаљите ["{asset}"]',
  priceAmountRequired: "price.amount је обавезан, као децимални текст, нпр. „10.00”",
  priceAmountText: "price.amount мора бити децимални текст, нпр. „10.00”",
  priceCurrencyRequired: "price.currency је обавезан: „USD”, „EUR” или assetId",
  priceObject: 'price мора бити објекат: { amount: "10.00", currency: "USD" }',
  assetIdsEntry: "Свака ставка у assetIds мора бити assetId стринг",
  assetIdsArray: "assetIds мора бити низ assetId-ова",
  assetIdsEmpty: "assetIds мора навести бар једну имовину (изоставите га за сву укључену имовину)",
  assetIdsTooMany: "assetIds има више од {max} ставки",
  expiryWhole: "expiresInMinutes мора бити цео број минута од {min} до {max}",
  expiryMin: "expiresInMinutes мора бити најмање {min}",
  expiryMax: "expiresInMinutes сме бити највише {max} (недељу дана)",
  returnUrlHttps: "returnUrl мора бити апсолутни https URL",
  returnUrlApp: "returnUrl мора бити апсолутни URL: https или линк апликације са једном од шема повратка у апликацију ове интеграције",

  payoutUnknown: "Исплата {id} не постоји: користите orderId из GET /api/v1/payouts",
  payoutNotAwaitingPaid: "Исплата {id} је {state}: као плаћена може се означити само исплата која још чека плаћање",
  payoutNotAwaitingCancel:
    "Исплата {id} је {state}: отказати се може само исплата која још чека плаћање (трансфер виђен за њу можда је већ напустио новчаник)",
  payoutNoStranger:
    "Исплата {id} нема трансфер из непознатог новчаника са овим хешом и logIndex-ом који чека одговор: користите један наведен у strangers исплате",
  transferPaidOther: "Трансфер {hash} (лог {logIndex}) је већ платио другу исплату: један трансфер плаћа највише једну",
  hashText: "hash мора бити стринг: хеш трансакције коју је послао потписник",
  hashShape:
    "hash мора бити 64 хексадецималне цифре (са префиксом 0x на Ethereum-у и BNB Smart Chain-у): хеш трансакције коју је послао потписник",
  strangerHashText: "hash мора бити стринг: хеш трансфера наведеног у strangers исплате",
  strangerHashShape:
    "hash мора бити 64 хексадецималне цифре (са префиксом 0x на Ethereum-у и BNB Smart Chain-у): хеш трансфера наведеног у strangers исплате",
  logIndexWhole: "logIndex мора бити цео број: logIndex трансфера наведеног у strangers исплате",
  logIndexMin: "logIndex мора бити 0 или више: logIndex трансфера наведеног у strangers исплате",

  bodyNotJson: "Content-Type {contentType} није JSON: пошаљите тело као JSON са Content-Type: application/json",
  bodyBadJson: "Тело није важећи JSON ({reason}): пошаљите један JSON објекат",
  bodyNotObject: "Тело мора бити JSON објекат, примљено {value}",
  bodyTooLarge: "Тело је веће од {bytes} бајтова: пошаљите мањи JSON објекат",
  idempotencyKeyShape:
    "Idempotency-Key {key} мора имати од 1 до 255 видљивих ASCII знакова без размака: за сваки захтев пошаљите нову насумичну вредност (UUID)",
  idempotencyKeyReused:
    "Idempotency-Key {key} је већ употребљен за други захтев (друго тело или крајња тачка): поновите потпуно исти захтев да бисте поново добили његов одговор или употребите нови кључ за нови захтев",
  requestsTooMany:
    "Превише захтева ка {what}: највише {limit} у {seconds} s са једног клијента ({setting}). Покушајте поново после броја секунди у Retry-After.",
  fieldDate: "{field} мора бити датум у облику ГГГГ-ММ-ДД",
  fieldControlCharacters: "{field} не сме да садржи контролне знакове (пронађено {character}): пошаљите текст без њих",
  fieldDisplayCharacters:
    "{field} не сме да садржи контролне ни двосмерне знакове форматирања (пронађено {character}): мењају оно што платилац види",
  fieldRequired: "{field} је обавезно",
  fieldEmpty: "{field} не сме бити празно",
  fieldTooLong: "{field} је дуже од {max} знакова",
  fieldText: "{field} мора бити текст",
  fieldString: "{field} мора бити стринг",
  fieldOneOf: "{field} мора бити једно од {values}",
  fieldType: "{field} мора бити {expected}",
  fieldInvalid: "{field} није важеће",
  received: "{message} (примљено {received})",
} satisfies RefusalWords;
