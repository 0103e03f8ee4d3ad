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
  notices: {
    why: "Tuto zprávu dostáváte, protože to tak máte nastavené v oznámeních svého účtu v portálu; vypnout je můžete v portálu na obrazovce „Účet“.",
  },
} satisfies MailWords;
