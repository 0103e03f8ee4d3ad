// Slovenian: the payment link page.
import type { LinkPageMessages } from "../link-page-messages.ts";

const sl: LinkPageMessages = {
  heading: "Izberite način plačila",
  price: "Cena",
  rateNote: "Zneski po trenutnem menjalnem tečaju. Ko izberete, imate {minutes} min za plačilo.",
  inactiveHeading: "Ta povezava za plačilo ni več aktivna",
  notFoundHeading: "Ta povezava za plačilo ne obstaja",
  askMerchant: "Prosite trgovca za novo povezavo.",
  failed: "Te izbire trenutno ni mogoče opraviti. Izberite drug način plačila.",
  quoteChanged: "Cene so se spremenile, odkar je bila stran prikazana. Preverite nove zneske in izberite znova.",
};

export default sl;
