// Creation's baseline: what POST /api/v1/order/payment could cost at best on this machine and
// disk. A plain node:http server over better-sqlite3, on the project's own schema and indexes
// (the file is made by the project's migrations, then opened directly), WAL with
// synchronous=FULL as `npm start`: for each request it reads the body, checks the key, parses
// the JSON, and in one BEGIN IMMEDIATE transaction reads the integration and inserts the order,
// then answers 201 after COMMIT. Prepared statements, no validation, no framework.
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
import { demoSeed } from "../server/domain/seed.ts";
import { openRepository } from "../server/store/index.ts";
import { copyOrder } from "./seed-orders.ts";

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
const integration = db.prepare("SELECT data FROM integrations WHERE id = ?").pluck();
const insert = db.prepare(
  "INSERT INTO orders (id, integration_id, type, status, external_id, data) VALUES (?, ?, 'payment', 'waiting', NULL, ?)",
);

const seeded = Number(process.env.BENCH_SEED_ORDERS ?? 0);
if (seeded > 0) {
  insert.run(
    "ord_seed_0",
    INTEGRATION_ID,
    JSON.stringify({ id: "ord_seed_0", integrationId: INTEGRATION_ID, amount: "25.00", assetId: "USDT_TRC20" }),
  );
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
    const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { integrationId: string; amount: string; assetId: string };
    const id = `ord_${randomBytes(16).toString("base64url")}`;
    const address = `T${randomBytes(20).toString("hex").slice(0, 33)}`;
    const order = {
      id,
      integrationId: body.integrationId,
      amount: body.amount,
      assetId: body.assetId,
      paymentAddress: address,
      status: "waiting",
      createdAt: new Date().toISOString(),
    };
    begin.run();
    try {
      if (integration.get(body.integrationId) === undefined) throw new Error("no such integration");
      insert.run(id, body.integrationId, JSON.stringify(order));
      commit.run();
    } catch (error) {
      rollback.run();
      res.writeHead(400).end(String(error));
      return;
    }
    const answer = JSON.stringify({
      orderId: id,
      paymentAddress: address,
      paymentLink: `http://127.0.0.1/pay?integrationId=${body.integrationId}&orderId=${id}`,
    });
    res
      .writeHead(201, { "Content-Type": "application/json; charset=UTF-8", "Content-Length": String(Buffer.byteLength(answer)) })
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
