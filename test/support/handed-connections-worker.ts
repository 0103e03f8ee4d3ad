// A worker of the connection handoff on its own (server/http/connection-handoff.ts): a child
// process serving, on a server that never listens, the connections its parent hands it, as a
// worker of PAYER_WORKERS does. Each answer names the request and the body it got, so the
// test sees that no byte was lost or reordered on the way. HEADERS_TIMEOUT_MS sets the
// server's headersTimeout.
//
//   fork("test/support/handed-connections-worker.ts", { execArgv: ["--import", "tsx"] })
import { Hono } from "hono";
import { createNodeServer } from "../../server/http/listen.ts";
import { serveHandedConnections } from "../../server/workers.ts";

const app = new Hono();
app.all("*", async (c) => c.text(`${c.req.method} ${c.req.path} body=${await c.req.text()}`));
const headersTimeoutMs = Number(process.env.HEADERS_TIMEOUT_MS ?? 10_000);
serveHandedConnections(createNodeServer(app.fetch, { headersTimeoutMs, requestTimeoutMs: headersTimeoutMs * 2 }));
