// Whom the embed talks to. The checkout's origin comes from the paymentLink, and when the
// script runs from a <script src> it must also be the script's own origin: a paymentLink
// planted in the host page's markup (say, in a data- attribute) then cannot point the embed at
// another site that would send forged "completed" events (STYLE principle 9).
import { assertHttpUrl } from "./widget-code.ts";

export interface CheckoutTarget {
  /** The paymentLink as a URL (the iframe's src, before presentation and the fragment are added). */
  url: URL;
  /** The order the iframe shows; messages about any other order are ignored. */
  orderId: string;
}

/**
 * This script's own URL, when it runs as the service's `<script src=".../embed.js">` (the IIFE
 * build): its origin pins paymentLinks, and the modal module is fetched from beside it.
 * Undefined otherwise, and then the paymentLink's origin is trusted alone: the ESM build
 * bundled into a merchant's own script has no origin of its own, and its currentScript is the
 * merchant's bundle. Must be called while the script is first evaluated: currentScript is null
 * afterwards.
 */
export function ownScript(doc: Document): URL | undefined {
  const src = (doc.currentScript as HTMLScriptElement | null)?.src || "";
  // A wrong guess here can only refuse links, never let another origin in.
  return /\/embed\.js([?#]|$)/.test(src) ? new URL(src) : undefined;
}

/** The paymentLink as the embed's target; throws, saying what is wrong, for a link it must refuse. */
export function checkoutTarget(paymentLink: string, pinnedOrigin: string | undefined): CheckoutTarget {
  const url = assertHttpUrl(paymentLink);
  const orderId = url.searchParams.get("orderId");
  if (!orderId) throw TypeError("paymentLink has no orderId");
  if (pinnedOrigin && url.origin !== pinnedOrigin) throw TypeError(`paymentLink must be on ${pinnedOrigin}, the origin of embed.js`);
  return { url, orderId };
}
