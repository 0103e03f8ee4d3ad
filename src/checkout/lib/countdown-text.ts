// The time left in a payment window as the countdown writes it. Only the window's chunk
// (components/payment-window.tsx) imports this, so it stays out of the page's first load.
import type { CheckoutOrder } from "../../shared/schemas/checkout-order.ts";
import { timeOf } from "./payment-window.ts";

/** Whole seconds left in the window (rounded up, so "0:00" is shown only once it has ended). */
export function secondsLeft(order: CheckoutOrder, now: number): number {
  const end = timeOf(order.expiresAt);
  return end === null ? 0 : Math.max(0, Math.ceil((end - now) / 1000));
}

/** "14:59", or "1:02:03" past an hour: digits only, the same in every language. */
export function clockText(seconds: number): string {
  const two = (n: number) => String(n).padStart(2, "0");
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return hours > 0 ? `${hours}:${two(minutes)}:${two(rest)}` : `${minutes}:${two(rest)}`;
}
