// Many merchants on one service: every /api/v1 and /_sandbox route answers a second client's key
// as if the demo client's records did not exist. "As if" is checked literally: the answer to
// another client's id is the answer to an unknown id, with only the id itself differing.
import { describe, expect, it } from "vitest";
import { checkoutOrderPath } from "../src/shared/index.ts";
import { TRON_DESTINATION, CUSTOMER, INTEGRATION_ID, SECOND_INTEGRATION_ID, SECOND_KEY, testApp, testAppWithWebhooks } from "./testing.ts";

type T = Awaited<ReturnType<typeof testApp>>;
const asSecond = { "X-API-Key": SECOND_KEY };

/** Status and body of an answer, with `id` replaced by a placeholder so that two ids compare. */
async function shape(res: Response, id: string): Promise<{ status: number; body: string }> {
  return { status: res.status, body: (await res.text()).split(id).join("<id>") };
}

/** The second client's answer for the demo client's id equals its answer for an id nobody has. */
async function answersAsUnknown(
  t: T,
  method: string,
  path: (id: string) => string,
  foreignId: string,
  unknownId: string,
  body?: (id: string) => unknown,
) {
  const foreign = await t.call(method, path(foreignId), body?.(foreignId), asSecond);
  const unknown = await t.call(method, path(unknownId), body?.(unknownId), asSecond);
  const seen = await shape(foreign, foreignId);
  expect(seen.status, `${method} ${path("{id}")}`).toBeGreaterThanOrEqual(400);
  expect(seen, `${method} ${path("{id}")}`).toEqual(await shape(unknown, unknownId));
  return seen;
}

/** The demo client with a paid order (balance credited) and a callback URL. */
async function demoWithData(t: T) {
  const paid = await t.paidOrder("100.00");
  const order = await t.json(await t.call("GET", `/api/v1/orders/${paid.orderId}`));
  return { orderId: paid.orderId, transactionId: order.transactions[0].id as string };
}

describe("another client's ids answer as unknown ids", () => {
  it("API v1: order creation on another client's integration is the unknown integration's 400", async () => {
    const t = await testApp();
    for (const kind of ["payment", "deposit"]) {
      await answersAsUnknown(
        t,
        "POST",
        () => `/api/v1/order/${kind}`,
        INTEGRATION_ID,
        "int_nope",
        (id) => ({
          integrationId: id,
          assetId: "USDT_TRC20",
          customer: CUSTOMER,
          ...(kind === "payment" ? { amount: "25" } : {}),
        }),
      );
    }
  });

  it("API v1: order and transaction reads are 404 as for unknown ids", async () => {
    const t = await testApp();
    const { orderId, transactionId } = await demoWithData(t);
    await answersAsUnknown(t, "GET", (id) => `/api/v1/orders/${id}`, orderId, "ord_nope");
    await answersAsUnknown(t, "GET", (id) => `/api/v1/orders/${id}/transactions/${transactionId}`, orderId, "ord_nope");
  });

  it("API v1: a refund of another client's order and a withdrawal from its integration are refused as unknown, and move nothing", async () => {
    const t = await testApp();
    const { orderId } = await demoWithData(t);
    await answersAsUnknown(
      t,
      "POST",
      () => "/api/v1/order/refund",
      orderId,
      "ord_nope",
      (id) => ({
        refundOrderId: id,
        amount: "1",
        assetId: "USDT_TRC20",
        destinationAddress: TRON_DESTINATION,
      }),
    );
    await answersAsUnknown(
      t,
      "POST",
      () => "/api/v1/order/withdrawal",
      INTEGRATION_ID,
      "int_nope",
      (id) => ({
        integrationId: id,
        amount: "1",
        assetId: "USDT_TRC20",
        destinationAddress: TRON_DESTINATION,
        customer: CUSTOMER,
      }),
    );
    const balances = await t.json(await t.call("GET", `/_sandbox/integrations/${INTEGRATION_ID}/balances`));
    expect(balances.balances.find((b: { assetId: string }) => b.assetId === "USDT_TRC20").amount).toBe("99.000000");
  });

  it("API v1: lists show only the key's client", async () => {
    const t = await testApp();
    await demoWithData(t);
    const integrations = await t.json(await t.call("GET", "/api/v1/integrations", undefined, asSecond));
    expect(integrations.data.map((i: { id: string }) => i.id)).toEqual([SECOND_INTEGRATION_ID]);
    const orders = await t.json(await t.call("GET", "/api/v1/orders", undefined, asSecond));
    expect(orders.data).toEqual([]);
    expect(orders.pagination.totalQuantity).toBe(0);
    const demo = await t.json(await t.call("GET", "/api/v1/integrations"));
    expect(demo.data.map((i: { id: string }) => i.id)).toEqual([INTEGRATION_ID]);
  });

  it("sandbox: payments and confirmations on another client's order or transaction are 404 as for unknown ids", async () => {
    const t = await testApp();
    const created = await t.createPayment("25");
    await answersAsUnknown(t, "POST", (id) => `/_sandbox/orders/${id}/payments`, created.orderId, "ord_nope");
    const detected = await t.json(await t.call("POST", `/_sandbox/orders/${created.orderId}/payments`, { confirmed: false }));
    await answersAsUnknown(t, "POST", (id) => `/_sandbox/transactions/${id}/confirm`, detected.id, "tx_nope");
    const order = await t.json(await t.call("GET", `/api/v1/orders/${created.orderId}`));
    expect(order.status, "the demo client's order did not move").toBe("inProgress");
  });

  it("sandbox: every integration route is 404 for another client's integration, and changes nothing", async () => {
    const t = await testApp();
    const before = await t.json(await t.call("GET", `/_sandbox/integrations/${INTEGRATION_ID}/payment-settings`));
    const routes: [string, (id: string) => string, unknown][] = [
      ["GET", (id) => `/_sandbox/integrations/${id}/payment-settings`, undefined],
      ["PUT", (id) => `/_sandbox/integrations/${id}/payment-settings`, { paymentTolerancePercent: "1" }],
      ["PUT", (id) => `/_sandbox/integrations/${id}/webhook`, { callbackUrl: "http://127.0.0.1:9/hook", orderTypes: ["Payment"] }],
      ["PUT", (id) => `/_sandbox/integrations/${id}/branding`, { logoUrl: null, accentColor: "#123456" }],
      ["PUT", (id) => `/_sandbox/integrations/${id}/embedding`, { allowedOrigins: ["https://evil.example"] }],
      ["PUT", (id) => `/_sandbox/integrations/${id}/app-return-schemes`, { appReturnSchemes: ["evil"] }],
      ["GET", (id) => `/_sandbox/integrations/${id}/balances`, undefined],
    ];
    for (const [method, path, body] of routes) {
      await answersAsUnknown(t, method, path, INTEGRATION_ID, "int_nope", body === undefined ? undefined : () => body);
    }
    expect(await t.json(await t.call("GET", `/_sandbox/integrations/${INTEGRATION_ID}/payment-settings`))).toEqual(before);
    const integration = await t.json(await t.call("GET", "/api/v1/integrations"));
    expect(integration.data[0].webhook.callbackUrl).toBeNull();
  });

  it("sandbox: an integration created with one client's key is that client's alone", async () => {
    const t = await testApp();
    const created = await t.json(
      await t.call("POST", "/_sandbox/integrations", { name: "Other shop", url: "https://other.example" }, asSecond),
    );
    const second = await t.json(await t.call("GET", "/api/v1/integrations", undefined, asSecond));
    expect(second.data.map((i: { id: string }) => i.id)).toEqual([SECOND_INTEGRATION_ID, created.id]);
    const demo = await t.json(await t.call("GET", "/api/v1/integrations"));
    expect(demo.data.map((i: { id: string }) => i.id)).toEqual([INTEGRATION_ID]);
    expect((await t.call("GET", `/_sandbox/integrations/${created.id}/balances`)).status).toBe(404);
  });

  it("sandbox: a fault planned on another client's order answers as for an unknown order and never reaches its page", async () => {
    const t = await testApp();
    const created = await t.createPayment("25");
    const foreign = await t.call("POST", "/_sandbox/faults", { orderId: created.orderId, failures: ["error500"] }, asSecond);
    const unknown = await t.call("POST", "/_sandbox/faults", { orderId: "ord_nope", failures: ["error500"] }, asSecond);
    expect(await shape(foreign, created.orderId)).toEqual(await shape(unknown, "ord_nope"));
    const read = await t.app.request(checkoutOrderPath(INTEGRATION_ID, created.orderId));
    expect(read.status, "the payer's page reads its order").toBe(200);
  });

  it("sandbox: a reset by one client leaves the other's orders, balances and integrations", async () => {
    const t = await testApp();
    const { orderId } = await demoWithData(t);
    expect((await t.call("POST", "/_sandbox/reset", undefined, asSecond)).status).toBe(204);
    expect((await t.call("GET", `/api/v1/orders/${orderId}`)).status).toBe(200);
    const balances = await t.json(await t.call("GET", `/_sandbox/integrations/${INTEGRATION_ID}/balances`));
    expect(balances.balances.find((b: { assetId: string }) => b.assetId === "USDT_TRC20").amount).toBe("99.000000");
    const second = await t.json(await t.call("GET", "/api/v1/integrations", undefined, asSecond));
    expect(
      second.data.map((i: { id: string }) => i.id),
      "the second client's seed comes back",
    ).toEqual([SECOND_INTEGRATION_ID]);
    // And the other way round: the demo client's reset leaves the second's order.
    const theirs = await t.json(
      await t.call("POST", "/api/v1/order/deposit", { integrationId: SECOND_INTEGRATION_ID, assetId: "ETH", customer: CUSTOMER }, asSecond),
    );
    expect((await t.call("POST", "/_sandbox/reset")).status).toBe(204);
    expect((await t.call("GET", `/api/v1/orders/${theirs.orderId}`, undefined, asSecond)).status).toBe(200);
    expect((await t.call("GET", `/api/v1/orders/${orderId}`)).status).toBe(404);
  });

  it("sandbox: the deliveries list shows only the key's client's callbacks, whatever the filter", async () => {
    const { t, webhooks } = await testAppWithWebhooks({
      secret: "whsec_dGVzdHRlc3R0ZXN0dGVzdHRlc3R0ZXN0dGVzdHRlc3Q=",
      fetch: async () => new Response(null, { status: 204 }),
    });
    await t.call("PUT", `/_sandbox/integrations/${INTEGRATION_ID}/webhook`, {
      callbackUrl: "http://127.0.0.1:9/hook",
      orderTypes: ["Payment"],
    });
    const { orderId } = await demoWithData(t);
    await webhooks.idle();
    expect((await t.json(await t.call("GET", "/_sandbox/webhooks/deliveries"))).data).toHaveLength(1);
    for (const query of ["", `?orderId=${orderId}`, `?integrationId=${INTEGRATION_ID}`]) {
      const listed = await t.json(await t.call("GET", `/_sandbox/webhooks/deliveries${query}`, undefined, asSecond));
      expect(listed.data, query).toEqual([]);
    }
    webhooks.close();
  });

  it("Idempotency-Keys are each client's own: the same key from two clients applies twice, never replays across", async () => {
    const t = await testApp();
    const headers = { "Idempotency-Key": "same-key-1" };
    const body = (integrationId: string) => ({ integrationId, amount: "25", assetId: "USDT_TRC20", customer: CUSTOMER });
    const demo = await t.call("POST", "/api/v1/order/payment", body(INTEGRATION_ID), headers);
    const second = await t.call("POST", "/api/v1/order/payment", body(SECOND_INTEGRATION_ID), { ...headers, ...asSecond });
    expect(demo.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers.get("Idempotent-Replayed")).toBeNull();
    expect((await t.json(demo)).orderId).not.toBe((await t.json(second)).orderId);
  });
});
