// Test support for the server's own tests (imported only by *.test.ts): an app over a fresh
// in-memory SQLite database per call, a manual clock, seeded ids and a fake webhook dispatcher
// that records what it is given.
import type { Delivery } from "../src/shared/index.ts";
import { createApp, type AppParts } from "./app.ts";
import { manualClock } from "./domain/clock.ts";
import { createIds, seededRandom } from "./domain/ids.ts";
import { DEMO_CLIENT_ID, SECOND_CLIENT_ID } from "./domain/clients.ts";
import type { Seed } from "./domain/seed.ts";
import { silentLogger } from "./http/logger.ts";
import { openRepository, type Repository } from "./store/index.ts";
import { createWebhookDispatcher, type WebhookDispatcher, type WebhookDispatcherOptions } from "./webhooks/index.ts";

export const TEST_KEY = "sk_test_unit_0123456789abcdef";
export const INTEGRATION_ID = "int_seed";
/** A second merchant: its key, its integration. Nothing of the demo client's may answer it. */
export const SECOND_KEY = "sk_test_second_0123456789abcdef";
export const SECOND_INTEGRATION_ID = "int_second";
export { DEMO_CLIENT_ID, SECOND_CLIENT_ID };
export const ORIGIN = "http://127.0.0.1:8080";

export const CUSTOMER = { type: "individual", firstName: "Ada", lastName: "Lovelace", address: "1 Main St" } as const;

export function fakeDispatcher(): WebhookDispatcher & { sent: { integrationId: string; orderId: string; url: string; body: string }[] } {
  const sent: { integrationId: string; orderId: string; url: string; body: string }[] = [];
  const deliveries: Delivery[] = [];
  return {
    secret: "whsec_dGVzdHRlc3R0ZXN0dGVzdHRlc3R0ZXN0dGVzdHRlc3Q=",
    sent,
    async send(input) {
      sent.push({ integrationId: input.integrationId, orderId: input.orderId, url: input.url, body: input.body });
      const delivery: Delivery = {
        id: input.id ?? `msg_${sent.length}`,
        integrationId: input.integrationId,
        orderId: input.orderId,
        url: input.url,
        payload: input.body,
        state: "pending",
        attempts: [],
        nextAttemptAt: null,
      };
      deliveries.unshift(delivery);
      return delivery;
    },
    queued(delivery) {
      void this.send({
        id: delivery.id,
        integrationId: delivery.integrationId,
        orderId: delivery.orderId,
        url: delivery.url,
        body: delivery.payload,
      });
    },
    list: async (filter = {}) =>
      deliveries.filter(
        (d) => (!filter.orderId || d.orderId === filter.orderId) && (!filter.integrationId || d.integrationId === filter.integrationId),
      ),
    reset: () => {
      deliveries.length = 0;
      sent.length = 0;
    },
    idle: async () => {},
    close: () => {},
    drain: async () => {},
  };
}

/** No resolver in unit tests: localhost is 127.0.0.1, every other name is unknown. */
export const offlineLookup = async (hostname: string) => {
  if (hostname === "localhost") return [{ address: "127.0.0.1", family: 4 }];
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
};

/** The demo client (TEST_KEY, INTEGRATION_ID) and a second client (SECOND_KEY, SECOND_INTEGRATION_ID). */
export function testSeed(): Seed {
  const createdAt = "2026-01-01T00:00:00.000Z";
  return {
    webhookSecret: "whsec_dGVzdHRlc3R0ZXN0dGVzdHRlc3R0ZXN0dGVzdHRlc3Q=",
    clients: [
      {
        clientId: DEMO_CLIENT_ID,
        name: "Demo Store",
        apiKey: TEST_KEY,
        integration: { integrationId: INTEGRATION_ID, name: "Demo Store", url: "http://localhost:8081", createdAt },
      },
      {
        clientId: SECOND_CLIENT_ID,
        name: "Second Store",
        apiKey: SECOND_KEY,
        integration: { integrationId: SECOND_INTEGRATION_ID, name: "Second Store", url: "http://localhost:8082", createdAt },
      },
    ],
  };
}

/** A fresh in-memory SQLite database holding testSeed(), migrated as at a real start. */
export async function testRepository(initial: () => Seed = testSeed): Promise<Repository> {
  return (await openRepository({ target: { kind: "memory" }, initial })).repository;
}

export async function testApp(overrides: Partial<AppParts> = {}) {
  const webhooks = fakeDispatcher();
  const clock = manualClock();
  const app = createApp({
    store: overrides.store ?? (await testRepository()),
    clock,
    ids: createIds(seededRandom("unit")),
    webhooks,
    logger: silentLogger,
    config: { publicOrigin: ORIGIN, distDir: null, faultHangMs: 200, lookup: offlineLookup },
    ...overrides,
  });

  const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    app.request(path, {
      method,
      headers: { "X-API-Key": TEST_KEY, ...(body === undefined ? {} : { "Content-Type": "application/json" }), ...headers },
      ...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
    });

  const json = async (res: Response): Promise<any> => res.json();

  async function createPayment(amount = "25.00", assetId = "USDT_TRC20", extra: Record<string, unknown> = {}) {
    const res = await call("POST", "/api/v1/order/payment", {
      integrationId: INTEGRATION_ID,
      amount,
      assetId,
      customer: CUSTOMER,
      ...extra,
    });
    if (res.status !== 201) throw new Error(`payment creation failed: ${res.status} ${await res.text()}`);
    return json(res) as Promise<{ orderId: string; paymentLink: string; widgetCode: string; paymentAddress: string; operationId: string }>;
  }

  async function createDeposit(assetId = "USDT_TRC20", integrationId = INTEGRATION_ID) {
    const res = await call("POST", "/api/v1/order/deposit", { integrationId, assetId, customer: CUSTOMER });
    if (res.status !== 201) throw new Error(`deposit creation failed: ${res.status} ${await res.text()}`);
    return json(res) as Promise<{ orderId: string; paymentAddress: string }>;
  }

  async function pay(orderId: string, amount?: string) {
    const res = await call("POST", `/_sandbox/orders/${orderId}/payments`, amount === undefined ? undefined : { amount });
    if (res.status !== 201) throw new Error(`payment simulation failed: ${res.status} ${await res.text()}`);
    return json(res);
  }

  /** A completed payment order of `amount` (balance credited with amount minus 1 %). */
  async function paidOrder(amount = "100.00", assetId = "USDT_TRC20") {
    const created = await createPayment(amount, assetId);
    await pay(created.orderId);
    return created;
  }

  return { app, webhooks, clock, call, json, createPayment, createDeposit, pay, paidOrder };
}

/** An app whose callbacks go through the real dispatcher over the app's own outbox, as in production. */
export async function testAppWithWebhooks(options: Omit<WebhookDispatcherOptions, "outbox">) {
  const store = await testRepository();
  const webhooks = createWebhookDispatcher({ ...options, outbox: store.outbox });
  return { t: await testApp({ store, webhooks }), webhooks, store };
}

/** Valid destinations per network. */
export const TRON_DESTINATION = "TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7";
export const EVM_DESTINATION = "0x52908400098527886E0F7030069857D2E4169EE7";
