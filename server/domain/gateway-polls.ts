// Gateway mode's polling, shared across processes: who reads the upstream for an order (a
// lease), the last good snapshot that reader saw, and the status the gateway's own callback
// last announced. Pure rules; server/use-cases/gateway-polls.ts loads and saves.
import type { SpecOrder } from "../../src/shared/index.ts";

/** The spec's first status of an incoming order: a creation is no change to call back about. */
export const INITIAL_STATUS = "inProgress";

export interface GatewayPollRecord {
  orderId: string;
  /** The last good read of the upstream, or null before the first. */
  snapshot: SpecOrder | null;
  /** When that read was made (ISO time of the process that made it). */
  readAt: string | null;
  /** The status the gateway last saw (its callbacks follow this). */
  status: string | null;
}

/** Who asks for the lease, until when, and whether a page of its own holds a read. */
export interface GatewayLease {
  owner: string;
  until: string;
  watched: boolean;
}

/** The lease asked for: held by the caller now, or by another until then (null: unknown). */
export type LeaseAnswer = { taken: true } | { taken: false; until: string | null };

export interface ReadRecorded {
  record: GatewayPollRecord;
  /** The order's status moved (from → to): the gateway's callback is due, once. */
  statusChange: { from: string; to: string } | null;
}

/**
 * A good read, recorded unless the row holds the same order or a later read (a process that
 * lost its lease while reading must not put an older snapshot back). Null: nothing to write.
 */
export function recordRead(
  previous: GatewayPollRecord | undefined,
  orderId: string,
  order: SpecOrder,
  readAt: string,
): ReadRecorded | null {
  if (previous?.readAt && previous.readAt > readAt) return null;
  if (previous?.snapshot && JSON.stringify(previous.snapshot) === JSON.stringify(order)) return null;
  const from = previous?.status ?? INITIAL_STATUS;
  return {
    record: { orderId, snapshot: order, readAt, status: order.status },
    statusChange: from === order.status ? null : { from, to: order.status },
  };
}
