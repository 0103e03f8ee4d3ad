import { describe, expect, it } from "vitest";
import { StrictSpec } from "../../src/shared/index.ts";
import { INTEGRATION_ID, ORIGIN, TRON_DESTINATION, CUSTOMER, offlineLookup, testApp } from "../testing.ts";

const strictApp = () => testApp({ config: { publicOrigin: ORIGIN, distDir: null, lookup: offlineLookup, specStrict: true } });

describe("SPEC_STRICT: /api/v1 answers carry only the spec's fields", () => {
  it("every read and creation answer parses with schemas that refuse any field the spec does not list", async () => {
    const t = await strictApp();
    const read = async (path: string) => {
      const res = await t.call("GET", path);
      expect(res.status, path).toBe(200);
      return t.json(res);
    };
    const payment = StrictSpec.IncomingOrderCreated.parse(await t.createPayment("100.00", "USDT_TRC20", { externalId: "inv-1" }));
    StrictSpec.IncomingOrderCreated.parse(await t.createDeposit());
    const tx = await t.pay(payment.orderId);

    const order = StrictSpec.Order.parse(await read(`/api/v1/orders/${payment.orderId}`));
    expect(order).toMatchObject({ status: "completed", externalId: "inv-1" });
    expect(order.transactions).toHaveLength(1);
    StrictSpec.OrderList.parse(await read("/api/v1/orders"));
    StrictSpec.Transaction.parse(await read(`/api/v1/orders/${payment.orderId}/transactions/${tx.id}`));
    StrictSpec.IntegrationList.parse(await read("/api/v1/integrations"));
    StrictSpec.AssetList.parse(await read("/api/v1/assets"));
    StrictSpec.ExchangeRates.parse(await read("/api/v1/exchange-rates?amount=10&currency=USD"));

    const refund = await t.call("POST", "/api/v1/order/refund", {
      amount: "1.00",
      assetId: "USDT_TRC20",
      destinationAddress: TRON_DESTINATION,
      refundOrderId: payment.orderId,
    });
    expect(refund.status).toBe(201);
    StrictSpec.OutgoingOrderCreated.parse(await t.json(refund));
    const withdrawal = await t.call("POST", "/api/v1/order/withdrawal", {
      amount: "1.00",
      assetId: "USDT_TRC20",
      destinationAddress: TRON_DESTINATION,
      integrationId: INTEGRATION_ID,
      customer: CUSTOMER,
    });
    expect(withdrawal.status).toBe(201);
    StrictSpec.OutgoingOrderCreated.parse(await t.json(withdrawal));
  });

  it("errors are unchanged: the spec's 400 array of error objects", async () => {
    const t = await strictApp();
    const res = await t.call("POST", "/api/v1/order/payment", { integrationId: INTEGRATION_ID, assetId: "USDT_TRC20", customer: CUSTOMER });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual([expect.objectContaining({ code: "wrongData", field: "amount" })]);
  });

  it("the order status callback's order carries only the spec's fields", async () => {
    const t = await strictApp();
    const set = await t.call("PUT", `/_sandbox/integrations/${INTEGRATION_ID}/webhook`, {
      callbackUrl: "http://localhost:9/hook",
      orderTypes: ["Payment"],
    });
    expect(set.status).toBe(200);
    const payment = await t.createPayment("10.00");
    await t.pay(payment.orderId);
    expect(t.webhooks.sent).toHaveLength(1);
    const body = JSON.parse(t.webhooks.sent[0]!.body) as { data: unknown };
    expect(StrictSpec.Order.parse(body.data)).toMatchObject({ id: payment.orderId, status: "completed" });
  });

  it("without strict mode the sandbox's additions are there, and the strict schemas refuse them", async () => {
    const t = await testApp();
    const payment = await t.createPayment("10.00");
    const body = await t.json(await t.call("GET", `/api/v1/orders/${payment.orderId}`));
    expect(body).toHaveProperty("type", "payment");
    expect(StrictSpec.Order.safeParse(body).success).toBe(false);
    expect(StrictSpec.IncomingOrderCreated.safeParse(payment).success).toBe(false);
  });
});
