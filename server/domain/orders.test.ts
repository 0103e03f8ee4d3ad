// The rules without HTTP: state in, state out.
import { describe, expect, it } from "vitest";
import { isEvmAddress, isTronAddress } from "../../src/shared/index.ts";
import { CUSTOMER, INTEGRATION_ID, TRON_DESTINATION, testState } from "../testing.ts";
import { ApiFailure } from "./failure.ts";
import { createIds, seededRandom } from "./ids.ts";
import { balanceOf } from "./ledger.ts";
import { confirmIncomingFunds, createIncomingOrder, createRefund, createWithdrawal, newAddress, newHash } from "./orders.ts";

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
    const { transaction } = confirmIncomingFunds(state, order.id, "1.000050", ctx);
    expect(transaction).toMatchObject({ primaryAmount: "1.000050", serviceFeeAmount: "0.010001", totalAmount: "0.990049", secondaryAmount: "1.00" });
    expect(balanceOf(state, INTEGRATION_ID, "USDT_TRC20")).toBe("0.990049");
  });

  it("leaves the state untouched when a refund is refused", () => {
    const state = testState();
    const order = createIncomingOrder(state, "payment", { integrationId: INTEGRATION_ID, amount: "10", assetId: "USDT_TRC20", customer: CUSTOMER }, ctx);
    confirmIncomingFunds(state, order.id, undefined, ctx);
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
