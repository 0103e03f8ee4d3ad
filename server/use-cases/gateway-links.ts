// Gateway mode's writes, each one transaction on the store's seam: the intent (committed before
// the upstream is asked), then what the creation's 201 said or the upstream's refusal. The
// rules (server/domain/gateway-links.ts) decide; these load what they name and save what they
// return.
import {
  intend,
  recordCreated,
  recordRefused,
  recordReplayed,
  type GatewayCreated,
  type GatewayIntent,
  type GatewayLinkRecord,
  type GatewayOrderRecord,
} from "../domain/gateway-links.ts";
import type { Repository, Written } from "../store/index.ts";

/** These transactions claim no Idempotency-Key, so they are always applied. */
function written<T>(result: Written<T>): T {
  if (result.kind !== "applied") throw new Error(`a gateway write without an Idempotency-Key was ${result.kind}`);
  return result.result;
}

/** The intent, durable before the upstream hears of the order. */
export async function writeGatewayIntent(store: Repository, intent: GatewayIntent): Promise<GatewayLinkRecord> {
  return written(
    await store.transaction(
      async (tx) => {
        const link = intend(intent);
        await tx.insertGatewayLink(link);
        return link;
      },
      { now: intent.createdAt },
    ),
  );
}

/**
 * The 201's record, in one transaction with the intent it completes. When the upstream named an
 * order another link already holds (it replayed a retried creation), that first link is the
 * answer and this intent is closed as a replay: one order, one link.
 */
export async function recordGatewayCreation(
  store: Repository,
  linkId: string,
  created: GatewayCreated,
  now: string,
): Promise<GatewayOrderRecord> {
  return written(
    await store.transaction(
      async (tx) => {
        const link = await tx.gatewayLink(linkId, { lock: true });
        const earlier = await tx.gatewayLinkOfOrder(created.orderId);
        if (earlier?.state === "created") {
          const closed = recordReplayed(link, earlier, now);
          if (closed) await tx.updateGatewayLink(closed);
          return earlier;
        }
        const record = recordCreated(link, created, now);
        await tx.updateGatewayLink(record);
        return record;
      },
      { now },
    ),
  );
}

/** The upstream refused the creation: the intent is closed with its status. */
export async function recordGatewayRefusal(store: Repository, linkId: string, status: number, now: string): Promise<void> {
  written(
    await store.transaction(
      async (tx) => {
        const closed = recordRefused(await tx.gatewayLink(linkId, { lock: true }), status, now);
        if (closed) await tx.updateGatewayLink(closed);
      },
      { now },
    ),
  );
}

export interface GatewayLinkLookup {
  linkId?: string;
  orderId?: string;
  idempotency?: string;
}

/** One link by its id, its upstream order, or the retried creation it answered. */
export async function findGatewayLink(store: Repository, by: GatewayLinkLookup, now: string): Promise<GatewayLinkRecord | undefined> {
  return written(
    await store.transaction(
      async (tx) => {
        if (by.linkId !== undefined) return tx.gatewayLink(by.linkId);
        if (by.orderId !== undefined) return tx.gatewayLinkOfOrder(by.orderId);
        if (by.idempotency !== undefined) return tx.gatewayLinkByIdempotency(by.idempotency);
        return undefined;
      },
      { now },
    ),
  );
}

/** Intents left pending (the upstream never answered, or its answer was lost): each names the request that may have created an order. */
export async function pendingGatewayIntents(
  store: Repository,
  createdBefore: string,
  now: string,
  limit = 100,
): Promise<GatewayLinkRecord[]> {
  return written(await store.transaction((tx) => tx.pendingGatewayLinks(createdBefore, limit), { now }));
}

/** How long an orphan (an intent left pending) is kept to be traced upstream by its externalId. */
export const ORPHAN_RETENTION_MS = 7 * 24 * 60 * 60_000;
/** How long a closed intent (refused upstream, or a replayed creation) is kept. */
export const CLOSED_RETENTION_MS = 24 * 60 * 60_000;

/** Removes at most `limit` links that will never be payable and are past their retention; returns how many. */
export async function removeExpiredGatewayLinks(store: Repository, now: Date, limit: number): Promise<number> {
  const at = now.getTime();
  return written(
    await store.transaction(
      (tx) =>
        tx.removeGatewayLinks(new Date(at - ORPHAN_RETENTION_MS).toISOString(), new Date(at - CLOSED_RETENTION_MS).toISOString(), limit),
      { now: now.toISOString() },
    ),
  );
}
