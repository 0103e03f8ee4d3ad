// A payment link's cap on unpaid open orders. The link is public: without a cap, anyone holding
// its URL could make orders without end, each a row, a watched address and (in chain mode) a
// wallet index. Past the cap the payer is told to come back later, and the link records that it
// was capped, when and at how many open orders, for the merchant's portal. Pure rules over
// records; the use case counts the open orders in the choice's own transaction, with the link's
// row locked, so concurrent choices cannot all pass one count.
import type { PaymentLinkRecord } from "./payment-links.ts";

/** The default cap (LINK_MAX_OPEN_ORDERS). */
export const DEFAULT_LINK_MAX_OPEN_ORDERS = 100;

/** A refusal to record only now and then: a flood against a full link would rewrite it per choice. */
const CAP_RECORD_EVERY_MS = 60_000;

export type LinkAdmission = { ok: true } | { ok: false; link: PaymentLinkRecord };

/**
 * Whether one more order fits the link (`open`: its open unpaid orders now; `max` 0: no cap).
 * Refused, the link as it should be saved: with when it was capped and at how many, unless that
 * was recorded within the last minute at the same count (then the very record, unchanged).
 */
export function admitLinkOrder(link: PaymentLinkRecord, open: number, max: number, now: string): LinkAdmission {
  if (max <= 0 || open < max) return { ok: true };
  const last = link.capped;
  if (last && last.openOrders === open && Date.parse(now) - Date.parse(last.at) < CAP_RECORD_EVERY_MS) return { ok: false, link };
  return { ok: false, link: { ...link, capped: { at: now, openOrders: open, limit: max } } };
}
