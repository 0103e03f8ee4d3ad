// Telugu: the payment link page.
import type { LinkPageMessages } from "../link-page-messages.ts";

const te: LinkPageMessages = {
  heading: "ఎలా చెల్లించాలో ఎంచుకోండి",
  price: "ధర",
  rateNote: "ప్రస్తుత మారకపు రేటు ప్రకారం మొత్తాలు. ఎంచుకున్న తర్వాత చెల్లించడానికి మీకు {minutes} నిమి. ఉంటాయి.",
  inactiveHeading: "ఈ చెల్లింపు లింక్ ఇప్పుడు యాక్టివ్‌గా లేదు",
  notFoundHeading: "ఈ చెల్లింపు లింక్ లేదు",
  askMerchant: "కొత్త లింక్ కోసం వ్యాపారిని అడగండి.",
  failed: "ఇప్పుడు ఈ ఎంపిక చేయలేకపోయాం. చెల్లించడానికి వేరే మార్గం ఎంచుకోండి.",
  quoteChanged: "ఈ పేజీ చూపించినప్పటి నుండి ధరలు మారాయి. కొత్త మొత్తాలను చూసి మళ్లీ ఎంచుకోండి.",
};

export default te;
