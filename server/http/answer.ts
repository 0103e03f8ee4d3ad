// Answers written straight to Node's ServerResponse when the service runs under
// @hono/node-server (c.env.outgoing), for the hot, tiny answers of the checkout's order read.
// Why: going through a fetch Response makes @hono/node-server copy headers into a Headers
// object and back (a null-body 304 takes its slowest path and gets content-type text/plain),
// and a held read answered later would have to keep a Request, its AbortController and a
// promise chain alive for up to 25 s. Here a held read keeps only the ServerResponse.
// Without Node bindings (app.request() in tests, other runtimes) the same Answer becomes an
// ordinary Response, so every rule is tested through both paths.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Context } from "hono";
import { RESPONSE_ALREADY_SENT } from "@hono/node-server/utils/response";
import { markSecured } from "./security-headers.ts";

export interface Answer {
  status: number;
  /** Complete: the security headers included (the middleware skips these answers). */
  headers: Record<string, string>;
  body: string | null;
}

interface NodeBindings {
  incoming?: IncomingMessage;
  outgoing?: ServerResponse;
}

markSecured(RESPONSE_ALREADY_SENT);

function outgoingOf(c: Context): ServerResponse | null {
  const outgoing = (c.env as NodeBindings | undefined)?.outgoing;
  return outgoing && typeof outgoing.writeHead === "function" ? outgoing : null;
}

/** A request header by its lower-case name, from Node's parsed headers when at hand (no Headers copy). */
export function requestHeader(c: Context, lowerCaseName: string): string | undefined {
  const incoming = (c.env as NodeBindings | undefined)?.incoming;
  if (incoming?.headers) {
    const value = incoming.headers[lowerCaseName];
    return Array.isArray(value) ? value.join(", ") : value;
  }
  return c.req.header(lowerCaseName);
}

function write(outgoing: ServerResponse, answer: Answer): void {
  // The client may have gone while the answer was being prepared.
  if (outgoing.destroyed || outgoing.headersSent) return;
  outgoing.writeHead(answer.status, answer.headers);
  outgoing.end(answer.body ?? undefined);
}

function toResponse(answer: Answer): Response {
  return markSecured(new Response(answer.body, { status: answer.status, headers: answer.headers }));
}

/** Sends `answer` now. */
export function answerNow(c: Context, answer: Answer): Response {
  const outgoing = outgoingOf(c);
  if (!outgoing) return toResponse(answer);
  write(outgoing, answer);
  return RESPONSE_ALREADY_SENT;
}

export interface LaterAnswer {
  /** What the route returns now. */
  response: Response | Promise<Response>;
  /** Sends the answer (once). */
  send(answer: Answer): void;
  /** Calls `listener` if the client goes away before the answer is sent. */
  onGone(listener: () => void): void;
}

/** An answer that will be sent later (a held read); keeps nothing of Hono's request alive. */
export function answerLater(c: Context): LaterAnswer {
  const outgoing = outgoingOf(c);
  if (outgoing) {
    let gone: (() => void) | null = null;
    const onClose = () => gone?.();
    return {
      response: RESPONSE_ALREADY_SENT,
      send(answer) {
        gone = null;
        outgoing.off("close", onClose);
        write(outgoing, answer);
      },
      onGone(listener) {
        gone = listener;
        outgoing.once("close", onClose);
      },
    };
  }
  const signal = c.req.raw.signal;
  let resolve: (response: Response) => void = () => {};
  const response = new Promise<Response>((r) => (resolve = r));
  let onAbort: (() => void) | null = null;
  return {
    response,
    send(answer) {
      if (onAbort) signal.removeEventListener("abort", onAbort);
      resolve(toResponse(answer));
    },
    onGone(listener) {
      onAbort = () => {
        listener();
        // Nobody reads it: the status of nginx's "client closed request", so that the route's
        // promise settles and nothing of it stays behind.
        resolve(new Response(null, { status: 499 }));
      };
      if (signal.aborted) onAbort();
      else signal.addEventListener("abort", onAbort, { once: true });
    },
  };
}
