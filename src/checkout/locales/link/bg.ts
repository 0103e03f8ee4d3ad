// Bulgarian: the payment link page.
import type { LinkPageMessages } from "../link-page-messages.ts";

const bg: LinkPageMessages = {
  heading: "Изберете как да платите",
  price: "Цена",
  rateNote: "Суми по текущия обменен курс. След като изберете, имате {minutes} мин за плащане.",
  inactiveHeading: "Този линк за плащане вече не е активен",
  notFoundHeading: "Този линк за плащане не съществува",
  askMerchant: "Поискайте нов линк от търговеца.",
  failed: "Този избор не може да бъде направен сега. Изберете друг начин на плащане.",
  quoteChanged: "Цените се промениха, откакто страницата беше показана. Проверете новите суми и изберете отново.",
};

export default bg;
