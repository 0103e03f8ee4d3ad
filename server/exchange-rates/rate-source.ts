// Where the service's exchange rates come from. The sandbox uses its own catalog; a deployment
// in front of real money reads EXCHANGE_RATES_URL (a JSON feed of the shape parseRateFeed
// documents), keeps the answer for a while (one fetch per period, however many payers pick),
// and without a feed knows only the dollar stablecoins at par. A failed fetch keeps the last
// good table, whose age every order made from it shows.
import type { Clock } from "../domain/clock.ts";
import { catalogRates, parseRateFeed, stablecoinRates, type RateTable } from "../domain/exchange-rates.ts";

export interface RateSource {
  current(): Promise<RateTable>;
}

export function sandboxRateSource(clock: Clock): RateSource {
  return { current: async () => catalogRates(clock.now().toISOString()) };
}

export function stablecoinRateSource(clock: Clock): RateSource {
  return { current: async () => stablecoinRates(clock.now().toISOString()) };
}

export interface FeedOptions {
  url: string;
  clock: Clock;
  fetch?: typeof fetch;
  /** How long a read is used before the feed is asked again (default 60 s). */
  maxAgeMs?: number;
  /** How long one fetch may take (default 5 s). */
  timeoutMs?: number;
}

export function feedRateSource(options: FeedOptions): RateSource {
  const get = options.fetch ?? fetch;
  const maxAgeMs = options.maxAgeMs ?? 60_000;
  let cached: RateTable | null = null;
  let inFlight: Promise<RateTable> | null = null;

  const refresh = async (): Promise<RateTable> => {
    const response = await get(options.url, {
      signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
      headers: { accept: "application/json" },
    });
    if (!response.ok) throw new Error(`the exchange-rate feed answered ${response.status}`);
    const table = parseRateFeed(await response.json(), options.clock.now().toISOString());
    cached = table;
    return table;
  };

  return {
    async current() {
      const now = options.clock.now().getTime();
      if (cached && now - Date.parse(cached.at) < maxAgeMs) return cached;
      // One fetch at a time: a crowd of payers waits on the same answer.
      inFlight ??= refresh().finally(() => {
        inFlight = null;
      });
      try {
        return await inFlight;
      } catch (error) {
        // The last good table, older than wished: its age is on every order made from it.
        if (cached) return cached;
        throw error;
      }
    },
  };
}
