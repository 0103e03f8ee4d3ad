// The payment window of an order made by a payment link, as the payer's page shows it, decided
// in one pure place by the service's own rule (server/domain/payment-windows.ts): a transfer
// detected before the window ends is honoured whatever its confirmations take; once the window
// has ended with nothing detected in it the order is expired; a transfer detected after it is
// late (credited to the merchant, but it does not complete the order by itself).
import type { CheckoutOrder } from "../../shared/schemas/checkout-order.ts";

/**
 * none: no window (an API order, a deposit, a completed order, or one whose payment was
 * detected in time: the ordinary screens follow it); open: counting down; expired: ended with
 * nothing sent; late: something arrived after the end.
 */
export type WindowPhase = "none" | "open" | "expired" | "late";

/** Milliseconds of `iso`, or null for text that is not a date (the window is then not shown). */
export function timeOf(iso: string | undefined): number | null {
  if (iso === undefined) return null;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : ms;
}

export function windowPhase(order: CheckoutOrder, now: number): WindowPhase {
  const end = timeOf(order.expiresAt);
  if (end === null || order.kind !== "payment" || order.status !== "inProgress") return "none";
  const detectedAt = order.transactions.map((tx) => timeOf(tx.createdAt) ?? Number.NEGATIVE_INFINITY);
  if (detectedAt.some((at) => at < end)) return "none";
  if (detectedAt.length > 0) return "late";
  return now < end ? "open" : "expired";
}
