// The hosted page's order read: public, read-only, payer-safe (src/shared CheckoutOrder).
// The page cannot hold an API key, so the credential is the unguessable orderId in its link.
// Every miss gets one uniform 404 (order-view.ts).
//
// It is the service's hottest route (every open page asks again after each answer), so:
// - its answers are plain header objects written straight to the socket (http/answer.ts);
// - a held read (`Prefer: wait`) is a small record in held-reads.ts until its order changes;
// - under node:http it is served before Hono's routing (`serveNode`, used by
//   http/node-listener.ts): a 304 then costs about what a bare node:http server spends on
//   it. The Hono route stays for app.request() and for what the fast lane hands over (planned
//   faults). Both run the same `respond`.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Context, Hono } from "hono";
import type { HttpBindings } from "@hono/node-server";
import { checkoutOrderPath } from "../../src/shared/index.ts";
import { apiError } from "../http/failure.ts";
import { busyAnswer } from "../http/busy-answer.ts";
import { honoReply, nodeReply, requestHeader, writeAnswer, type Answer, type Reply } from "../http/answer.ts";
import { errorResponse } from "../http/errors.ts";
import { SECURITY_HEADERS } from "../http/security-headers.ts";
import type { FaultKind } from "../sandbox/faults.ts";
import type { Services } from "../services.ts";
import { etagMatches, preferredWait } from "../http/conditional.ts";
import type { HoldEnd } from "./held-reads.ts";
import type { OrderView, OrderViews } from "./order-view.ts";
import { readTargets } from "./read-targets.ts";

const ROUTE = checkoutOrderPath(":integrationId", ":orderId").replace(/%3A/g, ":");
const DEFAULT_HANG_MS = 30_000;
/** Past the held-read capacity, a page is told to come back after this many seconds, or up to twice as many. */
export const DEFAULT_BUSY_RETRY_AFTER_SECONDS = 5;

const NOT_FOUND_BODY = JSON.stringify([
  apiError("wrongData", "orderId", "No such order for this integration: check that the payment link was copied whole."),
]);
const NOT_FOUND: Answer = {
  status: 404,
  headers: {
    ...SECURITY_HEADERS,
    "Content-Type": "application/json",
    "Cache-Control": "no-store",
    "Content-Length": String(Buffer.byteLength(NOT_FOUND_BODY)),
  },
  body: NOT_FOUND_BODY,
};

const SERVER_ERROR_BODY = JSON.stringify([
  apiError("unknownError", "", "The order could not be read just now; ask again (the page does so by itself)."),
]);
const SERVER_ERROR: Answer = {
  status: 500,
  headers: {
    ...SECURITY_HEADERS,
    "Content-Type": "application/json",
    "Cache-Control": "no-store",
    "Content-Length": String(Buffer.byteLength(SERVER_ERROR_BODY)),
  },
  body: SERVER_ERROR_BODY,
};

function notFound(c: Context): Response | Promise<Response> {
  return honoReply(c).now(NOT_FOUND);
}

interface ViewAnswers {
  ok: Answer;
  notModified: Answer;
}

/**
 * The answers to a read of one order version, built once (a view is cached per version): a
 * cached read then allocates no answer of its own.
 */
const viewAnswers = new WeakMap<OrderView, ViewAnswers>();

function answersOf(view: OrderView): ViewAnswers {
  let answers = viewAnswers.get(view);
  if (!answers) {
    const notModified = { ...SECURITY_HEADERS, ETag: view.etag, "Cache-Control": "no-cache" };
    answers = {
      notModified: { status: 304, headers: notModified, body: null },
      ok: {
        status: 200,
        // An explicit length: the body is known, and the direct write is then not chunked.
        headers: {
          ...notModified,
          "Content-Type": "application/json; charset=UTF-8",
          "Content-Length": String(Buffer.byteLength(view.json)),
        },
        body: view.json,
      },
    };
    viewAnswers.set(view, answers);
  }
  return answers;
}

/** 304 when the client has this version, else the order; `applied` echoes a honoured Prefer: wait. */
function readAnswer(view: OrderView, ifNoneMatch: string | undefined, applied?: string): Answer {
  const answer = etagMatches(ifNoneMatch, view.etag) ? answersOf(view).notModified : answersOf(view).ok;
  return applied ? { ...answer, headers: { ...answer.headers, "Preference-Applied": applied } } : answer;
}

export interface OrderRead {
  /** Registers the Hono routes. */
  routes(app: Hono): void;
  /**
   * Serves a node:http request if it is an order read without a planned fault (true), its answer
   * carrying `requestId`, else leaves it untouched for Hono (false).
   */
  serveNode(incoming: IncomingMessage, outgoing: ServerResponse, requestId: string): boolean;
}

/**
 * `admit(incoming)`: the per-client rate limit of the read for the fast lane; a
 * request it refuses goes on to Hono, whose limiter middleware answers the 429.
 */
export function createOrderRead(s: Services, view: OrderViews, admit: (incoming: IncomingMessage) => boolean = () => true): OrderRead {
  const targets = readTargets();
  const fault = async (c: Context, kind: FaultKind): Promise<Response> => {
    switch (kind) {
      case "error500":
        return errorResponse(c, 500, [apiError("unknownError", "", "Injected failure (POST /_sandbox/faults): error500")]);
      case "error429":
        return errorResponse(
          c,
          429,
          [apiError("unknownError", "", "Injected failure (POST /_sandbox/faults): error429, retry after 1 s")],
          {
            "Retry-After": "1",
          },
        );
      case "garbage":
        return c.body("<html>not the JSON you were looking for", 200, {
          "Content-Type": "application/json; charset=UTF-8",
          "Cache-Control": "no-store",
        });
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
        return errorResponse(c, 504, [
          apiError("unknownError", "", "Injected failure (POST /_sandbox/faults): hang, then gateway timeout"),
        ]);
      }
      case "reset":
        // Under @hono/node-server the socket is at hand: drop the connection without an answer.
        (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket?.destroy();
        return errorResponse(c, 502, [apiError("unknownError", "", "Injected failure (POST /_sandbox/faults): connection reset")]);
    }
  };

  /**
   * RFC 7240 wait: the client already has this version; hold until it changes or time is up.
   * A wake-up that finds the same version (another order's reset, say) holds on for the time
   * left. Shutdown (events.close()) answers at once with what there is.
   */
  const holdRead = <R>(reply: Reply<R>, integrationId: string, orderId: string, ifNoneMatch: string, wait: number, first: OrderView): R => {
    if (s.events.closed) return reply.now(readAnswer(first, ifNoneMatch));
    const later = reply.later();
    const applied = `wait=${wait}`;
    const deadline = performance.now() + wait * 1000;
    const answer = (end: HoldEnd, current: OrderView | null) => {
      if (!current) return later.send(NOT_FOUND);
      const left = deadline - performance.now();
      if (end === "changed" && !s.events.closed && left > 0 && etagMatches(ifNoneMatch, current.etag)) {
        const again = s.heldReads.hold({ orderId, integrationId }, left, settle);
        if (again) {
          hold = again;
          return;
        }
      }
      later.send(readAnswer(current, ifNoneMatch, applied));
    };
    // Woken reads of one order share one load of its new version (order-view.ts).
    const settle = (end: HoldEnd) =>
      void view(integrationId, orderId).then(
        (current) => answer(end, current),
        (error: unknown) => {
          s.logger.error(`reading order ${orderId} for a held read failed`, error);
          later.send(SERVER_ERROR);
        },
      );
    let hold = s.heldReads.hold({ orderId, integrationId }, wait * 1000, settle);
    if (!hold) return reply.now(busyAnswer(s.heldReads.capacity, s.config.busyRetryAfterSeconds ?? DEFAULT_BUSY_RETRY_AFTER_SECONDS));
    later.onGone(() => {
      if (hold) s.heldReads.release(hold);
    });
    return later.result;
  };

  /** The read itself, once the order is looked up: 200, 304, or held. */
  const respond = <R>(
    reply: Reply<R>,
    integrationId: string,
    orderId: string,
    current: OrderView,
    ifNoneMatch: string | undefined,
    prefer: string | undefined,
  ): R => {
    const wait = preferredWait(prefer);
    if (wait === null || wait === 0 || ifNoneMatch === undefined || !etagMatches(ifNoneMatch, current.etag)) {
      return reply.now(readAnswer(current, ifNoneMatch));
    }
    return holdRead(reply, integrationId, orderId, ifNoneMatch, wait, current);
  };

  return {
    routes(app) {
      app.get(ROUTE, async (c) => {
        const integrationId = c.req.param("integrationId") ?? "";
        const orderId = c.req.param("orderId") ?? "";
        const first = view.peek(integrationId, orderId) ?? (await view(integrationId, orderId));
        if (!first) return notFound(c);
        // After the lookup: a planned fault belongs to this order's page, not to a prober who
        // guesses its id under another integration (that one gets the uniform 404).
        const planned = s.faults.take(orderId);
        if (planned) return fault(c, planned);
        return respond(honoReply(c), integrationId, orderId, first, requestHeader(c, "if-none-match"), requestHeader(c, "prefer"));
      });

      // Anything else under the read's prefix (an empty orderId, a path cut short) is the same
      // miss as an unknown order, not the service's generic 404.
      app.get(`${ROUTE.slice(0, ROUTE.indexOf("/integrations/"))}/*`, (c) => notFound(c));
    },

    serveNode(incoming, outgoing, requestId) {
      if (incoming.method !== "GET" && incoming.method !== "HEAD") return false;
      const target = incoming.url ?? "";
      const ids = targets.idsOf(target, incoming.socket);
      if (ids === null) return false;
      const { integrationId, orderId } = ids;
      // A planned fault is played by the Hono route, which has the Request it needs.
      if (s.faults.has(orderId)) return false;
      if (!admit(incoming)) return false;
      const known = view.peek(integrationId, orderId);
      if (known && !ids.remembered) targets.remember(target, ids);
      // Read by their names, not through headerOf(): a load by a name the code spells out is
      // one step once compiled, one by a name passed in searches the headers each time.
      const headers = incoming.headers;
      const ifNoneMatch = headers["if-none-match"];
      const sentPrefer = headers.prefer;
      const prefer = Array.isArray(sentPrefer) ? sentPrefer.join(", ") : sentPrefer;
      // The page's poll, answered from memory without a wait (a 304 mostly): written at once,
      // with no Reply and no closure made for it.
      if (known === null) writeAnswer(outgoing, NOT_FOUND, requestId);
      else if (known !== undefined && prefer === undefined) writeAnswer(outgoing, readAnswer(known, ifNoneMatch), requestId);
      else {
        const reply = nodeReply(outgoing, requestId);
        const answer = (current: OrderView | null) => {
          if (!current) return reply.now(NOT_FOUND);
          respond(reply, integrationId, orderId, current, ifNoneMatch, prefer);
        };
        if (known !== undefined) answer(known);
        else {
          view(integrationId, orderId).then(answer, (error: unknown) => {
            s.logger.error(`reading order ${orderId} failed`, error);
            reply.now(SERVER_ERROR);
          });
        }
      }
      return true;
    },
  };
}
