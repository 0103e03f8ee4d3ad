// Latvian: the service's refusals, as the portal shows them next to a form's fields.
import type { RefusalWords } from "../../../shared/refusal-words.ts";

export default {
  signInNoMatchMailed:
    "Šī e-pasta adrese un parole neatbilst nevienam kontam. Pārbaudiet abus vai atiestatiet paroli, izmantojot “Aizmirsāt paroli?”.",
  signInNoMatchOperator:
    "Šī e-pasta adrese un parole neatbilst nevienam kontam. Pārbaudiet abus vai palūdziet pakalpojuma operatoram atiestatīt paroli.",
  signInTooMany: "Pārāk daudz neveiksmīgu pieteikšanos ar šo e-pasta adresi vai no šīs adreses: mēģiniet vēlreiz pēc {minutes} min",
  signInsToAccountTooMany: "Pārāk daudz pieteikšanos šajā kontā: mēģiniet vēlreiz pēc {minutes} min",
  signUpsTooMany: "Pārāk daudz reģistrāciju no šīs adreses: mēģiniet vēlreiz pēc {minutes} min",
  wrongAnswersTooMany: "Pārāk daudz nepareizu atbilžu: mēģiniet vēlreiz pēc {minutes} min",
  resetRequestsTooMany:
    "Pārāk daudz atiestatīšanas pieprasījumu šai e-pasta adresei vai no šīs adreses: mēģiniet vēlreiz pēc {minutes} min",
  passwordChecksTooMany:
    "Pārāk daudz vienlaicīgu paroles pārbaužu no šīs adreses (rindā ne vairāk kā {count}): mēģiniet vēlreiz pēc dažām sekundēm",
  passwordChecksBusy: "Pakalpojums ir aizņemts ar paroļu pārbaudi: mēģiniet vēlreiz pēc dažām sekundēm",
  signInCodeNeeded: "Ievadiet 6 ciparu kodu no autentifikācijas lietotnes vai kādu no saviem atkopšanas kodiem",
  signInCodeWrong: "Šis kods nav pareizs (vai jau izmantots): ievadiet kodu, ko lietotne rāda tagad",
  codeNeeded: "Ievadiet 6 ciparu kodu no autentifikācijas lietotnes vai atkopšanas kodu",
  codeWrong: "Šis kods nav pareizs (vai jau izmantots)",
  passwordNeeded: "Ievadiet paroli",
  passwordWrong: "Šī parole nav pareiza",
  currentPasswordWrong: "Pašreizējā parole nav pareiza",
  signUpClosed: "Šajā pakalpojumā reģistrācija ir slēgta: lūdziet kontu operatoram",
  signUpRefused: "Ar šo e-pasta adresi nevar izveidot kontu: ja tā ir jūsu, piesakieties",
  passwordLinkUnusable: "Šī saite nedarbojas (jau izmantota, beigusies vai nepilnīga): pieprasiet jaunu",
  passwordLinkNotWhole: "Šī saite nav pilnīga: atveriet saiti, ko jums deva operators",
  resetNotMailed: "Šis pakalpojums nesūta paroles atiestatīšanu pa e-pastu: lūdziet operatoram saiti jaunas paroles iestatīšanai",
  emailInvalid: "Ievadiet e-pasta adresi, piemēram, you@example.com",
  newPasswordLength: "Parolei jābūt no {min} līdz {max} rakstzīmēm (daži vārdi veido labu paroli)",
  passwordLength: "Parolei jābūt no 1 līdz {max} rakstzīmēm",
  codeShapeWithRecovery: "Kodam jābūt 6 cipariem, ko rāda autentifikācijas lietotne, vai atkopšanas kodam, piemēram, abcd-efgh-ijkl-mnop",
  codeShape: "Kodam jābūt 6 cipariem, ko rāda autentifikācijas lietotne",
  notSignedIn: "Jūs neesat pieteicies (vai sesija beigusies): piesakieties vēlreiz",
  accountGone: "Šis konts vairs nepastāv",
  stepUpCode: "Šīm izmaiņām vajag autentifikācijas kodu, kas ievadīts pēdējo {minutes} min laikā: apstipriniet to un atkārtojiet izmaiņas",
  stepUpPassword: "Šīm izmaiņām vajag paroli, kas ievadīta pēdējo {minutes} min laikā: apstipriniet to un atkārtojiet izmaiņas",
  crossOrigin: "Portāla izmaiņas tiek pieņemtas tikai no paša portāla lapas adresē {origin} (Origin {sentOrigin}, Sec-Fetch-Site {site})",

  twoFactorAlreadyOn: "Divpakāpju pieteikšanās jau ir ieslēgta: vispirms izslēdziet to, lai sāktu no jauna ar jaunu lietotni",
  twoFactorAlreadyOff: "Divpakāpju pieteikšanās jau ir izslēgta",
  twoFactorNotStarted: "Vispirms sāciet divpakāpju pieteikšanās iestatīšanu: neviena jauna atslēga negaida savu kodu",
  twoFactorCodeMismatch: "Šis kods neatbilst jaunajai atslēgai: pārbaudiet lietotnes pulksteni un ievadiet kodu, ko tā rāda tagad",
  twoFactorRestarted: "Iestatīšana tika sākta no jauna citur: izmantojiet jaunāko parādīto atslēgu",

  apiKeyName: "Nosaukumam jābūt no 1 līdz {max} rakstzīmēm, piemēram, “Veikala serveris”",
  apiKeyUnknown: "Šim kontam nepieder API atslēga {id}",
  clientGone: "Šī konta klients vairs nepastāv",
  languageUnknown: "Valodai jābūt pakalpojuma atbalstītas valodas kodam, piemēram, “en”, “de”, “pt” vai “zh-Hant”",

  integrationUnknown: "Integrācija {id} nepastāv: izmantojiet id no GET /api/v1/integrations",
  shopNameInvisible:
    "Nosaukumā nav nevienas redzamas rakstzīmes (tikai atstarpes, savienotāji vai citas neredzamas rakstzīmes): ierakstiet veikala nosaukumu tā, kā maksātājiem tas jālasa",
  urlNotHttp: "{field} jābūt absolūtam http(s) URL",
  supportUrlNotHttp: "supportUrl jābūt absolūtam http(s) URL, piemēram, https://shop.example/help",
  supportUrlCredentials: "supportUrl nedrīkst saturēt pieteikšanās datus (user:password@): maksātāji to redz",
  urlNotHttps: "{field} jāizmanto https; saņemts {got}",
  urlUserinfo:
    "{field} nedrīkst saturēt lietotāju vai paroli pirms “@” (izskatās kā {shownHost}, bet ved uz {host}): ierakstiet paša veikala adresi",
  urlHttpSandbox: "{field} jāizmanto https (http atļauts tikai localhost, 127.0.0.1 un [::1] smilškastes režīmā); saņemts {origin}",
  logoUrlNotHttps: "logoUrl jābūt absolūtam https URL (vai null, ja logotipa nav)",
  accentColor: "accentColor jābūt krāsai formā #rrggbb (vai null noklusējumam)",
  callbackUrlNotHttp: "callbackUrl jābūt http(s) URL",
  callbackUrlCredentials:
    "callbackUrl nedrīkst saturēt pieteikšanās datus (user:password@): atzvanus pārbaudiet pēc to galvenes webhook-signature",
  callbackDestinationRefusedOutsideSandbox:
    "callbackUrl noraidīts: {host} atrisinās uz {address}; atzvana galamērķis {ip} ir {range}: ārpus smilškastes režīma noraidīts (noteikums “{rule}”; WEBHOOK_ALLOW_PRIVATE=1 to atļauj)",
  callbackDestinationNever:
    "callbackUrl noraidīts: {host} atrisinās uz {address}; atzvana galamērķis {ip} ir {range}: atzvani uz turieni nekad netiek sūtīti (noteikums “{rule}”)",
  callbackAddressRefusedOutsideSandbox:
    "callbackUrl noraidīts: atzvana galamērķis {ip} ir {range}: ārpus smilškastes režīma noraidīts (noteikums “{rule}”; WEBHOOK_ALLOW_PRIVATE=1 to atļauj)",
  callbackAddressNever:
    "callbackUrl noraidīts: atzvana galamērķis {ip} ir {range}: atzvani uz turieni nekad netiek sūtīti (noteikums “{rule}”)",
  callbackUrlRefused: "callbackUrl noraidīts: {problem}",
  callbackUrlMissing:
    "Integrācijai {id} nav atzvana URL: vispirms iestatiet to ar PUT /_sandbox/integrations/{id}/webhook vai palaidiet crypto-checkout listen",
  testEventsTooMany:
    "Ne vairāk kā {limit} testa notikumi vienai integrācijai ik pēc {minutes} min (TEST_EVENTS_PER_INTEGRATION): nākamo sūtiet pēc Retry-After norādītajām sekundēm",
  originsList: "allowedOrigins jābūt origin sarakstam vai null, lai atļautu jebkuru",
  originsTooMany: "allowedOrigins norādīti vairāk nekā {max} origin",
  originText: "Katram origin jābūt virknei",
  originExact:
    "Katram origin jābūt precīzam http(s) origin, piemēram, “https://shop.example” (shēma un resursdators, bez ceļa vai aizstājējzīmes); saņemts {got}",
  appSchemesList: 'appReturnSchemes jābūt shēmu sarakstam, piemēram, ["myshop"], vai [], ja to nav',
  appSchemesTooMany: "appReturnSchemes norādītas vairāk nekā {max} shēmas",
  appSchemeText: "Katrai atgriešanās lietotnē shēmai jābūt virknei, piemēram, “myshop”",
  appSchemeShape:
    "Katrai atgriešanās lietotnē shēmai jābūt URL shēmai, piemēram, “myshop”: mazais burts, tad līdz 31 burtam, ciparam, “+”, “-” vai “.”; saņemts {got}",
  appSchemeWeb:
    "Atgriešanās lietotnē shēma nedrīkst būt {scheme}: https atgriešanās URL ir atļauts vienmēr, norādiet tikai lietotnes pašas shēmu",
  appSchemeDevice:
    "Atgriešanās lietotnē shēma nedrīkst būt {scheme}: tā lietotnes atvēršanas vietā kaut ko palaiž vai nolasa maksātāja ierīcē",
  toleranceText: "paymentTolerancePercent jābūt decimālskaitlim teksta veidā, piemēram, “0.5” (procenti)",
  tolerancePlain:
    "paymentTolerancePercent jābūt vienkāršam decimālskaitlim teksta veidā, piemēram, “0.5”: cipari un ne vairāk kā viens punkts",
  toleranceFraction: "paymentTolerancePercent ir vairāk nekā 2 cipari aiz punkta",
  toleranceRange: "paymentTolerancePercent jābūt no 0 līdz 100",
  supportEmail: "supportEmail jābūt e-pasta adresei, piemēram, help@shop.example",
  fieldTrueOrFalse: "{field} jābūt true vai false",
  fieldStringOrNull: "{field} jābūt virknei vai null",

  orderUnknown: "Pasūtījums {id} nepastāv: izmantojiet orderId no pasūtījumu saraksta",
  orderUnknownForIntegration: "Pasūtījums {id} integrācijā {integration} nepastāv",
  orderMissing: "Pasūtījums {id} nepastāv",
  deliveryUnknown: "Piegāde {id} nepastāv: izmantojiet id no GET /_sandbox/webhooks/deliveries",
  notYourIntegration: "{field} {id} nav jūsu integrācija: izmantojiet id no GET /api/v1/integrations",
  assetUnknown: "{field} {id} nav atbalstīts aktīvs: izmantojiet kādu no {assets} (GET /api/v1/assets)",
  assetDisabled: "{field} {id} ir izslēgts darbībām (GET /api/v1/assets rāda disabled: true): izvēlieties ieslēgtu aktīvu",
  amountBelowMinimum: "{field} {amount} ir mazāka par minimālo ienākošo summu {minimum} {asset} tīklā {network}: sūtiet vismaz {minimum}",
  customerRequired: "customer ir obligāts, veidojot pasūtījumu, kopš laidiena 15.09.2025: sūtiet { type, firstName, lastName }",
  customerObject: "customer jābūt objektam: { type, firstName, lastName }",
  customerType: "customer.type jābūt “individual” (vienīgais klienta veids, ko specifikācija zina)",
  amountRequired: "Summa ir obligāta: sūtiet to kā decimālskaitli tekstā, piemēram, “10.50”",
  amountNumber: "Summai jābūt virknei ar decimālskaitli, piemēram, “10.50”, nevis JSON skaitlim",
  amountString: "Summai jābūt virknei ar decimālskaitli, piemēram, “10.50”",
  amountPlain:
    "Summai jābūt vienkāršam decimālskaitlim teksta veidā, piemēram, “10.50”: cipari, ne vairāk kā viens punkts, bez zīmes, kāpinātāja vai atstarpēm",
  amountIntegerDigits: "Summā pirms punkta ir vairāk nekā {max} cipari",
  amountFractionDigits: "Summā aiz punkta ir vairāk nekā {max} cipari",
  amountPositive: "Summai jābūt lielākai par nulli",
  amountDecimal: "Summai jābūt decimālskaitlim teksta veidā",
  ownAddress:
    "destinationAddress {address} ir viena no šī pakalpojuma pasūtījumu adresēm: atmaksu vai izņemšanu sūtiet uz maksātāja vai savu maku",
  addressInvalidTron:
    "destinationAddress {address} nav derīga {network} adrese aktīvam {asset}: gaidīta base58check adrese, kas sākas ar T (34 rakstzīmes)",
  addressInvalidEvm:
    "destinationAddress {address} nav derīga {network} adrese aktīvam {asset}: gaidīts 0x un 40 heksadecimāli cipari, jauktu burtu gadījumā ar pareizu EIP-55 kontrolsummu",
  balanceShort:
    "Integrācijai {integration} ir {balance} {asset}, bet summai {amount} kopā ar tīkla maksu {fee} vajag {needed}: izņemšana izmanto tikai norādītā integrationId atlikumu, atmaksa – atmaksātā pasūtījuma integrācijas atlikumu.",
  refundOrderUnknown: "refundOrderId {id} nav jūsu pasūtījums: izmantojiet pabeigta maksājuma vai iemaksas pasūtījuma orderId",
  refundOrderType: "Pasūtījuma {id} veids ir {type}: atmaksāt var tikai maksājuma un iemaksas pasūtījumus",
  refundOrderStatus: "Pasūtījuma {id} statuss ir {status}: atmaksu var izveidot tikai pēc pasūtījuma pabeigšanas",
  refundAssetMismatch: "assetId {assetId} neatbilst pasūtījumam {id}, kas saņēma {asset}: atmaksājiet {asset}",
  refundTooMuch:
    "Summa {amount} pārsniedz to, ko vēl var atmaksāt pasūtījumam {id}: {refundable} {asset} (saņemts {primary}, atmaksāts {refunded})",
  markPaidRefused:
    "Pasūtījumu {id} nevar atzīmēt kā apmaksātu: to var tikai pasūtījumam, kura maksājums pienāca pēc maksājuma loga (joprojām apstrādē)",
  noPaymentWindow: "Pasūtījumam {id} nav aktīva maksājuma loga: tas ir tikai pasūtījumam, kas izveidots ar maksājuma saiti",

  linkUnknown: "Maksājuma saite {id} nepastāv: izmantojiet linkId no POST /api/v1/payment-links vai GET /api/v1/payment-links",
  linkNameInvisible: "Nosaukumā nav nevienas redzamas rakstzīmes: ierakstiet preces nosaukumu tā, kā maksātājiem tas jālasa",
  priceCurrencyUnknown: "price.currency {currency} nav ne valūta, ko zina valūtas kursi ({currencies}), ne assetId ({assets})",
  priceAmountShape:
    "price.amount {amount} jābūt decimālskaitlim virs nulles ar ne vairāk kā {digits} cipariem aiz punkta valūtai {currency}, piemēram, {example}",
  priceInAsset: 'Cena {asset} tiek maksāta tikai {asset}: izlaidiet assetIds vai sūtiet ["{asset}"]',
  priceAmountRequired: "price.amount ir obligāts, kā decimālskaitlis tekstā, piemēram, “10.00”",
  priceAmountText: "price.amount jābūt decimālskaitlim teksta veidā, piemēram, “10.00”",
  priceCurrencyRequired: "price.currency ir obligāts: “USD”, “EUR” vai assetId",
  priceObject: 'price jābūt objektam: { amount: "10.00", currency: "USD" }',
  assetIdsEntry: "Katram assetIds elementam jābūt assetId virknei",
  assetIdsArray: "assetIds jābūt assetId masīvam",
  assetIdsEmpty: "assetIds jānorāda vismaz viens aktīvs (izlaidiet to visiem ieslēgtajiem aktīviem)",
  assetIdsTooMany: "assetIds ir vairāk nekā {max} elementi",
  expiryWhole: "expiresInMinutes jābūt veselam minūšu skaitam no {min} līdz {max}",
  expiryMin: "expiresInMinutes jābūt vismaz {min}",
  expiryMax: "expiresInMinutes drīkst būt ne vairāk kā {max} (nedēļa)",
  returnUrlHttps: "returnUrl jābūt absolūtam https URL",
  returnUrlApp: "returnUrl jābūt absolūtam URL: https vai lietotnes saitei ar kādu no integrācijas atgriešanās lietotnē shēmām",

  payoutUnknown: "Izmaksa {id} nepastāv: izmantojiet orderId no GET /api/v1/payouts",
  payoutNotAwaitingPaid: "Izmaksas {id} statuss ir {state}: kā apmaksātu var atzīmēt tikai izmaksu, kas vēl gaida apmaksu",
  payoutNotAwaitingCancel:
    "Izmaksas {id} statuss ir {state}: atcelt var tikai izmaksu, kas vēl gaida apmaksu (tai redzētais pārskaitījums jau var būt atstājis maku)",
  payoutNoStranger:
    "Izmaksai {id} nav atbildi gaidoša pārskaitījuma no nezināma maka ar šo hash un logIndex: izmantojiet kādu no izmaksas strangers",
  transferPaidOther: "Pārskaitījums {hash} (žurnāls {logIndex}) jau apmaksāja citu izmaksu: viens pārskaitījums apmaksā ne vairāk kā vienu",
  hashText: "hash jābūt virknei: parakstītāja nosūtītās transakcijas hash",
  hashShape:
    "hash jābūt 64 heksadecimāliem cipariem (Ethereum un BNB Smart Chain ar prefiksu 0x): parakstītāja nosūtītās transakcijas hash",
  strangerHashText: "hash jābūt virknei: pārskaitījuma no izmaksas strangers hash",
  strangerHashShape:
    "hash jābūt 64 heksadecimāliem cipariem (Ethereum un BNB Smart Chain ar prefiksu 0x): pārskaitījuma no izmaksas strangers hash",
  logIndexWhole: "logIndex jābūt veselam skaitlim: pārskaitījuma no izmaksas strangers logIndex",
  logIndexMin: "logIndex jābūt 0 vai vairāk: pārskaitījuma no izmaksas strangers logIndex",

  bodyNotJson: "Content-Type {contentType} nav JSON: sūtiet pamattekstu kā JSON ar Content-Type: application/json",
  bodyBadJson: "Pamatteksts nav derīgs JSON ({reason}): sūtiet vienu JSON objektu",
  bodyNotObject: "Pamattekstam jābūt JSON objektam, saņemts {value}",
  bodyTooLarge: "Pamatteksts ir lielāks par {bytes} baitiem: sūtiet mazāku JSON objektu",
  idempotencyKeyShape:
    "Idempotency-Key {key} jābūt no 1 līdz 255 redzamām ASCII rakstzīmēm bez atstarpēm: katram pieprasījumam sūtiet jaunu nejaušu vērtību (UUID)",
  idempotencyKeyReused:
    "Idempotency-Key {key} jau izmantota citam pieprasījumam (cits pamatteksts vai galapunkts): atkārtojiet tieši to pašu pieprasījumu, lai vēlreiz saņemtu tā atbildi, vai jaunam pieprasījumam izmantojiet jaunu atslēgu",
  requestsTooMany:
    "Pārāk daudz pieprasījumu uz {what}: ne vairāk kā {limit} uz {seconds} s no viena klienta ({setting}). Mēģiniet vēlreiz pēc Retry-After norādītajām sekundēm.",
  fieldDate: "{field} jābūt datumam formā GGGG-MM-DD",
  fieldControlCharacters: "{field} nedrīkst saturēt vadības rakstzīmes (atrasts {character}): sūtiet tekstu bez tām",
  fieldDisplayCharacters:
    "{field} nedrīkst saturēt vadības vai divvirzienu formatēšanas rakstzīmes (atrasts {character}): tās maina to, ko redz maksātājs",
  fieldRequired: "{field} ir obligāts",
  fieldEmpty: "{field} nedrīkst būt tukšs",
  fieldTooLong: "{field} ir garāks par {max} rakstzīmēm",
  fieldText: "{field} jābūt tekstam",
  fieldString: "{field} jābūt virknei",
  fieldOneOf: "{field} jābūt vienam no: {values}",
  fieldType: "{field} jābūt {expected}",
  fieldInvalid: "{field} nav derīgs",
  received: "{message} (saņemts {received})",
} satisfies RefusalWords;
