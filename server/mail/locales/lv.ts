// The merchant's mail in Latvian.
import type { MailWords } from "./en.ts";

export default {
  passwordReset: {
    subject: "Tirgotāja portāla paroles atiestatīšana",
    asked: "Kāds (cerams, jūs) ir pieprasījis atiestatīt jūsu tirgotāja portāla konta paroli vietnē {origin}.",
    useLink: "Iestatiet jaunu paroli ar šo saiti {minutes} minūšu laikā; saite darbojas tikai vienu reizi:",
    signsOut: "Pēc paroles iestatīšanas tiks beigtas visas jūsu sesijas visās ierīcēs. Divpakāpju autentifikācija paliek, kā ir.",
    notYou: "Ja to nepieprasījāt jūs, neņemiet vērā šo ziņojumu: jūsu parole paliek nemainīga.",
  },
  paymentCompleted: {
    subject: "Maksājums pabeigts: {amount} {currency}",
    completed: "Pasūtījums {orderId} ir pabeigts: saņemts {amount} {currency}.",
    completedWithReference: "Pasūtījums {orderId} (jūsu numurs {reference}) ir pabeigts: saņemts {amount} {currency}.",
  },
  paymentsDigest: {
    subject: "Pabeigtie maksājumi līdz {until}: {count}",
    summary: "Maksājumi, kas pabeigti kopš jūsu pēdējā kopsavilkuma līdz {until}: {count}.",
    totals: "Saņemts, pa aktīviem:",
    more: "Un vēl {count}: visi ir portāla ekrānā “Pasūtījumi”.",
  },
  refundWaiting: {
    subject: "Atmaksa {amount} {currency} apmērā gaida samaksu",
    waiting:
      "Atmaksa {orderId} {amount} {currency} apmērā uz {destination} gaida, kad jūsu maks to samaksās: pakalpojums neglabā nevienu atslēgu un pats neko nesūta.",
  },
  withdrawalWaiting: {
    subject: "Izņemšana {amount} {currency} apmērā gaida samaksu",
    waiting:
      "Izņemšana {orderId} {amount} {currency} apmērā uz {destination} gaida, kad jūsu maks to samaksās: pakalpojums neglabā nevienu atslēgu un pats neko nesūta.",
  },
  payouts: {
    payHow: "Atveriet portālā sadaļu “Izmaksas”, lai to samaksātu no sava maka vai atceltu.",
  },
  callbacksFailing: {
    subject: "Callback pieprasījumi uz {callbackHost} neizdodas kopš {since}",
    failing:
      "Katrs pasūtījuma statusa callback pieprasījums uz {callbackHost} (integrācija {integrationId}) kopš {since} nav izdevies; callback pieprasījumi, kas vēl tiks mēģināti atkārtoti ar arvien garākām pauzēm: {waiting}.",
    lastError: "Pēdējais mēģinājums: {error}",
    fix: "Pārbaudiet, vai jūsu serveris callback URL atbild ar statusu 2xx. Šī ir vienīgā ziņa par šo kļūmju virkni: nākamā pienāks tikai tad, kad callback pieprasījumi būs piegādāti un atkal sāks neizdoties.",
  },
  reorgAfterCredit: {
    subject: "Pasūtījumam {orderId} ieskaitīts pārskaitījums vairs nav ķēdē",
    replaced:
      "{network} bloks {blockNumber}, kurā bija darījums {hash} ({amount} {currency}, ieskaitīts pasūtījumam {orderId}), tika aizstāts reorganizācijā (reorg), un darījums tagad nav nevienā ķēdes blokā.",
    stands:
      "Ieskaitījums paliek spēkā: pakalpojums to nekad neatsauc pats. Pirms nosūtāt preci vai veicat izmaksu, balstoties uz to, pārbaudiet darījumu pie maksātāja vai bloku pārlūkā; ja tas atgriezīsies vēlākā blokā, pasūtījums parādīs arī to.",
  },
  notices: {
    why: "Jūs saņemat šo ziņojumu, jo tā paredz jūsu portāla konta paziņojumu iestatījumi; tos var izslēgt portāla sadaļā “Konts”.",
  },
} satisfies MailWords;
