// The simulated chain's routes for a payment's whole life: detection, confirmations, the
// amount rules' outcomes, and the callbacks each outcome sends (or does not).
import { describe, expect, it } from "vitest";
import { ApiErrors, OrderStatusCallback, Transaction } from "../../src/shared/index.ts";
import { INTEGRATION_ID, testApp } from "../testing.ts";

type T = Awaited<ReturnType<typeof testApp>>;

const ErrorArray = ApiErrors;

async function withWebhook(): Promise<T> {
  const t = await testApp();
  const res = await t.call("PUT", `/_sandbox/integrations/${INTEGRATION_ID}/webhook`, {
    callbackUrl: "http://127.0.0.1:9/hook",
    orderTypes: ["Payment", "Deposit"],
  });
  expect(res.status).toBe(200);
  return t;
}

const detect = async (t: T, orderId: string, amount?: string) => {
  const res = await t.call("POST", `/_sandbox/orders/${orderId}/payments`, { confirmed: false, ...(amount ? { amount } : {}) });
  expect(res.status).toBe(201);
  return Transaction.parse(await res.json());
};
const confirm = (t: T, transactionId: string, body?: unknown) => t.call("POST", `/_sandbox/transactions/${transactionId}/confirm`, body);
const orderOf = async (t: T, orderId: string) => t.json(await t.call("GET", `/api/v1/orders/${orderId}`));
const callbacks = (t: T) => t.webhooks.sent.map((s) => OrderStatusCallback.parse(JSON.parse(s.body)).data);

describe("detected, then confirmed", () => {
  it("confirmed: false lists a pending transaction with a hash and 0 of N confirmations; the order stays inProgress", async () => {
    const t = await withWebhook();
    const created = await t.createPayment("25", "USDT_ERC20");
    const tx = await detect(t, created.orderId);
    expect(tx).toMatchObject({
      status: "pending",
      confirmations: 0,
      requiredConfirmations: 12,
      primaryAmount: { amount: "25.000000" },
      primaryBlockchain: "ethereum",
    });
    expect(tx.hash).toMatch(/^0x[0-9a-f]{64}$/);
    const order = await orderOf(t, created.orderId);
    expect(order).toMatchObject({ status: "inProgress", primaryAmount: { amount: "0.000000" }, transactionsCount: 1 });
    expect(order.transactions[0]).toMatchObject({ id: tx.id, status: "pending", confirmations: 0, requiredConfirmations: 12 });
    expect(t.webhooks.sent).toHaveLength(0);
  });

  it("confirmations move k of N; at N the transaction completes, the order completes and one callback is sent", async () => {
    const t = await withWebhook();
    const created = await t.createPayment("25");
    const tx = await detect(t, created.orderId);
    const partly = await confirm(t, tx.id, { confirmations: 5 });
    expect(partly.status).toBe(200);
    expect(Transaction.parse(await partly.json())).toMatchObject({ status: "pending", confirmations: 5, requiredConfirmations: 19 });
    expect((await orderOf(t, created.orderId)).status).toBe("inProgress");
    expect(t.webhooks.sent).toHaveLength(0);

    const rest = await confirm(t, tx.id);
    expect(rest.status).toBe(200);
    expect(Transaction.parse(await rest.json())).toMatchObject({ status: "completed", confirmations: 19 });
    expect(await orderOf(t, created.orderId)).toMatchObject({ status: "completed", primaryAmount: { amount: "25.000000" } });
    expect(callbacks(t)).toEqual([
      expect.objectContaining({
        id: created.orderId,
        status: "completed",
        payment: {
          event: "completed",
          transactionId: tx.id,
          requestedAmount: { amount: "25.000000", currency: "USDT" },
          receivedAmount: { amount: "25.000000", currency: "USDT" },
          overpaidAmount: { amount: "0.000000", currency: "USDT" },
        },
      }),
    ]);
  });

  it("confirming a completed transaction is 409; an unknown one 404; bad counts 400, all as error arrays", async () => {
    const t = await testApp();
    const created = await t.createPayment("25");
    const tx = await t.pay(created.orderId);
    const again = await confirm(t, tx.id, { confirmations: 1 });
    expect(again.status).toBe(409);
    expect(ErrorArray.parse(await again.json())).toEqual([
      expect.objectContaining({ code: "wrongData", field: "transactionId", message: expect.stringContaining("already completed") }),
    ]);

    const unknown = await confirm(t, "tx_nope");
    expect(unknown.status).toBe(404);
    expect(ErrorArray.parse(await unknown.json())).toEqual([expect.objectContaining({ field: "transactionId" })]);

    const pending = await detect(t, (await t.createPayment("25")).orderId);
    for (const confirmations of [0, -1, 1.5, "3", 1001, null]) {
      const res = await confirm(t, pending.id, { confirmations });
      expect(res.status, JSON.stringify(confirmations)).toBe(400);
      expect(ErrorArray.parse(await res.json())).toEqual([expect.objectContaining({ field: "confirmations" })]);
    }
    const malformed = await confirm(t, pending.id, "{not json");
    expect(malformed.status).toBe(400);
    // None of the refused requests moved the transaction.
    expect((await orderOf(t, pending.orderId)).transactions[0].confirmations).toBe(0);
  });

  it("the payments route refuses an unknown order (404) and malformed or non-positive amounts (400)", async () => {
    const t = await testApp();
    const missing = await t.call("POST", "/_sandbox/orders/ord_nope/payments", { confirmed: false });
    expect(missing.status).toBe(404);
    expect(ErrorArray.parse(await missing.json())).toEqual([expect.objectContaining({ field: "orderId" })]);
    const created = await t.createPayment("25");
    for (const body of [
      { amount: "0" },
      { amount: "-5" },
      { amount: "abc" },
      { amount: 5 },
      { amount: "1.0000001" },
      { confirmed: "yes" },
    ]) {
      const res = await t.call("POST", `/_sandbox/orders/${created.orderId}/payments`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(ErrorArray.parse(await res.json())).toHaveLength(1);
    }
    expect((await orderOf(t, created.orderId)).transactionsCount).toBe(0);
  });
});

describe("the amount rules through the routes", () => {
  it("underpaid: stays inProgress with what was received and no callback; the top-up completes it", async () => {
    const t = await withWebhook();
    const created = await t.createPayment("25");
    await t.pay(created.orderId, "10");
    expect(await orderOf(t, created.orderId)).toMatchObject({ status: "inProgress", primaryAmount: { amount: "10.000000" } });
    expect(t.webhooks.sent).toHaveLength(0);
    const topUp = await t.pay(created.orderId); // no amount: the remainder
    expect(topUp.primaryAmount.amount).toBe("15.000000");
    expect(await orderOf(t, created.orderId)).toMatchObject({
      status: "completed",
      primaryAmount: { amount: "25.000000" },
      transactionsCount: 2,
    });
    expect(callbacks(t).map((d) => d.payment)).toEqual([
      expect.objectContaining({ event: "completed", transactionId: topUp.id, receivedAmount: { amount: "25.000000", currency: "USDT" } }),
    ]);
  });

  it("overpaid: completes, and the callback carries requested, received and the extra", async () => {
    const t = await withWebhook();
    const created = await t.createPayment("25");
    await t.pay(created.orderId, "40");
    expect(callbacks(t)[0]!.payment).toMatchObject({
      event: "completed",
      requestedAmount: { amount: "25.000000", currency: "USDT" },
      receivedAmount: { amount: "40.000000", currency: "USDT" },
      overpaidAmount: { amount: "15.000000", currency: "USDT" },
    });
  });

  it("late: a transfer after completion is recorded, announced, and the order stays completed", async () => {
    const t = await withWebhook();
    const created = await t.createPayment("25");
    await t.pay(created.orderId);
    const late = await t.pay(created.orderId, "5");
    expect(late).toMatchObject({ status: "completed", late: true });
    expect(await orderOf(t, created.orderId)).toMatchObject({
      status: "completed",
      primaryAmount: { amount: "30.000000" },
      transactionsCount: 2,
    });
    expect(callbacks(t).map((d) => [d.status, d.payment?.event, d.payment?.transactionId])).toEqual([
      ["completed", "completed", expect.any(String)],
      ["completed", "late", late.id],
    ]);
  });

  it("deposit: each confirmed transfer is credited and sends its own callback; a pending one sends none", async () => {
    const t = await withWebhook();
    const deposit = await t.createDeposit("USDT_TRC20");
    await t.pay(deposit.orderId, "3");
    const seen = await detect(t, deposit.orderId, "4");
    expect(t.webhooks.sent).toHaveLength(1);
    await confirm(t, seen.id);
    expect(callbacks(t).map((d) => [d.payment?.event, d.payment?.receivedAmount.amount, d.payment?.requestedAmount])).toEqual([
      ["deposit", "3.000000", null],
      ["deposit", "7.000000", null],
    ]);
    const balances = await t.json(await t.call("GET", `/_sandbox/integrations/${INTEGRATION_ID}/balances`));
    expect(balances.balances).toContainEqual({ assetId: "USDT_TRC20", amount: "6.930000" });
  });

  it("the integration's tolerance lets a short payment complete", async () => {
    const t = await testApp();
    const set = await t.call("PUT", `/_sandbox/integrations/${INTEGRATION_ID}/payment-settings`, { paymentTolerancePercent: "1" });
    expect(set.status).toBe(200);
    const created = await t.createPayment("25");
    await t.pay(created.orderId, "24.75");
    expect((await orderOf(t, created.orderId)).status).toBe("completed");
    const short = await t.createPayment("25");
    await t.pay(short.orderId, "24.749999");
    expect((await orderOf(t, short.orderId)).status).toBe("inProgress");
  });
});

describe("PUT /_sandbox/integrations/{id}/payment-settings", () => {
  it("sets the tolerance and the support contact; GET reads them back; absent fields stay", async () => {
    const t = await testApp();
    const before = await t.json(await t.call("GET", `/_sandbox/integrations/${INTEGRATION_ID}/payment-settings`));
    expect(before).toEqual({
      integrationId: INTEGRATION_ID,
      paymentTolerancePercent: "0.00",
      supportUrl: null,
      supportEmail: null,
      showExternalIdToPayer: false,
    });
    const res = await t.call("PUT", `/_sandbox/integrations/${INTEGRATION_ID}/payment-settings`, {
      paymentTolerancePercent: "0.5",
      supportUrl: "https://shop.example/help",
      supportEmail: "help@shop.example",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      integrationId: INTEGRATION_ID,
      paymentTolerancePercent: "0.50",
      supportUrl: "https://shop.example/help",
      supportEmail: "help@shop.example",
    });
    const cleared = await t.json(await t.call("PUT", `/_sandbox/integrations/${INTEGRATION_ID}/payment-settings`, { supportEmail: null }));
    expect(cleared).toMatchObject({
      integrationId: INTEGRATION_ID,
      paymentTolerancePercent: "0.50",
      supportUrl: "https://shop.example/help",
      supportEmail: null,
    });
  });

  it("refuses bad values, naming the field, and an unknown integration (404)", async () => {
    const t = await testApp();
    const bad: [Record<string, unknown>, string][] = [
      [{ paymentTolerancePercent: "101" }, "paymentTolerancePercent"],
      [{ paymentTolerancePercent: "1.234" }, "paymentTolerancePercent"],
      [{ paymentTolerancePercent: "-1" }, "paymentTolerancePercent"],
      [{ paymentTolerancePercent: 1 }, "paymentTolerancePercent"],
      [{ supportUrl: "javascript:alert(1)" }, "supportUrl"],
      [{ supportUrl: "ftp://shop.example" }, "supportUrl"],
      [{ supportUrl: "/help" }, "supportUrl"],
      [{ supportUrl: "https://user:pass@shop.example" }, "supportUrl"],
      [{ supportEmail: "not an email" }, "supportEmail"],
      [{ supportEmail: "a@b" }, "supportEmail"],
      [{ paymentTolerance: "1" }, "body"],
    ];
    for (const [body, field] of bad) {
      const res = await t.call("PUT", `/_sandbox/integrations/${INTEGRATION_ID}/payment-settings`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(ErrorArray.parse(await res.json())).toEqual([expect.objectContaining({ field })]);
    }
    const unknown = await t.call("PUT", "/_sandbox/integrations/int_nope/payment-settings", { paymentTolerancePercent: "1" });
    expect(unknown.status).toBe(404);
    expect((await t.call("GET", "/_sandbox/integrations/int_nope/payment-settings")).status).toBe(404);
  });
});

describe("the block clock (SANDBOX_BLOCK_CLOCK)", { timeout: 20_000 }, () => {
  const clocked = async () => {
    const t = await testApp({ config: { publicOrigin: "http://127.0.0.1:8080", distDir: null, blockClockSpeed: 1000 } });
    const res = await t.call("PUT", `/_sandbox/integrations/${INTEGRATION_ID}/webhook`, {
      callbackUrl: "http://127.0.0.1:9/hook",
      orderTypes: ["Payment"],
    });
    expect(res.status).toBe(200);
    return t;
  };

  it("confirms a detected transfer block by block without any call, then completes the order with one callback", async () => {
    const t = await clocked();
    const created = await t.createPayment("25", "USDT_BEP20");
    const tx = await detect(t, created.orderId);
    expect(tx.confirmations).toBe(0);
    // Waits on states: a confirmation in between, then completion (15 blocks of the 100 ms floor).
    await expect
      .poll(async () => (await orderOf(t, created.orderId)).transactions[0].confirmations, { timeout: 10_000 })
      .toBeGreaterThan(0);
    await expect.poll(async () => (await orderOf(t, created.orderId)).status, { timeout: 10_000 }).toBe("completed");
    const order = await orderOf(t, created.orderId);
    expect(order.transactions[0]).toMatchObject({ id: tx.id, status: "completed", confirmations: 15, requiredConfirmations: 15 });
    expect(callbacks(t).map((d) => d.status)).toEqual(["completed"]);
  });

  it("leaves a transfer confirmed by hand alone, and is off without the setting", async () => {
    const t = await clocked();
    const created = await t.createPayment("25", "USDT_BEP20");
    const tx = await detect(t, created.orderId);
    expect((await confirm(t, tx.id)).status).toBe(200);
    const off = await testApp();
    const other = await off.createPayment("25", "USDT_BEP20");
    const pending = await detect(off, other.orderId);
    // The clocked app's next blocks find the transfer completed (409) and drop it; the other app
    // has no clock: its transfer is still at 0 once the clocked one has run well past N blocks.
    const next = await detect(t, (await t.createPayment("25", "USDT_BEP20")).orderId);
    await expect.poll(async () => (await orderOf(t, next.orderId)).status, { timeout: 10_000 }).toBe("completed");
    expect((await orderOf(t, created.orderId)).transactions).toEqual([expect.objectContaining({ id: tx.id, confirmations: 15 })]);
    expect((await orderOf(off, other.orderId)).transactions[0]).toMatchObject({ id: pending.id, confirmations: 0, status: "pending" });
    expect(callbacks(t)).toHaveLength(2);
  });
});
