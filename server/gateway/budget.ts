// One request budget for everything the gateway sends upstream (polls, creations, pass-through
// reads): a token bucket. However many orders are watched, the upstream sees at most `perSecond`
// requests a second on average and `burst` at once: its rate limits are not shown by the spec,
// so the operator sets this below what the provider allows.
export interface BudgetOptions {
  perSecond: number;
  burst: number;
}

export const DEFAULT_BUDGET: BudgetOptions = { perSecond: 20, burst: 40 };

export interface RequestBudget {
  /** Takes one token if there is one. */
  take(now: number): boolean;
  /** When the next token will be there (now if one is). */
  nextAt(now: number): number;
}

export function createRequestBudget(options: BudgetOptions = DEFAULT_BUDGET): RequestBudget {
  let tokens = options.burst;
  let at: number | null = null;
  const refill = (now: number) => {
    if (at !== null && now > at) tokens = Math.min(options.burst, tokens + ((now - at) / 1000) * options.perSecond);
    at = at === null ? now : Math.max(at, now);
  };
  return {
    take(now) {
      refill(now);
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
    nextAt(now) {
      refill(now);
      return tokens >= 1 ? now : now + Math.ceil(((1 - tokens) * 1000) / options.perSecond);
    },
  };
}
