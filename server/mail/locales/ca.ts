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
  paymentsDigest: {
    subject: "Pagaments completats fins a {until}: {count}",
    summary: "Pagaments completats des del teu últim resum fins a {until}: {count}.",
    totals: "Rebut, per actiu:",
    more: "I {count} més: la pantalla Comandes del portal els mostra tots.",
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
  callbacksFailing: {
    subject: "Els callbacks a {callbackHost} fallen des de {since}",
    failing:
      "Tots els callbacks de l'estat de les comandes a {callbackHost} (integració {integrationId}) han fallat des de {since}; callbacks pendents de tornar-se a intentar, amb pauses cada cop més llargues: {waiting}.",
    lastError: "L'últim intent: {error}",
    fix: "Comprova que el teu servidor respon a l'URL de callback amb un estat 2xx. Aquest és l'únic missatge sobre aquesta ratxa: el següent arriba quan els callbacks s'hagin lliurat i tornin a fallar.",
  },
  reorgAfterCredit: {
    subject: "Una transferència abonada a la comanda {orderId} ja no és a la cadena",
    replaced:
      "El bloc {blockNumber} de {network} que contenia la transacció {hash} ({amount} {currency}, abonats a la comanda {orderId}) ha estat substituït per una reorganització, i ara la transacció no és a cap bloc de la cadena.",
    stands:
      "L'abonament es manté: el servei mai no en retira cap pel seu compte. Comprova la transacció amb el pagador o en un explorador abans d'enviar la comanda o de pagar-ne res; si torna en un bloc posterior, la comanda també ho mostrarà.",
  },
  notices: {
    why: "Reps aquest missatge perquè així ho indiquen les notificacions del teu compte del portal; pots desactivar-les a la pantalla «Compte» del portal.",
  },
} satisfies MailWords;
