// The assets a sweep moves on the EVM networks, with their token contracts and decimals. The
// package is installed alone and cannot import the service's asset table, so this is a copy; a
// test holds it to the service's (src/shared/assets.ts and asset-contracts.ts), so a contract or
// a decimal count changed on one side fails there, not in an operator's run.

import type { EvmNetwork } from "./pay.ts";

export type { EvmNetwork };

export interface SweepAsset {
  id: string;
  network: EvmNetwork;
  /** The token contract; null for the network's own coin. */
  contract: string | null;
  decimals: number;
}

/** The network's own coin, which pays every fee there. */
export const NATIVE_COIN: Record<EvmNetwork, string> = { ethereum: "ETH", bsc: "BNB" };

export const SWEEP_ASSETS: Record<string, SweepAsset> = {
  ETH: { id: "ETH", network: "ethereum", contract: null, decimals: 18 },
  USDT_ERC20: { id: "USDT_ERC20", network: "ethereum", contract: "0xdAC17F958D2ee523a2206206994597C13D831ec7", decimals: 6 },
  USDC_ERC20: { id: "USDC_ERC20", network: "ethereum", contract: "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48", decimals: 6 },
  BNB: { id: "BNB", network: "bsc", contract: null, decimals: 18 },
  USDT_BEP20: { id: "USDT_BEP20", network: "bsc", contract: "0x55d398326f99059fF775485246999027B3197955", decimals: 18 },
  USDC_BEP20: { id: "USDC_BEP20", network: "bsc", contract: "0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d", decimals: 18 },
  BUSD_BEP20: { id: "BUSD_BEP20", network: "bsc", contract: "0xe9e7CEA3DedcA5984780Bafc599bD69ADd087D56", decimals: 18 },
};

export const assetsOn = (network: EvmNetwork) => Object.values(SWEEP_ASSETS).filter((asset) => asset.network === network);
