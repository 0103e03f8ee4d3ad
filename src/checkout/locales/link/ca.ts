// Catalan: the payment link page.
import type { LinkPageMessages } from "../link-page-messages.ts";

const ca: LinkPageMessages = {
  heading: "Tria com vols pagar",
  price: "Preu",
  rateNote: "Imports al tipus de canvi actual. Un cop triïs, tindràs {minutes} min per pagar.",
  inactiveHeading: "Aquest enllaç de pagament ja no està actiu",
  notFoundHeading: "Aquest enllaç de pagament no existeix",
  askMerchant: "Demana un enllaç nou al comerç.",
  failed: "Ara no es pot fer aquesta tria. Tria una altra manera de pagar.",
  quoteChanged: "Els preus han canviat des que es va mostrar aquesta pàgina. Revisa els imports nous i torna a triar.",
};

export default ca;
