// The service on node:http: the checkout's order read first (its fast lane, checkout/
// order-read.ts), everything else through Hono (@hono/node-server). Hono's per-request work
// (a URL parse, a Request facade, routing, a middleware chain) costs more than the whole
// 304 the pages ask for several times a minute; the fast lane answers those directly with
// the same answers, security headers included.
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { Hono } from "hono";

export interface NodeServable {
  fetch: Hono["fetch"];
  serveNode(incoming: IncomingMessage, outgoing: ServerResponse): boolean;
}

export function nodeListener(app: NodeServable): RequestListener {
  const hono = getRequestListener(app.fetch);
  return (incoming, outgoing) => {
    if (!app.serveNode(incoming, outgoing)) void hono(incoming, outgoing);
  };
}

/** Listens on `port` (0: the kernel picks) and resolves once listening. */
export function listenNode(app: NodeServable, port: number, hostname: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer(nodeListener(app));
    server.once("error", reject);
    server.listen(port, hostname, () => {
      server.off("error", reject);
      resolve(server);
    });
  });
}
