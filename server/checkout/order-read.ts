// The hosted page's order read: public, read-only, payer-safe (src/shared CheckoutOrder).
// The page cannot hold an API key, so the credential is the unguessable orderId in its link.
// Every miss gets one uniform 404 (order-view.ts).
import type { Context, Hono } from "hono";
import type { HttpBindings } from "@hono/node-server";
import { checkoutOrderPath } from "../../src/shared/index.ts";
import { apiError } from "../domain/failure.ts";
import { errorResponse } from "../http/errors.ts";
import type { FaultKind } from "../sandbox/faults.ts";
import type { Services } from "../services.ts";
import { etagMatches, preferredWait } from "./conditional.ts";
import { waitForChange } from "./order-events.ts";
import type { OrderView, OrderViews } from "./order-view.ts";

const ROUTE = checkoutOrderPath(":integrationId", ":orderId").replace(/%3A/g, ":");
const DEFAULT_HANG_MS = 30_000;
const DEFAULT_MAX_HELD = 1024;

function notFound(c: Context): Response {
  return errorResponse(
    c,
    404,
    [apiError("wrongData", "orderId", "No such order for this integration: check that the payment link was copied whole.")],
    { "Cache-Control": "no-store" },
  );
}

export function checkoutOrderRoutes(app: Hono, s: Services, view: OrderViews): void {
  let held = 0;
  const answer = (c: Context, current: OrderView, ifNoneMatch: string | undefined, extra: Record<string, string>) => {
    const headers = { ETag: current.etag, "Cache-Control": "no-cache", ...extra };
    if (etagMatches(ifNoneMatch, current.etag)) return c.body(null, 304, headers);
    return c.body(current.json, 200, { ...headers, "Content-Type": "application/json; charset=UTF-8" });
  };

  const fault = async (c: Context, kind: FaultKind): Promise<Response> => {
    switch (kind) {
      case "error500":
        return errorResponse(c, 500, [apiError("unknownError", "", "Injected failure (POST /_sandbox/faults): error500")]);
      case "error429":
        return errorResponse(c, 429, [apiError("unknownError", "", "Injected failure (POST /_sandbox/faults): error429, retry after 1 s")], {
          "Retry-After": "1",
        });
      case "garbage":
        return c.body("<html>not the JSON you were looking for", 200, { "Content-Type": "application/json; charset=UTF-8", "Cache-Control": "no-store" });
      case "hang": {
        const signal = c.req.raw.signal;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(finish, s.config.faultHangMs ?? DEFAULT_HANG_MS);
          function finish() {
            clearTimeout(timer);
            signal.removeEventListener("abort", finish);
            resolve();
          }
          signal.addEventListener("abort", finish, { once: true });
        });
        return errorResponse(c, 504, [apiError("unknownError", "", "Injected failure (POST /_sandbox/faults): hang, then gateway timeout")]);
      }
      case "reset":
        // Under @hono/node-server the socket is at hand: drop the connection without an answer.
        (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket?.destroy();
        return errorResponse(c, 502, [apiError("unknownError", "", "Injected failure (POST /_sandbox/faults): connection reset")]);
    }
  };

  app.get(ROUTE, async (c) => {
    const integrationId = c.req.param("integrationId") ?? "";
    const orderId = c.req.param("orderId") ?? "";
    const first = await view(integrationId, orderId);
    if (!first) return notFound(c);
    // After the lookup: a planned fault belongs to this order's page, not to a prober who
    // guesses its id under another integration (that one gets the uniform 404).
    const planned = s.faults.take(orderId);
    if (planned) return fault(c, planned);
    const ifNoneMatch = c.req.header("If-None-Match");
    const wait = preferredWait(c.req.header("Prefer"));
    const full = held >= (s.config.maxHeldReads ?? DEFAULT_MAX_HELD);
    if (wait === null || wait === 0 || full || !etagMatches(ifNoneMatch, first.etag)) return answer(c, first, ifNoneMatch, {});

    // RFC 7240 wait: the client already has this version; hold until it changes or time is up.
    const applied = { "Preference-Applied": `wait=${wait}` };
    let current: OrderView | null = first;
    const deadline = Date.now() + wait * 1000;
    held += 1;
    try {
      while (current && etagMatches(ifNoneMatch, current.etag)) {
        const left = deadline - Date.now();
        if (left <= 0) break;
        const outcome = await waitForChange(s.events, orderId, left, c.req.raw.signal);
        current = await view(integrationId, orderId);
        if (outcome !== "changed") break;
      }
    } finally {
      held -= 1;
    }
    if (!current) return notFound(c);
    return answer(c, current, ifNoneMatch, applied);
  });

  // Anything else under the read's prefix (an empty orderId, a path cut short) is the same
  // miss as an unknown order, not the service's generic 404.
  app.get(`${ROUTE.slice(0, ROUTE.indexOf("/integrations/"))}/*`, (c) => notFound(c));
}
