// The merchant's mail in Polish.
import type { MailWords } from "./en.ts";

export default {
  passwordReset: {
    subject: "Zresetuj hasło do portalu sprzedawcy",
    asked: "Ktoś (mamy nadzieję, że Ty) poprosił o zresetowanie hasła do Twojego konta w portalu sprzedawcy pod adresem {origin}.",
    useLink: "Ustaw nowe hasło za pomocą tego linku w ciągu {minutes} min; link działa tylko raz:",
    signsOut: "Po ustawieniu hasła nastąpi wylogowanie na wszystkich urządzeniach. Weryfikacja dwuetapowa pozostaje bez zmian.",
    notYou: "Jeśli to nie była Twoja prośba, zignoruj tę wiadomość: Twoje hasło pozostaje bez zmian.",
  },
  paymentCompleted: {
    subject: "Płatność zakończona: {amount} {currency}",
    completed: "Zamówienie {orderId} zostało zrealizowane: otrzymano {amount} {currency}.",
    completedWithReference:
      "Zamówienie {orderId} (Twój numer referencyjny {reference}) zostało zrealizowane: otrzymano {amount} {currency}.",
  },
  paymentsDigest: {
    subject: "Zakończone płatności do {until}: {count}",
    summary: "Płatności zakończone od Twojego ostatniego podsumowania do {until}: {count}.",
    totals: "Otrzymano, według aktywów:",
    more: "I jeszcze {count}: wszystkie są na ekranie Zamówienia w portalu.",
  },
  refundWaiting: {
    subject: "Zwrot {amount} {currency} czeka na opłacenie",
    waiting:
      "Zwrot {orderId} na kwotę {amount} {currency} na adres {destination} czeka, aż opłaci go Twój portfel: serwis nie przechowuje żadnego klucza i sam niczego nie wysyła.",
  },
  withdrawalWaiting: {
    subject: "Wypłata {amount} {currency} czeka na opłacenie",
    waiting:
      "Wypłata {orderId} na kwotę {amount} {currency} na adres {destination} czeka, aż opłaci ją Twój portfel: serwis nie przechowuje żadnego klucza i sam niczego nie wysyła.",
  },
  payouts: {
    payHow: "Otwórz „Wypłaty” w portalu, aby opłacić tę operację ze swojego portfela albo ją anulować.",
  },
  callbacksFailing: {
    subject: "Callbacki do {callbackHost} nie docierają od {since}",
    failing:
      "Każdy callback statusu zamówienia do {callbackHost} (integracja {integrationId}) kończy się błędem od {since}; callbacki czekające na ponowną próbę (z coraz dłuższymi przerwami): {waiting}.",
    lastError: "Ostatnia próba: {error}",
    fix: "Sprawdź, czy Twój serwer odpowiada pod URL-em callbacku statusem 2xx. To jedyna wiadomość o tej serii błędów: kolejna przyjdzie dopiero wtedy, gdy callbacki znów zaczną docierać, a potem ponownie przestaną.",
  },
  reorgAfterCredit: {
    subject: "Zaksięgowanego przelewu do zamówienia {orderId} nie ma już w łańcuchu",
    replaced:
      "Blok {blockNumber} sieci {network}, który zawierał transakcję {hash} ({amount} {currency}, zaksięgowane na poczet zamówienia {orderId}), został zastąpiony w wyniku reorganizacji i transakcji nie ma teraz w żadnym bloku łańcucha.",
    stands:
      "Zaksięgowanie pozostaje: serwis nigdy sam go nie cofa. Zanim na tej podstawie wyślesz towar lub zrobisz wypłatę, sprawdź transakcję u płacącego albo w eksploratorze; jeśli wróci w późniejszym bloku, zamówienie też to pokaże.",
  },
  notices: {
    why: "Otrzymujesz tę wiadomość, ponieważ tak wynika z ustawień powiadomień Twojego konta w portalu; możesz je wyłączyć w portalu na ekranie „Konto”.",
  },
} satisfies MailWords;
