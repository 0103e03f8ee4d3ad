// The merchant's mail in Dutch.
import type { MailWords } from "./en.ts";

export default {
  passwordReset: {
    subject: "Wachtwoord van je verkopersportaal opnieuw instellen",
    asked: "Iemand (hopelijk jij) heeft gevraagd om het wachtwoord van je verkopersportaalaccount op {origin} opnieuw in te stellen.",
    useLink: "Stel binnen {minutes} minuten met deze link een nieuw wachtwoord in; de link werkt maar één keer:",
    signsOut: "Daarna word je overal uitgelogd. Tweestapsverificatie blijft zoals die is.",
    notYou: "Heb je dit niet gevraagd? Negeer dan dit bericht: je wachtwoord blijft zoals het is.",
  },
  paymentCompleted: {
    subject: "Betaling voltooid: {amount} {currency}",
    completed: "Bestelling {orderId} is voltooid: {amount} {currency} ontvangen.",
    completedWithReference: "Bestelling {orderId} (jouw referentie {reference}) is voltooid: {amount} {currency} ontvangen.",
  },
  paymentsDigest: {
    subject: "Voltooide betalingen tot {until}: {count}",
    summary: "Betalingen voltooid sinds je vorige overzicht, tot {until}: {count}.",
    totals: "Ontvangen, per asset:",
    more: "En nog {count}: het scherm Bestellingen in het portaal toont ze allemaal.",
  },
  refundWaiting: {
    subject: "Een terugbetaling van {amount} {currency} wacht op betaling",
    waiting:
      "De terugbetaling {orderId} van {amount} {currency} naar {destination} wacht tot je wallet hem betaalt: de dienst heeft geen sleutel en verstuurt zelf niets.",
  },
  withdrawalWaiting: {
    subject: "Een opname van {amount} {currency} wacht op betaling",
    waiting:
      "De opname {orderId} van {amount} {currency} naar {destination} wacht tot je wallet hem betaalt: de dienst heeft geen sleutel en verstuurt zelf niets.",
  },
  payouts: {
    payHow: "Open ‘Uitbetalingen’ in het portaal om hem vanuit je wallet te betalen, of annuleer hem.",
  },
  callbacksFailing: {
    subject: "Callbacks naar {callbackHost} mislukken sinds {since}",
    failing:
      "Elke callback voor bestelstatus naar {callbackHost} (integratie {integrationId}) mislukt sinds {since}; callbacks die nog opnieuw worden geprobeerd, met steeds langere pauzes: {waiting}.",
    lastError: "De laatste poging: {error}",
    fix: "Controleer of je server op de callback-URL antwoordt met een 2xx-status. Dit is het enige bericht over deze reeks: het volgende komt pas als callbacks weer zijn afgeleverd en daarna opnieuw mislukken.",
  },
  reorgAfterCredit: {
    subject: "Een bijgeschreven overboeking voor bestelling {orderId} staat niet meer op de chain",
    replaced:
      "{network}-blok {blockNumber}, met daarin transactie {hash} ({amount} {currency}, bijgeschreven op bestelling {orderId}), is door een reorganisatie vervangen, en de transactie staat nu in geen enkel blok van de chain.",
    stands:
      "De bijschrijving blijft staan: de service draait er nooit zelf een terug. Controleer de transactie bij de betaler of in een explorer voordat je op basis ervan levert of uitbetaalt; komt ze terug in een later blok, dan toont de bestelling dat ook.",
  },
  notices: {
    why: "Je krijgt dit bericht omdat de meldingen van je portaalaccount zo zijn ingesteld; je zet ze uit in het portaal onder ‘Account’.",
  },
} satisfies MailWords;
