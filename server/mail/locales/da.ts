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
  paymentsDigest: {
    subject: "Gennemførte betalinger til og med {until}: {count}",
    summary: "Betalinger gennemført siden din seneste oversigt, frem til {until}: {count}.",
    totals: "Modtaget, pr. aktiv:",
    more: "Og {count} mere: portalens Ordrer-side viser dem alle.",
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
  callbacksFailing: {
    subject: "Callbacks til {callbackHost} er fejlet siden {since}",
    failing:
      "Alle callbacks om ordrestatus til {callbackHost} (integration {integrationId}) er fejlet siden {since}; callbacks, der stadig forsøges igen med stadig længere pauser: {waiting}.",
    lastError: "Seneste forsøg: {error}",
    fix: "Tjek, at din server svarer på callback-URL'en med en 2xx-status. Dette er den eneste besked om denne række fejl: den næste kommer, når callbacks er blevet leveret og fejler igen.",
  },
  reorgAfterCredit: {
    subject: "En krediteret overførsel til ordre {orderId} er ikke længere i kæden",
    replaced:
      "{network}-blok {blockNumber}, som indeholdt transaktionen {hash} ({amount} {currency}, krediteret ordre {orderId}), blev erstattet ved en reorganisering, og transaktionen er nu ikke i nogen blok i kæden.",
    stands:
      "Krediteringen står ved magt: tjenesten tager aldrig selv en kreditering tilbage. Tjek transaktionen med betaleren eller i en explorer, før du sender varer eller udbetaler på grundlag af den; kommer den tilbage i en senere blok, viser ordren også det.",
  },
  notices: {
    why: "Du får denne besked, fordi notifikationerne for din portalkonto er indstillet sådan; du kan slå dem fra under ”Konto” i portalen.",
  },
} satisfies MailWords;
