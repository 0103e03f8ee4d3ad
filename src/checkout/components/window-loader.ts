// Loads the payment window's chunk (payment-window.tsx) for an order that has a window, as
// after-payment-loader.ts loads the parts drawn once a payment is seen. A page the service
// rendered with a window loads it before hydrating (start.tsx); the service's own renderer
// provides the module directly (prerender.tsx).
import { signal } from "@preact/signals";
import type { CheckoutOrder } from "../../shared/schemas/checkout-order.ts";

export type WindowParts = typeof import("./payment-window.tsx");

/** Null until the chunk has loaded (or been provided). */
export const windowParts = signal<WindowParts | null>(null);

let pending: Promise<WindowParts | null> | null = null;

/** Whether the order's screens draw anything from the chunk: it has a payment window. */
export function needsWindowParts(order: CheckoutOrder): boolean {
  return order.expiresAt !== undefined;
}

/** Starts (or joins) the load; a failed load is retried on the next call. */
export function loadWindowParts(): Promise<WindowParts | null> {
  pending ??= import("./payment-window.tsx").then(
    (module) => {
      windowParts.value = module;
      return module;
    },
    () => {
      pending = null;
      return null;
    },
  );
  return pending;
}

export function provideWindowParts(module: WindowParts): void {
  windowParts.value = module;
}
