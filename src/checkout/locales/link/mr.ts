// Marathi: the payment link page.
import type { LinkPageMessages } from "../link-page-messages.ts";

const mr: LinkPageMessages = {
  heading: "पेमेंट कसे करायचे ते निवडा",
  price: "किंमत",
  rateNote: "रकमा सध्याच्या विनिमय दराने. निवडल्यानंतर पेमेंटसाठी तुमच्याकडे {minutes} मिनिटे असतील.",
  inactiveHeading: "ही पेमेंट लिंक आता सक्रिय नाही",
  notFoundHeading: "ही पेमेंट लिंक अस्तित्वात नाही",
  askMerchant: "विक्रेत्याकडे नवीन लिंक मागा.",
  failed: "हा पर्याय आत्ता निवडता आला नाही. पेमेंटचा दुसरा मार्ग निवडा.",
  quoteChanged: "हे पेज दाखवल्यापासून किमती बदलल्या आहेत. नवीन रकमा तपासा आणि पुन्हा निवडा.",
};

export default mr;
