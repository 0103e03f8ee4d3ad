import { describe, expect, it } from "vitest";
import { completed, transfer, tronDeposit, tronPayment } from "../testing/order-fixtures.ts";
import { amountToAsk, asksForFunds, paymentStateOf, secondsLeft, waitWords } from "./payment-state.ts";

const usdt = (amount: string) => ({ amount, currency: "USDT" });

describe("paymentStateOf", () => {
  it.each([
    ["waiting", tronPayment()],
    [
      "detected",
      tronPayment({
        pendingAmount: usdt("25.500000"),
        remainingAmount: usdt("0.000000"),
        transactions: [transfer("25.500000", "USDT", { confirmations: 3 })],
      }),
    ],
    [
      "underpaid",
      tronPayment({ receivedAmount: usdt("10.000000"), remainingAmount: usdt("15.500000"), transactions: [transfer("10.000000", "USDT")] }),
    ],
    [
      "detected",
      tronPayment({
        receivedAmount: usdt("10.000000"),
        pendingAmount: usdt("5.000000"),
        remainingAmount: usdt("10.500000"),
        transactions: [transfer("10.000000", "USDT"), transfer("5.000000", "USDT", { id: "tx_2", confirmations: 0 })],
      }),
    ],
    ["completed", completed(tronPayment(), "25.500000")],
    ["overpaid", completed(tronPayment(), "40.000000")],
    ["waiting", tronDeposit()],
    ["completed", completed(tronDeposit(), "3.000000")],
    ["processing", tronPayment({ status: "frozen" })],
  ] as const)("%s", (state, order) => {
    expect(paymentStateOf(order)).toBe(state);
  });
});

describe("what the page asks for", () => {
  it("asks for the requested amount, then for the remainder only", () => {
    expect(amountToAsk(tronPayment())).toBe("25.500000");
    const under = tronPayment({ receivedAmount: usdt("10.000000"), remainingAmount: usdt("15.500000") });
    expect(amountToAsk(under)).toBe("15.500000");
    expect(asksForFunds(under)).toBe(true);
  });

  it("asks for nothing while pending transfers cover the rest, nor once completed", () => {
    expect(asksForFunds(tronPayment({ pendingAmount: usdt("25.500000"), remainingAmount: usdt("0.000000") }))).toBe(false);
    expect(asksForFunds(completed(tronPayment(), "25.500000"))).toBe(false);
    expect(asksForFunds(tronDeposit())).toBe(true);
    expect(amountToAsk(tronDeposit())).toBeNull();
  });
});

describe("the wait in words", () => {
  it("counts the missing blocks at the network's speed", () => {
    expect(secondsLeft(tronPayment(), transfer("1", "USDT", { confirmations: 0 }))).toBe(57);
    expect(secondsLeft(tronPayment(), transfer("1", "USDT", { confirmations: 19 }))).toBe(0);
    expect(secondsLeft(tronPayment({ asset: { ...tronPayment().asset, networkId: "moon" } }), transfer("1", "USDT"))).toBeNull();
    expect(waitWords(57)).toEqual({ key: "waitUnderMinute", minutes: "1" });
    expect(waitWords(144)).toEqual({ key: "waitAboutMinutes", minutes: "2" });
  });
});
