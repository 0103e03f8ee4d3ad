// The merchant's mail in Croatian.
import type { MailWords } from "./en.ts";

export default {
  passwordReset: {
    subject: "Ponovno postavljanje lozinke za portal za trgovce",
    asked: "Netko (nadamo se Vi) zatražio je ponovno postavljanje lozinke Vašeg računa na portalu za trgovce na {origin}.",
    useLink: "Postavite novu lozinku pomoću ove poveznice u roku od {minutes} min; poveznica vrijedi samo jednom:",
    signsOut: "Time se odjavljujete sa svih uređaja. Dvofaktorska provjera ostaje kakva jest.",
    notYou: "Ako to niste zatražili Vi, zanemarite ovu poruku: Vaša lozinka ostaje nepromijenjena.",
  },
  paymentCompleted: {
    subject: "Plaćanje je dovršeno: {amount} {currency}",
    completed: "Narudžba {orderId} je dovršena: primljeno {amount} {currency}.",
    completedWithReference: "Narudžba {orderId} (Vaša referenca {reference}) je dovršena: primljeno {amount} {currency}.",
  },
  paymentsDigest: {
    subject: "Dovršena plaćanja do {until}: {count}",
    summary: "Plaćanja dovršena od Vašeg posljednjeg sažetka do {until}: {count}.",
    totals: "Primljeno, po imovini:",
    more: "I još {count}: sva su na zaslonu Narudžbe u portalu.",
  },
  refundWaiting: {
    subject: "Povrat od {amount} {currency} čeka na plaćanje",
    waiting:
      "Povrat {orderId} od {amount} {currency} na {destination} čeka da ga Vaš novčanik plati: usluga ne drži nijedan ključ i sama ništa ne šalje.",
  },
  withdrawalWaiting: {
    subject: "Podizanje od {amount} {currency} čeka na plaćanje",
    waiting:
      "Podizanje {orderId} od {amount} {currency} na {destination} čeka da ga Vaš novčanik plati: usluga ne drži nijedan ključ i sama ništa ne šalje.",
  },
  payouts: {
    payHow: "Otvorite „Isplate” na portalu kako biste ga platili iz svog novčanika ili ga otkazali.",
  },
  callbacksFailing: {
    subject: "Callbackovi na {callbackHost} ne uspijevaju od {since}",
    failing:
      "Svaki callback za stanje narudžbe na {callbackHost} (integracija {integrationId}) nije uspio od {since}; callbackovi koji će se još ponovno pokušati, sa sve duljim stankama: {waiting}.",
    lastError: "Posljednji pokušaj: {error}",
    fix: "Provjerite odgovara li Vaš poslužitelj na callback URL-u statusom 2xx. Ovo je jedina poruka o ovom nizu neuspjeha: sljedeća stiže tek nakon što callbackovi budu isporučeni i ponovno ne uspiju.",
  },
  reorgAfterCredit: {
    subject: "Odobreni prijenos za narudžbu {orderId} više nije u lancu",
    replaced:
      "Blok {blockNumber} mreže {network} koji je sadržavao transakciju {hash} ({amount} {currency}, odobreno narudžbi {orderId}) zamijenjen je reorganizacijom, a transakcija sada nije ni u jednom bloku lanca.",
    stands:
      "Odobrenje ostaje: usluga ga nikada sama ne poništava. Provjerite transakciju s platiteljem ili u exploreru prije nego što pošaljete robu ili isplatite na temelju nje; ako se vrati u kasnijem bloku, narudžba će i to prikazati.",
  },
  notices: {
    why: "Ovu poruku primate jer su obavijesti Vašeg računa na portalu tako postavljene; možete ih isključiti na portalu, na zaslonu „Račun”.",
  },
} satisfies MailWords;
