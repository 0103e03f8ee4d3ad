// Chinese (Traditional): the payment link page.
import type { LinkPageMessages } from "../link-page-messages.ts";

const zhHant: LinkPageMessages = {
  heading: "選擇付款方式",
  price: "價格",
  rateNote: "金額依目前匯率計算。選擇後，您有 {minutes} 分鐘可以付款。",
  inactiveHeading: "此付款連結已停用",
  notFoundHeading: "此付款連結不存在",
  askMerchant: "請向商家索取新的連結。",
  failed: "目前無法選擇此方式。請選擇其他付款方式。",
  quoteChanged: "此頁面顯示後價格已變動。請確認新的金額後重新選擇。",
};

export default zhHant;
