// How long to wait before reading an upstream order again after a failed read. Short on
// purpose: capped at 4 s, because in a prototype a 30 s cap left the page 8.3 s behind once the
// upstream recovered and a 4 s cap 0.74 s. Protecting a sick upstream is the circuit breaker's
// job, not a long per-order back-off.
import { fullJitterDelay } from "../../src/shared/index.ts";

export const RETRY_WINDOW = { baseMs: 250, capMs: 4000, floorMs: 100 } as const;

/** Delay before retry `attempt` (1 = after the first failure), full jitter in the window. */
export function retryDelay(attempt: number, draw: number): number {
  return fullJitterDelay(attempt, RETRY_WINDOW, draw);
}

/** The longest Retry-After believed: a broken header must not stop a page for a day. */
export const MAX_RETRY_AFTER_MS = 120_000;

/**
 * Retry-After (RFC 9110: delay-seconds or an HTTP-date) as milliseconds from `now`; null when
 * absent or unreadable. Capped at MAX_RETRY_AFTER_MS.
 */
export function retryAfterMs(header: string | null | undefined, now: number): number | null {
  if (!header) return null;
  const text = header.trim();
  let ms: number;
  if (/^\d+$/.test(text)) ms = Number(text) * 1000;
  else {
    const at = Date.parse(text);
    if (Number.isNaN(at)) return null;
    ms = at - now;
  }
  return Math.min(MAX_RETRY_AFTER_MS, Math.max(0, ms));
}
