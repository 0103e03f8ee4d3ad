// Georgian: the service's refusals, as the portal shows them next to a form's fields.
import type { RefusalWords } from "../../../shared/refusal-words.ts";

export default {
  signInNoMatchMailed:
    "ეს ელფოსტა და პაროლი არცერთ ანგარიშს არ ემთხვევა. შეამოწმეთ ორივე, ან აღადგინეთ პაროლი ბმულით „დაგავიწყდათ პაროლი?“.",
  signInNoMatchOperator:
    "ეს ელფოსტა და პაროლი არცერთ ანგარიშს არ ემთხვევა. შეამოწმეთ ორივე, ან სთხოვეთ სერვისის ოპერატორს პაროლის აღდგენა.",
  signInTooMany: "ამ ელფოსტით ან ამ მისამართიდან ძალიან ბევრი წარუმატებელი შესვლაა: სცადეთ ხელახლა {minutes} წუთში",
  signInsToAccountTooMany: "ამ ანგარიშზე ძალიან ბევრი შესვლაა: სცადეთ ხელახლა {minutes} წუთში",
  signUpsTooMany: "ამ მისამართიდან ძალიან ბევრი რეგისტრაციაა: სცადეთ ხელახლა {minutes} წუთში",
  wrongAnswersTooMany: "ძალიან ბევრი არასწორი პასუხი: სცადეთ ხელახლა {minutes} წუთში",
  resetRequestsTooMany: "ამ ელფოსტისთვის ან ამ მისამართიდან აღდგენის ძალიან ბევრი მოთხოვნაა: სცადეთ ხელახლა {minutes} წუთში",
  passwordChecksTooMany:
    "ამ მისამართიდან ერთდროულად პაროლის ძალიან ბევრი შემოწმებაა (რიგში მაქსიმუმ {count}): სცადეთ ხელახლა რამდენიმე წამში",
  passwordChecksBusy: "სერვისი დაკავებულია პაროლების შემოწმებით: სცადეთ ხელახლა რამდენიმე წამში",
  signInCodeNeeded: "შეიყვანეთ ავთენტიფიკატორის აპის 6-ნიშნა კოდი ან თქვენი აღდგენის კოდებიდან ერთ-ერთი",
  signInCodeWrong: "ეს კოდი არასწორია (ან უკვე გამოყენებულია): შეიყვანეთ კოდი, რომელსაც აპი ახლა აჩვენებს",
  codeNeeded: "შეიყვანეთ ავთენტიფიკატორის აპის 6-ნიშნა კოდი ან აღდგენის კოდი",
  codeWrong: "ეს კოდი არასწორია (ან უკვე გამოყენებულია)",
  passwordNeeded: "შეიყვანეთ პაროლი",
  passwordWrong: "ეს პაროლი არასწორია",
  currentPasswordWrong: "მიმდინარე პაროლი არასწორია",
  signUpClosed: "ამ სერვისზე რეგისტრაცია დახურულია: ანგარიში სთხოვეთ ოპერატორს",
  signUpRefused: "ამ ელფოსტით ანგარიშის შექმნა შეუძლებელია: თუ ის თქვენია, უბრალოდ შედით",
  passwordLinkUnusable: "ეს ბმული არ მუშაობს (უკვე გამოყენებულია, ვადაგასულია ან არასრულია): მოითხოვეთ ახალი",
  passwordLinkNotWhole: "ეს ბმული არასრულია: გახსენით ოპერატორის მოცემული ბმული",
  resetNotMailed: "ეს სერვისი პაროლის აღდგენას ელფოსტით არ აგზავნის: ახალი პაროლის დასაყენებლად ბმული სთხოვეთ ოპერატორს",
  emailInvalid: "შეიყვანეთ ელფოსტის მისამართი, მაგალითად you@example.com",
  newPasswordLength: "პაროლი უნდა იყოს {min}–{max} სიმბოლო (რამდენიმე სიტყვა კარგი პაროლია)",
  passwordLength: "პაროლი უნდა იყოს 1–{max} სიმბოლო",
  codeShapeWithRecovery: "კოდი უნდა იყოს ავთენტიფიკატორის აპის ნაჩვენები 6 ციფრი ან აღდგენის კოდი, მაგალითად abcd-efgh-ijkl-mnop",
  codeShape: "კოდი უნდა იყოს ავთენტიფიკატორის აპის ნაჩვენები 6 ციფრი",
  notSignedIn: "თქვენ არ ხართ შესული (ან სესია დასრულდა): შედით ხელახლა",
  accountGone: "ეს ანგარიში აღარ არსებობს",
  stepUpCode: "ამ ცვლილებას სჭირდება ბოლო {minutes} წუთში შეყვანილი ავთენტიფიკატორის კოდი: დაადასტურეთ და შემდეგ გაიმეორეთ ცვლილება",
  stepUpPassword: "ამ ცვლილებას სჭირდება ბოლო {minutes} წუთში შეყვანილი პაროლი: დაადასტურეთ და შემდეგ გაიმეორეთ ცვლილება",
  crossOrigin: "პორტალის ცვლილებები მიიღება მხოლოდ პორტალის საკუთარი გვერდიდან {origin}-ზე (Origin {sentOrigin}, Sec-Fetch-Site {site})",

  twoFactorAlreadyOn: "ორფაქტორიანი შესვლა უკვე ჩართულია: ახალი აპით თავიდან დასაწყებად ჯერ გამორთეთ",
  twoFactorAlreadyOff: "ორფაქტორიანი შესვლა უკვე გამორთულია",
  twoFactorNotStarted: "ჯერ დაიწყეთ ორფაქტორიანი შესვლის დაყენება: არცერთი ახალი გასაღები არ ელოდება კოდს",
  twoFactorCodeMismatch: "ეს კოდი არ ემთხვევა ახალ გასაღებს: შეამოწმეთ აპის საათი და შეიყვანეთ კოდი, რომელსაც ახლა აჩვენებს",
  twoFactorRestarted: "დაყენება სხვაგან თავიდან დაიწყო: გამოიყენეთ ბოლოს ნაჩვენები გასაღები",

  apiKeyName: "სახელი უნდა იყოს 1–{max} სიმბოლო, მაგალითად „მაღაზიის სერვერი“",
  apiKeyUnknown: "ამ ანგარიშს API გასაღები {id} არ ეკუთვნის",
  clientGone: "ამ ანგარიშის კლიენტი აღარ არსებობს",
  languageUnknown: "ენა უნდა იყოს სერვისის მიერ მხარდაჭერილი ენის კოდი, მაგალითად „en“, „de“, „pt“ ან „zh-Hant“",

  integrationUnknown: "ინტეგრაცია {id} არ არსებობს: გამოიყენეთ id GET /api/v1/integrations-დან",
  shopNameInvisible:
    "სახელში ხილული სიმბოლო არ არის (მხოლოდ ჰარები, შემაერთებლები ან სხვა უხილავი სიმბოლოები): ჩაწერეთ მაღაზიის სახელი ისე, როგორც გადამხდელებმა უნდა წაიკითხონ",
  urlNotHttp: "{field} უნდა იყოს აბსოლუტური http(s) URL",
  supportUrlNotHttp: "supportUrl უნდა იყოს აბსოლუტური http(s) URL, მაგალითად https://shop.example/help",
  supportUrlCredentials: "supportUrl არ უნდა შეიცავდეს შესვლის მონაცემებს (user:password@): გადამხდელები მას ხედავენ",
  urlNotHttps: "{field} უნდა იყენებდეს https-ს; მიღებულია {got}",
  urlUserinfo:
    "{field} „@“-მდე არ უნდა შეიცავდეს მომხმარებელს ან პაროლს (იკითხება როგორც {shownHost}, მაგრამ მიდის {host}-ზე): ჩაწერეთ მაღაზიის საკუთარი მისამართი",
  urlHttpSandbox:
    "{field} უნდა იყენებდეს https-ს (http დაშვებულია მხოლოდ localhost-ის, 127.0.0.1-ის და [::1]-ისთვის sandbox რეჟიმში); მიღებულია {origin}",
  logoUrlNotHttps: "logoUrl უნდა იყოს აბსოლუტური https URL (ან null, თუ არ არის)",
  accentColor: "accentColor უნდა იყოს ფერი #rrggbb ფორმატით (ან null ნაგულისხმევისთვის)",
  callbackUrlNotHttp: "callbackUrl უნდა იყოს http(s) URL",
  callbackUrlCredentials:
    "callbackUrl არ უნდა შეიცავდეს შესვლის მონაცემებს (user:password@): callback-ები შეამოწმეთ მათი webhook-signature სათაურით",
  callbackDestinationRefusedOutsideSandbox:
    "callbackUrl უარყოფილია: {host} მიუთითებს {address}-ზე; callback-ის დანიშნულება {ip} არის {range}: sandbox რეჟიმის გარეთ უარყოფილია (წესი „{rule}“; WEBHOOK_ALLOW_PRIVATE=1 ამას უშვებს)",
  callbackDestinationNever:
    "callbackUrl უარყოფილია: {host} მიუთითებს {address}-ზე; callback-ის დანიშნულება {ip} არის {range}: callback-ები იქ არასდროს იგზავნება (წესი „{rule}“)",
  callbackAddressRefusedOutsideSandbox:
    "callbackUrl უარყოფილია: callback-ის დანიშნულება {ip} არის {range}: sandbox რეჟიმის გარეთ უარყოფილია (წესი „{rule}“; WEBHOOK_ALLOW_PRIVATE=1 ამას უშვებს)",
  callbackAddressNever:
    "callbackUrl უარყოფილია: callback-ის დანიშნულება {ip} არის {range}: callback-ები იქ არასდროს იგზავნება (წესი „{rule}“)",
  callbackUrlRefused: "callbackUrl უარყოფილია: {problem}",
  callbackUrlMissing:
    "ინტეგრაცია {id}-ს არ აქვს callback URL: ჯერ დააყენეთ PUT /_sandbox/integrations/{id}/webhook-ით ან გაუშვით crypto-checkout listen",
  testEventsTooMany:
    "ერთ ინტეგრაციაზე ყოველ {minutes} წუთში მაქსიმუმ {limit} სატესტო მოვლენა (TEST_EVENTS_PER_INTEGRATION): შემდეგი გაგზავნეთ Retry-After-ის წამების შემდეგ",
  originsList: "allowedOrigins უნდა იყოს origin-ების სია, ან null ყველას დასაშვებად",
  originsTooMany: "allowedOrigins-ში {max}-ზე მეტი origin-ია",
  originText: "ყოველი origin უნდა იყოს სტრიქონი",
  originExact:
    "ყოველი origin უნდა იყოს ზუსტი http(s) origin, მაგალითად „https://shop.example“ (სქემა და ჰოსტი, გზისა და wildcard-ის გარეშე); მიღებულია {got}",
  appSchemesList: 'appReturnSchemes უნდა იყოს სქემების სია, მაგალითად ["myshop"], ან [], თუ არ არის',
  appSchemesTooMany: "appReturnSchemes-ში {max}-ზე მეტი სქემაა",
  appSchemeText: "აპში დაბრუნების ყოველი სქემა უნდა იყოს სტრიქონი, მაგალითად „myshop“",
  appSchemeShape:
    "აპში დაბრუნების ყოველი სქემა უნდა იყოს URL სქემა, მაგალითად „myshop“: ერთი პატარა ასო, შემდეგ 31-მდე ასო, ციფრი, „+“, „-“ ან „.“; მიღებულია {got}",
  appSchemeWeb:
    "აპში დაბრუნების სქემა არ შეიძლება იყოს {scheme}: https დაბრუნების URL ყოველთვის დაშვებულია, მიუთითეთ მხოლოდ აპის საკუთარი სქემა",
  appSchemeDevice:
    "აპში დაბრუნების სქემა არ შეიძლება იყოს {scheme}: აპის გახსნის ნაცვლად ის გადამხდელის მოწყობილობაზე რაღაცას უშვებს ან კითხულობს",
  toleranceText: "paymentTolerancePercent უნდა იყოს ათობითი ტექსტი, მაგალითად „0.5“ (პროცენტი)",
  tolerancePlain: "paymentTolerancePercent უნდა იყოს მარტივი ათობითი ტექსტი, მაგალითად „0.5“: ციფრები და მაქსიმუმ ერთი წერტილი",
  toleranceFraction: "paymentTolerancePercent-ს წერტილის შემდეგ 2-ზე მეტი ციფრი აქვს",
  toleranceRange: "paymentTolerancePercent უნდა იყოს 0-დან 100-მდე",
  supportEmail: "supportEmail უნდა იყოს ელფოსტის მისამართი, მაგალითად help@shop.example",
  fieldTrueOrFalse: "{field} უნდა იყოს true ან false",
  fieldStringOrNull: "{field} უნდა იყოს სტრიქონი ან null",

  orderUnknown: "შეკვეთა {id} არ არსებობს: გამოიყენეთ orderId შეკვეთების სიიდან",
  orderUnknownForIntegration: "შეკვეთა {id} არ არსებობს ინტეგრაციისთვის {integration}",
  orderMissing: "შეკვეთა {id} არ არსებობს",
  deliveryUnknown: "მიწოდება {id} არ არსებობს: გამოიყენეთ id GET /_sandbox/webhooks/deliveries-დან",
  notYourIntegration: "{field} {id} არ არის თქვენი ინტეგრაცია: გამოიყენეთ id GET /api/v1/integrations-დან",
  assetUnknown: "{field} {id} არ არის მხარდაჭერილი აქტივი: გამოიყენეთ ერთ-ერთი {assets}-დან (GET /api/v1/assets)",
  assetDisabled: "{field} {id} გამორთულია ოპერაციებისთვის (GET /api/v1/assets აჩვენებს disabled: true): აირჩიეთ ჩართული აქტივი",
  amountBelowMinimum: "{field} {amount} ნაკლებია {network}-ზე მინიმალურ შემომავალ თანხაზე {minimum} {asset}: გაგზავნეთ მინიმუმ {minimum}",
  customerRequired: "15.09.2025 გამოშვებიდან შეკვეთის შექმნისას customer სავალდებულოა: გაგზავნეთ { type, firstName, lastName }",
  customerObject: "customer უნდა იყოს ობიექტი: { type, firstName, lastName }",
  customerType: "customer.type უნდა იყოს „individual“ (სპეციფიკაციაში ცნობილი ერთადერთი კლიენტის ტიპი)",
  amountRequired: "თანხა სავალდებულოა: გაგზავნეთ ათობითი ტექსტით, მაგალითად „10.50“",
  amountNumber: "თანხა უნდა იყოს ათობითი ტექსტის სტრიქონი, მაგალითად „10.50“, და არა JSON რიცხვი",
  amountString: "თანხა უნდა იყოს ათობითი ტექსტის სტრიქონი, მაგალითად „10.50“",
  amountPlain:
    "თანხა უნდა იყოს მარტივი ათობითი ტექსტი, მაგალითად „10.50“: ციფრები, მაქსიმუმ ერთი წერტილი, ნიშნის, ხარისხისა და ჰარების გარეშე",
  amountIntegerDigits: "თანხას წერტილამდე {max}-ზე მეტი ციფრი აქვს",
  amountFractionDigits: "თანხას წერტილის შემდეგ {max}-ზე მეტი ციფრი აქვს",
  amountPositive: "თანხა ნულზე მეტი უნდა იყოს",
  amountDecimal: "თანხა უნდა იყოს ათობითი ტექსტი",
  ownAddress:
    "destinationAddress {address} ამ სერვისის საკუთარი შეკვეთის მისამართებიდან ერთ-ერთია: დაბრუნება ან გატანა გაგზავნეთ გადამხდელის ან თქვენს საფულეში",
  addressInvalidTron:
    "destinationAddress {address} არ არის ვალიდური {network} მისამართი {asset}-ისთვის: მოსალოდნელია T-ით დაწყებული base58check მისამართი (34 სიმბოლო)",
  addressInvalidEvm:
    "destinationAddress {address} არ არის ვალიდური {network} მისამართი {asset}-ისთვის: მოსალოდნელია 0x და 40 თექვსმეტობითი ციფრი, შერეული რეგისტრის შემთხვევაში სწორი EIP-55 საკონტროლო ჯამით",
  balanceShort:
    "ინტეგრაციას {integration} აქვს {balance} {asset}, მაგრამ თანხას {amount} ქსელის საკომისიოსთან {fee} ერთად სჭირდება {needed}: გატანა იყენებს მხოლოდ მითითებული integrationId-ის ნაშთს, დაბრუნება კი დაბრუნებული შეკვეთის ინტეგრაციისას.",
  refundOrderUnknown: "refundOrderId {id} არ არის თქვენი შეკვეთა: გამოიყენეთ დასრულებული გადახდის ან შენატანის შეკვეთის orderId",
  refundOrderType: "შეკვეთა {id} არის {type} ტიპის: დაბრუნება შესაძლებელია მხოლოდ გადახდისა და შენატანის შეკვეთებზე",
  refundOrderStatus: "შეკვეთა {id} არის {status}: დაბრუნების შექმნა შესაძლებელია მხოლოდ შეკვეთის დასრულების შემდეგ",
  refundAssetMismatch: "assetId {assetId} არ ემთხვევა შეკვეთას {id}, რომელმაც მიიღო {asset}: დააბრუნეთ {asset}-ით",
  refundTooMuch:
    "თანხა {amount} აღემატება შეკვეთა {id}-ისთვის ჯერ კიდევ დასაბრუნებელს: {refundable} {asset} (მიღებულია {primary}, დაბრუნებულია {refunded})",
  markPaidRefused:
    "შეკვეთა {id} ვერ მოინიშნება გადახდილად: ეს შეიძლება მხოლოდ შეკვეთისთვის, რომლის გადახდაც გადახდის ფანჯრის შემდეგ მოვიდა (ჯერ მიმდინარეობს)",
  noPaymentWindow: "შეკვეთა {id}-ს არ აქვს მიმდინარე გადახდის ფანჯარა: ის აქვს მხოლოდ გადახდის ბმულით შექმნილ შეკვეთას",

  linkUnknown: "გადახდის ბმული {id} არ არსებობს: გამოიყენეთ linkId POST /api/v1/payment-links-დან ან GET /api/v1/payment-links-დან",
  linkNameInvisible: "სახელში ხილული სიმბოლო არ არის: ჩაწერეთ ნივთის სახელი ისე, როგორც გადამხდელებმა უნდა წაიკითხონ",
  priceCurrencyUnknown: "price.currency {currency} არც გაცვლითი კურსებისთვის ცნობილი ვალუტაა ({currencies}) და არც assetId ({assets})",
  priceAmountShape:
    "price.amount {amount} უნდა იყოს ნულზე მეტი ათობითი ტექსტი, {currency}-ისთვის წერტილის შემდეგ მაქსიმუმ {digits} ციფრით, მაგალითად {example}",
  priceInAsset: 'ფასი {asset}-ში იხდება მხოლოდ {asset}-ით: გამოტოვეთ assetIds ან გაგზავნეთ ["{asset}"]',
  priceAmountRequired: "price.amount სავალდებულოა, ათობითი ტექსტით, მაგალითად „10.00“",
  priceAmountText: "price.amount უნდა იყოს ათობითი ტექსტი, მაგალითად „10.00“",
  priceCurrencyRequired: "price.currency სავალდებულოა: „USD“, „EUR“ ან assetId",
  priceObject: 'price უნდა იყოს ობიექტი: { amount: "10.00", currency: "USD" }',
  assetIdsEntry: "assetIds-ის ყოველი ელემენტი უნდა იყოს assetId სტრიქონი",
  assetIdsArray: "assetIds უნდა იყოს assetId-ების მასივი",
  assetIdsEmpty: "assetIds-მა უნდა მიუთითოს მინიმუმ ერთი აქტივი (ყველა ჩართული აქტივისთვის გამოტოვეთ)",
  assetIdsTooMany: "assetIds-ს {max}-ზე მეტი ელემენტი აქვს",
  expiryWhole: "expiresInMinutes უნდა იყოს წუთების მთელი რიცხვი {min}-დან {max}-მდე",
  expiryMin: "expiresInMinutes უნდა იყოს მინიმუმ {min}",
  expiryMax: "expiresInMinutes შეიძლება იყოს მაქსიმუმ {max} (ერთი კვირა)",
  returnUrlHttps: "returnUrl უნდა იყოს აბსოლუტური https URL",
  returnUrlApp: "returnUrl უნდა იყოს აბსოლუტური URL: https ან აპის ბმული ინტეგრაციის აპში დაბრუნების ერთ-ერთი სქემით",

  payoutUnknown: "გასავალი {id} არ არსებობს: გამოიყენეთ orderId GET /api/v1/payouts-დან",
  payoutNotAwaitingPaid: "გასავალი {id} არის {state}: გადახდილად შეიძლება მოინიშნოს მხოლოდ გასავალი, რომელიც ჯერ კიდევ გადახდას ელოდება",
  payoutNotAwaitingCancel:
    "გასავალი {id} არის {state}: გაუქმება შეიძლება მხოლოდ გასავალისა, რომელიც ჯერ კიდევ გადახდას ელოდება (მისთვის დანახული გადარიცხვა შესაძლოა უკვე გავიდა საფულიდან)",
  payoutNoStranger:
    "გასავალ {id}-ს არ აქვს უცნობი საფულიდან ამ hash-ითა და logIndex-ით პასუხის მომლოდინე გადარიცხვა: გამოიყენეთ გასავლის strangers-ში მითითებულთაგან ერთ-ერთი",
  transferPaidOther: "გადარიცხვამ {hash} (ჟურნალი {logIndex}) უკვე გადაიხადა სხვა გასავალი: ერთი გადარიცხვა მაქსიმუმ ერთს იხდის",
  hashText: "hash უნდა იყოს სტრიქონი: ხელმომწერის გაგზავნილი ტრანზაქციის hash",
  hashShape:
    "hash უნდა იყოს 64 თექვსმეტობითი ციფრი (Ethereum-სა და BNB Smart Chain-ზე 0x პრეფიქსით): ხელმომწერის გაგზავნილი ტრანზაქციის hash",
  strangerHashText: "hash უნდა იყოს სტრიქონი: გასავლის strangers-ში მითითებული გადარიცხვის hash",
  strangerHashShape:
    "hash უნდა იყოს 64 თექვსმეტობითი ციფრი (Ethereum-სა და BNB Smart Chain-ზე 0x პრეფიქსით): გასავლის strangers-ში მითითებული გადარიცხვის hash",
  logIndexWhole: "logIndex უნდა იყოს მთელი რიცხვი: გასავლის strangers-ში მითითებული გადარიცხვის logIndex",
  logIndexMin: "logIndex უნდა იყოს 0 ან მეტი: გასავლის strangers-ში მითითებული გადარიცხვის logIndex",

  bodyNotJson: "Content-Type {contentType} არ არის JSON: გაგზავნეთ სხეული JSON-ად Content-Type: application/json-ით",
  bodyBadJson: "სხეული ვალიდური JSON არ არის ({reason}): გაგზავნეთ ერთი JSON ობიექტი",
  bodyNotObject: "სხეული უნდა იყოს JSON ობიექტი, მიღებულია {value}",
  bodyTooLarge: "სხეული {bytes} ბაიტზე დიდია: გაგზავნეთ უფრო პატარა JSON ობიექტი",
  idempotencyKeyShape:
    "Idempotency-Key {key} უნდა იყოს 1–255 ხილული ASCII სიმბოლო ჰარების გარეშე: ყოველ მოთხოვნაზე გაგზავნეთ ახალი შემთხვევითი მნიშვნელობა (UUID)",
  idempotencyKeyReused:
    "Idempotency-Key {key} უკვე გამოყენებულია სხვა მოთხოვნისთვის (სხვა სხეული ან endpoint): პასუხის ხელახლა მისაღებად გაიმეორეთ ზუსტად იგივე მოთხოვნა, ან ახალი მოთხოვნისთვის გამოიყენეთ ახალი გასაღები",
  requestsTooMany:
    "ძალიან ბევრი მოთხოვნა {what}-ზე: ერთი კლიენტიდან {seconds} წმ-ში მაქსიმუმ {limit} ({setting}). სცადეთ ხელახლა Retry-After-ის წამების შემდეგ.",
  fieldDate: "{field} უნდა იყოს თარიღი ფორმატით YYYY-MM-DD",
  fieldControlCharacters: "{field} არ უნდა შეიცავდეს საკონტროლო სიმბოლოებს (ნაპოვნია {character}): გაგზავნეთ ტექსტი მათ გარეშე",
  fieldDisplayCharacters:
    "{field} არ უნდა შეიცავდეს საკონტროლო ან ორმხრივი ფორმატირების სიმბოლოებს (ნაპოვნია {character}): ისინი ცვლიან იმას, რასაც გადამხდელი ხედავს",
  fieldRequired: "{field} სავალდებულოა",
  fieldEmpty: "{field} არ უნდა იყოს ცარიელი",
  fieldTooLong: "{field} {max} სიმბოლოზე გრძელია",
  fieldText: "{field} უნდა იყოს ტექსტი",
  fieldString: "{field} უნდა იყოს სტრიქონი",
  fieldOneOf: "{field} უნდა იყოს ერთ-ერთი: {values}",
  fieldType: "{field} უნდა იყოს {expected}",
  fieldInvalid: "{field} არავალიდურია",
  received: "{message} (მიღებულია {received})",
} satisfies RefusalWords;
