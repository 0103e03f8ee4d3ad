// The merchant's mail in Zulu.
import type { MailWords } from "./en.ts";

export default {
  passwordReset: {
    subject: "Setha kabusha iphasiwedi yephothali yomthengisi",
    asked: "Othile (sithemba ukuthi nguwe) ucele ukusetha kabusha iphasiwedi ye-akhawunti yakho yephothali yomthengisi ekhelini {origin}.",
    useLink: "Setha iphasiwedi entsha ngalesi sixhumanisi ngaphambi kokuba kudlule imizuzu {minutes}; sisebenza kanye kuphela:",
    signsOut: "Uma usuyisethile, uzophuma yonke indawo. Ukuqinisekisa ngezinyathelo ezimbili kuhlala kunjalo.",
    notYou: "Uma ungakucelanga lokhu, ungawunaki lo myalezo: iphasiwedi yakho ihlala injalo.",
  },
  paymentCompleted: {
    subject: "Inkokhelo iqediwe: {amount} {currency}",
    completed: "I-oda {orderId} liqediwe. Imali etholiwe: {amount} {currency}.",
    completedWithReference: "I-oda {orderId} (inkomba yakho {reference}) liqediwe. Imali etholiwe: {amount} {currency}.",
  },
  paymentsDigest: {
    subject: "Izinkokhelo eziqediwe kuze kube ngu-{until}: {count}",
    summary: "Izinkokhelo eziqediwe kusukela esifinyezweni sakho sokugcina kuze kube ngu-{until}: {count}.",
    totals: "Okutholiwe, ngempahla ngayinye:",
    more: "Nezinye ezingu-{count}: isikrini se-Ama-oda kuphothali sizibonisa zonke.",
  },
  refundWaiting: {
    subject: "Imbuyiselo ilinde ukukhokhwa: {amount} {currency}",
    waiting:
      "Imbuyiselo {orderId} (imali: {amount} {currency}; umamukeli: {destination}) ilinde ukuthi i-wallet yakho iyikhokhe: isevisi ayiphethe ukhiye futhi ayithumeli lutho ngokwayo.",
  },
  withdrawalWaiting: {
    subject: "Ukukhipha imali kulinde ukukhokhwa: {amount} {currency}",
    waiting:
      "Ukukhipha imali {orderId} (imali: {amount} {currency}; umamukeli: {destination}) kulinde ukuthi i-wallet yakho ikukhokhe: isevisi ayiphethe ukhiye futhi ayithumeli lutho ngokwayo.",
  },
  payouts: {
    payHow: "Vula okuthi “Izinkokhelo eziphumayo” kuphothali ukuze ukhokhe nge-wallet yakho, noma ukhansele.",
  },
  callbacksFailing: {
    subject: "Ama-callback aya ku-{callbackHost} ahlulekile kusukela ngo-{since}",
    failing:
      "Yonke i-callback yesimo se-oda eya ku-{callbackHost} (uxhumano {integrationId}) yehlulekile kusukela ngo-{since}; ama-callback asazozanywa futhi, ngezikhawu ezikhula njalo: {waiting}.",
    lastError: "Umzamo wokugcina: {error}",
    fix: "Hlola ukuthi iseva yakho iphendula ku-URL ye-callback ngesimo esingu-2xx. Lona ukuphela komyalezo mayelana nalolu chungechunge lokwehluleka: olandelayo uzofika kuphela ngemva kokuba ama-callback esefikile futhi ehluleka futhi.",
  },
  reorgAfterCredit: {
    subject: "Ukudluliswa okufakwe ku-oda {orderId} akusekho ochungechungeni",
    replaced:
      "Ibhulokhi {blockNumber} ye-{network} ebiqukethe ukuthengiselana {hash} ({amount} {currency}, kufakwe ku-oda {orderId}) ithathelwe indawo ngokuhlelwa kabusha kochungechunge, futhi manje ukuthengiselana akukho kunoma iyiphi ibhulokhi yochungechunge.",
    stands:
      "Ukufakwa kusamile: isevisi ayikaze ikuhoxise ngokwayo. Hlola ukuthengiselana nomkhokhi noma ku-explorer ngaphambi kokuthi uthumele izimpahla noma ukhokhe ngokuthembela kukho; uma kubuya ebhulokhini elilandelayo, i-oda lizokubonisa nalokho.",
  },
  notices: {
    why: "Uthola lo myalezo ngoba izaziso ze-akhawunti yakho yephothali zisethwe kanjalo; ungazivala esikrinini esithi “I-akhawunti” kuphothali.",
  },
} satisfies MailWords;
