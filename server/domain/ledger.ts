// Balances per integration and asset. Pure functions over the state; callers run them inside
// the repository's transaction, over the locked balance row, so that a check and its write
// can never be interleaved with another request's.
import { addCrypto, compareCrypto, subtractCrypto, type AssetId } from "../../src/shared/index.ts";
import type { State } from "./types.ts";

export const ZERO = "0.000000";
export const ZERO_FIAT = "0.00";

export function balanceOf(state: State, integrationId: string, assetId: AssetId): string {
  return state.balances[integrationId]?.[assetId] ?? ZERO;
}

export function credit(state: State, integrationId: string, assetId: AssetId, amount: string): void {
  const balances = (state.balances[integrationId] ??= {});
  balances[assetId] = addCrypto(balances[assetId] ?? ZERO, amount);
}

/** Throws RangeError when the balance does not cover it: callers check covers() first. */
export function debit(state: State, integrationId: string, assetId: AssetId, amount: string): void {
  const balances = (state.balances[integrationId] ??= {});
  balances[assetId] = subtractCrypto(balances[assetId] ?? ZERO, amount);
}

export function covers(state: State, integrationId: string, assetId: AssetId, amount: string): boolean {
  return compareCrypto(balanceOf(state, integrationId, assetId), amount) >= 0;
}

/** Integrations holding a positive balance of the asset, for "the funds are over there" hints. */
export function holdersOf(state: State, assetId: AssetId): { integrationId: string; amount: string }[] {
  return Object.entries(state.balances)
    .map(([integrationId, balances]) => ({ integrationId, amount: balances[assetId] ?? ZERO }))
    .filter((entry) => compareCrypto(entry.amount, ZERO) > 0);
}
