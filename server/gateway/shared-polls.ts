// What the poller calls a read, over the database every process shares: the upstream is read
// by one process per order, the lease's owner, which records each changed snapshot (and, when
// the status moved, the gateway's own callback, in the same transaction); every other process
// answers its pages from that snapshot and hears of a change over the database (pg-order-events:
// LISTEN/NOTIFY), never asking the upstream for that order.
//
// The lease is a row per order (migration 007) with an owner and an expiry, renewed at each
// read. A dead owner's lease runs out, and the next process whose page asks takes it; until
// then the others do not ask the database again (once per lease, not once per read). An owner
// polling on the slow schedule (nobody of its own watching) gives the lease up at once to a
// process with a page open, so a watched order is read on the fast schedule wherever its page
// is. On SQLite (one process) there is no lease: the process is the poller, and the database
// sees a write only when the order changed.
import { randomBytes } from "node:crypto";
import type { SpecOrder } from "../../src/shared/index.ts";
import type { Logger } from "../http/logger.ts";
import type { Repository } from "../store/index.ts";
import type { LeaseAnswer } from "../domain/gateway-polls.ts";
import { readGatewayPoll, recordGatewayRead, takeGatewayLease, type GatewayCallback } from "../use-cases/gateway-polls.ts";
import type { Snapshot } from "./poller.ts";
import type { Timers } from "./timers.ts";
import type { UpstreamRead } from "./upstream-client.ts";

export interface SharedPollsOptions {
  store: Repository;
  timers: Timers;
  logger: Logger;
  /** The upstream's read of one order. */
  upstreamRead(orderId: string): Promise<UpstreamRead<SpecOrder>>;
  /** Several processes share the database (PostgreSQL): read the upstream only under the lease. */
  shared: boolean;
  /** A watched order's lease: how long a dead owner keeps the others from polling (default 5 s). */
  leaseMs?: number;
  /** An unwatched order's lease: its slow schedule's gap and then some (a watcher elsewhere takes it at once). */
  idleLeaseMs: number;
  /** What a status change queues (null: no integration has a callback URL). */
  callback: GatewayCallback | null;
  /** This process's name in the lease (default: random). */
  owner?: string;
}

export interface SharedPolls {
  read(orderId: string, context: { watched: boolean; hinted?: boolean }): Promise<UpstreamRead<SpecOrder>>;
  /** The snapshot recorded for an order (another process's poller changed it). */
  stored(orderId: string): Promise<Snapshot | undefined>;
  readonly owner: string;
}

export const DEFAULT_LEASE_MS = 5000;

export function createSharedPolls(options: SharedPollsOptions): SharedPolls {
  const { store, timers, logger } = options;
  const owner = options.owner ?? randomBytes(9).toString("base64url");
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const iso = (ms: number) => new Date(ms).toISOString();
  /** The last snapshot this process knows to be in the database: an unchanged read writes nothing. */
  const recorded = new Map<string, string>();

  async function record(orderId: string, order: SpecOrder, readAt: number): Promise<void> {
    const text = JSON.stringify(order);
    if (recorded.get(orderId) === text) return;
    try {
      // Its commit tells the other processes and hands the callback to the dispatcher
      // (use-cases/after-commit.ts).
      await recordGatewayRead(store, { orderId, order, readAt: iso(readAt), callback: options.callback });
      recorded.set(orderId, text);
    } catch (error) {
      // The page still gets the read (from memory); the next read records it again.
      logger.error(`gateway: could not record the snapshot of ${orderId}`, error);
    }
  }

  async function stored(orderId: string): Promise<Snapshot | undefined> {
    const row = await readGatewayPoll(store, orderId, iso(timers.now()));
    if (!row?.snapshot) return undefined;
    recorded.set(orderId, JSON.stringify(row.snapshot));
    return { order: row.snapshot, readAt: row.readAt ? Date.parse(row.readAt) : timers.now() };
  }

  /**
   * The orders another process polls, until its lease ends: this process neither reads the
   * upstream nor asks the database for them before then (their changes come by notification),
   * unless a page of its own opened since it last asked (an idle owner yields to a watcher).
   */
  const elsewhere = new Map<string, { until: number; watched: boolean }>();
  const ELSEWHERE: UpstreamRead<SpecOrder> = { ok: false, failure: { kind: "elsewhere" } };

  async function mine(orderId: string, watched: boolean): Promise<LeaseAnswer> {
    const now = timers.now();
    try {
      return await takeGatewayLease(
        store,
        orderId,
        { owner, until: iso(now + (watched ? leaseMs : options.idleLeaseMs)), watched },
        iso(now),
      );
    } catch (error) {
      // Without the database nobody can know who polls: reading the upstream keeps pages live.
      logger.error(`gateway: could not take the polling lease of ${orderId}`, error);
      return { taken: true };
    }
  }

  return {
    owner,
    stored,
    async read(orderId, { watched, hinted }) {
      // A hint (the upstream's callback reached this process) is read here whoever polls: the
      // owner may never hear it, and a burst of hints costs at most two reads.
      if (options.shared && !hinted) {
        const known = elsewhere.get(orderId);
        if (known && timers.now() < known.until && (known.watched || !watched)) return ELSEWHERE;
        const lease = await mine(orderId, watched);
        if (!lease.taken) {
          const until = lease.until ? Date.parse(lease.until) : timers.now() + leaseMs;
          elsewhere.set(orderId, { until, watched });
          const snapshot = await stored(orderId).catch(() => undefined);
          return snapshot ? { ok: true, value: snapshot.order } : ELSEWHERE;
        }
        elsewhere.delete(orderId);
      }
      const result = await options.upstreamRead(orderId);
      if (result.ok) await record(orderId, result.value, timers.now());
      return result;
    },
  };
}
