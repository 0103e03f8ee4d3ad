// The portal's English for what the orders' screens say beyond the shared table: an order's
// kind and state in words, its facts, its export. Loaded with the merchant's screens (through
// lib/chunk-i18n.ts), so the sign-in page's first load does not carry it.
const orders = {
  statusExpired: "Expired, nothing paid",
  statusPaidLate: "Paid after expiry",
  kindWordPayment: "Payment",
  kindWordDeposit: "Deposit",
  kindWordRefund: "Refund",
  kindWordWithdrawal: "Withdrawal",
  transferPending: "Waiting for confirmations",
  transferConfirmed: "Confirmed",
  customer: "Customer",
  created: "Created",
  updated: "Updated",
  integration: "Integration",
  reusableLink: "Made by payment link",
  fee: "Fee",
  net: "Net",
  amountWithFee: "{received} (fee {fee}, net {net})",
  sentFromAddress: "Sent from",
  walletPath: "Wallet path",
  walletPathIndex: "{path} (address index {index})",
  refundDestinationSender:
    "Filled in with the address the largest payment came from (amounts too small to be a payment are not offered). If the payer sent from an exchange, ask for an address of their own instead.",
  refundGoesTo: "The refund goes to",
  refundOtherSenders: "The payment came from these addresses, the largest first. Compare the whole address, not only its ends:",
  exportCsv: "Download these orders as CSV (every page)",
  filtersHeading: "Filters",
} as const;

export type OrdersMessageKey = keyof typeof orders;
export default orders as Record<OrdersMessageKey, string>;
