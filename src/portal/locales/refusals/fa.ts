// Persian: the service's refusals, as the portal shows them next to a form's fields.
import type { RefusalWords } from "../../../shared/refusal-words.ts";

export default {
  signInNoMatchMailed:
    "این ایمیل و گذرواژه با هیچ حسابی مطابقت ندارد. هر دو را بررسی کنید یا گذرواژه را از «گذرواژه را فراموش کرده‌اید؟» بازنشانی کنید.",
  signInNoMatchOperator:
    "این ایمیل و گذرواژه با هیچ حسابی مطابقت ندارد. هر دو را بررسی کنید یا از گرداننده سرویس بخواهید گذرواژه را بازنشانی کند.",
  signInTooMany: "ورودهای ناموفق برای این ایمیل یا از این نشانی بیش از حد است: {minutes} دقیقه دیگر دوباره امتحان کنید",
  signInsToAccountTooMany: "ورود به این حساب بیش از حد است: {minutes} دقیقه دیگر دوباره امتحان کنید",
  signUpsTooMany: "ثبت‌نام از این نشانی بیش از حد است: {minutes} دقیقه دیگر دوباره امتحان کنید",
  wrongAnswersTooMany: "پاسخ‌های نادرست بیش از حد است: {minutes} دقیقه دیگر دوباره امتحان کنید",
  resetRequestsTooMany: "درخواست‌های بازنشانی برای این ایمیل یا از این نشانی بیش از حد است: {minutes} دقیقه دیگر دوباره امتحان کنید",
  passwordChecksTooMany: "بررسی هم‌زمان گذرواژه از این نشانی بیش از حد است (حداکثر {count} در صف): چند ثانیه دیگر دوباره امتحان کنید",
  passwordChecksBusy: "سرویس مشغول بررسی گذرواژه‌هاست: چند ثانیه دیگر دوباره امتحان کنید",
  signInCodeNeeded: "کد 6 رقمی برنامه احراز هویت یا یکی از کدهای بازیابی خود را وارد کنید",
  signInCodeWrong: "این کد درست نیست (یا قبلاً استفاده شده): کدی را که برنامه اکنون نشان می‌دهد وارد کنید",
  codeNeeded: "کد 6 رقمی برنامه احراز هویت یا یک کد بازیابی را وارد کنید",
  codeWrong: "این کد درست نیست (یا قبلاً استفاده شده)",
  passwordNeeded: "گذرواژه خود را وارد کنید",
  passwordWrong: "این گذرواژه درست نیست",
  currentPasswordWrong: "گذرواژه فعلی درست نیست",
  signUpClosed: "ثبت‌نام در این سرویس بسته است: برای حساب از گرداننده آن درخواست کنید",
  signUpRefused: "با این ایمیل نمی‌توان حساب ساخت: اگر متعلق به شماست، وارد شوید",
  passwordLinkUnusable: "این پیوند کار نمی‌کند (قبلاً استفاده شده، منقضی شده یا ناقص است): پیوند تازه‌ای بخواهید",
  passwordLinkNotWhole: "این پیوند ناقص است: پیوندی را که گرداننده به شما داده باز کنید",
  resetNotMailed: "این سرویس بازنشانی گذرواژه را ایمیل نمی‌کند: برای تعیین گذرواژه تازه از گرداننده پیوند بخواهید",
  emailInvalid: "یک نشانی ایمیل مانند you@example.com وارد کنید",
  newPasswordLength: "گذرواژه باید {min} تا {max} نویسه باشد (چند واژه گذرواژه خوبی می‌سازد)",
  passwordLength: "گذرواژه باید 1 تا {max} نویسه باشد",
  codeShapeWithRecovery: "کد باید همان 6 رقمی باشد که برنامه احراز هویت نشان می‌دهد، یا یک کد بازیابی مانند abcd-efgh-ijkl-mnop",
  codeShape: "کد باید همان 6 رقمی باشد که برنامه احراز هویت نشان می‌دهد",
  notSignedIn: "وارد نشده‌اید (یا نشست شما پایان یافته): دوباره وارد شوید",
  accountGone: "این حساب دیگر وجود ندارد",
  stepUpCode: "این تغییر به کد احراز هویتی نیاز دارد که در {minutes} دقیقه گذشته وارد شده باشد: آن را تأیید کنید و سپس تغییر را تکرار کنید",
  stepUpPassword: "این تغییر به گذرواژه‌ای نیاز دارد که در {minutes} دقیقه گذشته وارد شده باشد: آن را تأیید کنید و سپس تغییر را تکرار کنید",
  crossOrigin: "تغییرات پورتال فقط از صفحه خود پورتال در {origin} پذیرفته می‌شود (Origin {sentOrigin}، Sec-Fetch-Site {site})",

  twoFactorAlreadyOn: "ورود دومرحله‌ای از قبل روشن است: برای شروع دوباره با برنامه‌ای تازه، ابتدا آن را خاموش کنید",
  twoFactorAlreadyOff: "ورود دومرحله‌ای از قبل خاموش است",
  twoFactorNotStarted: "ابتدا راه‌اندازی ورود دومرحله‌ای را شروع کنید: هیچ کلید تازه‌ای منتظر کد نیست",
  twoFactorCodeMismatch: "این کد با کلید تازه مطابقت ندارد: ساعت برنامه را بررسی کنید و کدی را که اکنون نشان می‌دهد وارد کنید",
  twoFactorRestarted: "راه‌اندازی در جای دیگری از نو شروع شد: از تازه‌ترین کلید نمایش‌داده‌شده استفاده کنید",

  apiKeyName: "نام باید 1 تا {max} نویسه باشد، مانند «سرور فروشگاه»",
  apiKeyUnknown: "هیچ کلید API با شناسه {id} به این حساب تعلق ندارد",
  clientGone: "کلاینت این حساب دیگر وجود ندارد",
  languageUnknown: "زبان باید کد یکی از زبان‌های سرویس باشد، مانند «en»، «de»، «pt» یا «zh-Hant»",

  integrationUnknown: "یکپارچه‌سازی {id} وجود ندارد: از یک id در GET /api/v1/integrations استفاده کنید",
  shopNameInvisible:
    "نام هیچ نویسه قابل‌دیدنی ندارد (فقط فاصله، اتصال‌دهنده یا نویسه‌های نامرئی دیگر): نام فروشگاه را همان‌طور که پرداخت‌کنندگان باید بخوانند بنویسید",
  urlNotHttp: "{field} باید یک URL کامل http(s) باشد",
  supportUrlNotHttp: "supportUrl باید یک URL کامل http(s) باشد، مانند https://shop.example/help",
  supportUrlCredentials: "supportUrl نباید اطلاعات ورود (user:password@) داشته باشد: پرداخت‌کنندگان آن را می‌بینند",
  urlNotHttps: "{field} باید از https استفاده کند؛ دریافت‌شده: {got}",
  urlUserinfo:
    "{field} نباید پیش از «@» کاربر یا گذرواژه داشته باشد ({shownHost} خوانده می‌شود اما به {host} می‌رود): نشانی خود فروشگاه را بنویسید",
  urlHttpSandbox:
    "{field} باید از https استفاده کند (http فقط برای localhost، 127.0.0.1 و [::1] در حالت sandbox پذیرفته است)؛ دریافت‌شده: {origin}",
  logoUrlNotHttps: "logoUrl باید یک URL کامل https باشد (یا null برای هیچ)",
  accentColor: "accentColor باید رنگی به شکل #rrggbb باشد (یا null برای پیش‌فرض)",
  callbackUrlNotHttp: "callbackUrl باید یک URL از نوع http(s) باشد",
  callbackUrlCredentials:
    "callbackUrl نباید اطلاعات ورود (user:password@) داشته باشد: به‌جای آن، فراخوان‌ها را با سرآیند webhook-signature راستی‌آزمایی کنید",
  callbackDestinationRefusedOutsideSandbox:
    "callbackUrl رد شد: {host} به {address} می‌رسد؛ مقصد فراخوان {ip} در {range} است: بیرون از حالت sandbox رد می‌شود (قاعده «{rule}»؛ WEBHOOK_ALLOW_PRIVATE=1 اجازه می‌دهد)",
  callbackDestinationNever:
    "callbackUrl رد شد: {host} به {address} می‌رسد؛ مقصد فراخوان {ip} در {range} است: فراخوان‌ها هرگز به آنجا نمی‌روند (قاعده «{rule}»)",
  callbackAddressRefusedOutsideSandbox:
    "callbackUrl رد شد: مقصد فراخوان {ip} در {range} است: بیرون از حالت sandbox رد می‌شود (قاعده «{rule}»؛ WEBHOOK_ALLOW_PRIVATE=1 اجازه می‌دهد)",
  callbackAddressNever: "callbackUrl رد شد: مقصد فراخوان {ip} در {range} است: فراخوان‌ها هرگز به آنجا نمی‌روند (قاعده «{rule}»)",
  callbackUrlRefused: "callbackUrl رد شد: {problem}",
  callbackUrlMissing:
    "یکپارچه‌سازی {id} نشانی فراخوان ندارد: ابتدا با PUT /_sandbox/integrations/{id}/webhook یکی تعیین کنید یا crypto-checkout listen را اجرا کنید",
  testEventsTooMany:
    "حداکثر {limit} رویداد آزمایشی برای هر یکپارچه‌سازی در هر {minutes} دقیقه (TEST_EVENTS_PER_INTEGRATION): بعدی را پس از ثانیه‌های Retry-After بفرستید",
  originsList: "allowedOrigins باید فهرستی از origin‌ها باشد، یا null برای اجازه به همه",
  originsTooMany: "allowedOrigins بیش از {max} origin دارد",
  originText: "هر origin باید یک رشته باشد",
  originExact:
    "هر origin باید یک origin دقیق http(s) باشد، مانند «https://shop.example» (طرح و میزبان، بدون مسیر یا نویسه عام)؛ دریافت‌شده: {got}",
  appSchemesList: 'appReturnSchemes باید فهرستی از طرح‌ها باشد، مانند ["myshop"]، یا [] برای هیچ',
  appSchemesTooMany: "appReturnSchemes بیش از {max} طرح دارد",
  appSchemeText: "هر طرح بازگشت به برنامه باید یک رشته باشد، مانند «myshop»",
  appSchemeShape:
    "هر طرح بازگشت به برنامه باید یک طرح URL باشد، مانند «myshop»: یک حرف کوچک، سپس تا 31 حرف، رقم، «+»، «-» یا «.»؛ دریافت‌شده: {got}",
  appSchemeWeb: "طرح بازگشت به برنامه نمی‌تواند {scheme} باشد: نشانی بازگشت https همیشه مجاز است، فقط طرح خود برنامه را بنویسید",
  appSchemeDevice:
    "طرح بازگشت به برنامه نمی‌تواند {scheme} باشد: به‌جای باز کردن برنامه، چیزی را روی دستگاه پرداخت‌کننده اجرا می‌کند یا می‌خواند",
  toleranceText: "paymentTolerancePercent باید متن اعشاری باشد، مانند «0.5» (درصد)",
  tolerancePlain: "paymentTolerancePercent باید متن اعشاری ساده باشد، مانند «0.5»: رقم‌ها و حداکثر یک نقطه",
  toleranceFraction: "paymentTolerancePercent بیش از 2 رقم اعشار دارد",
  toleranceRange: "paymentTolerancePercent باید بین 0 و 100 باشد",
  supportEmail: "supportEmail باید نشانی ایمیل باشد، مانند help@shop.example",
  fieldTrueOrFalse: "{field} باید true یا false باشد",
  fieldStringOrNull: "{field} باید یک رشته یا null باشد",

  orderUnknown: "سفارش {id} وجود ندارد: از یک orderId در فهرست سفارش‌ها استفاده کنید",
  orderUnknownForIntegration: "سفارش {id} برای یکپارچه‌سازی {integration} وجود ندارد",
  orderMissing: "سفارش {id} وجود ندارد",
  deliveryUnknown: "تحویل {id} وجود ندارد: از یک id در GET /_sandbox/webhooks/deliveries استفاده کنید",
  notYourIntegration: "{field} {id} از یکپارچه‌سازی‌های شما نیست: از یک id در GET /api/v1/integrations استفاده کنید",
  assetUnknown: "{field} {id} دارایی پشتیبانی‌شده نیست: یکی از {assets} را به کار ببرید (GET /api/v1/assets)",
  assetDisabled: "{field} {id} برای عملیات غیرفعال است (GET /api/v1/assets مقدار disabled: true نشان می‌دهد): یک دارایی فعال انتخاب کنید",
  amountBelowMinimum: "{field} {amount} کمتر از حداقل مبلغ ورودی {minimum} {asset} در {network} است: دست‌کم {minimum} بفرستید",
  customerRequired: "از نسخه 15.09.2025، هنگام ساخت سفارش customer الزامی است: { type, firstName, lastName } را بفرستید",
  customerObject: "customer باید یک شیء باشد: { type, firstName, lastName }",
  customerType: "customer.type باید «individual» باشد (تنها نوع مشتری که مشخصات می‌شناسد)",
  amountRequired: "مبلغ الزامی است: آن را به‌صورت متن اعشاری بفرستید، برای نمونه «10.50»",
  amountNumber: "مبلغ باید رشته‌ای از متن اعشاری باشد، مانند «10.50»، نه عدد JSON",
  amountString: "مبلغ باید رشته‌ای از متن اعشاری باشد، مانند «10.50»",
  amountPlain: "مبلغ باید متن اعشاری ساده باشد، مانند «10.50»: رقم‌ها، حداکثر یک نقطه، بدون علامت، توان یا فاصله",
  amountIntegerDigits: "مبلغ پیش از نقطه بیش از {max} رقم دارد",
  amountFractionDigits: "مبلغ بیش از {max} رقم اعشار دارد",
  amountPositive: "مبلغ باید بزرگ‌تر از صفر باشد",
  amountDecimal: "مبلغ باید متن اعشاری باشد",
  ownAddress:
    "destinationAddress {address} یکی از نشانی‌های سفارش خود این سرویس است: بازپرداخت یا برداشت را به کیف پول پرداخت‌کننده یا کیف پول خودتان بفرستید",
  addressInvalidTron:
    "destinationAddress {address} نشانی معتبر {network} برای {asset} نیست: نشانی base58check که با T شروع شود (34 نویسه) انتظار می‌رود",
  addressInvalidEvm:
    "destinationAddress {address} نشانی معتبر {network} برای {asset} نیست: 0x و پس از آن 40 رقم هگز انتظار می‌رود، با چک‌سام درست EIP-55 اگر حروف بزرگ و کوچک آمیخته باشند",
  balanceShort:
    "یکپارچه‌سازی {integration} مقدار {balance} {asset} دارد، اما مبلغ {amount} به‌علاوه کارمزد شبکه {fee} به {needed} نیاز دارد: برداشت فقط از integrationId نام‌برده و بازپرداخت از یکپارچه‌سازی سفارش بازپرداخت‌شده کسر می‌شود.",
  refundOrderUnknown: "refundOrderId {id} از سفارش‌های شما نیست: از orderId یک سفارش پرداخت یا واریز تکمیل‌شده استفاده کنید",
  refundOrderType: "سفارش {id} از نوع {type} است: فقط سفارش‌های پرداخت و واریز بازپرداخت‌پذیرند",
  refundOrderStatus: "وضعیت سفارش {id} {status} است: بازپرداخت فقط پس از تکمیل سفارش ساخته می‌شود",
  refundAssetMismatch: "assetId {assetId} با سفارش {id} که {asset} دریافت کرده مطابقت ندارد: با {asset} بازپرداخت کنید",
  refundTooMuch:
    "مبلغ {amount} از مقدار باقی‌مانده قابل‌بازپرداخت سفارش {id} بیشتر است: {refundable} {asset} (دریافتی {primary}، بازپرداخت‌شده {refunded})",
  markPaidRefused:
    "سفارش {id} را نمی‌توان پرداخت‌شده علامت زد: فقط سفارشی که پرداختش پس از پنجره پرداخت رسیده (هنوز در جریان) این امکان را دارد",
  noPaymentWindow: "سفارش {id} پنجره پرداخت فعالی ندارد: فقط سفارشی که با پیوند پرداخت ساخته شده چنین پنجره‌ای دارد",

  linkUnknown: "پیوند پرداخت {id} وجود ندارد: از یک linkId در POST /api/v1/payment-links یا GET /api/v1/payment-links استفاده کنید",
  linkNameInvisible: "نام هیچ نویسه قابل‌دیدنی ندارد: نام کالا را همان‌طور که پرداخت‌کنندگان باید بخوانند بنویسید",
  priceCurrencyUnknown: "price.currency {currency} نه ارزی است که نرخ‌های تبدیل می‌شناسند ({currencies}) و نه یک assetId ({assets})",
  priceAmountShape:
    "price.amount {amount} باید متن اعشاری بزرگ‌تر از صفر با حداکثر {digits} رقم اعشار برای {currency} باشد، مانند {example}",
  priceInAsset: 'قیمت به {asset} فقط با {asset} پرداخت می‌شود: assetIds را حذف کنید یا ["{asset}"] بفرستید',
  priceAmountRequired: "price.amount الزامی است، به‌صورت متن اعشاری مانند «10.00»",
  priceAmountText: "price.amount باید متن اعشاری باشد، مانند «10.00»",
  priceCurrencyRequired: "price.currency الزامی است: «USD»، «EUR» یا یک assetId",
  priceObject: 'price باید یک شیء باشد: { amount: "10.00", currency: "USD" }',
  assetIdsEntry: "هر عضو assetIds باید رشته assetId باشد",
  assetIdsArray: "assetIds باید آرایه‌ای از assetIdها باشد",
  assetIdsEmpty: "assetIds باید دست‌کم یک دارایی را نام ببرد (برای همه دارایی‌های فعال آن را حذف کنید)",
  assetIdsTooMany: "assetIds بیش از {max} عضو دارد",
  expiryWhole: "expiresInMinutes باید عدد صحیحی از دقیقه‌ها بین {min} و {max} باشد",
  expiryMin: "expiresInMinutes باید دست‌کم {min} باشد",
  expiryMax: "expiresInMinutes حداکثر می‌تواند {max} باشد (یک هفته)",
  returnUrlHttps: "returnUrl باید یک URL کامل https باشد",
  returnUrlApp: "returnUrl باید یک URL کامل باشد: https یا پیوند برنامه با یکی از طرح‌های بازگشت به برنامه این یکپارچه‌سازی",

  payoutUnknown: "پرداخت خروجی {id} وجود ندارد: از یک orderId در GET /api/v1/payouts استفاده کنید",
  payoutNotAwaitingPaid: "وضعیت پرداخت خروجی {id} {state} است: فقط پرداخت خروجی‌ای که هنوز منتظر پرداخت است را می‌توان پرداخت‌شده علامت زد",
  payoutNotAwaitingCancel:
    "وضعیت پرداخت خروجی {id} {state} است: فقط پرداخت خروجی‌ای که هنوز منتظر پرداخت است لغوشدنی است (انتقالی که برای آن دیده شده ممکن است کیف پول را ترک کرده باشد)",
  payoutNoStranger:
    "پرداخت خروجی {id} هیچ انتقالی از کیف پول ناشناس با این hash و logIndex که منتظر پاسخ باشد ندارد: یکی از موارد strangers پرداخت خروجی را به کار ببرید",
  transferPaidOther: "انتقال {hash} (لاگ {logIndex}) پیش‌تر پرداخت خروجی دیگری را پرداخته است: هر انتقال حداکثر یکی را می‌پردازد",
  hashText: "hash باید یک رشته باشد: hash تراکنشی که امضاکننده فرستاده",
  hashShape: "hash باید 64 رقم هگز باشد (با پیشوند 0x در Ethereum و BNB Smart Chain): hash تراکنشی که امضاکننده فرستاده",
  strangerHashText: "hash باید یک رشته باشد: hash انتقالی که در strangers پرداخت خروجی آمده",
  strangerHashShape:
    "hash باید 64 رقم هگز باشد (با پیشوند 0x در Ethereum و BNB Smart Chain): hash انتقالی که در strangers پرداخت خروجی آمده",
  logIndexWhole: "logIndex باید عدد صحیح باشد: logIndex انتقالی که در strangers پرداخت خروجی آمده",
  logIndexMin: "logIndex باید 0 یا بیشتر باشد: logIndex انتقالی که در strangers پرداخت خروجی آمده",

  bodyNotJson: "Content-Type {contentType} از نوع JSON نیست: بدنه را به‌صورت JSON با Content-Type: application/json بفرستید",
  bodyBadJson: "بدنه JSON معتبر نیست ({reason}): یک شیء JSON بفرستید",
  bodyNotObject: "بدنه باید یک شیء JSON باشد؛ دریافت‌شده: {value}",
  bodyTooLarge: "بدنه بزرگ‌تر از {bytes} بایت است: یک شیء JSON کوچک‌تر بفرستید",
  idempotencyKeyShape:
    "Idempotency-Key {key} باید 1 تا 255 نویسه ASCII قابل‌دیدن و بدون فاصله باشد: برای هر درخواست یک مقدار تصادفی تازه (UUID) بفرستید",
  idempotencyKeyReused:
    "Idempotency-Key {key} پیش‌تر برای درخواست دیگری (بدنه یا endpoint دیگر) به کار رفته: برای گرفتن دوباره پاسخ، دقیقاً همان درخواست را تکرار کنید یا برای درخواست تازه کلید تازه به کار ببرید",
  requestsTooMany:
    "درخواست‌ها به {what} بیش از حد است: حداکثر {limit} در هر {seconds} ثانیه از یک کلاینت ({setting}). پس از ثانیه‌های Retry-After دوباره امتحان کنید.",
  fieldDate: "{field} باید تاریخی به شکل YYYY-MM-DD باشد",
  fieldControlCharacters: "{field} نباید نویسه کنترلی داشته باشد (یافت‌شده: {character}): متن را بدون آن‌ها بفرستید",
  fieldDisplayCharacters:
    "{field} نباید نویسه کنترلی یا قالب‌بندی دوسویه داشته باشد (یافت‌شده: {character}): این نویسه‌ها آنچه پرداخت‌کننده می‌بیند را تغییر می‌دهند",
  fieldRequired: "{field} الزامی است",
  fieldEmpty: "{field} نباید خالی باشد",
  fieldTooLong: "{field} بیش از {max} نویسه است",
  fieldText: "{field} باید متن باشد",
  fieldString: "{field} باید یک رشته باشد",
  fieldOneOf: "{field} باید یکی از {values} باشد",
  fieldType: "{field} باید {expected} باشد",
  fieldInvalid: "{field} معتبر نیست",
  received: "{message} (دریافت‌شده: {received})",
} satisfies RefusalWords;
