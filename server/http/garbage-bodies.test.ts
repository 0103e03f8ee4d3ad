// Every route that takes a body, fed bodies no client should send: each must be refused with
// a 4xx carrying the spec's error array (Errors 2), never a 500, and must leave the state as it
// was. The routes come from one table; a test below fails when the app gains a POST, PUT or
// PATCH route the table does not list, so a new route cannot skip the sweep.
import { beforeAll, describe, expect, it } from "vitest";
import { ERROR_CODES } from "../../src/shared/index.ts";
import { CUSTOMER, DEMO_CLIENT_ID, INTEGRATION_ID, TEST_KEY, TRON_DESTINATION, testApp } from "../testing.ts";

type T = Awaited<ReturnType<typeof testApp>>;

/** What each route's path and valid body refer to: orders in the states the routes need. */
interface Fixture {
  t: T;
  /** A completed payment order: something to refund, and a balance to withdraw from. */
  paidOrderId: string;
  /**
   * An inProgress deposit order, the target of the simulated payment. A deposit order and not a
   * payment order: for a payment order `{}` is a valid body (amount defaults to the order's), so
   * an object of unknown keys would rightly pay it; a deposit order needs an amount.
   */
  depositOrderId: string;
  /** A detected transfer waiting for confirmations, on a payment order of its own. */
  pendingTransactionId: string;
}

async function fixture(): Promise<Fixture> {
  const t = await testApp();
  const paid = await t.paidOrder("100");
  const deposit = await t.createDeposit();
  const waiting = await t.createPayment("10");
  const pending = await t.json(await t.call("POST", `/_sandbox/orders/${waiting.orderId}/payments`, { confirmed: false }));
  return { t, paidOrderId: paid.orderId, depositOrderId: deposit.orderId, pendingTransactionId: pending.id };
}

interface BodyRoute {
  method: "POST" | "PUT" | "PATCH";
  /** The route as the app registers it (Hono's pattern). */
  pattern: string;
  path: (f: Fixture) => string;
  /** A body the route accepts: sent with a wrong Content-Type it proves the type is what is refused. */
  valid: (f: Fixture) => unknown;
  /** Status of a refused body when it is not the usual 400. */
  refusal?: number;
}

const ROUTES: BodyRoute[] = [
  {
    method: "POST",
    pattern: "/api/v1/order/payment",
    path: () => "/api/v1/order/payment",
    valid: () => ({ integrationId: INTEGRATION_ID, amount: "10", assetId: "USDT_TRC20", customer: CUSTOMER }),
  },
  {
    method: "POST",
    pattern: "/api/v1/order/deposit",
    path: () => "/api/v1/order/deposit",
    valid: () => ({ integrationId: INTEGRATION_ID, assetId: "USDT_TRC20", customer: CUSTOMER }),
  },
  {
    method: "POST",
    pattern: "/api/v1/order/refund",
    path: () => "/api/v1/order/refund",
    valid: (f) => ({ refundOrderId: f.paidOrderId, amount: "1", assetId: "USDT_TRC20", destinationAddress: TRON_DESTINATION }),
  },
  {
    method: "POST",
    pattern: "/api/v1/order/withdrawal",
    path: () => "/api/v1/order/withdrawal",
    valid: () => ({
      integrationId: INTEGRATION_ID,
      amount: "1",
      assetId: "USDT_TRC20",
      destinationAddress: TRON_DESTINATION,
      customer: CUSTOMER,
    }),
  },
  {
    method: "POST",
    pattern: "/api/v1/order/send",
    path: () => "/api/v1/order/send",
    // Removed (spec, Versioning): no body is valid, every request is 410.
    valid: () => ({ amount: "1" }),
    refusal: 410,
  },
  {
    method: "POST",
    pattern: "/_sandbox/orders/:orderId/payments",
    path: (f) => `/_sandbox/orders/${f.depositOrderId}/payments`,
    valid: () => ({ amount: "5" }),
  },
  {
    method: "POST",
    pattern: "/_sandbox/integrations",
    path: () => "/_sandbox/integrations",
    valid: () => ({ name: "Second shop", url: "https://second.example" }),
  },
  {
    method: "PUT",
    pattern: "/_sandbox/integrations/:integrationId/webhook",
    path: () => `/_sandbox/integrations/${INTEGRATION_ID}/webhook`,
    valid: () => ({ callbackUrl: "https://merchant.example/hooks", orderTypes: ["Payment"] }),
  },
  {
    method: "PUT",
    pattern: "/_sandbox/integrations/:integrationId/branding",
    path: () => `/_sandbox/integrations/${INTEGRATION_ID}/branding`,
    valid: () => ({ logoUrl: "https://merchant.example/logo.png", accentColor: "#0f766e" }),
  },
  {
    method: "PUT",
    pattern: "/_sandbox/integrations/:integrationId/embedding",
    path: () => `/_sandbox/integrations/${INTEGRATION_ID}/embedding`,
    valid: () => ({ allowedOrigins: ["https://merchant.example"] }),
  },
  {
    method: "PUT",
    pattern: "/_sandbox/integrations/:integrationId/app-return-schemes",
    path: () => `/_sandbox/integrations/${INTEGRATION_ID}/app-return-schemes`,
    valid: () => ({ appReturnSchemes: ["myshop"] }),
  },
  {
    method: "POST",
    pattern: "/_sandbox/transactions/:transactionId/confirm",
    path: (f) => `/_sandbox/transactions/${f.pendingTransactionId}/confirm`,
    valid: () => ({ confirmations: 2 }),
  },
  {
    method: "PUT",
    pattern: "/_sandbox/integrations/:integrationId/payment-settings",
    path: () => `/_sandbox/integrations/${INTEGRATION_ID}/payment-settings`,
    valid: () => ({ paymentTolerancePercent: "1", supportEmail: "help@shop.example" }),
  },
  {
    method: "POST",
    pattern: "/_sandbox/faults",
    path: () => "/_sandbox/faults",
    valid: (f) => ({ orderId: f.depositOrderId, failures: ["error500"] }),
  },
  {
    method: "POST",
    pattern: "/api/v1/payment-links",
    path: () => "/api/v1/payment-links",
    valid: () => ({ integrationId: INTEGRATION_ID, name: "A mug", price: { amount: "10", currency: "USD" } }),
  },
  {
    method: "POST",
    pattern: "/_sandbox/reset",
    path: () => "/_sandbox/reset",
    valid: () => ({}),
  },
];

/**
 * POST routes that read no body at all (whatever is sent is ignored, so there is nothing to
 * refuse) or only an optional one whose every field is optional (the test event: its own tests
 * are in test/kit/sandbox-webhook-tools.test.ts), and the portal's routes, which take the portal's own session and forms and have
 * their bad-input tests beside them (server/portal).
 */
const BODYLESS = [
  "POST /_sandbox/webhooks/deliveries/:deliveryId/redeliver",
  "POST /_sandbox/integrations/:integrationId/webhook/test",
  "POST /_sandbox/orders/:orderId/expire",
  "POST /api/v1/payment-links/:linkId/deactivate",
  // The payer's choice on a payment link's page: an HTML form post whose only field is the asset,
  // answered with a page (a redirect, or the page again saying why), never with the API's JSON.
  "POST /link/:linkId",
];
const OWN_SWEEP = /^(POST|PUT|PATCH) \/portal\//;

interface GarbageCase {
  name: string;
  /** The raw request body and its headers (beyond the key). */
  request: (route: BodyRoute, f: Fixture) => { body: BodyInit; headers: Record<string, string> };
  /** Expected status when it is the same for every route (the size limit comes before routing). */
  status?: number;
  /** The field the error names when the body itself is refused (not only a field inside it). */
  field?: string;
}

const JSON_TYPE = { "Content-Type": "application/json" };
const TWO_MB = 2 * 1024 * 1024;
const bigObject = () => JSON.stringify({ padding: "x".repeat(TWO_MB) });

/** A stream gives no Content-Length, so the size limit has to count what it reads. */
function streamed(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(offset, offset + 64 * 1024));
      offset += 64 * 1024;
    },
  });
}

const deepArray = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
/** The valid body's JSON with every top-level field's value replaced by `json` (raw JSON text). */
function everyField(valid: unknown, json: string): string {
  const keys = Object.keys(valid as object);
  return `{${(keys.length > 0 ? keys : ["x"]).map((key) => `${JSON.stringify(key)}:${json}`).join(",")}}`;
}

const CASES: GarbageCase[] = [
  { name: "not JSON", request: () => ({ body: "not json", headers: JSON_TYPE }), field: "body" },
  { name: "truncated JSON", request: () => ({ body: '{"amount": "1', headers: JSON_TYPE }), field: "body" },
  { name: "an array", request: () => ({ body: "[]", headers: JSON_TYPE }), field: "body" },
  { name: "null", request: () => ({ body: "null", headers: JSON_TYPE }), field: "body" },
  { name: "a JSON string", request: () => ({ body: '"string"', headers: JSON_TYPE }), field: "body" },
  { name: "a JSON number", request: () => ({ body: "42", headers: JSON_TYPE }), field: "body" },
  { name: "a __proto__ key", request: () => ({ body: '{"__proto__":{"x":1}}', headers: JSON_TYPE }) },
  { name: "a constructor.prototype key", request: () => ({ body: '{"constructor":{"prototype":{"x":1}}}', headers: JSON_TYPE }) },
  {
    name: "20,000 levels of nesting",
    request: () => ({ body: `{"deep":${"[".repeat(20_000)}${"]".repeat(20_000)}}`, headers: JSON_TYPE }),
  },
  // The error message describes the rejected value; a recursive description of
  // 5,000 levels overflowed the stack (500). Deep values as the body, and in each field.
  { name: "5,000 nested arrays as the body", request: () => ({ body: deepArray(5_000), headers: JSON_TYPE }), field: "body" },
  {
    name: "each field holding 5,000 nested arrays",
    request: (route, f) => ({ body: everyField(route.valid(f), deepArray(5_000)), headers: JSON_TYPE }),
  },
  {
    // 2,000 (10 KB each), so that every field's copy fits under the 64 KiB body limit.
    name: "each field holding 2,000 nested objects",
    request: (route, f) => ({ body: everyField(route.valid(f), deepObject(2_000)), headers: JSON_TYPE }),
  },
  {
    name: "an array of 5,000 nested arrays in each field",
    request: (route, f) => ({ body: everyField(route.valid(f), `[${deepArray(5_000)}]`), headers: JSON_TYPE }),
  },
  {
    name: "2 MB with its Content-Length",
    request: () => {
      const body = bigObject();
      return { body, headers: { ...JSON_TYPE, "Content-Length": String(Buffer.byteLength(body)) } };
    },
    status: 413,
    field: "body",
  },
  {
    name: "2 MB streamed, no Content-Length",
    request: () => ({ body: streamed(bigObject()), headers: JSON_TYPE }),
    status: 413,
    field: "body",
  },
  {
    name: "a valid body as text/plain",
    request: (route, f) => ({ body: JSON.stringify(route.valid(f)), headers: { "Content-Type": "text/plain" } }),
    field: "Content-Type",
  },
  {
    name: "a valid body as a form",
    request: (route, f) => ({ body: JSON.stringify(route.valid(f)), headers: { "Content-Type": "application/x-www-form-urlencoded" } }),
    field: "Content-Type",
  },
  {
    name: "a valid body without Content-Type",
    request: (route, f) => ({ body: JSON.stringify(route.valid(f)), headers: {} }),
    field: "Content-Type",
  },
];

/** Everything a request could have written: the store, the callbacks sent, the fault plans. */
async function snapshot(f: Fixture): Promise<string> {
  const s = f.t.app.services;
  const page = { offset: 0, limit: 1000 };
  const integrations = (await s.store.listIntegrations(DEMO_CLIENT_ID, page)).items;
  const state = {
    settings: s.store.settings,
    integrations,
    orders: (await s.store.listOrders(DEMO_CLIENT_ID, {}, page)).items,
    balances: await Promise.all(integrations.map((i) => s.store.balances(i.id))),
    outbox: await s.store.outbox.list({}, 1000),
  };
  return JSON.stringify({ state, sent: f.t.webhooks.sent, faults: s.faults.pending(f.depositOrderId) });
}

async function send(f: Fixture, route: BodyRoute, request: { body: BodyInit; headers: Record<string, string> }): Promise<Response> {
  return f.t.app.request(route.path(f), {
    method: route.method,
    headers: { "X-API-Key": TEST_KEY, ...request.headers },
    body: request.body,
    // Node's fetch wants this for a stream body.
    ...(request.body instanceof ReadableStream ? { duplex: "half" } : {}),
  } as RequestInit);
}

const named = <X extends { method: string; pattern: string }>(routes: X[]) => routes.map((r) => [`${r.method} ${r.pattern}`, r] as const);

describe.each(named(ROUTES))("%s refuses garbage bodies", (_name, route) => {
  // One app and its orders for all of a route's cases: every case refuses its body and is
  // checked to leave the state as it found it (its own snapshot before and after), so a fresh
  // app a case proved nothing more and cost most of the file's time (an app, a paid order, a
  // deposit and a detected transfer, 304 times).
  let f: Fixture;
  beforeAll(async () => {
    f = await fixture();
  });

  it.each(CASES.map((c) => [c.name, c] as const))("%s", async (_case, garbage) => {
    const before = await snapshot(f);
    const res = await send(f, route, garbage.request(route, f));

    const expected = garbage.status ?? route.refusal ?? 400;
    expect(res.status).toBe(expected);
    expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
    const errors: unknown = await res.json();
    // The spec's 400 body: an array of error objects, here each with all three fields.
    expect(Array.isArray(errors)).toBe(true);
    expect((errors as unknown[]).length).toBeGreaterThan(0);
    for (const error of errors as unknown[]) {
      expect(error).toEqual({ code: expect.any(String), field: expect.any(String), message: expect.any(String) });
      expect(ERROR_CODES).toContain((error as { code: string }).code);
    }
    if (garbage.field && expected !== route.refusal) {
      expect((errors as { field: string }[]).map((e) => e.field)).toEqual([garbage.field]);
    }

    expect(await snapshot(f), "the refused request changed the state").toBe(before);
    expect(Object.prototype, "a body polluted Object.prototype").not.toHaveProperty("x");
  });
});

describe("the garbage-body table", () => {
  it("lists every POST, PUT and PATCH route the app has", async () => {
    const registered = (await testApp()).app.routes
      .filter((r) => ["POST", "PUT", "PATCH"].includes(r.method))
      .map((r) => `${r.method} ${r.path}`)
      .filter((r) => !BODYLESS.includes(r) && !OWN_SWEEP.test(r))
      .sort();
    expect(ROUTES.map((r) => `${r.method} ${r.pattern}`).sort()).toEqual(registered);
  });

  // The control for "a valid body as text/plain": the same body as JSON is accepted, so the
  // refusal above is about the Content-Type and nothing else.
  it.each(named(ROUTES.filter((r) => r.refusal === undefined)))("%s accepts its valid body as JSON", async (_name, route) => {
    const f = await fixture();
    const res = await send(f, route, { body: JSON.stringify(route.valid(f)), headers: JSON_TYPE });
    expect(res.status, await res.clone().text()).toBeGreaterThanOrEqual(200);
    expect(res.status).toBeLessThan(300);
  });
});
