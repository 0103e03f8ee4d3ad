// Filipino: the service's refusals, as the portal shows them next to a form's fields.
import type { RefusalWords } from "../../../shared/refusal-words.ts";

export default {
  signInNoMatchMailed:
    'Hindi tugma ang email at password na iyan sa anumang account. Suriin ang dalawa, o i-reset ang password sa "Nakalimutan ang password?".',
  signInNoMatchOperator:
    "Hindi tugma ang email at password na iyan sa anumang account. Suriin ang dalawa, o hilingin sa operator ng serbisyo na i-reset ang password.",
  signInTooMany:
    "Napakaraming bigong pag-sign in para sa email na ito o mula sa address na ito: subukang muli pagkalipas ng {minutes} minuto",
  signInsToAccountTooMany: "Napakaraming pag-sign in sa account na ito: subukang muli pagkalipas ng {minutes} minuto",
  signUpsTooMany: "Napakaraming pag-sign up mula sa address na ito: subukang muli pagkalipas ng {minutes} minuto",
  wrongAnswersTooMany: "Napakaraming maling sagot: subukang muli pagkalipas ng {minutes} minuto",
  resetRequestsTooMany:
    "Napakaraming kahilingang mag-reset para sa email na ito o mula sa address na ito: subukang muli pagkalipas ng {minutes} minuto",
  passwordChecksTooMany:
    "Napakaraming sabay-sabay na pagsusuri ng password mula sa address na ito (hanggang {count} ang naghihintay): subukang muli pagkalipas ng ilang segundo",
  passwordChecksBusy: "Abala ang serbisyo sa pagsusuri ng mga password: subukang muli pagkalipas ng ilang segundo",
  signInCodeNeeded: "Ilagay ang 6-digit na code mula sa iyong authenticator app, o isa sa iyong mga recovery code",
  signInCodeWrong: "Mali ang code na iyan (o nagamit na): ilagay ang code na ipinapakita ngayon ng app mo",
  codeNeeded: "Ilagay ang 6-digit na code mula sa iyong authenticator app, o isang recovery code",
  codeWrong: "Mali ang code na iyan (o nagamit na)",
  passwordNeeded: "Ilagay ang iyong password",
  passwordWrong: "Mali ang password na iyan",
  currentPasswordWrong: "Mali ang kasalukuyang password",
  signUpClosed: "Sarado ang pag-sign up sa serbisyong ito: humingi ng account sa operator nito",
  signUpRefused: "Hindi makakagawa ng account gamit ang email na ito: kung sa iyo ito, mag-sign in na lang",
  passwordLinkUnusable: "Hindi gumagana ang link na ito (nagamit na, expired, o kulang): humingi ng bago",
  passwordLinkNotWhole: "Kulang ang link na ito: buksan ang link na ibinigay sa iyo ng operator",
  resetNotMailed:
    "Hindi nagpapadala ng pag-reset ng password sa email ang serbisyong ito: humingi sa operator ng link para magtakda ng bagong password",
  emailInvalid: "Maglagay ng email address gaya ng you@example.com",
  newPasswordLength: "Dapat {min} hanggang {max} character ang password (magandang password ang ilang salita)",
  passwordLength: "Dapat 1 hanggang {max} character ang password",
  codeShapeWithRecovery:
    "Dapat ang code ay ang 6 na digit na ipinapakita ng iyong authenticator app, o isang recovery code gaya ng abcd-efgh-ijkl-mnop",
  codeShape: "Dapat ang code ay ang 6 na digit na ipinapakita ng iyong authenticator app",
  notSignedIn: "Hindi ka naka-sign in (o natapos na ang session mo): mag-sign in muli",
  accountGone: "Wala na ang account na ito",
  stepUpCode:
    "Kailangan ng pagbabagong ito ang authenticator code mo na inilagay sa huling {minutes} minuto: kumpirmahin ito, saka ulitin ang pagbabago",
  stepUpPassword:
    "Kailangan ng pagbabagong ito ang password mo na inilagay sa huling {minutes} minuto: kumpirmahin ito, saka ulitin ang pagbabago",
  crossOrigin:
    "Tinatanggap lang ang mga pagbabago sa portal mula sa sariling pahina ng portal sa {origin} (Origin {sentOrigin}, Sec-Fetch-Site {site})",

  twoFactorAlreadyOn: "Naka-on na ang two-factor sign-in: i-off muna ito para magsimulang muli gamit ang bagong app",
  twoFactorAlreadyOff: "Naka-off na ang two-factor sign-in",
  twoFactorNotStarted: "Simulan muna ang pag-set up ng two-factor: walang bagong key na naghihintay ng code nito",
  twoFactorCodeMismatch:
    "Hindi tugma ang code na iyan sa bagong key: suriin ang orasan ng app at ilagay ang code na ipinapakita nito ngayon",
  twoFactorRestarted: "Sinimulang muli ang setup sa ibang lugar: gamitin ang pinakabagong key na ipinakita",

  apiKeyName: 'Dapat 1 hanggang {max} character ang pangalan, gaya ng "Shop server"',
  apiKeyUnknown: "Walang API key {id} na pag-aari ng account na ito",
  clientGone: "Wala na ang client ng account na ito",
  languageUnknown: 'Dapat ang wika ay code ng wikang sinasalita ng serbisyo, gaya ng "en", "de", "pt" o "zh-Hant"',

  integrationUnknown: "Walang integration {id}: gumamit ng id mula sa GET /api/v1/integrations",
  shopNameInvisible:
    "Walang nakikitang character ang pangalan (puro espasyo, joiner, o ibang di-nakikitang character): ilagay ang pangalan ng shop ayon sa dapat mabasa ng mga nagbabayad",
  urlNotHttp: "Dapat absolute na http(s) URL ang {field}",
  supportUrlNotHttp: "Dapat absolute na http(s) URL ang supportUrl, gaya ng https://shop.example/help",
  supportUrlCredentials: "Hindi dapat may credentials ang supportUrl (user:password@): nakikita ito ng mga nagbabayad",
  urlNotHttps: "Dapat gumamit ng https ang {field}; natanggap ang {got}",
  urlUserinfo:
    'Hindi dapat may user o password bago ang "@" ang {field} (mukhang {shownHost} pero papunta sa {host}): ilagay ang sariling address ng shop',
  urlHttpSandbox:
    "Dapat gumamit ng https ang {field} (tinatanggap lang ang http para sa localhost, 127.0.0.1 at [::1] sa sandbox mode); natanggap ang {origin}",
  logoUrlNotHttps: "Dapat absolute na https URL ang logoUrl (o null kung wala)",
  accentColor: "Dapat kulay na #rrggbb ang accentColor (o null para sa default)",
  callbackUrlNotHttp: "Dapat http(s) URL ang callbackUrl",
  callbackUrlCredentials:
    "Hindi dapat may credentials ang callbackUrl (user:password@): i-verify ang mga callback gamit ang header nilang webhook-signature",
  callbackDestinationRefusedOutsideSandbox:
    'Tinanggihan ang callbackUrl: ang {host} ay tumuturo sa {address}; ang destinasyon ng callback na {ip} ay {range}: tinatanggihan sa labas ng sandbox mode (panuntunang "{rule}"; pinapayagan ito ng WEBHOOK_ALLOW_PRIVATE=1)',
  callbackDestinationNever:
    'Tinanggihan ang callbackUrl: ang {host} ay tumuturo sa {address}; ang destinasyon ng callback na {ip} ay {range}: hindi kailanman ipinapadala roon ang mga callback (panuntunang "{rule}")',
  callbackAddressRefusedOutsideSandbox:
    'Tinanggihan ang callbackUrl: ang destinasyon ng callback na {ip} ay {range}: tinatanggihan sa labas ng sandbox mode (panuntunang "{rule}"; pinapayagan ito ng WEBHOOK_ALLOW_PRIVATE=1)',
  callbackAddressNever:
    'Tinanggihan ang callbackUrl: ang destinasyon ng callback na {ip} ay {range}: hindi kailanman ipinapadala roon ang mga callback (panuntunang "{rule}")',
  callbackUrlRefused: "Tinanggihan ang callbackUrl: {problem}",
  callbackUrlMissing:
    "Walang callback URL ang integration {id}: magtakda muna gamit ang PUT /_sandbox/integrations/{id}/webhook, o patakbuhin ang crypto-checkout listen",
  testEventsTooMany:
    "Hanggang {limit} test event bawat integration kada {minutes} minuto (TEST_EVENTS_PER_INTEGRATION): ipadala ang susunod pagkalipas ng mga segundo sa Retry-After",
  originsList: "Dapat listahan ng mga origin ang allowedOrigins, o null para payagan ang lahat",
  originsTooMany: "Lampas sa {max} origin ang nakalista sa allowedOrigins",
  originText: "Dapat string ang bawat origin",
  originExact:
    'Dapat eksaktong http(s) origin ang bawat origin gaya ng "https://shop.example" (scheme at host, walang path o wildcard); natanggap ang {got}',
  appSchemesList: 'Dapat listahan ng mga scheme ang appReturnSchemes gaya ng ["myshop"], o [] kung wala',
  appSchemesTooMany: "Lampas sa {max} scheme ang nakalista sa appReturnSchemes",
  appSchemeText: 'Dapat string ang bawat app return scheme, gaya ng "myshop"',
  appSchemeShape:
    'Dapat URL scheme ang bawat app return scheme, gaya ng "myshop": isang maliit na titik, saka hanggang 31 titik, digit, "+", "-" o "."; natanggap ang {got}',
  appSchemeWeb:
    "Hindi puwedeng {scheme} ang app return scheme: laging pinapayagan ang https na return URL, ilista lang ang sariling scheme ng app",
  appSchemeDevice:
    "Hindi puwedeng {scheme} ang app return scheme: nagpapatakbo o nagbabasa ito ng kung ano sa device ng nagbabayad sa halip na magbukas ng app",
  toleranceText: 'Dapat decimal na text ang paymentTolerancePercent, gaya ng "0.5" (porsiyento)',
  tolerancePlain: 'Dapat simpleng decimal na text ang paymentTolerancePercent, gaya ng "0.5": mga digit at hanggang isang tuldok',
  toleranceFraction: "Lampas sa 2 decimal place ang paymentTolerancePercent",
  toleranceRange: "Dapat nasa pagitan ng 0 at 100 ang paymentTolerancePercent",
  supportEmail: "Dapat email address ang supportEmail, gaya ng help@shop.example",
  fieldTrueOrFalse: "Dapat true o false ang {field}",
  fieldStringOrNull: "Dapat string o null ang {field}",

  orderUnknown: "Walang order {id}: gumamit ng orderId mula sa listahan ng mga order",
  orderUnknownForIntegration: "Walang order {id} para sa integration {integration}",
  orderMissing: "Walang order {id}",
  deliveryUnknown: "Walang delivery {id}: gumamit ng id mula sa GET /_sandbox/webhooks/deliveries",
  notYourIntegration: "Ang {field} {id} ay hindi isa sa iyong mga integration: gumamit ng id mula sa GET /api/v1/integrations",
  assetUnknown: "Ang {field} {id} ay hindi suportadong asset: gumamit ng isa sa {assets} (GET /api/v1/assets)",
  assetDisabled:
    "Naka-disable para sa mga operasyon ang {field} {id} (ipinapakita ng GET /api/v1/assets ang disabled: true): pumili ng naka-enable na asset",
  amountBelowMinimum:
    "Ang {field} {amount} ay mas mababa sa minimum na papasok na halaga na {minimum} {asset} sa {network}: magpadala ng hindi bababa sa {minimum}",
  customerRequired: "Kailangan ang customer sa paggawa ng order mula pa sa release 15.09.2025: ipadala ang { type, firstName, lastName }",
  customerObject: "Dapat object ang customer: { type, firstName, lastName }",
  customerType: 'Dapat "individual" ang customer.type (ang tanging uri ng customer na alam ng spec)',
  amountRequired: 'Kailangan ang halaga: ipadala ito bilang decimal na text, halimbawa "10.50"',
  amountNumber: 'Dapat string ng decimal na text ang halaga, gaya ng "10.50", hindi JSON number',
  amountString: 'Dapat string ng decimal na text ang halaga, gaya ng "10.50"',
  amountPlain:
    'Dapat simpleng decimal na text ang halaga, gaya ng "10.50": mga digit, hanggang isang tuldok, walang sign, exponent o espasyo',
  amountIntegerDigits: "Lampas sa {max} digit bago ang tuldok ang halaga",
  amountFractionDigits: "Lampas sa {max} decimal place ang halaga",
  amountPositive: "Dapat mas malaki sa zero ang halaga",
  amountDecimal: "Dapat decimal na text ang halaga",
  ownAddress:
    "Ang destinationAddress {address} ay isa sa sariling order address ng serbisyong ito: ipadala ang refund o withdrawal sa wallet ng nagbabayad o sa sarili mong wallet",
  addressInvalidTron:
    "Ang destinationAddress {address} ay hindi wastong {network} address para sa {asset}: inaasahan ang base58check address na nagsisimula sa T (34 character)",
  addressInvalidEvm:
    "Ang destinationAddress {address} ay hindi wastong {network} address para sa {asset}: inaasahan ang 0x na sinusundan ng 40 hex digit, na may tamang EIP-55 checksum kung halo-halo ang laki ng titik",
  balanceShort:
    "May {balance} {asset} ang integration {integration}, pero ang halagang {amount} kasama ang network fee na {fee} ay nangangailangan ng {needed}: kumukuha lang ang withdrawal sa integrationId na pinangalanan nito, at ang refund sa integration ng order na ire-refund.",
  refundOrderUnknown: "Ang refundOrderId {id} ay hindi isa sa iyong mga order: gamitin ang orderId ng nakumpletong payment o deposit order",
  refundOrderType: "Ang order {id} ay {type} order: payment at deposit order lang ang puwedeng i-refund",
  refundOrderStatus: "Ang order {id} ay {status}: makakagawa lang ng refund kapag nakumpleto na ang order",
  refundAssetMismatch: "Hindi tugma ang assetId {assetId} sa order {id}, na nakatanggap ng {asset}: mag-refund sa {asset}",
  refundTooMuch:
    "Lampas ang halagang {amount} sa puwede pang i-refund para sa order {id}: {refundable} {asset} (natanggap {primary}, na-refund {refunded})",
  markPaidRefused:
    "Hindi mamamarkahang bayad ang order {id}: puwede lang ito sa order na dumating ang bayad pagkatapos ng payment window nito (ginagawa pa)",
  noPaymentWindow: "Walang tumatakbong payment window ang order {id}: ang order lang mula sa payment link ang mayroon nito",

  linkUnknown: "Walang payment link {id}: gumamit ng linkId mula sa POST /api/v1/payment-links o GET /api/v1/payment-links",
  linkNameInvisible: "Walang nakikitang character ang pangalan: ilagay ang pangalan ng item ayon sa dapat mabasa ng mga nagbabayad",
  priceCurrencyUnknown:
    "Ang price.currency {currency} ay hindi currency na alam ng mga exchange rate ({currencies}) at hindi rin assetId ({assets})",
  priceAmountShape:
    "Dapat decimal na text na higit sa zero ang price.amount {amount} na may hanggang {digits} decimal place para sa {currency}, gaya ng {example}",
  priceInAsset: 'Ang presyong nasa {asset} ay babayaran lang sa {asset}: alisin ang assetIds o ipadala ang ["{asset}"]',
  priceAmountRequired: 'Kailangan ang price.amount, bilang decimal na text gaya ng "10.00"',
  priceAmountText: 'Dapat decimal na text ang price.amount, gaya ng "10.00"',
  priceCurrencyRequired: 'Kailangan ang price.currency: "USD", "EUR" o isang assetId',
  priceObject: 'Dapat object ang price: { amount: "10.00", currency: "USD" }',
  assetIdsEntry: "Dapat assetId na string ang bawat entry ng assetIds",
  assetIdsArray: "Dapat array ng mga assetId ang assetIds",
  assetIdsEmpty: "Dapat magbanggit ang assetIds ng kahit isang asset (alisin ito para sa lahat ng naka-enable na asset)",
  assetIdsTooMany: "Lampas sa {max} entry ang assetIds",
  expiryWhole: "Dapat buong bilang ng minuto mula {min} hanggang {max} ang expiresInMinutes",
  expiryMin: "Dapat hindi bababa sa {min} ang expiresInMinutes",
  expiryMax: "Dapat hindi hihigit sa {max} (isang linggo) ang expiresInMinutes",
  returnUrlHttps: "Dapat absolute na https URL ang returnUrl",
  returnUrlApp: "Dapat absolute na URL ang returnUrl: https, o link ng app sa isa sa mga app return scheme ng integration",

  payoutUnknown: "Walang payout {id}: gumamit ng orderId mula sa GET /api/v1/payouts",
  payoutNotAwaitingPaid: "Ang payout {id} ay {state}: payout lang na naghihintay pa ng bayad ang puwedeng markahang bayad",
  payoutNotAwaitingCancel:
    "Ang payout {id} ay {state}: payout lang na naghihintay pa ng bayad ang puwedeng kanselahin (maaaring nakaalis na sa wallet ang transfer na nakita para rito)",
  payoutNoStranger:
    "Walang transfer ang payout {id} mula sa hindi kilalang wallet na may ganitong hash at logIndex na naghihintay ng sagot: gumamit ng isang nakalista sa strangers ng payout",
  transferPaidOther:
    "Nakabayad na ng ibang payout ang transfer {hash} (log {logIndex}): isang payout lang ang kayang bayaran ng isang transfer",
  hashText: "Dapat string ang hash: ang transaction hash na ipinadala ng signer",
  hashShape: "Dapat 64 hex digit ang hash (may 0x sa unahan sa Ethereum at BNB Smart Chain): ang transaction hash na ipinadala ng signer",
  strangerHashText: "Dapat string ang hash: ang hash ng transfer na nakalista sa strangers ng payout",
  strangerHashShape:
    "Dapat 64 hex digit ang hash (may 0x sa unahan sa Ethereum at BNB Smart Chain): ang hash ng transfer na nakalista sa strangers ng payout",
  logIndexWhole: "Dapat buong numero ang logIndex: ang logIndex ng transfer na nakalista sa strangers ng payout",
  logIndexMin: "Dapat 0 o higit pa ang logIndex: ang logIndex ng transfer na nakalista sa strangers ng payout",

  bodyNotJson: "Hindi JSON ang Content-Type {contentType}: ipadala ang body bilang JSON na may Content-Type: application/json",
  bodyBadJson: "Hindi wastong JSON ang body ({reason}): magpadala ng isang JSON object",
  bodyNotObject: "Dapat JSON object ang body, natanggap ang {value}",
  bodyTooLarge: "Mas malaki sa {bytes} byte ang body: magpadala ng mas maliit na JSON object",
  idempotencyKeyShape:
    "Dapat 1 hanggang 255 nakikitang ASCII character na walang espasyo ang Idempotency-Key {key}: magpadala ng bagong random na value (isang UUID) bawat request",
  idempotencyKeyReused:
    "Nagamit na ang Idempotency-Key {key} para sa ibang request (ibang body o endpoint): ulitin ang eksaktong parehong request para makuha muli ang sagot nito, o gumamit ng bagong key para sa bagong request",
  requestsTooMany:
    "Napakaraming request sa {what}: hanggang {limit} bawat {seconds} s mula sa isang client ({setting}). Subukang muli pagkalipas ng bilang ng segundo sa Retry-After.",
  fieldDate: "Dapat petsa ang {field} sa anyong YYYY-MM-DD",
  fieldControlCharacters: "Hindi dapat may control character ang {field} (nakita ang {character}): ipadala ang text nang wala ang mga ito",
  fieldDisplayCharacters:
    "Hindi dapat may control o bidirectional formatting character ang {field} (nakita ang {character}): binabago nila ang nakikita ng nagbabayad",
  fieldRequired: "Kailangan ang {field}",
  fieldEmpty: "Hindi dapat walang laman ang {field}",
  fieldTooLong: "Lampas sa {max} character ang {field}",
  fieldText: "Dapat text ang {field}",
  fieldString: "Dapat string ang {field}",
  fieldOneOf: "Dapat isa sa {values} ang {field}",
  fieldType: "Dapat {expected} ang {field}",
  fieldInvalid: "Hindi wasto ang {field}",
  received: "{message} (natanggap: {received})",
} satisfies RefusalWords;
