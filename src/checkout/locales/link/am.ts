// Amharic: the payment link page.
import type { LinkPageMessages } from "../link-page-messages.ts";

const am: LinkPageMessages = {
  heading: "እንዴት እንደሚከፍሉ ይምረጡ",
  price: "ዋጋ",
  rateNote: "መጠኖቹ በአሁኑ የምንዛሪ ተመን ናቸው። ከመረጡ በኋላ ለመክፈል {minutes} ደቂቃ አለዎት።",
  inactiveHeading: "ይህ የክፍያ ሊንክ ከእንግዲህ ንቁ አይደለም",
  notFoundHeading: "ይህ የክፍያ ሊንክ የለም",
  askMerchant: "ነጋዴውን አዲስ ሊንክ ይጠይቁ።",
  failed: "ይህን ምርጫ አሁን ማድረግ አልተቻለም። ሌላ የመክፈያ መንገድ ይምረጡ።",
  quoteChanged: "ይህ ገጽ ከታየ በኋላ ዋጋዎቹ ተቀይረዋል። አዲሶቹን መጠኖች ይመልከቱና እንደገና ይምረጡ።",
};

export default am;
