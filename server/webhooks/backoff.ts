/**
 * Delay before retry number `retry` (1 = the retry after the first failed attempt):
 * exponential backoff with full jitter, a uniform draw from [0, min(cap, base * 2^(retry-1))).
 * Full jitter spreads a burst of failures (a receiver that was down for everyone) across the
 * whole window instead of bringing every retry back at the same instant.
 * (AWS Architecture Blog, "Exponential Backoff And Jitter")
 */
export function backoffDelay(retry: number, options: { baseDelayMs: number; maxDelayMs: number; random: () => number }): number {
  const ceiling = backoffCeiling(retry, options);
  // Clamped so an injected random() outside [0, 1) cannot leave the window.
  return Math.min(ceiling, Math.max(0, Math.floor(options.random() * ceiling)));
}

/** The upper bound of the jittered delay before retry number `retry`. */
export function backoffCeiling(retry: number, options: { baseDelayMs: number; maxDelayMs: number }): number {
  // 2 ** large would overflow to Infinity; min() against the cap keeps it finite either way.
  return Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** Math.max(0, retry - 1));
}
