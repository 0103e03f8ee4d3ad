// Messages the checkout posts to the page that embeds it. Only non-secret fields: the
// payer's address and the merchant's data never cross. The order's amounts (requested and
// received) do, in `payment`: the merchant created the order, and an over- or
// underpaid order needs them to say what happened. Plain types instead of a zod schema, because
// the embed script must stay dependency-free; it checks the shape itself (embed/embed-events.ts).

export const MESSAGE_SOURCE = "crypto-checkout";

export type CheckoutMessage =
  | { source: typeof MESSAGE_SOURCE; type: "ready"; orderId: string; status: string }
  | { source: typeof MESSAGE_SOURCE; type: "status"; orderId: string; status: string }
  | { source: typeof MESSAGE_SOURCE; type: "completed"; orderId: string; status: string }
  | ({ source: typeof MESSAGE_SOURCE; type: "payment"; orderId: string; state: PaymentStateName } & PaymentAmounts)
  | { source: typeof MESSAGE_SOURCE; type: "resize"; orderId: string; height: number }
  // The payer pressed Escape inside the checkout: keys pressed in a cross-origin frame never
  // reach the host page, so a modal around it could not close otherwise.
  | { source: typeof MESSAGE_SOURCE; type: "close"; orderId: string };

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

/**
 * The fragment key through which the embed script tells the checkout which origin embeds it.
 * The checkout posts only to that origin, and only after checking it against what the browser
 * reports (location.ancestorOrigins, or the referrer where that is missing).
 */
export const EMBED_ORIGIN_KEY = "embedOrigin";

/**
 * The query parameter through which the embed script tells the checkout where its "Back to …"
 * link leads: "close" inside the script's modal (the link asks the host to close it), or the
 * http(s) return URL the merchant gave an inline mount. An embedded checkout without it shows
 * no such link: the merchant's page around it is already the shop.
 */
export const EMBED_BACK_KEY = "back";
