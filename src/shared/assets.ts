// The spec's ten known assetIds and the facts about each that do not change per deployment.
// What a deployment decides (disabled, minimums, fees, rates) lives in the server's catalog.
import type { NetworkId } from "./networks.ts";

export const ASSET_IDS = [
  "TRX",
  "USDT_TRC20",
  "USDC_TRC20",
  "ETH",
  "USDT_ERC20",
  "USDC_ERC20",
  "BNB",
  "USDT_BEP20",
  "USDC_BEP20",
  "BUSD_BEP20",
] as const;

export type AssetId = (typeof ASSET_IDS)[number];

export interface AssetFacts {
  id: AssetId;
  currencyCode: string;
  displayName: string;
  network: NetworkId;
  /** true for the network's own coin; false for a token contract on it. */
  native: boolean;
  /** On-chain decimals of the asset (wei = 18 for ETH and BNB). */
  decimals: number;
}

const fact = (
  id: AssetId,
  currencyCode: string,
  displayName: string,
  network: NetworkId,
  native: boolean,
  decimals: number,
): AssetFacts => ({ id, currencyCode, displayName, network, native, decimals });

export const ASSETS: Record<AssetId, AssetFacts> = {
  TRX: fact("TRX", "TRX", "TRON", "tron", true, 6),
  USDT_TRC20: fact("USDT_TRC20", "USDT", "Tether USD", "tron", false, 6),
  USDC_TRC20: fact("USDC_TRC20", "USDC", "USD Coin", "tron", false, 6),
  ETH: fact("ETH", "ETH", "Ether", "ethereum", true, 18),
  USDT_ERC20: fact("USDT_ERC20", "USDT", "Tether USD", "ethereum", false, 6),
  USDC_ERC20: fact("USDC_ERC20", "USDC", "USD Coin", "ethereum", false, 6),
  BNB: fact("BNB", "BNB", "BNB", "bsc", true, 18),
  USDT_BEP20: fact("USDT_BEP20", "USDT", "Tether USD", "bsc", false, 18),
  USDC_BEP20: fact("USDC_BEP20", "USDC", "USD Coin", "bsc", false, 18),
  BUSD_BEP20: fact("BUSD_BEP20", "BUSD", "Binance USD", "bsc", false, 18),
};

export function isAssetId(value: string): value is AssetId {
  return Object.hasOwn(ASSETS, value);
}
