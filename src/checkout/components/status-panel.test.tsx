// @vitest-environment jsdom
// The progress live region: on the page from the first render, empty while nothing confirms,
// then each confirming transfer in words, changing in place as blocks arrive (a region inserted
// with its text is not announced, so the same element must carry every change).
import { cleanup, render } from "@testing-library/preact";
import { afterEach, describe, expect, it } from "vitest";
import { statusGroup } from "../../shared/order-status.ts";
import type { CheckoutOrder } from "../../shared/schemas/checkout-order.ts";
import { paymentStateOf } from "../lib/payment-state.ts";
import { completed, transfer, tronPayment } from "../testing/order-fixtures.ts";
import { StatusPanel } from "./status-panel.tsx";

const usdt = (amount: string) => ({ amount, currency: "USDT" });
const panel = (order: CheckoutOrder) => <StatusPanel order={order} group={statusGroup(order.status)} state={paymentStateOf(order)} />;
const seen = (confirmations: number) =>
  tronPayment({
    pendingAmount: usdt("25.500000"),
    remainingAmount: usdt("0.000000"),
    transactions: [transfer("25.500000", "USDT", { confirmations })],
  });

afterEach(() => cleanup());

describe("the progress live region", () => {
  it("is there, empty, while waiting, then says k of N in the same element as blocks arrive", () => {
    const { container, rerender } = render(panel(tronPayment()));
    const region = container.querySelector("[data-progress]")!;
    expect(region.getAttribute("role")).toBe("status");
    expect(region.textContent).toBe("");

    rerender(panel(seen(0)));
    expect(container.querySelector("[data-progress]")).toBe(region);
    expect(region.textContent).toBe("25.5 USDT · 0 of 19 confirmations");

    rerender(panel(seen(7)));
    expect(container.querySelector("[data-progress]")).toBe(region);
    expect(region.textContent).toBe("25.5 USDT · 7 of 19 confirmations");
  });

  it("names a transfer to a completed order as an additional payment", () => {
    const order = completed(tronPayment(), "25.500000");
    const late = {
      ...order,
      transactions: [...order.transactions, { ...transfer("3.000000", "USDT", { confirmations: 2 }), id: "tx_late", late: true }],
    };
    const { container } = render(panel(late));
    expect(container.querySelector("[data-progress]")!.textContent).toBe("Additional payment: 3 USDT · 2 of 19 confirmations");
  });
});
