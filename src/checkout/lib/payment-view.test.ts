import { beforeAll, describe, expect, it } from "vitest";
import { loadAddressCheck } from "./address-check.ts";
import { EVM_ADDRESS, TRON_ADDRESS, ethPayment, tronDeposit, tronPayment } from "../testing/order-fixtures.ts";
import { addressGroups, emphasisedGroups, paymentView, safeHttpUrl, safeReturnUrl } from "./payment-view.ts";

beforeAll(async () => {
  await loadAddressCheck();
});

const bnb = {
  id: "BNB",
  currencyCode: "BNB",
  displayName: "BNB",
  networkId: "bsc",
  networkDisplayName: "BNB Smart Chain",
};

describe("QR payload", () => {
  it("is an EIP-681 URI with chain 1 and wei for an ETH payment", () => {
    expect(paymentView(ethPayment())?.qrValue).toBe(`ethereum:${EVM_ADDRESS}@1?value=1500000000000000000`);
  });
  it("is an EIP-681 URI with chain 56 for a BNB payment", () => {
    const order = ethPayment({ asset: bnb, requestedAmount: { amount: "0.000001", currency: "BNB" } });
    expect(paymentView(order)?.qrValue).toBe(`ethereum:${EVM_ADDRESS}@56?value=1000000000000`);
  });
  it("names the watched chain's id, not mainnet's: an ETH payment on Sepolia", () => {
    const sepolia = {
      chainId: 11155111,
      testNetwork: "Sepolia",
      mainnet: false,
      contract: null,
      explorerUrl: "https://sepolia.etherscan.io",
    };
    expect(paymentView(ethPayment({ chain: sepolia }))).toMatchObject({
      qrValue: `ethereum:${EVM_ADDRESS}@11155111?value=1500000000000000000`,
      networkName: "Ethereum Sepolia",
    });
  });
  it("offers no wallet link, contract or chain id where the order read names no chain", () => {
    expect(paymentView(ethPayment({ chain: null }))).toMatchObject({ qrValue: EVM_ADDRESS, wallets: [], token: null });
  });
  it("is the plain address for tokens on every network", () => {
    expect(paymentView(tronPayment())?.qrValue).toBe(TRON_ADDRESS);
    const erc20 = ethPayment({
      asset: { id: "USDT_ERC20", currencyCode: "USDT", displayName: "Tether USD", networkId: "ethereum", networkDisplayName: "Ethereum" },
    });
    expect(paymentView(erc20)?.qrValue).toBe(EVM_ADDRESS);
    const bep20 = ethPayment({
      asset: { id: "USDT_BEP20", currencyCode: "USDT", displayName: "Tether USD", networkId: "bsc", networkDisplayName: "BNB Smart Chain" },
    });
    expect(paymentView(bep20)?.qrValue).toBe(EVM_ADDRESS);
  });
  it("is the plain address for TRX", () => {
    const trx = tronPayment({
      asset: { id: "TRX", currencyCode: "TRX", displayName: "TRON", networkId: "tron", networkDisplayName: "Tron" },
    });
    expect(paymentView(trx)).toMatchObject({ native: true, qrValue: TRON_ADDRESS });
  });
  it("is the plain address for a deposit, even in ETH", () => {
    expect(paymentView(ethPayment({ kind: "deposit", requestedAmount: null }))?.qrValue).toBe(EVM_ADDRESS);
    expect(paymentView(tronDeposit())?.amount).toBeNull();
  });
});

describe("what may be shown", () => {
  it("refuses an EVM address with a broken checksum", () => {
    expect(paymentView(ethPayment({ address: EVM_ADDRESS.toLowerCase() }))).toBeNull();
  });
  it("refuses a TRON address with a broken checksum", () => {
    expect(paymentView(tronPayment({ address: "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u" }))).toBeNull();
  });
  it("refuses an address of the other network", () => {
    expect(paymentView(tronPayment({ address: EVM_ADDRESS }))).toBeNull();
  });
  it("refuses an unknown network", () => {
    expect(paymentView(tronPayment({ asset: { ...tronPayment().asset, networkId: "solana" } }))).toBeNull();
  });
  it("refuses a known asset on the wrong network", () => {
    expect(paymentView(ethPayment({ asset: { ...ethPayment().asset, networkId: "bsc" } }))).toBeNull();
  });
  it("refuses a payment order without an amount", () => {
    expect(paymentView(tronPayment({ requestedAmount: null }))).toBeNull();
  });
  it("shows the amount with 6 fraction digits", () => {
    expect(paymentView(tronPayment({ requestedAmount: { amount: "25.5", currency: "USDT" } }))?.amount).toBe("25.500000");
  });
});

describe("address groups", () => {
  it("splits into fours and emphasises first, middle and last", () => {
    const groups = addressGroups(TRON_ADDRESS);
    expect(groups.join("")).toBe(TRON_ADDRESS);
    expect(groups).toHaveLength(9);
    expect([...emphasisedGroups(groups.length)]).toEqual([0, 4, 8]);
    expect(addressGroups(EVM_ADDRESS)).toHaveLength(11);
    expect([...emphasisedGroups(11)]).toEqual([0, 5, 10]);
  });
});

describe("safeHttpUrl", () => {
  it.each(["https://shop.example/", "http://localhost:4311/back"])("keeps %s", (url) => expect(safeHttpUrl(url)).toBe(url));
  it.each(["javascript:alert(1)", "data:text/html,x", "//evil.example", "", "ftp://x.example"])("drops %j", (url) =>
    expect(safeHttpUrl(url)).toBeNull(),
  );
});

describe("safeReturnUrl", () => {
  it.each(["https://shop.example/thanks?x=1", "myshop://paid?order=42", "com.shop.app:/paid"])("offers %s", (url) =>
    expect(safeReturnUrl(url)).toBe(url),
  );
  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "data:text/html,x",
    "file:///etc/passwd",
    "intent://scan/#Intent;end",
    "vbscript:x",
    "blob:https://shop.example/1",
    "//evil.example",
    "",
  ])("never offers %j", (url) => expect(safeReturnUrl(url)).toBeNull());
});
