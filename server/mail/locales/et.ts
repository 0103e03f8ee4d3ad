// The merchant's mail in Estonian.
import type { MailWords } from "./en.ts";

export default {
  passwordReset: {
    subject: "Lähtesta kaupmehe portaali parool",
    asked: "Keegi (loodetavasti sina) palus lähtestada sinu kaupmehe portaali konto parooli aadressil {origin}.",
    useLink: "Määra selle lingiga uus parool {minutes} minuti jooksul; link töötab ainult ühe korra:",
    signsOut: "Parooli määramisel logitakse sind kõigist seadmetest välja. Kaheastmeline autentimine jääb samaks.",
    notYou: "Kui sa seda ei palunud, jäta see kiri tähelepanuta: sinu parool jääb samaks.",
  },
  paymentCompleted: {
    subject: "Makse lõpetatud: {amount} {currency}",
    completed: "Tellimus {orderId} on lõpetatud: {amount} {currency} laekunud.",
    completedWithReference: "Tellimus {orderId} (sinu viide {reference}) on lõpetatud: {amount} {currency} laekunud.",
  },
  paymentsDigest: {
    subject: "Lõpetatud maksed kuni {until}: {count}",
    summary: "Sinu viimasest kokkuvõttest kuni {until} lõpetatud maksed: {count}.",
    totals: "Laekunud, vara kaupa:",
    more: "Ja veel {count}: portaali vaade „Tellimused“ näitab neid kõiki.",
  },
  refundWaiting: {
    subject: "Tagasimakse summas {amount} {currency} ootab maksmist",
    waiting:
      "Tagasimakse {orderId} summas {amount} {currency} aadressile {destination} ootab, et sinu rahakott selle maksaks: teenusel pole ühtegi võtit ja see ei saada ise midagi.",
  },
  withdrawalWaiting: {
    subject: "Väljavõte summas {amount} {currency} ootab maksmist",
    waiting:
      "Väljavõte {orderId} summas {amount} {currency} aadressile {destination} ootab, et sinu rahakott selle maksaks: teenusel pole ühtegi võtit ja see ei saada ise midagi.",
  },
  payouts: {
    payHow: "Ava portaalis „Väljamaksed”, et see oma rahakotist maksta või tühistada.",
  },
  callbacksFailing: {
    subject: "Tagasikutsed aadressile {callbackHost} ebaõnnestuvad alates {since}",
    failing:
      "Iga tellimuse oleku tagasikutse aadressile {callbackHost} (liidestus {integrationId}) on alates {since} ebaõnnestunud; tagasikutsed, mida proovitakse veel uuesti üha pikemate pausidega: {waiting}.",
    lastError: "Viimane katse: {error}",
    fix: "Kontrolli, et sinu server vastaks tagasikutse URL-il olekuga 2xx. See on ainus sõnum selle tõrgete jada kohta: järgmine tuleb alles siis, kui tagasikutsed on kohale jõudnud ja uuesti ebaõnnestuvad.",
  },
  reorgAfterCredit: {
    subject: "Tellimusele {orderId} kreeditud ülekanne ei ole enam ahelas",
    replaced:
      "Võrgu {network} plokk {blockNumber}, milles oli tehing {hash} ({amount} {currency}, kreeditud tellimusele {orderId}), asendati ümberkorralduse (reorg) käigus ja tehingut ei ole nüüd üheski ahela plokis.",
    stands:
      "Kreedit jääb kehtima: teenus ei võta seda kunagi ise tagasi. Kontrolli tehingut maksjaga või plokiahela uurijas, enne kui saadad kauba või teed selle alusel väljamakse; kui see tuleb tagasi hilisemas plokis, näitab tellimus ka seda.",
  },
  notices: {
    why: "Saad selle kirja, sest sinu portaali konto teavitusseaded on nii valitud; saad need välja lülitada portaali „Konto” vaates.",
  },
} satisfies MailWords;
