// Every word the service mails a merchant, in English: the table each other language's module
// (server/mail/locales/<code>.ts) fills with the same keys and the same {placeholders}. A
// placeholder is filled with text as it is: an amount stays the order's exact decimal, digits
// and all, in every language, and an order id or link is never translated.
const en = {
  passwordReset: {
    subject: "Reset your merchant portal password",
    asked: "Someone (we hope you) asked to reset the password of your merchant portal account at {origin}.",
    useLink: "Set a new password with this link, within {minutes} minutes; it works once:",
    signsOut: "Setting it signs you out everywhere. Two-factor authentication stays as it is.",
    notYou: "If you did not ask for this, ignore this message: your password stays as it is.",
  },
  paymentCompleted: {
    subject: "Payment completed: {amount} {currency}",
    completed: "Order {orderId} is completed: {amount} {currency} received.",
    completedWithReference: "Order {orderId} (your reference {reference}) is completed: {amount} {currency} received.",
  },
  paymentsDigest: {
    subject: "Payments completed until {until}: {count}",
    summary: "Payments completed since your last digest, until {until}: {count}.",
    totals: "Received, per asset:",
    more: "And {count} more: the portal's Orders screen lists them all.",
  },
  refundWaiting: {
    subject: "A refund of {amount} {currency} is waiting to be paid",
    waiting:
      "The refund {orderId} of {amount} {currency} to {destination} waits for your wallet to pay it: the service holds no key and sends nothing itself.",
  },
  withdrawalWaiting: {
    subject: "A withdrawal of {amount} {currency} is waiting to be paid",
    waiting:
      "The withdrawal {orderId} of {amount} {currency} to {destination} waits for your wallet to pay it: the service holds no key and sends nothing itself.",
  },
  payouts: {
    payHow: "Open Payouts in the portal to pay it from your wallet, or cancel it.",
  },
  callbacksFailing: {
    subject: "Callbacks to {callbackHost} have failed since {since}",
    failing:
      "Every order status callback to {callbackHost} (integration {integrationId}) has failed since {since}; callbacks still to be tried again, with growing pauses: {waiting}.",
    lastError: "The last attempt: {error}",
    fix: "Check that your server answers at the callback URL with a 2xx status. This is the only message about this streak: the next comes after callbacks have been delivered and fail again.",
  },
  reorgAfterCredit: {
    subject: "A credited transfer to order {orderId} is no longer in the chain",
    replaced:
      "The {network} block {blockNumber} that held transaction {hash} ({amount} {currency}, credited to order {orderId}) was replaced by a reorganisation, and the transaction is in no block of the chain now.",
    stands:
      "The credit stands: the service never takes one back by itself. Check the transaction with the payer or on an explorer before you ship or pay out against it; if it comes back in a later block, the order shows that too.",
  },
  notices: {
    why: "You get this because your portal account's notifications say so; switch them off in the portal's Account screen.",
  },
};

/** The shape every language's module fills: the same mail kinds and keys, a text for each. */
export type MailWords = { readonly [Kind in keyof typeof en]: { readonly [Key in keyof (typeof en)[Kind]]: string } };

export default en satisfies MailWords;

/**
 * The operator's alerts, in English only: the operator configures and runs the service, whose
 * settings, logs and documents are in English, and an alert must read the same as the log
 * lines it points to. Not part of MailWords: no translation is asked for.
 */
export const operatorAlerts = {
  watcherFailing: {
    subject: "Chain watcher for {network} failing since {since}",
    failing:
      "The chain watcher for {network} has failed every tick since {since}: payments on that network are not seen until it recovers.",
    lastError: "Last error: {error}",
    followUp: "Another message follows when it works again. Its state is in /healthz:",
  },
  watcherBack: {
    subject: "Chain watcher for {network} works again",
    back: "The chain watcher for {network}, failing since {since}, works again since {at}.",
  },
};
