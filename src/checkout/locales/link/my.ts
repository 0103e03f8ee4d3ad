// Burmese: the payment link page.
import type { LinkPageMessages } from "../link-page-messages.ts";

const my: LinkPageMessages = {
  heading: "ငွေပေးချေနည်း ရွေးပါ",
  price: "ဈေးနှုန်း",
  rateNote: "ပမာဏများသည် လက်ရှိ ငွေလဲနှုန်းဖြင့် ဖြစ်သည်။ ရွေးပြီးသည်နှင့် ငွေပေးချေရန် {minutes} မိနစ် ရှိသည်။",
  inactiveHeading: "ဤငွေပေးချေမှုလင့်ခ် အသုံးမပြုနိုင်တော့ပါ",
  notFoundHeading: "ဤငွေပေးချေမှုလင့်ခ် မရှိပါ",
  askMerchant: "ကုန်သည်ထံ လင့်ခ်အသစ် တောင်းပါ။",
  failed: "ဤရွေးချယ်မှုကို ယခု မပြုလုပ်နိုင်ပါ။ အခြားငွေပေးချေနည်း ရွေးပါ။",
  quoteChanged: "ဤစာမျက်နှာ ပြပြီးနောက် ဈေးနှုန်းများ ပြောင်းသွားသည်။ ပမာဏအသစ်များကို စစ်ဆေးပြီး ပြန်ရွေးပါ။",
};

export default my;
