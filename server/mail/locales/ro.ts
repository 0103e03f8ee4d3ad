// The merchant's mail in Romanian.
import type { MailWords } from "./en.ts";

export default {
  passwordReset: {
    subject: "Resetați parola portalului comerciantului",
    asked: "Cineva (sperăm că dvs.) a cerut resetarea parolei contului dvs. din portalul comerciantului la {origin}.",
    useLink: "Setați o parolă nouă cu acest link în cel mult {minutes} min.; funcționează o singură dată:",
    signsOut: "Setarea ei vă deconectează peste tot. Autentificarea în doi factori rămâne neschimbată.",
    notYou: "Dacă nu ați cerut acest lucru, ignorați acest mesaj: parola dvs. rămâne neschimbată.",
  },
  paymentCompleted: {
    subject: "Plată finalizată: {amount} {currency}",
    completed: "Comanda {orderId} este finalizată: s-au primit {amount} {currency}.",
    completedWithReference: "Comanda {orderId} (referința dvs. {reference}) este finalizată: s-au primit {amount} {currency}.",
  },
  refundWaiting: {
    subject: "O rambursare de {amount} {currency} așteaptă să fie plătită",
    waiting:
      "Rambursarea {orderId} de {amount} {currency} către {destination} așteaptă să fie plătită din portofelul dvs.: serviciul nu deține nicio cheie și nu trimite nimic singur.",
  },
  withdrawalWaiting: {
    subject: "O retragere de {amount} {currency} așteaptă să fie plătită",
    waiting:
      "Retragerea {orderId} de {amount} {currency} către {destination} așteaptă să fie plătită din portofelul dvs.: serviciul nu deține nicio cheie și nu trimite nimic singur.",
  },
  payouts: {
    payHow: "Deschideți „Plăți ieșite” în portal pentru a o plăti din portofelul dvs. sau pentru a o anula.",
  },
  notices: {
    why: "Primiți acest mesaj deoarece așa prevăd notificările contului dvs. din portal; le puteți dezactiva în ecranul „Cont” al portalului.",
  },
} satisfies MailWords;
