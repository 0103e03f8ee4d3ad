// How long chain mode watches the address of an order a payment link made. Such an order has a
// payment window; a transfer detected in it is honoured, one detected after it within the late
// window (CHAIN_LATE_WINDOW_DAYS) is credited as late. After both, nobody is expected to pay:
// the address is let go (no longer watched, so a flood of unpaid orders does not grow each
// block's work for ever), and if nothing was ever seen on it, its index may be handed out again
// (server/store/chain-records.ts). A payment that completes moves the end to its own late
// window (the watcher's tick); an order without a window (the API's, a deposit) is watched as
// before. Pure: the order in, the end out.
import type { OrderRecord } from "./types.ts";

const DAY_MS = 86_400_000;

/** The end of the address's watch from the order's creation; null: watched while the order lives. */
export function watchEndAtCreation(order: OrderRecord, lateWindowDays: number): string | null {
  if (order.type !== "payment" || order.expiresAt === undefined) return null;
  return new Date(Date.parse(order.expiresAt) + lateWindowDays * DAY_MS).toISOString();
}
