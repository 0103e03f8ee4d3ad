// @vitest-environment jsdom
import { computed, signal } from "@preact/signals";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/preact";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { statusGroup } from "../../shared/order-status.ts";
import type { CheckoutOrder } from "../../shared/schemas/checkout-order.ts";
import { I18n, loadMessages, translator } from "../lib/i18n.ts";
import { loadQrEncoder } from "../lib/qr-loader.ts";
import type { Connection, LoadState, OrderModel } from "../models/order-model.ts";
import { EVM_ADDRESS, TRON_ADDRESS, TX_HASH, completed, ethPayment, tronDeposit, tronPayment } from "../testing/order-fixtures.ts";
import { App } from "./app.tsx";

function fakeModel(order: CheckoutOrder | null, loadState: LoadState = order ? "ready" : "loading") {
  const state = {
    order: signal(order),
    loadState: signal(loadState),
    connection: signal<Connection>("online"),
  };
  const model = { ...state, statusGroup: computed(() => (state.order.value ? statusGroup(state.order.value.status) : null)) };
  return { state, model: model as unknown as OrderModel };
}

function show(order: CheckoutOrder | null, loadState?: LoadState) {
  const fake = fakeModel(order, loadState);
  const result = render(<App model={fake.model} />);
  return { ...fake, ...result, main: () => result.container.querySelector("main")! };
}

beforeAll(async () => {
  await loadQrEncoder();
});
afterEach(() => {
  cleanup();
});

describe("screens", () => {
  it("shows the invalid-link screen without a model", () => {
    const { container } = render(<App model={null} />);
    expect(container.querySelector("main")?.dataset.screen).toBe("invalid-link");
    expect(screen.getByRole("heading", { level: 1, name: "This payment link is not valid" })).toBeTruthy();
    expect(container.querySelector("main")?.hasAttribute("data-connection")).toBe(false);
  });

  it("shows loading, then reconnecting while the first request fails", async () => {
    const { main, state } = show(null);
    expect(main().dataset.screen).toBe("loading");
    expect(main().getAttribute("aria-busy")).toBe("true");
    state.connection.value = "reconnecting";
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Connection lost. Reconnecting…"));
  });

  it("shows order not found", () => {
    const { main } = show(null, "not-found");
    expect(main().dataset.screen).toBe("not-found");
    expect(screen.getByRole("heading", { name: "Order not found" })).toBeTruthy();
  });

  it("refuses to show details for an address that fails its checksum", () => {
    const { main, container } = show(ethPayment({ address: EVM_ADDRESS.toLowerCase() }));
    expect(main().dataset.screen).toBe("unavailable");
    expect(screen.getByRole("heading", { name: "We can't display payment details" })).toBeTruthy();
    expect(container.querySelector("[data-address]")).toBeNull();
    expect(container.querySelector("svg")).toBeNull();
    expect(container.textContent).not.toContain(EVM_ADDRESS.toLowerCase());
  });

  it("refuses to show details on an unknown network", () => {
    const { main, container } = show(tronPayment({ asset: { ...tronPayment().asset, networkId: "solana" } }));
    expect(main().dataset.screen).toBe("unavailable");
    expect(container.textContent).not.toContain(TRON_ADDRESS);
  });
});

describe("a payment order in a token", () => {
  it("shows merchant, exact amount with fiat value, asset on network and both warnings", () => {
    const { main } = show(tronPayment());
    expect(main().dataset).toMatchObject({ screen: "order", statusGroup: "waiting", connection: "online" });
    expect(screen.getByRole("heading", { level: 1, name: "Acme Books" })).toBeTruthy();
    expect(screen.getByText("25.500000")).toBeTruthy();
    expect(screen.getByText("≈ 25.50 USD")).toBeTruthy();
    expect(screen.getByText("USDT on Tron (TRC-20)")).toBeTruthy();
    expect(screen.getByText(/Funds sent on any other network will be lost/)).toBeTruthy();
    expect(screen.getByText("Your wallet needs some TRX to pay the network fee.")).toBeTruthy();
  });

  it("shows the address in groups of 4 with first, middle and last emphasised", () => {
    const { container } = show(tronPayment());
    const address = container.querySelector<HTMLElement>("[data-address]")!;
    expect(address.dataset.address).toBe(TRON_ADDRESS);
    expect(address.getAttribute("dir")).toBe("ltr");
    const groups = [...address.querySelectorAll(".group")].map((g) => g.textContent);
    expect(groups.join("")).toBe(TRON_ADDRESS);
    expect(groups.every((g) => g!.length <= 4)).toBe(true);
    // 34 characters: nine groups, the middle one is the fifth.
    expect([...address.querySelectorAll("strong")].map((g) => g.textContent)).toEqual(["TR7N", "q8ZY", "6t"]);
  });

  it("draws the QR of the plain address with a text alternative", () => {
    show(tronPayment());
    const qr = screen.getByRole("img");
    expect(qr.getAttribute("data-qr-value")).toBe(TRON_ADDRESS);
    expect(qr.getAttribute("aria-label")).toContain(TRON_ADDRESS);
    expect(qr.querySelector("path")?.getAttribute("fill")).toBe("#000000");
    expect(qr.querySelector("rect")?.getAttribute("fill")).toBe("#ffffff");
  });

  it("links back to the merchant only over http(s)", () => {
    show(tronPayment());
    expect(screen.getByRole("link", { name: "Back to Acme Books acme.example" }).getAttribute("href")).toBe("https://acme.example/shop");
    cleanup();
    show(tronPayment({ merchant: { name: "Acme Books", url: "javascript:alert(1)", supportUrl: null, supportEmail: null } }));
    expect(screen.queryByRole("link", { name: /Back to/ })).toBeNull();
  });
});

describe("the link back to the merchant", () => {
  // Issue 13, 3: the payer sees where "Back to …" leads, whatever the name claims.
  it.each([
    ["https://acme.example/shop", "acme.example"],
    ["https://www.amazon.com@evil.example/", "evil.example"],
    ["https://\u0430mazon.com/", "xn--mazon-3ve.com"],
    ["http://localhost:8081/", "localhost:8081"],
  ])("shows the host of %s beside it", (url, host) => {
    show(tronPayment({ merchant: { name: "Amazon", url, supportUrl: null, supportEmail: null } }));
    const link = screen.getByRole("link", { name: /^Back to Amazon/ });
    const shown = link.querySelector(".merchant-host");
    expect(shown?.textContent).toBe(host);
    expect(shown?.getAttribute("dir")).toBe("ltr");
  });
});

describe("native coins and deposits", () => {
  it("names ETH on Ethereum, omits the fee warning, and puts an EIP-681 URI in the QR", () => {
    show(ethPayment());
    expect(screen.getByText("ETH on Ethereum")).toBeTruthy();
    expect(screen.queryByText(/to pay the network fee/)).toBeNull();
    expect(screen.getByRole("img").getAttribute("data-qr-value")).toBe(`ethereum:${EVM_ADDRESS}@1?value=1500000000000000000`);
  });

  it("asks a deposit for any amount above the network minimum", () => {
    show(tronDeposit());
    expect(screen.getByText("Any amount")).toBeTruthy();
    expect(screen.getByText("Minimum 1.000000 USDT")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Copy amount" })).toBeNull();
    expect(screen.getByRole("button", { name: "Copy address" })).toBeTruthy();
  });
});

describe("live status", () => {
  it("announces the change to completed and shows the receipt with the explorer link", async () => {
    const { state, main, container } = show(tronPayment());
    const live = screen.getByText("Waiting for payment");
    expect(live.getAttribute("aria-live")).toBe("polite");
    state.order.value = completed(tronPayment(), "25.500000");
    await waitFor(() => expect(main().dataset.statusGroup).toBe("completed"));
    expect(live.textContent).toBe("Payment received");
    expect(container.querySelector("[data-received]")?.textContent).toBe("25.500000 USDT");
    const tx = container.querySelector<HTMLElement>(`[data-tx-hash="${TX_HASH}"]`)!;
    const link = within(tx).getByRole("link");
    expect(link.getAttribute("href")).toBe(`https://tronscan.org/#/transaction/${TX_HASH}`);
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    expect(link.getAttribute("target")).toBe("_blank");
    // The instructions go away once paid.
    expect(container.querySelector("[data-address]")).toBeNull();
  });

  it("shows no merchant accounting: the service fee is not the payer's business", () => {
    show(completed(tronPayment(), "25.500000"));
    expect(screen.queryByText("Fee")).toBeNull();
  });

  it("shows an unknown status as neutral processing", () => {
    const { main } = show(tronPayment({ status: "underpaid" }));
    expect(main().dataset.statusGroup).toBe("processing");
    expect(screen.getByText("Processing")).toBeTruthy();
  });

  it("keeps the order on screen while reconnecting", async () => {
    const { state, main } = show(tronPayment());
    state.connection.value = "reconnecting";
    await waitFor(() => expect(main().dataset.connection).toBe("reconnecting"));
    expect(screen.getByText("Connection lost. Reconnecting…")).toBeTruthy();
    expect(screen.getByText("25.500000")).toBeTruthy();
  });
});

describe("copy", () => {
  it("copies the raw address and confirms it", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    show(tronPayment());
    fireEvent.click(screen.getByRole("button", { name: "Copy address" }));
    expect(writeText).toHaveBeenCalledWith(TRON_ADDRESS);
    await waitFor(() => expect(screen.getByText("Address copied")).toBeTruthy());
    fireEvent.click(screen.getByRole("button", { name: "Copy amount" }));
    expect(writeText).toHaveBeenLastCalledWith("25.500000");
    await waitFor(() => expect(screen.getByText("Amount copied")).toBeTruthy());
  });

  it("offers a selected field to copy by hand when the browser refuses", async () => {
    Object.defineProperty(navigator, "clipboard", { value: undefined, configurable: true });
    Object.defineProperty(document, "execCommand", { value: () => false, configurable: true });
    show(tronPayment());
    fireEvent.click(screen.getByRole("button", { name: "Copy address" }));
    const field = await screen.findByDisplayValue(TRON_ADDRESS);
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect((field as HTMLInputElement).readOnly).toBe(true);
  });
});

describe("languages", () => {
  it("renders Arabic from its own module", async () => {
    const t = translator(await loadMessages("ar"));
    const { model } = fakeModel(tronPayment());
    render(
      <I18n.Provider value={t}>
        <App model={model} />
      </I18n.Provider>,
    );
    expect(screen.getByText("بانتظار الدفع")).toBeTruthy();
    expect(screen.getByRole("button", { name: "نسخ العنوان" })).toBeTruthy();
  });
});
