// Hungarian: the payment link page.
import type { LinkPageMessages } from "../link-page-messages.ts";

const hu: LinkPageMessages = {
  heading: "Válassza ki, hogyan fizet",
  price: "Ár",
  rateNote: "Az összegek az aktuális árfolyamon értendők. A választás után {minutes} perce van fizetni.",
  inactiveHeading: "Ez a fizetési link már nem aktív",
  notFoundHeading: "Ez a fizetési link nem létezik",
  askMerchant: "Kérjen új linket a kereskedőtől.",
  failed: "Ez a választás most nem lehetséges. Válasszon másik fizetési módot.",
  quoteChanged: "Az árak megváltoztak, mióta ez az oldal megjelent. Ellenőrizze az új összegeket, és válasszon újra.",
};
export default hu;
