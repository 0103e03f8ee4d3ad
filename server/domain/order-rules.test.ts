// The order rules without HTTP or a database: records in, records out. A small book keeps what
// each rule returns, as the store would, so a test can follow an order through its life.
import { describe, expect, it } from "vitest";
import {
  isEvmAddress,
  isTronAddress,
  type DepositOrderRequest,
  type PaymentOrderRequest,
  type RefundRequest,
  type WithdrawalRequest,
} from "../../src/shared/index.ts";
import { CUSTOMER, DEMO_CLIENT_ID, INTEGRATION_ID, TRON_DESTINATION } from "../testing.ts";
import { newAddress, newHash } from "./chain-formats.ts";
import { addConfirmations, receiveTransfer } from "./chain-simulator.ts";
import { catalogUsd } from "./fiat-value.ts";
import { Refusal } from "./refusal.ts";
import { createIds, seededRandom } from "./ids.ts";
import { createIncomingOrder } from "./incoming-orders.ts";
import { newIntegration } from "./integrations.ts";
import { ZERO, type BalanceRecord } from "./ledger.ts";
import { createRefund, createWithdrawal } from "./outgoing-orders.ts";
import type { OrderRecord } from "./types.ts";

const ctx = { now: "2026-02-01T00:00:00.000Z", ids: createIds(seededRandom("rules")) };
const failureOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof Refusal) return { kind: error.kind, ...error.errors[0] };
    throw error;
  }
  throw new Error("expected a refusal");
};

/** One integration, its USDT_TRC20 balance and its orders, updated with what each rule returns. */
function book(tolerancePercent?: string) {
  const integration = newIntegration({
    id: INTEGRATION_ID,
    clientId: DEMO_CLIENT_ID,
    name: "Demo Store",
    url: "http://localhost:8081",
    createdAt: ctx.now,
  });
  if (tolerancePercent) integration.paymentTolerancePercent = tolerancePercent;
  let balance: BalanceRecord = { integrationId: INTEGRATION_ID, assetId: "USDT_TRC20", amount: ZERO };
  const orders = new Map<string, OrderRecord>();
  const keep = <T extends { order: OrderRecord; balance: BalanceRecord }>(change: T): T => {
    orders.set(change.order.id, change.order);
    balance = change.balance;
    return change;
  };
  return {
    integration,
    balance: () => balance.amount,
    order: (id: string) => orders.get(id)!,
    create(kind: "payment" | "deposit", request: PaymentOrderRequest | DepositOrderRequest) {
      const order = createIncomingOrder(integration, kind, request, ctx);
      orders.set(order.id, order);
      return order;
    },
    payment(amount: string) {
      return this.create("payment", { integrationId: INTEGRATION_ID, amount, assetId: "USDT_TRC20", customer: CUSTOMER });
    },
    receive: (orderId: string, request: { amount?: string; confirmed?: boolean }) =>
      keep(receiveTransfer({ order: orders.get(orderId), integration, balance }, orderId, request, ctx, catalogUsd)),
    confirm: (orderId: string, transactionId: string, confirmations?: number) =>
      keep(addConfirmations({ order: orders.get(orderId), integration, balance }, transactionId, confirmations, ctx, catalogUsd)),
    refund(request: RefundRequest) {
      const made = createRefund({ original: orders.get(request.refundOrderId), balance }, request, ctx);
      orders.set(made.original.id, made.original);
      return keep(made);
    },
    withdraw: (request: WithdrawalRequest) =>
      keep(createWithdrawal({ integration: request.integrationId === INTEGRATION_ID ? integration : undefined, balance }, request, ctx)),
  };
}

describe("order rules", () => {
  it("credits the balance with received minus the 1 % fee, rounded half-up to 6 digits", () => {
    const b = book();
    const order = b.create("deposit", { integrationId: INTEGRATION_ID, assetId: "USDT_TRC20", customer: CUSTOMER });
    const { transaction } = b.receive(order.id, { amount: "1.000050" });
    expect(transaction).toMatchObject({
      primaryAmount: "1.000050",
      serviceFeeAmount: "0.010001",
      totalAmount: "0.990049",
      secondaryAmount: "1.00",
    });
    expect(b.balance()).toBe("0.990049");
  });

  it("never changes the records it is given, and a refused refund makes nothing", () => {
    const b = book();
    const order = b.payment("10");
    const given = structuredClone(order);
    b.receive(order.id, {});
    expect(order, "the order passed in is untouched").toEqual(given);
    const paid = b.order(order.id);
    const before = JSON.stringify(paid);
    expect(
      failureOf(() => b.refund({ refundOrderId: order.id, amount: "10.5", assetId: "USDT_TRC20", destinationAddress: TRON_DESTINATION })),
    ).toMatchObject({
      kind: "invalid",
      code: "limitExceeded",
    });
    expect(
      failureOf(() => b.refund({ refundOrderId: order.id, amount: "9.9", assetId: "USDT_TRC20", destinationAddress: TRON_DESTINATION })),
    ).toMatchObject({
      code: "notEnoughFunds",
    });
    expect(JSON.stringify(b.order(order.id))).toBe(before);
    expect(b.balance()).toBe("9.900000");
  });

  it("a refund returns the refund, the original with its refunded amount, and the balance less amount and fee", () => {
    const b = book();
    const order = b.payment("10");
    b.receive(order.id, {});
    const made = b.refund({ refundOrderId: order.id, amount: "4", assetId: "USDT_TRC20", destinationAddress: TRON_DESTINATION });
    expect(made.order).toMatchObject({ type: "refund", refundOf: order.id, primaryAmount: "4.000000", status: "completed" });
    expect(made.original.refundedAmount).toBe("4.000000");
    expect(made.balance.amount).toBe("4.900000");
  });

  it("withdrawals check integration, asset, address and funds in that order", () => {
    const b = book();
    const request = {
      integrationId: INTEGRATION_ID,
      amount: "1",
      assetId: "TRX",
      destinationAddress: TRON_DESTINATION,
      customer: CUSTOMER,
    };
    expect(failureOf(() => b.withdraw({ ...request, integrationId: "nope" }))).toMatchObject({ field: "integrationId" });
    expect(failureOf(() => b.withdraw({ ...request, assetId: "XRP" }))).toMatchObject({ field: "assetId" });
    expect(failureOf(() => b.withdraw({ ...request, destinationAddress: "T123" }))).toMatchObject({ code: "invalidAddress" });
    expect(failureOf(() => createWithdrawal({ integration: b.integration, balance: undefined }, request, ctx))).toMatchObject({
      code: "notEnoughFunds",
    });
  });

  it("makes addresses and hashes in each network's format", () => {
    expect(isTronAddress(newAddress("tron", ctx.ids))).toBe(true);
    expect(isEvmAddress(newAddress("bsc", ctx.ids))).toBe(true);
    expect(newHash("tron", ctx.ids)).toMatch(/^[0-9a-f]{64}$/);
    expect(newHash("ethereum", ctx.ids)).toMatch(/^0x[0-9a-f]{64}$/);
  });

  it("ids carry 128 random bits", () => {
    const ids = createIds();
    const id = ids.next("ord");
    expect(Buffer.from(id.slice(4), "base64url")).toHaveLength(16);
    expect(ids.next("ord")).not.toBe(id);
  });
});

describe("the payment's life (receiveTransfer, addConfirmations)", () => {
  it("detects a transfer as pending with 0 of 19 confirmations, crediting nothing", () => {
    const b = book();
    const order = b.payment("25");
    const { transaction, outcome, callback } = b.receive(order.id, { amount: "25", confirmed: false });
    expect(transaction).toMatchObject({ status: "pending", confirmations: 0, requiredConfirmations: 19 });
    expect(transaction.hash).toMatch(/^[0-9a-f]{64}$/);
    const now = b.order(order.id);
    expect({ outcome, callback, status: now.status, received: now.primaryAmount }).toEqual({
      outcome: null,
      callback: false,
      status: "inProgress",
      received: "0.000000",
    });
    expect(b.balance()).toBe("0.000000");
  });

  it("confirms step by step, completes at N, and refuses a completed transaction (409)", () => {
    const b = book();
    const order = b.payment("25");
    const { transaction } = b.receive(order.id, { amount: "25", confirmed: false });
    const five = b.confirm(order.id, transaction.id, 5);
    expect(five).toMatchObject({ outcome: null, callback: false });
    expect(five.transaction.confirmations).toBe(5);
    expect(b.order(order.id).status).toBe("inProgress");
    const all = b.confirm(order.id, transaction.id);
    expect(all).toMatchObject({ outcome: "completed", callback: true });
    expect(all.transaction).toMatchObject({ status: "completed", confirmations: 19, confirmedAt: ctx.now });
    expect(b.order(order.id)).toMatchObject({ status: "completed", primaryAmount: "25.000000", completedAt: ctx.now });
    expect(failureOf(() => b.confirm(order.id, transaction.id, 1))).toMatchObject({ kind: "conflict", field: "transactionId" });
  });

  it("an unknown order or transaction is refused as not found", () => {
    const b = book();
    expect(failureOf(() => b.receive("ord_nope", { amount: "1" }))).toMatchObject({ kind: "notFound", field: "orderId" });
    const order = b.payment("25");
    expect(failureOf(() => b.confirm(order.id, "tx_nope"))).toMatchObject({ kind: "notFound", field: "transactionId" });
  });

  it("more confirmations than missing stop at N", () => {
    const b = book();
    const order = b.payment("25");
    const { transaction } = b.receive(order.id, { amount: "25", confirmed: false });
    expect(b.confirm(order.id, transaction.id, 500).transaction.confirmations).toBe(19);
  });

  it("an underpaid order stays inProgress, is credited, and completes when topped up (default amount: the remainder)", () => {
    const b = book();
    const order = b.payment("25");
    expect(b.receive(order.id, { amount: "10" })).toMatchObject({ outcome: "underpaid", callback: false });
    expect(b.order(order.id)).toMatchObject({ status: "inProgress", primaryAmount: "10.000000" });
    expect(b.balance()).toBe("9.900000");
    const topUp = b.receive(order.id, {});
    expect(topUp.transaction.primaryAmount).toBe("15.000000");
    expect(topUp).toMatchObject({ outcome: "completed", callback: true });
    expect(b.order(order.id)).toMatchObject({
      status: "completed",
      primaryAmount: "25.000000",
      serviceFeeAmount: "0.250000",
      totalAmount: "24.750000",
    });
  });

  it("accepts a remainder below the network minimum, but not a stray transfer below it", () => {
    const b = book();
    const order = b.payment("25");
    b.receive(order.id, { amount: "24.5" });
    expect(failureOf(() => b.receive(order.id, { amount: "0.2" }))).toMatchObject({ code: "limitExceeded" });
    expect(b.receive(order.id, { amount: "0.5" })).toMatchObject({ outcome: "completed" });
  });

  it("completes within the integration's tolerance", () => {
    const b = book("1.00");
    const order = b.payment("25");
    expect(b.receive(order.id, { amount: "24.75" })).toMatchObject({ outcome: "completed" });
  });

  it("records a transfer after completion as late: announced, counted, order stays completed", () => {
    const b = book();
    const order = b.payment("25");
    b.receive(order.id, {});
    const late = b.receive(order.id, { amount: "5" });
    expect(late).toMatchObject({ outcome: "late", callback: true });
    expect(late.transaction.late).toBe(true);
    expect(b.order(order.id)).toMatchObject({ status: "completed", primaryAmount: "30.000000" });
    expect(b.balance()).toBe("29.700000");
  });

  it("a deposit order credits and announces every confirmed transfer", () => {
    const b = book();
    const order = b.create("deposit", { integrationId: INTEGRATION_ID, assetId: "USDT_TRC20", customer: CUSTOMER });
    const outcomes = ["3", "4", "5"].map((amount) => b.receive(order.id, { amount }));
    expect(outcomes.map((o) => [o.outcome, o.callback])).toEqual([
      ["deposit", true],
      ["deposit", true],
      ["deposit", true],
    ]);
    expect(b.order(order.id)).toMatchObject({ status: "completed", primaryAmount: "12.000000" });
    expect(b.balance()).toBe("11.880000");
  });

  it("refunds count everything received: the requested amount, the extra and the late transfer", () => {
    const b = book();
    const order = b.payment("25");
    b.receive(order.id, { amount: "30" });
    b.receive(order.id, { amount: "5" });
    const refund = { refundOrderId: order.id, assetId: "USDT_TRC20", destinationAddress: TRON_DESTINATION };
    expect(failureOf(() => b.refund({ ...refund, amount: "35.000001" }))).toMatchObject({ code: "limitExceeded" });
    b.refund({ ...refund, amount: "20" });
    expect(failureOf(() => b.refund({ ...refund, amount: "15.000001" }))).toMatchObject({ code: "limitExceeded" });
    expect(b.order(order.id).refundedAmount).toBe("20.000000");
  });

  it("counts each change in revision, so views of two changes in one millisecond differ", () => {
    const b = book();
    const order = b.payment("25");
    const { transaction } = b.receive(order.id, { amount: "25", confirmed: false });
    const before = b.order(order.id).revision;
    b.confirm(order.id, transaction.id, 1);
    expect(b.order(order.id).revision).toBe((before ?? 0) + 1);
  });
});
