// Pins every constant a wallet hand-off depends on. Changing one of these is changing where
// and how much a payer sends: the test must be edited on purpose, with a source.
import { describe, expect, it } from "vitest";
import { isValidAddress } from "./address.ts";
import { ASSET_IDS, ASSETS } from "./assets.ts";
import { explorerTokenUrl, TOKEN_CONTRACTS, TRUST_COIN_IDS, trustAssetId } from "./asset-contracts.ts";
import { NETWORKS } from "./networks.ts";

const PINNED = {
  TRX: { network: "tron", chainId: null, contract: null, decimals: 6, uai: "c195" },
  USDT_TRC20: {
    network: "tron",
    chainId: null,
    contract: "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t",
    decimals: 6,
    uai: "c195_tTR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t",
  },
  USDC_TRC20: {
    network: "tron",
    chainId: null,
    contract: "TEkxiTehnzSmSe2XqrBj4w32RUN966rdz8",
    decimals: 6,
    uai: "c195_tTEkxiTehnzSmSe2XqrBj4w32RUN966rdz8",
  },
  ETH: { network: "ethereum", chainId: 1, contract: null, decimals: 18, uai: "c60" },
  USDT_ERC20: {
    network: "ethereum",
    chainId: 1,
    contract: "0xdAC17F958D2ee523a2206206994597C13D831ec7",
    decimals: 6,
    uai: "c60_t0xdAC17F958D2ee523a2206206994597C13D831ec7",
  },
  USDC_ERC20: {
    network: "ethereum",
    chainId: 1,
    contract: "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48",
    decimals: 6,
    uai: "c60_t0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48",
  },
  BNB: { network: "bsc", chainId: 56, contract: null, decimals: 18, uai: "c20000714" },
  USDT_BEP20: {
    network: "bsc",
    chainId: 56,
    contract: "0x55d398326f99059fF775485246999027B3197955",
    decimals: 18,
    uai: "c20000714_t0x55d398326f99059fF775485246999027B3197955",
  },
  USDC_BEP20: {
    network: "bsc",
    chainId: 56,
    contract: "0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d",
    decimals: 18,
    uai: "c20000714_t0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d",
  },
  BUSD_BEP20: {
    network: "bsc",
    chainId: 56,
    contract: "0xe9e7CEA3DedcA5984780Bafc599bD69ADd087D56",
    decimals: 18,
    uai: "c20000714_t0xe9e7CEA3DedcA5984780Bafc599bD69ADd087D56",
  },
} as const;

describe("pinned asset facts", () => {
  it("covers every asset id", () => {
    expect(Object.keys(PINNED).sort()).toEqual([...ASSET_IDS].sort());
    expect(Object.keys(TOKEN_CONTRACTS).sort()).toEqual([...ASSET_IDS].sort());
  });

  it.each(ASSET_IDS)("%s: network, chain id, contract, decimals and Trust Wallet asset id", (id) => {
    const pinned = PINNED[id];
    const asset = ASSETS[id];
    expect(asset.network).toBe(pinned.network);
    expect(NETWORKS[asset.network].chainId).toBe(pinned.chainId);
    expect(TOKEN_CONTRACTS[id]).toBe(pinned.contract);
    expect(asset.native).toBe(pinned.contract === null);
    expect(asset.decimals).toBe(pinned.decimals);
    expect(trustAssetId(asset.network, TOKEN_CONTRACTS[id])).toBe(pinned.uai);
  });

  it("has the classic trap right: USDT and USDC carry 18 decimals on BNB Smart Chain, 6 elsewhere", () => {
    expect([ASSETS.USDT_BEP20.decimals, ASSETS.USDC_BEP20.decimals]).toEqual([18, 18]);
    expect([ASSETS.USDT_ERC20.decimals, ASSETS.USDC_ERC20.decimals, ASSETS.USDT_TRC20.decimals, ASSETS.USDC_TRC20.decimals]).toEqual([
      6, 6, 6, 6,
    ]);
  });

  it("keeps every contract a valid, checksummed address of its network", () => {
    for (const id of ASSET_IDS) {
      const contract = TOKEN_CONTRACTS[id];
      if (contract) expect(isValidAddress(contract, NETWORKS[ASSETS[id].network].addressFormat), id).toBe(true);
    }
  });

  it("numbers the chains as Trust Wallet does", () => {
    expect(TRUST_COIN_IDS).toEqual({ ethereum: "c60", bsc: "c20000714", tron: "c195" });
  });

  it("links each token to its explorer's token page", () => {
    expect(explorerTokenUrl("ethereum", PINNED.USDT_ERC20.contract)).toBe(
      "https://etherscan.io/token/0xdAC17F958D2ee523a2206206994597C13D831ec7",
    );
    expect(explorerTokenUrl("bsc", PINNED.USDT_BEP20.contract)).toBe(
      "https://bscscan.com/token/0x55d398326f99059fF775485246999027B3197955",
    );
    expect(explorerTokenUrl("tron", PINNED.USDT_TRC20.contract)).toBe("https://tronscan.org/#/token20/TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t");
  });
});
