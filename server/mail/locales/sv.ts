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
  paymentsDigest: {
    subject: "Slutförda betalningar till {until}: {count}",
    summary: "Betalningar slutförda sedan din senaste sammanfattning, fram till {until}: {count}.",
    totals: "Mottaget, per tillgång:",
    more: "Och {count} till: portalens Beställningar-vy listar alla.",
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
  callbacksFailing: {
    subject: "Callbacks till {callbackHost} har misslyckats sedan {since}",
    failing:
      "Alla callbacks för beställningsstatus till {callbackHost} (integration {integrationId}) har misslyckats sedan {since}; callbacks som väntar på ett nytt försök, med allt längre pauser: {waiting}.",
    lastError: "Senaste försöket: {error}",
    fix: "Kontrollera att din server svarar på callback-URL:en med en 2xx-status. Det här är det enda meddelandet om den här felserien: nästa kommer först när callbacks har levererats igen och sedan misslyckas på nytt.",
  },
  reorgAfterCredit: {
    subject: "En krediterad överföring till beställning {orderId} finns inte längre i kedjan",
    replaced:
      "{network}-block {blockNumber}, som innehöll transaktion {hash} ({amount} {currency}, krediterad till beställning {orderId}), ersattes vid en omorganisation, och transaktionen finns nu inte i något block i kedjan.",
    stands:
      "Krediteringen står kvar: tjänsten tar aldrig tillbaka en kreditering på egen hand. Kontrollera transaktionen med betalaren eller i en utforskare innan du skickar varor eller betalar ut mot den; om den kommer tillbaka i ett senare block visar beställningen det också.",
  },
  notices: {
    why: "Du får det här meddelandet eftersom aviseringarna för ditt portalkonto är inställda så; du stänger av dem under ”Konto” i portalen.",
  },
} satisfies MailWords;
