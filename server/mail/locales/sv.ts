// The merchant's mail in Swedish.
import type { MailWords } from "./en.ts";

export default {
  passwordReset: {
    subject: "Återställ lösenordet till din handlarportal",
    asked: "Någon (förhoppningsvis du) har bett om att få återställa lösenordet till ditt konto i handlarportalen på {origin}.",
    useLink: "Välj ett nytt lösenord med den här länken inom {minutes} minuter; den fungerar bara en gång:",
    signsOut: "När du gör det loggas du ut överallt. Tvåstegsverifieringen förblir som den är.",
    notYou: "Om det inte var du som bad om detta kan du bortse från meddelandet: ditt lösenord förblir som det är.",
  },
  paymentCompleted: {
    subject: "Betalning slutförd: {amount} {currency}",
    completed: "Beställning {orderId} är slutförd: {amount} {currency} har tagits emot.",
    completedWithReference: "Beställning {orderId} (din referens {reference}) är slutförd: {amount} {currency} har tagits emot.",
  },
  refundWaiting: {
    subject: "En återbetalning på {amount} {currency} väntar på att betalas",
    waiting:
      "Återbetalningen {orderId} på {amount} {currency} till {destination} väntar på att din plånbok ska betala den: tjänsten har ingen nyckel och skickar inget själv.",
  },
  withdrawalWaiting: {
    subject: "Ett uttag på {amount} {currency} väntar på att betalas",
    waiting:
      "Uttaget {orderId} på {amount} {currency} till {destination} väntar på att din plånbok ska betala det: tjänsten har ingen nyckel och skickar inget själv.",
  },
  payouts: {
    payHow: "Öppna ”Utbetalningar” i portalen för att betala från din plånbok eller avbryta.",
  },
  notices: {
    why: "Du får det här meddelandet eftersom aviseringarna för ditt portalkonto är inställda så; du stänger av dem under ”Konto” i portalen.",
  },
} satisfies MailWords;
