// Where the service's exchange rates come from. The sandbox uses its own catalog; a deployment
// in front of real money reads EXCHANGE_RATES_URL (a JSON feed of the shape parseRateFeed
// documents), keeps the answer for a while (one fetch per period, however many payers pick),
// and without a feed knows only the dollar stablecoins at par. The feed is not taken on trust:
// each reading is checked (domain/exchange-rates.ts checkFeedTable), its body is capped, a
// redirect is refused, and a table older than the maximum age prices nothing, so a feed that
// stopped answering cannot keep yesterday's prices alive.
import type { Clock } from "../domain/clock.ts";
import {
  catalogRates,
  checkFeedTable,
  parseRateFeed,
  stablecoinRates,
  type HeldRate,
  type RateChecks,
  type RateReference,
  type RateTable,
} from "../domain/exchange-rates.ts";
import type { Logger } from "../http/logger.ts";
import { readCapped } from "./read-capped.ts";

export interface RateSource {
  /**
   * The table to price with now. It may price nothing (`rates` empty, `unavailable` saying why):
   * a payer's page then offers only what needs no rate, and the API says the rates are unavailable.
   */
  current(): Promise<RateTable>;
  /** What GET /healthz shows of the source (absent: nothing to report, as the sandbox's catalog). */
  health?(): FeedHealth;
}

export interface FeedHealth {
  /** When the table in use was read (null: none yet). */
  tableAt: string | null;
  /** The rates the checks hold, with the reason. */
  held: HeldRate[];
  /** The current streak of failed reads (null: the last read worked). */
  failing: { since: string; failures: number; lastError: string } | null;
}

export function sandboxRateSource(clock: Clock): RateSource {
  return { current: async () => catalogRates(clock.now().toISOString()) };
}

export function stablecoinRateSource(clock: Clock): RateSource {
  return { current: async () => stablecoinRates(clock.now().toISOString()) };
}

export const DEFAULT_RATE_CHECKS: RateChecks = { stablecoinBandPercent: "2", maxChangePercent: "20", maxAgeMs: 10 * 60_000 };

/** Largest feed body read (a rate table is a few KB); past it the read is stopped and refused. */
export const MAX_FEED_BYTES = 1024 * 1024;

export interface FeedOptions {
  url: string;
  clock: Clock;
  fetch?: typeof fetch;
  /** How long a read is used before the feed is asked again, and the wait after a failed read (default 60 s). */
  cacheMs?: number;
  /** How long one fetch may take (default 5 s). */
  timeoutMs?: number;
  /** The checks of each reading and the table's maximum age (default: 2 %, 20 %, 10 minutes). */
  checks?: RateChecks;
  maxBytes?: number;
  /** Where a failure streak is said, once when it starts and once when it ends. */
  logger?: Logger;
}

export function feedRateSource(options: FeedOptions): RateSource {
  const get = options.fetch ?? fetch;
  const cacheMs = options.cacheMs ?? 60_000;
  const checks = options.checks ?? DEFAULT_RATE_CHECKS;
  let cached: RateTable | null = null;
  let reference: RateReference = new Map();
  let lastAttempt = Number.NEGATIVE_INFINITY;
  let failing: FeedHealth["failing"] = null;
  let inFlight: Promise<void> | null = null;

  const read = async (): Promise<RateTable> => {
    // A redirect is not followed: the feed is the URL the operator named, not one it points to.
    const response = await get(options.url, {
      signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
      headers: { accept: "application/json" },
      redirect: "manual",
    });
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel();
      throw new Error(`the exchange-rate feed answered a redirect (${response.status}): set EXCHANGE_RATES_URL to the final URL`);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`the exchange-rate feed answered ${response.status}`);
    }
    const text = await readCapped(response, options.maxBytes ?? MAX_FEED_BYTES);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new Error("the exchange-rate feed's body is not JSON");
    }
    return parseRateFeed(body, options.clock.now().toISOString());
  };

  const refresh = async (): Promise<void> => {
    lastAttempt = options.clock.now().getTime();
    try {
      const checked = checkFeedTable(await read(), reference, checks);
      sayHeldChanges(cached?.held ?? [], checked.table.held ?? []);
      cached = checked.table;
      reference = checked.reference;
      if (failing) {
        options.logger?.info(
          `the exchange-rate feed answers again, after ${failing.failures} failed read(s) since ${failing.since} (last: ${failing.lastError})`,
        );
      }
      failing = null;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // One line when a streak starts; the rest only counted (and shown on /healthz).
      if (!failing) options.logger?.error(`the exchange-rate feed failed: ${message}; retried every ${cacheMs / 1000} s`);
      failing = { since: failing?.since ?? options.clock.now().toISOString(), failures: (failing?.failures ?? 0) + 1, lastError: message };
    }
  };

  // A rate held, or released, is said once when it changes, not at every read.
  const sayHeldChanges = (before: HeldRate[], after: HeldRate[]) => {
    const key = (held: HeldRate) => `${held.assetId}/${held.currency}`;
    const was = new Set(before.map(key));
    const is = new Set(after.map(key));
    for (const held of after) if (!was.has(key(held))) options.logger?.error(`exchange rate held, not priced: ${held.reason}`);
    for (const held of before) {
      if (!is.has(key(held))) options.logger?.info(`exchange rate of ${held.assetId} in ${held.currency} priced again`);
    }
  };

  const tooOld = (table: RateTable, now: number) => now - Date.parse(table.at) > checks.maxAgeMs;

  return {
    async current() {
      const now = options.clock.now().getTime();
      // One fetch at a time, and none again within the period after the last one (worked or
      // not): a crowd of payers waits on the same answer, and a failing feed is not hammered.
      if (now - lastAttempt >= cacheMs) {
        inFlight ??= refresh().finally(() => {
          inFlight = null;
        });
      }
      if (inFlight) await inFlight;
      const at = options.clock.now().getTime();
      if (cached && !tooOld(cached, at)) return cached;
      const why = cached
        ? `the exchange-rate feed's last table (${cached.at}) is older than RATE_MAX_AGE_MINUTES and the feed fails: ${failing?.lastError ?? "no newer reading"}`
        : `the exchange-rate feed has not answered yet: ${failing?.lastError ?? "no reading"}`;
      return { rates: {}, at: new Date(at).toISOString(), source: "feed", unavailable: why };
    },
    health: () => ({ tableAt: cached?.at ?? null, held: cached?.held ?? [], failing }),
  };
}
