// Hausa: the payment link page.
import type { LinkPageMessages } from "../link-page-messages.ts";

const ha: LinkPageMessages = {
  heading: "Zaɓi yadda za ku biya",
  price: "Farashi",
  rateNote: "Adadin a farashin musaya na yanzu. Da zarar kun zaɓa, kuna da minti {minutes} don biya.",
  inactiveHeading: "Wannan mahaɗin biya ba ya aiki yanzu",
  notFoundHeading: "Wannan mahaɗin biya babu shi",
  askMerchant: "Ku nemi sabon mahaɗi daga ɗan kasuwa.",
  failed: "Ba za a iya yin wannan zaɓin yanzu ba. Ku zaɓi wata hanyar biya.",
  quoteChanged: "Farashi sun canza tun da aka nuna wannan shafi. Ku duba sabbin adadin ku sake zaɓa.",
};

export default ha;
