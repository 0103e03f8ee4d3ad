// The sleep of a network's loop while nothing waits on it (the idle poll): long, so an idle
// network costs a few thousand requests a day, and cut short when something may now wait (an
// order was made, here or in a process whose changes this one hears). A wake heard during a tick
// is kept for the sleep after it: the tick may have read the watched addresses just before the
// order that woke it was committed.
import { sleep } from "./sleep.ts";

export interface QuietWake {
  /** Something may now wait on the network: the quiet sleep ends (or the next one does not begin). */
  wake(): void;
  /** A tick begins: it reads the store afresh, so wakes before it are answered by it. */
  ticking(): void;
  /** Sleeps `ms` unless woken since the tick began, or until woken or `stop` aborts. */
  sleep(ms: number, stop: AbortSignal): Promise<void>;
}

export function quietWake(): QuietWake {
  let woken = false;
  let sleeping: AbortController | null = null;
  return {
    wake() {
      woken = true;
      sleeping?.abort();
    },
    ticking() {
      woken = false;
    },
    async sleep(ms, stop) {
      if (woken || stop.aborted) return;
      const controller = new AbortController();
      const stopped = () => controller.abort();
      stop.addEventListener("abort", stopped, { once: true });
      sleeping = controller;
      try {
        await sleep(ms, controller.signal);
      } finally {
        sleeping = null;
        stop.removeEventListener("abort", stopped);
      }
    },
  };
}
