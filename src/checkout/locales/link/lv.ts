// Latvian: the payment link page.
import type { LinkPageMessages } from "../link-page-messages.ts";

const lv: LinkPageMessages = {
  heading: "Izvēlieties, kā maksāt",
  price: "Cena",
  rateNote: "Summas pēc pašreizējā valūtas kursa. Pēc izvēles jums būs {minutes} min, lai samaksātu.",
  inactiveHeading: "Šī maksājuma saite vairs nav aktīva",
  notFoundHeading: "Šādas maksājuma saites nav",
  askMerchant: "Palūdziet tirgotājam jaunu saiti.",
  failed: "Šo izvēli pašlaik nevarēja veikt. Izvēlieties citu maksāšanas veidu.",
  quoteChanged: "Cenas ir mainījušās, kopš šī lapa tika parādīta. Pārbaudiet jaunās summas un izvēlieties vēlreiz.",
};
export default lv;
