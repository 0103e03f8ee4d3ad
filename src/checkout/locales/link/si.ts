// Sinhala: the payment link page.
import type { LinkPageMessages } from "../link-page-messages.ts";

const si: LinkPageMessages = {
  heading: "ගෙවන ආකාරය තෝරන්න",
  price: "මිල",
  rateNote: "වත්මන් විනිමය අනුපාතයට මුදල්. තේරූ පසු ගෙවීමට ඔබට විනාඩි {minutes} ක් ඇත.",
  inactiveHeading: "මෙම ගෙවීම් සබැඳිය තවදුරටත් සක්‍රිය නැත",
  notFoundHeading: "මෙම ගෙවීම් සබැඳිය නොපවතී",
  askMerchant: "වෙළෙන්දාගෙන් නව සබැඳියක් ඉල්ලන්න.",
  failed: "මෙම තේරීම දැන් කළ නොහැකි විය. වෙනත් ගෙවීම් ක්‍රමයක් තෝරන්න.",
  quoteChanged: "මෙම පිටුව පෙන්වූ පසු මිල ගණන් වෙනස් විය. නව මුදල් පරීක්ෂා කර නැවත තෝරන්න.",
};

export default si;
