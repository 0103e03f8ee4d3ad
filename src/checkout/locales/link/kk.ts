// Kazakh: the payment link page.
import type { LinkPageMessages } from "../link-page-messages.ts";

const kk: LinkPageMessages = {
  heading: "Төлеу тәсілін таңдаңыз",
  price: "Бағасы",
  rateNote: "Сомалар ағымдағы айырбас бағамы бойынша. Таңдағаннан кейін төлеуге {minutes} минутыңыз бар.",
  inactiveHeading: "Бұл төлем сілтемесі енді белсенді емес",
  notFoundHeading: "Мұндай төлем сілтемесі жоқ",
  askMerchant: "Сатушыдан жаңа сілтеме сұраңыз.",
  failed: "Бұл таңдауды қазір жасау мүмкін болмады. Басқа төлеу тәсілін таңдаңыз.",
  quoteChanged: "Бұл бет көрсетілгеннен бері бағалар өзгерді. Жаңа сомаларды тексеріп, қайта таңдаңыз.",
};
export default kk;
