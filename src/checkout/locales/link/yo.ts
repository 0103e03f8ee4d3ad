// Yoruba: the payment link page.
import type { LinkPageMessages } from "../link-page-messages.ts";

const yo: LinkPageMessages = {
  heading: "Ẹ yan bí ẹ ó ṣe sanwó",
  price: "Iye owó",
  rateNote: "Iye ní òṣùwọ̀n pàṣípààrọ̀ ìsinsìnyí. Ní kété tí ẹ bá yàn, ẹ ní ìṣẹ́jú {minutes} láti sanwó.",
  inactiveHeading: "Lìǹkì ìsanwó yìí kò ṣiṣẹ́ mọ́",
  notFoundHeading: "Lìǹkì ìsanwó yìí kò sí",
  askMerchant: "Ẹ béèrè lìǹkì tuntun lọ́wọ́ oníṣòwò.",
  failed: "A kò lè ṣe ìyàn yìí báyìí. Ẹ yan ọ̀nà ìsanwó mìíràn.",
  quoteChanged: "Iye owó ti yí padà láti ìgbà tí a ti fi ojú-ìwé yìí hàn. Ẹ wo àwọn iye tuntun kí ẹ sì tún yàn.",
};

export default yo;
