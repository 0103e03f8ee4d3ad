// The merchant's mail in Italian.
import type { MailWords } from "./en.ts";

export default {
  passwordReset: {
    subject: "Reimposta la password del tuo portale venditore",
    asked: "Qualcuno (speriamo tu) ha chiesto di reimpostare la password del tuo account del portale venditore su {origin}.",
    useLink: "Imposta una nuova password con questo link entro {minutes} minuti; funziona una sola volta:",
    signsOut: "In questo modo verranno chiuse tutte le tue sessioni, su ogni dispositivo. L'autenticazione a due fattori resta com'è.",
    notYou: "Se non l'hai chiesto tu, ignora questo messaggio: la tua password resta invariata.",
  },
  paymentCompleted: {
    subject: "Pagamento completato: {amount} {currency}",
    completed: "L'ordine {orderId} è completato: ricevuti {amount} {currency}.",
    completedWithReference: "L'ordine {orderId} (tuo riferimento {reference}) è completato: ricevuti {amount} {currency}.",
  },
  paymentsDigest: {
    subject: "Pagamenti completati fino a {until}: {count}",
    summary: "Pagamenti completati dal tuo ultimo riepilogo fino a {until}: {count}.",
    totals: "Ricevuto, per asset:",
    more: "E altri {count}: la schermata Ordini del portale li elenca tutti.",
  },
  refundWaiting: {
    subject: "Un rimborso di {amount} {currency} è in attesa di pagamento",
    waiting:
      "Il rimborso {orderId} di {amount} {currency} a {destination} attende che il tuo wallet lo paghi: il servizio non custodisce alcuna chiave e non invia nulla da sé.",
  },
  withdrawalWaiting: {
    subject: "Un prelievo di {amount} {currency} è in attesa di pagamento",
    waiting:
      "Il prelievo {orderId} di {amount} {currency} a {destination} attende che il tuo wallet lo paghi: il servizio non custodisce alcuna chiave e non invia nulla da sé.",
  },
  payouts: {
    payHow: "Apri “Pagamenti in uscita” nel portale per pagarlo dal tuo wallet oppure annullarlo.",
  },
  callbacksFailing: {
    subject: "I callback verso {callbackHost} falliscono da {since}",
    failing:
      "Ogni callback sullo stato degli ordini verso {callbackHost} (integrazione {integrationId}) fallisce da {since}; callback ancora da ritentare, con pause sempre più lunghe: {waiting}.",
    lastError: "L'ultimo tentativo: {error}",
    fix: "Verifica che il tuo server risponda all'URL di callback con uno stato 2xx. Questo è l'unico messaggio su questa serie di errori: il prossimo arriverà dopo che i callback saranno stati consegnati e falliranno di nuovo.",
  },
  reorgAfterCredit: {
    subject: "Un trasferimento accreditato all'ordine {orderId} non è più nella chain",
    replaced:
      "Il blocco {blockNumber} di {network} che conteneva la transazione {hash} ({amount} {currency}, accreditati all'ordine {orderId}) è stato sostituito da una riorganizzazione, e ora la transazione non è in nessun blocco della chain.",
    stands:
      "L'accredito resta valido: il servizio non lo ritira mai da sé. Verifica la transazione con il pagatore o su un explorer prima di spedire o di pagare in base ad essa; se torna in un blocco successivo, l'ordine mostrerà anche questo.",
  },
  notices: {
    why: "Ricevi questo messaggio perché le notifiche del tuo account del portale lo prevedono; puoi disattivarle nella schermata “Account” del portale.",
  },
} satisfies MailWords;
