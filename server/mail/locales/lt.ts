// The merchant's mail in Lithuanian.
import type { MailWords } from "./en.ts";

export default {
  passwordReset: {
    subject: "Pardavėjo portalo slaptažodžio atkūrimas",
    asked: "Kažkas (tikimės, kad jūs) paprašė atkurti jūsų pardavėjo portalo paskyros slaptažodį svetainėje {origin}.",
    useLink: "Naują slaptažodį nustatykite šia nuoroda per {minutes} min.; ji veikia tik vieną kartą:",
    signsOut: "Nustačius slaptažodį, būsite atjungti visuose įrenginiuose. Dviejų veiksnių autentifikavimas lieka toks pat.",
    notYou: "Jei to neprašėte, nekreipkite dėmesio į šį laišką: jūsų slaptažodis lieka toks pat.",
  },
  paymentCompleted: {
    subject: "Mokėjimas užbaigtas: {amount} {currency}",
    completed: "Užsakymas {orderId} užbaigtas: gauta {amount} {currency}.",
    completedWithReference: "Užsakymas {orderId} (jūsų numeris {reference}) užbaigtas: gauta {amount} {currency}.",
  },
  refundWaiting: {
    subject: "{amount} {currency} grąžinimas laukia apmokėjimo",
    waiting:
      "Grąžinimas {orderId} ({amount} {currency}) adresu {destination} laukia, kol jūsų piniginė jį apmokės: paslauga nelaiko jokio rakto ir pati nieko nesiunčia.",
  },
  withdrawalWaiting: {
    subject: "{amount} {currency} išėmimas laukia apmokėjimo",
    waiting:
      "Išėmimas {orderId} ({amount} {currency}) adresu {destination} laukia, kol jūsų piniginė jį apmokės: paslauga nelaiko jokio rakto ir pati nieko nesiunčia.",
  },
  payouts: {
    payHow: "Atidarykite portalo skiltį „Išmokos“: ten galėsite apmokėti iš savo piniginės arba atšaukti.",
  },
  notices: {
    why: "Šį laišką gaunate, nes taip nustatyta jūsų portalo paskyros pranešimuose; juos išjungti galite portalo skiltyje „Paskyra“.",
  },
} satisfies MailWords;
