import { describe, expect, it } from "vitest";
import { CheckoutOrder, checkoutOrderPath, Integration, OrderStatusCallback, Transaction } from "../../src/shared/index.ts";
import { INTEGRATION_ID, TEST_KEY, testApp, testAppWithWebhooks, testRepository } from "../testing.ts";
import { createWebhookDispatcher, generateWebhookSecret, verifyWebhook } from "../webhooks/index.ts";
import { integrationSecrets } from "../webhooks/integration-secrets.ts";
import { SandboxIntegrationCreated } from "./schemas.ts";

describe("POST /_sandbox/orders/{orderId}/payments", () => {
  it("completes a payment order with exactly its amount and answers 201 with the Transaction", async () => {
    const t = await testApp();
    const created = await t.createPayment("25.50");
    const res = await t.call("POST", `/_sandbox/orders/${created.orderId}/payments`);
    expect(res.status).toBe(201);
    const tx = Transaction.parse(await res.json());
    expect(tx).toMatchObject({
      orderId: created.orderId,
      status: "completed",
      receiverAddress: created.paymentAddress,
      primaryAmount: { amount: "25.500000", currency: "USDT" },
      serviceFeeAmount: { amount: "0.255000", currency: "USDT" },
      totalAmount: { amount: "25.245000", currency: "USDT" },
      secondaryAmount: { amount: "25.50", currency: "USD" },
      primaryBlockchain: "tron",
    });
  });

  it("accepts a larger amount for a payment order (the order completes, overpaid)", async () => {
    const t = await testApp();
    const created = await t.createPayment("25");
    const tx = await t.pay(created.orderId, "30");
    expect(tx.primaryAmount.amount).toBe("30.000000");
    const order = await t.json(await t.call("GET", `/api/v1/orders/${created.orderId}`));
    expect(order).toMatchObject({ status: "completed", primaryAmount: { amount: "30.000000" } });
  });

  it("a deposit order needs an amount, and keeps receiving once completed", async () => {
    const t = await testApp();
    const deposit = await t.createDeposit("TRX");
    const missing = await t.call("POST", `/_sandbox/orders/${deposit.orderId}/payments`, {});
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual([expect.objectContaining({ code: "wrongData", field: "amount" })]);
    const below = await t.call("POST", `/_sandbox/orders/${deposit.orderId}/payments`, { amount: "1" });
    expect(await below.json()).toEqual([expect.objectContaining({ code: "limitExceeded", field: "amount" })]);
    await t.pay(deposit.orderId, "12.5");
    const again = await t.call("POST", `/_sandbox/orders/${deposit.orderId}/payments`, { amount: "12.5" });
    expect(again.status).toBe(201);
    const order = await t.json(await t.call("GET", `/api/v1/orders/${deposit.orderId}`));
    expect(order).toMatchObject({ status: "completed", transactionsCount: 2, primaryAmount: { amount: "25.000000" } });
  });

  it("404s for an unknown order and refuses bad amounts", async () => {
    const t = await testApp();
    expect((await t.call("POST", "/_sandbox/orders/ord_nope/payments")).status).toBe(404);
    const created = await t.createDeposit();
    for (const amount of [5, "-5", "1e2", "0"]) {
      const res = await t.call("POST", `/_sandbox/orders/${created.orderId}/payments`, { amount });
      expect(res.status).toBe(400);
    }
  });
});

describe("webhooks", () => {
  it("configures an integration's webhook and sends the order status callback on completion", async () => {
    const t = await testApp();
    const res = await t.call("PUT", `/_sandbox/integrations/${INTEGRATION_ID}/webhook`, {
      callbackUrl: "http://127.0.0.1:9/hook",
      orderTypes: ["Payment"],
    });
    expect(res.status).toBe(200);
    const integration = Integration.parse(await res.json());
    expect(integration.webhook).toMatchObject({ callbackUrl: "http://127.0.0.1:9/hook", orderTypes: ["Payment"] });

    const payment = await t.createPayment("10", "USDT_TRC20", { externalId: "inv-77" });
    await t.pay(payment.orderId);
    const deposit = await t.createDeposit();
    await t.pay(deposit.orderId, "5");

    expect(t.webhooks.sent).toHaveLength(1); // Deposit not selected
    const sent = t.webhooks.sent[0]!;
    expect(sent).toMatchObject({ integrationId: INTEGRATION_ID, orderId: payment.orderId, url: "http://127.0.0.1:9/hook" });
    const callback = OrderStatusCallback.parse(JSON.parse(sent.body));
    expect(callback.data).toMatchObject({ id: payment.orderId, status: "completed", externalId: "inv-77", integrationId: INTEGRATION_ID });

    const deliveries = await t.json(await t.call("GET", `/_sandbox/webhooks/deliveries?orderId=${payment.orderId}`));
    expect(deliveries.data).toHaveLength(1);
    expect(deliveries.data[0].orderId).toBe(payment.orderId);
  });

  it("sends deposit callbacks when Deposit is selected, and none without a callbackUrl", async () => {
    const t = await testApp();
    const first = await t.createDeposit();
    await t.pay(first.orderId, "5");
    expect(t.webhooks.sent).toHaveLength(0);
    await t.call("PUT", `/_sandbox/integrations/${INTEGRATION_ID}/webhook`, {
      callbackUrl: "https://merchant.example/hook",
      orderTypes: ["Deposit"],
    });
    const second = await t.createDeposit();
    await t.pay(second.orderId, "5");
    expect(t.webhooks.sent.map((s) => s.orderId)).toEqual([second.orderId]);
  });

  it("delivers through the real dispatcher with a verifiable signature, recorded in deliveries", async () => {
    const secret = generateWebhookSecret();
    const received: { headers: Headers; body: string }[] = [];
    const fakeFetch = (async (_url: string | URL | Request, init?: RequestInit) => {
      received.push({ headers: new Headers(init?.headers), body: String(init?.body) });
      return new Response("ok", { status: 200 });
    }) as typeof fetch;
    const { t, webhooks } = await testAppWithWebhooks({ secret, fetch: fakeFetch, random: () => 0 });
    await t.call("PUT", `/_sandbox/integrations/${INTEGRATION_ID}/webhook`, {
      callbackUrl: "https://merchant.example/hook",
      orderTypes: ["Payment", "Deposit"],
    });
    const payment = await t.createPayment("10");
    await t.pay(payment.orderId);
    await webhooks.idle();
    expect(received).toHaveLength(1);
    const [{ headers, body }] = received as [{ headers: Headers; body: string }];
    const verified = verifyWebhook({ secret, headers: Object.fromEntries(headers.entries()), body });
    expect(verified).toBe(true);
    const deliveries = await t.json(await t.call("GET", `/_sandbox/webhooks/deliveries?orderId=${payment.orderId}`));
    expect(deliveries.data[0]).toMatchObject({ orderId: payment.orderId, state: "delivered" });
    webhooks.close();
  });

  it("gives an integration made through /_sandbox/integrations its own signing secret, shown in the 201, and signs its callbacks with it", async () => {
    const serviceSecret = generateWebhookSecret();
    const store = await testRepository();
    const received: { headers: Record<string, string>; body: string }[] = [];
    const webhooks = createWebhookDispatcher({
      secret: serviceSecret,
      outbox: store.outbox,
      secretsFor: integrationSecrets(store, serviceSecret, () => new Date()),
      fetch: (async (_url: string | URL | Request, init?: RequestInit) => {
        received.push({ headers: Object.fromEntries(new Headers(init?.headers).entries()), body: String(init?.body) });
        return new Response("ok", { status: 200 });
      }) as typeof fetch,
      random: () => 0,
    });
    const t = await testApp({ store, webhooks });
    const create = (name: string, key: string) =>
      t.app.request("/_sandbox/integrations", {
        method: "POST",
        headers: { "X-API-Key": TEST_KEY, "Content-Type": "application/json", "Idempotency-Key": key },
        body: JSON.stringify({ name, url: "https://shop.example" }),
      });
    const first = SandboxIntegrationCreated.parse(await (await create("First", "int-1")).json());
    const other = SandboxIntegrationCreated.parse(await (await create("Other", "int-2")).json());
    expect(first.signingSecret).toMatch(/^whsec_/);
    expect(new Set([first.signingSecret, other.signingSecret, serviceSecret]).size).toBe(3);
    // A retry of the creation (its answer lost) answers the same integration and secret again.
    expect(SandboxIntegrationCreated.parse(await (await create("First", "int-1")).json())).toEqual(first);

    await t.call("PUT", `/_sandbox/integrations/${first.id}/webhook`, {
      callbackUrl: "https://merchant.example/hook",
      orderTypes: ["Payment"],
    });
    const payment = await t.createPayment("10", "USDT_TRC20", { integrationId: first.id });
    await t.pay(payment.orderId);
    await webhooks.idle();
    expect(received).toHaveLength(1);
    const [{ headers, body }] = received as [{ headers: Record<string, string>; body: string }];
    expect(verifyWebhook({ secret: first.signingSecret, headers, body })).toBe(true);
    // Neither the service-wide secret nor another integration's can vouch for it.
    expect(verifyWebhook({ secret: serviceSecret, headers, body })).toBe(false);
    expect(verifyWebhook({ secret: other.signingSecret, headers, body })).toBe(false);
    webhooks.close();
  });

  it("refuses a bad webhook configuration and an unknown integration", async () => {
    const t = await testApp();
    const bad = await t.call("PUT", `/_sandbox/integrations/${INTEGRATION_ID}/webhook`, { callbackUrl: "ftp://x", orderTypes: ["Refund"] });
    expect(bad.status).toBe(400);
    expect((await bad.json()).map((e: { field: string }) => e.field).sort()).toEqual(["callbackUrl", "orderTypes.0"]);
    const credentials = await t.call("PUT", `/_sandbox/integrations/${INTEGRATION_ID}/webhook`, {
      callbackUrl: "https://u:p@x.example/h",
      orderTypes: [],
    });
    expect(await credentials.json()).toEqual([expect.objectContaining({ field: "callbackUrl" })]);
    const unknown = await t.call("PUT", "/_sandbox/integrations/int_nope/webhook", { callbackUrl: null, orderTypes: [] });
    expect(unknown.status).toBe(404);
  });
});

describe("integrations, balances, reset", () => {
  it("creates a second integration, keeps balances per integration, and resets to the seed", async () => {
    const t = await testApp();
    const res = await t.call("POST", "/_sandbox/integrations", { name: "Second", url: "https://second.example" });
    expect(res.status).toBe(201);
    const second = Integration.parse(await res.json());
    expect(second.id).toMatch(/^int_/);
    const list = await t.json(await t.call("GET", "/api/v1/integrations"));
    expect(list.data.map((i: { id: string }) => i.id)).toEqual([INTEGRATION_ID, second.id]);

    const deposit = await t.createDeposit("USDT_TRC20", second.id);
    await t.pay(deposit.orderId, "50");
    const balances = await t.json(await t.call("GET", `/_sandbox/integrations/${second.id}/balances`));
    expect(balances.balances).toContainEqual({ assetId: "USDT_TRC20", amount: "49.500000" });
    const seedBalances = await t.json(await t.call("GET", `/_sandbox/integrations/${INTEGRATION_ID}/balances`));
    expect(seedBalances.balances).toContainEqual({ assetId: "USDT_TRC20", amount: "0.000000" });

    const reset = await t.call("POST", "/_sandbox/reset");
    expect(reset.status).toBe(204);
    const after = await t.json(await t.call("GET", "/api/v1/integrations"));
    expect(after.data.map((i: { id: string }) => i.id)).toEqual([INTEGRATION_ID]);
    expect((await t.json(await t.call("GET", "/api/v1/orders"))).data).toEqual([]);
    // Same key after reset.
    expect((await t.app.request("/api/v1/assets", { headers: { "X-API-Key": TEST_KEY } })).status).toBe(200);
  });

  it("reset refuses a body (it takes none), keeps every order, and says what to send", async () => {
    const t = await testApp();
    const kept = await t.createDeposit();
    // A body meant for another route, sent to reset by mistake.
    const misdirected = await t.call("POST", "/_sandbox/reset", { orderId: kept.orderId, failures: ["error500"] });
    expect(misdirected.status).toBe(400);
    expect(await misdirected.json()).toEqual([
      expect.objectContaining({
        code: "wrongData",
        field: "body",
        message: expect.stringContaining("takes no body, but received orderId, failures"),
      }),
    ]);
    expect((await t.call("GET", `/api/v1/orders/${kept.orderId}`)).status).toBe(200);
    // No body, or an empty object, still resets.
    expect((await t.call("POST", "/_sandbox/reset", {})).status).toBe(204);
    expect((await t.call("GET", `/api/v1/orders/${kept.orderId}`)).status).toBe(404);
  });

  it("refuses a bad integration body", async () => {
    const t = await testApp();
    const res = await t.call("POST", "/_sandbox/integrations", { name: "", url: "javascript:alert(1)" });
    expect(res.status).toBe(400);
    expect((await res.json()).map((e: { field: string }) => e.field).sort()).toEqual(["name", "url"]);
    expect((await t.call("GET", "/_sandbox/integrations/int_nope/balances")).status).toBe(404);
  });

  it("validates fault plans", async () => {
    const t = await testApp();
    expect((await t.call("POST", "/_sandbox/faults", { orderId: "ord_x", failures: ["explode"] })).status).toBe(400);
    expect((await t.call("POST", "/_sandbox/faults", { orderId: "ord_x", failures: [] })).status).toBe(400);
    const ok = await t.call("POST", "/_sandbox/faults", { orderId: "ord_x", failures: ["error500", "hang"] });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ orderId: "ord_x", failures: ["error500", "hang"] });
  });
});

describe("PUT /_sandbox/integrations/{integrationId}/branding", () => {
  it("sets the logo and accent the checkout order read then serves, also for an order read before, and clears them with null", async () => {
    const t = await testApp();
    const created = await t.createPayment("10");
    const path = checkoutOrderPath(INTEGRATION_ID, created.orderId);
    const before = CheckoutOrder.parse(await (await t.app.request(path)).json());
    expect(before.merchant.logoUrl).toBeUndefined();
    const set = await t.call("PUT", `/_sandbox/integrations/${INTEGRATION_ID}/branding`, {
      logoUrl: "https://shop.example/logo.png",
      accentColor: "#0F766E",
    });
    expect(set.status).toBe(200);
    expect(await set.json()).toEqual({ integrationId: INTEGRATION_ID, logoUrl: "https://shop.example/logo.png", accentColor: "#0F766E" });
    // The order's kept view is forgotten: the same order shows the branding at once.
    const read = await (await t.app.request(path)).json();
    expect(CheckoutOrder.parse(read).merchant).toMatchObject({ logoUrl: "https://shop.example/logo.png", accentColor: "#0F766E" });

    await t.call("PUT", `/_sandbox/integrations/${INTEGRATION_ID}/branding`, { logoUrl: null, accentColor: null });
    const again = CheckoutOrder.parse(await (await t.app.request(path)).json());
    expect(Object.keys(again.merchant).sort()).toEqual(["name", "supportEmail", "supportUrl", "url"]);
  });

  it("refuses a logo that is not https and a colour that is not #rrggbb, naming the field", async () => {
    const t = await testApp();
    for (const [body, field] of [
      [{ logoUrl: "http://shop.example/logo.png", accentColor: null }, "logoUrl"],
      [{ logoUrl: "javascript:alert(1)", accentColor: null }, "logoUrl"],
      [{ logoUrl: null, accentColor: "red" }, "accentColor"],
      [{ logoUrl: null, accentColor: "#12345" }, "accentColor"],
    ] as const) {
      const res = await t.call("PUT", `/_sandbox/integrations/${INTEGRATION_ID}/branding`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toEqual([expect.objectContaining({ code: "wrongData", field })]);
    }
    expect((await t.call("PUT", "/_sandbox/integrations/int_nope/branding", { logoUrl: null, accentColor: null })).status).toBe(404);
  });
});
