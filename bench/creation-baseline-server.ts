// Creation's baseline: what POST /api/v1/order/payment could cost at best on this machine and
// disk. A plain node:http server over better-sqlite3, on the project's own schema and indexes
// (the file is made by the project's migrations, then opened directly), WAL with
// synchronous=FULL as `npm start`: for each request it reads the body, checks the key, parses
// the JSON, and in one BEGIN IMMEDIATE transaction reads the key's client's integration (and
// parses it) and inserts the order, then answers 201 after COMMIT. It does the service's I/O:
// its row fills every column the service's does, with a record of the same fields
// (creation-baseline-record.ts), and its answer has the service's fields, widgetCode included,
// and headers (creation-baseline.test.ts holds it to them). Until 2026-11-27 it stored a record
// of a third of the size and answered three fields under one header: doing the service's I/O
// takes 1.19 to 1.48 times its CPU a creation (3 pairs in turns). Prepared statements, no
// validation, no framework.
// BENCH_SEED_ORDERS=N stores N orders first (copied in one statement, as bench/started-service.ts does).
//
//   node --import tsx bench/creation-baseline-server.ts   (spawned by bench/creation.ts)
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { paymentLink, widgetCode } from "../src/shared/index.ts";
import { DEMO_CLIENT_ID } from "../server/domain/clients.ts";
import { demoSeed } from "../server/domain/seed.ts";
import { SECURITY_HEADERS } from "../server/http/security-headers.ts";
import { openRepository } from "../server/store/index.ts";
import { orderRecord } from "./creation-baseline-record.ts";
import { copyOrder } from "./seed-orders.ts";
import { REQUEST_ID_HEADER, requestIdOf } from "../server/logs/request-id.ts";

const API_KEY = "sk_test_bench_0123456789abcdef";
const INTEGRATION_ID = "int_bench";

const dir = mkdtempSync(join(tmpdir(), "bench-baseline-"));
process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
const file = join(dir, "baseline.sqlite");

// The project's migrations make the file: the same tables and indexes as the service's.
const { repository } = await openRepository({
  target: { kind: "sqlite", file },
  initial: () =>
    demoSeed({
      apiKey: API_KEY,
      webhookSecret: "whsec_bench",
      integration: { integrationId: INTEGRATION_ID, name: "Bench Store", url: "http://127.0.0.1/", createdAt: new Date().toISOString() },
    }),
});
await repository.close();

const db = new SQLite(file);
db.pragma("journal_mode = WAL");
db.pragma("synchronous = FULL");
db.pragma("busy_timeout = 5000");

const begin = db.prepare("BEGIN IMMEDIATE");
const commit = db.prepare("COMMIT");
const rollback = db.prepare("ROLLBACK");
const integration = db.prepare("SELECT data FROM integrations WHERE id = ? AND client_id = ?").pluck();
const insert = db.prepare(
  "INSERT INTO orders (id, integration_id, client_id, type, status, external_id, data) VALUES (?, ?, ?, 'payment', 'inProgress', NULL, ?)",
);

const ORIGIN = "http://127.0.0.1";
const ANSWER_HEADERS = { ...SECURITY_HEADERS, "Content-Type": "application/json", "Cache-Control": "no-store" };
const seeded = Number(process.env.BENCH_SEED_ORDERS ?? 0);
if (seeded > 0) {
  const first = orderRecord("ord_seed_0", { integrationId: INTEGRATION_ID, assetId: "USDT_TRC20" });
  insert.run(first.id, INTEGRATION_ID, DEMO_CLIENT_ID, JSON.stringify(first));
  copyOrder(db, "ord_seed_0", seeded - 1);
}

const server = createServer((req, res) => {
  if (req.method !== "POST" || req.url !== "/api/v1/order/payment") {
    res.writeHead(404).end();
    return;
  }
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.on("end", () => {
    if (req.headers["x-api-key"] !== API_KEY) {
      res.writeHead(401).end();
      return;
    }
    const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { integrationId: string; assetId: string; customer?: unknown };
    const order = orderRecord(`ord_${randomBytes(16).toString("base64url")}`, body);
    begin.run();
    try {
      const data = integration.get(body.integrationId, DEMO_CLIENT_ID) as string | undefined;
      if (data === undefined || typeof JSON.parse(data) !== "object") throw new Error("no such integration");
      insert.run(order.id, body.integrationId, DEMO_CLIENT_ID, JSON.stringify(order));
      commit.run();
    } catch (error) {
      rollback.run();
      res.writeHead(400).end(String(error));
      return;
    }
    const link = paymentLink(ORIGIN, body.integrationId, order.id);
    const answer = JSON.stringify({
      orderId: order.id,
      paymentLink: link,
      widgetCode: widgetCode(link),
      paymentAddress: order.paymentAddress,
      operationId: order.operationId,
    });
    res
      .writeHead(201, {
        ...ANSWER_HEADERS,
        "Content-Length": String(Buffer.byteLength(answer)),
        [REQUEST_ID_HEADER]: requestIdOf(req.headers["x-request-id"]),
      })
      .end(answer);
  });
});
server.listen(0, "127.0.0.1", () => {
  process.stdout.write(
    `${JSON.stringify({ port: (server.address() as AddressInfo).port, apiKey: API_KEY, integrationId: INTEGRATION_ID })}\n`,
  );
});
process.on("message", (message: { id: number; ask: string }) => {
  let value: unknown = 0;
  if (message.ask === "cpu") {
    const { user, system } = process.cpuUsage();
    value = user + system;
  }
  process.send?.({ id: message.id, value });
});
process.on("disconnect", () => process.exit(0));
process.on("SIGTERM", () => process.exit(0));
