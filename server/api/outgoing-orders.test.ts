import { describe, expect, it } from "vitest";
import { ApiErrors, OutgoingOrderCreated, subtractCrypto } from "../../src/shared/index.ts";
import { CUSTOMER, EVM_DESTINATION, INTEGRATION_ID, TRON_DESTINATION, testApp } from "../testing.ts";

type T = Awaited<ReturnType<typeof testApp>>;

const refund = (t: T, refundOrderId: string, amount: string, extra: Record<string, unknown> = {}) =>
  t.call("POST", "/api/v1/order/refund", { refundOrderId, amount, assetId: "USDT_TRC20", destinationAddress: TRON_DESTINATION, ...extra });

const withdraw = (t: T, amount: string, extra: Record<string, unknown> = {}) =>
  t.call("POST", "/api/v1/order/withdrawal", {
    integrationId: INTEGRATION_ID,
    amount,
    assetId: "USDT_TRC20",
    destinationAddress: TRON_DESTINATION,
    customer: CUSTOMER,
    ...extra,
  });

const balance = async (t: T, integrationId = INTEGRATION_ID, assetId = "USDT_TRC20") => {
  const body = await t.json(await t.call("GET", `/_sandbox/integrations/${integrationId}/balances`));
  return body.balances.find((b: { assetId: string }) => b.assetId === assetId).amount as string;
};

describe("POST /api/v1/order/refund", () => {
  it("refunds a completed order: 201, completed refund order with a transaction, balance debited", async () => {
    const t = await testApp();
    const paid = await t.paidOrder("100.00"); // balance 99.000000 after the 1 % fee
    expect(await balance(t)).toBe("99.000000");
    const res = await refund(t, paid.orderId, "10");
    expect(res.status).toBe(201);
    const body = OutgoingOrderCreated.parse(await res.json());
    expect(await balance(t)).toBe("88.000000"); // 10 + 1.000000 network fee
    const order = await t.json(await t.call("GET", `/api/v1/orders/${body.orderId}`));
    expect(order).toMatchObject({
      type: "refund",
      status: "completed",
      primaryAmount: { amount: "10.000000", currency: "USDT" },
      serviceFeeAmount: { amount: "1.000000", currency: "USDT" },
      totalAmount: { amount: "11.000000", currency: "USDT" },
    });
    expect(order.transactions).toHaveLength(1);
    expect(order.transactions[0]).toMatchObject({ id: body.transactionId, status: "completed", receiverAddress: TRON_DESTINATION });
    expect(order.transactions[0].hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("refuses a refund of an inProgress order", async () => {
    const t = await testApp();
    const created = await t.createPayment("100");
    const res = await refund(t, created.orderId, "1");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual([
      expect.objectContaining({ code: "wrongData", field: "refundOrderId", message: expect.stringContaining("inProgress") }),
    ]);
  });

  it("refuses an unknown order, a refund of a refund, a wrong asset and a bad address", async () => {
    const t = await testApp();
    const paid = await t.paidOrder("100");
    const unknown = await refund(t, "ord_missing", "1");
    expect(await unknown.json()).toEqual([expect.objectContaining({ code: "wrongData", field: "refundOrderId" })]);

    const first = OutgoingOrderCreated.parse(await (await refund(t, paid.orderId, "1")).json());
    const ofRefund = await refund(t, first.orderId, "1");
    expect(ofRefund.status).toBe(400);
    expect((await ofRefund.json())[0].message).toContain("refund order");

    const wrongAsset = await refund(t, paid.orderId, "1", { assetId: "USDT_ERC20" });
    expect(wrongAsset.status).toBe(400);
    expect(await wrongAsset.json()).toEqual([expect.objectContaining({ code: "wrongData", field: "assetId" })]);

    for (const destinationAddress of [EVM_DESTINATION, "TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU8", "nope"]) {
      const badAddress = await refund(t, paid.orderId, "1", { destinationAddress });
      expect(badAddress.status).toBe(400);
      expect(await badAddress.json()).toEqual([expect.objectContaining({ code: "invalidAddress", field: "destinationAddress" })]);
    }
  });

  it("keeps cumulative refunds at most what was received (10 refunded 5 allows 5 more)", async () => {
    const t = await testApp();
    await t.paidOrder("500"); // fills the balance, so only the ceiling can refuse
    const paid = await t.paidOrder("10");
    expect((await refund(t, paid.orderId, "5")).status).toBe(201);
    const over = await refund(t, paid.orderId, "5.000001");
    expect(over.status).toBe(400);
    expect(await over.json()).toEqual([
      expect.objectContaining({ code: "limitExceeded", field: "amount", message: expect.stringContaining("5.000000") }),
    ]);
    expect((await refund(t, paid.orderId, "5")).status).toBe(201);
    expect((await refund(t, paid.orderId, "0.000001")).status).toBe(400);
  });

  it("50 concurrent refunds of one order never exceed what was received", async () => {
    const t = await testApp();
    await t.paidOrder("1000");
    const paid = await t.paidOrder("10");
    const before = await balance(t);
    const answers = await Promise.all(Array.from({ length: 50 }, () => refund(t, paid.orderId, "1")));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 400)).toHaveLength(40);
    const refunds = await t.json(await t.call("GET", "/api/v1/orders?type=refund&perPage=100"));
    expect(refunds.pagination.totalQuantity).toBe(10);
    // 10 refunds of 1 plus 1 fee each.
    expect(subtractCrypto(before, await balance(t))).toBe("20.000000");
  });

  it("needs a balance covering amount plus the network fee (notEnoughFunds)", async () => {
    const t = await testApp();
    const paid = await t.paidOrder("10"); // balance 9.900000; received 10
    const res = await refund(t, paid.orderId, "9");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual([
      expect.objectContaining({ code: "notEnoughFunds", field: "amount", message: expect.stringContaining("10.000000") }),
    ]);
    expect((await refund(t, paid.orderId, "8.9")).status).toBe(201);
    expect(await balance(t)).toBe("0.000000");
  });

  it("accepts an all-lowercase EVM destination for an EVM asset", async () => {
    const t = await testApp();
    const paid = await t.paidOrder("100", "USDT_ERC20");
    const res = await refund(t, paid.orderId, "1", { assetId: "USDT_ERC20", destinationAddress: EVM_DESTINATION.toLowerCase() });
    expect(res.status).toBe(201);
    const mixedWrong = EVM_DESTINATION.replace("E", "e");
    const bad = await refund(t, paid.orderId, "1", { assetId: "USDT_ERC20", destinationAddress: mixedWrong });
    expect(await bad.json()).toEqual([expect.objectContaining({ code: "invalidAddress" })]);
  });

  it("validates the body like every creation endpoint", async () => {
    const t = await testApp();
    const res = await t.call("POST", "/api/v1/order/refund", { refundOrderId: "ord_x", amount: 1, assetId: "USDT_TRC20" });
    expect(res.status).toBe(400);
    const fields = (await res.json()).map((e: { field: string }) => e.field).sort();
    expect(fields).toEqual(["amount", "destinationAddress"]);
  });
});

describe("POST /api/v1/order/withdrawal", () => {
  it("withdraws from the integration's balance: 201 and a completed withdrawal order", async () => {
    const t = await testApp();
    await t.paidOrder("100");
    const res = await withdraw(t, "50", { externalId: "wd-1" });
    expect(res.status).toBe(201);
    const body = OutgoingOrderCreated.parse(await res.json());
    expect(await balance(t)).toBe("48.000000");
    const order = await t.json(await t.call("GET", `/api/v1/orders/${body.orderId}`));
    expect(order).toMatchObject({ type: "withdrawal", status: "completed", externalId: "wd-1" });
    const tx = await t.json(await t.call("GET", `/api/v1/orders/${body.orderId}/transactions/${body.transactionId}`));
    expect(tx).toMatchObject({ orderId: body.orderId, receiverAddress: TRON_DESTINATION, primaryBlockchain: "tron", externalId: "wd-1" });
  });

  it("refuses a withdrawal beyond the balance", async () => {
    const t = await testApp();
    await t.paidOrder("100");
    const res = await withdraw(t, "98.000001");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual([expect.objectContaining({ code: "notEnoughFunds", field: "amount" })]);
    expect((await withdraw(t, "98")).status).toBe(201);
  });

  it("draws only from the named integration, and names only that integration's balance", async () => {
    const t = await testApp();
    await t.paidOrder("100");
    const other = await t.json(await t.call("POST", "/_sandbox/integrations", { name: "Second shop", url: "https://second.example" }));
    const res = await withdraw(t, "1", { integrationId: other.id });
    expect(res.status).toBe(400);
    const [error] = await res.json();
    expect(error).toMatchObject({ code: "notEnoughFunds", field: "amount" });
    expect(error.message).toContain(other.id);
    expect(error.message).not.toContain(INTEGRATION_ID);
    const unknown = await withdraw(t, "1", { integrationId: "int_unknown" });
    expect(await unknown.json()).toEqual([expect.objectContaining({ code: "wrongData", field: "integrationId" })]);
  });

  it("requires customer, a valid address and an enabled asset", async () => {
    const t = await testApp();
    await t.paidOrder("100");
    expect(await (await withdraw(t, "1", { customer: undefined })).json()).toEqual([expect.objectContaining({ field: "customer" })]);
    expect(await (await withdraw(t, "1", { destinationAddress: EVM_DESTINATION })).json()).toEqual([
      expect.objectContaining({ code: "invalidAddress" }),
    ]);
    expect(await (await withdraw(t, "1", { assetId: "BUSD_BEP20", destinationAddress: EVM_DESTINATION })).json()).toEqual([
      expect.objectContaining({ code: "wrongData", field: "assetId" }),
    ]);
  });
});

// Spec, rules tied to states 1 and 2: a deposit order (no amount of its own) can be refunded
// once completed, and at most what it received, in total over all its refunds.
describe("POST /api/v1/order/refund of a deposit order", () => {
  const refundOrders = async (t: T) =>
    (await t.json(await t.call("GET", "/api/v1/orders?type=refund&perPage=100"))).pagination.totalQuantity as number;

  it("refunds up to what was received, then refuses the rest with the spec's 400 array", async () => {
    const t = await testApp();
    await t.paidOrder("500"); // fills the balance, so only the refund ceiling can refuse
    const deposit = await t.createDeposit();
    await t.pay(deposit.orderId, "50"); // received 50.000000; the service keeps 0.500000

    const first = await refund(t, deposit.orderId, "30");
    expect(first.status).toBe(201);
    const created = OutgoingOrderCreated.parse(await first.json());
    const order = await t.json(await t.call("GET", `/api/v1/orders/${created.orderId}`));
    expect(order).toMatchObject({ type: "refund", status: "completed", primaryAmount: { amount: "30.000000", currency: "USDT" } });

    const before = await balance(t);
    const over = await refund(t, deposit.orderId, "20.000001");
    expect(over.status).toBe(400);
    const errors = ApiErrors.parse(await over.json());
    expect(errors).toEqual([
      {
        code: "limitExceeded",
        field: "amount",
        message: expect.stringContaining(`what can still be refunded for order ${deposit.orderId}: 20.000000`),
      },
    ]);
    // Refused means not applied: no refund order, nothing debited, the ceiling not consumed.
    expect(await refundOrders(t)).toBe(1);
    expect(await balance(t)).toBe(before);

    // The ceiling is the gross amount received (50), not what was credited after the fee (49.5).
    expect((await refund(t, deposit.orderId, "20")).status).toBe(201);
    const exhausted = await refund(t, deposit.orderId, "0.000001");
    expect(exhausted.status).toBe(400);
    expect(ApiErrors.parse(await exhausted.json())).toEqual([expect.objectContaining({ code: "limitExceeded", field: "amount" })]);
    expect(await refundOrders(t)).toBe(2);
  });

  it("refuses a refund before the deposit is paid, and accepts the same one after", async () => {
    const t = await testApp();
    await t.paidOrder("500"); // a balance that would cover it: the order's state is what refuses
    const deposit = await t.createDeposit();
    const early = await refund(t, deposit.orderId, "1");
    expect(early.status).toBe(400);
    expect(ApiErrors.parse(await early.json())).toEqual([
      { code: "wrongData", field: "refundOrderId", message: expect.stringContaining(`order ${deposit.orderId} is inProgress`) },
    ]);
    expect(await refundOrders(t)).toBe(0);

    await t.pay(deposit.orderId, "5");
    expect((await refund(t, deposit.orderId, "1")).status).toBe(201);
  });

  it("draws on the balance of the deposit's own integration", async () => {
    const t = await testApp();
    await t.paidOrder("100"); // the seed integration holds 99.000000
    const second = await t.json(await t.call("POST", "/_sandbox/integrations", { name: "Second shop", url: "https://second.example" }));
    const deposit = await t.createDeposit("USDT_TRC20", second.id);
    await t.pay(deposit.orderId, "50"); // the second integration holds 49.500000

    expect((await refund(t, deposit.orderId, "10")).status).toBe(201);
    expect(await balance(t, second.id)).toBe("38.500000"); // 10 + 1.000000 network fee
    expect(await balance(t)).toBe("99.000000");
  });
});

// A refusal for lack of funds names the integration's own balance and nothing of
// any other integration (their ids, their balances).
describe("notEnoughFunds names only the caller's own integration", () => {
  async function twoIntegrations() {
    const t = await testApp();
    await t.paidOrder("100"); // the seed integration holds 99.000000
    const second = await t.json(await t.call("POST", "/_sandbox/integrations", { name: "Second shop", url: "https://second.example" }));
    return { t, second: second.id as string };
  }

  function expectOnlyOwn(errors: { code: string; message: string }[], own: string) {
    expect(errors).toEqual([expect.objectContaining({ code: "notEnoughFunds", field: "amount" })]);
    const message = errors[0]?.message ?? "";
    expect(message).toContain(own);
    expect(message).not.toContain(INTEGRATION_ID);
    expect(message).not.toContain("99.000000");
  }

  it("for a withdrawal", async () => {
    const { t, second } = await twoIntegrations();
    const res = await withdraw(t, "5", { integrationId: second });
    expect(res.status).toBe(400);
    expectOnlyOwn(await t.json(res), second);
  });

  it("for a refund", async () => {
    const { t, second } = await twoIntegrations();
    const deposit = await t.createDeposit("USDT_TRC20", second);
    await t.pay(deposit.orderId, "5"); // the second integration holds 4.950000
    const res = await refund(t, deposit.orderId, "4.5"); // 4.5 + 1 network fee
    expect(res.status).toBe(400);
    expectOnlyOwn(await t.json(res), second);
  });
});
