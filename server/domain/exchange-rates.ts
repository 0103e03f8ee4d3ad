// Exchange rates as the rules take them: a table of fiat per one unit of each asset, and when
// it was read. Where it comes from is not the rules' business (server/exchange-rates): in the sandbox
// its own catalog, elsewhere a configured feed or, without one, the stablecoins at par.
import { ASSET_IDS, ASSETS, isDecimalText, parseUnits, CRYPTO_SCALE, type AssetId } from "../../src/shared/index.ts";
import { CATALOG, FIAT_CURRENCIES } from "./catalog.ts";

export interface RateTable {
  /** Fiat per one unit of the asset, decimal text (6 fraction digits); an absent pair is unknown. */
  rates: Partial<Record<AssetId, Partial<Record<string, string>>>>;
  /** When the rates were read from their source (ISO time): their age is shown beside a locked price. */
  at: string;
  source: "sandbox" | "feed" | "stablecoins";
}

/** The sandbox's own rates (its catalog), read now. */
export function catalogRates(now: string): RateTable {
  const rates: RateTable["rates"] = {};
  for (const id of ASSET_IDS) rates[id] = { ...CATALOG[id].rates };
  return { rates, at: now, source: "sandbox" };
}

const STABLECOINS = new Set(["USDT", "USDC", "BUSD"]);

/** Without a feed: the dollar stablecoins at one dollar each, nothing else known. */
export function stablecoinRates(now: string): RateTable {
  const rates: RateTable["rates"] = {};
  for (const id of ASSET_IDS) if (STABLECOINS.has(ASSETS[id].currencyCode)) rates[id] = { USD: "1.000000" };
  return { rates, at: now, source: "stablecoins" };
}

/** A rate as the rules use it: decimal text above zero, at most 6 fraction digits (more are cut, never rounded up). */
function rateText(value: unknown): string | null {
  if (typeof value !== "string" || !isDecimalText(value) || value.length > 40) return null;
  const [whole = "0", fraction = ""] = value.split(".");
  const text = `${whole}.${fraction.slice(0, CRYPTO_SCALE).padEnd(CRYPTO_SCALE, "0")}`;
  return parseUnits(text, CRYPTO_SCALE) > 0n ? text : null;
}

/**
 * The feed's documented shape (docs/operations.md): `{ "rates": { "<assetId>": { "USD": "1.00",
 * "EUR": "0.92" } } }`, rates as decimal text (a JSON number is refused, as everywhere money
 * goes). Unknown assets and currencies are ignored; a feed with no usable rate is refused.
 */
export function parseRateFeed(body: unknown, now: string): RateTable {
  const rates: RateTable["rates"] = {};
  const given = (body as { rates?: unknown } | null)?.rates;
  if (typeof given !== "object" || given === null) throw new Error('the exchange-rate feed has no "rates" object');
  let found = 0;
  for (const id of ASSET_IDS) {
    const entry = (given as Record<string, unknown>)[id];
    if (typeof entry !== "object" || entry === null) continue;
    for (const currency of FIAT_CURRENCIES) {
      const rate = rateText((entry as Record<string, unknown>)[currency]);
      if (rate === null) continue;
      rates[id] = { ...rates[id], [currency]: rate };
      found++;
    }
  }
  if (found === 0) throw new Error("the exchange-rate feed has no usable rate (decimal text per assetId and USD or EUR)");
  return { rates, at: now, source: "feed" };
}
