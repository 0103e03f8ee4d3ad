// The dollar value the spec's `secondaryAmount` carries on an order and on each of its transfers.
// The sandbox values at its own catalog; every other mode only at a rate it really read (the
// service's rate source: a checked feed, or the dollar stablecoins at par), so a payment in an
// asset no real rate prices is never valued at the sandbox's made-up prices.
import { cryptoToFiat, type AssetId } from "../../src/shared/index.ts";
import { CATALOG } from "./catalog.ts";
import type { RateTable } from "./exchange-rates.ts";
import { ZERO_FIAT } from "./ledger.ts";
import type { OrderRecord } from "./types.ts";

/** The USD value of an amount of an asset, 2 fraction digits; null when no rate for it is known. */
export type UsdValue = (assetId: AssetId, amount: string) => string | null;

/** The sandbox's valuation: its catalog, which prices every asset. */
export const catalogUsd: UsdValue = (assetId, amount) => cryptoToFiat(amount, CATALOG[assetId].rates.USD);

/** A valuation from a rate table read once (the caller's, before its transaction): its USD rates only. */
export function usdFromTable(table: RateTable): UsdValue {
  return (assetId, amount) => {
    const rate = table.rates[assetId]?.USD;
    return rate === undefined ? null : cryptoToFiat(amount, rate);
  };
}

/**
 * The value to record. The spec makes `secondaryAmount` a Money amount that is always present,
 * so when no real rate is known now a value is still needed: the rate the payer was quoted when
 * the order came from a link priced in dollars (a real rate, read then, that the order was made
 * at), else 0.00, which outside the sandbox means "not valued" (docs/operations.md): never a
 * number nobody read.
 */
export function fiatValueOf(order: OrderRecord, amount: string, usd: UsdValue): string {
  const now = usd(order.assetId, amount);
  if (now !== null) return now;
  const locked = order.lockedPrice;
  if (locked && locked.rate !== null && locked.price.currency === "USD") return cryptoToFiat(amount, locked.rate);
  return ZERO_FIAT;
}
