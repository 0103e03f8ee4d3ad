// A watcher on a test network, as an operator rehearses: Ethereum named Sepolia
// (CHAIN_NETWORK_ETHEREUM) on an anvil of Sepolia's chain id, with the test token at Circle's
// Sepolia USDC contract, and USDT, which nobody publishes on Sepolia, at a contract of the
// operator's own (CHAIN_TOKEN_USDT_ERC20). What the watcher credits is what the settings name:
// mainnet's USDT contract is just another token there, and without the override USDT is not
// offered at all.
import { describe, expect, it } from "vitest";
import { CheckoutOrder } from "../../src/shared/index.ts";
import { tokenCalls } from "../../test/support/chain/anvil.ts";
import { chainAppOnAnvil, startChainApp, TOKEN_CONTRACTS_FOR_TESTS } from "../../test/support/chain/chain-app.ts";

const SEPOLIA_CHAIN_ID = 11155111;
const CIRCLE_SEPOLIA_USDC = "0x1c7D4B196Cb0C7B01d743Fbc6116a902379C7238";
/** The operator's own USDT on the rehearsal chain (any address: the test token is installed there). */
const OWN_USDT = "0x5FbDB2315678afecb367f032d93F642f64180aa3";
const MAINNET_USDT = TOKEN_CONTRACTS_FOR_TESTS("ethereum").USDT_ERC20 as string;

describe("chain mode on Sepolia, with one token's contract set by the operator", () => {
  const chain = chainAppOnAnvil(
    "ethereum",
    { chainId: SEPOLIA_CHAIN_ID, tokens: [CIRCLE_SEPOLIA_USDC, OWN_USDT, MAINNET_USDT], decimals: 6 },
    { CHAIN_NETWORK_ETHEREUM: "sepolia", CHAIN_TOKEN_USDT_ERC20: OWN_USDT, CHAIN_CONFIRMATIONS_ETHEREUM: "2" },
  );

  it("credits USDC at Circle's Sepolia contract and USDT at CHAIN_TOKEN_USDT_ERC20's; mainnet's USDT contract is a token it does not accept", async () => {
    expect(chain.app.mode.settings.networks.ethereum).toMatchObject({ variant: "sepolia", chainId: SEPOLIA_CHAIN_ID });
    const usdc = await chain.app.createOrder("payment", "USDC_ERC20", "25");
    const usdt = await chain.app.createOrder("payment", "USDT_ERC20", "25");
    await chain.anvil.send({ to: CIRCLE_SEPOLIA_USDC, data: tokenCalls.transfer(usdc.paymentAddress, 25_000_000n) });
    const wrong = await chain.anvil.send({ to: MAINNET_USDT, data: tokenCalls.transfer(usdt.paymentAddress, 25_000_000n) });
    await chain.anvil.send({ to: OWN_USDT, data: tokenCalls.transfer(usdt.paymentAddress, 25_000_000n) });
    await chain.app.watcher.tick();
    await chain.anvil.mine(1);
    await chain.app.watcher.tick();
    expect(await chain.app.order(usdc.orderId)).toMatchObject({ status: "completed", primaryAmount: { amount: "25.000000" } });
    expect(await chain.app.order(usdt.orderId)).toMatchObject({ status: "completed", primaryAmount: { amount: "25.000000" } });
    const recorded = await chain.app.store.chain.transfersOfOrder(usdt.orderId);
    const unexpected = recorded.find((r) => r.txHash === wrong);
    expect(unexpected).toMatchObject({ state: "unexpected", assetId: null });
    expect(unexpected?.reason).toMatch(
      /a token this service does not accept \(contract 0xdAC17F958D2ee523a2206206994597C13D831ec7 on Ethereum\)/,
    );
  });

  it("shows the payer the chain it watches: Sepolia's id, the contracts it accepts there and Sepolia's explorer, never mainnet's", async () => {
    const usdc = await chain.app.createOrder("payment", "USDC_ERC20", "25");
    const usdt = await chain.app.createOrder("payment", "USDT_ERC20", "25");
    const eth = await chain.app.createOrder("payment", "ETH", "0.01");
    const views = [
      await chain.app.payerView(usdc.orderId),
      await chain.app.payerView(usdt.orderId),
      await chain.app.payerView(eth.orderId),
    ];
    const sepolia = { chainId: SEPOLIA_CHAIN_ID, testNetwork: "Sepolia", mainnet: false, explorerUrl: "https://sepolia.etherscan.io" };
    expect(views.map((view) => CheckoutOrder.parse(view).chain)).toEqual([
      { ...sepolia, contract: CIRCLE_SEPOLIA_USDC },
      { ...sepolia, contract: OWN_USDT },
      { ...sepolia, contract: null },
    ]);
    expect(JSON.stringify(views)).not.toContain(MAINNET_USDT);
    // The merchant's portal links the transfers to the same explorer.
    expect((await chain.app.portalOrder(usdc.orderId)).explorerUrl).toBe("https://sepolia.etherscan.io");
  });

  it("offers no USDT on Sepolia without CHAIN_TOKEN_USDT_ERC20: listed disabled, an order refused", async () => {
    const bare = await startChainApp(chain.anvil, "ethereum", { CHAIN_NETWORK_ETHEREUM: "sepolia" });
    try {
      const assets = (await (await bare.call("GET", "/api/v1/assets")).json()) as { assets: { id: string; disabled: boolean }[] };
      const disabled = Object.fromEntries(assets.assets.map((a) => [a.id, a.disabled]));
      expect(disabled).toMatchObject({ ETH: false, USDC_ERC20: false, USDT_ERC20: true });
      const refused = await bare.call("POST", "/api/v1/order/payment", {
        integrationId: "int_seed",
        assetId: "USDT_ERC20",
        amount: "25",
        customer: { type: "individual", firstName: "A", lastName: "B" },
      });
      expect(refused.status).toBe(400);
      expect(JSON.stringify(await refused.json())).toContain("disabled");
    } finally {
      await bare.close();
    }
  });
});
