// Idempotency-Key on the creation endpoints, through the app: a retry replays the first
// answer, a different request under the same key is a 409 naming the header, and concurrent
// retries apply once.
import { describe, expect, it } from "vitest";
import { CUSTOMER, INTEGRATION_ID, TRON_DESTINATION, testApp } from "../testing.ts";
import { canonicalJson } from "./idempotency.ts";

const payment = { integrationId: INTEGRATION_ID, amount: "25.00", assetId: "USDT_TRC20", customer: CUSTOMER };

describe("Idempotency-Key", () => {
  it("replays the first answer of a payment order: same status, same body, one order", async () => {
    const t = await testApp();
    const first = await t.call("POST", "/api/v1/order/payment", payment, { "Idempotency-Key": "order-1" });
    expect(first.status).toBe(201);
    const body = await first.text();
    // The same request with its keys in another order is the same request.
    const reordered = { customer: CUSTOMER, assetId: "USDT_TRC20", amount: "25.00", integrationId: INTEGRATION_ID };
    const again = await t.call("POST", "/api/v1/order/payment", reordered, { "Idempotency-Key": "order-1" });
    expect(again.status).toBe(201);
    expect(await again.text()).toBe(body);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    const list = await t.json(await t.call("GET", "/api/v1/orders"));
    expect(list.pagination.totalQuantity).toBe(1);
  });

  it("refuses the same key with another body or on another endpoint: 409 naming the header", async () => {
    const t = await testApp();
    expect((await t.call("POST", "/api/v1/order/payment", payment, { "Idempotency-Key": "k" })).status).toBe(201);
    for (const [path, body] of [
      ["/api/v1/order/payment", { ...payment, amount: "26.00" }],
      ["/api/v1/order/deposit", { integrationId: INTEGRATION_ID, assetId: "USDT_TRC20", customer: CUSTOMER }],
    ] as const) {
      const res = await t.call("POST", path, body, { "Idempotency-Key": "k" });
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual([
        { code: "wrongData", field: "Idempotency-Key", message: expect.stringContaining("different request") },
      ]);
    }
    expect((await t.json(await t.call("GET", "/api/v1/orders"))).pagination.totalQuantity).toBe(1);
  });

  it("keeps nothing for a refused request: the key works once the request can succeed", async () => {
    const t = await testApp();
    const paid = await t.paidOrder("100.00");
    const refund = { refundOrderId: paid.orderId, amount: "150", assetId: "USDT_TRC20", destinationAddress: TRON_DESTINATION };
    expect((await t.call("POST", "/api/v1/order/refund", refund, { "Idempotency-Key": "r" })).status).toBe(400);
    const ok = await t.call("POST", "/api/v1/order/refund", { ...refund, amount: "50" }, { "Idempotency-Key": "r" });
    expect(ok.status).toBe(201);
  });

  it("a replayed refund is not refunded again, even when a second one would no longer fit", async () => {
    const t = await testApp();
    const paid = await t.paidOrder("100.00");
    const refund = { refundOrderId: paid.orderId, amount: "90", assetId: "USDT_TRC20", destinationAddress: TRON_DESTINATION };
    const first = await t.call("POST", "/api/v1/order/refund", refund, { "Idempotency-Key": "refund-1" });
    const again = await t.call("POST", "/api/v1/order/refund", refund, { "Idempotency-Key": "refund-1" });
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(await first.json());
    const balances = await t.json(await t.call("GET", `/_sandbox/integrations/${INTEGRATION_ID}/balances`));
    expect(balances.balances).toContainEqual({ assetId: "USDT_TRC20", amount: "8.000000" }); // 99 - 90 - 1
  });

  it("applies concurrent retries of a withdrawal once", async () => {
    const t = await testApp();
    await t.paidOrder("100.00");
    const withdrawal = {
      integrationId: INTEGRATION_ID,
      amount: "5",
      assetId: "USDT_TRC20",
      destinationAddress: TRON_DESTINATION,
      customer: CUSTOMER,
    };
    const answers = await Promise.all(
      Array.from({ length: 25 }, () => t.call("POST", "/api/v1/order/withdrawal", withdrawal, { "Idempotency-Key": "w-1" })),
    );
    const bodies = await Promise.all(answers.map((res) => res.text()));
    expect(answers.map((res) => res.status)).toEqual(Array(25).fill(201));
    expect(new Set(bodies).size).toBe(1);
    const list = await t.json(await t.call("GET", "/api/v1/orders?type=withdrawal"));
    expect(list.pagination.totalQuantity).toBe(1);
  });

  it("replays the simulated payment and the deposit order", async () => {
    const t = await testApp();
    const deposit = { integrationId: INTEGRATION_ID, assetId: "USDT_TRC20", customer: CUSTOMER };
    const a = await t.call("POST", "/api/v1/order/deposit", deposit, { "Idempotency-Key": "d" });
    const b = await t.call("POST", "/api/v1/order/deposit", deposit, { "Idempotency-Key": "d" });
    const { orderId } = await a.json();
    expect((await b.json()).orderId).toBe(orderId);
    const pay1 = await t.call("POST", `/_sandbox/orders/${orderId}/payments`, { amount: "5" }, { "Idempotency-Key": "p" });
    const pay2 = await t.call("POST", `/_sandbox/orders/${orderId}/payments`, { amount: "5" }, { "Idempotency-Key": "p" });
    expect(pay1.status).toBe(201);
    expect(pay2.status).toBe(201); // without the key, a second payment of a completed order is a 400
    expect(await pay2.json()).toEqual(await pay1.json());
  });

  it("refuses a malformed key with 400 naming the header", async () => {
    const t = await testApp();
    for (const key of ["", "has space", "x".repeat(256)]) {
      const res = await t.call("POST", "/api/v1/order/payment", payment, { "Idempotency-Key": key });
      expect(res.status, JSON.stringify(key)).toBe(400);
      expect((await res.json())[0]).toMatchObject({ field: "Idempotency-Key" });
    }
  });

  it("hashes a canonical form: key order does not matter, values do", () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { f: 2, e: 3 }], c: null } })).toBe('{"a":{"c":null,"d":[1,{"e":3,"f":2}]},"b":1}');
    expect(canonicalJson({ a: "1" })).not.toBe(canonicalJson({ a: 1 }));
  });
});

describe("Idempotency-Key on every creating route", () => {
  it("fingerprints a body nested 20,000 deep without overflowing: no 500 on the idempotent routes", async () => {
    const t = await testApp();
    const deep = `${"[".repeat(20_000)}${"]".repeat(20_000)}`;
    const withDeep = (body: object) => `${JSON.stringify(body).slice(0, -1)},"deep":${deep}}`;
    const paid = await t.paidOrder("100.00");
    const deposit = await t.createDeposit();
    const routes: Array<[string, object]> = [
      ["/api/v1/order/payment", payment],
      ["/api/v1/order/deposit", { integrationId: INTEGRATION_ID, assetId: "USDT_TRC20", customer: CUSTOMER }],
      ["/api/v1/order/refund", { refundOrderId: paid.orderId, amount: "1", assetId: "USDT_TRC20", destinationAddress: TRON_DESTINATION }],
      [
        "/api/v1/order/withdrawal",
        { integrationId: INTEGRATION_ID, amount: "1", assetId: "USDT_TRC20", destinationAddress: TRON_DESTINATION, customer: CUSTOMER },
      ],
      [`/_sandbox/orders/${deposit.orderId}/payments`, { amount: "1" }],
    ];
    for (const [path, body] of routes) {
      const first = await t.call("POST", path, withDeep(body), { "Idempotency-Key": `deep-${path}` });
      expect(first.status, path).toBe(201);
      const again = await t.call("POST", path, withDeep(body), { "Idempotency-Key": `deep-${path}` });
      expect(again.headers.get("Idempotent-Replayed"), path).toBe("true");
    }
  });

  it("POST /_sandbox/integrations: a retry answers the first integration, and creates no second", async () => {
    const t = await testApp();
    const body = { name: "Second shop", url: "https://second.example" };
    const first = await t.call("POST", "/_sandbox/integrations", body, { "Idempotency-Key": "int-1" });
    const again = await t.call("POST", "/_sandbox/integrations", body, { "Idempotency-Key": "int-1" });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(await first.json());
    const list = await t.json(await t.call("GET", "/api/v1/integrations"));
    expect(list.data).toHaveLength(2); // the seed and one more
    const other = await t.call("POST", "/_sandbox/integrations", { ...body, name: "Third" }, { "Idempotency-Key": "int-1" });
    expect(other.status).toBe(409);
  });

  it("POST /_sandbox/transactions/{id}/confirm: a retry does not add its confirmations twice", async () => {
    const t = await testApp();
    const created = await t.createPayment("25.00", "ETH");
    const detected = await t.json(await t.call("POST", `/_sandbox/orders/${created.orderId}/payments`, { confirmed: false }));
    const confirm = (key: string) =>
      t.call("POST", `/_sandbox/transactions/${detected.id}/confirm`, { confirmations: 1 }, { "Idempotency-Key": key });
    const first = await t.json(await confirm("c-1"));
    const again = await confirm("c-1");
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect((await again.json()).confirmations).toBe(first.confirmations);
    const order = await t.json(await t.call("GET", `/api/v1/orders/${created.orderId}`));
    expect(order.transactions[0].confirmations).toBe(first.confirmations);
    expect((await confirm("c-2")).status).toBe(200);
    const after = await t.json(await t.call("GET", `/api/v1/orders/${created.orderId}`));
    expect(after.transactions[0].confirmations).toBe(first.confirmations + 1);
  });

  it("POST /_sandbox/faults refuses the header with 400 rather than planning twice", async () => {
    const t = await testApp();
    const res = await t.call("POST", "/_sandbox/faults", { orderId: "ord_x", failures: ["error500"] }, { "Idempotency-Key": "f" });
    expect(res.status).toBe(400);
    expect((await res.json())[0]).toMatchObject({ field: "Idempotency-Key" });
  });
});
