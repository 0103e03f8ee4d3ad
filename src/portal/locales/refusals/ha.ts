// Hausa: the service's refusals, as the portal shows them next to a form's fields.
import type { RefusalWords } from "../../../shared/refusal-words.ts";

export default {
  signInNoMatchMailed:
    "Wannan imel da kalmar sirri ba su dace da wani asusu ba. Ku duba duka biyun, ko ku sake saita kalmar sirri ta “Kun manta kalmar sirri?”.",
  signInNoMatchOperator:
    "Wannan imel da kalmar sirri ba su dace da wani asusu ba. Ku duba duka biyun, ko ku sake saita kalmar sirri ta hannun mai gudanar da sabis ɗin.",
  signInTooMany: "Shiga da bai yi nasara ba ya yi yawa don wannan imel ko daga wannan adireshi: ku sake gwadawa bayan minti {minutes}",
  signInsToAccountTooMany: "Shiga cikin wannan asusu ya yi yawa: ku sake gwadawa bayan minti {minutes}",
  signUpsTooMany: "Buɗe asusu daga wannan adireshi ya yi yawa: ku sake gwadawa bayan minti {minutes}",
  wrongAnswersTooMany: "Amsoshi marasa daidai sun yi yawa: ku sake gwadawa bayan minti {minutes}",
  resetRequestsTooMany:
    "Buƙatun sake saita kalmar sirri sun yi yawa don wannan imel ko daga wannan adireshi: ku sake gwadawa bayan minti {minutes}",
  passwordChecksTooMany:
    "Binciken kalmar sirri daga wannan adireshi a lokaci ɗaya ya yi yawa (mafi yawa {count} suna jira): ku sake gwadawa bayan ’yan daƙiƙoƙi",
  passwordChecksBusy: "Sabis ɗin yana cikin aikin binciken kalmomin sirri: ku sake gwadawa bayan ’yan daƙiƙoƙi",
  signInCodeNeeded: "Ku shigar da lambar lambobi 6 daga manhajar tantancewarku, ko ɗaya daga cikin lambobin dawo da asusunku",
  signInCodeWrong: "Wannan lambar ba daidai ba ce (ko an riga an yi amfani da ita): ku shigar da lambar da manhajarku ke nunawa yanzu",
  codeNeeded: "Ku shigar da lambar lambobi 6 daga manhajar tantancewarku, ko lambar dawo da asusu",
  codeWrong: "Wannan lambar ba daidai ba ce (ko an riga an yi amfani da ita)",
  passwordNeeded: "Ku shigar da kalmar sirrinku",
  passwordWrong: "Wannan kalmar sirri ba daidai ba ce",
  currentPasswordWrong: "Kalmar sirri ta yanzu ba daidai ba ce",
  signUpClosed: "An rufe buɗe asusu a wannan sabis: ku nemi asusu daga mai gudanar da shi",
  signUpRefused: "Ba za a iya buɗe asusu da wannan imel ba: idan naku ne, ku shiga maimakon haka",
  passwordLinkUnusable: "Wannan mahaɗi ba ya aiki (an riga an yi amfani da shi, lokacinsa ya ƙare, ko bai cika ba): ku nemi sabo",
  passwordLinkNotWhole: "wannan mahaɗi bai cika ba: ku buɗe mahaɗin da mai gudanarwa ya ba ku",
  resetNotMailed:
    "Wannan sabis ba ya aika sake saita kalmar sirri ta imel: ku nemi mahaɗi daga mai gudanar da shi don saita sabuwar kalmar sirri",
  emailInvalid: "imel dole ya zama adireshi kamar you@example.com",
  newPasswordLength: "kalmar sirri dole ta kasance haruffa {min} zuwa {max} (’yan kalmomi kaɗan suna yin kyakkyawa)",
  passwordLength: "kalmar sirri dole ta kasance haruffa 1 zuwa {max}",
  codeShapeWithRecovery:
    "lambar dole ta zama lambobi 6 da manhajar tantancewarku ke nunawa, ko lambar dawo da asusu kamar abcd-efgh-ijkl-mnop",
  codeShape: "lambar dole ta zama lambobi 6 da manhajar tantancewarku ke nunawa",
  notSignedIn: "Ba ku shiga ba (ko zamanku ya ƙare): ku sake shiga",
  accountGone: "Wannan asusu babu shi kuma",
  stepUpCode:
    "Wannan canji yana buƙatar lambar tantancewarku da aka shigar cikin mintuna {minutes} da suka wuce: ku tabbatar da ita, sannan ku maimaita canjin",
  stepUpPassword:
    "Wannan canji yana buƙatar kalmar sirrinku da aka shigar cikin mintuna {minutes} da suka wuce: ku tabbatar da ita, sannan ku maimaita canjin",
  crossOrigin:
    "Ana karɓar canje-canjen portal ne kawai daga shafin portal ɗin kansa a {origin} (Origin {sentOrigin}, Sec-Fetch-Site {site})",

  twoFactorAlreadyOn: "Shiga mataki biyu ya riga ya kunna: ku kashe shi tukuna don farawa da sabuwar manhaja",
  twoFactorAlreadyOff: "Shiga mataki biyu ya riga ya kashe",
  twoFactorNotStarted: "Ku fara saita mataki biyu tukuna: babu sabon maɓalli da ke jiran lambarsa",
  twoFactorCodeMismatch:
    "Wannan lambar ba ta dace da sabon maɓallin ba: ku duba agogon manhajar kuma ku shigar da lambar da take nunawa yanzu",
  twoFactorRestarted: "An sake fara saitin a wani wuri: ku yi amfani da sabon maɓallin da aka nuna na ƙarshe",

  apiKeyName: "suna dole ya kasance haruffa 1 zuwa {max}, kamar “Sabar shago”",
  apiKeyUnknown: "Babu maɓallin API {id} na wannan asusu",
  clientGone: "Abokin hulɗa (client) na wannan asusu babu shi kuma",
  languageUnknown: "harshe dole ya zama lambar harshen da sabis ɗin ke magana, kamar “en”, “de”, “pt” ko “zh-Hant”",

  integrationUnknown: "haɗi {id} babu shi: ku yi amfani da id daga GET /api/v1/integrations",
  shopNameInvisible:
    "suna ba shi da harafin da ake gani (sarari kawai, masu haɗawa ko wasu haruffa marasa ganuwa): ku ba da sunan shagon yadda masu biya za su karanta shi",
  urlNotHttp: "{field} dole ya zama cikakken URL na http(s)",
  supportUrlNotHttp: "supportUrl dole ya zama cikakken URL na http(s) kamar https://shop.example/help",
  supportUrlCredentials: "supportUrl kada ya ƙunshi bayanan shiga (user:password@): masu biya suna ganinsa",
  urlNotHttps: "{field} dole ya yi amfani da https; an samu {got}",
  urlUserinfo:
    "{field} kada ya ƙunshi mai amfani ko kalmar sirri kafin “@” (yana kama da {shownHost} amma yana kai wa {host}): ku ba da adireshin shagon kansa",
  urlHttpSandbox:
    "{field} dole ya yi amfani da https (ana karɓar http ne kawai don localhost, 127.0.0.1 da [::1] a yanayin gwaji); an samu {origin}",
  logoUrlNotHttps: "logoUrl dole ya zama cikakken URL na https (ko null idan babu)",
  accentColor: "accentColor dole ya zama launi kamar #rrggbb (ko null don na asali)",
  callbackUrlNotHttp: "callbackUrl dole ya zama URL na http(s)",
  callbackUrlCredentials:
    "callbackUrl kada ya ƙunshi bayanan shiga (user:password@): ku tantance callbacks ta kan webhook-signature ɗinsu maimakon haka",
  callbackDestinationRefusedOutsideSandbox:
    "an ƙi callbackUrl: {host} yana nufin {address}; inda callback zai je {ip} {range} ne: an ƙi shi a wajen yanayin gwaji (ƙa’ida “{rule}”; WEBHOOK_ALLOW_PRIVATE=1 yana ba da izini)",
  callbackDestinationNever:
    "an ƙi callbackUrl: {host} yana nufin {address}; inda callback zai je {ip} {range} ne: callbacks ba sa zuwa can ko kaɗan (ƙa’ida “{rule}”)",
  callbackAddressRefusedOutsideSandbox:
    "an ƙi callbackUrl: inda callback zai je {ip} {range} ne: an ƙi shi a wajen yanayin gwaji (ƙa’ida “{rule}”; WEBHOOK_ALLOW_PRIVATE=1 yana ba da izini)",
  callbackAddressNever: "an ƙi callbackUrl: inda callback zai je {ip} {range} ne: callbacks ba sa zuwa can ko kaɗan (ƙa’ida “{rule}”)",
  callbackUrlRefused: "an ƙi callbackUrl: {problem}",
  callbackUrlMissing:
    "haɗi {id} ba shi da URL na callback: ku saita ɗaya da PUT /_sandbox/integrations/{id}/webhook tukuna, ko ku gudanar da crypto-checkout listen",
  testEventsTooMany:
    "Mafi yawa abubuwan gwaji {limit} ga kowane haɗi a cikin kowane minti {minutes} (TEST_EVENTS_PER_INTEGRATION): ku aika na gaba bayan daƙiƙoƙin da ke cikin Retry-After",
  originsList: "allowedOrigins dole ya zama jerin asalai (origins), ko null don ba kowa izini",
  originsTooMany: "allowedOrigins ya lissafa asalai fiye da {max}",
  originText: "kowane asali dole ya zama kalma (string)",
  originExact:
    "kowane asali dole ya zama ainihin asalin http(s) kamar “https://shop.example” (tsari da mai masauki, babu hanya ko alamar kowane); an samu {got}",
  appSchemesList: 'appReturnSchemes dole ya zama jerin tsare-tsare kamar ["myshop"], ko [] idan babu',
  appSchemesTooMany: "appReturnSchemes ya lissafa tsare-tsare fiye da {max}",
  appSchemeText: "kowane tsarin komawa manhaja dole ya zama kalma kamar “myshop”",
  appSchemeShape:
    "kowane tsarin komawa manhaja dole ya zama tsarin URL kamar “myshop”: ƙaramin harafi, sannan har zuwa haruffa 31, lambobi, “+”, “-” ko “.”; an samu {got}",
  appSchemeWeb:
    "tsarin komawa manhaja ba zai iya zama {scheme} ba: ana ba da izinin URL na komawa na https koyaushe, ku lissafa tsarin manhajar kansa kawai",
  appSchemeDevice:
    "tsarin komawa manhaja ba zai iya zama {scheme} ba: yana gudanar ko karanta wani abu a na’urar mai biya maimakon buɗe manhaja",
  toleranceText: "paymentTolerancePercent dole ya zama rubutun goma kamar “0.5” (kashi)",
  tolerancePlain: "paymentTolerancePercent dole ya zama rubutun goma mai sauƙi kamar “0.5”: lambobi da digo ɗaya na zaɓi",
  toleranceFraction: "paymentTolerancePercent yana da lambobi fiye da 2 bayan digo",
  toleranceRange: "paymentTolerancePercent dole ya kasance tsakanin 0 da 100",
  supportEmail: "supportEmail dole ya zama adireshin imel kamar help@shop.example",
  fieldTrueOrFalse: "{field} dole ya zama true ko false",
  fieldStringOrNull: "{field} dole ya zama kalma (string) ko null",

  orderUnknown: "oda {id} babu shi: ku yi amfani da orderId daga jerin oda",
  orderUnknownForIntegration: "oda {id} babu shi a haɗi {integration}",
  orderMissing: "oda {id} babu shi",
  deliveryUnknown: "isarwa {id} babu shi: ku yi amfani da id daga GET /_sandbox/webhooks/deliveries",
  notYourIntegration: "{field} {id} ba ɗaya daga cikin haɗe-haɗenku ba ne: ku yi amfani da id daga GET /api/v1/integrations",
  assetUnknown: "{field} {id} ba kadarar da ake tallafawa ba ce: ku yi amfani da ɗaya daga {assets} (GET /api/v1/assets)",
  assetDisabled: "{field} {id} an kashe shi don ayyuka (GET /api/v1/assets yana nuna disabled: true): ku zaɓi kadarar da ke aiki",
  amountBelowMinimum: "{field} {amount} ya gaza mafi ƙarancin adadin shigowa na {minimum} {asset} a {network}: ku aika aƙalla {minimum}",
  customerRequired: "ana buƙatar customer wajen ƙirƙirar oda tun daga fitowar 15.09.2025: ku aika { type, firstName, lastName }",
  customerObject: "customer dole ya zama abu (object): { type, firstName, lastName }",
  customerType: "customer.type dole ya zama “individual” (nau’in abokin ciniki ɗaya tilo da bayanin ya sani)",
  amountRequired: "ana buƙatar adadi: ku aika shi a matsayin rubutun goma, misali “10.50”",
  amountNumber: "adadi dole ya zama kalma (string) ta rubutun goma kamar “10.50”, ba lambar JSON ba",
  amountString: "adadi dole ya zama kalma (string) ta rubutun goma kamar “10.50”",
  amountPlain: "adadi dole ya zama rubutun goma mai sauƙi kamar “10.50”: lambobi, digo ɗaya na zaɓi, babu alama, ma’auni ko sarari",
  amountIntegerDigits: "adadi yana da lambobi fiye da {max} kafin digo",
  amountFractionDigits: "adadi yana da lambobi fiye da {max} bayan digo",
  amountPositive: "adadi dole ya fi sifili",
  amountDecimal: "adadi dole ya zama rubutun goma",
  ownAddress:
    "destinationAddress {address} ɗaya ne daga cikin adireshin oda na wannan sabis: ku aika mayar da kuɗi ko cire kuɗi zuwa walat ɗin mai biya ko naku",
  addressInvalidTron:
    "destinationAddress {address} ba ingantaccen adireshin {network} ba ne don {asset}: ana tsammanin adireshin base58check mai farawa da T (haruffa 34)",
  addressInvalidEvm:
    "destinationAddress {address} ba ingantaccen adireshin {network} ba ne don {asset}: ana tsammanin 0x sannan lambobin hex 40, da daidai checksum na EIP-55 idan an haɗa manya da ƙananan haruffa",
  balanceShort:
    "haɗi {integration} yana riƙe da {balance} {asset}, amma adadi {amount} tare da kuɗin hanyar sadarwa {fee} yana buƙatar {needed}: cire kuɗi yana ɗauka ne kawai daga integrationId da ya ambata, mayar da kuɗi kuma daga haɗin odar da aka mayar wa.",
  refundOrderUnknown: "refundOrderId {id} ba ɗaya daga cikin odarku ba ne: ku yi amfani da orderId na oda na biya ko ajiya da aka kammala",
  refundOrderType: "oda {id} oda ce ta {type}: oda na biya da na ajiya ne kawai za a iya mayar wa kuɗi",
  refundOrderStatus: "oda {id} tana {status}: ana iya mayar da kuɗi ne kawai bayan an kammala odar",
  refundAssetMismatch: "assetId {assetId} bai dace da oda {id} ba, wadda ta karɓi {asset}: ku mayar da kuɗi a {asset}",
  refundTooMuch:
    "adadi {amount} ya wuce abin da za a iya mayarwa har yanzu don oda {id}: {refundable} {asset} (an karɓa {primary}, an mayar {refunded})",
  markPaidRefused: "ba za a iya yi wa oda {id} alamar an biya ba: sai dai odar da biyanta ya zo bayan lokacinta (har yanzu tana gudana)",
  noPaymentWindow: "oda {id} ba ta da lokacin biya da ke gudana: odar da aka yi ta mahaɗin biya ce kawai ke da shi",

  linkUnknown: "mahaɗin biya {id} babu shi: ku yi amfani da linkId daga POST /api/v1/payment-links ko GET /api/v1/payment-links",
  linkNameInvisible: "suna ba shi da harafin da ake gani: ku ba da sunan kayan yadda masu biya za su karanta shi",
  priceCurrencyUnknown:
    "price.currency {currency} ba kuɗin da farashin musaya suka sani ba ne ({currencies}) kuma ba assetId ba ne ({assets})",
  priceAmountShape:
    "price.amount {amount} dole ya zama rubutun goma sama da sifili mai lambobi mafi yawa {digits} bayan digo don {currency}, kamar {example}",
  priceInAsset: 'farashi a {asset} ana biyansa a {asset} kawai: ku bar assetIds ko ku aika ["{asset}"]',
  priceAmountRequired: "ana buƙatar price.amount, a matsayin rubutun goma kamar “10.00”",
  priceAmountText: "price.amount dole ya zama rubutun goma kamar “10.00”",
  priceCurrencyRequired: "ana buƙatar price.currency: “USD”, “EUR” ko assetId",
  priceObject: 'price dole ya zama abu (object): { amount: "10.00", currency: "USD" }',
  assetIdsEntry: "kowane abu a assetIds dole ya zama kalmar assetId",
  assetIdsArray: "assetIds dole ya zama jerin (array) assetId",
  assetIdsEmpty: "assetIds dole ya ambaci aƙalla kadara ɗaya (ku bar shi don duk kadarorin da ke aiki)",
  assetIdsTooMany: "assetIds yana da abubuwa fiye da {max}",
  expiryWhole: "expiresInMinutes dole ya zama cikakkun mintuna daga {min} zuwa {max}",
  expiryMin: "expiresInMinutes dole ya zama aƙalla {min}",
  expiryMax: "expiresInMinutes dole ya zama mafi yawa {max} (mako ɗaya)",
  returnUrlHttps: "returnUrl dole ya zama cikakken URL na https",
  returnUrlApp: "returnUrl dole ya zama cikakken URL: https, ko mahaɗin manhaja a ɗaya daga cikin tsare-tsaren komawa manhaja na haɗin",

  payoutUnknown: "fitar da kuɗi {id} babu shi: ku yi amfani da orderId daga GET /api/v1/payouts",
  payoutNotAwaitingPaid:
    "fitar da kuɗi {id} yana {state}: fitar da kuɗin da har yanzu ke jiran biya ne kawai za a iya yi wa alamar an biya",
  payoutNotAwaitingCancel:
    "fitar da kuɗi {id} yana {state}: fitar da kuɗin da har yanzu ke jiran biya ne kawai za a iya soke shi (wataƙila canja wurin da aka gani dominsa ya riga ya bar walat)",
  payoutNoStranger:
    "fitar da kuɗi {id} ba shi da canja wuri daga walat da ba a sani ba mai wannan hash da logIndex da ke jiran amsa: ku yi amfani da wanda aka lissafa a cikin waɗanda ba a sani ba na fitar da kuɗin",
  transferPaidOther: "canja wuri {hash} (log {logIndex}) ya riga ya biya wani fitar da kuɗi: canja wuri ɗaya yana biyan ɗaya kawai",
  hashText: "hash dole ya zama kalma (string): hash na ma’amalar da mai sa hannu ya aika",
  hashShape: "hash dole ya zama lambobin hex 64 (da 0x a gaba a Ethereum da BNB Smart Chain): hash na ma’amalar da mai sa hannu ya aika",
  strangerHashText: "hash dole ya zama kalma (string): hash na canja wurin da aka lissafa a cikin waɗanda ba a sani ba na fitar da kuɗin",
  strangerHashShape:
    "hash dole ya zama lambobin hex 64 (da 0x a gaba a Ethereum da BNB Smart Chain): hash na canja wurin da aka lissafa a cikin waɗanda ba a sani ba na fitar da kuɗin",
  logIndexWhole:
    "logIndex dole ya zama cikakkiyar lamba: logIndex na canja wurin da aka lissafa a cikin waɗanda ba a sani ba na fitar da kuɗin",
  logIndexMin: "logIndex dole ya zama 0 ko fiye: logIndex na canja wurin da aka lissafa a cikin waɗanda ba a sani ba na fitar da kuɗin",

  bodyNotJson: "Content-Type {contentType} ba JSON ba ne: ku aika jikin buƙata a matsayin JSON da Content-Type: application/json",
  bodyBadJson: "Jikin buƙata ba ingantaccen JSON ba ne ({reason}): ku aika abu (object) ɗaya na JSON",
  bodyNotObject: "Jikin buƙata dole ya zama abu (object) na JSON, an karɓi {value}",
  bodyTooLarge: "Jikin buƙata ya fi baiti {bytes} girma: ku aika ƙaramin abu na JSON",
  idempotencyKeyShape:
    "Idempotency-Key {key} dole ya kasance haruffan ASCII 1 zuwa 255 da ake gani babu sarari: ku aika sabuwar ƙima ta bazata (UUID) ga kowace buƙata",
  idempotencyKeyReused:
    "Idempotency-Key {key} an riga an yi amfani da shi don wata buƙata dabam (wani jiki ko endpoint): ku maimaita ainihin buƙatar don samun amsarta kuma, ko ku yi amfani da sabon maɓalli don sabuwar buƙata",
  requestsTooMany:
    "Buƙatu zuwa {what} sun yi yawa: mafi yawa {limit} a cikin kowane daƙiƙa {seconds} daga abokin hulɗa ɗaya ({setting}). Ku sake gwadawa bayan daƙiƙoƙin da ke cikin Retry-After.",
  fieldDate: "{field} dole ya zama kwanan wata kamar YYYY-MM-DD",
  fieldControlCharacters: "{field} kada ya ƙunshi haruffan sarrafawa (an samu {character}): ku aika rubutun ba tare da su ba",
  fieldDisplayCharacters:
    "{field} kada ya ƙunshi haruffan sarrafawa ko na tsara hanya biyu (an samu {character}): suna canza abin da mai biya ke gani",
  fieldRequired: "ana buƙatar {field}",
  fieldEmpty: "{field} kada ya zama fanko",
  fieldTooLong: "{field} ya fi haruffa {max} tsawo",
  fieldText: "{field} dole ya zama rubutu",
  fieldString: "{field} dole ya zama kalma (string)",
  fieldOneOf: "{field} dole ya zama ɗaya daga cikin {values}",
  fieldType: "{field} dole ya zama {expected}",
  fieldInvalid: "{field} ba daidai ba ne",
  received: "{message} (an karɓi {received})",
} satisfies RefusalWords;
