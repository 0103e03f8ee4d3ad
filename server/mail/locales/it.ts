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
  notices: {
    why: "Ricevi questo messaggio perché le notifiche del tuo account del portale lo prevedono; puoi disattivarle nella schermata “Account” del portale.",
  },
} satisfies MailWords;
