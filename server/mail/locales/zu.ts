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
  notices: {
    why: "Uthola lo myalezo ngoba izaziso ze-akhawunti yakho yephothali zisethwe kanjalo; ungazivala esikrinini esithi “I-akhawunti” kuphothali.",
  },
} satisfies MailWords;
