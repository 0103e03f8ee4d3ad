// Answers written straight to Node's ServerResponse, for the hot, tiny answers of the
// checkout's order read. Why: going through a fetch Response makes @hono/node-server copy
// headers into a Headers object and back (a null-body 304 takes its slowest path and gets
// content-type text/plain), and a held read answered later would keep a Request, its
// AbortController and a promise chain alive for up to 25 s. Here a held read keeps only the
// ServerResponse.
//
// One Answer, three ways out: nodeReply() for the service's own node:http listener
// (node-listener.ts), honoReply() inside a Hono route, which writes to the socket as well when
// @hono/node-server hands it one (c.env.outgoing) and otherwise (app.request() in tests)
// builds an ordinary Response. Every rule is therefore tested through both.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Context } from "hono";
import { RESPONSE_ALREADY_SENT } from "@hono/node-server/utils/response";
import { REQUEST_ID_HEADER } from "./request-id-header.ts";
import { markSecured, SECURITY_HEADERS } from "./security-headers.ts";

export interface Answer {
  status: number;
  /** Complete: the security headers included (the middleware skips these answers). */
  headers: Record<string, string>;
  body: string | null;
}

/** An answer that comes later (a held read). */
export interface Later<R> {
  /** What the handler returns now. */
  result: R;
  /** Sends the answer (once; a no-op when the client has gone). */
  send(answer: Answer): void;
  /** Calls `listener` if the client goes away before the answer is sent. */
  onGone(listener: () => void): void;
}

export interface Reply<R> {
  now(answer: Answer): R;
  later(): Later<R>;
}

interface NodeBindings {
  incoming?: IncomingMessage;
  outgoing?: ServerResponse;
}

markSecured(RESPONSE_ALREADY_SENT);

/**
 * An answer's headers as Node's list of names and values, X-Request-Id last with its value left
 * to fill: made once per headers object and filled in at each write. writeHead() reads the list
 * before it returns and keeps nothing of it, so one list serves every write, where a copy with
 * the header added was made at each.
 */
const withRequestId = new WeakMap<Readonly<Record<string, string>>, string[]>();
function headersWithRequestId(headers: Readonly<Record<string, string>>): string[] {
  let list = withRequestId.get(headers);
  if (!list) {
    list = [...Object.entries(headers).flat(), REQUEST_ID_HEADER, ""];
    withRequestId.set(headers, list);
  }
  return list;
}

/**
 * Writes `answer` on `outgoing` at once (the fast lane's cached read, which needs no Reply), with
 * the request's id when it is given (the fast lane's own; Hono's routes set theirs on the response).
 */
export function writeAnswer(outgoing: ServerResponse, answer: Answer, requestId?: string): void {
  // The client may have gone while the answer was being prepared.
  if (outgoing.destroyed || outgoing.headersSent) return;
  if (requestId === undefined) outgoing.writeHead(answer.status, answer.headers);
  else {
    // With one more header, as a list of names and values: a copy of the answer's headers with one
    // more property made Node's writeHead() several times slower than the answer's own object.
    // Set with setHeader() instead, it sends writeHead() down its slow path, which copies and
    // lower-cases every header of the answer.
    const list = headersWithRequestId(answer.headers);
    const last = list.length - 1;
    list[last] = requestId;
    outgoing.writeHead(answer.status, list);
    list[last] = "";
  }
  outgoing.end(answer.body ?? undefined);
}

const write = writeAnswer;

/** Answers on a node:http ServerResponse, with the request's id when given (see writeAnswer). */
export function nodeReply(outgoing: ServerResponse, requestId?: string): Reply<void> {
  return {
    now: (answer) => write(outgoing, answer, requestId),
    later() {
      let gone: (() => void) | null = null;
      const onClose = () => gone?.();
      return {
        result: undefined,
        send(answer) {
          gone = null;
          outgoing.off("close", onClose);
          write(outgoing, answer, requestId);
        },
        onGone(listener) {
          gone = listener;
          outgoing.once("close", onClose);
        },
      };
    },
  };
}

function toResponse(answer: Answer): Response {
  return markSecured(new Response(answer.body, { status: answer.status, headers: answer.headers }));
}

/** Answers from a Hono route: on the socket under @hono/node-server, else as a Response. */
export function honoReply(c: Context): Reply<Response | Promise<Response>> {
  const outgoing = (c.env as NodeBindings | undefined)?.outgoing;
  if (outgoing && typeof outgoing.writeHead === "function") {
    const node = nodeReply(outgoing);
    return {
      now(answer) {
        node.now(answer);
        return RESPONSE_ALREADY_SENT;
      },
      later: () => ({ ...node.later(), result: RESPONSE_ALREADY_SENT }),
    };
  }
  return {
    now: toResponse,
    later() {
      const signal = c.req.raw.signal;
      let resolve: (response: Response) => void = () => {};
      const result = new Promise<Response>((r) => (resolve = r));
      let onAbort: (() => void) | null = null;
      return {
        result,
        send(answer) {
          if (onAbort) signal.removeEventListener("abort", onAbort);
          resolve(toResponse(answer));
        },
        onGone(listener) {
          onAbort = () => {
            listener();
            // Nobody reads it: the status of nginx's "client closed request", so that the
            // route's promise settles and nothing of it stays behind.
            resolve(new Response(null, { status: 499 }));
          };
          if (signal.aborted) onAbort();
          else signal.addEventListener("abort", onAbort, { once: true });
        },
      };
    },
  };
}

/** A request header by its lower-case name, from Node's parsed headers when at hand (no Headers copy). */
export function requestHeader(c: Context, lowerCaseName: string): string | undefined {
  const incoming = (c.env as NodeBindings | undefined)?.incoming;
  if (incoming?.headers) return headerOf(incoming, lowerCaseName);
  return c.req.header(lowerCaseName);
}

export function headerOf(incoming: IncomingMessage, lowerCaseName: string): string | undefined {
  const value = incoming.headers[lowerCaseName];
  return Array.isArray(value) ? value.join(", ") : value;
}

/** What c.json() and the middleware give an API answer: JSON, the security headers, no caching. */
const API_JSON_HEADERS: Readonly<Record<string, string>> = {
  ...SECURITY_HEADERS,
  "Content-Type": "application/json",
  "Cache-Control": "no-store",
};

/**
 * An API answer in JSON with every header it needs, built at once: headers set after the route
 * (the security headers, no-store) make @hono/node-server copy them into a Headers object and
 * back, a cost an order's creation paid on every answer. Each answer gets its own header object:
 * the adapter adds Content-Length to it.
 */
export function apiJson(body: unknown, status: number): Response {
  return markSecured(new Response(JSON.stringify(body), { status, headers: { ...API_JSON_HEADERS } }));
}
