// A log line per answered request, and its id echoed in X-Request-Id: through Hono (every route
// but the order read's fast lane) and around the fast lane (checkout/order-read.ts), which
// answers before Hono. The route is the template that answered, never the raw path, which
// carries ids.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import type { Logger } from "../http/logger.ts";
// The module's own binding: the global `performance` is an accessor that Node keeps replaceable,
// and each use went through its getter (two a read of the fast lane, about 250 instructions).
import { performance } from "node:perf_hooks";
import { REQUEST_ID_HEADER, requestIdOf } from "./request-id.ts";

interface NodeBindings {
  outgoing?: ServerResponse;
}

export function logRequests(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const requestId = requestIdOf(c.req.header(REQUEST_ID_HEADER));
    // On a socket, answers may be written straight to Node's response (http/answer.ts): a
    // header set there joins whatever the answer's writeHead() brings.
    const outgoing = (c.env as NodeBindings | undefined)?.outgoing;
    if (outgoing && !outgoing.headersSent) outgoing.setHeader(REQUEST_ID_HEADER, requestId);
    await next();
    if (!outgoing) {
      try {
        c.res.headers.set(REQUEST_ID_HEADER, requestId);
      } catch {
        // An answer passed on as it came (its headers immutable): a copy carries the id.
        c.res = new Response(c.res.body, c.res);
        c.res.headers.set(REQUEST_ID_HEADER, requestId);
      }
    }
    logger.request?.({
      requestId,
      method: c.req.method,
      route: routePath(c),
      status: c.res.status,
      durationMs: performance.now() - started,
    });
  };
}

/**
 * The fast lane wrapped so that what it answers carries an id, is logged under `route`, and is
 * handed to `count` (the metrics' lane, in seconds) from the same two readings of the clock: one
 * wrapper a request, where a wrapper for each took four readings and two calls more.
 */
export function logFastLane(
  logger: Logger,
  route: string,
  serveNode: (incoming: IncomingMessage, outgoing: ServerResponse, requestId: string) => boolean,
  count: (status: number, seconds: number) => void = () => {},
): (incoming: IncomingMessage, outgoing: ServerResponse) => boolean {
  const log = logger.request ? logger.request.bind(logger) : () => {};
  const answered = (requestId: string, method: string, status: number, started: number) => {
    const durationMs = performance.now() - started;
    count(status, durationMs / 1000);
    log({ requestId, method, route, status, durationMs });
  };
  // A read that waits (the store, a held read) is logged when it finishes, by a listener that is
  // the same function each time and finds its start in a weak map: no closure per request.
  const starts = new WeakMap<ServerResponse, { started: number; requestId: string; method: string }>();
  function finished(this: ServerResponse) {
    const start = starts.get(this);
    if (start) answered(start.requestId, start.method, this.statusCode, start.started);
  }
  return (incoming, outgoing) => {
    const started = performance.now();
    const requestId = requestIdOf(incoming.headers["x-request-id"]);
    // Not taken: Hono takes it, and its middleware makes the id again.
    if (!serveNode(incoming, outgoing, requestId)) return false;
    const method = incoming.method ?? "GET";
    // A cached answer (a 304, say) is written before serveNode returns: logged now, with nothing kept.
    if (outgoing.headersSent) answered(requestId, method, outgoing.statusCode, started);
    else {
      starts.set(outgoing, { started, requestId, method });
      outgoing.once("finish", finished);
    }
    return true;
  };
}
