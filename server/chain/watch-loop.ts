// A watcher's loop: a tick per poll, at once again while the tick is behind the head, at the
// idle poll while nothing waits on the network (woken early when something may), slower
// while another process holds the network, and after failures a pause that grows but never
// past two polls, so detection resumes soon after the node answers again, unless the node
// asked for a longer one (Retry-After, honoured up to a minute). A node serving
// another network, or refusing a method the watcher needs, stops the loop for good: scanning it
// would credit nothing real, and retrying a switched-off method only spends requests.
import type { NetworkId } from "../../src/shared/index.ts";
import type { Clock } from "../domain/clock.ts";
import type { Logger } from "../http/logger.ts";
import type { NetworkHealth } from "./mode.ts";
import type { QuietWake } from "./quiet-wake.ts";
import { sleep } from "./sleep.ts";
import { RpcFault } from "./rpc-client.ts";
import { MAX_RETRY_AFTER_MS } from "./rpc-errors.ts";
import { NetworkStopped } from "./network-stopped.ts";

/**
 * The longest pause after failures, on a slow poll; on a fast one the pause stops at two polls
 * (backoffMs), so on every network detection resumes within two polls of the node answering
 * again. Only a node's own Retry-After makes it longer.
 */
export const MAX_BACKOFF_MS = 5000;
/**
 * The pause after `failures` failed ticks in a row: doubling from the poll interval, never over
 * two polls nor MAX_BACKOFF_MS (a fixed cap alone would be five polls on a network polled every
 * second: a node that answers again must be read within two), and at least the node's
 * Retry-After up to MAX_RETRY_AFTER_MS: asking sooner than a provider said only meets another
 * 429 and spends the plan's requests, while a provider asking for an hour would stop a network.
 */
export function backoffMs(failures: number, pollMs: number, retryAfterMs = 0): number {
  const cap = Math.min(MAX_BACKOFF_MS, 2 * pollMs);
  const grown = Math.min(cap, pollMs * 2 ** Math.min(Math.max(0, failures - 1), 10));
  return Math.max(grown, Math.min(MAX_RETRY_AFTER_MS, Math.max(0, retryAfterMs)));
}

export interface LoopParts {
  tick(): Promise<"idle" | "behind" | "caught-up">;
  network: NetworkId;
  pollMs: number;
  leaseMs: number;
  /**
   * The idle poll: after a tick that found nothing waiting on the network (no watched address,
   * open payout or transfer to confirm), a pause of `pollMs` that `waking.wake()` cuts short.
   */
  idle?: { pollMs: number; quiet(): boolean; waking: QuietWake };
  health: NetworkHealth;
  clock: Clock;
  logger: Logger;
}

/** Runs ticks until `signal` aborts (or the node serves another network). */
export async function watchLoop(parts: LoopParts, signal: AbortSignal): Promise<void> {
  const { health, pollMs } = parts;
  let failures = 0;
  while (!signal.aborted) {
    let wait = pollMs;
    let quiet = false;
    try {
      parts.idle?.waking.ticking();
      const result = await parts.tick();
      failures = 0;
      health.retryInMs = null;
      if (result === "behind") wait = 0;
      if (result === "idle") wait = Math.min(parts.leaseMs, pollMs * 2);
      quiet = result === "caught-up" && parts.idle?.quiet() === true;
    } catch (error) {
      if (error instanceof NetworkStopped) {
        const at = parts.clock.now().toISOString();
        health.lastError = { at, message: error.message };
        health.stopped = { at, message: error.message, method: error.refused?.method ?? null, answer: error.refused?.answer ?? null };
        health.retryInMs = null;
        parts.logger.error(`${error.message}: this network is not watched; ${error.fix}`);
        return;
      }
      // The tick itself records the failure and tells the log (failure-streak.ts): once a streak.
      failures++;
      const retryAfter = error instanceof RpcFault ? (error.retryAfterMs ?? 0) : 0;
      wait = backoffMs(failures, pollMs, retryAfter);
      health.retryInMs = wait;
    }
    if (quiet && parts.idle) await parts.idle.waking.sleep(Math.max(wait, parts.idle.pollMs), signal);
    else await sleep(wait, signal);
  }
}
