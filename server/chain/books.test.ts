// Chain mode's books as a merchant reads them: the service fee is the operator's setting
// (CHAIN_SERVICE_FEE_PERCENT, 0 by default), never the sandbox's 1 %, since the coins stay in
// the merchant's wallet and a fee nobody collects would make the books disagree with the chain;
// only the watched networks' assets are offered; keys are named sk_live_; and each order says
// where its address sits in the wallet (index and derivation path), which refunds and sweeps need.
import { describe, expect, it } from "vitest";
import { Spec } from "../../src/shared/index.ts";
import { tokenCalls } from "../../test/support/chain/anvil.ts";
import {
  chainAppOnAnvil,
  startChainApp,
  TOKEN_CONTRACTS_FOR_TESTS,
  type AssetId,
  type ChainApp,
} from "../../test/support/chain/chain-app.ts";

import { asSpec } from "../api/spec-view.ts";

const USDT = TOKEN_CONTRACTS_FOR_TESTS("ethereum").USDT_ERC20 as string;
const chain = chainAppOnAnvil("ethereum", { chainId: 1, tokens: [USDT], decimals: 6 });

/** Pays `units` of the test USDT to the order's address and mines it to its 12th confirmation. */
async function payAndConfirm(app: ChainApp, address: string, units: bigint): Promise<void> {
  await chain.anvil.send({ to: USDT, data: tokenCalls.transfer(address, units) });
  await app.watcher.tick();
  await chain.anvil.mine(11);
  await app.watcher.tick();
}

/** The integration's balance as the portal's balances read it (the store's books). */
const balanceOf = async (app: ChainApp, assetId: AssetId) => (await app.store.balances("int_seed"))[assetId];

describe("chain mode's service fee", () => {
  it("is 0 by default: a 25 USDT payment is credited 25 to the books, and the order and portal say no fee was charged", async () => {
    const order = await chain.app.createOrder("payment", "USDT_ERC20", "25");
    await payAndConfirm(chain.app, order.paymentAddress, 25_000_000n);
    const read = await chain.app.order(order.orderId);
    expect(read.status).toBe("completed");
    expect(read).toMatchObject({
      primaryAmount: { amount: "25.000000" },
      serviceFeeAmount: { amount: "0.000000" },
      totalAmount: { amount: "25.000000" },
    });
    expect(read.transactions[0]).toMatchObject({ serviceFeeAmount: { amount: "0.000000" }, totalAmount: { amount: "25.000000" } });
    const portal = await chain.app.portalOrder(order.orderId);
    expect(portal.order).toMatchObject({ serviceFeeAmount: { amount: "0.000000" }, totalAmount: { amount: "25.000000" } });
    expect(await balanceOf(chain.app, "USDT_ERC20")).toBe("25.000000");
  });

  it("is the operator's CHAIN_SERVICE_FEE_PERCENT when set: 0.25 % of 25 USDT is 0.0625, booked on the order, the portal and the balance", async () => {
    const charged = await startChainApp(chain.anvil, "ethereum", {
      CHAIN_SERVICE_FEE_PERCENT: "0.25",
      CHAIN_START_BLOCK_ETHEREUM: String(await chain.anvil.head()),
    });
    try {
      const order = await charged.createOrder("payment", "USDT_ERC20", "25");
      await payAndConfirm(charged, order.paymentAddress, 25_000_000n);
      const read = await charged.order(order.orderId);
      expect(read.status).toBe("completed");
      expect(read).toMatchObject({
        primaryAmount: { amount: "25.000000" },
        serviceFeeAmount: { amount: "0.062500" },
        totalAmount: { amount: "24.937500" },
      });
      const portal = await charged.portalOrder(order.orderId);
      expect(portal.order).toMatchObject({ serviceFeeAmount: { amount: "0.062500" }, totalAmount: { amount: "24.937500" } });
      expect(await balanceOf(charged, "USDT_ERC20")).toBe("24.937500");
    } finally {
      await charged.close();
    }
  });
});

describe("chain mode's assets", () => {
  it("the assets list marks every asset of a network without a node disabled, and the portal's forms are offered only the watched ones", async () => {
    const listed = (await (await chain.app.call("GET", "/api/v1/assets")).json()) as { assets: { id: string; disabled: boolean }[] };
    expect(listed.assets.filter((a) => !a.disabled).map((a) => a.id)).toEqual(["ETH", "USDT_ERC20", "USDC_ERC20"]);
    const info = await (await chain.app.app.request("/portal/api/info")).json();
    expect(info).toMatchObject({ sandbox: false, payouts: true, chainPayouts: true, assets: ["ETH", "USDT_ERC20", "USDC_ERC20"] });
  });
});

describe("chain mode's API keys", () => {
  it("are named sk_live_: a key made in the portal opens the API, and its list shows sk_live_ and four characters", async () => {
    const created = await chain.app.portalRequest("POST", "/portal/api/keys", { name: "Shop server" });
    expect(created.status).toBe(201);
    const { key, secret } = (await created.json()) as { key: { prefix: string }; secret: string };
    expect(secret).toMatch(/^sk_live_[\w-]{43}$/);
    expect(key.prefix).toBe(secret.slice(0, 12));
    const opened = await chain.app.app.request("/api/v1/integrations", { headers: { "X-API-Key": secret } });
    expect(opened.status).toBe(200);
  });
});

describe("a chain-mode order's place in the wallet", () => {
  it("the order read, the portal's view and the CSV export show its address index and derivation path; strict mode and the payer's read do not", async () => {
    const first = await chain.app.createOrder("payment", "USDT_ERC20", "25");
    const second = await chain.app.createOrder("deposit", "ETH");
    const [a, b] = [await chain.app.order(first.orderId), await chain.app.order(second.orderId)];
    // Ethereum's orders share one index sequence: the second order is the next child.
    expect(b.addressIndex).toBe(a.addressIndex + 1);
    expect(b).toMatchObject({ derivationPath: `m/44'/60'/0'/0/${b.addressIndex}` });
    // The path is the address's: the key derives the same address at that index.
    expect(chain.app.mode.settings.keys.evm?.addressAt(b.addressIndex)).toBe(second.paymentAddress);

    const portal = await chain.app.portalOrder(second.orderId);
    expect(portal.order).toMatchObject({ addressIndex: b.addressIndex, derivationPath: b.derivationPath });

    const csv = await (await chain.app.portalRequest("GET", "/portal/api/orders/export.csv")).text();
    const [header = "", ...lines] = csv.trimEnd().split("\r\n");
    const columns = header.split(",");
    const line = lines.map((l) => l.split(",")).find((cells) => cells[0] === second.orderId) ?? [];
    expect(line[columns.indexOf("addressIndex")]).toBe(String(b.addressIndex));
    expect(line[columns.indexOf("derivationPath")]).toBe(b.derivationPath);

    // Not the spec's fields: SPEC_STRICT's reduction drops them; the payer's read never had them.
    expect(asSpec({ publicOrigin: "https://pay.invalid", specStrict: true }, Spec.Order, b)).not.toHaveProperty("addressIndex");
    expect(asSpec({ publicOrigin: "https://pay.invalid", specStrict: true }, Spec.Order, b)).not.toHaveProperty("derivationPath");
    const payer = JSON.stringify(await chain.app.payerView(second.orderId));
    expect(payer).not.toContain("derivationPath");
    expect(payer).not.toContain("addressIndex");
  });
});
