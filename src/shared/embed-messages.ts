// Messages the checkout posts to the page that embeds it. Only non-secret fields: the
// payer's address, amounts and the merchant's data never cross. Plain types and a hand-written
// guard instead of a zod schema, because the embed script must stay dependency-free.

export const MESSAGE_SOURCE = "crypto-checkout";

export type CheckoutMessage =
  | { source: typeof MESSAGE_SOURCE; type: "ready"; orderId: string; status: string }
  | { source: typeof MESSAGE_SOURCE; type: "status"; orderId: string; status: string }
  | { source: typeof MESSAGE_SOURCE; type: "completed"; orderId: string; status: string }
  | { source: typeof MESSAGE_SOURCE; type: "resize"; orderId: string; height: number };

export type CheckoutMessageType = CheckoutMessage["type"];

/** Tallest checkout a resize message may report; a taller one scrolls inside its frame. */
export const MAX_CHECKOUT_HEIGHT = 10_000;

export function isCheckoutMessage(data: unknown): data is CheckoutMessage {
  if (typeof data !== "object" || data === null) return false;
  const m = data as Record<string, unknown>;
  if (m.source !== MESSAGE_SOURCE || typeof m.orderId !== "string" || m.orderId.length > 200) return false;
  switch (m.type) {
    case "ready":
    case "status":
    case "completed":
      return typeof m.status === "string" && m.status.length <= 64;
    case "resize":
      return typeof m.height === "number" && Number.isInteger(m.height) && m.height > 0 && m.height <= MAX_CHECKOUT_HEIGHT;
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
