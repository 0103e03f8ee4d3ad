// The merchant's mail in Persian.
import type { MailWords } from "./en.ts";

export default {
  passwordReset: {
    subject: "بازنشانی گذرواژهٔ پرتال فروشنده",
    asked: "کسی (امیدواریم خود شما) درخواست بازنشانی گذرواژهٔ حساب پرتال فروشندهٔ شما در {origin} را داده است.",
    useLink: "با این پیوند، ظرف {minutes} دقیقه گذرواژهٔ تازه‌ای تعیین کنید؛ این پیوند فقط یک بار کار می‌کند:",
    signsOut: "با تعیین آن، از همهٔ دستگاه‌ها خارج می‌شوید. ورود دومرحله‌ای همان‌طور که هست می‌ماند.",
    notYou: "اگر این درخواست را شما نداده‌اید، این پیام را نادیده بگیرید: گذرواژهٔ شما تغییری نمی‌کند.",
  },
  paymentCompleted: {
    subject: "پرداخت تکمیل شد: {amount} {currency}",
    completed: "سفارش {orderId} تکمیل شد: {amount} {currency} دریافت شد.",
    completedWithReference: "سفارش {orderId} (مرجع شما {reference}) تکمیل شد: {amount} {currency} دریافت شد.",
  },
  refundWaiting: {
    subject: "یک بازپرداخت به مبلغ {amount} {currency} در انتظار پرداخت است",
    waiting:
      "بازپرداخت {orderId} به مبلغ {amount} {currency} به {destination} منتظر است که کیف پول شما آن را بپردازد: این سرویس هیچ کلیدی نگه نمی‌دارد و خودش چیزی نمی‌فرستد.",
  },
  withdrawalWaiting: {
    subject: "یک برداشت به مبلغ {amount} {currency} در انتظار پرداخت است",
    waiting:
      "برداشت {orderId} به مبلغ {amount} {currency} به {destination} منتظر است که کیف پول شما آن را بپردازد: این سرویس هیچ کلیدی نگه نمی‌دارد و خودش چیزی نمی‌فرستد.",
  },
  payouts: {
    payHow: "برای پرداخت آن از کیف پول خود یا لغو آن، بخش «پرداخت‌های خروجی» را در پرتال باز کنید.",
  },
  notices: {
    why: "این پیام را دریافت می‌کنید چون اعلان‌های حساب پرتال شما چنین تنظیم شده‌اند؛ می‌توانید آن‌ها را در صفحهٔ «حساب» پرتال خاموش کنید.",
  },
} satisfies MailWords;
