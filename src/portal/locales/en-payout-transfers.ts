// The portal's English for what the chain showed about a payout besides its payment (a
// stranger's exact transfer and the answers to it, a transfer after the cancel, a reorg under a
// completed payout): loaded with that part's chunk (components/payout-transfers.tsx), which the
// Payouts screen fetches only when a payout has one of them.
const transfers = {
  hash: "Transaction",
  sender: "Sent from",
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
  lateHeading: "Paid after it was cancelled",
  lateIntro:
    "Your wallet sent exactly this amount to the destination after the payout was cancelled. The payout stays cancelled and its amount stays on your balance: the money left your wallet all the same.",
  reorgedAfterCompletion:
    "A reorganisation of the chain took away block {block}, which held the transfer that completed this payout. It stays completed: check in your wallet that the transfer is in the chain, and pay again if it is not.",
} as const;

export type PayoutTransferWord = keyof typeof transfers;
export default transfers;
