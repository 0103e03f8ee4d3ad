// Urdu: the payment link page.
import type { LinkPageMessages } from "../link-page-messages.ts";

const ur: LinkPageMessages = {
  heading: "ادائیگی کا طریقہ منتخب کریں",
  price: "قیمت",
  rateNote: "رقوم موجودہ شرح تبادلہ پر ہیں۔ انتخاب کے بعد آپ کے پاس ادائیگی کے لیے {minutes} منٹ ہوں گے۔",
  inactiveHeading: "یہ ادائیگی لنک اب فعال نہیں ہے",
  notFoundHeading: "یہ ادائیگی لنک موجود نہیں ہے",
  askMerchant: "تاجر سے نیا لنک مانگیں۔",
  failed: "یہ انتخاب ابھی نہیں ہو سکا۔ ادائیگی کا کوئی اور طریقہ منتخب کریں۔",
  quoteChanged: "یہ صفحہ دکھائے جانے کے بعد قیمتیں بدل گئی ہیں۔ نئی رقوم دیکھیں اور دوبارہ منتخب کریں۔",
};
export default ur;
