// Slovak: the payment link page.
import type { LinkPageMessages } from "../link-page-messages.ts";

const sk: LinkPageMessages = {
  heading: "Vyberte spôsob platby",
  price: "Cena",
  rateNote: "Sumy podľa aktuálneho výmenného kurzu. Po výbere máte {minutes} min na zaplatenie.",
  inactiveHeading: "Tento platobný odkaz už nie je aktívny",
  notFoundHeading: "Tento platobný odkaz neexistuje",
  askMerchant: "Požiadajte obchodníka o nový odkaz.",
  failed: "Túto voľbu teraz nemožno urobiť. Vyberte iný spôsob platby.",
  quoteChanged: "Od zobrazenia tejto stránky sa ceny zmenili. Skontrolujte nové sumy a vyberte znova.",
};

export default sk;
