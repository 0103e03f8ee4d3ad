// Lithuanian: the payment link page.
import type { LinkPageMessages } from "../link-page-messages.ts";

const lt: LinkPageMessages = {
  heading: "Pasirinkite, kaip mokėti",
  price: "Kaina",
  rateNote: "Sumos dabartiniu valiutos kursu. Pasirinkę turėsite {minutes} min. sumokėti.",
  inactiveHeading: "Ši mokėjimo nuoroda nebeaktyvi",
  notFoundHeading: "Tokios mokėjimo nuorodos nėra",
  askMerchant: "Paprašykite pardavėjo naujos nuorodos.",
  failed: "Šio pasirinkimo dabar atlikti nepavyko. Pasirinkite kitą mokėjimo būdą.",
  quoteChanged: "Kainos pasikeitė nuo tada, kai buvo parodytas šis puslapis. Patikrinkite naujas sumas ir pasirinkite iš naujo.",
};
export default lt;
