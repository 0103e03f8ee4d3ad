// The portal's English for an order paid after its window (a payment link's order): its own
// small table, loaded with the late payment's chunk (components/late-payment.tsx), so neither
// the first load nor the merchant screens' chunk carries it.
const latePayment = {
  paidAfterExpiryHeading: "Paid after the time to pay ran out",
  paidAfterExpiryText:
    "The payment arrived after the order's window: it is credited to your balance, and the order stays in progress until you decide. Mark it as paid to complete it: your shop then gets the completion callback and may deliver.",
  markPaid: "Mark as paid",
  markPaidConfirm: "Complete order {id}? This cannot be undone: the shop is told it was paid.",
  markPaidYes: "Yes, mark as paid",
  markPaidNo: "Cancel",
  markedPaid: "Marked as paid on {when}: the order is completed.",
} as const;

export default latePayment;
