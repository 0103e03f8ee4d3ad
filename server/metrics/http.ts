// Counts each answered request under the route template Hono matched, and serves /metrics
// behind the operator's bearer token. The checkout's order read is answered on node:http before
// Hono (checkout/order-read.ts): its lane is counted by the wrapper that logs it
// (logs/request-log.ts), under one fixed name.
import { timingSafeEqual } from "node:crypto";
import type { Hono, MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import { checkoutOrderPath } from "../../src/shared/index.ts";
import type { Metrics } from "./metrics.ts";

/** The order read's route template, as Hono's lane counts it too (its path carries the ids). */
export const ORDER_READ_ROUTE = checkoutOrderPath(":integrationId", ":orderId").replace(/%3A/g, ":");

export function countRequests(metrics: Metrics): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    // Hono sets the route index as each handler runs: after next(), it is the one that answered
    // (routes matched later but never reached do not count). A request no route took is
    // counted under the last middleware's pattern, still one of the app's own.
    metrics.request(routePath(c), c.res.status, (performance.now() - started) / 1000);
  };
}

/** Whether the request carries `Authorization: Bearer <token>`, compared in constant time. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  if (!header?.startsWith("Bearer ")) return false;
  const given = Buffer.from(header.slice("Bearer ".length));
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * GET /metrics behind the bearer token. Without the token the answer is the same 404 as any
 * unknown path, so the open surface does not even say that metrics exist. `scrape` is the
 * whole service's exposition (under WORKERS, gathered from every process).
 */
export function metricsRoute(app: Hono, token: string, scrape: () => Promise<{ text: string; contentType: string }>): void {
  app.get("/metrics", async (c, next) => {
    if (!bearerMatches(c.req.header("authorization"), token)) return next();
    // A gathering that fails (a worker that does not answer in time) is a moment's trouble: 503, try again.
    const scraped = await scrape().catch(() => null);
    if (!scraped) return c.text("Metrics unavailable: try again\n", 503, { "Retry-After": "5", "Cache-Control": "no-store" });
    return c.body(scraped.text, 200, { "Content-Type": scraped.contentType, "Cache-Control": "no-store" });
  });
}
