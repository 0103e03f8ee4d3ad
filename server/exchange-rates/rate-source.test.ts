// EXCHANGE_RATES_URL against a real HTTP server on this machine: the feed as a deployment
// would serve it, read through the same fetch the service uses (no fetch stub).
import { afterEach, describe, expect, it } from "vitest";
import { rateFeed, type RateFeed } from "../../test/support/rate-feed.ts";
import { manualClock } from "../domain/clock.ts";
import type { Logger } from "../http/logger.ts";
import { testApp } from "../testing.ts";
import { feedRateSource } from "./rate-source.ts";

const feeds: RateFeed[] = [];
afterEach(async () => {
  for (const feed of feeds.splice(0)) await feed.close();
});

async function feed(body: unknown): Promise<RateFeed> {
  const made = await rateFeed(body);
  feeds.push(made);
  return made;
}

function recordingLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  return { lines, info: (message) => lines.push(`info: ${message}`), error: (message) => lines.push(`error: ${message}`) };
}

const RATES = { rates: { TRX: { USD: "0.25", EUR: "0.2300001" }, USDT_TRC20: { USD: "1" }, DOGE: { USD: "0.1" } } };

describe("the exchange-rate feed (EXCHANGE_RATES_URL)", () => {
  it("reads the documented shape: decimal text per assetId and currency, unknown assets ignored, at most 6 digits (cut)", async () => {
    const server = await feed(RATES);
    const clock = manualClock("2026-11-26T10:00:00.000Z");
    const table = await feedRateSource({ url: server.url, clock }).current();
    expect(table.source).toBe("feed");
    expect(table.rates).toEqual({ TRX: { USD: "0.250000", EUR: "0.230000" }, USDT_TRC20: { USD: "1.000000" } });
    expect(table.at.startsWith("2026-11-26T10:00:00")).toBe(true);
  });

  it("asks once per period however many payers pick at once, then again when the period is over", async () => {
    const server = await feed(RATES);
    const clock = manualClock();
    const source = feedRateSource({ url: server.url, clock, cacheMs: 60_000 });
    await Promise.all(Array.from({ length: 20 }, () => source.current()));
    expect(server.requests).toBe(1);
    await source.current();
    expect(server.requests).toBe(1);
    clock.advance(61_000);
    await source.current();
    expect(server.requests).toBe(2);
  });

  it("keeps the last good table while it is younger than the maximum age, then prices nothing; never answers a failure with rates", async () => {
    const server = await feed(RATES);
    const clock = manualClock("2026-11-26T10:00:00.000Z");
    const source = feedRateSource({ url: server.url, clock, cacheMs: 60_000, timeoutMs: 300 });
    const first = await source.current();
    for (const answer of [{ status: 500, body: {} }, { status: 200, body: { rates: { TRX: { USD: 0.25 } } } }, "hang"] as const) {
      clock.advance(61_000);
      server.answer = answer;
      expect(await source.current()).toEqual(first);
    }
    expect(server.requests).toBe(4);
    // Ten minutes (RATE_MAX_AGE_MINUTES' default) after the last good reading: nothing is priced.
    clock.advance(7 * 60_000);
    const stale = await source.current();
    expect(stale.rates).toEqual({});
    expect(stale.unavailable).toMatch(/older than RATE_MAX_AGE_MINUTES/);
    // And back as soon as the feed answers again.
    server.answer = { status: 200, body: RATES };
    clock.advance(61_000);
    expect((await source.current()).rates.TRX).toEqual({ USD: "0.250000", EUR: "0.230000" });

    const empty = await feed({ rates: {} });
    expect((await feedRateSource({ url: empty.url, clock }).current()).unavailable).toMatch(/no usable rate/);
    empty.answer = { status: 503, body: {} };
    expect((await feedRateSource({ url: empty.url, clock }).current()).unavailable).toMatch(/503/);
  });

  it("holds a dollar stablecoin outside the band around 1 USD (default 2 %), and says so", async () => {
    const server = await feed({ rates: { USDT_TRC20: { USD: "100" }, USDC_ERC20: { USD: "1.019" }, USDT_ERC20: { USD: "0.97" } } });
    const source = feedRateSource({ url: server.url, clock: manualClock() });
    const table = await source.current();
    expect(table.rates).toEqual({ USDC_ERC20: { USD: "1.019000" } });
    expect(table.held?.map((held) => [held.assetId, held.rate])).toEqual([
      ["USDT_TRC20", "100.000000"],
      ["USDT_ERC20", "0.970000"],
    ]);
    expect(table.held?.[0]?.reason).toMatch(/RATE_STABLECOIN_BAND_PERCENT/);
    expect(source.health?.().held).toHaveLength(2);
  });

  it("holds an asset whose rate jumps past the change limit from the last accepted one; the rest of the table prices", async () => {
    const server = await feed({ rates: { ETH: { USD: "3500" }, TRX: { USD: "0.25" } } });
    const clock = manualClock();
    const logger = recordingLogger();
    const source = feedRateSource({ url: server.url, clock, cacheMs: 60_000, logger });
    await source.current();
    server.answer = { status: 200, body: { rates: { ETH: { USD: "350" }, TRX: { USD: "0.26" } } } };
    clock.advance(61_000);
    const jumped = await source.current();
    expect(jumped.rates).toEqual({ TRX: { USD: "0.260000" } });
    expect(jumped.held).toEqual([expect.objectContaining({ assetId: "ETH", currency: "USD", rate: "350.000000" })]);
    expect(jumped.held?.[0]?.reason).toMatch(/3500\.000000 to 350\.000000.*RATE_MAX_CHANGE_PERCENT/);
    // Said once, however many reads hold it.
    clock.advance(61_000);
    await source.current();
    expect(logger.lines).toEqual([expect.stringMatching(/^error: exchange rate held, not priced: ETH in USD moved from 3500/)]);
    // Back within the limit of the last accepted rate: priced again.
    server.answer = { status: 200, body: { rates: { ETH: { USD: "3600" }, TRX: { USD: "0.26" } } } };
    clock.advance(61_000);
    const back = await source.current();
    expect(back.rates.ETH).toEqual({ USD: "3600.000000" });
    expect(back.held).toBeUndefined();
    expect(logger.lines[1]).toBe("info: exchange rate of ETH in USD priced again");
  });

  it("says a failure streak once when it starts and once when it ends, and /healthz shows it", async () => {
    const server = await feed(RATES);
    const clock = manualClock("2026-11-26T10:00:00.000Z");
    const logger = recordingLogger();
    const source = feedRateSource({ url: server.url, clock, cacheMs: 60_000, logger });
    const t = await testApp({
      clock,
      config: { publicOrigin: "http://127.0.0.1:8080", distDir: null, sandbox: false, exchangeRates: source },
    });
    await source.current();
    server.answer = { status: 502, body: {} };
    for (let i = 0; i < 5; i++) {
      clock.advance(61_000);
      await source.current();
    }
    expect(logger.lines).toEqual([expect.stringMatching(/^error: the exchange-rate feed failed: the exchange-rate feed answered 502/)]);
    const health = await (await t.app.request("/healthz")).json();
    expect(health.exchangeRates).toEqual({
      tableAt: expect.stringMatching(/^2026-11-26T10:00:00/),
      held: [],
      failing: { since: expect.stringMatching(/^2026-11-26T10:01:01/), failures: 5, lastError: "the exchange-rate feed answered 502" },
    });
    server.answer = { status: 200, body: RATES };
    clock.advance(61_000);
    await source.current();
    expect(logger.lines).toHaveLength(2);
    expect(logger.lines[1]).toMatch(/^info: the exchange-rate feed answers again, after 5 failed read\(s\)/);
    expect((await (await t.app.request("/healthz")).json()).exchangeRates.failing).toBeNull();
  });

  it("stops reading a body past the cap (1 MiB) and refuses it", async () => {
    const server = await feed(RATES);
    server.answer = { endless: true };
    const table = await feedRateSource({ url: server.url, clock: manualClock() }).current();
    expect(table.rates).toEqual({});
    expect(table.unavailable).toMatch(/larger than 1048576 bytes/);
    expect(server.endlessBytes).toBeLessThan(64 * 1024 * 1024);
  });

  it("follows no redirect: the feed is the URL the operator named", async () => {
    const elsewhere = await feed(RATES);
    const server = await feed(RATES);
    server.answer = { redirect: elsewhere.url };
    const table = await feedRateSource({ url: server.url, clock: manualClock() }).current();
    expect(table.rates).toEqual({});
    expect(table.unavailable).toMatch(/redirect \(302\)/);
    expect(elsewhere.requests).toBe(0);
  });
});
