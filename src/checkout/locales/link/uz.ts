// Uzbek (Latin): the payment link page.
import type { LinkPageMessages } from "../link-page-messages.ts";

const uz: LinkPageMessages = {
  heading: "Toʻlov usulini tanlang",
  price: "Narx",
  rateNote: "Summalar joriy ayirboshlash kursi boʻyicha. Tanlaganingizdan soʻng toʻlash uchun {minutes} daqiqangiz bor.",
  inactiveHeading: "Bu toʻlov havolasi endi faol emas",
  notFoundHeading: "Bunday toʻlov havolasi mavjud emas",
  askMerchant: "Sotuvchidan yangi havola soʻrang.",
  failed: "Hozir bu tanlovni amalga oshirib boʻlmadi. Boshqa toʻlov usulini tanlang.",
  quoteChanged: "Bu sahifa koʻrsatilganidan beri narxlar oʻzgardi. Yangi summalarni tekshirib, qayta tanlang.",
};
export default uz;
