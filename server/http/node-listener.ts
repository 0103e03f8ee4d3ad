// The service on node:http: the checkout's order read first (its fast lane, checkout/
// order-read.ts), everything else through Hono (@hono/node-server). Hono's per-request work
// (a URL parse, a Request facade, routing, a middleware chain) costs more than the whole
// 304 the pages ask for several times a minute; the fast lane answers those directly with
// the same answers, security headers included. The server itself, with the handlers for what
// Node answers by itself, is http/listen.ts.
import type { Server } from "node:http";
import { listen, type NodeServable } from "./listen.ts";

export type { NodeServable } from "./listen.ts";

/** Listens on `port` (0: the kernel picks) and resolves once listening. */
export function listenNode(app: NodeServable, port: number, hostname: string): Promise<Server> {
  return listen(app, port, hostname);
}
