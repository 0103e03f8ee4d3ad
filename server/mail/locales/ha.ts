// The merchant's mail in Hausa.
import type { MailWords } from "./en.ts";

export default {
  passwordReset: {
    subject: "Sake saita kalmar sirri ta shafin ɗan kasuwa",
    asked: "Wani (muna fatan ku ne) ya nemi a sake saita kalmar sirri ta asusunku na shafin ɗan kasuwa a {origin}.",
    useLink: "Ku saita sabuwar kalmar sirri da wannan mahaɗin cikin minti {minutes}; sau ɗaya kawai yake aiki:",
    signsOut: "Saita ta zai fitar da ku daga ko'ina. Tabbatarwa mataki biyu tana nan yadda take.",
    notYou: "Idan ba ku nemi wannan ba, ku yi watsi da wannan saƙo: kalmar sirrinku tana nan yadda take.",
  },
  paymentCompleted: {
    subject: "An kammala biyan kuɗi: {amount} {currency}",
    completed: "An kammala oda {orderId}: an karɓi {amount} {currency}.",
    completedWithReference: "An kammala oda {orderId} (lambar nuninku {reference}): an karɓi {amount} {currency}.",
  },
  paymentsDigest: {
    subject: "Biyan kuɗin da aka kammala zuwa {until}: {count}",
    summary: "Biyan kuɗin da aka kammala tun taƙaitawarku ta ƙarshe zuwa {until}: {count}.",
    totals: "Abin da aka karɓa, bisa kowace kadara:",
    more: "Da ƙarin {count}: shafin Oda na portal yana nuna su duka.",
  },
  refundWaiting: {
    subject: "Mayar da kuɗi na {amount} {currency} yana jiran a biya",
    waiting:
      "Mayar da kuɗi {orderId} na {amount} {currency} zuwa {destination} yana jiran walat ɗinku ta biya: sabis ɗin ba ya riƙe wani maɓalli kuma ba ya aika komai da kansa.",
  },
  withdrawalWaiting: {
    subject: "Cire kuɗi na {amount} {currency} yana jiran a biya",
    waiting:
      "Cire kuɗi {orderId} na {amount} {currency} zuwa {destination} yana jiran walat ɗinku ta biya: sabis ɗin ba ya riƙe wani maɓalli kuma ba ya aika komai da kansa.",
  },
  payouts: {
    payHow: "Ku buɗe “Fitar da kuɗi” a shafin don ku biya daga walat ɗinku, ko ku soke.",
  },
  callbacksFailing: {
    subject: "Callback zuwa {callbackHost} sun kasa tun {since}",
    failing:
      "Kowane callback na matsayin oda zuwa {callbackHost} (haɗi {integrationId}) ya kasa tun {since}; callback da za a sake gwadawa, da tazara mai ƙaruwa: {waiting}.",
    lastError: "Ƙoƙari na ƙarshe: {error}",
    fix: "Ku tabbatar cewa sabar ku tana amsawa a URL na callback da matsayin 2xx. Wannan ne kaɗai saƙo game da wannan jerin gazawa: na gaba zai zo bayan an isar da callback kuma suka sake kasawa.",
  },
  reorgAfterCredit: {
    subject: "Canja wurin da aka saka wa oda {orderId} ba ya cikin sarka yanzu",
    replaced:
      "Reorg ya maye gurbin bulok {blockNumber} na {network} wanda ke ɗauke da ma'amala {hash} ({amount} {currency}, an saka wa oda {orderId}), kuma ma'amalar ba ta cikin kowane bulok na sarka yanzu.",
    stands:
      "Sakawar tana nan: sabis ɗin ba ya taɓa janye ta da kansa. Ku duba ma'amalar tare da mai biya ko a explorer kafin ku aika kaya ko ku biya bisa gare ta; idan ta dawo a wani bulok na gaba, odar za ta nuna hakan ma.",
  },
  notices: {
    why: "Kuna karɓar wannan saƙo ne saboda saitin sanarwar asusunku na shafin; ku kashe su a allon “Asusu” na shafin.",
  },
} satisfies MailWords;
