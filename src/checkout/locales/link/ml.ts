// Malayalam: the payment link page.
import type { LinkPageMessages } from "../link-page-messages.ts";

const ml: LinkPageMessages = {
  heading: "എങ്ങനെ പണമടയ്ക്കണമെന്ന് തിരഞ്ഞെടുക്കുക",
  price: "വില",
  rateNote: "നിലവിലെ വിനിമയ നിരക്കിലുള്ള തുകകൾ. തിരഞ്ഞെടുത്ത ശേഷം പണമടയ്ക്കാൻ നിങ്ങൾക്ക് {minutes} മിനിറ്റ് ഉണ്ട്.",
  inactiveHeading: "ഈ പേയ്‌മെന്റ് ലിങ്ക് ഇപ്പോൾ സജീവമല്ല",
  notFoundHeading: "ഈ പേയ്‌മെന്റ് ലിങ്ക് നിലവിലില്ല",
  askMerchant: "വ്യാപാരിയോട് പുതിയ ലിങ്ക് ചോദിക്കുക.",
  failed: "ഇപ്പോൾ ഈ തിരഞ്ഞെടുപ്പ് നടത്താനായില്ല. പണമടയ്ക്കാൻ മറ്റൊരു വഴി തിരഞ്ഞെടുക്കുക.",
  quoteChanged: "ഈ പേജ് കാണിച്ചതിനുശേഷം വിലകൾ മാറി. പുതിയ തുകകൾ പരിശോധിച്ച് വീണ്ടും തിരഞ്ഞെടുക്കുക.",
};

export default ml;
