// The rules without HTTP: state in, state out.
import { describe, expect, it } from "vitest";
import { isEvmAddress, isTronAddress } from "../../src/shared/index.ts";
import { CUSTOMER, INTEGRATION_ID, TRON_DESTINATION, testState } from "../testing.ts";
import { ApiFailure } from "./failure.ts";
import { createIds, seededRandom } from "./ids.ts";
import { balanceOf } from "./ledger.ts";
import { createIncomingOrder, createRefund, createWithdrawal, newAddress, newHash, receiveTransfer, addConfirmations } from "./orders.ts";

const ctx = { now: "2026-02-01T00:00:00.000Z", ids: createIds(seededRandom("rules")) };
const failureOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof ApiFailure) return { status: error.status, ...error.errors[0] };
    throw error;
  }
  throw new Error("expected a refusal");
};

describe("order rules", () => {
  it("credits the balance with received minus the 1 % fee, rounded half-up to 6 digits", () => {
    const state = testState();
    const order = createIncomingOrder(state, "deposit", { integrationId: INTEGRATION_ID, assetId: "USDT_TRC20", customer: CUSTOMER }, ctx);
    const { transaction } = receiveTransfer(state, order.id, { amount: "1.000050" }, ctx);
    expect(transaction).toMatchObject({ primaryAmount: "1.000050", serviceFeeAmount: "0.010001", totalAmount: "0.990049", secondaryAmount: "1.00" });
    expect(balanceOf(state, INTEGRATION_ID, "USDT_TRC20")).toBe("0.990049");
  });

  it("leaves the state untouched when a refund is refused", () => {
    const state = testState();
    const order = createIncomingOrder(state, "payment", { integrationId: INTEGRATION_ID, amount: "10", assetId: "USDT_TRC20", customer: CUSTOMER }, ctx);
    receiveTransfer(state, order.id, {}, ctx);
    const before = JSON.stringify(state);
    expect(failureOf(() => createRefund(state, { refundOrderId: order.id, amount: "10.5", assetId: "USDT_TRC20", destinationAddress: TRON_DESTINATION }, ctx))).toMatchObject({
      status: 400,
      code: "limitExceeded",
    });
    expect(failureOf(() => createRefund(state, { refundOrderId: order.id, amount: "9.9", assetId: "USDT_TRC20", destinationAddress: TRON_DESTINATION }, ctx))).toMatchObject({
      code: "notEnoughFunds",
    });
    expect(JSON.stringify(state)).toBe(before);
  });

  it("withdrawals check integration, asset, address and funds in that order", () => {
    const state = testState();
    const request = { integrationId: INTEGRATION_ID, amount: "1", assetId: "TRX", destinationAddress: TRON_DESTINATION, customer: CUSTOMER };
    expect(failureOf(() => createWithdrawal(state, { ...request, integrationId: "nope" }, ctx))).toMatchObject({ field: "integrationId" });
    expect(failureOf(() => createWithdrawal(state, { ...request, assetId: "XRP" }, ctx))).toMatchObject({ field: "assetId" });
    expect(failureOf(() => createWithdrawal(state, { ...request, destinationAddress: "T123" }, ctx))).toMatchObject({ code: "invalidAddress" });
    expect(failureOf(() => createWithdrawal(state, request, ctx))).toMatchObject({ code: "notEnoughFunds" });
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
  const paymentOf = (state: ReturnType<typeof testState>, amount: string) =>
    createIncomingOrder(state, "payment", { integrationId: INTEGRATION_ID, amount, assetId: "USDT_TRC20", customer: CUSTOMER }, ctx);

  it("detects a transfer as pending with 0 of 19 confirmations, crediting nothing", () => {
    const state = testState();
    const order = paymentOf(state, "25");
    const { transaction, outcome, callback } = receiveTransfer(state, order.id, { amount: "25", confirmed: false }, ctx);
    expect(transaction).toMatchObject({ status: "pending", confirmations: 0, requiredConfirmations: 19 });
    expect(transaction.hash).toMatch(/^[0-9a-f]{64}$/);
    expect({ outcome, callback, status: order.status, received: order.primaryAmount }).toEqual({ outcome: null, callback: false, status: "inProgress", received: "0.000000" });
    expect(balanceOf(state, INTEGRATION_ID, "USDT_TRC20")).toBe("0.000000");
  });

  it("confirms step by step, completes at N, and refuses a completed transaction (409)", () => {
    const state = testState();
    const order = paymentOf(state, "25");
    const { transaction } = receiveTransfer(state, order.id, { amount: "25", confirmed: false }, ctx);
    expect(addConfirmations(state, order.id, transaction.id, 5, ctx)).toMatchObject({ outcome: null, callback: false });
    expect(transaction.confirmations).toBe(5);
    expect(order.status).toBe("inProgress");
    expect(addConfirmations(state, order.id, transaction.id, undefined, ctx)).toMatchObject({ outcome: "completed", callback: true });
    expect(transaction).toMatchObject({ status: "completed", confirmations: 19, confirmedAt: ctx.now });
    expect(order).toMatchObject({ status: "completed", primaryAmount: "25.000000", completedAt: ctx.now });
    expect(failureOf(() => addConfirmations(state, order.id, transaction.id, 1, ctx))).toMatchObject({ status: 409, field: "transactionId" });
  });

  it("more confirmations than missing stop at N", () => {
    const state = testState();
    const order = paymentOf(state, "25");
    const { transaction } = receiveTransfer(state, order.id, { amount: "25", confirmed: false }, ctx);
    addConfirmations(state, order.id, transaction.id, 500, ctx);
    expect(transaction.confirmations).toBe(19);
  });

  it("an underpaid order stays inProgress, is credited, and completes when topped up (default amount: the remainder)", () => {
    const state = testState();
    const order = paymentOf(state, "25");
    expect(receiveTransfer(state, order.id, { amount: "10" }, ctx)).toMatchObject({ outcome: "underpaid", callback: false });
    expect(order).toMatchObject({ status: "inProgress", primaryAmount: "10.000000" });
    expect(balanceOf(state, INTEGRATION_ID, "USDT_TRC20")).toBe("9.900000");
    const topUp = receiveTransfer(state, order.id, {}, ctx);
    expect(topUp.transaction.primaryAmount).toBe("15.000000");
    expect(topUp).toMatchObject({ outcome: "completed", callback: true });
    expect(order).toMatchObject({ status: "completed", primaryAmount: "25.000000", serviceFeeAmount: "0.250000", totalAmount: "24.750000" });
  });

  it("accepts a remainder below the network minimum, but not a stray transfer below it", () => {
    const state = testState();
    const order = paymentOf(state, "25");
    receiveTransfer(state, order.id, { amount: "24.5" }, ctx);
    expect(failureOf(() => receiveTransfer(state, order.id, { amount: "0.2" }, ctx))).toMatchObject({ code: "limitExceeded" });
    expect(receiveTransfer(state, order.id, { amount: "0.5" }, ctx)).toMatchObject({ outcome: "completed" });
  });

  it("completes within the integration's tolerance", () => {
    const state = testState();
    state.integrations[INTEGRATION_ID]!.paymentTolerancePercent = "1.00";
    const order = paymentOf(state, "25");
    expect(receiveTransfer(state, order.id, { amount: "24.75" }, ctx)).toMatchObject({ outcome: "completed" });
  });

  it("records a transfer after completion as late: announced, counted, order stays completed", () => {
    const state = testState();
    const order = paymentOf(state, "25");
    receiveTransfer(state, order.id, {}, ctx);
    const late = receiveTransfer(state, order.id, { amount: "5" }, ctx);
    expect(late).toMatchObject({ outcome: "late", callback: true });
    expect(late.transaction.late).toBe(true);
    expect(order).toMatchObject({ status: "completed", primaryAmount: "30.000000" });
    expect(balanceOf(state, INTEGRATION_ID, "USDT_TRC20")).toBe("29.700000");
  });

  it("a deposit order credits and announces every confirmed transfer", () => {
    const state = testState();
    const order = createIncomingOrder(state, "deposit", { integrationId: INTEGRATION_ID, assetId: "USDT_TRC20", customer: CUSTOMER }, ctx);
    const outcomes = ["3", "4", "5"].map((amount) => receiveTransfer(state, order.id, { amount }, ctx));
    expect(outcomes.map((o) => [o.outcome, o.callback])).toEqual([["deposit", true], ["deposit", true], ["deposit", true]]);
    expect(order).toMatchObject({ status: "completed", primaryAmount: "12.000000" });
    expect(balanceOf(state, INTEGRATION_ID, "USDT_TRC20")).toBe("11.880000");
  });

  it("refunds count everything received: the requested amount, the extra and the late transfer", () => {
    const state = testState();
    const order = paymentOf(state, "25");
    receiveTransfer(state, order.id, { amount: "30" }, ctx);
    receiveTransfer(state, order.id, { amount: "5" }, ctx);
    const refund = { refundOrderId: order.id, assetId: "USDT_TRC20", destinationAddress: TRON_DESTINATION };
    expect(failureOf(() => createRefund(state, { ...refund, amount: "35.000001" }, ctx))).toMatchObject({ code: "limitExceeded" });
    createRefund(state, { ...refund, amount: "20" }, ctx);
    expect(failureOf(() => createRefund(state, { ...refund, amount: "15.000001" }, ctx))).toMatchObject({ code: "limitExceeded" });
  });

  it("counts each change in revision, so views of two changes in one millisecond differ", () => {
    const state = testState();
    const order = paymentOf(state, "25");
    const { transaction } = receiveTransfer(state, order.id, { amount: "25", confirmed: false }, ctx);
    const before = order.revision;
    addConfirmations(state, order.id, transaction.id, 1, ctx);
    expect(order.revision).toBe((before ?? 0) + 1);
  });
});
