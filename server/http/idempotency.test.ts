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
      expect(await res.json()).toEqual([{ code: "wrongData", field: "Idempotency-Key", message: expect.stringContaining("different request") }]);
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
    const withdrawal = { integrationId: INTEGRATION_ID, amount: "5", assetId: "USDT_TRC20", destinationAddress: TRON_DESTINATION, customer: CUSTOMER };
    const answers = await Promise.all(Array.from({ length: 25 }, () => t.call("POST", "/api/v1/order/withdrawal", withdrawal, { "Idempotency-Key": "w-1" })));
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
