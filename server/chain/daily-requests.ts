// About how many requests a day the watcher spends at one node, as its loop really polls: a tick
// every poll while something waits on the network (an open order, payout or late window), a
// tick every idle poll while nothing does (a quiet shop's nights cost a few thousand requests,
// not a busy day's hundreds of thousands), and the chain id asked again on its schedule. Pure
// arithmetic over the settings, so `check-chain` and the docs' table say the same numbers.
import { CHAIN_ID_RECHECK_MS } from "./chain-id-check.ts";

const DAY_MS = 86_400_000;

/**
 * Requests a caught-up tick spends while something waits: the head's batch, one log query (up
 * to 500 recipients) and the range's top checked with its blocks linked to the cursor in one batch.
 */
export const REQUESTS_PER_BUSY_TICK = 3;
/** The same without batches: the head's batch goes as its calls (the head, the cursor's block, finalized). */
export const REQUESTS_PER_BUSY_TICK_UNBATCHED = 6;

export interface PollSettings {
  pollMs: number;
  idlePollMs: number;
  useFinalized: boolean;
}

export interface DailyRequests {
  /** Something waits all day: a tick every poll. */
  busy: number;
  /** Nothing waits all day: a tick every idle poll. */
  idle: number;
  /** A day with `busyHours` of something waiting and the rest idle. */
  mixed: number;
  busyHours: number;
  /** The idle loop's interval: the idle poll, never shorter than the poll. */
  idleEveryMs: number;
}

/**
 * An idle tick asks only the head's batch: the latest block, the cursor's block and, where used,
 * the finalized one (one request as a batch, each call alone without); the range after it reads
 * no logs, there being no recipient to read them for.
 */
export function requestsPerIdleTick(useFinalized: boolean, batching: boolean): number {
  return batching ? 1 : 2 + (useFinalized ? 1 : 0);
}

export function dailyRequests(settings: PollSettings, batching: boolean, busyHours = 8): DailyRequests {
  const idleEveryMs = Math.max(settings.pollMs, settings.idlePollMs);
  const perBusyTick = batching ? REQUESTS_PER_BUSY_TICK : REQUESTS_PER_BUSY_TICK_UNBATCHED;
  const perIdleTick = requestsPerIdleTick(settings.useFinalized, batching);
  const rechecks = DAY_MS / CHAIN_ID_RECHECK_MS;
  const busyShare = Math.min(24, Math.max(0, busyHours)) / 24;
  const busyTicks = (DAY_MS / settings.pollMs) * perBusyTick;
  const idleTicks = (DAY_MS / idleEveryMs) * perIdleTick;
  return {
    busy: Math.round(busyTicks + rechecks),
    idle: Math.round(idleTicks + rechecks),
    mixed: Math.round(busyTicks * busyShare + idleTicks * (1 - busyShare) + rechecks),
    busyHours,
    idleEveryMs,
  };
}
