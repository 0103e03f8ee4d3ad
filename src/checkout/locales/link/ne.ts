// Nepali: the payment link page.
import type { LinkPageMessages } from "../link-page-messages.ts";

const ne: LinkPageMessages = {
  heading: "कसरी तिर्ने छान्नुहोस्",
  price: "मूल्य",
  rateNote: "हालको विनिमय दरमा रकम। छानेपछि तिर्न तपाईंसँग {minutes} मिनेट हुन्छ।",
  inactiveHeading: "यो भुक्तानी लिङ्क अब सक्रिय छैन",
  notFoundHeading: "यो भुक्तानी लिङ्क अवस्थित छैन",
  askMerchant: "व्यापारीसँग नयाँ लिङ्क माग्नुहोस्।",
  failed: "यो छनोट अहिले गर्न सकिएन। तिर्ने अर्को तरिका छान्नुहोस्।",
  quoteChanged: "यो पृष्ठ देखाइएपछि मूल्य बदलिएको छ। नयाँ रकम जाँचेर फेरि छान्नुहोस्।",
};

export default ne;
