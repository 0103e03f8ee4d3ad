import { backoffCeiling as ceilingOf, fullJitterDelay } from "../../src/shared/index.ts";

export interface WebhookBackoff {
  baseDelayMs: number;
  maxDelayMs: number;
}

/**
 * Delay before retry number `retry` (1 = the retry after the first failed attempt): full
 * jitter with no floor, a uniform draw from [0, min(cap, base * 2^(retry-1))). A receiver that
 * was down for everyone gets its retries spread across the window, not all at one instant.
 */
export function backoffDelay(retry: number, options: WebhookBackoff & { random: () => number }): number {
  return fullJitterDelay(retry, { baseMs: options.baseDelayMs, capMs: options.maxDelayMs }, options.random());
}

/** The upper bound of the jittered delay before retry number `retry`. */
export function backoffCeiling(retry: number, options: WebhookBackoff): number {
  return ceilingOf(retry, { baseMs: options.baseDelayMs, capMs: options.maxDelayMs });
}
