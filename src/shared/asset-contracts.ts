// Where each asset lives on its chain: the token contract (null for the network's own coin)
// and Trust Wallet's universal asset id (UAI). Pinned, never scraped: copies of token
// metadata in forks have been seen with wrong decimals, and a wrong factor sends 10^12 times
// too much or too little. Decimals and networks are in assets.ts; chain ids in networks.ts.
//
// Read in (primary sources):
// - Ethereum USDT/USDC: `Uniswap/default-token-list/src/tokens/mainnet.json`
//   (0xdAC17F958D2ee523a2206206994597C13D831ec7 "Tether USD" decimals 6;
//    0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48 "USD Coin" decimals 6).
// - BNB Smart Chain USDT/USDC/BUSD: pancakeswap/token-list `lists/pancakeswap-default.json`
//   ("Binance Pegged USDT" 0x55d398326f99059fF775485246999027B3197955 decimals 18;
//    "Binance Pegged USD Coin" 0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d decimals 18;
//    "Binance Pegged BUSD" 0xe9e7CEA3DedcA5984780Bafc599bD69ADd087D56 decimals 18).
// - TRON USDT TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t and USDC TEkxiTehnzSmSe2XqrBj4w32RUN966rdz8,
//   both 6 decimals: trustwallet/assets `blockchains/tron/assets/<contract>/info.json`.
// - UAI: developer.trustwallet.com "Universal Asset ID" and "Deep Linking" (`c<slip44>`, a
//   token as `c<slip44>_t<contract>`): Ethereum c60, BNB Smart Chain c20000714, TRON c195.
import type { AssetId } from "./assets.ts";
import { explorerTokenLink, NETWORKS, type NetworkId } from "./networks.ts";

/** SLIP-44 coin ids as Trust Wallet numbers its chains (BNB Smart Chain is its own 20000714). */
export const TRUST_COIN_IDS: Record<NetworkId, string> = {
  ethereum: "c60",
  bsc: "c20000714",
  tron: "c195",
};

export const TOKEN_CONTRACTS: Record<AssetId, string | null> = {
  TRX: null,
  USDT_TRC20: "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t",
  USDC_TRC20: "TEkxiTehnzSmSe2XqrBj4w32RUN966rdz8",
  ETH: null,
  USDT_ERC20: "0xdAC17F958D2ee523a2206206994597C13D831ec7",
  USDC_ERC20: "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48",
  BNB: null,
  USDT_BEP20: "0x55d398326f99059fF775485246999027B3197955",
  USDC_BEP20: "0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d",
  BUSD_BEP20: "0xe9e7CEA3DedcA5984780Bafc599bD69ADd087D56",
};

/** Trust Wallet's universal asset id: "c60" for ETH, "c195_tTR7N…" for USDT on TRON. */
export function trustAssetId(network: NetworkId, contract: string | null): string {
  const coin = TRUST_COIN_IDS[network];
  return contract === null ? coin : `${coin}_t${contract}`;
}

/** Mainnet's explorer page of a token contract, where a payer can check the token is the real one. */
export function explorerTokenUrl(network: NetworkId, contract: string): string {
  return explorerTokenLink(network, NETWORKS[network].explorerUrl, contract);
}
