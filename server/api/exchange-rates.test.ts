// GET /api/v1/exchange-rates outside the sandbox: only what a real feed gave, never the
// sandbox's own table (its made-up 3,500 USD per ETH), and the spec's error array without one.
import { afterEach, describe, expect, it } from "vitest";
import { ExchangeRates } from "../../src/shared/index.ts";
import { rateFeed, type RateFeed } from "../../test/support/rate-feed.ts";
import { manualClock } from "../domain/clock.ts";
import { feedRateSource } from "../exchange-rates/rate-source.ts";
import { ORIGIN, testApp } from "../testing.ts";

const feeds: RateFeed[] = [];
afterEach(async () => {
  for (const feed of feeds.splice(0)) await feed.close();
});

describe("GET /api/v1/exchange-rates outside the sandbox", () => {
  it("without a feed answers the spec's error array (503, unknownError), no invented rate", async () => {
    const t = await testApp({ config: { publicOrigin: ORIGIN, distDir: null, sandbox: false } });
    const res = await t.call("GET", "/api/v1/exchange-rates?amount=100&currency=USD");
    expect(res.status).toBe(503);
    const body = await res.json();
    expect(body).toEqual([{ code: "unknownError", field: "", message: expect.stringMatching(/EXCHANGE_RATES_URL/) }]);
    expect(JSON.stringify(body)).not.toMatch(/3500/);
  });

  it("with a feed lists only the pairs the feed gave and its checks let through", async () => {
    const feed = await rateFeed({ rates: { ETH: { USD: "2999.5" }, USDT_TRC20: { USD: "1", EUR: "0.93" }, USDC_TRC20: { USD: "7" } } });
    feeds.push(feed);
    const clock = manualClock();
    const t = await testApp({
      clock,
      config: { publicOrigin: ORIGIN, distDir: null, sandbox: false, exchangeRates: feedRateSource({ url: feed.url, clock }) },
    });
    const { rates } = ExchangeRates.parse(await t.json(await t.call("GET", "/api/v1/exchange-rates?amount=100&currency=USD")));
    expect(rates).toEqual([
      { assetId: "USDT_TRC20", rate: "1.000000", crypto: { amount: "100.000000", currency: "USDT" } },
      { assetId: "ETH", rate: "2999.500000", crypto: { amount: "0.033339", currency: "ETH" } },
    ]);
    const eur = ExchangeRates.parse(await t.json(await t.call("GET", "/api/v1/exchange-rates?currency=EUR")));
    expect(eur.rates.map((rate) => rate.assetId)).toEqual(["USDT_TRC20"]);
  });

  it("answers 503 with Retry-After when the feed gives nothing usable", async () => {
    const feed = await rateFeed({});
    feeds.push(feed);
    feed.answer = { status: 500, body: {} };
    const clock = manualClock();
    const t = await testApp({
      clock,
      config: { publicOrigin: ORIGIN, distDir: null, sandbox: false, exchangeRates: feedRateSource({ url: feed.url, clock }) },
    });
    const res = await t.call("GET", "/api/v1/exchange-rates");
    expect(res.status).toBe(503);
    expect(res.headers.get("Retry-After")).toBe("60");
    expect(await res.json()).toEqual([expect.objectContaining({ code: "unknownError", message: expect.stringMatching(/answered 500/) })]);
  });
});
