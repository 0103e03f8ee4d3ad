// Loads the after-payment chunk (after-payment.tsx) when the order first needs it, the way
// lib/qr-loader loads the QR encoder. It lives beside the components it loads: lib/ holds
// what the view uses, never the view itself. A page the service rendered in such a state loads it
// before hydrating (start.tsx), so the service's screen is hydrated as drawn; the service's
// own renderer has no chunks and provides the module directly (prerender.tsx).
import { signal } from "@preact/signals";
import type { CheckoutOrder } from "../../shared/schemas/checkout-order.ts";
import { paymentStateOf } from "../lib/payment-state.ts";

export type AfterPayment = typeof import("./after-payment.tsx");

/** Null until the chunk has loaded (or been provided). */
export const afterPayment = signal<AfterPayment | null>(null);

let pending: Promise<AfterPayment | null> | null = null;

/** Whether the order's screen draws anything from the chunk: a transfer was seen, or it is done. */
export function needsAfterPayment(order: CheckoutOrder): boolean {
  return order.transactions.length > 0 || paymentStateOf(order) !== "waiting";
}

/** Starts (or joins) the load; a failed load is retried on the next call. */
export function loadAfterPayment(): Promise<AfterPayment | null> {
  pending ??= import("./after-payment.tsx").then(
    (module) => {
      afterPayment.value = module;
      return module;
    },
    () => {
      pending = null;
      return null;
    },
  );
  return pending;
}

export function provideAfterPayment(module: AfterPayment): void {
  afterPayment.value = module;
}
