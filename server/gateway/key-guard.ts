// In front of every /api/v1 route of a gateway: only a request whose key the upstream accepts
// goes on (to be forwarded, or to write an order's intent). A request without a key is answered
// here; a key not yet judged is judged once (key-verdicts.ts), and each client address may
// present at most `limit` keys per window that are not known to be good: its place is taken
// before the upstream is asked, so concurrent guesses cannot all reach it, and given back when
// the key turns out good. A wrong key remembered is answered from memory, with no upstream read.
import type { MiddlewareHandler } from "hono";
import { clientKey } from "../http/client-key.ts";
import { apiError } from "../http/failure.ts";
import type { RateLimitRule } from "../http/rate-limit.ts";
import { WindowCounter } from "../http/window-counter.ts";
import type { KeyVerdicts } from "./key-verdicts.ts";
import type { UpstreamFailure } from "./upstream-client.ts";

export interface KeyGuardOptions {
  verdicts: KeyVerdicts;
  /** RATE_LIMIT_KEY_FAILURES: keys not known to be good per client address; limit 0: off. */
  wrongKeys: RateLimitRule | null;
  trustProxy: number;
  /** The gateway's clock (its budget's), for the Retry-After of a key its budget left unjudged. */
  now(): number;
  /** The 503 for a key the upstream could not judge (it did not answer). */
  unavailable(failure: UpstreamFailure): Response;
}

const errors = (status: number, list: ReturnType<typeof apiError>[], headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(list), {
    status,
    headers: { "Content-Type": "application/json", "Cache-Control": "no-store", ...headers },
  });

export function gatewayKeyGuard(options: KeyGuardOptions): MiddlewareHandler {
  const { verdicts, wrongKeys } = options;
  const limit = wrongKeys && wrongKeys.limit > 0 ? wrongKeys.limit : null;
  const attempts = new WindowCounter();
  if (wrongKeys && limit !== null) attempts.init({ windowMs: wrongKeys.windowMs });
  const windowSeconds = Math.ceil((wrongKeys?.windowMs ?? 0) / 1000);
  return async (c, next) => {
    const apiKey = c.req.header("x-api-key") ?? "";
    if (apiKey === "") {
      return errors(401, [apiError("wrongData", "X-API-Key", "The X-API-Key header is missing: send your API key in it.")], {
        "WWW-Authenticate": 'ApiKey header="X-API-Key"',
      });
    }
    if (verdicts.known(apiKey)?.kind === "good") return next();
    const client = clientKey(c, options.trustProxy);
    if (limit !== null) {
      const count = attempts.get(client);
      if (count && count.totalHits >= limit) {
        const seconds = Math.max(1, Math.ceil((count.resetTime.getTime() - Date.now()) / 1000));
        const message = `Too many requests with a wrong X-API-Key from this client: at most ${limit} per ${windowSeconds} s (RATE_LIMIT_KEY_FAILURES). Check the key you send, then retry after the number of seconds in Retry-After.`;
        return errors(429, [apiError("limitExceeded", "X-API-Key", message)], { "Retry-After": String(seconds) });
      }
      attempts.increment(client);
    }
    const verdict = await verdicts.judge(apiKey);
    if (verdict.kind === "wrong") {
      return new Response(verdict.body, {
        status: verdict.status,
        headers: { "Cache-Control": "no-store", ...(verdict.contentType ? { "Content-Type": verdict.contentType } : {}) },
      });
    }
    if (verdict.kind === "unavailable" && verdict.failure.kind === "budget") {
      // Not judged because the share of the upstream budget for keys not yet accepted is spent:
      // that is this gateway's own limit, not an upstream outage, so a 429 with Retry-After says
      // it (a 503 would tell a guesser to come back, and a monitor that the upstream is down).
      // The key stays counted: it is not known to be good, so a flood that drained the share
      // reaches its address's wrong-key limit instead of asking again for ever.
      const seconds = Math.max(1, Math.ceil(((verdict.failure.retryAt ?? options.now() + 1000) - options.now()) / 1000));
      const message =
        "Too many requests with API keys not yet accepted are being checked now: this key was not checked and nothing was sent. Retry after the number of seconds in Retry-After.";
      return errors(429, [apiError("limitExceeded", "X-API-Key", message)], { "Retry-After": String(seconds) });
    }
    // A good key, or none judged (the upstream did not answer): only wrong keys stay counted.
    if (limit !== null) attempts.decrement(client);
    if (verdict.kind === "unavailable") return options.unavailable(verdict.failure);
    return next();
  };
}
