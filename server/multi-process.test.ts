// Several processes of the service on one PostgreSQL database (a throwaway cluster,
// test/support/postgres.ts): three real `server/main.ts` processes on their own ports, as
// behind a load balancer, and WORKERS=2 on one port (node:cluster). Nothing is mocked.
// Ports 4850-4897 (a service and its demo site each).
import { createServer as createNetServer } from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { portPairs } from "../test/support/ports.ts";
import { startPostgres, type PostgresCluster } from "../test/support/postgres.ts";
import { ready, spawnService, type ServiceProcess } from "../test/support/service-process.ts";
import { rawConnection } from "../test/support/raw-http.ts";
import { until } from "../test/support/until.ts";
import { startReceiver } from "../test/support/webhook-receiver.ts";
import { CheckoutOrder, checkoutOrderPath } from "../src/shared/index.ts";

const CUSTOMER = { type: "individual", firstName: "Ada", lastName: "Lovelace" } as const;
const TRON_DESTINATION = "TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7";

/** Two free consecutive ports (a service and its demo site) in 4850-4897. */
const freePortPair = portPairs(4850, 4897);

async function stopService(service: ServiceProcess): Promise<void> {
  if (service.child.exitCode !== null || service.child.signalCode !== null) return;
  service.child.kill("SIGTERM");
  const timer = setTimeout(() => service.child.kill("SIGKILL"), 8000);
  await service.exited;
  clearTimeout(timer);
}

const heldReads = async (service: ServiceProcess) =>
  ((await (await fetch(`${service.origin}/healthz`)).json()) as { heldReads: number }).heldReads;

let postgres: PostgresCluster;
let url: string;
let services: ServiceProcess[] = [];
let db: pg.Client;
let integrationId: string;

async function json<T = any>(response: Response, status: number): Promise<T> {
  const text = await response.text();
  if (response.status !== status) throw new Error(`expected ${status}, got ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

const createPayment = async (service: ServiceProcess, amount = "25.00") =>
  json<{ orderId: string; operationId: string }>(
    await service.call("POST", "/api/v1/order/payment", { integrationId, amount, assetId: "USDT_TRC20", customer: CUSTOMER }),
    201,
  );

beforeAll(async () => {
  postgres = await startPostgres();
  url = await postgres.createDatabase();
  // The first process migrates and seeds; the others then open a ready database.
  const first = await ready(spawnService({ DATABASE_URL: url }, await freePortPair()));
  services = [first];
  const others = [spawnService({ DATABASE_URL: url }, await freePortPair()), spawnService({ DATABASE_URL: url }, await freePortPair())];
  services.push(...others);
  await Promise.all(others.map(ready));
  integrationId = (await json<{ data: { id: string }[] }>(await first.call("GET", "/api/v1/integrations"), 200)).data[0]!.id;
  db = new pg.Client({ connectionString: url });
  await db.connect();
}, 120_000);

afterAll(async () => {
  await Promise.all(services.map(stopService));
  await db?.end();
  await postgres?.stop();
}, 60_000);

describe("three processes on one PostgreSQL database", () => {
  it("a held order read in one process wakes on a payment made through another", async () => {
    const [a, b] = services as [ServiceProcess, ServiceProcess];
    const order = await createPayment(a);
    const path = checkoutOrderPath(integrationId, order.orderId);
    const etag = (await fetch(a.origin + path)).headers.get("etag")!;
    const held = fetch(a.origin + path, { headers: { "If-None-Match": etag, Prefer: "wait=25" } });
    await until(async () => (await heldReads(a)) === 1, "the read held in process A", 20_000, 20);

    const paidAt = Date.now();
    await json(await b.call("POST", `/_sandbox/orders/${order.orderId}/payments`, {}), 201);
    const answer = await held;
    const wokenAfterMs = Date.now() - paidAt;
    // Preference-Applied and a 200: it was held, and a change woke it (a timeout is a 304
    // after 25 s). Process A never saw the payment but through PostgreSQL.
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Preference-Applied")).toBe("wait=25");
    expect(CheckoutOrder.parse(await answer.json()).status).toBe("completed");
    // The goal is 1 s; the bound only catches a wake-up that never came by NOTIFY.
    expect(wokenAfterMs).toBeLessThan(10_000);
    // Its cached view was dropped as well: a plain read through A shows the payment.
    expect(CheckoutOrder.parse(await (await fetch(a.origin + path)).json()).status).toBe("completed");
  }, 60_000);

  it("2,000 concurrent refunds of one order spread over the processes: exactly the ceiling's worth succeed", async () => {
    const [a, b] = services as [ServiceProcess, ServiceProcess];
    // A paid order of 100 USDT (the refund ceiling), and a deposit of 1000 so that the balance
    // (not the ceiling) is never what stops a refund: 100 refunds of 1 cost 100 × (1 + 1 fee).
    const paid = await createPayment(a, "100");
    await json(await b.call("POST", `/_sandbox/orders/${paid.orderId}/payments`, {}), 201);
    const deposit = await json<{ orderId: string }>(
      await a.call("POST", "/api/v1/order/deposit", { integrationId, assetId: "USDT_TRC20", customer: CUSTOMER }),
      201,
    );
    await json(await b.call("POST", `/_sandbox/orders/${deposit.orderId}/payments`, { amount: "1000" }), 201);
    const balance = async () =>
      (
        await json<{ balances: { assetId: string; amount: string }[] }>(
          await a.call("GET", `/_sandbox/integrations/${integrationId}/balances`),
          200,
        )
      ).balances.find((entry) => entry.assetId === "USDT_TRC20")!.amount;
    const before = Number(await balance());

    // Each refund carries its own Idempotency-Key and is sent again, as a careful client would,
    // when its connection is lost before an answer: 2,000 sockets on a loaded machine meet a
    // kept-alive one the server has just closed. The key makes the retry safe: it is applied
    // once, or its first answer is replayed, so each request still counts exactly once.
    const refund = async (i: number): Promise<Response> => {
      const send = () =>
        services[i % services.length]!.call(
          "POST",
          "/api/v1/order/refund",
          { refundOrderId: paid.orderId, amount: "1", assetId: "USDT_TRC20", destinationAddress: TRON_DESTINATION },
          { "Idempotency-Key": `ceiling-${i}` },
        );
      for (let attempt = 1; ; attempt++) {
        try {
          return await send();
        } catch (error) {
          if (attempt === 3) throw error;
        }
      }
    };
    const answers = await Promise.all(
      Array.from({ length: 2000 }, (_, i) =>
        refund(i).then(async (response) => ({ status: response.status, body: await response.text() })),
      ),
    );
    const statuses = new Map<number, number>();
    for (const answer of answers) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    expect(Object.fromEntries(statuses)).toEqual({ 201: 100, 400: 1900 });
    expect(answers.find((answer) => answer.status === 400)!.body).toContain("limitExceeded");

    // The database agrees: 100 refund orders, summing to the refunded order's amount.
    const { rows } = await db.query<{ count: string; total: string }>(
      "select count(*) as count, coalesce(sum((data::jsonb->>'primaryAmount')::numeric), 0)::text as total from orders where type = 'refund' and data::jsonb->>'refundOf' = $1",
      [paid.orderId],
    );
    expect(rows[0]).toEqual({ count: "100", total: "100.000000" });
    const refunded = await db.query<{ refunded: string }>("select data::jsonb->>'refundedAmount' as refunded from orders where id = $1", [
      paid.orderId,
    ]);
    expect(Number(refunded.rows[0]!.refunded)).toBe(100);
    // Each refund took its amount and the network fee (1 USDT) from the balance, no more.
    expect(Number(await balance())).toBeCloseTo(before - 200, 6);
  }, 120_000);

  it("each webhook delivery is attempted by one process at a time, and retried", async () => {
    // A receiver that fails the first attempt of each callback (so that every one is retried)
    // and answers slowly, which widens the window in which a second process could grab it.
    const attempts = new Map<string, number>();
    const inFlight = new Map<string, number>();
    let overlaps = 0;
    // A slow receiver (150 ms an answer) that refuses each callback's first attempt.
    const receiver = await startReceiver((res, request) => {
      const id = request.headers["webhook-id"] ?? "";
      const n = (attempts.get(id) ?? 0) + 1;
      attempts.set(id, n);
      inFlight.set(id, (inFlight.get(id) ?? 0) + 1);
      if (inFlight.get(id)! > 1) overlaps++;
      setTimeout(() => {
        inFlight.set(id, inFlight.get(id)! - 1);
        res.writeHead(n === 1 ? 500 : 204).end();
      }, 150);
    });
    try {
      const [a] = services as [ServiceProcess];
      await json(
        await a.call("PUT", `/_sandbox/integrations/${integrationId}/webhook`, { callbackUrl: receiver.url, orderTypes: ["Payment"] }),
        200,
      );
      const orders = await Promise.all(Array.from({ length: 30 }, (_, i) => createPayment(services[i % 3]!)));
      await Promise.all(
        orders.map((order, i) =>
          services[(i + 1) % 3]!.call("POST", `/_sandbox/orders/${order.orderId}/payments`, {}).then((r) => json(r, 201)),
        ),
      );

      const settled = async () => {
        const { rows } = await db.query<{ state: string; count: string }>(
          "select state, count(*)::text as count from outbox where order_id = any($1) group by state",
          [orders.map((o) => o.orderId)],
        );
        return rows.length === 1 && rows[0]!.state === "delivered" && rows[0]!.count === "30";
      };
      await until(settled, "all 30 callbacks delivered", 60_000, 20);
      expect(attempts.size).toBe(30);
      // Exactly two attempts each (the refused one and its retry), never two at once.
      expect(new Set(attempts.values())).toEqual(new Set([2]));
      expect(overlaps).toBe(0);
      const recorded = await db.query<{ attempts: string }>("select attempts from outbox where order_id = any($1)", [
        orders.map((o) => o.orderId),
      ]);
      for (const row of recorded.rows) expect(JSON.parse(row.attempts)).toHaveLength(2);
    } finally {
      await receiver.close();
    }
  }, 120_000);

  it("ids stay unique across processes", async () => {
    const created = await Promise.all(Array.from({ length: 300 }, (_, i) => createPayment(services[i % 3]!)));
    expect(new Set(created.map((c) => c.orderId)).size).toBe(300);
    expect(new Set(created.map((c) => c.operationId)).size).toBe(300);
    const { rows } = await db.query<{ all: string; distinct: string }>(
      "select count(*)::text as all, count(distinct id)::text as distinct from orders",
    );
    expect(rows[0]!.all).toBe(rows[0]!.distinct);
  }, 60_000);

  it("a listener reading from one process gets the callback of each payment made at once through the others, each once", async () => {
    const [a, b, c] = services as [ServiceProcess, ServiceProcess, ServiceProcess];
    const listen = async (cursor?: string, wait = 5) =>
      json<{ data: { orderId: string }[]; cursor: string }>(
        await a.call("GET", `/api/v1/webhooks/listen${cursor ? `?cursor=${cursor}` : ""}`, undefined, { Prefer: `wait=${wait}` }),
        200,
      );
    let { cursor } = await listen();
    const orders = await Promise.all(Array.from({ length: 12 }, (_, i) => createPayment(i % 2 ? b : c)));
    const heard: string[] = [];
    const expected = orders.map((order) => order.orderId).sort();
    // The listener reads on (held reads in process A) while the payments commit in B and C.
    const reading = (async () => {
      while (heard.length < orders.length) {
        const page = await listen(cursor);
        heard.push(...page.data.map((callback) => callback.orderId));
        cursor = page.cursor;
      }
    })();
    await Promise.all(
      orders.map(async (order, i) => json(await (i % 2 ? c : b).call("POST", `/_sandbox/orders/${order.orderId}/payments`, {}), 201)),
    );
    await reading;
    expect([...heard].sort()).toEqual(expected);
    // Nothing more, and nothing twice.
    expect((await listen(cursor, 0)).data).toEqual([]);
  }, 60_000);
});

/** A new payment order of the service's first integration, its order read's path and its ETag. */
async function orderToRead(service: ServiceProcess): Promise<{ created: { orderId: string }; path: string; etag: string }> {
  const integration = (await json<{ data: { id: string }[] }>(await service.call("GET", "/api/v1/integrations"), 200)).data[0]!.id;
  const created = await json<{ orderId: string }>(
    await service.call("POST", "/api/v1/order/payment", {
      integrationId: integration,
      amount: "25.00",
      assetId: "USDT_TRC20",
      customer: CUSTOMER,
    }),
    201,
  );
  const path = checkoutOrderPath(integration, created.orderId);
  const etag = (await fetch(service.origin + path)).headers.get("etag")!;
  return { created, path, etag };
}

describe("WORKERS", () => {
  it.each([
    ["whose workers cannot serve", {}, "before it listened; stopping the others"],
    // With payer workers the primary listens itself, once a worker serves.
    ["with PAYER_WORKERS=1, whose primary cannot listen", { PAYER_WORKERS: "1" }, "the primary could not listen on port"],
  ])(
    "WORKERS=2 %s (the port is taken) stops with exit code 1 instead of forking forever",
    async (_what, env, says) => {
      const port = await freePortPair();
      const taken = createNetServer();
      await new Promise<void>((resolve) => taken.listen(port, "127.0.0.1", resolve));
      try {
        const service = spawnService({ DATABASE_URL: await postgres.createDatabase(), WORKERS: "2", QUIET: "0", ...env }, port);
        const ended = await service.exited;
        expect(ended.code).toBe(1);
        expect(service.output()).toContain(says);
      } finally {
        await new Promise<void>((resolve) => taken.close(() => resolve()));
      }
    },
    60_000,
  );

  it("WORKERS=2 serves one port from two processes; a held read wakes whichever worker the payment went through", async () => {
    const database = await postgres.createDatabase();
    const service = spawnService({ DATABASE_URL: database, WORKERS: "2" }, await freePortPair());
    try {
      await ready(service);
      const { created, path, etag } = await orderToRead(service);
      // Several held reads: the primary hands connections to the workers in turn. (Which
      // worker holds which is not visible from outside; the three-process test above pins
      // the cross-process wake-up down.)
      const held = Array.from({ length: 4 }, () => fetch(service.origin + path, { headers: { "If-None-Match": etag, Prefer: "wait=25" } }));
      await until(async () => (await heldReads(service)) > 0, "reads held", 20_000, 20);
      await json(await service.call("POST", `/_sandbox/orders/${created.orderId}/payments`, {}), 201);
      for (const answer of await Promise.all(held)) {
        expect(answer.status).toBe(200);
        expect(CheckoutOrder.parse(await answer.json()).status).toBe("completed");
      }
      // SIGTERM to the primary: the workers shut down cleanly and it exits 0.
      service.child.kill("SIGTERM");
      expect((await service.exited).code).toBe(0);
    } finally {
      await stopService(service);
    }
  }, 90_000);

  it("PAYER_WORKERS=1 of WORKERS=3: connections that begin with the payer's read go to a worker of their own, every other to the other two", async () => {
    const service = spawnService(
      { DATABASE_URL: await postgres.createDatabase(), WORKERS: "3", PAYER_WORKERS: "1", QUIET: "0" },
      await freePortPair(),
    );
    const port = Number(new URL(service.origin).port);
    try {
      await ready(service);
      await until(
        () => service.output().includes("all 3 workers serve (1 of them the payer's connections)"),
        "every worker serving",
        30_000,
        20,
      );
      const { created, path, etag } = await orderToRead(service);
      // Three reads held, each on a connection of its own that begins with it.
      const held = Array.from({ length: 3 }, () => {
        const connection = rawConnection(port);
        connection.socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\nIf-None-Match: ${etag}\r\nPrefer: wait=25\r\n\r\n`);
        return connection;
      });
      /** /healthz asked on a new connection after `first`: the worker that connection went to. */
      const healthAfter = async (first: string) => {
        const connection = rawConnection(port);
        connection.socket.write(`${first}GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n`);
        const answers = await connection.answers(first ? 2 : 1);
        connection.socket.end();
        return (JSON.parse(answers.at(-1)!.body) as { heldReads: number }).heldReads;
      };
      // A connection that begins with the order read reaches the worker holding all three...
      await until(
        async () => (await healthAfter(`GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`)) === 3,
        "three reads held by the payer's worker",
        20_000,
        50,
      );
      // ...and one that begins with anything else reaches one of the two others, in turn.
      for (let i = 0; i < 4; i++) expect(await healthAfter("")).toBe(0);
      // A payment through the merchants' workers wakes the reads held in the payer's.
      await json(await service.call("POST", `/_sandbox/orders/${created.orderId}/payments`, {}), 201);
      for (const connection of held) {
        const [answer] = await connection.answers(1);
        expect(answer?.status).toBe(200);
        expect(CheckoutOrder.parse(JSON.parse(answer!.body)).status).toBe("completed");
        connection.socket.end();
      }
      service.child.kill("SIGTERM");
      expect((await service.exited).code).toBe(0);
    } finally {
      await stopService(service);
    }
  }, 90_000);
});
