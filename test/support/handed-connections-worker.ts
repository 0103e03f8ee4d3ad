// A worker of the connection handoff on its own (server/http/connection-handoff.ts): a child
// process serving, on a server that never listens, the connections its parent hands it, as a
// worker of PAYER_WORKERS does. Each answer names the request and the body it got, so the
// test sees that no byte was lost or reordered on the way. HEADERS_TIMEOUT_MS sets the
// server's headersTimeout. GET /no-delay says whether the connection has Nagle's algorithm off.
//
//   fork("test/support/handed-connections-worker.ts", { execArgv: ["--import", "tsx"] })
import type { HttpBindings } from "@hono/node-server";
import { Hono } from "hono";
import { createNodeServer } from "../../server/http/listen.ts";
import { serveHandedConnections } from "../../server/workers.ts";

const app = new Hono();
/** Whether the socket has Nagle's algorithm off, as Node's own HTTP server sets it (net.Socket keeps that under this symbol). */
const noDelay = (socket: object) =>
  Object.getOwnPropertySymbols(socket).some(
    (key) => key.description === "kSetNoDelay" && (socket as Record<symbol, unknown>)[key] === true,
  );
app.get("/no-delay", (c) => c.text(`noDelay=${noDelay((c.env as HttpBindings).incoming.socket)}`));
app.all("*", async (c) => c.text(`${c.req.method} ${c.req.path} body=${await c.req.text()}`));
const headersTimeoutMs = Number(process.env.HEADERS_TIMEOUT_MS ?? 10_000);
serveHandedConnections(createNodeServer(app.fetch, { headersTimeoutMs, requestTimeoutMs: headersTimeoutMs * 2 }));
