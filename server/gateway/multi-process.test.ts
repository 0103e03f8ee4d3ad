// Three gateway processes (`server/main.ts` with UPSTREAM_URL) on one PostgreSQL database (a
// throwaway cluster) in front of one strict upstream (the sandbox with SPEC_STRICT=1, its own
// process). Each gateway reaches the upstream through a fault proxy of its own, so that the
// upstream reads of each process are counted apart. Pages hold reads on every process for the
// same orders: one process reads the upstream per order (the lease), the others answer from its
// snapshot; killing that process hands the polling to another, the pages still see the
// payment, and the merchant gets the gateway's signed callback once. Nothing is mocked; every
// wait is on a state.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CheckoutOrder, StrictSpec, checkoutOrderPath } from "../../src/shared/index.ts";
import { startFaultProxy, type FaultProxy } from "../../test/support/fault-proxy.ts";
import { startPostgres, type PostgresCluster } from "../../test/support/postgres.ts";
import {
  SERVICE_KEY,
  freePortPair,
  isRunning,
  ready,
  spawnService,
  startService,
  type ServiceProcess,
} from "../../test/support/service-process.ts";
import { until } from "../../test/support/until.ts";
import { startReceiver, type Receiver } from "../../test/support/webhook-receiver.ts";
import { generateWebhookSecret, verifyWebhook } from "../webhooks/index.ts";

const CUSTOMER = { type: "individual", firstName: "Ada", lastName: "Lovelace" };
const GATEWAYS = 3;

let postgres: PostgresCluster;
let db: pg.Client;
let upstream: ServiceProcess;
let proxies: FaultProxy[] = [];
let gateways: ServiceProcess[] = [];
let integrationId: string;
let receiver: Receiver;
const SECRET = generateWebhookSecret();

beforeAll(async () => {
  postgres = await startPostgres();
  const url = await postgres.createDatabase();
  upstream = await startService({ SPEC_STRICT: "1", STATE: "memory" });
  proxies = await Promise.all(Array.from({ length: GATEWAYS }, () => startFaultProxy(upstream.origin)));
  // The integration's id names where the gateway's own callbacks go (GATEWAY_CALLBACKS).
  integrationId = StrictSpec.IntegrationList.parse(await (await upstream.call("GET", "/api/v1/integrations")).json()).data[0]!.id;
  receiver = await startReceiver((res) => res.writeHead(204).end());
  const env = (i: number) => ({
    DATABASE_URL: url,
    UPSTREAM_URL: proxies[i]!.origin,
    UPSTREAM_API_KEY: SERVICE_KEY,
    GATEWAY_CALLBACKS: JSON.stringify({ [integrationId]: { url: receiver.url, secret: SECRET } }),
  });
  // The first process migrates; the others open a ready database.
  gateways = [await startService(env(0))];
  const others = [];
  for (let i = 1; i < GATEWAYS; i++) others.push(spawnService(env(i), await freePortPair()));
  gateways.push(...(await Promise.all(others.map(ready))));
  db = new pg.Client({ connectionString: url });
  await db.connect();
}, 120_000);

afterAll(async () => {
  for (const gateway of gateways) if (isRunning(gateway)) gateway.child.kill("SIGTERM");
  await Promise.all(gateways.map((gateway) => gateway.exited));
  await Promise.all(proxies.map((proxy) => proxy.close()));
  await receiver?.close();
  upstream?.child.kill("SIGTERM");
  await upstream?.exited;
  await db?.end();
  await postgres?.stop();
}, 60_000);

async function createPayment(gateway: ServiceProcess, amount: string) {
  const res = await gateway.call("POST", "/api/v1/order/payment", { integrationId, amount, assetId: "USDT_TRC20", customer: CUSTOMER });
  expect(res.status).toBe(201);
  const created = StrictSpec.IncomingOrderCreated.parse(await res.json());
  return { orderId: created.orderId, linkId: new URL(created.paymentLink).searchParams.get("orderId") ?? "" };
}

/** A payer's page on one process: reads once, then holds reads (ETag, Prefer: wait) until stopped or its process dies. */
function openPage(gateway: ServiceProcess, linkId: string) {
  const page = { statuses: [] as string[], stopped: false, ended: false };
  const path = checkoutOrderPath(integrationId, linkId);
  void (async () => {
    let etag = "";
    while (!page.stopped) {
      try {
        const res = await fetch(gateway.origin + path, { headers: etag ? { "If-None-Match": etag, Prefer: "wait=5" } : {} });
        if (res.status === 200) {
          etag = res.headers.get("etag") ?? "";
          page.statuses.push(CheckoutOrder.parse(await res.json()).status);
        } else {
          await res.arrayBuffer();
        }
      } catch {
        if (!isRunning(gateway)) break;
      }
    }
    page.ended = true;
  })();
  return page;
}

/** Upstream reads of this order made by each gateway (counted at its own proxy). */
const readsOf = (orderId: string) => proxies.map((proxy) => proxy.forwarded(new RegExp(`^/api/v1/orders/${orderId}$`)));

const lease = async (orderId: string) =>
  (
    await db.query<{ owner: string | null; owner_watched: number }>("select owner, owner_watched from gateway_polls where order_id = $1", [
      orderId,
    ])
  ).rows[0];

describe("gateway processes on one PostgreSQL database", () => {
  const orders: { orderId: string; linkId: string }[] = [];
  const pages: ReturnType<typeof openPage>[][] = [];

  it("pages open on every process for the same orders: the upstream is read by one process per order", async () => {
    orders.push(await createPayment(gateways[0]!, "10.00"), await createPayment(gateways[0]!, "20.00"));
    for (const order of orders) pages.push(gateways.map((gateway) => openPage(gateway, order.linkId)));
    // Every page has its first answer, and each order's lease is held by a process with a page open.
    await until(() => pages.flat().every((page) => page.statuses.length > 0), "every page's first answer", 30_000, 20);
    for (const order of orders) await until(async () => (await lease(order.orderId))?.owner_watched === 1, "a watched owner", 30_000, 50);

    const before = orders.map((order) => readsOf(order.orderId));
    const startedAt = Date.now();
    // A few reads of each order's poller (about one a second while a page holds a read).
    const grown = (o: number) => readsOf(orders[o]!.orderId).reduce((sum, n, i) => sum + n - before[o]![i]!, 0);
    await until(() => grown(0) >= 5 && grown(1) >= 5, "five upstream reads of each order", 30_000, 50);
    const elapsedMin = (Date.now() - startedAt) / 60_000;
    for (const [o, order] of orders.entries()) {
      const added = readsOf(order.orderId).map((n, i) => n - before[o]![i]!);
      // One process reads it; the other two, whose pages hold reads too, read the database.
      expect(
        added.filter((n) => n > 0),
        `upstream reads of order ${o} per process: ${added.join(", ")}`,
      ).toHaveLength(1);
      expect(Math.max(...added) / elapsedMin, "reads per minute of the one poller").toBeLessThan(120);
    }
    // The upstream's callback (a hint) reaching a process that does not poll the order is read there.
    const bystander = readsOf(orders[1]!.orderId).findIndex((n, i) => n === before[1]![i]!);
    const atHint = orders.map((order) => readsOf(order.orderId)[bystander]!);
    expect((await fetch(`${gateways[bystander]!.origin}/gateway/v1/callbacks`, { method: "POST", body: "{}" })).status).toBe(204);
    // It wakes every order that process follows: both are read there (and nothing is left in flight).
    await until(
      () => orders.every((order, o) => readsOf(order.orderId)[bystander]! > atHint[o]!),
      "the hinted reads by the process the hint reached",
      30_000,
      20,
    );
  }, 90_000);

  it("killing the process that polls an order hands its polling to another, every page left sees the payment, and the merchant gets one signed callback", async () => {
    const order = orders[0]!;
    const before = readsOf(order.orderId);
    await until(() => readsOf(order.orderId).some((n, i) => n > before[i]!), "a read by the order's poller", 30_000, 50);
    const owner = readsOf(order.orderId).findIndex((n, i) => n > before[i]!);
    const ownerLease = (await lease(order.orderId))?.owner;
    gateways[owner]!.child.kill("SIGKILL");
    await gateways[owner]!.exited;
    const atKill = readsOf(order.orderId);

    // Paid upstream while nobody polls it: the others take the lease once it runs out.
    expect((await upstream.call("POST", `/_sandbox/orders/${order.orderId}/payments`, {})).status).toBe(201);
    const left = pages[0]!.filter((_, i) => i !== owner);
    await until(() => left.every((page) => page.statuses.at(-1) === "completed"), "the payment on every page left", 60_000, 50);

    const after = readsOf(order.orderId).map((n, i) => n - atKill[i]!);
    expect(after[owner]).toBe(0);
    expect(
      after.filter((n) => n > 0),
      `upstream reads after the kill per process: ${after.join(", ")}`,
    ).toHaveLength(1);
    expect((await lease(order.orderId))?.owner).not.toBe(ownerLease);

    // The process that took over queued the gateway's signed callback, sent once.
    await until(async () => receiver.requests.length > 0, "the gateway's callback", 30_000, 50);
    await until(
      async () => (await db.query("select 1 from outbox where state = 'pending'")).rowCount === 0,
      "the outbox delivered",
      30_000,
      50,
    );
    expect(receiver.requests).toHaveLength(1);
    expect(verifyWebhook({ secret: SECRET, headers: receiver.requests[0]!.headers, body: receiver.requests[0]!.body })).toBe(true);
    expect(JSON.parse(receiver.requests[0]!.body)).toMatchObject({ data: { id: order.orderId, status: "completed", integrationId } });
    for (const page of pages.flat()) page.stopped = true;
  }, 90_000);
});
