// Romanian: the payment link page.
import type { LinkPageMessages } from "../link-page-messages.ts";

const ro: LinkPageMessages = {
  heading: "Alegeți cum plătiți",
  price: "Preț",
  rateNote: "Sume la cursul de schimb actual. După ce alegeți, aveți {minutes} min pentru a plăti.",
  inactiveHeading: "Acest link de plată nu mai este activ",
  notFoundHeading: "Acest link de plată nu există",
  askMerchant: "Cereți comerciantului un link nou.",
  failed: "Această alegere nu se poate face acum. Alegeți altă metodă de plată.",
  quoteChanged: "Prețurile s-au schimbat de când a fost afișată pagina. Verificați noile sume și alegeți din nou.",
};

export default ro;
