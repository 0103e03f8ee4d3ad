// Messages the checkout posts to the page that embeds it. Only non-secret fields: the
// payer's address and the merchant's data never cross. The order's amounts (requested and
// received) do, in `payment`: the merchant created the order, and an over- or
// underpaid order needs them to say what happened. Plain types and a hand-written guard instead
// of a zod schema, because the embed script must stay dependency-free.

export const MESSAGE_SOURCE = "crypto-checkout";

export type CheckoutMessage =
  | { source: typeof MESSAGE_SOURCE; type: "ready"; orderId: string; status: string }
  | { source: typeof MESSAGE_SOURCE; type: "status"; orderId: string; status: string }
  | { source: typeof MESSAGE_SOURCE; type: "completed"; orderId: string; status: string }
  | ({ source: typeof MESSAGE_SOURCE; type: "payment"; orderId: string; state: PaymentStateName } & PaymentAmounts)
  | { source: typeof MESSAGE_SOURCE; type: "resize"; orderId: string; height: number };

export type CheckoutMessageType = CheckoutMessage["type"];

/** Where the payment stands (the page's data-payment-state). */
export type PaymentStateName = "waiting" | "detected" | "underpaid" | "completed" | "overpaid" | "processing";

/** Decimal text as the service sends it; requested is null for a deposit order. */
export interface PaymentAmounts {
  requested: string | null;
  received: string;
  currency: string;
}

/** Tallest checkout a resize message may report; a taller one scrolls inside its frame. */
export const MAX_CHECKOUT_HEIGHT = 10_000;

/** A string of at most `max` characters (one helper: the embed's budget counts every byte). */
const text = (value: unknown, max: number): boolean => typeof value === "string" && value.length <= max;

export function isCheckoutMessage(data: unknown): data is CheckoutMessage {
  if (typeof data !== "object" || data === null) return false;
  const m = data as Record<string, unknown>;
  if (m.source !== MESSAGE_SOURCE || !text(m.orderId, 200)) return false;
  switch (m.type) {
    case "ready":
    case "status":
    case "completed":
      return text(m.status, 64);
    case "payment":
      // The state names one of a few words. The amounts beside it pass as sent: the frame is
      // already proven the checkout (origin and window), and they are hints, as every event is.
      return text(m.state, 16);
    case "resize":
      // isInteger is false for anything but a number.
      return Number.isInteger(m.height) && (m.height as number) > 0 && (m.height as number) <= MAX_CHECKOUT_HEIGHT;
    default:
      return false;
  }
}

/**
 * The fragment key through which the embed script tells the checkout which origin embeds it.
 * The checkout posts only to that origin, and only after checking it against what the browser
 * reports (location.ancestorOrigins, or the referrer where that is missing).
 */
export const EMBED_ORIGIN_KEY = "embedOrigin";
