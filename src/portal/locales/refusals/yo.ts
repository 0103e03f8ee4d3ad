// Yoruba: the service's refusals, as the portal shows them next to a form's fields.
import type { RefusalWords } from "../../../shared/refusal-words.ts";

export default {
  signInNoMatchMailed:
    "Ímeèlì àti ọ̀rọ̀ aṣínà yìí kò bá àkọọ́lẹ̀ kankan mu. Ẹ ṣàyẹ̀wò méjèèjì, tàbí kí ẹ tún ọ̀rọ̀ aṣínà ṣe pẹ̀lú “Ṣé ẹ gbàgbé ọ̀rọ̀ aṣínà?”.",
  signInNoMatchOperator:
    "Ímeèlì àti ọ̀rọ̀ aṣínà yìí kò bá àkọọ́lẹ̀ kankan mu. Ẹ ṣàyẹ̀wò méjèèjì, tàbí kí ẹ tún ọ̀rọ̀ aṣínà ṣe nípasẹ̀ alábòójútó iṣẹ́ náà.",
  signInTooMany: "Ìgbìyànjú wíwọlé tí kò yọrí ti pọ̀ jù fún ímeèlì yìí tàbí láti àdírẹ́sì yìí: ẹ tún gbìyànjú lẹ́yìn ìṣẹ́jú {minutes}",
  signInsToAccountTooMany: "Wíwọlé sí àkọọ́lẹ̀ yìí ti pọ̀ jù: ẹ tún gbìyànjú lẹ́yìn ìṣẹ́jú {minutes}",
  signUpsTooMany: "Ìforúkọsílẹ̀ láti àdírẹ́sì yìí ti pọ̀ jù: ẹ tún gbìyànjú lẹ́yìn ìṣẹ́jú {minutes}",
  wrongAnswersTooMany: "Ìdáhùn tí kò tọ́ ti pọ̀ jù: ẹ tún gbìyànjú lẹ́yìn ìṣẹ́jú {minutes}",
  resetRequestsTooMany: "Ìbéèrè àtúnṣe ọ̀rọ̀ aṣínà ti pọ̀ jù fún ímeèlì yìí tàbí láti àdírẹ́sì yìí: ẹ tún gbìyànjú lẹ́yìn ìṣẹ́jú {minutes}",
  passwordChecksTooMany:
    "Àyẹ̀wò ọ̀rọ̀ aṣínà láti àdírẹ́sì yìí lẹ́ẹ̀kan náà ti pọ̀ jù ({count} ní púpọ̀ jùlọ ló lè dúró): ẹ tún gbìyànjú lẹ́yìn ìṣẹ́jú àáyá díẹ̀",
  passwordChecksBusy: "Iṣẹ́ náà ń ṣàyẹ̀wò ọ̀rọ̀ aṣínà lọ́wọ́: ẹ tún gbìyànjú lẹ́yìn ìṣẹ́jú àáyá díẹ̀",
  signInCodeNeeded: "Ẹ tẹ kóòdù oní-nọ́ńbà 6 láti inú áàpù ìjẹ́rìísí yín, tàbí ọ̀kan lára àwọn kóòdù ìmúpadàbọ̀sípò yín",
  signInCodeWrong: "Kóòdù yìí kò tọ́ (tàbí wọ́n ti lò ó tẹ́lẹ̀): ẹ tẹ kóòdù tí áàpù yín ń fihàn báyìí",
  codeNeeded: "Ẹ tẹ kóòdù oní-nọ́ńbà 6 láti inú áàpù ìjẹ́rìísí yín, tàbí kóòdù ìmúpadàbọ̀sípò kan",
  codeWrong: "Kóòdù yìí kò tọ́ (tàbí wọ́n ti lò ó tẹ́lẹ̀)",
  passwordNeeded: "Ẹ tẹ ọ̀rọ̀ aṣínà yín",
  passwordWrong: "Ọ̀rọ̀ aṣínà yìí kò tọ́",
  currentPasswordWrong: "Ọ̀rọ̀ aṣínà lọ́wọ́lọ́wọ́ kò tọ́",
  signUpClosed: "Ìforúkọsílẹ̀ ti di títì lórí iṣẹ́ yìí: ẹ béèrè àkọọ́lẹ̀ lọ́wọ́ alábòójútó rẹ̀",
  signUpRefused: "A kò lè ṣẹ̀dá àkọọ́lẹ̀ pẹ̀lú ímeèlì yìí: bí ó bá jẹ́ tiyín, ẹ wọlé dípò bẹ́ẹ̀",
  passwordLinkUnusable: "Ìjápọ̀ yìí kò ṣiṣẹ́ (wọ́n ti lò ó, àkókò rẹ̀ ti kọjá, tàbí kò pé): ẹ béèrè tuntun",
  passwordLinkNotWhole: "ìjápọ̀ yìí kò pé: ẹ ṣí ìjápọ̀ tí alábòójútó fún yín",
  resetNotMailed: "Iṣẹ́ yìí kì í fi àtúnṣe ọ̀rọ̀ aṣínà ránṣẹ́ nípasẹ̀ ímeèlì: ẹ béèrè ìjápọ̀ lọ́wọ́ alábòójútó rẹ̀ láti ṣètò ọ̀rọ̀ aṣínà tuntun",
  emailInvalid: "ímeèlì gbọ́dọ̀ jẹ́ àdírẹ́sì bíi you@example.com",
  newPasswordLength: "ọ̀rọ̀ aṣínà gbọ́dọ̀ jẹ́ ohun kíkọ {min} sí {max} (ọ̀rọ̀ díẹ̀ papọ̀ máa ń ṣe èyí tó dára)",
  passwordLength: "ọ̀rọ̀ aṣínà gbọ́dọ̀ jẹ́ ohun kíkọ 1 sí {max}",
  codeShapeWithRecovery: "kóòdù náà gbọ́dọ̀ jẹ́ nọ́ńbà 6 tí áàpù ìjẹ́rìísí yín ń fihàn, tàbí kóòdù ìmúpadàbọ̀sípò bíi abcd-efgh-ijkl-mnop",
  codeShape: "kóòdù náà gbọ́dọ̀ jẹ́ nọ́ńbà 6 tí áàpù ìjẹ́rìísí yín ń fihàn",
  notSignedIn: "Ẹ kò tíì wọlé (tàbí ìgbà yín ti parí): ẹ tún wọlé",
  accountGone: "Àkọọ́lẹ̀ yìí kò sí mọ́",
  stepUpCode: "Àyípadà yìí nílò kóòdù ìjẹ́rìísí yín tí ẹ tẹ̀ láàárín ìṣẹ́jú {minutes} sẹ́yìn: ẹ jẹ́rìísí rẹ̀, lẹ́yìn náà ẹ tún àyípadà náà ṣe",
  stepUpPassword: "Àyípadà yìí nílò ọ̀rọ̀ aṣínà yín tí ẹ tẹ̀ láàárín ìṣẹ́jú {minutes} sẹ́yìn: ẹ jẹ́rìísí rẹ̀, lẹ́yìn náà ẹ tún àyípadà náà ṣe",
  crossOrigin: "Àyípadà pọ́tà ni a ń gbà láti ojú-ìwé pọ́tà fúnra rẹ̀ lórí {origin} nìkan (Origin {sentOrigin}, Sec-Fetch-Site {site})",

  twoFactorAlreadyOn: "Wíwọlé oní-ìgbésẹ̀ méjì ti wà ní títàn: ẹ pa á kọ́kọ́ láti bẹ̀rẹ̀ pẹ̀lú áàpù tuntun",
  twoFactorAlreadyOff: "Wíwọlé oní-ìgbésẹ̀ méjì ti wà ní pípa",
  twoFactorNotStarted: "Ẹ bẹ̀rẹ̀ ìṣètò ìgbésẹ̀ méjì kọ́kọ́: kò sí kọ́kọ́rọ́ tuntun tí ń dúró de kóòdù rẹ̀",
  twoFactorCodeMismatch: "Kóòdù yìí kò bá kọ́kọ́rọ́ tuntun mu: ẹ ṣàyẹ̀wò aago áàpù náà kí ẹ sì tẹ kóòdù tí ó ń fihàn báyìí",
  twoFactorRestarted: "Wọ́n tún ìṣètò náà bẹ̀rẹ̀ níbòmíràn: ẹ lo kọ́kọ́rọ́ tuntun jùlọ tí a fihàn",

  apiKeyName: "orúkọ gbọ́dọ̀ jẹ́ ohun kíkọ 1 sí {max}, bíi “Sáfà ṣọ́ọ̀bù”",
  apiKeyUnknown: "Kò sí kọ́kọ́rọ́ API {id} tí ó jẹ́ ti àkọọ́lẹ̀ yìí",
  clientGone: "Oníbàárà (client) àkọọ́lẹ̀ yìí kò sí mọ́",
  languageUnknown: "èdè gbọ́dọ̀ jẹ́ kóòdù èdè tí iṣẹ́ náà ń sọ, bíi “en”, “de”, “pt” tàbí “zh-Hant”",

  integrationUnknown: "ìsopọ̀ {id} kò sí: ẹ lo id láti GET /api/v1/integrations",
  shopNameInvisible:
    "orúkọ kò ní lẹ́tà tí a lè rí (àyè òfo nìkan, àwọn olùsopọ̀ tàbí lẹ́tà àìrí míràn): ẹ fún wa ní orúkọ ṣọ́ọ̀bù bí àwọn asanwó ṣe yẹ kí wọ́n kà á",
  urlNotHttp: "{field} gbọ́dọ̀ jẹ́ URL http(s) pípé",
  supportUrlNotHttp: "supportUrl gbọ́dọ̀ jẹ́ URL http(s) pípé bíi https://shop.example/help",
  supportUrlCredentials: "supportUrl kò gbọ́dọ̀ ní ìwé-ẹ̀rí wíwọlé (user:password@): àwọn asanwó ń rí i",
  urlNotHttps: "{field} gbọ́dọ̀ lo https; a rí {got}",
  urlUserinfo:
    "{field} kò gbọ́dọ̀ ní olùmúlò tàbí ọ̀rọ̀ aṣínà ṣáájú “@” (ó dà bí {shownHost} ṣùgbọ́n ó ń yọrí sí {host}): ẹ fún wa ní àdírẹ́sì ṣọ́ọ̀bù fúnra rẹ̀",
  urlHttpSandbox: "{field} gbọ́dọ̀ lo https (a gba http fún localhost, 127.0.0.1 àti [::1] nìkan ní ipò ìdánwò); a rí {origin}",
  logoUrlNotHttps: "logoUrl gbọ́dọ̀ jẹ́ URL https pípé (tàbí null tí kò bá sí)",
  accentColor: "accentColor gbọ́dọ̀ jẹ́ àwọ̀ bíi #rrggbb (tàbí null fún àtìbẹ̀rẹ̀)",
  callbackUrlNotHttp: "callbackUrl gbọ́dọ̀ jẹ́ URL http(s)",
  callbackUrlCredentials:
    "callbackUrl kò gbọ́dọ̀ ní ìwé-ẹ̀rí wíwọlé (user:password@): ẹ jẹ́rìísí callbacks nípasẹ̀ àkọlé webhook-signature wọn dípò bẹ́ẹ̀",
  callbackDestinationRefusedOutsideSandbox:
    "a kọ̀ callbackUrl: {host} ń tọ́ka sí {address}; ibi tí callback ń lọ {ip} jẹ́ {range}: a kọ̀ ọ́ ní ìta ipò ìdánwò (òfin “{rule}”; WEBHOOK_ALLOW_PRIVATE=1 ń gbà á láàyè)",
  callbackDestinationNever:
    "a kọ̀ callbackUrl: {host} ń tọ́ka sí {address}; ibi tí callback ń lọ {ip} jẹ́ {range}: callbacks kì í lọ síbẹ̀ láé (òfin “{rule}”)",
  callbackAddressRefusedOutsideSandbox:
    "a kọ̀ callbackUrl: ibi tí callback ń lọ {ip} jẹ́ {range}: a kọ̀ ọ́ ní ìta ipò ìdánwò (òfin “{rule}”; WEBHOOK_ALLOW_PRIVATE=1 ń gbà á láàyè)",
  callbackAddressNever: "a kọ̀ callbackUrl: ibi tí callback ń lọ {ip} jẹ́ {range}: callbacks kì í lọ síbẹ̀ láé (òfin “{rule}”)",
  callbackUrlRefused: "a kọ̀ callbackUrl: {problem}",
  callbackUrlMissing:
    "ìsopọ̀ {id} kò ní URL callback: ẹ ṣètò ọ̀kan pẹ̀lú PUT /_sandbox/integrations/{id}/webhook kọ́kọ́, tàbí kí ẹ ṣiṣẹ́ crypto-checkout listen",
  testEventsTooMany:
    "Ìṣẹ̀lẹ̀ ìdánwò {limit} ní púpọ̀ jùlọ fún ìsopọ̀ kọ̀ọ̀kan ní gbogbo ìṣẹ́jú {minutes} (TEST_EVENTS_PER_INTEGRATION): ẹ fi èyí tó kàn ránṣẹ́ lẹ́yìn ìṣẹ́jú àáyá tó wà nínú Retry-After",
  originsList: "allowedOrigins gbọ́dọ̀ jẹ́ àkójọ àwọn origin, tàbí null láti gba gbogbo rẹ̀ láàyè",
  originsTooMany: "allowedOrigins ní ju origin {max} lọ",
  originText: "origin kọ̀ọ̀kan gbọ́dọ̀ jẹ́ string",
  originExact:
    "origin kọ̀ọ̀kan gbọ́dọ̀ jẹ́ origin http(s) pàtó bíi “https://shop.example” (scheme àti host, láìsí ipa-ọ̀nà tàbí wildcard); a rí {got}",
  appSchemesList: 'appReturnSchemes gbọ́dọ̀ jẹ́ àkójọ àwọn scheme bíi ["myshop"], tàbí [] tí kò bá sí',
  appSchemesTooMany: "appReturnSchemes ní ju scheme {max} lọ",
  appSchemeText: "scheme ìpadàbọ̀ áàpù kọ̀ọ̀kan gbọ́dọ̀ jẹ́ string bíi “myshop”",
  appSchemeShape:
    "scheme ìpadàbọ̀ áàpù kọ̀ọ̀kan gbọ́dọ̀ jẹ́ scheme URL bíi “myshop”: lẹ́tà kékeré kan, lẹ́yìn náà tó lẹ́tà 31, nọ́ńbà, “+”, “-” tàbí “.”; a rí {got}",
  appSchemeWeb: "scheme ìpadàbọ̀ áàpù kò lè jẹ́ {scheme}: a máa ń gba URL ìpadàbọ̀ https láàyè nígbà gbogbo, ẹ kọ scheme áàpù fúnra rẹ̀ nìkan",
  appSchemeDevice: "scheme ìpadàbọ̀ áàpù kò lè jẹ́ {scheme}: ó ń ṣiṣẹ́ tàbí kà nǹkan lórí ẹ̀rọ asanwó dípò kí ó ṣí áàpù",
  toleranceText: "paymentTolerancePercent gbọ́dọ̀ jẹ́ ọ̀rọ̀ ìdá-mẹ́wàá bíi “0.5” (ìdá-ọgọ́rùn-ún)",
  tolerancePlain: "paymentTolerancePercent gbọ́dọ̀ jẹ́ ọ̀rọ̀ ìdá-mẹ́wàá lásán bíi “0.5”: nọ́ńbà àti àmì kan tí kò pọn dandan",
  toleranceFraction: "paymentTolerancePercent ní ju nọ́ńbà 2 lọ lẹ́yìn àmì",
  toleranceRange: "paymentTolerancePercent gbọ́dọ̀ wà láàárín 0 àti 100",
  supportEmail: "supportEmail gbọ́dọ̀ jẹ́ àdírẹ́sì ímeèlì bíi help@shop.example",
  fieldTrueOrFalse: "{field} gbọ́dọ̀ jẹ́ true tàbí false",
  fieldStringOrNull: "{field} gbọ́dọ̀ jẹ́ string tàbí null",

  orderUnknown: "àṣẹ ríra {id} kò sí: ẹ lo orderId láti inú àkójọ àṣẹ ríra",
  orderUnknownForIntegration: "àṣẹ ríra {id} kò sí fún ìsopọ̀ {integration}",
  orderMissing: "àṣẹ ríra {id} kò sí",
  deliveryUnknown: "ìfiránṣẹ́ {id} kò sí: ẹ lo id láti GET /_sandbox/webhooks/deliveries",
  notYourIntegration: "{field} {id} kì í ṣe ọ̀kan lára àwọn ìsopọ̀ yín: ẹ lo id láti GET /api/v1/integrations",
  assetUnknown: "{field} {id} kì í ṣe ohun ìní tí a ṣe àtìlẹ́yìn fún: ẹ lo ọ̀kan lára {assets} (GET /api/v1/assets)",
  assetDisabled: "{field} {id} ti di pípa fún iṣẹ́ (GET /api/v1/assets fihàn disabled: true): ẹ yan ohun ìní tí ó ń ṣiṣẹ́",
  amountBelowMinimum:
    "{field} {amount} kéré sí iye tí ń wọlé tó kéré jùlọ, {minimum} {asset} lórí {network}: ẹ fi ó kéré tán {minimum} ránṣẹ́",
  customerRequired: "customer pọn dandan nígbà ṣíṣẹ̀dá àṣẹ ríra láti ìtújáde 15.09.2025: ẹ fi { type, firstName, lastName } ránṣẹ́",
  customerObject: "customer gbọ́dọ̀ jẹ́ object: { type, firstName, lastName }",
  customerType: "customer.type gbọ́dọ̀ jẹ́ “individual” (irú oníbàárà kan ṣoṣo tí ìlànà mọ̀)",
  amountRequired: "iye owó pọn dandan: ẹ fi ránṣẹ́ gẹ́gẹ́ bí ọ̀rọ̀ ìdá-mẹ́wàá, fún àpẹẹrẹ “10.50”",
  amountNumber: "iye owó gbọ́dọ̀ jẹ́ string ọ̀rọ̀ ìdá-mẹ́wàá bíi “10.50”, kì í ṣe nọ́ńbà JSON",
  amountString: "iye owó gbọ́dọ̀ jẹ́ string ọ̀rọ̀ ìdá-mẹ́wàá bíi “10.50”",
  amountPlain: "iye owó gbọ́dọ̀ jẹ́ ọ̀rọ̀ ìdá-mẹ́wàá lásán bíi “10.50”: nọ́ńbà, àmì kan tí kò pọn dandan, láìsí àmì +/-, exponent tàbí àyè òfo",
  amountIntegerDigits: "iye owó ní ju nọ́ńbà {max} lọ ṣáájú àmì",
  amountFractionDigits: "iye owó ní ju nọ́ńbà {max} lọ lẹ́yìn àmì",
  amountPositive: "iye owó gbọ́dọ̀ ju òdo lọ",
  amountDecimal: "iye owó gbọ́dọ̀ jẹ́ ọ̀rọ̀ ìdá-mẹ́wàá",
  ownAddress:
    "destinationAddress {address} jẹ́ ọ̀kan lára àdírẹ́sì àṣẹ ríra ti iṣẹ́ yìí fúnra rẹ̀: ẹ fi owó tí a dá padà tàbí owó tí a yọ ránṣẹ́ sí àpamọ́wọ́ asanwó tàbí tiyín",
  addressInvalidTron:
    "destinationAddress {address} kì í ṣe àdírẹ́sì {network} tó tọ́ fún {asset}: a ń retí àdírẹ́sì base58check tí ó bẹ̀rẹ̀ pẹ̀lú T (ohun kíkọ 34)",
  addressInvalidEvm:
    "destinationAddress {address} kì í ṣe àdírẹ́sì {network} tó tọ́ fún {asset}: a ń retí 0x àti nọ́ńbà hex 40, pẹ̀lú checksum EIP-55 tó tọ́ bí lẹ́tà ńlá àti kékeré bá dàpọ̀",
  balanceShort:
    "ìsopọ̀ {integration} ní {balance} {asset}, ṣùgbọ́n iye {amount} pẹ̀lú owó nẹ́tíwọ̀ọ̀kì {fee} nílò {needed}: yíyọ owó ń gbà láti integrationId tí ó dárúkọ nìkan, dídá owó padà láti ìsopọ̀ àṣẹ ríra tí a dá owó rẹ̀ padà.",
  refundOrderUnknown: "refundOrderId {id} kì í ṣe ọ̀kan lára àṣẹ ríra yín: ẹ lo orderId ti àṣẹ ìsanwó tàbí ìfipamọ́ tí ó ti parí",
  refundOrderType: "àṣẹ ríra {id} jẹ́ àṣẹ {type}: àṣẹ ìsanwó àti ìfipamọ́ nìkan ni a lè dá owó wọn padà",
  refundOrderStatus: "àṣẹ ríra {id} wà ní {status}: a lè dá owó padà lẹ́yìn tí àṣẹ náà bá parí nìkan",
  refundAssetMismatch: "assetId {assetId} kò bá àṣẹ ríra {id} mu, èyí tí ó gba {asset}: ẹ dá owó padà ní {asset}",
  refundTooMuch: "iye {amount} ju ohun tí a ṣì lè dá padà fún àṣẹ ríra {id}: {refundable} {asset} (a gbà {primary}, a dá padà {refunded})",
  markPaidRefused:
    "a kò lè sàmì sí àṣẹ ríra {id} pé a ti san án: àṣẹ tí ìsanwó rẹ̀ dé lẹ́yìn àkókò rẹ̀ (tí ó ṣì ń lọ lọ́wọ́) nìkan ni a lè sàmì sí",
  noPaymentWindow: "àṣẹ ríra {id} kò ní àkókò ìsanwó tí ń lọ: àṣẹ tí a ṣe nípasẹ̀ ìjápọ̀ ìsanwó nìkan ló ní i",

  linkUnknown: "ìjápọ̀ ìsanwó {id} kò sí: ẹ lo linkId láti POST /api/v1/payment-links tàbí GET /api/v1/payment-links",
  linkNameInvisible: "orúkọ kò ní lẹ́tà tí a lè rí: ẹ fún wa ní orúkọ ọjà bí àwọn asanwó ṣe yẹ kí wọ́n kà á",
  priceCurrencyUnknown:
    "price.currency {currency} kì í ṣe owó tí àwọn oṣùwọ̀n pàṣípààrọ̀ mọ̀ ({currencies}) bẹ́ẹ̀ ni kì í ṣe assetId ({assets})",
  priceAmountShape:
    "price.amount {amount} gbọ́dọ̀ jẹ́ ọ̀rọ̀ ìdá-mẹ́wàá tó ju òdo lọ, pẹ̀lú nọ́ńbà {digits} lẹ́yìn àmì ní púpọ̀ jùlọ fún {currency}, bíi {example}",
  priceInAsset: 'iye owó ní {asset} ni a ń san ní {asset} nìkan: ẹ fi assetIds sílẹ̀ tàbí ẹ fi ["{asset}"] ránṣẹ́',
  priceAmountRequired: "price.amount pọn dandan, gẹ́gẹ́ bí ọ̀rọ̀ ìdá-mẹ́wàá bíi “10.00”",
  priceAmountText: "price.amount gbọ́dọ̀ jẹ́ ọ̀rọ̀ ìdá-mẹ́wàá bíi “10.00”",
  priceCurrencyRequired: "price.currency pọn dandan: “USD”, “EUR” tàbí assetId kan",
  priceObject: 'price gbọ́dọ̀ jẹ́ object: { amount: "10.00", currency: "USD" }',
  assetIdsEntry: "ọ̀kọ̀ọ̀kan nínú assetIds gbọ́dọ̀ jẹ́ string assetId",
  assetIdsArray: "assetIds gbọ́dọ̀ jẹ́ array ti assetId",
  assetIdsEmpty: "assetIds gbọ́dọ̀ dárúkọ ó kéré tán ohun ìní kan (ẹ fi sílẹ̀ fún gbogbo ohun ìní tí ó ń ṣiṣẹ́)",
  assetIdsTooMany: "assetIds ní ju ohun {max} lọ",
  expiryWhole: "expiresInMinutes gbọ́dọ̀ jẹ́ ìṣẹ́jú odidi láti {min} sí {max}",
  expiryMin: "expiresInMinutes gbọ́dọ̀ jẹ́ ó kéré tán {min}",
  expiryMax: "expiresInMinutes gbọ́dọ̀ jẹ́ {max} ní púpọ̀ jùlọ (ọ̀sẹ̀ kan)",
  returnUrlHttps: "returnUrl gbọ́dọ̀ jẹ́ URL https pípé",
  returnUrlApp: "returnUrl gbọ́dọ̀ jẹ́ URL pípé: https, tàbí ìjápọ̀ áàpù lórí ọ̀kan lára àwọn scheme ìpadàbọ̀ áàpù ìsopọ̀ náà",

  payoutUnknown: "owó jíjáde {id} kò sí: ẹ lo orderId láti GET /api/v1/payouts",
  payoutNotAwaitingPaid: "owó jíjáde {id} wà ní {state}: owó jíjáde tí ó ṣì ń dúró de ìsanwó nìkan ni a lè sàmì sí pé a ti san",
  payoutNotAwaitingCancel:
    "owó jíjáde {id} wà ní {state}: owó jíjáde tí ó ṣì ń dúró de ìsanwó nìkan ni a lè fagilé (ìfiránṣẹ́ tí a rí fún un lè ti kúrò nínú àpamọ́wọ́)",
  payoutNoStranger:
    "owó jíjáde {id} kò ní ìfiránṣẹ́ láti àpamọ́wọ́ àìmọ̀ pẹ̀lú hash àti logIndex yìí tí ń dúró de ìdáhùn: ẹ lo èyí tí a kọ sínú àwọn àjèjì owó jíjáde náà",
  transferPaidOther: "ìfiránṣẹ́ {hash} (log {logIndex}) ti san owó jíjáde míràn tẹ́lẹ̀: ìfiránṣẹ́ kan ń san ọ̀kan ṣoṣo ní púpọ̀ jùlọ",
  hashText: "hash gbọ́dọ̀ jẹ́ string: hash ìdúnàádúrà tí olùfọwọ́sí fi ránṣẹ́",
  hashShape: "hash gbọ́dọ̀ jẹ́ nọ́ńbà hex 64 (pẹ̀lú 0x níwájú lórí Ethereum àti BNB Smart Chain): hash ìdúnàádúrà tí olùfọwọ́sí fi ránṣẹ́",
  strangerHashText: "hash gbọ́dọ̀ jẹ́ string: hash ìfiránṣẹ́ tí a kọ sínú àwọn àjèjì owó jíjáde náà",
  strangerHashShape:
    "hash gbọ́dọ̀ jẹ́ nọ́ńbà hex 64 (pẹ̀lú 0x níwájú lórí Ethereum àti BNB Smart Chain): hash ìfiránṣẹ́ tí a kọ sínú àwọn àjèjì owó jíjáde náà",
  logIndexWhole: "logIndex gbọ́dọ̀ jẹ́ nọ́ńbà odidi: logIndex ìfiránṣẹ́ tí a kọ sínú àwọn àjèjì owó jíjáde náà",
  logIndexMin: "logIndex gbọ́dọ̀ jẹ́ 0 tàbí jù bẹ́ẹ̀ lọ: logIndex ìfiránṣẹ́ tí a kọ sínú àwọn àjèjì owó jíjáde náà",

  bodyNotJson: "Content-Type {contentType} kì í ṣe JSON: ẹ fi ara ìbéèrè ránṣẹ́ gẹ́gẹ́ bí JSON pẹ̀lú Content-Type: application/json",
  bodyBadJson: "Ara ìbéèrè kì í ṣe JSON tó tọ́ ({reason}): ẹ fi object JSON kan ránṣẹ́",
  bodyNotObject: "Ara ìbéèrè gbọ́dọ̀ jẹ́ object JSON, a gbà {value}",
  bodyTooLarge: "Ara ìbéèrè tóbi ju byte {bytes} lọ: ẹ fi object JSON tó kéré ránṣẹ́",
  idempotencyKeyShape:
    "Idempotency-Key {key} gbọ́dọ̀ jẹ́ ohun kíkọ ASCII tí a lè rí 1 sí 255 láìsí àyè òfo: ẹ fi iye àìròtẹ́lẹ̀ tuntun (UUID) ránṣẹ́ fún ìbéèrè kọ̀ọ̀kan",
  idempotencyKeyReused:
    "Idempotency-Key {key} ti jẹ́ lílò fún ìbéèrè míràn (ara tàbí endpoint míràn): ẹ tún ìbéèrè kan náà gẹ́lẹ́ ṣe láti rí ìdáhùn rẹ̀ padà, tàbí ẹ lo kọ́kọ́rọ́ tuntun fún ìbéèrè tuntun",
  requestsTooMany:
    "Ìbéèrè sí {what} ti pọ̀ jù: {limit} ní púpọ̀ jùlọ ní ìṣẹ́jú àáyá {seconds} láti oníbàárà kan ({setting}). Ẹ tún gbìyànjú lẹ́yìn ìṣẹ́jú àáyá tó wà nínú Retry-After.",
  fieldDate: "{field} gbọ́dọ̀ jẹ́ ọjọ́ bíi YYYY-MM-DD",
  fieldControlCharacters: "{field} kò gbọ́dọ̀ ní ohun kíkọ ìṣàkóso (a rí {character}): ẹ fi ọ̀rọ̀ náà ránṣẹ́ láìsí wọn",
  fieldDisplayCharacters:
    "{field} kò gbọ́dọ̀ ní ohun kíkọ ìṣàkóso tàbí ti ìtọ́sọ́nà méjì (a rí {character}): wọ́n ń yí ohun tí asanwó ń rí padà",
  fieldRequired: "{field} pọn dandan",
  fieldEmpty: "{field} kò gbọ́dọ̀ ṣófo",
  fieldTooLong: "{field} gùn ju ohun kíkọ {max} lọ",
  fieldText: "{field} gbọ́dọ̀ jẹ́ ọ̀rọ̀",
  fieldString: "{field} gbọ́dọ̀ jẹ́ string",
  fieldOneOf: "{field} gbọ́dọ̀ jẹ́ ọ̀kan lára {values}",
  fieldType: "{field} gbọ́dọ̀ jẹ́ {expected}",
  fieldInvalid: "{field} kò tọ́",
  received: "{message} (a gbà {received})",
} satisfies RefusalWords;
