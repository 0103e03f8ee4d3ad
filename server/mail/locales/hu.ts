// The merchant's mail in Hungarian.
import type { MailWords } from "./en.ts";

export default {
  passwordReset: {
    subject: "Kereskedői portál jelszavának visszaállítása",
    asked: "Valaki (reméljük, Ön) kérte a(z) {origin} címen lévő kereskedői portálfiókja jelszavának visszaállítását.",
    useLink: "Ezzel a linkkel {minutes} percen belül állíthat be új jelszót; a link csak egyszer használható:",
    signsOut: "Az új jelszó beállítása után minden eszközön kijelentkeztetjük. A kétlépcsős azonosítás változatlan marad.",
    notYou: "Ha nem Ön kérte, hagyja figyelmen kívül ezt az üzenetet: jelszava változatlan marad.",
  },
  paymentCompleted: {
    subject: "Fizetés teljesítve: {amount} {currency}",
    completed: "A(z) {orderId} rendelés teljesült: {amount} {currency} beérkezett.",
    completedWithReference: "A(z) {orderId} rendelés (az Ön azonosítója: {reference}) teljesült: {amount} {currency} beérkezett.",
  },
  paymentsDigest: {
    subject: "Teljesült fizetések {until} időpontig: {count}",
    summary: "Az Ön legutóbbi összesítője óta {until} időpontig teljesült fizetések: {count}.",
    totals: "Beérkezett, eszközönként:",
    more: "És még {count}: a portál Rendelések képernyője mindet mutatja.",
  },
  refundWaiting: {
    subject: "Egy {amount} {currency} összegű visszatérítés kifizetésre vár",
    waiting:
      "A(z) {orderId} visszatérítés ({amount} {currency}, címzett: {destination}) arra vár, hogy a tárcája kifizesse: a szolgáltatás nem tárol kulcsot, és maga semmit sem küld.",
  },
  withdrawalWaiting: {
    subject: "Egy {amount} {currency} összegű kivét kifizetésre vár",
    waiting:
      "A(z) {orderId} kivét ({amount} {currency}, címzett: {destination}) arra vár, hogy a tárcája kifizesse: a szolgáltatás nem tárol kulcsot, és maga semmit sem küld.",
  },
  payouts: {
    payHow: "Nyissa meg a portál „Kifizetések” részét, és fizesse ki a tárcájából, vagy vonja vissza.",
  },
  callbacksFailing: {
    subject: "A(z) {callbackHost} felé küldött visszahívások {since} óta sikertelenek",
    failing:
      "Minden rendelésállapot-visszahívás a(z) {callbackHost} felé (integráció: {integrationId}) {since} óta sikertelen; egyre hosszabb szünetekkel még újrapróbálandó visszahívások: {waiting}.",
    lastError: "Az utolsó próbálkozás: {error}",
    fix: "Ellenőrizze, hogy a szervere 2xx állapottal válaszol-e a visszahívási URL-en. Ez az egyetlen üzenet erről a hibasorozatról: a következő akkor érkezik, ha a visszahívások kézbesítése után újra hibák lépnek fel.",
  },
  reorgAfterCredit: {
    subject: "A(z) {orderId} rendelésnek jóváírt átutalás már nincs a láncon",
    replaced:
      "A(z) {network} {blockNumber}. blokkját, amely a(z) {hash} tranzakciót tartalmazta ({amount} {currency}, jóváírva a(z) {orderId} rendelésnek), egy átrendeződés (reorg) lecserélte, és a tranzakció most a lánc egyetlen blokkjában sincs benne.",
    stands:
      "A jóváírás megmarad: a szolgáltatás soha nem vonja vissza magától. Mielőtt erre alapozva szállítana vagy kifizetést teljesítene, ellenőrizze a tranzakciót a fizetővel vagy egy blokkböngészőben; ha egy későbbi blokkban visszatér, a rendelés azt is mutatja.",
  },
  notices: {
    why: "Azért kapja ezt az üzenetet, mert portálfiókja értesítési beállításai így szólnak; kikapcsolni a portál „Fiók” oldalán tudja.",
  },
} satisfies MailWords;
