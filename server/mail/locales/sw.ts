// The merchant's mail in Swahili.
import type { MailWords } from "./en.ts";

export default {
  passwordReset: {
    subject: "Weka upya nenosiri la lango la mfanyabiashara",
    asked: "Mtu fulani (tunatumaini ni wewe) ameomba kuweka upya nenosiri la akaunti yako ya lango la mfanyabiashara kwenye {origin}.",
    useLink: "Weka nenosiri jipya kwa kiungo hiki ndani ya dakika {minutes}; kinafanya kazi mara moja tu:",
    signsOut: "Ukishaliweka, utatolewa kila mahali. Uthibitishaji wa hatua mbili unabaki kama ulivyo.",
    notYou: "Ikiwa hukuomba hili, puuza ujumbe huu: nenosiri lako linabaki kama lilivyo.",
  },
  paymentCompleted: {
    subject: "Malipo yamekamilika: {amount} {currency}",
    completed: "Agizo {orderId} limekamilika: kiasi cha {amount} {currency} kimepokelewa.",
    completedWithReference: "Agizo {orderId} (kumbukumbu yako {reference}) limekamilika: kiasi cha {amount} {currency} kimepokelewa.",
  },
  paymentsDigest: {
    subject: "Malipo yaliyokamilika hadi {until}: {count}",
    summary: "Malipo yaliyokamilika tangu muhtasari wako wa mwisho hadi {until}: {count}.",
    totals: "Kilichopokelewa, kwa kila rasilimali:",
    more: "Na mengine {count}: skrini ya Maagizo kwenye lango inayaorodhesha yote.",
  },
  refundWaiting: {
    subject: "Marejesho ya {amount} {currency} yanasubiri kulipwa",
    waiting:
      "Marejesho {orderId} ya {amount} {currency} kwenda {destination} yanasubiri pochi yako iyalipe: huduma haina ufunguo wowote na haitumi chochote yenyewe.",
  },
  withdrawalWaiting: {
    subject: "Utoaji wa {amount} {currency} unasubiri kulipwa",
    waiting:
      "Utoaji {orderId} wa {amount} {currency} kwenda {destination} unasubiri pochi yako iulipe: huduma haina ufunguo wowote na haitumi chochote yenyewe.",
  },
  payouts: {
    payHow: "Fungua Malipo ya kutoka kwenye lango ili kulipa kutoka kwenye pochi yako, au kughairi.",
  },
  callbacksFailing: {
    subject: "Callback kwenda {callbackHost} zimeshindwa tangu {since}",
    failing:
      "Kila callback ya hali ya agizo kwenda {callbackHost} (muunganisho {integrationId}) imeshindwa tangu {since}; callback zinazosubiri kujaribiwa tena, kwa vipindi vinavyozidi kuwa virefu: {waiting}.",
    lastError: "Jaribio la mwisho: {error}",
    fix: "Hakikisha seva yako inajibu kwenye URL ya callback kwa hali ya 2xx. Huu ndio ujumbe pekee kuhusu mfululizo huu wa kushindwa: ujumbe unaofuata utakuja tu baada ya callback kufika tena na kisha kushindwa upya.",
  },
  reorgAfterCredit: {
    subject: "Uhamisho uliowekwa kwenye salio la agizo {orderId} haupo tena kwenye mnyororo",
    replaced:
      "Bloku {blockNumber} ya {network} iliyokuwa na muamala {hash} ({amount} {currency}, uliowekwa kwenye salio la agizo {orderId}) imebadilishwa na upangaji upya wa mnyororo, na sasa muamala huo haupo kwenye bloku yoyote ya mnyororo.",
    stands:
      "Salio linabaki: huduma hairudishi kamwe salio lililowekwa yenyewe. Kagua muamala huo na mlipaji au kwenye explorer kabla ya kutuma bidhaa au kulipa kwa kuutegemea; ukirudi kwenye bloku ya baadaye, agizo litaonyesha hilo pia.",
  },
  notices: {
    why: "Unapokea ujumbe huu kwa sababu arifa za akaunti yako ya lango zimewekwa hivyo; unaweza kuzizima kwenye skrini ya Akaunti ya lango.",
  },
} satisfies MailWords;
