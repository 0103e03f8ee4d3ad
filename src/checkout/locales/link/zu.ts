// Zulu: the payment link page.
import type { LinkPageMessages } from "../link-page-messages.ts";

const zu: LinkPageMessages = {
  heading: "Khetha ukuthi uzokhokha kanjani",
  price: "Intengo",
  rateNote: "Amanani ngezinga lokushintshanisa lamanje. Uma usukhethile, unemizuzu engu-{minutes} yokukhokha.",
  inactiveHeading: "Lesi sixhumanisi senkokhelo asisasebenzi",
  notFoundHeading: "Lesi sixhumanisi senkokhelo asikho",
  askMerchant: "Cela isixhumanisi esisha kumthengisi.",
  failed: "Lokhu kukhetha akukwazi ukwenziwa manje. Khetha enye indlela yokukhokha.",
  quoteChanged: "Izintengo zishintshile kusukela leli khasi liboniswa. Hlola amanani amasha bese ukhetha futhi.",
};

export default zu;
