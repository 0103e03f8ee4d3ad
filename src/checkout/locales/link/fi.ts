// Finnish: the payment link page.
import type { LinkPageMessages } from "../link-page-messages.ts";

const fi: LinkPageMessages = {
  heading: "Valitse maksutapa",
  price: "Hinta",
  rateNote: "Summat nykyisellä vaihtokurssilla. Valinnan jälkeen sinulla on {minutes} min aikaa maksaa.",
  inactiveHeading: "Tämä maksulinkki ei ole enää voimassa",
  notFoundHeading: "Tätä maksulinkkiä ei ole",
  askMerchant: "Pyydä kauppiaalta uusi linkki.",
  failed: "Tätä valintaa ei voitu tehdä nyt. Valitse toinen maksutapa.",
  quoteChanged: "Hinnat ovat muuttuneet sivun näyttämisen jälkeen. Tarkista uudet summat ja valitse uudelleen.",
};
export default fi;
