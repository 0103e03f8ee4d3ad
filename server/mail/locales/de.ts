// The merchant's mail in German.
import type { MailWords } from "./en.ts";

export default {
  passwordReset: {
    subject: "Passwort für das Händlerportal zurücksetzen",
    asked: "Jemand (hoffentlich Sie) hat angefragt, das Passwort Ihres Händlerportal-Kontos bei {origin} zurückzusetzen.",
    useLink: "Legen Sie innerhalb von {minutes} Minuten mit diesem Link ein neues Passwort fest; er funktioniert nur einmal:",
    signsOut: "Danach werden Sie überall abgemeldet. Die Zwei-Faktor-Authentifizierung bleibt unverändert.",
    notYou: "Wenn Sie das nicht angefragt haben, ignorieren Sie diese Nachricht: Ihr Passwort bleibt unverändert.",
  },
  paymentCompleted: {
    subject: "Zahlung abgeschlossen: {amount} {currency}",
    completed: "Bestellung {orderId} ist abgeschlossen: {amount} {currency} erhalten.",
    completedWithReference: "Bestellung {orderId} (Ihre Referenz {reference}) ist abgeschlossen: {amount} {currency} erhalten.",
  },
  paymentsDigest: {
    subject: "Abgeschlossene Zahlungen bis {until}: {count}",
    summary: "Seit Ihrer letzten Übersicht bis {until} abgeschlossene Zahlungen: {count}.",
    totals: "Erhalten, je Asset:",
    more: "Und {count} weitere: Alle stehen im Portal unter „Bestellungen“.",
  },
  refundWaiting: {
    subject: "Eine Rückerstattung über {amount} {currency} wartet auf Zahlung",
    waiting:
      "Die Rückerstattung {orderId} über {amount} {currency} an {destination} wartet darauf, dass Ihre Wallet sie bezahlt: Der Dienst hat keinen Schlüssel und sendet selbst nichts.",
  },
  withdrawalWaiting: {
    subject: "Eine Auszahlung über {amount} {currency} wartet auf Zahlung",
    waiting:
      "Die Auszahlung {orderId} über {amount} {currency} an {destination} wartet darauf, dass Ihre Wallet sie bezahlt: Der Dienst hat keinen Schlüssel und sendet selbst nichts.",
  },
  payouts: {
    payHow: "Öffnen Sie „Auszahlungen“ im Portal, um sie aus Ihrer Wallet zu bezahlen oder abzubrechen.",
  },
  callbacksFailing: {
    subject: "Callbacks an {callbackHost} schlagen seit {since} fehl",
    failing:
      "Jeder Status-Callback an {callbackHost} (Integration {integrationId}) ist seit {since} fehlgeschlagen; Callbacks, die noch mit wachsenden Pausen erneut versucht werden: {waiting}.",
    lastError: "Der letzte Versuch: {error}",
    fix: "Prüfen Sie, ob Ihr Server unter der Callback-URL mit einem 2xx-Status antwortet. Dies ist die einzige Nachricht zu dieser Serie: Die nächste kommt erst, nachdem Callbacks zugestellt wurden und erneut fehlschlagen.",
  },
  reorgAfterCredit: {
    subject: "Eine gutgeschriebene Überweisung an Bestellung {orderId} ist nicht mehr in der Chain",
    replaced:
      "Der {network}-Block {blockNumber} mit der Transaktion {hash} ({amount} {currency}, Bestellung {orderId} gutgeschrieben) wurde durch eine Reorganisation ersetzt, und die Transaktion ist jetzt in keinem Block der Chain.",
    stands:
      "Die Gutschrift bleibt bestehen: Der Dienst nimmt keine von selbst zurück. Prüfen Sie die Transaktion mit dem Zahler oder in einem Explorer, bevor Sie liefern oder dafür auszahlen; taucht sie in einem späteren Block wieder auf, zeigt die Bestellung auch das.",
  },
  notices: {
    why: "Sie erhalten diese Nachricht, weil die Benachrichtigungen Ihres Portal-Kontos es so vorsehen; abschalten können Sie sie im Portal unter „Konto“.",
  },
} satisfies MailWords;
