// The payment window of an order made by a payment link: the amount is locked at the rate of
// the payer's choice until expiresAt. Pure rules over records. A transfer detected on the
// chain before the window ends is honoured whenever it confirms; one detected after it is never
// lost (credited, listed as late, announced in one callback) but does not complete the order:
// whether it does is the merchant's choice (markPaid). The spec's status stays inProgress.
import { refused } from "./refusal.ts";
import type { RuleContext } from "./rule-context.ts";
import type { OrderRecord, TransactionRecord } from "./types.ts";
import { touch } from "./order-revision.ts";

/** Whether this transfer reached the chain after the order's window (the payer's choice plus its minutes). */
export function detectedAfterWindow(order: OrderRecord, transaction: TransactionRecord): boolean {
  return order.type === "payment" && order.expiresAt !== undefined && transaction.createdAt >= order.expiresAt;
}

/**
 * Expired: a windowed order still in progress whose window has ended with nothing detected in
 * it. A transfer detected in time keeps the window honoured, however long its confirmations take.
 */
export function isExpired(order: OrderRecord, now: string): boolean {
  if (order.expiresAt === undefined || order.status !== "inProgress" || now < order.expiresAt) return false;
  const expiresAt = order.expiresAt;
  return !order.transactions.some((t) => t.createdAt < expiresAt);
}

/** Whether a transfer detected after the window was credited to the order. */
export function hasLatePayment(order: OrderRecord): boolean {
  return order.transactions.some((t) => t.status === "completed" && detectedAfterWindow(order, t));
}

/**
 * The merchant's "mark as paid" (BTCPay's "mark as settled"): an expired order that received a
 * late payment completes by hand. Refused for any other order: an order still in its window
 * completes by itself, and one that received nothing has nothing to settle.
 */
export function markPaid(order: OrderRecord | undefined, orderId: string, ctx: RuleContext): OrderRecord {
  if (!order) throw refused("notFound", "wrongData", "orderId", `order ${orderId} does not exist`);
  if (order.status !== "inProgress" || order.expiresAt === undefined || !hasLatePayment(order)) {
    throw refused(
      "conflict",
      "wrongData",
      "orderId",
      `order ${order.id} cannot be marked as paid: only an order whose payment arrived after its window (still in progress) can`,
    );
  }
  const next = structuredClone(order);
  next.status = "completed";
  next.completedAt = ctx.now;
  next.markedPaidAt = ctx.now;
  touch(next, ctx.now);
  return next;
}

/**
 * The sandbox's stand-in for time passing: the order's window ends now, as it would when its
 * minutes run out, so a test or a merchant trying the flow need not wait.
 */
export function endWindow(order: OrderRecord | undefined, orderId: string, ctx: RuleContext): OrderRecord {
  if (!order) throw refused("notFound", "wrongData", "orderId", `order ${orderId} does not exist`);
  if (order.expiresAt === undefined || order.status !== "inProgress") {
    throw refused(
      "conflict",
      "wrongData",
      "orderId",
      `order ${order.id} has no payment window running: only an order made by a payment link has one`,
    );
  }
  const next = structuredClone(order);
  if (ctx.now < next.expiresAt!) next.expiresAt = ctx.now;
  touch(next, ctx.now);
  return next;
}
