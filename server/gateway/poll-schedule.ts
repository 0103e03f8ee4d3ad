// When to read a watched order from the upstream next: a pure rule over what the poller knows.
// Fast while a page holds a read (the payer is looking), slow for a while after the last page
// left (the merchant still gets the gateway's callback), a while after completion for a late
// payment the payer might still send, and never once nobody has looked for long. After a failed
// read a watched order retries on the short schedule of retry.ts; a Retry-After always wins.
import { retryDelay } from "./retry.ts";

export interface PollSchedule {
  /** Between reads while a page holds a read. */
  watchedMs: number;
  /** Between reads while nobody watches an order still in progress... */
  idleMs: number;
  /** ...for this long after the last page left (or after creation). */
  idleForMs: number;
  /** Between reads of a completed order a page still shows (late payments)... */
  completedMs: number;
  /** ...for this long after completion. */
  completedForMs: number;
  /** Least gap between reads a callback asks for (a burst of callbacks costs at most two reads). */
  hintGapMs: number;
}

export const DEFAULT_SCHEDULE: PollSchedule = {
  watchedMs: 1000,
  idleMs: 30_000,
  idleForMs: 60 * 60_000,
  completedMs: 5000,
  completedForMs: 15 * 60_000,
  hintGapMs: 200,
};

export interface PollFacts {
  /** Pages holding a read for this order now. */
  watchers: number;
  /** When the last page stopped watching (or the order was created); null: never watched. */
  lastWatchedAt: number | null;
  /** When the gateway first saw the order completed; null: not completed. */
  completedAt: number | null;
  /** Failed reads in a row. */
  failures: number;
  /** Not before this (Retry-After, the breaker, the budget); null: no such pause. */
  notBefore: number | null;
}

/** Milliseconds until the next read, or null for none until something changes. */
export function nextPollDelay(facts: PollFacts, now: number, schedule: PollSchedule, draw: number): number | null {
  const watched = facts.watchers > 0;
  let delay: number | null;
  if (facts.completedAt !== null) {
    const within = now - facts.completedAt < schedule.completedForMs;
    delay = watched && within ? schedule.completedMs : null;
  } else if (watched) {
    delay = schedule.watchedMs;
  } else {
    const within = facts.lastWatchedAt !== null && now - facts.lastWatchedAt < schedule.idleForMs;
    delay = within ? schedule.idleMs : null;
  }
  if (delay === null) return null;
  if (facts.failures > 0 && watched) delay = Math.min(delay, retryDelay(facts.failures, draw));
  if (facts.notBefore !== null) delay = Math.max(delay, facts.notBefore - now);
  return Math.max(0, delay);
}
