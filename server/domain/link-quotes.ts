// A payment link page's quote: the rates its amounts were shown at, carried by the page's form so
// that the payer's choice makes the order at the amount the payer saw, not at whatever the rate
// is a moment later. Pure rules: the quote a page carries, whether a choice may still use it,
// and the rate table it stands for. Sealing it against tampering is the page's part
// (server/checkout/quote-seal.ts).
import * as z from "zod/mini";
import { isAssetId, type AssetId } from "../../src/shared/index.ts";
import type { RateTable } from "./exchange-rates.ts";
import type { PaymentLinkRecord } from "./payment-links.ts";

export const LinkQuote = z.object({
  linkId: z.string(),
  /** The link's price when shown: a quote for another price is not this link's. */
  price: z.object({ amount: z.string(), currency: z.string() }),
  /** When the rates were read (the table's time): a quote is fresh for a while after it. */
  at: z.string(),
  source: z.enum(["sandbox", "feed", "stablecoins"]),
  /** Fiat per unit of each asset shown, in the price's currency; empty for a price in an asset. */
  rates: z.record(z.string(), z.string()),
});
export type LinkQuote = z.infer<typeof LinkQuote>;

/** The quote of a page showing `link` at `table`: the rates of the link's own assets, nothing else. */
export function quoteOf(link: PaymentLinkRecord, table: RateTable): LinkQuote {
  const rates: Record<string, string> = {};
  for (const assetId of link.assetIds) {
    const rate = table.rates[assetId]?.[link.price.currency];
    if (rate !== undefined) rates[assetId] = rate;
  }
  return { linkId: link.id, price: { ...link.price }, at: table.at, source: table.source, rates };
}

export type QuoteUse = { kind: "fresh"; table: RateTable } | { kind: "stale" } | { kind: "other" };

/**
 * Whether a choice may be made at its quote: fresh while younger than `validMs` (counted from
 * when its rates were read, as a table's own age is), for this link and its price as they are
 * now. A fresh quote gives the table to price the order with: the quoted rates, their time.
 */
export function useOfQuote(quote: LinkQuote, link: PaymentLinkRecord, now: string, validMs: number): QuoteUse {
  if (quote.linkId !== link.id || quote.price.amount !== link.price.amount || quote.price.currency !== link.price.currency) {
    return { kind: "other" };
  }
  const age = Date.parse(now) - Date.parse(quote.at);
  if (!(age <= validMs)) return { kind: "stale" };
  return { kind: "fresh", table: quotedTable(quote) };
}

/** The rate table a quote stands for: the quoted rates in the price's currency, at their time. */
export function quotedTable(quote: LinkQuote): RateTable {
  const rates: RateTable["rates"] = {};
  for (const [assetId, rate] of Object.entries(quote.rates)) {
    if (isAssetId(assetId)) rates[assetId as AssetId] = { [quote.price.currency]: rate };
  }
  return { rates, at: quote.at, source: quote.source };
}
