// The merchant's mail in Slovenian.
import type { MailWords } from "./en.ts";

export default {
  passwordReset: {
    subject: "Ponastavitev gesla za portal za trgovce",
    asked: "Nekdo (upamo, da vi) je zahteval ponastavitev gesla vašega računa na portalu za trgovce na {origin}.",
    useLink: "Novo geslo nastavite s to povezavo v {minutes} min; deluje samo enkrat:",
    signsOut: "S tem se odjavite na vseh napravah. Dvostopenjsko preverjanje ostane, kot je.",
    notYou: "Če tega niste zahtevali vi, to sporočilo prezrite: vaše geslo ostane nespremenjeno.",
  },
  paymentCompleted: {
    subject: "Plačilo je zaključeno: {amount} {currency}",
    completed: "Naročilo {orderId} je zaključeno: prejeto {amount} {currency}.",
    completedWithReference: "Naročilo {orderId} (vaš sklic {reference}) je zaključeno: prejeto {amount} {currency}.",
  },
  paymentsDigest: {
    subject: "Zaključena plačila do {until}: {count}",
    summary: "Plačila, zaključena od vašega zadnjega povzetka do {until}: {count}.",
    totals: "Prejeto, po sredstvih:",
    more: "In še {count}: vsa so na zaslonu Naročila v portalu.",
  },
  refundWaiting: {
    subject: "Vračilo v znesku {amount} {currency} čaka na plačilo",
    waiting:
      "Vračilo {orderId} v znesku {amount} {currency} na {destination} čaka, da ga plača vaša denarnica: storitev ne hrani nobenega ključa in sama ničesar ne pošilja.",
  },
  withdrawalWaiting: {
    subject: "Dvig v znesku {amount} {currency} čaka na plačilo",
    waiting:
      "Dvig {orderId} v znesku {amount} {currency} na {destination} čaka, da ga plača vaša denarnica: storitev ne hrani nobenega ključa in sama ničesar ne pošilja.",
  },
  payouts: {
    payHow: "Odprite »Izplačila« na portalu in ga plačajte iz svoje denarnice ali ga prekličite.",
  },
  callbacksFailing: {
    subject: "Callbacki na {callbackHost} ne uspevajo od {since}",
    failing:
      "Vsak callback za stanje naročila na {callbackHost} (integracija {integrationId}) je od {since} neuspešen; callbacki, ki čakajo na ponovni poskus (s čedalje daljšimi premori): {waiting}.",
    lastError: "Zadnji poskus: {error}",
    fix: "Preverite, ali vaš strežnik na URL-ju za callback odgovori s stanjem 2xx. To je edino sporočilo o tem nizu napak: naslednje pride šele, ko bodo callbacki spet dostavljeni in nato znova neuspešni.",
  },
  reorgAfterCredit: {
    subject: "Prenosa, knjiženega v dobro naročilu {orderId}, ni več v verigi",
    replaced:
      "Blok {blockNumber} omrežja {network}, ki je vseboval transakcijo {hash} ({amount} {currency}, knjiženo v dobro naročilu {orderId}), je bil zamenjan z reorganizacijo in transakcije zdaj ni v nobenem bloku verige.",
    stands:
      "Knjiženje ostane: storitev ga nikoli ne razveljavi sama. Preden na tej podlagi odpošljete blago ali izplačate denar, transakcijo preverite pri plačniku ali v raziskovalcu verige; če se vrne v poznejšem bloku, bo to pokazalo tudi naročilo.",
  },
  notices: {
    why: "To sporočilo prejemate, ker je tako nastavljeno v obvestilih vašega računa na portalu; izklopite jih lahko na portalu na zaslonu »Račun«.",
  },
} satisfies MailWords;
