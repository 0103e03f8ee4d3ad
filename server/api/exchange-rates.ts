// GET /api/v1/exchange-rates?amount&currency: one rate item per asset, with the crypto amount
// the fiat amount buys. Sandbox's choices: amount defaults to 1, currency to USD; USD and EUR
// are known; rate is fiat per one unit of the asset.
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
import { CATALOG, FIAT_CURRENCIES, isFiatCurrency } from "../domain/catalog.ts";
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
  app.get("/api/v1/exchange-rates", (c) => {
    const query = parseWith(RatesQuery, c.req.query(), "query");
    const amount = toFiatText(query.amount ?? "1");
    const currency = query.currency !== undefined && isFiatCurrency(query.currency) ? query.currency : "USD";
    const body: ExchangeRates = {
      rates: ASSET_IDS.map((assetId) => {
        const rate = CATALOG[assetId].rates[currency];
        return { assetId, rate, crypto: { amount: fiatToCrypto(amount, rate), currency: ASSETS[assetId].currencyCode } };
      }),
    };
    return c.json(asSpec(s.config, Spec.ExchangeRates, body));
  });
}
