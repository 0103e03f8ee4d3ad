// The payment link's page and its choice are public: anyone holding a link's URL (or guessing
// ids) can load the page, and each choice makes an order, spends a chain mode wallet index and
// costs a watch. So both are counted, per client address (TRUST_PROXY names the client as for
// every other limit) and per link, in the database (use-cases/attempts.ts): every process of a
// WORKERS start, on the SQLite file or PostgreSQL, spends the same budget, and concurrent
// requests cannot all slip past a count raised only after them. Past a budget the payer gets
// the page's own "too many requests" screen with Retry-After, before any order is made.
import type { Context, MiddlewareHandler } from "hono";
import { isIssuedId } from "../../src/shared/index.ts";
import type { AttemptAsk } from "../domain/attempt-budget.ts";
import type { Clock } from "../domain/clock.ts";
import { clientKey } from "../http/client-key.ts";
import type { LinkRateLimits } from "../http/rate-limit.ts";
import type { Repository } from "../store/index.ts";
import { reserveAttempts } from "../use-cases/attempts.ts";

export interface LinkLimitOptions {
  store: Repository;
  clock: Clock;
  trustProxy: number;
  /** The answer past a budget (the limiter sets its status to 429 and adds Retry-After). */
  answer: (c: Context) => Response | Promise<Response>;
}

/**
 * The asks of one request: the client's budget always; the link's only when the link exists, so
 * a flood of made-up ids cannot fill the database with a window per id (the client's budget
 * still counts them).
 */
export function linkAsks(rules: LinkRateLimits, kind: "page" | "choice", client: string, linkId: string | null): AttemptAsk[] {
  const [perClient, perLink] = kind === "page" ? [rules.pagePerClient, rules.pagePerLink] : [rules.choicesPerClient, rules.choicesPerLink];
  const asks: AttemptAsk[] = [{ key: `link ${kind} client:${client}`, ...perClient }];
  if (linkId !== null) asks.push({ key: `link ${kind} link:${linkId}`, ...perLink });
  return asks.filter((ask) => ask.limit > 0);
}

export type { LinkRateLimits };

export function linkRateLimit(rules: LinkRateLimits, options: LinkLimitOptions): MiddlewareHandler {
  return async (c, next) => {
    const kind = c.req.method === "POST" ? "choice" : c.req.method === "GET" || c.req.method === "HEAD" ? "page" : null;
    if (kind === null) return next();
    const linkId = c.req.param("linkId") ?? "";
    // A read of the link's row, no write: an unknown id gets no window of its own.
    const known = isIssuedId(linkId) && (await options.store.getPaymentLink(linkId)) !== undefined;
    const asks = linkAsks(rules, kind, clientKey(c, options.trustProxy), known ? linkId : null);
    if (asks.length === 0) return next();
    const reserved = await reserveAttempts(options.store, asks, options.clock.now().getTime());
    if (reserved.ok) return next();
    const refused = await options.answer(c);
    const headers = new Headers(refused.headers);
    headers.set("Retry-After", String(reserved.waitSeconds));
    headers.set("Cache-Control", "no-store");
    return new Response(refused.body, { status: 429, headers });
  };
}
