// @vitest-environment jsdom
import { computed, signal } from "@preact/signals";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/preact";
import { render as preactRender } from "preact";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { statusGroup } from "../../shared/order-status.ts";
import type { CheckoutOrder } from "../../shared/schemas/checkout-order.ts";
import { I18n, Language, loadMessages, translator } from "../lib/i18n.ts";
import { loadAfterPayment } from "./after-payment-loader.ts";
import { loadWindowParts } from "./window-loader.ts";
import { loadQrEncoder } from "../lib/qr-loader.ts";
import { loadAddressCheck } from "../lib/address-check.ts";
import type { Connection, LoadState, OrderModel } from "../models/order-model.ts";
import {
  EVM_ADDRESS,
  TRON_ADDRESS,
  TX_HASH,
  completed,
  ethPayment,
  tronDeposit,
  tronPayment,
  transfer,
} from "../testing/order-fixtures.ts";
import { windowPhase } from "../lib/payment-window.ts";
import { backWay } from "../models/embed-link.ts";
import { App } from "./app.tsx";

function fakeModel(order: CheckoutOrder | null, loadState: LoadState = order ? "ready" : "loading", at = Date.now()) {
  const state = {
    order: signal(order),
    loadState: signal(loadState),
    connection: signal<Connection>("online"),
    now: signal(at),
  };
  const model = {
    ...state,
    statusGroup: computed(() => (state.order.value ? statusGroup(state.order.value.status) : null)),
    windowPhase: computed(() => (state.order.value ? windowPhase(state.order.value, state.now.value) : "none")),
  };
  return { state, model: model as unknown as OrderModel };
}

function show(order: CheckoutOrder | null, loadState?: LoadState, at?: number) {
  const fake = fakeModel(order, loadState, at);
  const result = render(<App model={fake.model} />);
  return { ...fake, ...result, main: () => result.container.querySelector("main")! };
}

beforeAll(async () => {
  await loadQrEncoder();
  await loadAddressCheck();
  await loadAfterPayment();
  await loadWindowParts();
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
    expect(container.querySelector("svg[data-qr-value]")).toBeNull();
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
    // Exact, without meaningless zeros; the service's text stays in data-amount.
    expect(screen.getByText("25.5").dataset.amount).toBe("25.500000");
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
  // The first render draws the service's markup (the merchant's URL) so hydration meets it; the
  // frame's own way is drawn a render later. A press in between must already take that way: in
  // the embed's modal, close the dialog instead of navigating the merchant's page.
  it("closes the modal when pressed before the frame's way is drawn", () => {
    const close = vi.fn();
    backWay.value = { kind: "close", close };
    try {
      const host = document.body.appendChild(document.createElement("div"));
      // Preact's own render, not the testing library's: no act(), so the effects have not run yet.
      preactRender(<App model={fakeModel(tronPayment()).model} />, host);
      const served = host.querySelector<HTMLAnchorElement>("a.merchant-back");
      expect(served?.getAttribute("href")).toBe("https://acme.example/shop");
      expect(fireEvent.click(served!)).toBe(false);
      expect(close).toHaveBeenCalledTimes(1);
      preactRender(null, host);
      host.remove();
    } finally {
      backWay.value = { kind: "merchant" };
    }
  });

  // The payer sees where "Back to …" leads, whatever the name claims.
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
    expect(screen.getByText("Minimum 1 USDT")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Copy amount" })).toBeNull();
    expect(screen.getByRole("button", { name: "Copy address" })).toBeTruthy();
  });

  it("says nothing of a minimum it does not know (in front of a provider that does not say it)", () => {
    show({ ...tronDeposit(), minimumAmount: null });
    expect(screen.getByText("Any amount")).toBeTruthy();
    expect(screen.queryByText(/Minimum/)).toBeNull();
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
    expect(container.querySelector("[data-received]")?.textContent).toBe("25.5 USDT");
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
    expect(screen.getByText("25.5")).toBeTruthy();
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
    expect(writeText).toHaveBeenLastCalledWith("25.5");
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

describe("open in wallet and help against losses", () => {
  it("offers MetaMask, Trust Wallet and an EIP-681 link for ETH, each a real link to the top window", () => {
    show(ethPayment());
    const links = [...document.querySelectorAll<HTMLAnchorElement>("a[data-wallet]")];
    expect(links.map((a) => a.dataset.wallet)).toEqual(["metamask", "trust", "eip681"]);
    for (const a of links) {
      expect(a.target).toBe("_top");
      expect(a.rel).toBe("noopener noreferrer");
    }
    expect(links[0]!.href).toBe(`https://link.metamask.io/send/${EVM_ADDRESS}@1?value=1500000000000000000`);
    expect(links[1]!.href).toBe(`https://link.trustwallet.com/send?asset=c60&address=${EVM_ADDRESS}&amount=1.5`);
    expect(links[2]!.getAttribute("href")).toBe(`ethereum:${EVM_ADDRESS}@1?value=1500000000000000000`);
    expect(screen.getByText("Open in wallet")).toBeTruthy();
  });

  it("offers Trust Wallet for TRON and says that TronLink has no payment link", () => {
    show(tronPayment());
    const links = [...document.querySelectorAll<HTMLAnchorElement>("a[data-wallet]")];
    expect(links.map((a) => a.dataset.wallet)).toEqual(["trust"]);
    expect(links[0]!.href).toBe(
      `https://link.trustwallet.com/send?asset=c195_tTR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t&address=${TRON_ADDRESS}&amount=25.5`,
    );
    expect(screen.getByText("TronLink has no payment link: scan the QR code or copy the address.")).toBeTruthy();
  });

  it("warns about an exchange's withdrawal fee with the exact amount, and links the token contract to its explorer", () => {
    show(tronPayment());
    expect(screen.getByText("Paying from an exchange? It may deduct a withdrawal fee: make sure 25.5 USDT arrives.")).toBeTruthy();
    const contract = document.querySelector<HTMLElement>("[data-contract]")!;
    expect(contract.dataset.contract).toBe("TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t");
    const link = within(contract).getByRole("link");
    expect(link.getAttribute("href")).toBe("https://tronscan.org/#/token20/TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("shows no contract for a network's own coin, and no exchange amount for a deposit", () => {
    show(ethPayment());
    expect(document.querySelector("[data-contract]")).toBeNull();
    cleanup();
    show(tronDeposit());
    expect(document.querySelector("[data-exchange-warning]")).toBeNull();
    expect(document.querySelector<HTMLAnchorElement>("a[data-wallet]")!.href).not.toContain("amount=");
  });

  it("on Sepolia, hands the payer Sepolia's chain id and Circle's Sepolia USDC and links Sepolia's explorer, never mainnet's", async () => {
    const SEPOLIA_USDC = "0x1c7D4B196Cb0C7B01d743Fbc6116a902379C7238";
    const order = ethPayment({
      asset: { id: "USDC_ERC20", currencyCode: "USDC", displayName: "USD Coin", networkId: "ethereum", networkDisplayName: "Ethereum" },
      chain: {
        chainId: 11155111,
        testNetwork: "Sepolia",
        mainnet: false,
        contract: SEPOLIA_USDC,
        explorerUrl: "https://sepolia.etherscan.io",
      },
      requestedAmount: { amount: "25.000000", currency: "USDC" },
      remainingAmount: { amount: "25.000000", currency: "USDC" },
    });
    const { state, container, main } = show(order);
    const links = [...document.querySelectorAll<HTMLAnchorElement>("a[data-wallet]")];
    // Trust Wallet's asset ids name mainnets only: no link rather than one to mainnet.
    expect(links.map((a) => a.dataset.wallet)).toEqual(["metamask"]);
    expect(links[0]!.href).toBe(`https://link.metamask.io/send/${SEPOLIA_USDC}@11155111/transfer?address=${EVM_ADDRESS}&uint256=25000000`);
    const contract = document.querySelector<HTMLElement>("[data-contract]")!;
    expect(contract.dataset.contract).toBe(SEPOLIA_USDC);
    expect(within(contract).getByRole("link").getAttribute("href")).toBe(`https://sepolia.etherscan.io/token/${SEPOLIA_USDC}`);
    expect(screen.getByText("USDC on Ethereum Sepolia (ERC-20)")).toBeTruthy();
    expect(container.innerHTML).not.toContain("0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48");
    expect(container.innerHTML).not.toContain("https://etherscan.io");
    state.order.value = completed(order, "25.000000");
    await waitFor(() => expect(main().dataset.statusGroup).toBe("completed"));
    const tx = container.querySelector<HTMLElement>(`[data-tx-hash="${TX_HASH}"]`)!;
    expect(within(tx).getByRole("link").getAttribute("href")).toBe(`https://sepolia.etherscan.io/tx/${TX_HASH}`);
  });

  it("on a private chain (no explorer known), writes the contract out without a link", () => {
    const OWN = "0x5FbDB2315678afecb367f032d93F642f64180aa3";
    show(
      ethPayment({
        asset: { id: "USDT_ERC20", currencyCode: "USDT", displayName: "Tether USD", networkId: "ethereum", networkDisplayName: "Ethereum" },
        chain: { chainId: 31337, testNetwork: null, mainnet: false, contract: OWN, explorerUrl: null },
      }),
    );
    const contract = document.querySelector<HTMLElement>("[data-contract]")!;
    expect(within(contract).queryByRole("link")).toBeNull();
    expect(contract.textContent).toContain(OWN);
    expect([...document.querySelectorAll<HTMLAnchorElement>("a[data-wallet]")].map((a) => a.dataset.wallet)).toEqual(["metamask"]);
  });

  it("says to reload where the script cannot update the page, beside the automatic-update hint", () => {
    show(tronPayment());
    expect(screen.getByText("Reload this page to see whether your payment has arrived.").classList.contains("nojs-only")).toBe(true);
    expect(screen.getByText("Updates automatically when your payment arrives.").classList.contains("js-only")).toBe(true);
  });
});

describe("merchant branding", () => {
  it("shows the merchant's https logo and puts its accent on the page through the CSSOM", async () => {
    const { main } = show(
      tronPayment({
        merchant: {
          name: "Acme Books",
          url: "https://acme.example/shop",
          supportUrl: null,
          supportEmail: null,
          logoUrl: "https://acme.example/logo.png",
          accentColor: "#0F766E",
        },
      }),
    );
    const logo = document.querySelector<HTMLImageElement>("img.merchant-logo")!;
    expect(logo.getAttribute("src")).toBe("https://acme.example/logo.png");
    expect(logo.getAttribute("alt")).toBe("");
    await waitFor(() => expect(main().style.getPropertyValue("--brand")).toBe("#0f766e"));
    expect(main().style.getPropertyValue("--on-brand")).toBe("#ffffff");
  });

  it("ignores a logo that is not https and a colour nothing reads on", () => {
    const { main } = show(
      tronPayment({
        merchant: {
          name: "Acme Books",
          url: "https://acme.example/shop",
          supportUrl: null,
          supportEmail: null,
          logoUrl: "http://acme.example/logo.png",
          accentColor: "#7a7a7a",
        },
      }),
    );
    expect(document.querySelector("img")).toBeNull();
    expect(main().style.getPropertyValue("--brand")).toBe("");
  });
});

describe("right to left", () => {
  it("keeps the amount left to right inside an Arabic sentence", async () => {
    const t = translator(await loadMessages("ar"), "ar");
    const { model } = fakeModel(tronPayment());
    render(
      <I18n.Provider value={t}>
        <Language.Provider value={{ locale: "ar", menu: [], choose: () => {} }}>
          <App model={model} />
        </Language.Provider>
      </I18n.Provider>,
    );
    expect(document.querySelector("[data-exchange-warning]")?.textContent).toContain("\u206625.5 USDT\u2069");
  });
});

describe("a payment link's order", () => {
  const END = "2026-11-22T06:15:00Z";
  const RETURN_URL = "https://acme.example/thanks?order=42&lang=en";
  const linked = (overrides: Partial<CheckoutOrder> = {}) =>
    tronPayment({ paymentLinkId: "lnk_1", expiresAt: END, returnUrl: RETURN_URL, ...overrides });

  it("shows the time left while the window is open, ticking with the model's clock", async () => {
    const { main, state } = show(linked(), "ready", Date.parse("2026-11-22T06:00:01Z"));
    expect(main().dataset.screen).toBe("order");
    expect(screen.getByRole("timer").textContent).toBe("Time left to pay: 14:59");
    expect(main().querySelector("[data-address]")).not.toBeNull();
    state.now.value = Date.parse("2026-11-22T06:14:58.5Z");
    await waitFor(() => expect(screen.getByRole("timer").textContent).toBe("Time left to pay: 0:02"));
  });

  it("shows no timer on an order without a window", () => {
    show(tronPayment());
    expect(screen.queryByRole("timer")).toBeNull();
  });

  it("says expired at the end, asks for nothing, and offers to start again from the link and to return", async () => {
    const { main, state, container } = show(linked(), "ready", Date.parse("2026-11-22T06:14:59Z"));
    state.now.value = Date.parse(END);
    await waitFor(() => expect(main().dataset.screen).toBe("expired"));
    expect(screen.getByRole("heading", { name: "The time to pay has run out" })).toBeTruthy();
    expect(screen.getByText("Nothing arrived in time. Start again for a new amount at the current rate.")).toBeTruthy();
    expect(container.querySelector("[data-address]")).toBeNull();
    expect(container.querySelector("svg[data-qr-value]")).toBeNull();
    expect(container.textContent).not.toContain(TRON_ADDRESS);
    expect(screen.getByRole("link", { name: "Start again" }).getAttribute("href")).toBe("/link/lnk_1?lang=en");
    expect(screen.getByRole("link", { name: /^Return to Acme Books/ }).getAttribute("href")).toBe(RETURN_URL);
    expect(screen.queryByRole("timer")).toBeNull();
  });

  it("tells a payment that arrived after the window as late: the merchant has it", () => {
    const late = linked({
      transactions: [transfer("25.5", "USDT", { createdAt: "2026-11-22T06:16:00Z", late: true })],
      receivedAmount: { amount: "25.500000", currency: "USDT" },
    });
    const { main, container } = show(late, "ready", Date.parse("2026-11-22T06:20:00Z"));
    expect(main().dataset.screen).toBe("paid-late");
    expect(screen.getByText(/Your payment arrived after the time to pay ran out\. The merchant has received it/)).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Start again" })).toBeNull();
    expect(container.querySelector("[data-address]")).toBeNull();
  });

  it("keeps the ordinary screens for a payment detected in time, after the window's end", () => {
    const detected = linked({
      transactions: [transfer("25.5", "USDT", { confirmations: 3, createdAt: "2026-11-22T06:14:00Z" })],
      pendingAmount: { amount: "25.500000", currency: "USDT" },
    });
    const { main } = show(detected, "ready", Date.parse("2026-11-22T06:30:00Z"));
    expect(main().dataset).toMatchObject({ screen: "order", paymentState: "detected" });
    expect(screen.queryByRole("timer")).toBeNull();
  });

  it("offers to return to the order's return URL, exactly as given, once paid", () => {
    show(completed(linked(), "25.500000"));
    const back = screen.getByRole("link", { name: /^Return to Acme Books/ });
    expect(back.getAttribute("href")).toBe(RETURN_URL);
    expect(back.textContent).toContain("acme.example");
  });

  it("never follows a return URL that is not http(s): the shop's own URL instead", () => {
    show(completed(linked({ returnUrl: "javascript:alert(1)" }), "25.500000"));
    expect(screen.queryByRole("link", { name: /^Return to/ })).toBeNull();
    expect(screen.getByRole("link", { name: /^Back to Acme Books/ }).getAttribute("href")).toBe("https://acme.example/shop");
  });
});
