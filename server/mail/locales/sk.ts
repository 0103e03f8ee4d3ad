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
  paymentsDigest: {
    subject: "Dokončené platby do {until}: {count}",
    summary: "Platby dokončené od vášho posledného prehľadu do {until}: {count}.",
    totals: "Prijaté, podľa aktíva:",
    more: "A ďalších {count}: všetky nájdete v portáli na obrazovke Objednávky.",
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
  callbacksFailing: {
    subject: "Callbacky na {callbackHost} zlyhávajú od {since}",
    failing:
      "Každý callback stavu objednávky na {callbackHost} (integrácia {integrationId}) zlyháva od {since}; callbacky čakajúce na ďalší pokus (s čoraz dlhšími prestávkami): {waiting}.",
    lastError: "Posledný pokus: {error}",
    fix: "Skontrolujte, či váš server odpovedá na URL callbacku stavom 2xx. Toto je jediná správa o tejto sérii zlyhaní: ďalšia príde až vtedy, keď sa callbacky znova doručia a potom opäť zlyhajú.",
  },
  reorgAfterCredit: {
    subject: "Pripísaný prevod k objednávke {orderId} už nie je v blockchaine",
    replaced:
      "Blok {blockNumber} siete {network}, ktorý obsahoval transakciu {hash} ({amount} {currency}, pripísané k objednávke {orderId}), bol nahradený reorganizáciou a transakcia teraz nie je v žiadnom bloku blockchainu.",
    stands:
      "Pripísanie platí: služba ho nikdy sama nezruší. Skôr než na jeho základe odošlete tovar alebo vyplatíte peniaze, overte transakciu u platiteľa alebo v exploreri; ak sa vráti v neskoršom bloku, objednávka to tiež ukáže.",
  },
  notices: {
    why: "Túto správu dostávate, pretože tak to máte nastavené v upozorneniach svojho účtu v portáli; vypnúť ich môžete v portáli na obrazovke „Účet“.",
  },
} satisfies MailWords;
