// Exponential back-off with full jitter, written once for the page's polling and the
// service's webhook retries; each caller keeps its own constants. Pure and tiny: it ships
// in the page. (AWS Architecture Blog, "Exponential Backoff And Jitter")

export interface BackoffWindow {
  baseMs: number;
  capMs: number;
  /**
   * Least delay returned, even above the ceiling: full jitter alone can draw 0, which would
   * turn a run of failures into a tight loop.
   */
  floorMs?: number;
}

/** The upper bound of the jittered delay before attempt `attempt` (1 = after the first failure). */
export function backoffCeiling(attempt: number, window: Pick<BackoffWindow, "baseMs" | "capMs">): number {
  // 2 ** large would overflow to Infinity; min() against the cap keeps it finite either way.
  return Math.min(window.capMs, window.baseMs * 2 ** Math.max(0, attempt - 1));
}

/**
 * Delay before attempt `attempt`: a uniform draw from [0, min(cap, base * 2^(attempt-1))),
 * raised to the floor. `draw` is a random number in [0, 1). Full jitter spreads a burst of
 * failures across the whole window instead of bringing every retry back at the same instant.
 */
export function fullJitterDelay(attempt: number, window: BackoffWindow, draw: number): number {
  const ceiling = backoffCeiling(attempt, window);
  // Clamped so an injected draw outside [0, 1) cannot leave the window.
  const jittered = Math.min(ceiling, Math.max(0, Math.floor(draw * ceiling)));
  return Math.max(window.floorMs ?? 0, jittered);
}
