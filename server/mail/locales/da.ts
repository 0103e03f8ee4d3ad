// The merchant's mail in Danish.
import type { MailWords } from "./en.ts";

export default {
  passwordReset: {
    subject: "Nulstil adgangskoden til din sælgerportal",
    asked: "Nogen (forhåbentlig dig) har bedt om at nulstille adgangskoden til din konto i sælgerportalen på {origin}.",
    useLink: "Vælg en ny adgangskode med dette link inden for {minutes} minutter; det virker kun én gang:",
    signsOut: "Når du gør det, bliver du logget ud overalt. Totrinsbekræftelsen forbliver, som den er.",
    notYou: "Hvis det ikke var dig, der bad om det, kan du se bort fra denne besked: din adgangskode forbliver, som den er.",
  },
  paymentCompleted: {
    subject: "Betaling gennemført: {amount} {currency}",
    completed: "Ordre {orderId} er gennemført: {amount} {currency} er modtaget.",
    completedWithReference: "Ordre {orderId} (din reference {reference}) er gennemført: {amount} {currency} er modtaget.",
  },
  refundWaiting: {
    subject: "En refundering på {amount} {currency} venter på at blive betalt",
    waiting:
      "Refunderingen {orderId} på {amount} {currency} til {destination} venter på, at din wallet betaler den: tjenesten har ingen nøgle og sender ikke selv noget.",
  },
  withdrawalWaiting: {
    subject: "En hævning på {amount} {currency} venter på at blive betalt",
    waiting:
      "Hævningen {orderId} på {amount} {currency} til {destination} venter på, at din wallet betaler den: tjenesten har ingen nøgle og sender ikke selv noget.",
  },
  payouts: {
    payHow: "Åbn ”Udbetalinger” i portalen for at betale den fra din wallet eller annullere den.",
  },
  notices: {
    why: "Du får denne besked, fordi notifikationerne for din portalkonto er indstillet sådan; du kan slå dem fra under ”Konto” i portalen.",
  },
} satisfies MailWords;
