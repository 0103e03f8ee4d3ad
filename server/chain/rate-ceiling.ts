// A ceiling on calls per second to one node (CHAIN_RPC_MAX_RPS_<NETWORK>): a token bucket that
// holds a second's worth of calls, so a catch-up through thousands of blocks stays under a
// provider's rate instead of finding it by 429s. A batch takes one token per call in it, as
// providers count them. A take larger than the bucket leaves it in debt, paid by the next
// waits, so the average holds whatever the batch size.

export interface CeilingClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const systemClock: CeilingClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export interface RateCeiling {
  /** Waits until `calls` may be sent now. */
  take(calls: number): Promise<void>;
}

const UNLIMITED: RateCeiling = { take: async () => {} };

/** A ceiling of `perSecond` calls (null or 0: none). */
export function createRateCeiling(perSecond: number | null, clock: CeilingClock = systemClock): RateCeiling {
  if (perSecond === null || perSecond <= 0) return UNLIMITED;
  const burst = Math.max(1, perSecond);
  let tokens = burst;
  let last = clock.now();
  // One take at a time, in the order they came: concurrent takes must not each see the same tokens.
  let queue: Promise<void> = Promise.resolve();

  const refill = () => {
    const now = clock.now();
    tokens = Math.min(burst, tokens + ((now - last) * perSecond) / 1000);
    last = now;
  };

  const takeNow = async (calls: number) => {
    refill();
    // Wait for a full bucket's share of this take (the rest becomes debt).
    const needed = Math.min(calls, burst);
    if (tokens < needed) {
      await clock.sleep(Math.ceil(((needed - tokens) * 1000) / perSecond));
      refill();
    }
    tokens -= calls;
  };

  return {
    take(calls) {
      const turn = queue.then(() => takeNow(Math.max(1, calls)));
      queue = turn.catch(() => {});
      return turn;
    },
  };
}
