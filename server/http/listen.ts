// The service on a real socket: the app's fetch behind Node's HTTP server, and the answers Node
// would otherwise give by itself, without our headers or error array. Node answers a request it
// cannot parse (431 for oversized headers, 400 for a malformed request line or header, 408 for
// a request that never completes), an unknown Expect (417) and an HTTP/1.1 request without a
// Host (400) without calling the app, so with none of our security headers and no error array;
// the adapter answers a request it cannot build (a Host the URL parser refuses) with a bare
// 400. Each gets the app's headers and the spec's error body here.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { getRequestListener } from "@hono/node-server";
import type { Hono } from "hono";
import type { ApiError } from "../../src/shared/index.ts";
import { apiError } from "./failure.ts";
import { headAsGet } from "./head-as-get.ts";
import { SECURITY_HEADERS } from "./security-headers.ts";
import { holdTickObjectMaps } from "./tick-objects.ts";

/** The headers of an answer made outside the app: the app's security headers, JSON, no caching. */
function answerHeaders(body: string): Record<string, string> {
  return {
    ...SECURITY_HEADERS,
    "Content-Type": "application/json; charset=UTF-8",
    "Content-Length": String(Buffer.byteLength(body)),
    "Cache-Control": "no-store",
    Connection: "close",
  };
}

const REASONS: Record<number, string> = {
  400: "Bad Request",
  408: "Request Timeout",
  417: "Expectation Failed",
  431: "Request Header Fields Too Large",
  500: "Internal Server Error",
};

/** What a parse error of Node's HTTP parser means for the client, as status and error object. */
export function clientErrorAnswer(code: string | undefined): { status: number; error: ApiError } {
  switch (code) {
    case "HPE_HEADER_OVERFLOW":
      return {
        status: 431,
        error: apiError("wrongData", "headers", "The request headers are too large (over 16 KiB in all): send fewer or shorter headers"),
      };
    case "ERR_HTTP_REQUEST_TIMEOUT":
      return { status: 408, error: apiError("wrongData", "request", "The request did not arrive in time: send the whole request at once") };
    default:
      return {
        status: 400,
        error: apiError(
          "wrongData",
          "request",
          `The request is not valid HTTP/1.1 (${code ?? "parse error"}): check the request line and that header names and values hold no control characters`,
        ),
      };
  }
}

function rawAnswer(status: number, errors: ApiError[]): string {
  const body = JSON.stringify(errors);
  const head = Object.entries(answerHeaders(body)).map(([name, value]) => `${name}: ${value}\r\n`);
  return `HTTP/1.1 ${status} ${REASONS[status] ?? ""}\r\n${head.join("")}\r\n${body}`;
}

export function onClientError(error: Error & { code?: string }, socket: Duplex): void {
  // Nothing to answer on a connection the client dropped, or once an answer has begun.
  const answered = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent === true;
  if (error.code === "ECONNRESET" || !socket.writable || answered) {
    socket.destroy();
    return;
  }
  const { status, error: apiErr } = clientErrorAnswer(error.code);
  socket.end(rawAnswer(status, [apiErr]));
}

/**
 * HTTP/1.1 requires a Host, and Node refuses a request without one itself, with an empty 400
 * (its requireHostHeader); this refusal is the same, with the error array, before the fast lane
 * or the app sees the request. (HTTP/1.0 needs no Host: the adapter refuses it for want of a URL.)
 */
function refusedForNoHost(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.headers.host !== undefined || req.httpVersionMajor !== 1 || req.httpVersionMinor !== 1) return false;
  const body = JSON.stringify([
    apiError("wrongData", "Host", "The request has no Host header, which HTTP/1.1 requires: send Host with the service's host name"),
  ]);
  res.writeHead(400, answerHeaders(body)).end(body);
  return true;
}

function onCheckExpectation(req: IncomingMessage, res: ServerResponse): void {
  const body = JSON.stringify([
    apiError(
      "wrongData",
      "Expect",
      `Expect: ${String(req.headers.expect).slice(0, 80)} is not supported: send Expect: 100-continue, or no Expect header`,
    ),
  ]);
  res.writeHead(417, answerHeaders(body)).end(body);
}

/** The adapter's answer when it cannot even build the Request (400), or when the app threw past its own handler (500). */
async function requestError(error: unknown): Promise<Response> {
  const isRequestError = error instanceof Error && error.name === "RequestError";
  const status = isRequestError ? 400 : 500;
  const errors = isRequestError
    ? [apiError("wrongData", "request", "The request's Host or target is not a valid URL: send an absolute path and a valid Host header")]
    : [apiError("unknownError", "", "The sandbox failed unexpectedly; the request was not applied. Retry, and report it if it persists.")];
  const body = JSON.stringify(errors);
  return new Response(body, { status, headers: answerHeaders(body) });
}

/** An app with a fast lane served on node:http before Hono (see node-listener.ts). */
export interface NodeServable {
  fetch: Hono["fetch"];
  /** Answers the request and returns true, or returns false to hand it to Hono. */
  serveNode(incoming: IncomingMessage, outgoing: ServerResponse): boolean;
}

/**
 * A fetch handler, or an app with a fast lane that answers some requests on node:http before
 * Hono sees them (the checkout's order read: http/node-listener.ts).
 */
export type Servable = Hono["fetch"] | NodeServable;

/**
 * How long a client may take to send its headers, and its whole request. Node's defaults (60 s
 * and 300 s) let one client hold a connection and its buffers for minutes by trickling bytes;
 * a request of this service is a few KB, sent at once. A held read is not affected: its request
 * has arrived whole before it is held.
 */
export interface RequestTimeouts {
  headersTimeoutMs?: number;
  requestTimeoutMs?: number;
}

export const DEFAULT_HEADERS_TIMEOUT_MS = 10_000;
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

export function createNodeServer(servable: Servable, timeouts: RequestTimeouts = {}): Server {
  holdTickObjectMaps();
  const fetch = typeof servable === "function" ? servable : servable.fetch;
  const hono = getRequestListener(headAsGet(fetch), { errorHandler: requestError });
  const fast = typeof servable === "function" ? null : servable;
  const headersTimeout = timeouts.headersTimeoutMs ?? DEFAULT_HEADERS_TIMEOUT_MS;
  const requestTimeout = Math.max(timeouts.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS, headersTimeout);
  // Node checks the timeouts every connectionsCheckingInterval (default 30 s): often enough
  // here that a timeout means what it says.
  const connectionsCheckingInterval = Math.max(50, Math.min(1_000, Math.floor(headersTimeout / 2)));
  const serve = fast
    ? (incoming: IncomingMessage, outgoing: ServerResponse) => void (fast.serveNode(incoming, outgoing) || hono(incoming, outgoing))
    : hono;
  const server = createServer(
    { headersTimeout, requestTimeout, connectionsCheckingInterval, requireHostHeader: false },
    (incoming, outgoing) => void (refusedForNoHost(incoming, outgoing) || serve(incoming, outgoing)),
  );
  server.on("clientError", onClientError);
  server.on("checkExpectation", onCheckExpectation);
  return server;
}

export function listen(servable: Servable, portNumber: number, hostname: string, timeouts: RequestTimeouts = {}): Promise<Server> {
  return new Promise((resolveListen, reject) => {
    const server = createNodeServer(servable, timeouts);
    server.once("error", reject);
    server.listen(portNumber, hostname, () => resolveListen(server));
  });
}
