// @vitest-environment jsdom
// The order's page in the merchant's words: kind and status as words (a link's window
// included), the fee and net beside what was received, the customer, when, through which
// integration and link, and where the payment came from.
import { cleanup, render } from "@testing-library/preact";
import { afterEach, describe, expect, it } from "vitest";
import type { PortalOrder } from "../../shared/index.ts";
import { kindWord, statusWord } from "../lib/order-words.ts";
import { Facts } from "./order-screen.tsx";

afterEach(() => cleanup());

const money = (amount: string, currency = "USDT") => ({ amount, currency });
const view: PortalOrder = {
  order: {
    id: "ord_1",
    type: "payment",
    assetId: "USDT_TRC20",
    status: "inProgress",
    createdAt: "2026-11-26T10:00:00.000Z",
    updatedAt: "2026-11-26T10:05:00.000Z",
    transactions: [],
    primaryAmount: money("40.000000"),
    secondaryAmount: money("40.00", "USD"),
    serviceFeeAmount: money("0.400000"),
    totalAmount: money("39.600000"),
    paymentLinkId: "plk_1",
  },
  integrationId: "int_1",
  integrationName: "Ada's Shop",
  paymentLinkName: "A teapot",
  requestedAmount: "40.000000",
  refundable: null,
  refundOf: null,
  paymentLink: null,
  paymentAddress: "TPaymentAddress",
  destinationAddress: null,
  customer: { firstName: "Grace", lastName: "Hopper" },
  senderAddresses: ["TSenderAddress"],
  creditedSenders: [{ address: "TSenderAddress", largest: "40.000000" }],
};

describe("an order's facts", () => {
  it("says what the order is in words, with fee, net, customer, time, integration, link and sender", () => {
    const { container } = render(<Facts view={view} />);
    const text = container.textContent ?? "";
    expect(text).toContain("Payment");
    expect(text).toContain("In progress");
    expect(text).not.toContain("inProgress");
    expect(text).toContain("40 USDT (fee 0.4 USDT, net 39.6 USDT)");
    expect(container.querySelector("[data-customer]")?.textContent).toBe("Grace Hopper");
    expect(container.querySelector("time")?.getAttribute("datetime")).toBe("2026-11-26T10:00:00.000Z");
    expect(container.querySelector("[data-integration-name]")?.textContent).toBe("Ada's Shop");
    expect(container.querySelector("[data-integration-name]")?.getAttribute("href")).toBe("/portal/integrations/int_1");
    expect(container.querySelector("[data-payment-link-id]")?.textContent).toBe("A teapot (plk_1)");
    expect(container.querySelector("[data-sender-addresses]")?.textContent).toBe("TSenderAddress");
  });

  it("names every kind, and a link's window in the status", () => {
    expect(["payment", "deposit", "refund", "withdrawal"].map((k) => kindWord(k as "payment"))).toEqual([
      "Payment",
      "Deposit",
      "Refund",
      "Withdrawal",
    ]);
    expect(statusWord({ status: "completed" })).toBe("Completed");
    expect(statusWord({ status: "inProgress", expired: true })).toBe("Expired, nothing paid");
    expect(statusWord({ status: "inProgress", expired: true, paidAfterExpiry: true })).toBe("Paid after expiry");
    expect(statusWord({ status: "completed", paidAfterExpiry: true })).toBe("Completed");
  });

  it("shows a chain-mode order's wallet path and address index, and no such row for an order without one", () => {
    const chain = { ...view, order: { ...view.order, addressIndex: 7, derivationPath: "m/44'/60'/0'/0/7" } };
    const { container } = render(<Facts view={chain} />);
    const shown = container.querySelector("[data-derivation-path]");
    expect(shown?.getAttribute("data-derivation-path")).toBe("m/44'/60'/0'/0/7");
    expect(shown?.getAttribute("data-address-index")).toBe("7");
    expect(shown?.textContent).toBe("m/44'/60'/0'/0/7 (address index 7)");
    cleanup();
    expect(render(<Facts view={view} />).container.querySelector("[data-derivation-path]")).toBeNull();
  });

  it("shows each address whole, in monospace, its first and last characters set apart from the middle", () => {
    const payer = "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t";
    const lookAlike = "TR7NHqXXXXXXXXXXXXXXXXXXXXXXXjLj6t";
    const { container } = render(<Facts view={{ ...view, senderAddresses: [payer, lookAlike] }} />);
    const shown = [...container.querySelectorAll("[data-sender-addresses] [data-address]")];
    // Whole: never cut to its ends, where the two read the same.
    expect(shown.map((el) => el.textContent)).toEqual([payer, lookAlike]);
    expect(shown.every((el) => el.classList.contains("mono"))).toBe(true);
    expect([...(shown[0]?.children ?? [])].map((part) => [part.className, part.textContent])).toEqual([
      ["address__end", "TR7NHq"],
      ["address__middle", "jeKQxGTCi8q8ZY4pL8otSz"],
      ["address__end", "gjLj6t"],
    ]);
  });
});
