// The merchant's mail in Arabic.
import type { MailWords } from "./en.ts";

export default {
  passwordReset: {
    subject: "إعادة تعيين كلمة مرور بوابة التاجر",
    asked: "تلقّينا طلبًا (نأمل أن يكون منك) لإعادة تعيين كلمة مرور حسابك في بوابة التاجر على {origin}.",
    useLink: "يمكنك تعيين كلمة مرور جديدة عبر هذا الرابط خلال {minutes} دقيقة؛ يعمل الرابط مرة واحدة فقط:",
    signsOut: "يؤدي تعيينها إلى تسجيل خروجك من كل الأجهزة. تبقى المصادقة الثنائية كما هي.",
    notYou: "إن لم تطلب ذلك، يمكنك تجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.",
  },
  paymentCompleted: {
    subject: "اكتمل الدفع: {amount} {currency}",
    completed: "اكتمل الطلب {orderId}: تم استلام {amount} {currency}.",
    completedWithReference: "اكتمل الطلب {orderId} (مرجعك {reference}): تم استلام {amount} {currency}.",
  },
  paymentsDigest: {
    subject: "المدفوعات المكتملة حتى {until}: {count}",
    summary: "المدفوعات المكتملة منذ آخر ملخص لك حتى {until}: {count}.",
    totals: "المبالغ المستلمة حسب كل أصل:",
    more: "و{count} أخرى: تجدها كلها في شاشة «الطلبات» في البوابة.",
  },
  refundWaiting: {
    subject: "استرداد بمبلغ {amount} {currency} بانتظار الدفع",
    waiting:
      "الاسترداد {orderId} بمبلغ {amount} {currency} إلى {destination} بانتظار أن تدفعه محفظتك: لا تحتفظ الخدمة بأي مفتاح ولا ترسل شيئًا بنفسها.",
  },
  withdrawalWaiting: {
    subject: "سحب بمبلغ {amount} {currency} بانتظار الدفع",
    waiting:
      "السحب {orderId} بمبلغ {amount} {currency} إلى {destination} بانتظار أن تدفعه محفظتك: لا تحتفظ الخدمة بأي مفتاح ولا ترسل شيئًا بنفسها.",
  },
  payouts: {
    payHow: "افتح «المدفوعات الصادرة» في البوابة لدفعه من محفظتك أو لإلغائه.",
  },
  callbacksFailing: {
    subject: "فشلت الاستدعاءات إلى {callbackHost} منذ {since}",
    failing:
      "فشل كل استدعاء لحالة الطلب إلى {callbackHost} (التكامل {integrationId}) منذ {since}؛ الاستدعاءات التي ستُعاد محاولتها بفواصل تطول شيئًا فشيئًا: {waiting}.",
    lastError: "آخر محاولة: {error}",
    fix: "تحقق من أن خادمك يجيب على رابط الاستدعاء بحالة 2xx. هذه هي الرسالة الوحيدة عن هذه السلسلة من الإخفاقات: تصلك التالية بعد أن تُسلَّم الاستدعاءات ثم تفشل من جديد.",
  },
  reorgAfterCredit: {
    subject: "تحويل أُضيف إلى رصيد الطلب {orderId} لم يعد في السلسلة",
    replaced:
      "استُبدلت كتلة {network} رقم {blockNumber} التي احتوت المعاملة {hash} ({amount} {currency}، أُضيفت إلى الطلب {orderId}) بإعادة تنظيم، ولم تعد المعاملة الآن في أي كتلة من السلسلة.",
    stands:
      "تبقى الإضافة قائمة: لا تسحب الخدمة أي إضافة من تلقاء نفسها. تحقق من المعاملة مع الدافع أو في مستكشف الكتل قبل أن تشحن الطلب أو تدفع بناءً عليها؛ وإن عادت في كتلة لاحقة، يُظهر الطلب ذلك أيضًا.",
  },
  notices: {
    why: "تصلك هذه الرسالة لأن إعدادات الإشعارات في حسابك على البوابة تطلب ذلك؛ يمكنك إيقافها من شاشة «الحساب» في البوابة.",
  },
} satisfies MailWords;
