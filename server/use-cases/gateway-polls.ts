// Gateway mode's shared polling, each one transaction on the store's seam: the lease of reading
// the upstream for an order, the snapshot the reader records (with the gateway's own callback
// when the status moved, in the same transaction), and the snapshot the other processes read.
import { createHash } from "node:crypto";
import type { SpecOrder } from "../../src/shared/index.ts";
import { recordRead, type GatewayLease, type GatewayPollRecord, type LeaseAnswer } from "../domain/gateway-polls.ts";
import type { NewDelivery, Repository, Written } from "../store/index.ts";
import { queueCallback } from "./order-changes.ts";

function written<T>(result: Written<T>): T {
  if (result.kind !== "applied") throw new Error(`a gateway write without an Idempotency-Key was ${result.kind}`);
  return result.result;
}

/** Taken: the caller polls the upstream for this order now (until `lease.until`); else who holds it until when. */
export async function takeGatewayLease(store: Repository, orderId: string, lease: GatewayLease, now: string): Promise<LeaseAnswer> {
  return written(await store.transaction((tx) => tx.takeGatewayLease(orderId, lease), { now }));
}

/** The snapshot the order's poller (whichever process) last recorded. */
export async function readGatewayPoll(store: Repository, orderId: string, now: string): Promise<GatewayPollRecord | undefined> {
  return written(await store.transaction((tx) => tx.gatewayPoll(orderId), { now }));
}

/** What a status change calls for: the callback to queue (null when the integration has none). */
export type GatewayCallback = (input: { integrationId: string; order: SpecOrder; id: string }) => Omit<NewDelivery, "id"> | null;

export interface GatewayReadRecorded {
  /** False when the row already held this order, or a later read. */
  changed: boolean;
  /** The callback queued by this transaction (to wake the dispatcher after the commit). */
  delivery: NewDelivery | null;
}

/**
 * One id per order and status: however many processes, restarts or upstream hints see the same
 * change, the outbox holds its callback once, and a receiver deduping on webhook-id (as
 * Standard Webhooks asks) sees one id per change.
 */
export function statusCallbackId(orderId: string, status: string): string {
  return `gwmsg_${createHash("sha256").update(`${orderId}\n${status}`).digest("base64url").slice(0, 32)}`;
}

/** A good upstream read: the snapshot, and when the status moved the signed callback, in one transaction. */
export async function recordGatewayRead(
  store: Repository,
  input: { orderId: string; order: SpecOrder; readAt: string; callback: GatewayCallback | null },
): Promise<GatewayReadRecorded> {
  return written(
    await store.transaction(
      async (tx) => {
        const next = recordRead(await tx.gatewayPoll(input.orderId, { lock: true }), input.orderId, input.order, input.readAt);
        if (!next) return { changed: false, delivery: null };
        await tx.saveGatewayPoll(next.record);
        if (!next.statusChange || !input.callback) return { changed: true, delivery: null };
        const link = await tx.gatewayLinkOfOrder(input.orderId);
        if (link?.state !== "created") return { changed: true, delivery: null };
        const id = statusCallbackId(input.orderId, next.statusChange.to);
        const callback = input.callback;
        // A refused row (a URL the database cannot hold) must not lose the snapshot: the write
        // tail keeps the snapshot and tells the operator after the commit.
        const delivery = await queueCallback(
          tx,
          { orderId: input.orderId, integrationId: link.integrationId },
          () => {
            const due = callback({ integrationId: link.integrationId, order: input.order, id });
            return due ? { ...due, id } : null;
          },
          { once: true },
        );
        return { changed: true, delivery };
      },
      { now: input.readAt },
    ),
  );
}
