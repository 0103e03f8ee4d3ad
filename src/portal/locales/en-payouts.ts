// The portal's English for the Payouts screen (chain mode): its own small table, loaded with the
// screen's chunk (components/payouts-screen.tsx), so neither the first load nor the merchant
// screens' chunk carries it.
const payouts = {
  heading: "Payouts",
  intro:
    "In this mode the service holds no key: each refund or withdrawal is a payout your own wallet pays. Send exactly the amount shown to the destination shown, from one of your addresses; the payout completes once the transfer is seen and confirmed.",
  empty: "No payout yet. A refund or a withdrawal made here or through the API appears here until your wallet pays it.",
  openHeading: "Waiting for your wallet",
  openEmpty: "Nothing to pay.",
  doneHeading: "Done",
  doneEmpty: "None yet.",
  stateAwaitingPayment: "Awaiting payment",
  stateSeen: "Seen on the chain: confirming",
  stateCompleted: "Completed",
  stateCancelled: "Cancelled",
  network: "Network",
  amount: "Amount",
  destination: "Destination",
  destinationHint: "Check the first and last characters against the address you were given, and the middle too.",
  refundOf: "Refund of order",
  withdrawal: "Withdrawal",
  requestedBy: "Asked by",
  createdAt: "Asked on",
  completedAt: "Completed on",
  cancelledAt: "Cancelled on",
  hash: "Transaction",
  sender: "Paid from",
  copyDestination: "Copy the destination",
  copyAmount: "Copy the amount",
  copyHash: "Copy the transaction hash",
  copied: "Copied",
  copyFailed: "Copy failed: select the text instead",
  openInMetamask: "Open in MetaMask",
  openInTrustWallet: "Open in Trust Wallet",
  openInWallet: "Open in wallet",
  qrWalletLink: "QR code of the wallet link: scan it with your wallet to send exactly this amount to this destination",
  qrDestination: "QR code of the destination address: scan it with your wallet, then send exactly the amount shown",
  cancel: "Cancel payout",
  cancelConfirm: "Cancel the payout of {amount} {asset}? The amount goes back to your balance. Do not pay it afterwards.",
  cancelYes: "Yes, cancel it",
  cancelNo: "Keep it",
  cancelled: "Cancelled: the amount is back on your balance.",
  block: "Block",
  strangersHeading: "Paid from a wallet this service does not know?",
  strangersIntro:
    "A transfer of exactly this amount reached the destination from a wallet that is not one of yours. Anyone can send a known address a transfer, so it does not complete the payout by itself. If you know this wallet paid it, mark the payout paid with it; if not, say so.",
  markPaid: "Mark as paid",
  markPaidConfirm:
    "Mark the payout paid with this transfer? It completes with this transaction as its proof, and the audit log records that you said so.",
  markPaidYes: "Yes, it paid this payout",
  notThisOne: "Not this one",
  notThisOneConfirm: "This transfer did not pay the payout? It is no longer shown here, and the audit log records your answer.",
  notThisOneYes: "Yes, not this one",
  answerNo: "Go back",
  markedPaidBy: "Marked paid by",
  lateHeading: "Paid after it was cancelled",
  lateIntro:
    "Your wallet sent exactly this amount to the destination after the payout was cancelled. The payout stays cancelled and its amount stays on your balance: the money left your wallet all the same.",
  reorgedAfterCompletion:
    "A reorganisation of the chain took away block {block}, which held the transfer that completed this payout. It stays completed: check in your wallet that the transfer is in the chain, and pay again if it is not.",
  more: "Show more",
  failed: "The payouts could not be read. Check your connection and reload.",
} as const;

export type PayoutWord = keyof typeof payouts;
export default payouts;
