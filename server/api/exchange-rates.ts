// GET /api/v1/exchange-rates?amount&currency: one rate item per asset, with the crypto amount
// the fiat amount buys. Sandbox's choices: amount defaults to 1, currency to USD; USD and EUR
// are known; rate is fiat per one unit of the asset. The rates are the service's own source's
// (services.rates): in the sandbox its catalog, every asset; outside it only what the
// configured feed gave and its checks let through, and without a feed (or with none usable)
// the spec's error array instead of any invented number.
import type { Hono } from "hono";
import * as z from "zod/mini";
import {
  ASSETS,
  ASSET_IDS,
  CRYPTO_SCALE,
  fiatToCrypto,
  fractionDigits,
  isDecimalText,
  parseUnits,
  Spec,
  toFiatText,
  type ExchangeRates,
} from "../../src/shared/index.ts";
import { FIAT_CURRENCIES, isFiatCurrency } from "../domain/catalog.ts";
import { ApiFailure, apiError } from "../http/failure.ts";
import { parseWith } from "../http/validation.ts";
import type { Services } from "../services.ts";
import { asSpec } from "./spec-view.ts";

export const RatesQuery = z.object({
  amount: z.optional(
    z
      .string()
      .check(
        z.refine(
          (text) => isDecimalText(text) && fractionDigits(text) <= 2 && parseUnits(text, CRYPTO_SCALE) > 0n && text.length <= 15,
          "amount must be a fiat amount as decimal text above zero with at most 2 fraction digits, such as 25.00",
        ),
      ),
  ),
  currency: z.optional(z.string().check(z.refine(isFiatCurrency, `currency must be one of ${FIAT_CURRENCIES.join(", ")}`))),
});

export function exchangeRateRoutes(app: Hono, s: Services): void {
  app.get("/api/v1/exchange-rates", async (c) => {
    const query = parseWith(RatesQuery, c.req.query(), "query");
    const amount = toFiatText(query.amount ?? "1");
    const currency = query.currency !== undefined && isFiatCurrency(query.currency) ? query.currency : "USD";
    const table = await s.rates.current();
    // Nothing about the request is wrong, and no retry by the client helps: 503, unknownError.
    if (table.source === "stablecoins") {
      throw new ApiFailure(503, [
        apiError(
          "unknownError",
          "",
          "No exchange-rate feed is configured (EXCHANGE_RATES_URL), so this service publishes no rates; payment links are priced in the dollar stablecoins only, at 1 USD",
        ),
      ]);
    }
    if (table.unavailable !== undefined) {
      throw new ApiFailure(503, [apiError("unknownError", "", `No exchange rates are available now: ${table.unavailable}`)], {
        "Retry-After": "60",
      });
    }
    const rates: ExchangeRates["rates"] = [];
    for (const assetId of ASSET_IDS) {
      const rate = table.rates[assetId]?.[currency];
      if (rate === undefined) continue;
      rates.push({ assetId, rate, crypto: { amount: fiatToCrypto(amount, rate), currency: ASSETS[assetId].currencyCode } });
    }
    return c.json(asSpec(s.config, Spec.ExchangeRates, { rates }));
  });
}
