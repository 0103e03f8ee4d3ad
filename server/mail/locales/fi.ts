// The merchant's mail in Finnish.
import type { MailWords } from "./en.ts";

export default {
  passwordReset: {
    subject: "Nollaa kauppiasportaalin salasanasi",
    asked: "Joku (toivottavasti sinä) pyysi nollaamaan kauppiasportaalin tilisi salasanan osoitteessa {origin}.",
    useLink: "Aseta uusi salasana tällä linkillä {minutes} minuutin kuluessa; linkki toimii vain kerran:",
    signsOut: "Kun asetat salasanan, sinut kirjataan ulos kaikilta laitteilta. Kaksivaiheinen tunnistus pysyy ennallaan.",
    notYou: "Jos et pyytänyt tätä, jätä tämä viesti huomiotta: salasanasi pysyy ennallaan.",
  },
  paymentCompleted: {
    subject: "Maksu valmistunut: {amount} {currency}",
    completed: "Tilaus {orderId} on valmis: {amount} {currency} vastaanotettu.",
    completedWithReference: "Tilaus {orderId} (viitteesi {reference}) on valmis: {amount} {currency} vastaanotettu.",
  },
  paymentsDigest: {
    subject: "Valmistuneet maksut {until} asti: {count}",
    summary: "Edellisen koosteesi jälkeen {until} asti valmistuneet maksut: {count}.",
    totals: "Vastaanotettu, omaisuuserittäin:",
    more: "Ja {count} muuta: portaalin Tilaukset-näkymä listaa ne kaikki.",
  },
  refundWaiting: {
    subject: "Palautus {amount} {currency} odottaa maksamista",
    waiting:
      "Palautus {orderId}, {amount} {currency} osoitteeseen {destination}, odottaa, että lompakkosi maksaa sen: palvelulla ei ole avaimia, eikä se lähetä itse mitään.",
  },
  withdrawalWaiting: {
    subject: "Nosto {amount} {currency} odottaa maksamista",
    waiting:
      "Nosto {orderId}, {amount} {currency} osoitteeseen {destination}, odottaa, että lompakkosi maksaa sen: palvelulla ei ole avaimia, eikä se lähetä itse mitään.",
  },
  payouts: {
    payHow: "Avaa portaalista ”Maksut ulos”, niin voit maksaa sen lompakostasi tai peruuttaa sen.",
  },
  callbacksFailing: {
    subject: "Takaisinkutsut osoitteeseen {callbackHost} ovat epäonnistuneet {since} alkaen",
    failing:
      "Jokainen tilauksen tilan takaisinkutsu osoitteeseen {callbackHost} (integraatio {integrationId}) on epäonnistunut {since} alkaen; takaisinkutsuja, joita yritetään vielä uudelleen yhä pidemmin tauoin: {waiting}.",
    lastError: "Viimeisin yritys: {error}",
    fix: "Tarkista, että palvelimesi vastaa takaisinkutsun URL-osoitteessa 2xx-tilalla. Tämä on ainoa viesti tästä virhejaksosta: seuraava tulee vasta, kun takaisinkutsut on toimitettu ja ne epäonnistuvat taas.",
  },
  reorgAfterCredit: {
    subject: "Tilaukselle {orderId} hyvitetty siirto ei ole enää ketjussa",
    replaced:
      "Verkon {network} lohko {blockNumber}, jossa oli tapahtuma {hash} ({amount} {currency}, hyvitetty tilaukselle {orderId}), korvautui uudelleenjärjestelyssä (reorg), eikä tapahtuma ole nyt missään ketjun lohkossa.",
    stands:
      "Hyvitys pysyy: palvelu ei koskaan peru hyvitystä itse. Tarkista tapahtuma maksajalta tai lohkoselaimesta ennen kuin toimitat tilauksen tai maksat sen perusteella; jos se palaa myöhempään lohkoon, tilaus näyttää senkin.",
  },
  notices: {
    why: "Saat tämän viestin, koska portaalitilisi ilmoitusasetukset on valittu niin; voit poistaa ilmoitukset käytöstä portaalin ”Tili”-näkymässä.",
  },
} satisfies MailWords;
