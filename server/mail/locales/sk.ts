// The merchant's mail in Slovak.
import type { MailWords } from "./en.ts";

export default {
  passwordReset: {
    subject: "Obnovenie hesla k portálu obchodníka",
    asked: "Niekto (dúfame, že vy) požiadal o obnovenie hesla k vášmu účtu v portáli obchodníka na adrese {origin}.",
    useLink: "Nové heslo nastavíte pomocou tohto odkazu do {minutes} min; funguje iba raz:",
    signsOut: "Nastavením nového hesla sa odhlásite zo všetkých zariadení. Dvojfázové overenie zostane, ako je.",
    notYou: "Ak ste o to nežiadali, túto správu ignorujte: vaše heslo zostane bez zmeny.",
  },
  paymentCompleted: {
    subject: "Platba dokončená: {amount} {currency}",
    completed: "Objednávka {orderId} je dokončená: prijaté {amount} {currency}.",
    completedWithReference: "Objednávka {orderId} (vaša referencia {reference}) je dokončená: prijaté {amount} {currency}.",
  },
  refundWaiting: {
    subject: "Vrátenie platby vo výške {amount} {currency} čaká na zaplatenie",
    waiting:
      "Vrátenie platby {orderId} vo výške {amount} {currency} na adresu {destination} čaká, kým ho zaplatí vaša peňaženka: služba nemá žiadny kľúč a sama nič neodosiela.",
  },
  withdrawalWaiting: {
    subject: "Výber vo výške {amount} {currency} čaká na zaplatenie",
    waiting:
      "Výber {orderId} vo výške {amount} {currency} na adresu {destination} čaká, kým ho zaplatí vaša peňaženka: služba nemá žiadny kľúč a sama nič neodosiela.",
  },
  payouts: {
    payHow: "Otvorte v portáli „Výplaty“ a zaplaťte ho zo svojej peňaženky, alebo ho zrušte.",
  },
  notices: {
    why: "Túto správu dostávate, pretože tak to máte nastavené v upozorneniach svojho účtu v portáli; vypnúť ich môžete v portáli na obrazovke „Účet“.",
  },
} satisfies MailWords;
