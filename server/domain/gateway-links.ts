// Gateway mode's links: what the gateway keeps of an order it created on an upstream Payment
// Service API. The spec's order read carries no address, asset, requested amount or kind, so
// what only the creation's request and 201 said is kept here, under a link id of the
// gateway's own (the upstream's ids may be guessable; the link is the payer's only credential).
//
// A link starts as an intent, committed before the upstream is asked: a crash between the two
// leaves a pending link that names the request, never a payable order with no page.
import { refused } from "./refusal.ts";

export type GatewayLinkState = GatewayLinkRecord["state"];

/** What the merchant asked for, kept before the upstream is asked. */
export interface GatewayIntent {
  linkId: string;
  integrationId: string;
  kind: "payment" | "deposit";
  assetId: string;
  /** The request's amount (payment); null for a deposit. */
  amount: string | null;
  externalId: string | null;
  /**
   * The merchant's Idempotency-Key (forwarded upstream), scoped by a digest of its API key: a
   * retry after a recorded 201 is answered from the record without asking the upstream again.
   */
  idempotency: string | null;
  createdAt: string;
}

/** What only the creation's 201 said, and the merchant as the upstream's integrations list named it. */
export interface GatewayCreated {
  orderId: string;
  address: string;
  merchant: { name: string; url: string };
}

export type GatewayLinkRecord =
  | (GatewayIntent & { state: "pending" })
  | (GatewayIntent & { state: "refused"; status: number; closedAt: string })
  /** The upstream answered with an order another link already holds (a retried creation). */
  | (GatewayIntent & { state: "replayed"; replayOf: string; closedAt: string })
  | (GatewayIntent & GatewayCreated & { state: "created"; recordedAt: string });

/** A link the page can show: its order exists upstream. */
export type GatewayOrderRecord = Extract<GatewayLinkRecord, { state: "created" }>;

export function intend(intent: GatewayIntent): GatewayLinkRecord {
  return { ...intent, state: "pending" };
}

/**
 * The 201 completes the intent. A link that is no longer pending (already recorded, or closed
 * as refused) is never rewritten: the first answer the gateway recorded stands.
 */
export function recordCreated(link: GatewayLinkRecord | undefined, created: GatewayCreated, now: string): GatewayOrderRecord {
  if (!link) throw refused("notFound", "unknownError", "linkId", "No intent was written for this link id.");
  if (link.state !== "pending") throw refused("conflict", "unknownError", "linkId", `The link ${link.linkId} is already ${link.state}.`);
  return { ...link, ...created, state: "created", recordedAt: now };
}

/** The upstream refused the creation (its answer went back to the merchant unchanged). */
export function recordRefused(link: GatewayLinkRecord | undefined, status: number, now: string): GatewayLinkRecord | null {
  if (link?.state !== "pending") return null;
  return { ...link, state: "refused", status, closedAt: now };
}

/** The upstream's 201 named an order already linked (a retry it recognised): this intent closes, the first link stands. */
export function recordReplayed(link: GatewayLinkRecord | undefined, of: GatewayOrderRecord, now: string): GatewayLinkRecord | null {
  if (link?.state !== "pending") return null;
  return { ...link, state: "replayed", replayOf: of.linkId, closedAt: now };
}
