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
  notices: {
    why: "Jūs saņemat šo ziņojumu, jo tā paredz jūsu portāla konta paziņojumu iestatījumi; tos var izslēgt portāla sadaļā “Konts”.",
  },
} satisfies MailWords;
