// Serbian (Cyrillic): the payment link page.
import type { LinkPageMessages } from "../link-page-messages.ts";

const sr: LinkPageMessages = {
  heading: "Изаберите начин плаћања",
  price: "Цена",
  rateNote: "Износи по тренутном курсу. Када изаберете, имате {minutes} мин да платите.",
  inactiveHeading: "Овај линк за плаћање више није активан",
  notFoundHeading: "Овај линк за плаћање не постоји",
  askMerchant: "Затражите нови линк од трговца.",
  failed: "Овај избор тренутно није могућ. Изаберите други начин плаћања.",
  quoteChanged: "Цене су се промениле откако је страница приказана. Проверите нове износе и изаберите поново.",
};

export default sr;
