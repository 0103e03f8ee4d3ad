// The sandbox's optional block clock (asked for as "a block clock per network at a documented
// speed, so the demo shows confirmations moving without calls"). Scheduling only: it keeps the
// pending transfers it was told about, one ticker per network while that network has any, and
// on each block hands the network's transfers to `onBlock` (which adds a confirmation through
// the store, as POST /_sandbox/transactions/{id}/confirm does). No store, no HTTP here, and the
// clock and timers are injected, so the schedule is tested without waiting.
//
// A block is one `onBlock` call at a time per network: the next is scheduled after the last has
// finished, one interval after the previous block was due, or at once if that moment has passed.
// A slow store therefore slows the chain down; it never releases a burst of blocks to catch up
// (a payer would see 0 → 5 confirmations in one jump).
import { CONFIRMATION_POLICY } from "../../src/shared/confirmations.ts";
import type { NetworkId } from "../../src/shared/networks.ts";

export interface BlockTimers {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface BlockClockOptions {
  /** Milliseconds between two blocks on each network. */
  intervals: Record<NetworkId, number>;
  timers: BlockTimers;
  /**
   * One block on `network` for these pending transfers; resolves to the ids that no longer take
   * confirmations (confirmed in full, confirmed by hand, gone with a reset). A rejection drops
   * nothing: the next block tries again.
   */
  onBlock(network: NetworkId, transactionIds: readonly string[]): Promise<readonly string[]>;
  onError?(error: unknown): void;
}

export interface BlockClock {
  /** A pending transfer on `network` that should gain a confirmation on each of its blocks. */
  watch(network: NetworkId, transactionId: string): void;
  /** The transfers each network's clock is confirming (for tests and the demo). */
  watched(network: NetworkId): readonly string[];
  /** Stops every ticker; later `watch` calls are ignored. */
  stop(): void;
}

/** Fastest block the clock will run, whatever the speed: a block is a store write per transfer. */
export const MIN_BLOCK_MS = 100;

/** Each network's block time (src/shared/confirmations.ts) divided by `speed`, at least MIN_BLOCK_MS. */
export function blockIntervals(speed: number): Record<NetworkId, number> {
  if (!Number.isFinite(speed) || speed <= 0) throw new RangeError(`block clock speed must be a positive number, got ${speed}`);
  const intervals = {} as Record<NetworkId, number>;
  for (const network of Object.keys(CONFIRMATION_POLICY) as NetworkId[])
    intervals[network] = Math.max(MIN_BLOCK_MS, Math.round(CONFIRMATION_POLICY[network].blockMs / speed));
  return intervals;
}

/**
 * `SANDBOX_BLOCK_CLOCK`: unset, empty or "0" → off (null); "1" → each network's real block time;
 * "10" → ten times faster. Anything else is refused with what would be valid.
 */
export function parseBlockClockSpeed(value: string | undefined): number | null {
  if (value === undefined || value.trim() === "" || value.trim() === "0") return null;
  const speed = Number(value);
  if (!/^\d+(\.\d+)?$/.test(value.trim()) || !(speed > 0)) {
    throw new Error(
      `SANDBOX_BLOCK_CLOCK must be 0 (off), 1 (each network's real block time) or a speed-up such as 10; got ${JSON.stringify(value)}`,
    );
  }
  return speed;
}

interface Ticker {
  ids: Set<string>;
  timer: unknown;
  /** When the next block is due (ms, timers.now()). */
  dueAt: number;
  running: boolean;
}

export function createBlockClock(options: BlockClockOptions): BlockClock {
  const { timers, intervals } = options;
  const tickers = new Map<NetworkId, Ticker>();
  let stopped = false;

  const schedule = (network: NetworkId, ticker: Ticker) => {
    ticker.timer = timers.setTimeout(
      () => {
        ticker.timer = null;
        void block(network, ticker);
      },
      Math.max(0, ticker.dueAt - timers.now()),
    );
  };

  const block = async (network: NetworkId, ticker: Ticker) => {
    ticker.running = true;
    const ids = [...ticker.ids];
    try {
      const done = await options.onBlock(network, ids);
      for (const id of done) ticker.ids.delete(id);
    } catch (error) {
      options.onError?.(error);
    }
    ticker.running = false;
    if (stopped) return;
    if (ticker.ids.size === 0) {
      tickers.delete(network);
      return;
    }
    ticker.dueAt = Math.max(ticker.dueAt + intervals[network], timers.now());
    schedule(network, ticker);
  };

  return {
    watch(network, transactionId) {
      if (stopped) return;
      const ticker = tickers.get(network);
      if (ticker) {
        ticker.ids.add(transactionId);
        return;
      }
      // The first pending transfer starts the network's clock: its first block is one interval away.
      const started: Ticker = { ids: new Set([transactionId]), timer: null, dueAt: timers.now() + intervals[network], running: false };
      tickers.set(network, started);
      schedule(network, started);
    },
    watched(network) {
      return [...(tickers.get(network)?.ids ?? [])];
    },
    stop() {
      stopped = true;
      for (const ticker of tickers.values()) if (ticker.timer !== null) timers.clearTimeout(ticker.timer);
      tickers.clear();
    },
  };
}
