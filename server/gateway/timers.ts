// Time for the gateway's schedules, injected: the poller, the retries and the breaker read
// `now()` and wait through `after()`, so a test drives hours of schedule by advancing a manual
// clock instead of sleeping.
export interface Timers {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Runs `run` once after `ms`; the returned function cancels it. */
  after(ms: number, run: () => void): () => void;
}

export const systemTimers: Timers = {
  now: () => Date.now(),
  after(ms, run) {
    const handle = setTimeout(run, ms);
    // A pending poll never keeps the process alive on its own (shutdown closes the rest).
    handle.unref?.();
    return () => clearTimeout(handle);
  },
};

/** Yields to pending promise callbacks and I/O once (not a sleep: no time passes). */
export const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface ManualTimers extends Timers {
  /** Moves time forward, running what falls due in order and letting each settle. */
  advance(ms: number): Promise<void>;
  /** How many runs are scheduled. */
  pending(): number;
}

/** Timers that move only when told to (tests). */
export function manualTimers(start = Date.parse("2026-01-01T00:00:00.000Z")): ManualTimers {
  let current = start;
  let seq = 0;
  const queue: { at: number; seq: number; run: () => void }[] = [];
  const timers: ManualTimers = {
    now: () => current,
    after(ms, run) {
      const entry = { at: current + Math.max(0, ms), seq: seq++, run };
      queue.push(entry);
      return () => {
        const index = queue.indexOf(entry);
        if (index >= 0) queue.splice(index, 1);
      };
    },
    async advance(ms) {
      const until = current + ms;
      await settle();
      for (;;) {
        queue.sort((a, b) => a.at - b.at || a.seq - b.seq);
        const next = queue[0];
        if (!next || next.at > until) break;
        queue.shift();
        current = next.at;
        next.run();
        for (let i = 0; i < 5; i++) await settle();
      }
      current = until;
      await settle();
    },
    pending: () => queue.length,
  };
  return timers;
}
