// Armenian: the payment link page.
import type { LinkPageMessages } from "../link-page-messages.ts";

const hy: LinkPageMessages = {
  heading: "Ընտրեք վճարման եղանակը",
  price: "Գին",
  rateNote: "Գումարներն ըստ ընթացիկ փոխարժեքի։ Ընտրելուց հետո վճարելու համար ունեք {minutes} րոպե։",
  inactiveHeading: "Վճարման այս հղումն այլևս ակտիվ չէ",
  notFoundHeading: "Վճարման այս հղումը գոյություն չունի",
  askMerchant: "Վաճառողից նոր հղում խնդրեք։",
  failed: "Այս ընտրությունը հիմա հնարավոր չէ։ Ընտրեք վճարման այլ եղանակ։",
  quoteChanged: "Այս էջը ցուցադրվելուց հետո գները փոխվել են։ Ստուգեք նոր գումարները և ընտրեք կրկին։",
};
export default hy;
