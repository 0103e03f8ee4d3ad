// The order's update stamp, on its own so that every rule changing an order (the payment
// rules, the payment windows) can use it without importing the others.
import type { OrderRecord } from "./types.ts";

/** The order's update stamp: every change moves its revision (the checkout's ETag follows it). */
export function touch(order: OrderRecord, now: string): void {
  order.updatedAt = now;
  order.revision = (order.revision ?? 0) + 1;
}
