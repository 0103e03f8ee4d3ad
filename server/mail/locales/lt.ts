// The merchant's mail in Lithuanian.
import type { MailWords } from "./en.ts";

export default {
  passwordReset: {
    subject: "Pardavėjo portalo slaptažodžio atkūrimas",
    asked: "Kažkas (tikimės, kad jūs) paprašė atkurti jūsų pardavėjo portalo paskyros slaptažodį svetainėje {origin}.",
    useLink: "Naują slaptažodį nustatykite šia nuoroda per {minutes} min.; ji veikia tik vieną kartą:",
    signsOut: "Nustačius slaptažodį, būsite atjungti visuose įrenginiuose. Dviejų veiksnių autentifikavimas lieka toks pat.",
    notYou: "Jei to neprašėte, nekreipkite dėmesio į šį laišką: jūsų slaptažodis lieka toks pat.",
  },
  paymentCompleted: {
    subject: "Mokėjimas užbaigtas: {amount} {currency}",
    completed: "Užsakymas {orderId} užbaigtas: gauta {amount} {currency}.",
    completedWithReference: "Užsakymas {orderId} (jūsų numeris {reference}) užbaigtas: gauta {amount} {currency}.",
  },
  paymentsDigest: {
    subject: "Užbaigti mokėjimai iki {until}: {count}",
    summary: "Mokėjimai, užbaigti nuo jūsų paskutinės suvestinės iki {until}: {count}.",
    totals: "Gauta pagal turtą:",
    more: "Ir dar {count}: visus rasite portalo ekrane „Užsakymai“.",
  },
  refundWaiting: {
    subject: "{amount} {currency} grąžinimas laukia apmokėjimo",
    waiting:
      "Grąžinimas {orderId} ({amount} {currency}) adresu {destination} laukia, kol jūsų piniginė jį apmokės: paslauga nelaiko jokio rakto ir pati nieko nesiunčia.",
  },
  withdrawalWaiting: {
    subject: "{amount} {currency} išėmimas laukia apmokėjimo",
    waiting:
      "Išėmimas {orderId} ({amount} {currency}) adresu {destination} laukia, kol jūsų piniginė jį apmokės: paslauga nelaiko jokio rakto ir pati nieko nesiunčia.",
  },
  payouts: {
    payHow: "Atidarykite portalo skiltį „Išmokos“: ten galėsite apmokėti iš savo piniginės arba atšaukti.",
  },
  callbacksFailing: {
    subject: "Callback užklausos į {callbackHost} nepavyksta nuo {since}",
    failing:
      "Kiekviena užsakymo būsenos callback užklausa į {callbackHost} (integracija {integrationId}) nepavyksta nuo {since}; callback užklausos, kurios dar bus kartojamos vis ilgesnėmis pertraukomis: {waiting}.",
    lastError: "Paskutinis bandymas: {error}",
    fix: "Patikrinkite, ar jūsų serveris callback URL adresu atsako 2xx būsena. Tai vienintelis pranešimas apie šią nesėkmių seriją: kitas ateis tik po to, kai callback užklausos bus pristatytos ir vėl ims nepavykti.",
  },
  reorgAfterCredit: {
    subject: "Užsakymui {orderId} įskaitytas pervedimas nebėra grandinėje",
    replaced:
      "{network} blokas {blockNumber}, kuriame buvo operacija {hash} ({amount} {currency}, įskaityta užsakymui {orderId}), buvo pakeistas per reorganizaciją (reorg), ir dabar operacijos nėra jokiame grandinės bloke.",
    stands:
      "Įskaitymas galioja: paslauga niekada pati jo neatšaukia. Prieš išsiųsdami prekes ar atlikdami išmoką pagal šią operaciją, patikrinkite ją su mokėtoju arba blokų naršyklėje; jei ji grįš vėlesniame bloke, užsakymas parodys ir tai.",
  },
  notices: {
    why: "Šį laišką gaunate, nes taip nustatyta jūsų portalo paskyros pranešimuose; juos išjungti galite portalo skiltyje „Paskyra“.",
  },
} satisfies MailWords;
