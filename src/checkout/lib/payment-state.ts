// Where the payment stands, for the payer, decided in one pure place from the service's read:
// waiting (nothing seen), detected (a transfer is confirming), underpaid (confirmed, short),
// completed, overpaid (completed with more than asked), or processing (a status the page does
// not know: neutral, never guessed). The page, its root hook (data-payment-state), its live
// announcement and the embed event all read this one answer.
import { CONFIRMATION_POLICY, secondsToConfirm } from "../../shared/confirmations.ts";
import { compareCrypto } from "../../shared/money.ts";
import { isNetworkId } from "../../shared/networks.ts";
import type { CheckoutOrder, CheckoutTransaction } from "../../shared/schemas/checkout-order.ts";

export type PaymentState = "waiting" | "detected" | "underpaid" | "completed" | "overpaid" | "processing";

export const PAYMENT_STATES: readonly PaymentState[] = ["waiting", "detected", "underpaid", "completed", "overpaid", "processing"];

const positive = (amount: string | undefined | null): boolean => {
  if (!amount) return false;
  try {
    return compareCrypto(amount, "0") > 0;
  } catch {
    return false;
  }
};

export function pendingTransfers(order: CheckoutOrder): CheckoutTransaction[] {
  return order.transactions.filter((tx) => tx.status === "pending");
}

export function paymentStateOf(order: CheckoutOrder): PaymentState {
  if (order.status === "completed") return positive(order.overpaidAmount?.amount) ? "overpaid" : "completed";
  if (order.status !== "inProgress") return "processing";
  if (pendingTransfers(order).length > 0) return "detected";
  return order.kind === "payment" && positive(order.receivedAmount.amount) ? "underpaid" : "waiting";
}

/** Whether the page still asks for funds: never once completed, nor while pending transfers cover the rest. */
export function asksForFunds(order: CheckoutOrder): boolean {
  if (order.status !== "inProgress") return false;
  if (order.kind === "deposit" || order.remainingAmount === null) return true;
  return positive(order.remainingAmount.amount);
}

/** The amount the page asks for: what is still missing once something arrived, else the requested amount. */
export function amountToAsk(order: CheckoutOrder): string | null {
  if (order.kind !== "payment" || !order.requestedAmount) return null;
  const remaining = order.remainingAmount?.amount;
  const started = positive(order.receivedAmount.amount) || positive(order.pendingAmount.amount);
  return started && positive(remaining) ? (remaining as string) : order.requestedAmount.amount;
}

/** Expected wait for the rest of a transfer's confirmations, in whole seconds; null off the known networks. */
export function secondsLeft(order: CheckoutOrder, tx: CheckoutTransaction): number | null {
  const network = order.asset.networkId;
  if (!isNetworkId(network)) return null;
  return secondsToConfirm(tx.confirmations, tx.requiredConfirmations, CONFIRMATION_POLICY[network].blockMs);
}

/** "under a minute" / "about N minutes", as a key and its value for the translations. */
export function waitWords(seconds: number): { key: "waitUnderMinute" | "waitAboutMinutes"; minutes: string } {
  if (seconds < 60) return { key: "waitUnderMinute", minutes: "1" };
  return { key: "waitAboutMinutes", minutes: String(Math.round(seconds / 60)) };
}
