// Where the gateway keeps its links: the port its routes write through, over the store's
// transaction seam (server/use-cases/gateway-links.ts). An intent is committed before the
// upstream is asked to create anything, so a crash between the two leaves a traceable orphan
// (a pending link), never a payable order with no page; the creation's 201 then completes it.
import type { GatewayCreated, GatewayIntent, GatewayLinkRecord, GatewayOrderRecord } from "../domain/gateway-links.ts";
import type { Repository } from "../store/index.ts";
import {
  findGatewayLink,
  pendingGatewayIntents,
  recordGatewayCreation,
  recordGatewayRefusal,
  writeGatewayIntent,
} from "../use-cases/gateway-links.ts";

export type { GatewayCreated, GatewayIntent, GatewayLinkRecord } from "../domain/gateway-links.ts";

export interface GatewayRecords {
  intend(intent: GatewayIntent): Promise<void>;
  /** The 201 said this: the order becomes payable through its link (or the link that already holds it). */
  created(linkId: string, created: GatewayCreated): Promise<GatewayOrderRecord>;
  /** The upstream refused the creation (its answer went back to the merchant unchanged). */
  refused(linkId: string, status: number): Promise<void>;
  byLink(linkId: string): Promise<GatewayOrderRecord | null>;
  byOrderId(orderId: string): Promise<GatewayOrderRecord | null>;
  /** The link a creation with this key digest and Idempotency-Key was first answered with. */
  byIdempotency(idempotency: string): Promise<GatewayOrderRecord | null>;
  /** Any link, whatever its state (an intent left pending is an orphan to trace). */
  link(linkId: string): Promise<GatewayLinkRecord | null>;
  /** Intents still pending that were written before this time: orphans an operator can trace upstream by their externalId. */
  orphans(createdBefore: string): Promise<GatewayLinkRecord[]>;
}

/** Created links never change again: the page's reads keep the latest few thousand in memory. */
const CACHED_LINKS = 10_000;

const payable = (link: GatewayLinkRecord | undefined): GatewayOrderRecord | null => (link?.state === "created" ? link : null);

export function storeRecords(store: Repository, now: () => number): GatewayRecords {
  const iso = () => new Date(now()).toISOString();
  const cache = new Map<string, GatewayOrderRecord>();
  const remember = (record: GatewayOrderRecord | null) => {
    if (!record) return record;
    if (cache.size >= CACHED_LINKS) cache.delete(cache.keys().next().value as string);
    cache.set(record.linkId, record);
    return record;
  };
  return {
    async intend(intent) {
      await writeGatewayIntent(store, intent);
    },
    created: async (linkId, created) => remember(await recordGatewayCreation(store, linkId, created, iso())) as GatewayOrderRecord,
    refused: (linkId, status) => recordGatewayRefusal(store, linkId, status, iso()),
    byLink: async (linkId) => cache.get(linkId) ?? remember(payable(await findGatewayLink(store, { linkId }, iso()))),
    byOrderId: async (orderId) => payable(await findGatewayLink(store, { orderId }, iso())),
    byIdempotency: async (idempotency) => payable(await findGatewayLink(store, { idempotency }, iso())),
    link: async (linkId) => (await findGatewayLink(store, { linkId }, iso())) ?? null,
    orphans: (createdBefore) => pendingGatewayIntents(store, createdBefore, iso()),
  };
}
