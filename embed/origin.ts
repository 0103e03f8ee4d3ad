// Whom the embed talks to. The checkout's origin comes from the paymentLink, and when the
// script runs from a <script src> it must also be the script's own origin: a paymentLink
// planted in the host page's markup (say, in a data- attribute) then cannot point the embed at
// another site that would send forged "completed" events.
import { assertHttpUrl } from "./widget-code.ts";

/**
 * The origin that pins paymentLinks: the script's own, when src (its URL) is the service's
 * `<script src=".../embed.js">` (the IIFE build). None (false) otherwise, and then the
 * paymentLink's origin is trusted alone: a copy under another name, or the ESM build bundled
 * into a merchant's own script, has no origin of ours. A wrong guess here can only refuse
 * links, never let another origin in.
 */
export const scriptOrigin = (src: string): string | false => /\/embed\.js([?#]|$)/.test(src) && new URL(src).origin;

/**
 * The paymentLink as the embed's target, a URL (the iframe's src, before presentation and the
 * fragment are added; its orderId is the order whose messages count). A payment link's page
 * (/link/{id}) is a target too: its order exists only once the payer picks an asset. Throws,
 * saying what is wrong, for a link it must refuse.
 */
export function checkoutTarget(paymentLink: string, pinnedOrigin: string | false | undefined): URL {
  const url = assertHttpUrl(paymentLink);
  if (!url.searchParams.get("orderId") && !/^\/link\/./.test(url.pathname)) throw TypeError("paymentLink has no orderId");
  if (pinnedOrigin && url.origin !== pinnedOrigin) throw TypeError(`paymentLink must be on ${pinnedOrigin}, the origin of embed.js`);
  return url;
}
