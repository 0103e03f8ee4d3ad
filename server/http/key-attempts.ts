// Failed API-key attempts per client address (RATE_LIMIT_KEY_FAILURES). A client that has
// presented too many wrong keys in the window gets a 429 before its next key is even looked
// up: guessing keys costs the guesser, not the store. Only a wrong key counts: requests with
// a good key never do, so a busy merchant is never slowed by its own traffic, and a request
// without any key gets its 401 saying the header is missing. The count is taken when the
// answer is known, so attempts already in flight when the limit is reached still get their
// 401; every later one is refused.
import type { Context, MiddlewareHandler } from "hono";
import { requestHeader } from "./answer.ts";
import { apiError } from "./failure.ts";
import { clientKey } from "./client-key.ts";
import { errorResponse } from "./errors.ts";
import type { RateLimitRule } from "./rate-limit.ts";
import { WindowCounter } from "./window-counter.ts";

export interface KeyAttempts {
  /** In front of the key check: 429 for a client past the limit, else counts its wrong keys. */
  middleware: MiddlewareHandler;
}

const presentedKey = (c: Context) => {
  const key = requestHeader(c, "x-api-key");
  return key !== undefined && key !== "";
};

export function keyAttempts(rule: RateLimitRule, options: { trustProxy: number }): KeyAttempts {
  if (rule.limit <= 0) return { middleware: async (_c, next) => next() };
  const failures = new WindowCounter();
  failures.init({ windowMs: rule.windowMs });
  const windowSeconds = Math.ceil(rule.windowMs / 1000);
  return {
    middleware: async (c, next) => {
      const client = clientKey(c, options.trustProxy);
      const count = failures.get(client);
      if (count && count.totalHits >= rule.limit) {
        const seconds = Math.max(1, Math.ceil((count.resetTime.getTime() - Date.now()) / 1000));
        const message = `Too many requests with a wrong X-API-Key from this client: at most ${rule.limit} per ${windowSeconds} s (RATE_LIMIT_KEY_FAILURES). Check the key you send, then retry after the number of seconds in Retry-After.`;
        return errorResponse(c, 429, [apiError("limitExceeded", "X-API-Key", message)], {
          "Retry-After": String(seconds),
          "Cache-Control": "no-store",
        });
      }
      await next();
      if (c.res.status === 401 && presentedKey(c)) failures.increment(client);
    },
  };
}
