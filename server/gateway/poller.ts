// One poller per watched order, whatever the number of pages open on it: single-flight (one
// read in flight per order; what asks meanwhile is served by the read that follows), scheduled
// by poll-schedule.ts. Reads are the upstream's truth; a callback is only a hint to read sooner
// (`wake`), so a forged or replayed callback costs a read and changes nothing.
//
// The last good snapshot of each order stays here: a page's read is answered from it whatever
// the upstream is doing, and `onSnapshot` says when it changed so held reads can be woken.
import type { SpecOrder } from "../../src/shared/index.ts";
import { DEFAULT_SCHEDULE, nextPollDelay, type PollSchedule } from "./poll-schedule.ts";
import type { Timers } from "./timers.ts";
import type { UpstreamRead } from "./upstream-client.ts";

export interface Snapshot {
  order: SpecOrder;
  /** When the upstream said it. */
  readAt: number;
}

export interface PollerOptions {
  timers: Timers;
  /**
   * Reads one order from the upstream (or, when another process polls it, that poller's
   * snapshot). `watched`: a page of this process holds a read for it; `hinted`: a hint (the
   * upstream's callback) asked for this read.
   */
  read(orderId: string, context: { watched: boolean; hinted: boolean }): Promise<UpstreamRead<SpecOrder>>;
  /** After each good read; `changed` when it differs from the previous snapshot. */
  onSnapshot?(orderId: string, snapshot: Snapshot, changed: boolean): void;
  schedule?: PollSchedule;
  random?: () => number;
}

export interface OrderPoller {
  /** A page holds a read: poll fast until the returned release is called. */
  watch(orderId: string): () => void;
  /** Start following an order nobody watches yet (just created): read once, then the idle schedule. */
  follow(orderId: string, snapshot?: Snapshot): void;
  /** A hint (the upstream's callback): read soon, coalesced with reads in flight or just made. */
  wake(orderId: string): void;
  snapshot(orderId: string): Snapshot | undefined;
  /**
   * A snapshot another process's poller recorded (heard over the database): taken when it
   * differs, and `onSnapshot` says so. Orders this poller does not follow are ignored.
   */
  offer(orderId: string, snapshot: Snapshot): void;
  /** The orders this poller follows. */
  followed(): string[];
  follows(orderId: string): boolean;
  /** Reads made so far, per order (the bench and tests count them). */
  reads(orderId: string): number;
  /** A hint that names no order the gateway can trust: every order followed now is read soon. */
  wakeFollowed(): void;
  /** Orders with a read scheduled or in flight. */
  active(): number;
  close(): void;
}

interface Entry {
  watchers: number;
  lastWatchedAt: number | null;
  completedAt: number | null;
  failures: number;
  notBefore: number | null;
  snapshot?: Snapshot;
  inFlight: boolean;
  again: boolean;
  /** A hint asked for the next read. */
  hinted: boolean;
  lastReadEndedAt: number | null;
  timer: { at: number; cancel: () => void } | null;
  reads: number;
}

export function createOrderPoller(options: PollerOptions): OrderPoller {
  const { timers } = options;
  const schedule = options.schedule ?? DEFAULT_SCHEDULE;
  const random = options.random ?? Math.random;
  const entries = new Map<string, Entry>();
  let closed = false;

  const entryOf = (orderId: string): Entry => {
    let entry = entries.get(orderId);
    if (!entry) {
      entry = {
        watchers: 0,
        lastWatchedAt: null,
        completedAt: null,
        failures: 0,
        notBefore: null,
        inFlight: false,
        again: false,
        hinted: false,
        lastReadEndedAt: null,
        timer: null,
        reads: 0,
      };
      entries.set(orderId, entry);
    }
    return entry;
  };

  /** Reads at `at` unless a read is already due sooner. */
  const readAt = (orderId: string, entry: Entry, at: number) => {
    if (closed || entry.inFlight) return;
    if (entry.timer && entry.timer.at <= at) return;
    entry.timer?.cancel();
    const cancel = timers.after(Math.max(0, at - timers.now()), () => {
      entry.timer = null;
      void poll(orderId, entry);
    });
    entry.timer = { at, cancel };
  };

  const scheduleNext = (orderId: string, entry: Entry) => {
    const now = timers.now();
    const delay = nextPollDelay(entry, now, schedule, random());
    entry.timer?.cancel();
    entry.timer = null;
    if (delay !== null) readAt(orderId, entry, now + delay);
  };

  /** A good snapshot: kept, and said when it differs from the last. */
  function take(orderId: string, entry: Entry, snapshot: Snapshot): void {
    const previous = entry.snapshot;
    const changed = !previous || JSON.stringify(previous.order) !== JSON.stringify(snapshot.order);
    entry.snapshot = snapshot;
    if (snapshot.order.status === "completed") entry.completedAt ??= snapshot.readAt;
    else entry.completedAt = null;
    options.onSnapshot?.(orderId, snapshot, changed);
  }

  async function poll(orderId: string, entry: Entry): Promise<void> {
    if (closed) return;
    if (entry.inFlight) {
      entry.again = true;
      return;
    }
    entry.timer?.cancel();
    entry.timer = null;
    entry.inFlight = true;
    entry.reads++;
    const hinted = entry.hinted;
    entry.hinted = false;
    const result: UpstreamRead<SpecOrder> = await options
      .read(orderId, { watched: entry.watchers > 0, hinted })
      .catch(() => ({ ok: false, failure: { kind: "network" } }));
    const now = timers.now();
    entry.inFlight = false;
    entry.lastReadEndedAt = now;
    if (result.ok) {
      entry.failures = 0;
      entry.notBefore = null;
      take(orderId, entry, { order: result.value, readAt: now });
    } else {
      // Turned away before sending (breaker, budget, another process's lease) is no failure of this order's.
      const kind = result.failure.kind;
      if (kind !== "circuitOpen" && kind !== "budget" && kind !== "elsewhere") entry.failures++;
      entry.notBefore = result.failure.retryAt ?? null;
    }
    if (closed) return;
    if (entry.again) {
      entry.again = false;
      readAt(orderId, entry, Math.max(now, entry.notBefore ?? now));
      return;
    }
    scheduleNext(orderId, entry);
  }

  return {
    watch(orderId) {
      const entry = entryOf(orderId);
      entry.watchers++;
      const now = timers.now();
      // A page just opened: read now unless the snapshot is fresh enough for the fast schedule.
      const fresh = entry.snapshot && now - entry.snapshot.readAt < schedule.watchedMs;
      if (!entry.inFlight)
        readAt(orderId, entry, fresh ? entry.snapshot!.readAt + schedule.watchedMs : Math.max(now, entry.notBefore ?? now));
      let released = false;
      return () => {
        if (released) return;
        released = true;
        entry.watchers--;
        entry.lastWatchedAt = timers.now();
        // A read already due stays (a page that reads without holding must still get it); the
        // ones after follow the slower schedule. No read just for leaving.
        if (entry.watchers === 0 && !entry.inFlight && !entry.timer) scheduleNext(orderId, entry);
      };
    },
    follow(orderId, snapshot) {
      const entry = entryOf(orderId);
      if (snapshot && !entry.snapshot) entry.snapshot = snapshot;
      entry.lastWatchedAt ??= timers.now();
      // One read at once gives the page its first snapshot; then the idle schedule.
      if (!entry.snapshot) readAt(orderId, entry, timers.now());
      else if (!entry.inFlight && !entry.timer) scheduleNext(orderId, entry);
    },
    wake(orderId) {
      const entry = entryOf(orderId);
      entry.hinted = true;
      if (entry.inFlight) {
        entry.again = true;
        return;
      }
      const now = timers.now();
      const gapEnds = entry.lastReadEndedAt === null ? now : entry.lastReadEndedAt + schedule.hintGapMs;
      readAt(orderId, entry, Math.max(now, gapEnds, entry.notBefore ?? now));
    },
    wakeFollowed() {
      for (const [orderId, entry] of entries) if (entry.inFlight || entry.timer || entry.watchers > 0) this.wake(orderId);
    },
    snapshot: (orderId) => entries.get(orderId)?.snapshot,
    offer(orderId, snapshot) {
      const entry = entries.get(orderId);
      if (!entry || closed) return;
      if (entry.snapshot && JSON.stringify(entry.snapshot.order) === JSON.stringify(snapshot.order)) return;
      take(orderId, entry, snapshot);
    },
    followed: () => [...entries.keys()],
    follows: (orderId) => entries.has(orderId),
    reads: (orderId) => entries.get(orderId)?.reads ?? 0,
    active: () => [...entries.values()].filter((e) => e.inFlight || e.timer).length,
    close() {
      closed = true;
      for (const entry of entries.values()) entry.timer?.cancel();
    },
  };
}
