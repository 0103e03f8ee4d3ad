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
  /** The feed's rates left out of `rates` by the checks below, and why: they price nothing until they pass. */
  held?: HeldRate[];
  /** Why nothing the feed said prices now (it fails and its last table is too old, or it never answered). */
  unavailable?: string;
}

export interface HeldRate {
  assetId: AssetId;
  currency: string;
  /** What the feed said. */
  rate: string;
  reason: string;
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

/** How far a feed's reading is believed (EXCHANGE_RATES_URL's checks; docs/operations.md). */
export interface RateChecks {
  /** A dollar stablecoin's USD rate must lie within this many percent of 1 (decimal text). */
  stablecoinBandPercent: string;
  /** A rate may move at most this many percent from the last one accepted (decimal text). */
  maxChangePercent: string;
  /** A table (or an accepted rate, as a reference) older than this prices nothing. */
  maxAgeMs: number;
}

/** The last rate accepted per asset and currency, and when it was read: what the next reading is compared with. */
export type RateReference = ReadonlyMap<string, { rate: string; at: string }>;

const ONE = parseUnits("1", CRYPTO_SCALE);
const pairKey = (assetId: AssetId, currency: string) => `${assetId}/${currency}`;
const abs = (value: bigint) => (value < 0n ? -value : value);

export function isDollarStablecoin(assetId: AssetId): boolean {
  return STABLECOINS.has(ASSETS[assetId].currencyCode);
}

/**
 * A feed's reading, checked before it prices anything: a dollar stablecoin away from 1 USD by
 * more than the band (a feed selling a 1,000 USD item for 10 USDT), or a rate that jumped from
 * the last accepted one by more than the change limit (a glitch, a decimal point lost), is held:
 * left out, so that asset is not priced, and listed with the reason. A reference older than the
 * table's maximum age no longer counts: after a long outage the first reading is taken as it is,
 * and a move that lasts is accepted once the held reference has aged out.
 */
export function checkFeedTable(
  read: RateTable,
  reference: RateReference,
  checks: RateChecks,
): { table: RateTable; reference: Map<string, { rate: string; at: string }> } {
  const band = parseUnits(checks.stablecoinBandPercent, CRYPTO_SCALE);
  const maxChange = parseUnits(checks.maxChangePercent, CRYPTO_SCALE);
  const readAt = Date.parse(read.at);
  const rates: RateTable["rates"] = {};
  const held: HeldRate[] = [];
  const next = new Map(reference);
  for (const id of ASSET_IDS) {
    for (const [currency, rate] of Object.entries(read.rates[id] ?? {})) {
      if (rate === undefined) continue;
      const value = parseUnits(rate, CRYPTO_SCALE);
      if (currency === "USD" && isDollarStablecoin(id) && abs(value - ONE) * 100n > band) {
        held.push({
          assetId: id,
          currency,
          rate,
          reason: `${id} is a dollar stablecoin and the feed says ${rate} USD, more than ${checks.stablecoinBandPercent} % from 1 (RATE_STABLECOIN_BAND_PERCENT)`,
        });
        continue;
      }
      const last = reference.get(pairKey(id, currency));
      if (last && readAt - Date.parse(last.at) <= checks.maxAgeMs) {
        const before = parseUnits(last.rate, CRYPTO_SCALE);
        if (abs(value - before) * 100n * ONE > maxChange * before) {
          held.push({
            assetId: id,
            currency,
            rate,
            reason: `${id} in ${currency} moved from ${last.rate} to ${rate}, more than ${checks.maxChangePercent} % since ${last.at} (RATE_MAX_CHANGE_PERCENT): held until the feed is back within it or that reading is older than RATE_MAX_AGE_MINUTES`,
          });
          continue;
        }
      }
      rates[id] = { ...rates[id], [currency]: rate };
      next.set(pairKey(id, currency), { rate, at: read.at });
    }
  }
  return { table: { ...read, rates, ...(held.length > 0 ? { held } : {}) }, reference: next };
}
