// The merchant's mail in Catalan.
import type { MailWords } from "./en.ts";

export default {
  passwordReset: {
    subject: "Restableix la contrasenya del teu portal del comerç",
    asked: "Algú (esperem que tu) ha demanat restablir la contrasenya del teu compte del portal del comerç a {origin}.",
    useLink: "Estableix una contrasenya nova amb aquest enllaç en els pròxims {minutes} minuts; només funciona una vegada:",
    signsOut: "En fer-ho, es tancarà la teva sessió a tot arreu. L'autenticació en dos factors es queda tal com està.",
    notYou: "Si no ho has demanat tu, ignora aquest missatge: la teva contrasenya es queda tal com està.",
  },
  paymentCompleted: {
    subject: "Pagament completat: {amount} {currency}",
    completed: "La comanda {orderId} s'ha completat: s'han rebut {amount} {currency}.",
    completedWithReference: "La comanda {orderId} (la teva referència {reference}) s'ha completat: s'han rebut {amount} {currency}.",
  },
  refundWaiting: {
    subject: "Un reemborsament de {amount} {currency} està pendent de pagament",
    waiting:
      "El reemborsament {orderId} de {amount} {currency} a {destination} espera que el teu moneder el pagui: el servei no guarda cap clau i no envia res pel seu compte.",
  },
  withdrawalWaiting: {
    subject: "Una retirada de {amount} {currency} està pendent de pagament",
    waiting:
      "La retirada {orderId} de {amount} {currency} a {destination} espera que el teu moneder la pagui: el servei no guarda cap clau i no envia res pel seu compte.",
  },
  payouts: {
    payHow: "Obre «Pagaments de sortida» al portal per fer el pagament des del teu moneder o per cancel·lar l'operació.",
  },
  notices: {
    why: "Reps aquest missatge perquè així ho indiquen les notificacions del teu compte del portal; pots desactivar-les a la pantalla «Compte» del portal.",
  },
} satisfies MailWords;
