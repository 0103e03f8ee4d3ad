// The merchant's mail in Yoruba.
import type { MailWords } from "./en.ts";

export default {
  passwordReset: {
    subject: "Ṣètò ọ̀rọ̀ aṣínà ojú-òpó oníṣòwò yín padà",
    asked: "Ẹnìkan (a nírètí pé ẹ̀yin ni) béèrè láti ṣètò ọ̀rọ̀ aṣínà àkáǹtì ojú-òpó oníṣòwò yín ní {origin} padà.",
    useLink: "Ẹ ṣètò ọ̀rọ̀ aṣínà tuntun pẹ̀lú lìǹkì yìí láàárín ìṣẹ́jú {minutes}; ẹ̀ẹ̀kan ṣoṣo ló ń ṣiṣẹ́:",
    signsOut: "Ṣíṣètò rẹ̀ yóò mú yín jáde níbi gbogbo. Ìjẹ́rìísí ìgbésẹ̀ méjì yóò wà bó ṣe wà.",
    notYou: "Bí ẹ kò bá béèrè fún èyí, ẹ fojú fo ìfiránṣẹ́ yìí: ọ̀rọ̀ aṣínà yín yóò wà bó ṣe wà.",
  },
  paymentCompleted: {
    subject: "Ìsanwó ti parí: {amount} {currency}",
    completed: "Àṣẹ ríra {orderId} ti parí: a ti gba {amount} {currency}.",
    completedWithReference: "Àṣẹ ríra {orderId} (ìtọ́kasí yín {reference}) ti parí: a ti gba {amount} {currency}.",
  },
  paymentsDigest: {
    subject: "Àwọn ìsanwó tí ó parí títí di {until}: {count}",
    summary: "Àwọn ìsanwó tí ó parí láti àkópọ̀ yín tó kẹ́yìn títí di {until}: {count}.",
    totals: "Ohun tí a gbà, ní ti ohun-ìní kọ̀ọ̀kan:",
    more: "Àti {count} mìíràn: ojú-ìwé Àwọn àṣẹ ríra lórí pọ́tà fi gbogbo wọn hàn.",
  },
  refundWaiting: {
    subject: "Ìdápadà owó {amount} {currency} ń dúró láti di sísan",
    waiting:
      "Ìdápadà owó {orderId} ti {amount} {currency} sí {destination} ń dúró de àpamọ́wọ́ yín láti san án: iṣẹ́ náà kò ní kọ́kọ́rọ́ kankan, kò sì fi ohunkóhun ránṣẹ́ fúnra rẹ̀.",
  },
  withdrawalWaiting: {
    subject: "Yíyọ owó {amount} {currency} ń dúró láti di sísan",
    waiting:
      "Yíyọ owó {orderId} ti {amount} {currency} sí {destination} ń dúró de àpamọ́wọ́ yín láti san án: iṣẹ́ náà kò ní kọ́kọ́rọ́ kankan, kò sì fi ohunkóhun ránṣẹ́ fúnra rẹ̀.",
  },
  payouts: {
    payHow: "Ẹ ṣí “Owó jíjáde” nínú ojú-òpó láti san án láti inú àpamọ́wọ́ yín, tàbí kí ẹ fagilé e.",
  },
  callbacksFailing: {
    subject: "Àwọn callback sí {callbackHost} ti ń kùnà láti {since}",
    failing:
      "Gbogbo callback ipò àṣẹ ríra sí {callbackHost} (ìsopọ̀ {integrationId}) ti ń kùnà láti {since}; àwọn callback tí a ó tún gbìyànjú, pẹ̀lú ìdádúró tó ń gùn sí i: {waiting}.",
    lastError: "Ìgbìyànjú tó kẹ́yìn: {error}",
    fix: "Ẹ ṣàyẹ̀wò pé sáfà yín ń dáhùn ní URL callback pẹ̀lú ipò 2xx. Lẹ́tà kan ṣoṣo nìyí nípa ọ̀wọ́ ìkùnà yìí: èyí tó kàn yóò dé kìkì lẹ́yìn tí àwọn callback bá tún dé ibi tí wọ́n ń lọ, tí wọ́n sì tún kùnà.",
  },
  reorgAfterCredit: {
    subject: "Ìfiránṣẹ́ tí a kà sí àṣẹ ríra {orderId} kò sí nínú ẹ̀wọ̀n mọ́",
    replaced:
      "Àtúntò ẹ̀wọ̀n (reorg) ti rọ́pò búlọ́ọ̀kù {blockNumber} ti {network} tó ní ìdúnàádúrà {hash} ({amount} {currency}, tí a kà sí àṣẹ ríra {orderId}), ìdúnàádúrà náà kò sì sí nínú búlọ́ọ̀kù kankan ti ẹ̀wọ̀n mọ́ báyìí.",
    stands:
      "Ìkàsí náà ṣì dúró: iṣẹ́ yìí kì í fúnra rẹ̀ gbà á padà láé. Ẹ yẹ ìdúnàádúrà náà wò lọ́dọ̀ ẹni tó sanwó tàbí lórí explorer kí ẹ tó fi ọjà ránṣẹ́ tàbí san owó jíjáde lórí rẹ̀; bí ó bá padà wá nínú búlọ́ọ̀kù tó tẹ̀lé e, àṣẹ ríra náà yóò fi ìyẹn hàn pẹ̀lú.",
  },
  notices: {
    why: "Ẹ ń gba èyí nítorí ètò ìfitóniléti àkáǹtì ojú-òpó yín sọ bẹ́ẹ̀; ẹ lè pa wọ́n ní ojú-ìwé “Àkáǹtì” ti ojú-òpó.",
  },
} satisfies MailWords;
