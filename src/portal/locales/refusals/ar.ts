// Arabic: the service's refusals, as the portal shows them next to a form's fields. A wait in
// minutes alone is a plural message, since Arabic counts one, two, three to ten and eleven on
// with different forms of the word.
import type { RefusalWords } from "../../../shared/refusal-words.ts";

export default {
  signInNoMatchMailed:
    "هذا البريد الإلكتروني وكلمة المرور لا يطابقان أي حساب. تحقّق منهما، أو أعد تعيين كلمة المرور من «نسيت كلمة المرور؟».",
  signInNoMatchOperator:
    "هذا البريد الإلكتروني وكلمة المرور لا يطابقان أي حساب. تحقّق منهما، أو اطلب من مشغّل الخدمة إعادة تعيين كلمة المرور.",
  signInTooMany:
    "{minutes, plural, zero {محاولات دخول فاشلة كثيرة لهذا البريد أو من هذا العنوان: أعد المحاولة بعد قليل} one {محاولات دخول فاشلة كثيرة لهذا البريد أو من هذا العنوان: أعد المحاولة بعد دقيقة واحدة} two {محاولات دخول فاشلة كثيرة لهذا البريد أو من هذا العنوان: أعد المحاولة بعد دقيقتين} few {محاولات دخول فاشلة كثيرة لهذا البريد أو من هذا العنوان: أعد المحاولة بعد # دقائق} other {محاولات دخول فاشلة كثيرة لهذا البريد أو من هذا العنوان: أعد المحاولة بعد # دقيقة}}",
  signInsToAccountTooMany:
    "{minutes, plural, zero {محاولات دخول كثيرة إلى هذا الحساب: أعد المحاولة بعد قليل} one {محاولات دخول كثيرة إلى هذا الحساب: أعد المحاولة بعد دقيقة واحدة} two {محاولات دخول كثيرة إلى هذا الحساب: أعد المحاولة بعد دقيقتين} few {محاولات دخول كثيرة إلى هذا الحساب: أعد المحاولة بعد # دقائق} other {محاولات دخول كثيرة إلى هذا الحساب: أعد المحاولة بعد # دقيقة}}",
  signUpsTooMany:
    "{minutes, plural, zero {عمليات تسجيل كثيرة من هذا العنوان: أعد المحاولة بعد قليل} one {عمليات تسجيل كثيرة من هذا العنوان: أعد المحاولة بعد دقيقة واحدة} two {عمليات تسجيل كثيرة من هذا العنوان: أعد المحاولة بعد دقيقتين} few {عمليات تسجيل كثيرة من هذا العنوان: أعد المحاولة بعد # دقائق} other {عمليات تسجيل كثيرة من هذا العنوان: أعد المحاولة بعد # دقيقة}}",
  wrongAnswersTooMany:
    "{minutes, plural, zero {إجابات خاطئة كثيرة: أعد المحاولة بعد قليل} one {إجابات خاطئة كثيرة: أعد المحاولة بعد دقيقة واحدة} two {إجابات خاطئة كثيرة: أعد المحاولة بعد دقيقتين} few {إجابات خاطئة كثيرة: أعد المحاولة بعد # دقائق} other {إجابات خاطئة كثيرة: أعد المحاولة بعد # دقيقة}}",
  resetRequestsTooMany:
    "{minutes, plural, zero {طلبات إعادة تعيين كثيرة لهذا البريد أو من هذا العنوان: أعد المحاولة بعد قليل} one {طلبات إعادة تعيين كثيرة لهذا البريد أو من هذا العنوان: أعد المحاولة بعد دقيقة واحدة} two {طلبات إعادة تعيين كثيرة لهذا البريد أو من هذا العنوان: أعد المحاولة بعد دقيقتين} few {طلبات إعادة تعيين كثيرة لهذا البريد أو من هذا العنوان: أعد المحاولة بعد # دقائق} other {طلبات إعادة تعيين كثيرة لهذا البريد أو من هذا العنوان: أعد المحاولة بعد # دقيقة}}",
  passwordChecksTooMany: "عمليات تحقق كثيرة من كلمات المرور من هذا العنوان في آن واحد (الحد {count} في الانتظار): أعد المحاولة بعد ثوانٍ",
  passwordChecksBusy: "الخدمة مشغولة بالتحقق من كلمات المرور: أعد المحاولة بعد ثوانٍ",
  signInCodeNeeded: "أدخل الرمز المكوّن من 6 أرقام من تطبيق المصادقة، أو أحد رموز الاسترداد",
  signInCodeWrong: "هذا الرمز غير صحيح (أو استُخدم من قبل): أدخل الرمز الذي يعرضه تطبيقك الآن",
  codeNeeded: "أدخل الرمز المكوّن من 6 أرقام من تطبيق المصادقة، أو رمز استرداد",
  codeWrong: "هذا الرمز غير صحيح (أو استُخدم من قبل)",
  passwordNeeded: "أدخل كلمة المرور",
  passwordWrong: "كلمة المرور هذه غير صحيحة",
  currentPasswordWrong: "كلمة المرور الحالية غير صحيحة",
  signUpClosed: "التسجيل مغلق في هذه الخدمة: اطلب حسابًا من مشغّلها",
  signUpRefused: "لا يمكن إنشاء حساب بهذا البريد الإلكتروني: إن كان بريدك، فسجّل الدخول بدلًا من ذلك",
  passwordLinkUnusable: "هذا الرابط لا يعمل (استُخدم من قبل أو انتهت صلاحيته أو غير مكتمل): اطلب رابطًا جديدًا",
  passwordLinkNotWhole: "هذا الرابط غير مكتمل: افتح الرابط الذي أعطاك إياه المشغّل",
  resetNotMailed: "هذه الخدمة لا ترسل رسائل إعادة تعيين كلمة المرور: اطلب من مشغّلها رابطًا لتعيين كلمة مرور جديدة",
  emailInvalid: "يجب أن يكون البريد الإلكتروني عنوانًا مثل you@example.com",
  newPasswordLength: "يجب أن تتكون كلمة المرور من {min} إلى {max} حرفًا (بضع كلمات تصنع كلمة مرور جيدة)",
  passwordLength: "يجب أن تتكون كلمة المرور من 1 إلى {max} حرفًا",
  codeShapeWithRecovery: "يجب أن يكون الرمز الأرقام الستة التي يعرضها تطبيق المصادقة، أو رمز استرداد مثل abcd-efgh-ijkl-mnop",
  codeShape: "يجب أن يكون الرمز الأرقام الستة التي يعرضها تطبيق المصادقة",
  notSignedIn: "لم تسجّل الدخول (أو انتهت جلستك): سجّل الدخول مرة أخرى",
  accountGone: "هذا الحساب لم يعد موجودًا",
  stepUpCode:
    "{minutes, plural, zero {يتطلب هذا التغيير رمز المصادقة الآن: أكّده ثم أعد التغيير} one {يتطلب هذا التغيير رمز المصادقة مُدخلًا خلال الدقيقة الأخيرة: أكّده ثم أعد التغيير} two {يتطلب هذا التغيير رمز المصادقة مُدخلًا خلال الدقيقتين الأخيرتين: أكّده ثم أعد التغيير} few {يتطلب هذا التغيير رمز المصادقة مُدخلًا خلال آخر # دقائق: أكّده ثم أعد التغيير} other {يتطلب هذا التغيير رمز المصادقة مُدخلًا خلال آخر # دقيقة: أكّده ثم أعد التغيير}}",
  stepUpPassword:
    "{minutes, plural, zero {يتطلب هذا التغيير كلمة المرور الآن: أكّدها ثم أعد التغيير} one {يتطلب هذا التغيير كلمة المرور مُدخلةً خلال الدقيقة الأخيرة: أكّدها ثم أعد التغيير} two {يتطلب هذا التغيير كلمة المرور مُدخلةً خلال الدقيقتين الأخيرتين: أكّدها ثم أعد التغيير} few {يتطلب هذا التغيير كلمة المرور مُدخلةً خلال آخر # دقائق: أكّدها ثم أعد التغيير} other {يتطلب هذا التغيير كلمة المرور مُدخلةً خلال آخر # دقيقة: أكّدها ثم أعد التغيير}}",
  crossOrigin: "لا تُقبل تغييرات البوابة إلا من صفحة البوابة نفسها على {origin} (Origin {sentOrigin}، Sec-Fetch-Site {site})",

  twoFactorAlreadyOn: "تسجيل الدخول بالمصادقة الثنائية مفعّل بالفعل: أوقفه أولًا لتبدأ من جديد بتطبيق آخر",
  twoFactorAlreadyOff: "تسجيل الدخول بالمصادقة الثنائية متوقف بالفعل",
  twoFactorNotStarted: "ابدأ إعداد المصادقة الثنائية أولًا: لا يوجد مفتاح جديد ينتظر رمزه",
  twoFactorCodeMismatch: "هذا الرمز لا يطابق المفتاح الجديد: تحقّق من ساعة التطبيق وأدخل الرمز الذي يعرضه الآن",
  twoFactorRestarted: "أُعيد بدء الإعداد من مكان آخر: استخدم أحدث مفتاح معروض",

  apiKeyName: "يجب أن يتكون الاسم من 1 إلى {max} حرفًا، مثل «خادم المتجر»",
  apiKeyUnknown: "لا يوجد مفتاح API {id} تابع لهذا الحساب",
  clientGone: "عميل هذا الحساب لم يعد موجودًا",
  languageUnknown: "يجب أن تكون اللغة رمز لغة تدعمها الخدمة، مثل «en» أو «de» أو «pt» أو «zh-Hant»",

  integrationUnknown: "التكامل {id} غير موجود: استخدم معرّفًا من GET /api/v1/integrations",
  shopNameInvisible:
    "لا يحتوي الاسم على أي حرف مرئي (مسافات أو محارف وصل أو محارف غير مرئية فقط): اكتب اسم المتجر كما يجب أن يقرأه الدافعون",
  urlNotHttp: "يجب أن يكون {field} رابط http(s) مطلقًا",
  supportUrlNotHttp: "يجب أن يكون supportUrl رابط http(s) مطلقًا، مثل https://shop.example/help",
  supportUrlCredentials: "يجب ألا يحتوي supportUrl على بيانات اعتماد (user:password@): يراه الدافعون",
  urlNotHttps: "يجب أن يستخدم {field} بروتوكول https؛ المستلَم: {got}",
  urlUserinfo: "يجب ألا يحتوي {field} على اسم مستخدم أو كلمة مرور قبل «@» (يبدو {shownHost} لكنه يقود إلى {host}): أدخل عنوان المتجر نفسه",
  urlHttpSandbox:
    "يجب أن يستخدم {field} بروتوكول https (يُقبل http فقط لـ localhost و127.0.0.1 و[::1] في وضع الاختبار sandbox)؛ المستلَم: {origin}",
  logoUrlNotHttps: "يجب أن يكون logoUrl رابط https مطلقًا (أو null إن لم يكن هناك شعار)",
  accentColor: "يجب أن يكون accentColor لونًا بصيغة #rrggbb (أو null للون الافتراضي)",
  callbackUrlNotHttp: "يجب أن يكون callbackUrl رابط http(s)",
  callbackUrlCredentials:
    "يجب ألا يحتوي callbackUrl على بيانات اعتماد (user:password@): تحقّق من الاستدعاءات عبر ترويسة webhook-signature بدلًا من ذلك",
  callbackDestinationRefusedOutsideSandbox:
    "رُفض callbackUrl: يُحلّ {host} إلى {address}؛ وجهة الاستدعاء {ip} من نطاق {range}: مرفوضة خارج وضع sandbox (القاعدة «{rule}»؛ يسمح بها WEBHOOK_ALLOW_PRIVATE=1)",
  callbackDestinationNever:
    "رُفض callbackUrl: يُحلّ {host} إلى {address}؛ وجهة الاستدعاء {ip} من نطاق {range}: لا تُرسل الاستدعاءات إليها أبدًا (القاعدة «{rule}»)",
  callbackAddressRefusedOutsideSandbox:
    "رُفض callbackUrl: وجهة الاستدعاء {ip} من نطاق {range}: مرفوضة خارج وضع sandbox (القاعدة «{rule}»؛ يسمح بها WEBHOOK_ALLOW_PRIVATE=1)",
  callbackAddressNever: "رُفض callbackUrl: وجهة الاستدعاء {ip} من نطاق {range}: لا تُرسل الاستدعاءات إليها أبدًا (القاعدة «{rule}»)",
  callbackUrlRefused: "رُفض callbackUrl: {problem}",
  callbackUrlMissing:
    "لا يملك التكامل {id} رابط استدعاء: عيّن واحدًا أولًا عبر PUT /_sandbox/integrations/{id}/webhook، أو شغّل crypto-checkout listen",
  testEventsTooMany:
    "الحد {limit} أحداث تجريبية لكل تكامل في كل فترة مدتها {minutes} دقيقة (TEST_EVENTS_PER_INTEGRATION): أرسل التالي بعد عدد الثواني في Retry-After",
  originsList: "يجب أن يكون allowedOrigins قائمة مصادر، أو null للسماح بأي مصدر",
  originsTooMany: "يحتوي allowedOrigins على أكثر من {max} مصدرًا",
  originText: "يجب أن يكون كل مصدر سلسلة نصية",
  originExact: "يجب أن يكون كل مصدر مصدر http(s) دقيقًا مثل «https://shop.example» (المخطط والمضيف، دون مسار أو حرف بدل)؛ المستلَم: {got}",
  appSchemesList: 'يجب أن يكون appReturnSchemes قائمة مخططات مثل ["myshop"]، أو [] إن لم يوجد شيء',
  appSchemesTooMany: "يحتوي appReturnSchemes على أكثر من {max} مخططًا",
  appSchemeText: "يجب أن يكون كل مخطط عودة إلى التطبيق سلسلة نصية مثل «myshop»",
  appSchemeShape:
    "يجب أن يكون كل مخطط عودة إلى التطبيق مخطط URL مثل «myshop»: حرف لاتيني صغير، ثم حتى 31 حرفًا أو رقمًا أو «+» أو «-» أو «.»؛ المستلَم: {got}",
  appSchemeWeb: "لا يجوز أن يكون مخطط العودة إلى التطبيق {scheme}: رابط العودة https مسموح دائمًا، أدرج فقط مخطط التطبيق الخاص",
  appSchemeDevice: "لا يجوز أن يكون مخطط العودة إلى التطبيق {scheme}: فهو يشغّل شيئًا أو يقرأه على جهاز الدافع بدل فتح تطبيق",
  toleranceText: "يجب أن يكون paymentTolerancePercent نصًا عشريًا مثل «0.5» (نسبة مئوية)",
  tolerancePlain: "يجب أن يكون paymentTolerancePercent نصًا عشريًا بسيطًا مثل «0.5»: أرقام ونقطة واحدة اختيارية",
  toleranceFraction: "يحتوي paymentTolerancePercent على أكثر من منزلتين عشريتين (2)",
  toleranceRange: "يجب أن يكون paymentTolerancePercent بين 0 و100",
  supportEmail: "يجب أن يكون supportEmail عنوان بريد إلكتروني مثل help@shop.example",
  fieldTrueOrFalse: "يجب أن يكون {field} إما true أو false",
  fieldStringOrNull: "يجب أن يكون {field} سلسلة نصية أو null",

  orderUnknown: "الطلب {id} غير موجود: استخدم orderId من قائمة الطلبات",
  orderUnknownForIntegration: "الطلب {id} غير موجود في التكامل {integration}",
  orderMissing: "الطلب {id} غير موجود",
  deliveryUnknown: "عملية التسليم {id} غير موجودة: استخدم معرّفًا من GET /_sandbox/webhooks/deliveries",
  notYourIntegration: "{field} {id} ليس من تكاملاتك: استخدم معرّفًا من GET /api/v1/integrations",
  assetUnknown: "{field} {id} ليس أصلًا مدعومًا: استخدم أحد {assets} (GET /api/v1/assets)",
  assetDisabled: "{field} {id} معطّل للعمليات (يعرض GET /api/v1/assets القيمة disabled: true): اختر أصلًا مفعّلًا",
  amountBelowMinimum: "{field} {amount} أقل من الحد الأدنى للمبلغ الوارد {minimum} {asset} على {network}: أرسل {minimum} على الأقل",
  customerRequired: "الحقل customer مطلوب عند إنشاء الطلب منذ إصدار 15.09.2025: أرسل { type, firstName, lastName }",
  customerObject: "يجب أن يكون customer كائنًا: { type, firstName, lastName }",
  customerType: "يجب أن يكون customer.type «individual» (نوع العميل الوحيد الذي تعرفه المواصفة)",
  amountRequired: "المبلغ مطلوب: أرسله نصًا عشريًا، مثل «10.50»",
  amountNumber: "يجب أن يكون المبلغ سلسلة نص عشري مثل «10.50»، لا رقم JSON",
  amountString: "يجب أن يكون المبلغ سلسلة نص عشري مثل «10.50»",
  amountPlain: "يجب أن يكون المبلغ نصًا عشريًا بسيطًا مثل «10.50»: أرقام ونقطة واحدة اختيارية، دون إشارة أو أس أو مسافات",
  amountIntegerDigits: "يحتوي المبلغ على أكثر من {max} أرقام قبل النقطة",
  amountFractionDigits: "يحتوي المبلغ على أكثر من {max} منازل عشرية",
  amountPositive: "يجب أن يكون المبلغ أكبر من صفر",
  amountDecimal: "يجب أن يكون المبلغ نصًا عشريًا",
  ownAddress: "destinationAddress {address} أحد عناوين الطلبات الخاصة بهذه الخدمة: أرسل الاسترداد أو السحب إلى محفظة الدافع أو محفظتك",
  addressInvalidTron: "destinationAddress {address} ليس عنوان {network} صالحًا لـ {asset}: المتوقع عنوان base58check يبدأ بـ T (34 حرفًا)",
  addressInvalidEvm:
    "destinationAddress {address} ليس عنوان {network} صالحًا لـ {asset}: المتوقع 0x يليه 40 رقمًا ست عشريًا، مع مجموع تحقق EIP-55 صحيح إن اختلطت الأحرف الكبيرة والصغيرة",
  balanceShort:
    "يحتفظ التكامل {integration} بـ {balance} {asset}، لكن المبلغ {amount} مع رسوم الشبكة {fee} يتطلب {needed}: السحب يأخذ فقط من integrationId الذي يسمّيه، والاسترداد من تكامل الطلب المسترد.",
  refundOrderUnknown: "refundOrderId {id} ليس من طلباتك: استخدم orderId لطلب دفع أو إيداع مكتمل",
  refundOrderType: "الطلب {id} من نوع {type}: لا يمكن استرداد إلا طلبات الدفع والإيداع",
  refundOrderStatus: "حالة الطلب {id} هي {status}: لا يمكن إنشاء استرداد إلا بعد اكتمال الطلب",
  refundAssetMismatch: "assetId {assetId} لا يطابق الطلب {id} الذي استلم {asset}: استرد بعملة {asset}",
  refundTooMuch: "المبلغ {amount} يتجاوز ما يمكن استرداده بعد للطلب {id}: {refundable} {asset} (المستلَم {primary}، المسترد {refunded})",
  markPaidRefused: "لا يمكن تعليم الطلب {id} كمدفوع: يمكن ذلك فقط لطلب وصلت دفعته بعد انتهاء مهلته (ولا يزال قيد المعالجة)",
  noPaymentWindow: "لا توجد مهلة دفع جارية للطلب {id}: المهلة فقط للطلب المنشأ من رابط دفع",

  linkUnknown: "رابط الدفع {id} غير موجود: استخدم linkId من POST /api/v1/payment-links أو GET /api/v1/payment-links",
  linkNameInvisible: "لا يحتوي الاسم على أي حرف مرئي: اكتب اسم المنتج كما يجب أن يقرأه الدافعون",
  priceCurrencyUnknown: "price.currency {currency} ليست عملة تعرفها أسعار الصرف ({currencies}) ولا assetId ({assets})",
  priceAmountShape: "يجب أن يكون price.amount {amount} نصًا عشريًا أكبر من صفر بحد أقصى {digits} منازل عشرية لـ {currency}، مثل {example}",
  priceInAsset: 'السعر بـ {asset} يُدفع بـ {asset} فقط: احذف assetIds أو أرسل ["{asset}"]',
  priceAmountRequired: "price.amount مطلوب، كنص عشري مثل «10.00»",
  priceAmountText: "يجب أن يكون price.amount نصًا عشريًا مثل «10.00»",
  priceCurrencyRequired: "price.currency مطلوب: «USD» أو «EUR» أو assetId",
  priceObject: 'يجب أن يكون price كائنًا: { amount: "10.00", currency: "USD" }',
  assetIdsEntry: "يجب أن يكون كل عنصر في assetIds سلسلة assetId",
  assetIdsArray: "يجب أن يكون assetIds مصفوفة من assetId",
  assetIdsEmpty: "يجب أن يسمّي assetIds أصلًا واحدًا على الأقل (احذفه لكل الأصول المفعّلة)",
  assetIdsTooMany: "يحتوي assetIds على أكثر من {max} عنصرًا",
  expiryWhole: "يجب أن يكون expiresInMinutes عددًا صحيحًا من الدقائق بين {min} و{max}",
  expiryMin: "يجب ألا يقل expiresInMinutes عن {min}",
  expiryMax: "يجب ألا يزيد expiresInMinutes عن {max} (أسبوع)",
  returnUrlHttps: "يجب أن يكون returnUrl رابط https مطلقًا",
  returnUrlApp: "يجب أن يكون returnUrl رابطًا مطلقًا: https، أو رابط تطبيق بأحد مخططات العودة إلى التطبيق في التكامل",

  payoutUnknown: "الدفعة الصادرة {id} غير موجودة: استخدم orderId من GET /api/v1/payouts",
  payoutNotAwaitingPaid: "حالة الدفعة الصادرة {id} هي {state}: لا يمكن تعليمها كمدفوعة إلا إذا كانت لا تزال تنتظر الدفع",
  payoutNotAwaitingCancel:
    "حالة الدفعة الصادرة {id} هي {state}: لا يمكن إلغاؤها إلا إذا كانت لا تزال تنتظر الدفع (قد يكون تحويل رُصد لها قد غادر المحفظة بالفعل)",
  payoutNoStranger:
    "لا يوجد للدفعة الصادرة {id} تحويل من محفظة مجهولة بهذا الهاش وlogIndex ينتظر ردًا: استخدم تحويلًا مدرجًا بين المجهولين في الدفعة",
  transferPaidOther: "التحويل {hash} (السجل {logIndex}) دفع بالفعل دفعة صادرة أخرى: التحويل الواحد يدفع دفعة واحدة على الأكثر",
  hashText: "يجب أن يكون hash سلسلة نصية: هاش المعاملة التي أرسلها الموقّع",
  hashShape: "يجب أن يتكون hash من 64 رقمًا ست عشريًا (مسبوقًا بـ 0x على Ethereum وBNB Smart Chain): هاش المعاملة التي أرسلها الموقّع",
  strangerHashText: "يجب أن يكون hash سلسلة نصية: هاش تحويل مدرج بين المجهولين في الدفعة الصادرة",
  strangerHashShape:
    "يجب أن يتكون hash من 64 رقمًا ست عشريًا (مسبوقًا بـ 0x على Ethereum وBNB Smart Chain): هاش تحويل مدرج بين المجهولين في الدفعة الصادرة",
  logIndexWhole: "يجب أن يكون logIndex عددًا صحيحًا: logIndex لتحويل مدرج بين المجهولين في الدفعة الصادرة",
  logIndexMin: "يجب أن يكون logIndex صفرًا أو أكثر: logIndex لتحويل مدرج بين المجهولين في الدفعة الصادرة",

  bodyNotJson: "Content-Type {contentType} ليس JSON: أرسل المتن بصيغة JSON مع Content-Type: application/json",
  bodyBadJson: "المتن ليس JSON صالحًا ({reason}): أرسل كائن JSON واحدًا",
  bodyNotObject: "يجب أن يكون المتن كائن JSON، المستلَم: {value}",
  bodyTooLarge: "المتن أكبر من {bytes} بايت: أرسل كائن JSON أصغر",
  idempotencyKeyShape: "يجب أن يتكون Idempotency-Key {key} من 1 إلى 255 حرف ASCII مرئيًا دون مسافات: أرسل قيمة عشوائية جديدة (UUID) لكل طلب",
  idempotencyKeyReused:
    "Idempotency-Key {key} استُخدم من قبل لطلب مختلف (متن أو نقطة نهاية أخرى): أعد إرسال الطلب نفسه تمامًا لتحصل على إجابته مجددًا، أو استخدم مفتاحًا جديدًا لطلب جديد",
  requestsTooMany:
    "طلبات كثيرة إلى {what}: الحد {limit} لكل {seconds} ث من عميل واحد ({setting}). أعد المحاولة بعد عدد الثواني في Retry-After.",
  fieldDate: "يجب أن يكون {field} تاريخًا بصيغة YYYY-MM-DD",
  fieldControlCharacters: "يجب ألا يحتوي {field} على محارف تحكم (وُجد {character}): أرسل النص دونها",
  fieldDisplayCharacters: "يجب ألا يحتوي {field} على محارف تحكم أو تنسيق ثنائي الاتجاه (وُجد {character}): فهي تغيّر ما يراه الدافع",
  fieldRequired: "{field} مطلوب",
  fieldEmpty: "يجب ألا يكون {field} فارغًا",
  fieldTooLong: "{field} أطول من {max} حرفًا",
  fieldText: "يجب أن يكون {field} نصًا",
  fieldString: "يجب أن يكون {field} سلسلة نصية",
  fieldOneOf: "يجب أن يكون {field} إحدى القيم: {values}",
  fieldType: "يجب أن يكون {field} من النوع {expected}",
  fieldInvalid: "{field} غير صالح",
  received: "{message} (المستلَم: {received})",
} satisfies RefusalWords;
