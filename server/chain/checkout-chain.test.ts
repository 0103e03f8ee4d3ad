// Which chain the order read names, per mode: mainnet's in the sandbox, the watched chain's in
// chain mode, no explorer and no mainnet-only wallet for a chain id set by hand, nothing at all
// for a network no node watches.
import { describe, expect, it } from "vitest";
import { TEST_XPUB_EVM, TEST_XPUB_TRON } from "../../test/support/chain/keys.ts";
import { checkoutChainOf } from "./checkout-chain.ts";
import { readChainSettings } from "./settings.ts";

const XPUBS = { XPUB_EVM: TEST_XPUB_EVM, XPUB_TRON: TEST_XPUB_TRON };
const settingsOf = (env: Record<string, string>) => {
  const settings = readChainSettings({ ...XPUBS, ...env });
  if (!settings) throw new Error("no chain settings");
  return settings;
};

describe("the chain the checkout names", () => {
  it("is mainnet's without chain settings (the sandbox, a gateway)", () => {
    expect(checkoutChainOf("USDT_TRC20", null)).toEqual({
      chainId: 728126428,
      testNetwork: null,
      mainnet: true,
      contract: "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t",
      explorerUrl: "https://tronscan.org",
    });
    expect(checkoutChainOf("BNB", null)).toMatchObject({ chainId: 56, contract: null, explorerUrl: "https://bscscan.com" });
  });

  it("is the test network's on BSC's testnet and Nile, with their explorers", () => {
    const settings = settingsOf({
      CHAIN_RPC_URL_BSC: "https://bsc.invalid",
      CHAIN_NETWORK_BSC: "testnet",
      CHAIN_TOKEN_USDT_BEP20: "0x5fbdb2315678afecb367f032d93f642f64180aa3",
      CHAIN_RPC_URL_TRON: "https://tron.invalid/jsonrpc",
      CHAIN_NETWORK_TRON: "nile",
    });
    expect(checkoutChainOf("USDT_BEP20", settings)).toEqual({
      chainId: 97,
      testNetwork: "Testnet",
      mainnet: false,
      contract: "0x5fbdb2315678afecb367f032d93f642f64180aa3",
      explorerUrl: "https://testnet.bscscan.com",
    });
    expect(checkoutChainOf("USDT_TRC20", settings)).toEqual({
      chainId: 3448148188,
      testNetwork: "Nile",
      mainnet: false,
      contract: "TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf",
      explorerUrl: "https://nile.tronscan.org",
    });
    // Nobody publishes USDC on BSC's testnet and none was set: no chain, not mainnet's contract.
    expect(checkoutChainOf("USDC_BEP20", settings)).toBeNull();
    // Ethereum has no node in this start.
    expect(checkoutChainOf("ETH", settings)).toBeNull();
  });

  it("names no explorer and is not mainnet for a chain id set by hand (a private chain)", () => {
    const settings = settingsOf({ CHAIN_RPC_URL_ETHEREUM: "https://eth.invalid", CHAIN_ID_ETHEREUM: "31337" });
    expect(checkoutChainOf("USDT_ERC20", settings)).toEqual({
      chainId: 31337,
      testNetwork: null,
      mainnet: false,
      contract: "0xdAC17F958D2ee523a2206206994597C13D831ec7",
      explorerUrl: null,
    });
  });
});
