// The order reads held for `Prefer: wait` (RFC 7240), kept cheap enough that one process
// holds tens of thousands: a held read is one small record in two sets, not a timer, a
// promise chain and an AbortController of its own.
// - Time: one shared ticker (a coarse timer wheel, TICK_MS buckets) ends the holds whose
//   wait is over; it runs only while something is held.
// - Change: one OrderEvents subscription per order with held reads, not one per read.
// - Fan-out: ending holds never happens inside the request that changed the order. Ended
//   holds are queued and settled after the current turn (setImmediate), BATCH at a time, so a
//   payment's own answer goes out first and other requests interleave with a big wake-up.
import type { OrderEvents, OrderKey } from "../events/order-events.ts";

/** Why a hold ended: its order changed (or everything was woken), its wait ran out, or the service is closing. */
export type HoldEnd = "changed" | "timeout" | "closing";

/** Called once per hold, after the turn in which it ended. Must not throw. */
export type Settle = (end: HoldEnd) => void;

export interface Hold {
  readonly orderId: string;
}

export interface HeldReads {
  /**
   * Holds a read of `order` for `waitMs`; null when `capacity` reads are held already. The
   * order's integration: a change of its settings wakes the hold too.
   */
  hold(order: OrderKey, waitMs: number, settle: Settle): Hold | null;
  /** The client went away: forget the hold; its settle is not called. */
  release(hold: Hold): void;
  /** Holds not yet settled (those woken but still queued included). */
  size(): number;
  readonly capacity: number;
  /** Ends every hold ("closing"), e.g. on shutdown; settles them as usual, after this turn. */
  endAll(): void;
}

export interface HeldReadsOptions {
  events: OrderEvents;
  capacity: number;
  /** Called when a settle throws (a bug): the other holds are settled regardless. */
  onError: (error: unknown) => void;
  /** Timer wheel resolution: a hold ends at most this late. */
  tickMs?: number;
  /** Holds settled per event-loop turn during a fan-out. */
  batch?: number;
  now?: () => number;
}

const TICK_MS = 100;
const BATCH = 256;

interface Entry extends Hold {
  settle: Settle;
  /** Wheel bucket: the tick at or after the deadline. */
  tick: number;
  /** held: in the sets; queued: waiting to be settled; done: settled or released. */
  state: "held" | "queued" | "done";
  end: HoldEnd;
}

interface OrderHolds {
  entries: Set<Entry>;
  unsubscribe: () => void;
}

export function createHeldReads(options: HeldReadsOptions): HeldReads {
  const tickMs = options.tickMs ?? TICK_MS;
  const batch = options.batch ?? BATCH;
  const now = options.now ?? (() => performance.now());
  const byOrder = new Map<string, OrderHolds>();
  const wheel = new Map<number, Set<Entry>>();
  let held = 0;
  let queue: Entry[] = [];
  let head = 0;
  let draining = false;
  let ticker: ReturnType<typeof setInterval> | null = null;

  const unhold = (entry: Entry) => {
    const bucket = wheel.get(entry.tick);
    bucket?.delete(entry);
    if (bucket?.size === 0) wheel.delete(entry.tick);
    const order = byOrder.get(entry.orderId);
    order?.entries.delete(entry);
    if (order?.entries.size === 0) {
      order.unsubscribe();
      byOrder.delete(entry.orderId);
    }
  };

  const stopTickerIfIdle = () => {
    if (ticker !== null && wheel.size === 0) {
      clearInterval(ticker);
      ticker = null;
    }
  };

  const drain = () => {
    const stop = Math.min(queue.length, head + batch);
    for (; head < stop; head++) {
      const entry = queue[head]!;
      if (entry.state !== "queued") continue; // released while queued
      entry.state = "done";
      held--;
      try {
        entry.settle(entry.end);
      } catch (error) {
        options.onError(error);
      }
    }
    if (head < queue.length) {
      setImmediate(drain);
      return;
    }
    queue = [];
    head = 0;
    draining = false;
  };

  const end = (entry: Entry, why: HoldEnd) => {
    unhold(entry);
    entry.state = "queued";
    entry.end = why;
    queue.push(entry);
    if (!draining) {
      draining = true;
      setImmediate(drain);
    }
  };

  const endOrder = (orderId: string) => {
    const order = byOrder.get(orderId);
    if (!order) return;
    for (const entry of [...order.entries]) end(entry, "changed");
    stopTickerIfIdle();
  };

  const tick = () => {
    const current = Math.floor(now() / tickMs);
    for (const [at, bucket] of wheel) {
      if (at > current) continue;
      for (const entry of [...bucket]) end(entry, "timeout");
    }
    stopTickerIfIdle();
  };

  return {
    capacity: options.capacity,
    hold(key, waitMs, settle) {
      if (held >= options.capacity) return null;
      const orderId = key.orderId;
      const entry: Entry = { orderId, settle, tick: Math.ceil((now() + waitMs) / tickMs), state: "held", end: "timeout" };
      let order = byOrder.get(orderId);
      if (!order) {
        order = { entries: new Set(), unsubscribe: () => {} };
        byOrder.set(orderId, order);
        order.unsubscribe = options.events.subscribe(key, () => endOrder(orderId));
      }
      order.entries.add(entry);
      let bucket = wheel.get(entry.tick);
      if (!bucket) wheel.set(entry.tick, (bucket = new Set()));
      bucket.add(entry);
      held++;
      if (ticker === null) {
        ticker = setInterval(tick, tickMs);
        // A held read must not keep a closing process alive; its socket decides that.
        ticker.unref();
      }
      return entry;
    },
    release(hold) {
      const entry = hold as Entry;
      if (entry.state === "done") return;
      if (entry.state === "held") {
        unhold(entry);
        stopTickerIfIdle();
      }
      entry.state = "done";
      held--;
    },
    size: () => held,
    endAll() {
      for (const order of [...byOrder.values()]) for (const entry of [...order.entries]) end(entry, "closing");
      stopTickerIfIdle();
    },
  };
}
