// Czech: the payment link page.
import type { LinkPageMessages } from "../link-page-messages.ts";

const cs: LinkPageMessages = {
  heading: "Vyberte způsob platby",
  price: "Cena",
  rateNote: "Částky podle aktuálního směnného kurzu. Po výběru máte {minutes} min na zaplacení.",
  inactiveHeading: "Tento platební odkaz už není aktivní",
  notFoundHeading: "Tento platební odkaz neexistuje",
  askMerchant: "Požádejte obchodníka o nový odkaz.",
  failed: "Tuto volbu teď nelze provést. Vyberte jiný způsob platby.",
  quoteChanged: "Od zobrazení této stránky se ceny změnily. Zkontrolujte nové částky a vyberte znovu.",
};

export default cs;
