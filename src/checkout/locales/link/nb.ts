// Norwegian Bokmål: the payment link page.
import type { LinkPageMessages } from "../link-page-messages.ts";

const nb: LinkPageMessages = {
  heading: "Velg hvordan du vil betale",
  price: "Pris",
  rateNote: "Beløp etter gjeldende valutakurs. Når du har valgt, har du {minutes} min på å betale.",
  inactiveHeading: "Denne betalingslenken er ikke lenger aktiv",
  notFoundHeading: "Denne betalingslenken finnes ikke",
  askMerchant: "Be selgeren om en ny lenke.",
  failed: "Dette valget kan ikke gjøres nå. Velg en annen måte å betale på.",
  quoteChanged: "Prisene har endret seg siden siden ble vist. Sjekk de nye beløpene og velg på nytt.",
};

export default nb;
