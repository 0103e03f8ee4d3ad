// Estonian: the payment link page.
import type { LinkPageMessages } from "../link-page-messages.ts";

const et: LinkPageMessages = {
  heading: "Vali, kuidas maksta",
  price: "Hind",
  rateNote: "Summad praeguse vahetuskursiga. Pärast valimist on sul maksmiseks {minutes} min.",
  inactiveHeading: "See makselink ei ole enam aktiivne",
  notFoundHeading: "Sellist makselinki ei ole",
  askMerchant: "Küsi kaupmehelt uus link.",
  failed: "Seda valikut ei saanud praegu teha. Vali muu makseviis.",
  quoteChanged: "Hinnad on pärast selle lehe kuvamist muutunud. Kontrolli uusi summasid ja vali uuesti.",
};
export default et;
