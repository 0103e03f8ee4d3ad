// What this sandbox deployment decides about each asset, where the spec says "not shown":
// which asset is disabled, the minimum incoming amount per network and asset, the service
// fee, the network fee of an outgoing transfer, and fiat rates. All decimal text.
import { ASSETS, ASSET_IDS, NETWORKS, type AssetId, type CryptoAsset } from "../../src/shared/index.ts";

export interface AssetTerms {
  /** Spec, Limits: an asset with disabled true is disabled for operations. */
  disabled: boolean;
  /** Smallest incoming amount accepted (payment order amount, confirmed transfer). */
  minimumIncoming: string;
  /** Network fee charged on top of a refund or withdrawal, in the same asset. */
  withdrawalFee: string;
  /** Fiat value of one unit of the asset. */
  rates: Record<FiatCurrency, string>;
}

export const FIAT_CURRENCIES = ["USD", "EUR"] as const;
export type FiatCurrency = (typeof FIAT_CURRENCIES)[number];

export function isFiatCurrency(value: string): value is FiatCurrency {
  return (FIAT_CURRENCIES as readonly string[]).includes(value);
}

/** Fiat currency of secondaryAmount in every order and transaction. */
export const SECONDARY_CURRENCY: FiatCurrency = "USD";

/** The sandbox's service fee on incoming funds: 100 basis points = 1 %, in the received asset (chain mode books the operator's CHAIN_SERVICE_FEE_PERCENT instead). */
export const SERVICE_FEE_BASIS_POINTS = 100n;

const terms = (disabled: boolean, minimumIncoming: string, withdrawalFee: string, usd: string, eur: string): AssetTerms => ({
  disabled,
  minimumIncoming,
  withdrawalFee,
  rates: { USD: usd, EUR: eur },
});

export const CATALOG: Record<AssetId, AssetTerms> = {
  TRX: terms(false, "10.000000", "1.100000", "0.250000", "0.230000"),
  USDT_TRC20: terms(false, "1.000000", "1.000000", "1.000000", "0.920000"),
  USDC_TRC20: terms(false, "1.000000", "1.000000", "1.000000", "0.920000"),
  ETH: terms(false, "0.002000", "0.000500", "3500.000000", "3220.000000"),
  USDT_ERC20: terms(false, "5.000000", "2.500000", "1.000000", "0.920000"),
  USDC_ERC20: terms(false, "5.000000", "2.500000", "1.000000", "0.920000"),
  BNB: terms(false, "0.010000", "0.000200", "600.000000", "552.000000"),
  USDT_BEP20: terms(false, "1.000000", "0.300000", "1.000000", "0.920000"),
  USDC_BEP20: terms(false, "1.000000", "0.300000", "1.000000", "0.920000"),
  // Binance stopped minting BUSD; the sandbox keeps it listed but disabled, so that
  // clients can test how they handle a disabled asset.
  BUSD_BEP20: terms(true, "1.000000", "0.300000", "1.000000", "0.920000"),
};

/**
 * Spec: Crypto asset, as GET /api/v1/assets lists it. `unwatched`: assets this deployment cannot
 * see paid (chain mode without an RPC URL for their network), disabled like BUSD.
 */
export function cryptoAsset(id: AssetId, unwatched?: ReadonlySet<AssetId>): CryptoAsset {
  const facts = ASSETS[id];
  const network = NETWORKS[facts.network];
  return {
    id,
    currencyCode: facts.currencyCode,
    displayName: facts.displayName,
    blockchainId: network.id,
    blockchainDisplayName: network.displayName,
    name: facts.native ? `${facts.displayName} (${network.displayName})` : `${facts.displayName} (${network.tokenStandard})`,
    disabled: CATALOG[id].disabled || (unwatched?.has(id) ?? false),
  };
}

export function allAssets(unwatched?: ReadonlySet<AssetId>): CryptoAsset[] {
  return ASSET_IDS.map((id) => cryptoAsset(id, unwatched));
}

/** The assets an order can be made for here: enabled, and in chain mode on a network with a node. */
export function offeredAssets(unwatched?: ReadonlySet<AssetId>): AssetId[] {
  return ASSET_IDS.filter((id) => !cryptoAsset(id, unwatched).disabled);
}
