// One breaker in front of the upstream. After a run of failures it opens: no request goes out
// until its pause ends, then one probe does; a success closes it, a failure opens it again for
// a longer pause (capped). A Retry-After from the upstream holds it open at least that long.
// This, not long per-order back-offs, is what spares a sick upstream while a hundred pages
// wait, and it lets the first good probe bring every order back at once.
export type BreakerState = "closed" | "open" | "halfOpen";

export interface BreakerOptions {
  /** Consecutive failures that open the breaker. */
  failureThreshold: number;
  /** First pause when it opens; each failed probe doubles it, up to maxOpenMs. */
  openMs: number;
  maxOpenMs: number;
}

export const DEFAULT_BREAKER: BreakerOptions = { failureThreshold: 5, openMs: 1000, maxOpenMs: 4000 };

export interface CircuitBreaker {
  state(now: number): BreakerState;
  /** Whether a request may go out now; in halfOpen only one (the probe) until it reports. */
  admit(now: number): boolean;
  /** When a request may next go out (now if admitted). */
  openUntil(): number;
  success(): void;
  failure(now: number): void;
  /** The upstream asked for a pause (429 or 503 with Retry-After). */
  hold(until: number): void;
}

export function createCircuitBreaker(options: BreakerOptions = DEFAULT_BREAKER): CircuitBreaker {
  let failures = 0;
  let opens = 0;
  let until = 0;
  let probing = false;
  const isOpen = () => failures >= options.failureThreshold || until > 0;
  const breaker: CircuitBreaker = {
    state(now) {
      if (!isOpen()) return "closed";
      return now < until ? "open" : "halfOpen";
    },
    admit(now) {
      const state = breaker.state(now);
      if (state === "closed") return true;
      if (state === "open" || probing) return false;
      probing = true;
      return true;
    },
    openUntil: () => until,
    success() {
      failures = 0;
      opens = 0;
      until = 0;
      probing = false;
    },
    failure(now) {
      failures++;
      probing = false;
      if (failures >= options.failureThreshold) {
        until = Math.max(until, now + Math.min(options.maxOpenMs, options.openMs * 2 ** opens));
        opens++;
      }
    },
    hold(next) {
      until = Math.max(until, next);
      probing = false;
    },
  };
  return breaker;
}
