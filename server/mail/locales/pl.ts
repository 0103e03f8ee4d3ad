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
  notices: {
    why: "Otrzymujesz tę wiadomość, ponieważ tak wynika z ustawień powiadomień Twojego konta w portalu; możesz je wyłączyć w portalu na ekranie „Konto”.",
  },
} satisfies MailWords;
