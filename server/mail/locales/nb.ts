// The merchant's mail in Norwegian Bokmål.
import type { MailWords } from "./en.ts";

export default {
  passwordReset: {
    subject: "Tilbakestill passordet til selgerportalen",
    asked: "Noen (forhåpentligvis du) har bedt om å tilbakestille passordet til kontoen din i selgerportalen på {origin}.",
    useLink: "Velg et nytt passord med denne lenken innen {minutes} minutter; den virker bare én gang:",
    signsOut: "Når du gjør det, blir du logget ut overalt. Tofaktorautentiseringen forblir som den er.",
    notYou: "Hvis det ikke var du som ba om dette, kan du se bort fra denne meldingen: passordet ditt forblir som det er.",
  },
  paymentCompleted: {
    subject: "Betaling fullført: {amount} {currency}",
    completed: "Bestilling {orderId} er fullført: {amount} {currency} er mottatt.",
    completedWithReference: "Bestilling {orderId} (din referanse {reference}) er fullført: {amount} {currency} er mottatt.",
  },
  paymentsDigest: {
    subject: "Fullførte betalinger til {until}: {count}",
    summary: "Betalinger fullført siden forrige oppsummering, frem til {until}: {count}.",
    totals: "Mottatt, per aktivum:",
    more: "Og {count} til: portalens Bestillinger-side viser alle.",
  },
  refundWaiting: {
    subject: "En tilbakebetaling på {amount} {currency} venter på å bli betalt",
    waiting:
      "Tilbakebetalingen {orderId} på {amount} {currency} til {destination} venter på at lommeboken din skal betale den: tjenesten har ingen nøkkel og sender ingenting selv.",
  },
  withdrawalWaiting: {
    subject: "Et uttak på {amount} {currency} venter på å bli betalt",
    waiting:
      "Uttaket {orderId} på {amount} {currency} til {destination} venter på at lommeboken din skal betale det: tjenesten har ingen nøkkel og sender ingenting selv.",
  },
  payouts: {
    payHow: "Åpne «Utbetalinger» i portalen for å betale fra lommeboken din eller avbryte.",
  },
  callbacksFailing: {
    subject: "Callbacker til {callbackHost} har feilet siden {since}",
    failing:
      "Alle callbacker for bestillingsstatus til {callbackHost} (integrasjon {integrationId}) har feilet siden {since}; callbacker som venter på nytt forsøk, med stadig lengre pauser: {waiting}.",
    lastError: "Siste forsøk: {error}",
    fix: "Sjekk at serveren din svarer på callback-URL-en med en 2xx-status. Dette er den eneste meldingen om denne feilrekken: den neste kommer først når callbacker er levert igjen og så feiler på nytt.",
  },
  reorgAfterCredit: {
    subject: "En godskrevet overføring til bestilling {orderId} er ikke lenger i kjeden",
    replaced:
      "{network}-blokk {blockNumber}, som inneholdt transaksjon {hash} ({amount} {currency}, godskrevet bestilling {orderId}), ble erstattet ved en omorganisering, og transaksjonen er nå ikke i noen blokk i kjeden.",
    stands:
      "Godskrivingen står: tjenesten tar aldri en godskriving tilbake av seg selv. Sjekk transaksjonen med betaleren eller i en utforsker før du sender varer eller betaler ut på grunnlag av den; kommer den tilbake i en senere blokk, viser bestillingen det også.",
  },
  notices: {
    why: "Du får denne meldingen fordi varslene for portalkontoen din er satt slik; du kan slå dem av under «Konto» i portalen.",
  },
} satisfies MailWords;
