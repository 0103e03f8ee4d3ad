// The merchant's mail in Czech.
import type { MailWords } from "./en.ts";

export default {
  passwordReset: {
    subject: "Obnovení hesla k portálu obchodníka",
    asked: "Někdo (doufáme, že vy) požádal o obnovení hesla k vašemu účtu v portálu obchodníka na adrese {origin}.",
    useLink: "Nové heslo nastavíte pomocí tohoto odkazu do {minutes} min; funguje jen jednou:",
    signsOut: "Nastavením nového hesla se odhlásíte ze všech zařízení. Dvoufázové ověření zůstane, jak je.",
    notYou: "Pokud jste o to nežádali, tuto zprávu ignorujte: vaše heslo zůstane beze změny.",
  },
  paymentCompleted: {
    subject: "Platba dokončena: {amount} {currency}",
    completed: "Objednávka {orderId} je dokončena: přijato {amount} {currency}.",
    completedWithReference: "Objednávka {orderId} (vaše reference {reference}) je dokončena: přijato {amount} {currency}.",
  },
  paymentsDigest: {
    subject: "Dokončené platby do {until}: {count}",
    summary: "Platby dokončené od vašeho posledního přehledu do {until}: {count}.",
    totals: "Přijato, podle aktiva:",
    more: "A dalších {count}: všechny najdete v portálu na obrazovce Objednávky.",
  },
  refundWaiting: {
    subject: "Vrácení platby ve výši {amount} {currency} čeká na zaplacení",
    waiting:
      "Vrácení platby {orderId} ve výši {amount} {currency} na adresu {destination} čeká, až ho zaplatí vaše peněženka: služba nemá žádný klíč a sama nic neodesílá.",
  },
  withdrawalWaiting: {
    subject: "Výběr ve výši {amount} {currency} čeká na zaplacení",
    waiting:
      "Výběr {orderId} ve výši {amount} {currency} na adresu {destination} čeká, až ho zaplatí vaše peněženka: služba nemá žádný klíč a sama nic neodesílá.",
  },
  payouts: {
    payHow: "Otevřete v portálu „Výplaty“ a zaplaťte ho ze své peněženky, nebo ho zrušte.",
  },
  callbacksFailing: {
    subject: "Callbacky na {callbackHost} selhávají od {since}",
    failing:
      "Každý callback stavu objednávky na {callbackHost} (integrace {integrationId}) od {since} selhal; callbacky, které se ještě zkusí znovu s rostoucími pauzami: {waiting}.",
    lastError: "Poslední pokus: {error}",
    fix: "Zkontrolujte, že váš server na callback URL odpovídá stavem 2xx. Toto je jediná zpráva o této sérii: další přijde, až budou callbacky doručeny a znovu začnou selhávat.",
  },
  reorgAfterCredit: {
    subject: "Připsaný převod k objednávce {orderId} už není v blockchainu",
    replaced:
      "Blok {blockNumber} sítě {network}, který obsahoval transakci {hash} ({amount} {currency}, připsáno k objednávce {orderId}), byl nahrazen reorganizací a transakce teď není v žádném bloku blockchainu.",
    stands:
      "Připsání platí: služba ho nikdy sama nevezme zpět. Než na jeho základě odešlete zboží nebo provedete výplatu, ověřte transakci u plátce nebo v exploreru; pokud se vrátí v pozdějším bloku, objednávka to také ukáže.",
  },
  notices: {
    why: "Tuto zprávu dostáváte, protože to tak máte nastavené v oznámeních svého účtu v portálu; vypnout je můžete v portálu na obrazovce „Účet“.",
  },
} satisfies MailWords;
