// The merchant's mail in Urdu.
import type { MailWords } from "./en.ts";

export default {
  passwordReset: {
    subject: "تاجر پورٹل کا پاس ورڈ ری سیٹ کریں",
    asked: "کسی نے (امید ہے آپ نے) {origin} پر آپ کے تاجر پورٹل اکاؤنٹ کا پاس ورڈ ری سیٹ کرنے کی درخواست کی ہے۔",
    useLink: "اس لنک سے {minutes} منٹ کے اندر نیا پاس ورڈ سیٹ کریں؛ یہ صرف ایک بار کام کرتا ہے:",
    signsOut: "نیا پاس ورڈ سیٹ کرنے پر آپ ہر ڈیوائس سے سائن آؤٹ ہو جائیں گے۔ ٹو فیکٹر جیسا ہے ویسا رہتا ہے۔",
    notYou: "اگر آپ نے یہ درخواست نہیں کی تو اس پیغام کو نظر انداز کر دیں: آپ کا پاس ورڈ جیسا ہے ویسا رہے گا۔",
  },
  paymentCompleted: {
    subject: "ادائیگی مکمل: {amount} {currency}",
    completed: "آرڈر {orderId} مکمل ہو گیا: {amount} {currency} موصول ہوئے۔",
    completedWithReference: "آرڈر {orderId} (آپ کا ریفرنس {reference}) مکمل ہو گیا: {amount} {currency} موصول ہوئے۔",
  },
  refundWaiting: {
    subject: "{amount} {currency} کا ایک ریفنڈ ادائیگی کا منتظر ہے",
    waiting:
      "{destination} کو {amount} {currency} کا ریفنڈ {orderId} آپ کے والیٹ سے ادائیگی کا منتظر ہے: سروس کوئی کلید نہیں رکھتی اور خود کچھ نہیں بھیجتی۔",
  },
  withdrawalWaiting: {
    subject: "{amount} {currency} نکالنے کی ایک درخواست ادائیگی کی منتظر ہے",
    waiting:
      "{destination} کو {amount} {currency} نکالنے کی درخواست {orderId} آپ کے والیٹ سے ادائیگی کی منتظر ہے: سروس کوئی کلید نہیں رکھتی اور خود کچھ نہیں بھیجتی۔",
  },
  payouts: {
    payHow: "اسے اپنے والیٹ سے ادا کرنے یا منسوخ کرنے کے لیے پورٹل میں “پے آؤٹس” کھولیں۔",
  },
  notices: {
    why: "آپ کو یہ پیغام اس لیے ملا ہے کہ آپ کے پورٹل اکاؤنٹ کی اطلاعات کی ترتیبات یہی کہتی ہیں؛ انہیں پورٹل کی “اکاؤنٹ” اسکرین میں بند کیا جا سکتا ہے۔",
  },
} satisfies MailWords;
