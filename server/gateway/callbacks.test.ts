// The gateway's own signed callbacks, over real HTTP: a strict upstream (the sandbox with
// SPEC_STRICT=1 in its own process) behind a counting proxy, the gateway in this process with
// the real dispatcher over its database's outbox, and a merchant's webhook receiver. The
// upstream's callback hint fires again and again; the merchant gets one signed callback per
// status change, and a gateway started again on the same database sends it no second time.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OrderStatusCallback, StrictSpec, checkoutOrderPath } from "../../src/shared/index.ts";
import { startFaultProxy, type FaultProxy } from "../../test/support/fault-proxy.ts";
import { SERVICE_KEY, startService, type ServiceProcess } from "../../test/support/service-process.ts";
import { until } from "../../test/support/until.ts";
import { startReceiver, type Receiver } from "../../test/support/webhook-receiver.ts";
import type { Repository } from "../store/index.ts";
import { testApp, testRepository } from "../testing.ts";
import { statusCallbackId } from "../use-cases/gateway-polls.ts";
import { createWebhookDispatcher, generateWebhookSecret, verifyWebhook, type WebhookDispatcher } from "../webhooks/index.ts";
import { gatewayCallbackSecrets, parseGatewayCallbacks, type GatewayCallbacks } from "./callback-settings.ts";
import type { Gateway } from "./mode.ts";
import { CALLBACK_PATH } from "./routes.ts";

const CUSTOMER = { type: "individual", firstName: "Ada", lastName: "Lovelace" };
const SECRET = generateWebhookSecret();

let upstream: ServiceProcess;
let proxy: FaultProxy;
let receiver: Receiver;
let store: Repository;
let integrationId: string;
let callbacks: GatewayCallbacks;
const started: { gateway: Gateway; webhooks: WebhookDispatcher }[] = [];

/** A gateway over `store` whose callbacks go through the real dispatcher and its outbox. */
async function startGateway() {
  const webhooks = createWebhookDispatcher({
    secret: generateWebhookSecret(),
    outbox: store.outbox,
    secretsFor: gatewayCallbackSecrets(callbacks),
    destinations: { allowPrivate: true },
    pollMs: 100,
  });
  const { app } = await testApp({
    store,
    webhooks,
    config: { publicOrigin: "http://127.0.0.1:4541", distDir: null },
    gateway: { upstreamUrl: proxy.origin, apiKey: SERVICE_KEY, callbacks, schedule: { watchedMs: 200, hintGapMs: 100 } },
  });
  const gateway = app.gateway as Gateway;
  started.push({ gateway, webhooks });
  return { app, gateway, webhooks };
}

beforeAll(async () => {
  upstream = await startService({ SPEC_STRICT: "1", STATE: "memory" });
  proxy = await startFaultProxy(upstream.origin);
  receiver = await startReceiver((res) => res.writeHead(204).end());
  store = await testRepository();
  integrationId = StrictSpec.IntegrationList.parse(await (await upstream.call("GET", "/api/v1/integrations")).json()).data[0]!.id;
  callbacks = parseGatewayCallbacks(JSON.stringify({ [integrationId]: { url: receiver.url, secret: SECRET } }));
}, 60_000);

afterAll(async () => {
  for (const { gateway, webhooks } of started) {
    gateway.close();
    webhooks.close();
  }
  await receiver?.close();
  await proxy?.close();
  upstream?.child.kill("SIGTERM");
  await upstream?.exited;
});

describe("the gateway's own callbacks", () => {
  it("one signed callback per status change, however often the upstream's callback hint fires; none again after a restart", async () => {
    const { app, gateway } = await startGateway();
    const res = await app.request("/api/v1/order/payment", {
      method: "POST",
      headers: { "X-API-Key": SERVICE_KEY, "Content-Type": "application/json" },
      body: JSON.stringify({ integrationId, amount: "10.00", assetId: "USDT_TRC20", customer: CUSTOMER, externalId: "inv-cb" }),
    });
    expect(res.status).toBe(201);
    const created = StrictSpec.IncomingOrderCreated.parse(await res.json());
    const orderId = created.orderId;
    const reads = () => proxy.forwarded(new RegExp(`^/api/v1/orders/${orderId}$`));
    const hints = async (n: number, to = app) => {
      for (let i = 0; i < n; i++) expect((await to.request(CALLBACK_PATH, { method: "POST", body: "{}" })).status).toBe(204);
    };
    /** A burst of hints, until the gateway has read the upstream again twice, and another burst. */
    const hintedAndRead = async (n: number, to = app) => {
      const before = reads();
      await hints(n, to);
      await until(() => reads() >= before + 1, "an upstream read after the hints", 20_000, 20);
      await hints(n, to);
      await until(() => reads() >= before + 2, "a second upstream read after the hints", 20_000, 20);
    };
    await until(() => gateway.poller.snapshot(orderId) !== undefined, "the first read", 20_000, 20);
    // A payer's page holds a read throughout (a completed order nobody looks at is no longer read).
    const release = gateway.poller.watch(orderId);

    // Nothing happened upstream: hints cost reads, and no callback.
    await hintedAndRead(10);
    // Part paid: the amounts change, the status does not (still in progress): no callback.
    expect((await upstream.call("POST", `/_sandbox/orders/${orderId}/payments`, { amount: "4.00" })).status).toBe(201);
    await hintedAndRead(10);
    await until(() => gateway.poller.snapshot(orderId)?.order.transactions.length === 1, "the part payment read", 20_000, 20);
    // Paid in full: completed, one callback, whatever the hints do before and after.
    expect((await upstream.call("POST", `/_sandbox/orders/${orderId}/payments`, { amount: "6.00" })).status).toBe(201);
    await hintedAndRead(20);
    await until(() => receiver.requests.length >= 1, "the gateway's callback", 20_000, 20);
    await hintedAndRead(20);
    await until(async () => (await store.outbox.pendingCount()) === 0, "the outbox delivered", 20_000, 20);

    // A gateway started again on the same database reads the completed order again: no second callback.
    release();
    gateway.close();
    const again = await startGateway();
    const page = await again.app.request(checkoutOrderPath(integrationId, new URL(created.paymentLink).searchParams.get("orderId") ?? ""));
    expect(page.status).toBe(200);
    await page.arrayBuffer();
    await until(() => again.gateway.poller.snapshot(orderId)?.order.status === "completed", "the restarted gateway's read", 20_000, 20);
    const releaseAgain = again.gateway.poller.watch(orderId);
    await hintedAndRead(10, again.app);
    releaseAgain();
    await until(async () => (await store.outbox.pendingCount()) === 0, "the outbox delivered", 20_000, 20);

    expect(receiver.requests).toHaveLength(1);
    const [callback] = receiver.requests;
    expect(verifyWebhook({ secret: SECRET, headers: callback!.headers, body: callback!.body })).toBe(true);
    // Signed with this integration's secret only: another secret does not verify it.
    expect(verifyWebhook({ secret: generateWebhookSecret(), headers: callback!.headers, body: callback!.body })).toBe(false);
    expect(callback!.headers["webhook-id"]).toBe(statusCallbackId(orderId, "completed"));
    const body = OrderStatusCallback.parse(JSON.parse(callback!.body));
    // The upstream's order as the gateway read it: its orderId, status, externalId and transactions.
    expect(body.data).toMatchObject({ id: orderId, integrationId, status: "completed", externalId: "inv-cb" });
    expect(body.data.transactions).toHaveLength(2);
  }, 90_000);
});
