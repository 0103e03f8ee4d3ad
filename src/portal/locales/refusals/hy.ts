// Armenian: the service's refusals, as the portal shows them next to a form's fields.
import type { RefusalWords } from "../../../shared/refusal-words.ts";

export default {
  signInNoMatchMailed:
    "Այս էլ. փոստը և գաղտնաբառը չեն համապատասխանում որևէ հաշվի։ Ստուգեք երկուսն էլ կամ վերականգնեք գաղտնաբառը «Մոռացե՞լ եք գաղտնաբառը» հղումով։",
  signInNoMatchOperator:
    "Այս էլ. փոստը և գաղտնաբառը չեն համապատասխանում որևէ հաշվի։ Ստուգեք երկուսն էլ կամ խնդրեք ծառայության օպերատորին վերականգնել գաղտնաբառը։",
  signInTooMany: "Չափազանց շատ անհաջող մուտքեր այս էլ. փոստի համար կամ այս հասցեից. փորձեք կրկին {minutes} րոպեից",
  signInsToAccountTooMany: "Չափազանց շատ մուտքեր այս հաշիվ. փորձեք կրկին {minutes} րոպեից",
  signUpsTooMany: "Չափազանց շատ գրանցումներ այս հասցեից. փորձեք կրկին {minutes} րոպեից",
  wrongAnswersTooMany: "Չափազանց շատ սխալ պատասխաններ. փորձեք կրկին {minutes} րոպեից",
  resetRequestsTooMany: "Չափազանց շատ վերականգնման հարցումներ այս էլ. փոստի համար կամ այս հասցեից. փորձեք կրկին {minutes} րոպեից",
  passwordChecksTooMany:
    "Չափազանց շատ միաժամանակյա գաղտնաբառի ստուգումներ այս հասցեից (հերթում առավելագույնը {count}). փորձեք կրկին մի քանի վայրկյանից",
  passwordChecksBusy: "Ծառայությունը զբաղված է գաղտնաբառերի ստուգմամբ. փորձեք կրկին մի քանի վայրկյանից",
  signInCodeNeeded: "Մուտքագրեք նույնականացման հավելվածի 6 նիշանոց կոդը կամ ձեր վերականգնման կոդերից մեկը",
  signInCodeWrong: "Այդ կոդը ճիշտ չէ (կամ արդեն օգտագործվել է). մուտքագրեք այն կոդը, որը հավելվածը հիմա ցույց է տալիս",
  codeNeeded: "Մուտքագրեք նույնականացման հավելվածի 6 նիշանոց կոդը կամ վերականգնման կոդ",
  codeWrong: "Այդ կոդը ճիշտ չէ (կամ արդեն օգտագործվել է)",
  passwordNeeded: "Մուտքագրեք ձեր գաղտնաբառը",
  passwordWrong: "Այդ գաղտնաբառը ճիշտ չէ",
  currentPasswordWrong: "Ընթացիկ գաղտնաբառը ճիշտ չէ",
  signUpClosed: "Այս ծառայությունում գրանցումը փակ է. հաշիվ խնդրեք օպերատորից",
  signUpRefused: "Այս էլ. փոստով հնարավոր չէ հաշիվ ստեղծել. եթե այն ձերն է, պարզապես մուտք գործեք",
  passwordLinkUnusable: "Այս հղումը չի աշխատում (արդեն օգտագործված է, ժամկետանց է կամ ամբողջական չէ). խնդրեք նորը",
  passwordLinkNotWhole: "Այս հղումը ամբողջական չէ. բացեք օպերատորի տված հղումը",
  resetNotMailed: "Այս ծառայությունը գաղտնաբառի վերականգնում էլ. փոստով չի ուղարկում. նոր գաղտնաբառ սահմանելու հղում խնդրեք օպերատորից",
  emailInvalid: "Մուտքագրեք էլ. փոստի հասցե, օրինակ՝ you@example.com",
  newPasswordLength: "Գաղտնաբառը պետք է լինի {min}–{max} նիշ (մի քանի բառը լավ գաղտնաբառ է)",
  passwordLength: "Գաղտնաբառը պետք է լինի 1–{max} նիշ",
  codeShapeWithRecovery:
    "Կոդը պետք է լինի նույնականացման հավելվածի ցույց տված 6 թվանշանը կամ վերականգնման կոդ, օրինակ՝ abcd-efgh-ijkl-mnop",
  codeShape: "Կոդը պետք է լինի նույնականացման հավելվածի ցույց տված 6 թվանշանը",
  notSignedIn: "Դուք մուտք չեք գործել (կամ ձեր աշխատաշրջանն ավարտվել է). մուտք գործեք կրկին",
  accountGone: "Այս հաշիվն այլևս գոյություն չունի",
  stepUpCode:
    "Այս փոփոխության համար անհրաժեշտ է վերջին {minutes} րոպեում մուտքագրված նույնականացման կոդ. հաստատեք այն, ապա կրկնեք փոփոխությունը",
  stepUpPassword:
    "Այս փոփոխության համար անհրաժեշտ է վերջին {minutes} րոպեում մուտքագրված գաղտնաբառ. հաստատեք այն, ապա կրկնեք փոփոխությունը",
  crossOrigin: "Պորտալի փոփոխություններն ընդունվում են միայն պորտալի սեփական էջից՝ {origin} (Origin {sentOrigin}, Sec-Fetch-Site {site})",

  twoFactorAlreadyOn: "Երկգործոն մուտքն արդեն միացված է. նոր հավելվածով նորից սկսելու համար նախ անջատեք այն",
  twoFactorAlreadyOff: "Երկգործոն մուտքն արդեն անջատված է",
  twoFactorNotStarted: "Նախ սկսեք երկգործոն մուտքի կարգավորումը. ոչ մի նոր բանալի իր կոդին չի սպասում",
  twoFactorCodeMismatch:
    "Այդ կոդը չի համապատասխանում նոր բանալուն. ստուգեք հավելվածի ժամացույցը և մուտքագրեք այն կոդը, որը հիմա ցույց է տալիս",
  twoFactorRestarted: "Կարգավորումը նորից սկսվել է այլ տեղում. օգտագործեք վերջին ցուցադրված բանալին",

  apiKeyName: "Անունը պետք է լինի 1–{max} նիշ, օրինակ՝ «Խանութի սերվեր»",
  apiKeyUnknown: "Այս հաշվին {id} API բանալի չի պատկանում",
  clientGone: "Այս հաշվի հաճախորդն այլևս գոյություն չունի",
  languageUnknown: "Լեզուն պետք է լինի ծառայության խոսած լեզվի կոդ, օրինակ՝ «en», «de», «pt» կամ «zh-Hant»",

  integrationUnknown: "{id} ինտեգրումը գոյություն չունի. օգտագործեք id GET /api/v1/integrations-ից",
  shopNameInvisible:
    "Անունը տեսանելի նիշ չունի (միայն բացատներ, միակցիչներ կամ այլ անտեսանելի նիշեր). գրեք խանութի անունն այնպես, ինչպես վճարողները պետք է կարդան",
  urlNotHttp: "{field}-ը պետք է լինի բացարձակ http(s) URL",
  supportUrlNotHttp: "supportUrl-ը պետք է լինի բացարձակ http(s) URL, օրինակ՝ https://shop.example/help",
  supportUrlCredentials: "supportUrl-ը չպետք է պարունակի մուտքի տվյալներ (user:password@). վճարողները տեսնում են այն",
  urlNotHttps: "{field}-ը պետք է օգտագործի https. ստացվել է {got}",
  urlUserinfo:
    "{field}-ը «@»-ից առաջ չպետք է պարունակի օգտատեր կամ գաղտնաբառ (կարդացվում է որպես {shownHost}, բայց տանում է {host}). գրեք խանութի սեփական հասցեն",
  urlHttpSandbox:
    "{field}-ը պետք է օգտագործի https (http-ն ընդունվում է միայն localhost, 127.0.0.1 և [::1] հասցեների համար sandbox ռեժիմում). ստացվել է {origin}",
  logoUrlNotHttps: "logoUrl-ը պետք է լինի բացարձակ https URL (կամ null, եթե չկա)",
  accentColor: "accentColor-ը պետք է լինի #rrggbb տեսքի գույն (կամ null՝ լռելյայնի համար)",
  callbackUrlNotHttp: "callbackUrl-ը պետք է լինի http(s) URL",
  callbackUrlCredentials:
    "callbackUrl-ը չպետք է պարունակի մուտքի տվյալներ (user:password@). callback-ները ստուգեք դրանց webhook-signature վերնագրով",
  callbackDestinationRefusedOutsideSandbox:
    "callbackUrl-ը մերժված է. {host}-ը լուծվում է {address}; callback-ի նպատակակետ {ip}-ն է {range}. մերժվում է sandbox ռեժիմից դուրս (կանոն «{rule}»; WEBHOOK_ALLOW_PRIVATE=1-ը թույլ է տալիս)",
  callbackDestinationNever:
    "callbackUrl-ը մերժված է. {host}-ը լուծվում է {address}; callback-ի նպատակակետ {ip}-ն է {range}. callback-ներն այնտեղ երբեք չեն ուղարկվում (կանոն «{rule}»)",
  callbackAddressRefusedOutsideSandbox:
    "callbackUrl-ը մերժված է. callback-ի նպատակակետ {ip}-ն է {range}. մերժվում է sandbox ռեժիմից դուրս (կանոն «{rule}»; WEBHOOK_ALLOW_PRIVATE=1-ը թույլ է տալիս)",
  callbackAddressNever:
    "callbackUrl-ը մերժված է. callback-ի նպատակակետ {ip}-ն է {range}. callback-ներն այնտեղ երբեք չեն ուղարկվում (կանոն «{rule}»)",
  callbackUrlRefused: "callbackUrl-ը մերժված է. {problem}",
  callbackUrlMissing:
    "{id} ինտեգրումը callback URL չունի. նախ սահմանեք այն PUT /_sandbox/integrations/{id}/webhook-ով կամ գործարկեք crypto-checkout listen",
  testEventsTooMany:
    "Յուրաքանչյուր {minutes} րոպեում մեկ ինտեգրման համար առավելագույնը {limit} փորձնական իրադարձություն (TEST_EVENTS_PER_INTEGRATION). հաջորդն ուղարկեք Retry-After-ի վայրկյաններից հետո",
  originsList: "allowedOrigins-ը պետք է լինի origin-ների ցուցակ կամ null՝ բոլորը թույլատրելու համար",
  originsTooMany: "allowedOrigins-ում նշված է {max}-ից ավելի origin",
  originText: "Յուրաքանչյուր origin պետք է լինի տող",
  originExact:
    "Յուրաքանչյուր origin պետք է լինի ճշգրիտ http(s) origin, օրինակ՝ «https://shop.example» (սխեմա և հոսթ, առանց ուղու կամ wildcard-ի). ստացվել է {got}",
  appSchemesList: 'appReturnSchemes-ը պետք է լինի սխեմաների ցուցակ, օրինակ՝ ["myshop"], կամ [], եթե չկա',
  appSchemesTooMany: "appReturnSchemes-ում նշված է {max}-ից ավելի սխեմա",
  appSchemeText: "Հավելված վերադարձի յուրաքանչյուր սխեմա պետք է լինի տող, օրինակ՝ «myshop»",
  appSchemeShape:
    "Հավելված վերադարձի յուրաքանչյուր սխեմա պետք է լինի URL սխեմա, օրինակ՝ «myshop». մեկ փոքրատառ, ապա մինչև 31 տառ, թվանշան, «+», «-» կամ «.». ստացվել է {got}",
  appSchemeWeb:
    "Հավելված վերադարձի սխեման չի կարող լինել {scheme}. https վերադարձի URL-ը միշտ թույլատրված է, նշեք միայն հավելվածի սեփական սխեման",
  appSchemeDevice:
    "Հավելված վերադարձի սխեման չի կարող լինել {scheme}. այն հավելված բացելու փոխարեն ինչ-որ բան է գործարկում կամ կարդում վճարողի սարքում",
  toleranceText: "paymentTolerancePercent-ը պետք է լինի տասնորդական տեքստ, օրինակ՝ «0.5» (տոկոս)",
  tolerancePlain: "paymentTolerancePercent-ը պետք է լինի պարզ տասնորդական տեքստ, օրինակ՝ «0.5». թվանշաններ և առավելագույնը մեկ կետ",
  toleranceFraction: "paymentTolerancePercent-ը կետից հետո ունի 2-ից ավելի թվանշան",
  toleranceRange: "paymentTolerancePercent-ը պետք է լինի 0-ից 100",
  supportEmail: "supportEmail-ը պետք է լինի էլ. փոստի հասցե, օրինակ՝ help@shop.example",
  fieldTrueOrFalse: "{field}-ը պետք է լինի true կամ false",
  fieldStringOrNull: "{field}-ը պետք է լինի տող կամ null",

  orderUnknown: "{id} պատվերը գոյություն չունի. օգտագործեք orderId պատվերների ցուցակից",
  orderUnknownForIntegration: "{id} պատվերը գոյություն չունի {integration} ինտեգրման համար",
  orderMissing: "{id} պատվերը գոյություն չունի",
  deliveryUnknown: "{id} առաքումը գոյություն չունի. օգտագործեք id GET /_sandbox/webhooks/deliveries-ից",
  notYourIntegration: "{field} {id}-ը ձեր ինտեգրումներից չէ. օգտագործեք id GET /api/v1/integrations-ից",
  assetUnknown: "{field} {id}-ը աջակցվող ակտիվ չէ. օգտագործեք {assets}-ից մեկը (GET /api/v1/assets)",
  assetDisabled: "{field} {id}-ն անջատված է գործարքների համար (GET /api/v1/assets-ը ցույց է տալիս disabled: true). ընտրեք միացված ակտիվ",
  amountBelowMinimum:
    "{field} {amount}-ը ցածր է {network} ցանցում {minimum} {asset} նվազագույն մուտքային գումարից. ուղարկեք առնվազն {minimum}",
  customerRequired: "15.09.2025 թողարկումից ի վեր պատվեր ստեղծելիս customer-ը պարտադիր է. ուղարկեք { type, firstName, lastName }",
  customerObject: "customer-ը պետք է լինի օբյեկտ. { type, firstName, lastName }",
  customerType: "customer.type-ը պետք է լինի «individual» (սպեցիֆիկացիային հայտնի միակ հաճախորդի տեսակը)",
  amountRequired: "Գումարը պարտադիր է. ուղարկեք այն տասնորդական տեքստով, օրինակ՝ «10.50»",
  amountNumber: "Գումարը պետք է լինի տասնորդական տեքստի տող, օրինակ՝ «10.50», ոչ թե JSON թիվ",
  amountString: "Գումարը պետք է լինի տասնորդական տեքստի տող, օրինակ՝ «10.50»",
  amountPlain:
    "Գումարը պետք է լինի պարզ տասնորդական տեքստ, օրինակ՝ «10.50». թվանշաններ, առավելագույնը մեկ կետ, առանց նշանի, աստիճանի կամ բացատների",
  amountIntegerDigits: "Գումարը կետից առաջ ունի {max}-ից ավելի թվանշան",
  amountFractionDigits: "Գումարը կետից հետո ունի {max}-ից ավելի թվանշան",
  amountPositive: "Գումարը պետք է մեծ լինի զրոյից",
  amountDecimal: "Գումարը պետք է լինի տասնորդական տեքստ",
  ownAddress:
    "destinationAddress {address}-ը այս ծառայության սեփական պատվերների հասցեներից է. վերադարձը կամ դուրսբերումն ուղարկեք վճարողի կամ ձեր սեփական դրամապանակին",
  addressInvalidTron:
    "destinationAddress {address}-ը {asset}-ի համար վավեր {network} հասցե չէ. սպասվում է T-ով սկսվող base58check հասցե (34 նիշ)",
  addressInvalidEvm:
    "destinationAddress {address}-ը {asset}-ի համար վավեր {network} հասցե չէ. սպասվում է 0x և 40 տասնվեցական թվանշան, խառը տառերի դեպքում՝ ճիշտ EIP-55 ստուգիչ գումարով",
  balanceShort:
    "{integration} ինտեգրումն ունի {balance} {asset}, բայց {amount} գումարը {fee} ցանցային վճարի հետ պահանջում է {needed}. դուրսբերումն օգտագործում է միայն իր նշած integrationId-ի մնացորդը, վերադարձը՝ վերադարձվող պատվերի ինտեգրման մնացորդը։",
  refundOrderUnknown: "refundOrderId {id}-ը ձեր պատվերներից չէ. օգտագործեք ավարտված վճարման կամ ավանդի պատվերի orderId-ն",
  refundOrderType: "{id} պատվերը {type} տեսակի է. վերադարձ հնարավոր է միայն վճարման և ավանդի պատվերների համար",
  refundOrderStatus: "{id} պատվերի կարգավիճակը {status} է. վերադարձ կարելի է ստեղծել միայն պատվերն ավարտվելուց հետո",
  refundAssetMismatch: "assetId {assetId}-ը չի համապատասխանում {id} պատվերին, որը ստացել է {asset}. վերադարձրեք {asset}-ով",
  refundTooMuch:
    "{amount} գումարը գերազանցում է {id} պատվերի համար դեռ վերադարձվելիքը. {refundable} {asset} (ստացված {primary}, վերադարձված {refunded})",
  markPaidRefused:
    "{id} պատվերը հնարավոր չէ նշել որպես վճարված. կարելի է միայն այն պատվերը, որի վճարումը եկել է վճարման պատուհանից հետո (դեռ ընթացքում է)",
  noPaymentWindow: "{id} պատվերը գործող վճարման պատուհան չունի. այն ունի միայն վճարման հղումով ստեղծված պատվերը",

  linkUnknown: "{id} վճարման հղումը գոյություն չունի. օգտագործեք linkId POST /api/v1/payment-links-ից կամ GET /api/v1/payment-links-ից",
  linkNameInvisible: "Անունը տեսանելի նիշ չունի. գրեք ապրանքի անունն այնպես, ինչպես վճարողները պետք է կարդան",
  priceCurrencyUnknown: "price.currency {currency}-ը ոչ փոխարժեքներին հայտնի արժույթ է ({currencies}), ոչ էլ assetId ({assets})",
  priceAmountShape:
    "price.amount {amount}-ը պետք է լինի զրոյից մեծ տասնորդական տեքստ՝ {currency}-ի համար կետից հետո առավելագույնը {digits} թվանշանով, օրինակ՝ {example}",
  priceInAsset: '{asset}-ով գինը վճարվում է միայն {asset}-ով. բաց թողեք assetIds-ը կամ ուղարկեք ["{asset}"]',
  priceAmountRequired: "price.amount-ը պարտադիր է՝ տասնորդական տեքստով, օրինակ՝ «10.00»",
  priceAmountText: "price.amount-ը պետք է լինի տասնորդական տեքստ, օրինակ՝ «10.00»",
  priceCurrencyRequired: "price.currency-ն պարտադիր է. «USD», «EUR» կամ assetId",
  priceObject: 'price-ը պետք է լինի օբյեկտ. { amount: "10.00", currency: "USD" }',
  assetIdsEntry: "assetIds-ի յուրաքանչյուր տարր պետք է լինի assetId տող",
  assetIdsArray: "assetIds-ը պետք է լինի assetId-ների զանգված",
  assetIdsEmpty: "assetIds-ը պետք է նշի առնվազն մեկ ակտիվ (բաց թողեք այն՝ բոլոր միացված ակտիվների համար)",
  assetIdsTooMany: "assetIds-ն ունի {max}-ից ավելի տարր",
  expiryWhole: "expiresInMinutes-ը պետք է լինի րոպեների ամբողջ թիվ {min}-ից {max}",
  expiryMin: "expiresInMinutes-ը պետք է լինի առնվազն {min}",
  expiryMax: "expiresInMinutes-ը կարող է լինել առավելագույնը {max} (մեկ շաբաթ)",
  returnUrlHttps: "returnUrl-ը պետք է լինի բացարձակ https URL",
  returnUrlApp: "returnUrl-ը պետք է լինի բացարձակ URL. https կամ հավելվածի հղում ինտեգրման հավելված վերադարձի սխեմաներից մեկով",

  payoutUnknown: "{id} ելքային վճարումը գոյություն չունի. օգտագործեք orderId GET /api/v1/payouts-ից",
  payoutNotAwaitingPaid: "{id} ելքային վճարման վիճակը {state} է. որպես վճարված կարելի է նշել միայն դեռ վճարման սպասող ելքային վճարումը",
  payoutNotAwaitingCancel:
    "{id} ելքային վճարման վիճակը {state} է. չեղարկել կարելի է միայն դեռ վճարման սպասող ելքային վճարումը (դրա համար տեսած փոխանցումը կարող է արդեն լքած լինել դրամապանակը)",
  payoutNoStranger:
    "{id} ելքային վճարումը չունի այս hash-ով և logIndex-ով անհայտ դրամապանակից պատասխանի սպասող փոխանցում. օգտագործեք ելքային վճարման strangers-ում նշվածներից մեկը",
  transferPaidOther:
    "{hash} փոխանցումն (մատյան {logIndex}) արդեն վճարել է մեկ այլ ելքային վճարում. մեկ փոխանցումը վճարում է առավելագույնը մեկը",
  hashText: "hash-ը պետք է լինի տող. ստորագրողի ուղարկած գործարքի hash-ը",
  hashShape:
    "hash-ը պետք է լինի 64 տասնվեցական թվանշան (Ethereum-ում և BNB Smart Chain-ում՝ 0x նախածանցով). ստորագրողի ուղարկած գործարքի hash-ը",
  strangerHashText: "hash-ը պետք է լինի տող. ելքային վճարման strangers-ում նշված փոխանցման hash-ը",
  strangerHashShape:
    "hash-ը պետք է լինի 64 տասնվեցական թվանշան (Ethereum-ում և BNB Smart Chain-ում՝ 0x նախածանցով). ելքային վճարման strangers-ում նշված փոխանցման hash-ը",
  logIndexWhole: "logIndex-ը պետք է լինի ամբողջ թիվ. ելքային վճարման strangers-ում նշված փոխանցման logIndex-ը",
  logIndexMin: "logIndex-ը պետք է լինի 0 կամ ավելի. ելքային վճարման strangers-ում նշված փոխանցման logIndex-ը",

  bodyNotJson: "Content-Type {contentType}-ը JSON չէ. ուղարկեք մարմինը որպես JSON՝ Content-Type: application/json-ով",
  bodyBadJson: "Մարմինը վավեր JSON չէ ({reason}). ուղարկեք մեկ JSON օբյեկտ",
  bodyNotObject: "Մարմինը պետք է լինի JSON օբյեկտ, ստացվել է {value}",
  bodyTooLarge: "Մարմինը {bytes} բայթից մեծ է. ուղարկեք ավելի փոքր JSON օբյեկտ",
  idempotencyKeyShape:
    "Idempotency-Key {key}-ը պետք է լինի 1–255 տեսանելի ASCII նիշ՝ առանց բացատների. յուրաքանչյուր հարցման համար ուղարկեք նոր պատահական արժեք (UUID)",
  idempotencyKeyReused:
    "Idempotency-Key {key}-ն արդեն օգտագործվել է այլ հարցման համար (այլ մարմին կամ endpoint). կրկնեք ճիշտ նույն հարցումը՝ դրա պատասխանը նորից ստանալու համար, կամ նոր հարցման համար օգտագործեք նոր բանալի",
  requestsTooMany:
    "Չափազանց շատ հարցումներ {what}-ին. մեկ հաճախորդից {seconds} վ-ում առավելագույնը {limit} ({setting}). Փորձեք կրկին Retry-After-ի վայրկյաններից հետո։",
  fieldDate: "{field}-ը պետք է լինի ՏՏՏՏ-ԱԱ-ՕՕ տեսքի ամսաթիվ",
  fieldControlCharacters: "{field}-ը չպետք է պարունակի կառավարման նիշեր (գտնվել է {character}). ուղարկեք տեքստն առանց դրանց",
  fieldDisplayCharacters:
    "{field}-ը չպետք է պարունակի կառավարման կամ երկուղղված ձևաչափման նիշեր (գտնվել է {character}). դրանք փոխում են այն, ինչ տեսնում է վճարողը",
  fieldRequired: "{field}-ը պարտադիր է",
  fieldEmpty: "{field}-ը չպետք է դատարկ լինի",
  fieldTooLong: "{field}-ը {max} նիշից երկար է",
  fieldText: "{field}-ը պետք է լինի տեքստ",
  fieldString: "{field}-ը պետք է լինի տող",
  fieldOneOf: "{field}-ը պետք է լինի հետևյալներից մեկը. {values}",
  fieldType: "{field}-ը պետք է լինի {expected}",
  fieldInvalid: "{field}-ը վավեր չէ",
  received: "{message} (ստացվել է {received})",
} satisfies RefusalWords;
