// An integration's balance of one asset, as a record the money rules take and return. The
// store loads it locked inside the write's transaction, so that a check and its write can never
// be interleaved with another request's.
import { addCrypto, compareCrypto, subtractCrypto, type AssetId } from "../../src/shared/index.ts";

export const ZERO = "0.000000";
export const ZERO_FIAT = "0.00";

export interface BalanceRecord {
  integrationId: string;
  assetId: AssetId;
  /** Decimal text, six fraction digits. */
  amount: string;
}

export function credited(balance: BalanceRecord, amount: string): BalanceRecord {
  return { ...balance, amount: addCrypto(balance.amount, amount) };
}

/** Callers check covers() first: a balance never goes below zero. */
export function debited(balance: BalanceRecord, amount: string): BalanceRecord {
  return { ...balance, amount: subtractCrypto(balance.amount, amount) };
}

export function covers(balance: BalanceRecord, amount: string): boolean {
  return compareCrypto(balance.amount, amount) >= 0;
}
