// Swedish: the payment link page.
import type { LinkPageMessages } from "../link-page-messages.ts";

const sv: LinkPageMessages = {
  heading: "Välj hur du vill betala",
  price: "Pris",
  rateNote: "Belopp enligt aktuell växelkurs. När du har valt har du {minutes} min på dig att betala.",
  inactiveHeading: "Betalningslänken är inte längre aktiv",
  notFoundHeading: "Betalningslänken finns inte",
  askMerchant: "Be handlaren om en ny länk.",
  failed: "Det här valet går inte att göra just nu. Välj ett annat sätt att betala.",
  quoteChanged: "Priserna har ändrats sedan sidan visades. Kontrollera de nya beloppen och välj igen.",
};

export default sv;
