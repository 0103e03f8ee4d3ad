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
  paymentsDigest: {
    subject: "Plăți finalizate până la {until}: {count}",
    summary: "Plăți finalizate de la ultimul dvs. rezumat până la {until}: {count}.",
    totals: "Primit, pe active:",
    more: "Și încă {count}: ecranul Comenzi din portal le arată pe toate.",
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
  callbacksFailing: {
    subject: "Callback-urile către {callbackHost} eșuează din {since}",
    failing:
      "Fiecare callback pentru starea comenzii către {callbackHost} (integrarea {integrationId}) eșuează din {since}; callback-uri care vor mai fi încercate, cu pauze tot mai lungi: {waiting}.",
    lastError: "Ultima încercare: {error}",
    fix: "Verificați dacă serverul dvs. răspunde la URL-ul de callback cu un status 2xx. Acesta este singurul mesaj despre această serie de eșecuri: următorul vine abia după ce callback-urile vor fi livrate din nou și vor eșua iar.",
  },
  reorgAfterCredit: {
    subject: "Un transfer creditat pentru comanda {orderId} nu mai este în blockchain",
    replaced:
      "Blocul {blockNumber} din rețeaua {network}, care conținea tranzacția {hash} ({amount} {currency}, creditați pentru comanda {orderId}), a fost înlocuit printr-o reorganizare, iar tranzacția nu mai este acum în niciun bloc din blockchain.",
    stands:
      "Creditarea rămâne: serviciul nu o anulează niciodată singur. Verificați tranzacția cu plătitorul sau într-un explorer înainte de a livra sau de a face o plată pe baza ei; dacă revine într-un bloc ulterior, comanda va arăta și asta.",
  },
  notices: {
    why: "Primiți acest mesaj deoarece așa prevăd notificările contului dvs. din portal; le puteți dezactiva în ecranul „Cont” al portalului.",
  },
} satisfies MailWords;
