// What the page draws once a payment is seen: the confirming transfers, the under- and overpaid
// notes with the merchant's help, and the receipt. A chunk of its own (components/after-payment-loader):
// most pages are opened before anything was sent, and their first load need not carry it.
export { PaymentNotes } from "./payment-progress.tsx";
export { Receipt } from "./receipt.tsx";
