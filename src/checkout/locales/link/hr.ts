// Croatian: the payment link page.
import type { LinkPageMessages } from "../link-page-messages.ts";

const hr: LinkPageMessages = {
  heading: "Odaberite način plaćanja",
  price: "Cijena",
  rateNote: "Iznosi po trenutačnom tečaju. Nakon odabira imate {minutes} min za plaćanje.",
  inactiveHeading: "Ova poveznica za plaćanje više nije aktivna",
  notFoundHeading: "Ova poveznica za plaćanje ne postoji",
  askMerchant: "Zatražite novu poveznicu od trgovca.",
  failed: "Ovaj odabir trenutačno nije moguć. Odaberite drugi način plaćanja.",
  quoteChanged: "Cijene su se promijenile otkako je stranica prikazana. Provjerite nove iznose i odaberite ponovno.",
};

export default hr;
