// Tamil: the payment link page.
import type { LinkPageMessages } from "../link-page-messages.ts";

const ta: LinkPageMessages = {
  heading: "எப்படிச் செலுத்துவது எனத் தேர்ந்தெடுங்கள்",
  price: "விலை",
  rateNote: "தற்போதைய மாற்று விகிதத்தில் தொகைகள். தேர்ந்தெடுத்த பிறகு செலுத்த உங்களுக்கு {minutes} நிமி. உள்ளது.",
  inactiveHeading: "இந்தக் கட்டண இணைப்பு இப்போது செயலில் இல்லை",
  notFoundHeading: "இந்தக் கட்டண இணைப்பு இல்லை",
  askMerchant: "வணிகரிடம் புதிய இணைப்பைக் கேளுங்கள்.",
  failed: "இப்போது இதைத் தேர்ந்தெடுக்க முடியவில்லை. செலுத்த வேறு வழியைத் தேர்ந்தெடுங்கள்.",
  quoteChanged: "இந்தப் பக்கம் காட்டப்பட்ட பிறகு விலைகள் மாறிவிட்டன. புதிய தொகைகளைச் சரிபார்த்து மீண்டும் தேர்ந்தெடுங்கள்.",
};

export default ta;
