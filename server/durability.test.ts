// The real service, killed and restarted: every order it acknowledged (201) is there after a
// SIGKILL; a corrupt or foreign file stops the start, named, and is left byte for byte; a
// SIGTERM answers held reads and exits 0; and so does `npm start` for its process group.
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CUSTOMER } from "./testing.ts";
import { startReceiver, type Receiver } from "../test/support/webhook-receiver.ts";
import { freePortPair, killServices, ready, spawnService, type ServiceProcess } from "../test/support/service-process.ts";
import { until } from "../test/support/until.ts";

let dir: string;
let started: ServiceProcess[] = [];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "durability-"));
});
afterEach(async () => {
  await killServices(started);
  started = [];
  rmSync(dir, { recursive: true, force: true });
});

const track = (service: ServiceProcess) => {
  started.push(service);
  return service;
};

async function start(env: Record<string, string>): Promise<ServiceProcess> {
  const service = spawnService(env, await freePortPair());
  track(service);
  return ready(service);
}

async function integrationIdOf(service: ServiceProcess): Promise<string> {
  const list = (await (await service.call("GET", "/api/v1/integrations")).json()) as { data: { id: string }[] };
  return list.data[0]!.id;
}

async function createOrder(service: ServiceProcess, integrationId: string, externalId: string): Promise<Response> {
  return service.call("POST", "/api/v1/order/payment", {
    integrationId,
    amount: "25.00",
    assetId: "USDT_TRC20",
    customer: CUSTOMER,
    externalId,
  });
}

async function kill(service: ServiceProcess): Promise<void> {
  service.child.kill("SIGKILL");
  expect((await service.exited).signal).toBe("SIGKILL");
}

interface Listed {
  data: { id: string; state: string; attempts: { status: number | null }[]; nextAttemptAt: string | null }[];
}

/** Polls the deliveries of an order until `done` holds (the service's own record, in its database). */
async function deliveryWhen(
  service: ServiceProcess,
  orderId: string,
  done: (d: Listed["data"][number]) => boolean,
): Promise<Listed["data"][number]> {
  for (;;) {
    const listed = (await (await service.call("GET", `/_sandbox/webhooks/deliveries?orderId=${orderId}`)).json()) as Listed;
    const delivery = listed.data[0];
    if (delivery && done(delivery)) return delivery;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function paidWithCallback(service: ServiceProcess, receiver: Receiver): Promise<string> {
  const integrationId = await integrationIdOf(service);
  expect(
    (await service.call("PUT", `/_sandbox/integrations/${integrationId}/webhook`, { callbackUrl: receiver.url, orderTypes: ["Payment"] }))
      .status,
  ).toBe(200);
  const { orderId } = (await (await createOrder(service, integrationId, "callback")).json()) as { orderId: string };
  expect((await service.call("POST", `/_sandbox/orders/${orderId}/payments`)).status).toBe(201);
  return orderId;
}

const sha = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex");

describe("SIGKILL loses no acknowledged order", () => {
  // Ten rounds, each a start of the service (about 2 s): a 201 sent before its write commits
  // loses that order to a kill right after it; the burst below kills amid writes in flight.
  it("killed right after each of 10 sequential 201s: every order is there after the restart", { timeout: 120_000 }, async () => {
    const env = { STATE: join(dir, "db.sqlite") };
    const acknowledged: string[] = [];
    for (let i = 0; i < 10; i++) {
      const service = await start(env);
      const res = await createOrder(service, await integrationIdOf(service), `seq-${i}`);
      expect(res.status).toBe(201);
      acknowledged.push(((await res.json()) as { orderId: string }).orderId);
      await kill(service);
    }
    const after = await start(env);
    const found = await Promise.all(acknowledged.map(async (id) => (await after.call("GET", `/api/v1/orders/${id}`)).status));
    expect(found.filter((status) => status === 200)).toHaveLength(10);
  });

  it("killed in the middle of a burst of 200 concurrent creations: every acknowledged order is there", { timeout: 60_000 }, async () => {
    const env = { STATE: join(dir, "db.sqlite") };
    const service = await start(env);
    const integrationId = await integrationIdOf(service);
    const acknowledged: string[] = [];
    let killed = false;
    const burst = Array.from({ length: 200 }, async (_, i) => {
      try {
        const res = await createOrder(service, integrationId, `burst-${i}`);
        if (res.status !== 201) return;
        const { orderId } = (await res.json()) as { orderId: string };
        acknowledged.push(orderId);
        // Half way through the acknowledgements: the process dies with the rest in flight.
        if (acknowledged.length === 50 && !killed) {
          killed = true;
          service.child.kill("SIGKILL");
        }
      } catch {
        // Cut by the kill: never acknowledged, so nothing is owed.
      }
    });
    await Promise.all(burst);
    await service.exited;
    expect(killed).toBe(true);
    const after = await start(env);
    const statuses = await Promise.all(acknowledged.map(async (id) => (await after.call("GET", `/api/v1/orders/${id}`)).status));
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  });
});

describe("a corrupt or foreign file stops the start and is left untouched", () => {
  async function refused(env: Record<string, string>, file: string, message: RegExp): Promise<void> {
    const before = sha(file);
    const service = track(spawnService(env, await freePortPair()));
    const { code } = await service.exited;
    expect(code).not.toBe(0);
    expect(service.output()).toContain(file);
    expect(service.output()).toMatch(message);
    expect(sha(file)).toBe(before);
  }

  it("garbage bytes", { timeout: 30_000 }, async () => {
    const file = join(dir, "db.sqlite");
    writeFileSync(file, "this is not a database, just some bytes\n".repeat(100));
    await refused({ STATE: file }, file, /is not a SQLite database/);
    expect(existsSync(`${file}-wal`)).toBe(false);
  });

  it("a SQLite database of another program", { timeout: 30_000 }, async () => {
    const file = join(dir, "other.sqlite");
    const other = new SQLite(file);
    other.exec("create table customers (id integer primary key, name text); insert into customers (name) values ('x')");
    other.close();
    await refused({ STATE: file }, file, /is not this service's database: it holds customers/);
  });

  it("our database, migrated by a newer version", { timeout: 30_000 }, async () => {
    const file = join(dir, "newer.sqlite");
    const first = await start({ STATE: file });
    first.child.kill("SIGTERM");
    expect((await first.exited).code).toBe(0);
    const db = new SQLite(file);
    db.prepare("insert into kysely_migration (name, timestamp) values (?, ?)").run("002-from-the-future", new Date().toISOString());
    db.close();
    await refused({ STATE: file }, file, /newer version of the service \(migration 002-from-the-future/);
  });

  for (const [name, content, message] of [
    ["null", "null", /holds null/],
    ['{"version":1}', '{"version":1}', /lacks apiKey/],
    ["version 2", '{"version":2}', /has version 2/],
    ["broken JSON", '{"version":1,', /cannot be read as JSON/],
  ] as const) {
    it(`a state file holding ${name}: not imported, no database created`, { timeout: 30_000 }, async () => {
      const state = join(dir, "state.json");
      writeFileSync(state, content);
      await refused({ DATA_DIR: dir }, state, message);
      expect(existsSync(join(dir, "checkout.sqlite"))).toBe(false);
    });
  }
});

describe("the files", () => {
  it("the database is created 0600 in a folder created 0700", { timeout: 30_000 }, async () => {
    const data = join(dir, "fresh", "data");
    const service = await start({ DATA_DIR: data });
    expect(statSync(join(data, "checkout.sqlite")).mode & 0o777).toBe(0o600);
    expect(statSync(data).mode & 0o777).toBe(0o700);
    service.child.kill("SIGTERM");
    expect((await service.exited).code).toBe(0);
  });

  it("a version-1 state.json is imported once, then left as it was", { timeout: 60_000 }, async () => {
    const source = await start({ STATE: join(dir, "source.sqlite") });
    const integrationId = await integrationIdOf(source);
    source.child.kill("SIGTERM");
    await source.exited;
    const key = "sk_test_imported_key_0123456789";
    const order = {
      id: "ord_imported",
      type: "payment",
      integrationId,
      assetId: "USDT_TRC20",
      status: "inProgress",
      createdAt: "2026-01-01T00:00:00.000Z",
      updatedAt: "2026-01-01T00:00:00.000Z",
      operationId: "op_imported",
      externalId: "from-json",
      customer: CUSTOMER,
      requestedAmount: "25.000000",
      paymentAddress: "TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7",
      destinationAddress: null,
      refundOf: null,
      refundedAmount: "0.000000",
      primaryAmount: "0.000000",
      serviceFeeAmount: "0.000000",
      totalAmount: "0.000000",
      secondaryAmount: "0.00",
      transactions: [],
    };
    const state = {
      version: 1,
      apiKey: key,
      webhookSecret: "whsec_dGVzdHRlc3R0ZXN0dGVzdHRlc3R0ZXN0dGVzdHRlc3Q=",
      seed: { integrationId: "int_json", name: "Json Store", url: "http://localhost:1", createdAt: "2026-01-01T00:00:00.000Z" },
      integrations: {
        int_json: {
          id: "int_json",
          name: "Json Store",
          url: "http://localhost:1",
          status: "active",
          webhook: { callbackUrl: null, orderTypes: ["Payment"] },
          createdAt: "2026-01-01T00:00:00.000Z",
        },
      },
      orders: { ord_imported: { ...order, integrationId: "int_json" } },
      balances: { int_json: { USDT_TRC20: "12.500000" } },
    };
    const file = join(dir, "state.json");
    writeFileSync(file, JSON.stringify(state));
    const before = sha(file);
    const env = { DATA_DIR: dir, SANDBOX_API_KEY: "" };
    const first = await start(env);
    const read = await first.call("GET", "/api/v1/orders/ord_imported", undefined, { "X-API-Key": key });
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ id: "ord_imported", externalId: "from-json" });
    const balances = await (await first.call("GET", "/_sandbox/integrations/int_json/balances", undefined, { "X-API-Key": key })).json();
    expect(balances.balances).toContainEqual({ assetId: "USDT_TRC20", amount: "12.500000" });
    first.child.kill("SIGTERM");
    await first.exited;
    expect(sha(file)).toBe(before);

    // Changed after the import: not read again.
    writeFileSync(file, JSON.stringify({ ...state, orders: {} }));
    const second = await start(env);
    expect((await second.call("GET", "/api/v1/orders/ord_imported", undefined, { "X-API-Key": key })).status).toBe(200);
  });
});

describe("the webhook outbox across restarts", () => {
  let receiver: Receiver | undefined;
  afterEach(async () => {
    await receiver?.close();
    receiver = undefined;
  });

  it("a callback whose retry is pending when the service is killed is delivered after the restart", { timeout: 60_000 }, async () => {
    let accept = false;
    receiver = await startReceiver((res) => res.writeHead(accept ? 200 : 500).end());
    const env = { STATE: join(dir, "db.sqlite") };
    const first = await start(env);
    const orderId = await paidWithCallback(first, receiver);
    const failed = await deliveryWhen(first, orderId, (d) => d.attempts.length >= 1 && d.state === "pending" && d.nextAttemptAt !== null);
    await kill(first);
    accept = true;
    const second = await start(env);
    const delivered = await deliveryWhen(second, orderId, (d) => d.state === "delivered");
    expect(delivered.id).toBe(failed.id);
    expect(delivered.attempts.at(-1)?.status).toBe(200);
    expect(new Set(receiver.requests.map((r) => r.headers["webhook-id"]))).toEqual(new Set([failed.id]));
  });

  it("SIGTERM lets a delivery in flight finish and records it", { timeout: 60_000 }, async () => {
    const env = { STATE: join(dir, "db.sqlite") };
    const first = await start(env);
    let arrived: () => void = () => {};
    const arrival = new Promise<void>((resolve) => (arrived = resolve));
    let answer: () => void = () => {};
    receiver = await startReceiver((res) => {
      answer = () => res.writeHead(204).end();
      arrived();
    });
    const orderId = await paidWithCallback(first, receiver);
    await arrival;
    // The callback is in flight; the service is told to stop, then the receiver answers.
    first.child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 200));
    answer();
    expect(await first.exited).toEqual({ code: 0, signal: null });
    const second = await start(env);
    const delivery = await deliveryWhen(second, orderId, () => true);
    expect(delivery).toMatchObject({ state: "delivered", attempts: [{ status: 204 }] });
    expect(receiver.requests).toHaveLength(1);
  });
});

describe("SIGTERM", () => {
  it("answers a held order read, exits 0 within 5 s, and keeps what was written", { timeout: 30_000 }, async () => {
    const env = { STATE: join(dir, "db.sqlite") };
    const service = await start(env);
    const integrationId = await integrationIdOf(service);
    const created = (await (await createOrder(service, integrationId, "held")).json()) as { orderId: string };
    const path = `/checkout/v1/integrations/${integrationId}/orders/${created.orderId}`;
    const first = await fetch(`${service.origin}${path}`);
    const etag = first.headers.get("ETag") ?? "";
    const held = fetch(`${service.origin}${path}`, { headers: { "If-None-Match": etag, Prefer: "wait=25" } });
    // The signal comes once the service says it holds the read: a read it holds is the case under test.
    await until(
      async () => ((await (await fetch(`${service.origin}/healthz`)).json()) as { heldReads: number }).heldReads === 1,
      "the read held",
      20_000,
      20,
    );
    service.child.kill("SIGTERM");
    const answer = await held;
    expect(answer.status).toBe(304);
    expect(answer.headers.get("Preference-Applied")).toBe("wait=25");
    const exit = await Promise.race([service.exited, new Promise<"late">((resolve) => setTimeout(() => resolve("late"), 5000))]);
    expect(exit).toEqual({ code: 0, signal: null });
    const after = await start(env);
    expect((await after.call("GET", `/api/v1/orders/${created.orderId}`)).status).toBe(200);
  });

  it("npm start exits 0 when its process group gets SIGTERM", { timeout: 60_000 }, async () => {
    const port = await freePortPair();
    const npm = spawn("npm", ["start"], {
      cwd: join(import.meta.dirname, ".."),
      detached: true,
      env: { ...process.env, SKIP_BUILD: "1", QUIET: "1", PORT: String(port), DEMO_PORT: String(port + 1), STATE: join(dir, "db.sqlite") },
      stdio: "ignore",
    });
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      npm.once("exit", (code, signal) => resolve({ code, signal })),
    );
    try {
      await ready({ origin: `http://127.0.0.1:${port}`, exited, output: () => "(npm start)" } as ServiceProcess);
      process.kill(-(npm.pid as number), "SIGTERM");
      expect(await exited).toEqual({ code: 0, signal: null });
    } finally {
      if (npm.exitCode === null && npm.signalCode === null) process.kill(-(npm.pid as number), "SIGKILL");
    }
  });
});
