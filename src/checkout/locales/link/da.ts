// Danish: the payment link page.
import type { LinkPageMessages } from "../link-page-messages.ts";

const da: LinkPageMessages = {
  heading: "Vælg, hvordan du vil betale",
  price: "Pris",
  rateNote: "Beløb til den aktuelle valutakurs. Når du har valgt, har du {minutes} min til at betale.",
  inactiveHeading: "Dette betalingslink er ikke længere aktivt",
  notFoundHeading: "Dette betalingslink findes ikke",
  askMerchant: "Bed sælgeren om et nyt link.",
  failed: "Dette valg kan ikke foretages lige nu. Vælg en anden måde at betale på.",
  quoteChanged: "Priserne har ændret sig, siden siden blev vist. Tjek de nye beløb, og vælg igen.",
};

export default da;
