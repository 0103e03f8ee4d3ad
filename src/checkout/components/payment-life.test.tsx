// @vitest-environment jsdom
// The page through a payment's whole life: each state's root hook, live announcement, and what
// it asks the payer to do (never the original amount once part arrived).
import { computed, signal } from "@preact/signals";
import { cleanup, render, screen, waitFor } from "@testing-library/preact";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { statusGroup } from "../../shared/order-status.ts";
import type { CheckoutOrder } from "../../shared/schemas/checkout-order.ts";
import { loadAfterPayment } from "./after-payment-loader.ts";
import { loadQrEncoder } from "../lib/qr-loader.ts";
import { loadAddressCheck } from "../lib/address-check.ts";
import type { Connection, OrderModel } from "../models/order-model.ts";
import { SENDER_ADDRESS, TX_HASH, completed, ethPayment, transfer, tronPayment } from "../testing/order-fixtures.ts";
import { App } from "./app.tsx";

function show(order: CheckoutOrder) {
  const state = { order: signal(order), loadState: signal("ready" as const), connection: signal<Connection>("online") };
  const model = {
    ...state,
    statusGroup: computed(() => statusGroup(state.order.value.status)),
    now: signal(Date.now()),
    windowPhase: signal("none"),
  } as unknown as OrderModel;
  const result = render(<App model={model} />);
  return { state, ...result, main: () => result.container.querySelector("main")! };
}

const usdt = (amount: string) => ({ amount, currency: "USDT" });
const detected = (confirmations: number) =>
  tronPayment({
    pendingAmount: usdt("25.500000"),
    remainingAmount: usdt("0.000000"),
    transactions: [transfer("25.500000", "USDT", { confirmations })],
  });
const underpaid = tronPayment({
  receivedAmount: usdt("10.000000"),
  remainingAmount: usdt("15.500000"),
  transactions: [transfer("10.000000", "USDT")],
});

beforeAll(async () => {
  await loadQrEncoder();
  await loadAddressCheck();
  await loadAfterPayment();
});
afterEach(() => cleanup());

describe("the payment's states on the page", () => {
  it("waiting → detected (k of N, the wait in words, hash, explorer and sender) → completed, each announced", async () => {
    const { state, main, container } = show(tronPayment());
    const live = container.querySelector(".status-text")!;
    expect(live.getAttribute("aria-live")).toBe("polite");
    expect(main().dataset.paymentState).toBe("waiting");

    state.order.value = detected(0);
    await waitFor(() => expect(main().dataset.paymentState).toBe("detected"));
    expect(live.textContent).toBe("Payment detected. Waiting for network confirmations.");
    const item = container.querySelector<HTMLElement>("[data-transfer]")!;
    expect(item.dataset.confirmations).toBe("0");
    expect(item.dataset.requiredConfirmations).toBe("19");
    expect(item.textContent).toContain("0 of 19 confirmations · less than a minute left");
    expect(item.querySelector("a")?.getAttribute("href")).toBe(`https://tronscan.org/#/transaction/${TX_HASH}`);
    expect(item.querySelector("a")?.textContent).toContain(`${TX_HASH.slice(0, 8)}…${TX_HASH.slice(-6)}`);
    // The wallet it came from, so the payer can tell it is their own transfer.
    const sender = item.querySelector<HTMLElement>("[data-sender]");
    expect(sender?.dataset.sender).toBe(SENDER_ADDRESS);
    expect(sender?.textContent).toBe(`From ${SENDER_ADDRESS.slice(0, 8)}…${SENDER_ADDRESS.slice(-6)}`);
    // Nothing more to send: the instructions are gone so nobody pays twice.
    expect(container.querySelector("[data-address]")).toBeNull();

    state.order.value = detected(12);
    await waitFor(() => expect(container.querySelector("[data-transfer]")?.getAttribute("data-confirmations")).toBe("12"));

    state.order.value = completed(tronPayment(), "25.500000");
    await waitFor(() => expect(main().dataset.paymentState).toBe("completed"));
    expect(live.textContent).toBe("Payment received");
    expect(container.querySelector("[data-receipt]")).not.toBeNull();
  });

  it("Ethereum's wait is in minutes", () => {
    const order = ethPayment({
      pendingAmount: { amount: "1.500000", currency: "ETH" },
      remainingAmount: { amount: "0.000000", currency: "ETH" },
      transactions: [transfer("1.500000", "ETH", { confirmations: 0, requiredConfirmations: 12, status: "pending", confirmedAt: null })],
    });
    const { container } = show(order);
    expect(container.querySelector("[data-transfer]")?.textContent).toContain("0 of 12 confirmations · about 2 min left");
  });

  it("underpaid: says what arrived and what is missing; amount, copy and QR are the remainder; no success colour", () => {
    const { main, container } = show(underpaid);
    expect(main().dataset.paymentState).toBe("underpaid");
    expect(container.querySelector(".status-text")?.textContent).toBe("Received 10 of 25.5 USDT. Send 15.5 USDT more.");
    expect(container.querySelector("[data-amount]")?.getAttribute("data-amount")).toBe("15.500000");
    expect(screen.getByText("Amount still to send")).toBeTruthy();
    expect(container.innerHTML).not.toContain('data-amount="25.500000"');
    expect(container.querySelector(".status-completed, .status-icon-completed")).toBeNull();
    expect(container.querySelector(".status")?.className).toContain("status-underpaid");
    expect(container.querySelector(".support-link")?.getAttribute("href")).toBe("https://acme.example/shop");
  });

  it("underpaid in ETH: the QR's EIP-681 value is the remainder in wei", () => {
    const order = ethPayment({
      receivedAmount: { amount: "1.000000", currency: "ETH" },
      remainingAmount: { amount: "0.500000", currency: "ETH" },
      transactions: [transfer("1.000000", "ETH")],
    });
    const { container } = show(order);
    expect(container.querySelector("[data-qr-value]")?.getAttribute("data-qr-value")).toMatch(/\?value=500000000000000000$/);
  });

  it("overpaid: how much extra and how to get it back, with the merchant's support host", () => {
    const order = {
      ...completed(tronPayment(), "40.000000"),
      merchant: {
        name: "Acme Books",
        url: "https://acme.example/shop",
        supportUrl: "https://help.acme.example/ticket",
        supportEmail: null,
      },
    };
    const { main, container } = show(order);
    expect(main().dataset.paymentState).toBe("overpaid");
    expect(container.querySelector(".status-text")?.textContent).toBe("Payment received, 14.5 USDT more than requested.");
    expect(container.querySelector("[data-overpaid]")?.textContent).toContain("To get the extra back: Contact Acme Books");
    const contact = screen.getByRole("link", { name: /Contact Acme Books/ });
    expect(contact.getAttribute("href")).toBe("https://help.acme.example/ticket");
    expect(container.querySelector(".support-host")?.textContent).toBe("help.acme.example");
  });

  it("the support contact takes only http(s) URLs or an email, else the merchant's site", () => {
    const merchant = (supportUrl: string | null, supportEmail: string | null) => ({
      name: "Acme Books",
      url: "https://acme.example/shop",
      supportUrl,
      supportEmail,
    });
    const cases: [string | null, string | null, string][] = [
      ["javascript:alert(1)", null, "https://acme.example/shop"],
      [null, "help@acme.example", "mailto:help@acme.example"],
      ["javascript:alert(1)", "not an email", "https://acme.example/shop"],
    ];
    for (const [url, email, href] of cases) {
      const { container } = show({ ...underpaid, merchant: merchant(url, email) });
      expect(container.querySelector(".support-link")?.getAttribute("href")).toBe(href);
      cleanup();
    }
  });

  it("completed: the receipt with reference, requested and received, grouped hash and one primary way back", () => {
    const { container } = show({ ...completed(tronPayment(), "25.500000"), reference: { kind: "externalId", value: "shop-42" } });
    const receipt = container.querySelector("[data-receipt]")!;
    expect(receipt.querySelector("[data-reference]")?.textContent).toBe("shop-42");
    // Exact, without meaningless zeros; the data attributes keep the service's text.
    expect(receipt.querySelector("[data-requested]")?.textContent).toBe("25.5 USDT");
    expect(receipt.querySelector("[data-received]")?.textContent).toBe("25.5 USDT");
    expect(receipt.querySelector("[data-received]")?.getAttribute("data-received")).toBe("25.500000");
    expect(receipt.querySelector(".receipt-tx-amount")?.textContent).toBe("25.5 USDT");
    expect(receipt.querySelector(".tx-hash-grouped [data-hash-groups]")?.textContent?.split(" ")).toHaveLength(16);
    // A screen reader hears the hash whole, not sixteen groups.
    expect(receipt.querySelector(".tx-hash-grouped .visually-hidden")?.textContent).toMatch(/^[0-9a-f]{64}$/);
    expect(container.querySelectorAll(".back-link-primary")).toHaveLength(1);
    expect(container.querySelector(".back-link-primary .merchant-host")?.textContent).toBe("acme.example");
    expect(screen.queryByText("Fee")).toBeNull();
  });

  it("a late transfer shows as an additional payment: confirming, then on the receipt", async () => {
    const paid = completed(tronPayment(), "25.500000");
    const late = transfer("5.000000", "USDT", { id: "tx_2", confirmations: 3 });
    const { state, container } = show({ ...paid, transactions: [...paid.transactions, late] });
    // Named in the transfer's own line, not under a heading of its own (room for the receipt).
    expect(container.querySelector("[data-transfer] .transfer-line")?.textContent).toMatch(
      /^Additional payment · 5 USDT · 3 of 19 confirmations/,
    );
    expect(container.querySelector("[data-transfer] .transfer-amount")?.textContent).toBe("5 USDT");
    // Its sender too, on the hash's line in place of the explorer's name, which the link keeps
    // for screen readers: the frame has no line to spare.
    const hashLine = container.querySelector<HTMLElement>("[data-transfer] .transfer-hash");
    expect(hashLine?.querySelector<HTMLElement>("[data-sender]")?.dataset.sender).toBe(late.senderAddress);
    expect(hashLine?.querySelector("[data-sender]")?.textContent).toBe(`From ${SENDER_ADDRESS.slice(0, 8)}…${SENDER_ADDRESS.slice(-6)}`);
    expect(hashLine?.querySelector("a .visually-hidden")?.textContent).toBe("View on tronscan.org");
    expect(container.querySelectorAll("[data-transfer] [data-sender]")).toHaveLength(1);
    state.order.value = {
      ...paid,
      transactions: [
        ...paid.transactions,
        { ...late, status: "completed", confirmations: 19, late: true, confirmedAt: "2026-11-22T07:00:00Z" },
      ],
    };
    await waitFor(() => expect(container.querySelector(".receipt-tx-late")?.textContent).toContain("Additional payment"));
    expect([...container.querySelectorAll(".receipt-tx-amount > span[dir=ltr]")].map((span) => span.textContent)).toEqual([
      "25.5 USDT",
      "5 USDT",
    ]);
  });
});
