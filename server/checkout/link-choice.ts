// What the payment link's page needs of the service: the offer a payer sees (the link, its
// merchant, the amounts at the current rate, and their quote sealed for the form) and the
// choice made into an order at the amount shown. The page is reached by the link's URL alone,
// so it reads any client's link, and shows nothing of the merchant beyond what the checkout
// shows.
import { compareCrypto, isAssetId, isIssuedId, type LinkOffer } from "../../src/shared/index.ts";
import type { RateTable } from "../domain/exchange-rates.ts";
import { quotedTable, quoteOf, useOfQuote } from "../domain/link-quotes.ts";
import { linkOffer, priceIn, type PaymentLinkRecord } from "../domain/payment-links.ts";
import type { OrderRecord } from "../domain/types.ts";
import { Refusal } from "../../src/shared/refusal.ts";
import type { Services } from "../services.ts";
import { orderForPayer } from "../use-cases/payment-links.ts";
import { openQuote, sealQuote } from "./quote-seal.ts";

/**
 * Why a choice made no order: refused by the rules ("failed": the link inactive, the asset not
 * offered, below the minimum), or its quote is not honoured ("quoteChanged": too old and the
 * amount is another now, for another price, or absent) or not the service's ("quoteInvalid").
 * Each is answered with the page at the current amounts, so the payer sees what a new choice costs.
 */
export type ChoiceRefusal = "failed" | "quoteChanged" | "quoteInvalid";

export interface LinkPages {
  /** null: no such link. */
  offer(linkId: string): Promise<LinkOffer | null>;
  /**
   * The new order, or why the choice made none, or that the link holds its most unpaid open
   * orders (nothing made). `quote`: the form's sealed quote (null: none sent).
   */
  choose(
    linkId: string,
    assetId: string,
    quote: string | null,
  ): Promise<{ order: OrderRecord } | { refused: ChoiceRefusal; message: string } | { capped: true }>;
}

export function createLinkPages(s: Services): LinkPages {
  const unwatched = () => s.config.chain?.unwatched;

  /** The table to make the order at, or why there is none: the quote's while fresh, else the current one if it asks the same amount. */
  const tableFor = async (
    link: PaymentLinkRecord,
    assetId: string,
    sealed: string | null,
  ): Promise<RateTable | { refused: ChoiceRefusal; message: string }> => {
    if (sealed === null || sealed === "") return { refused: "quoteChanged", message: "the choice carries no quote" };
    const quote = openQuote(sealed, s.quotes.key);
    if (!quote) return { refused: "quoteInvalid", message: "the choice's quote is not one this service signed" };
    const use = useOfQuote(quote, link, s.clock.now().toISOString(), s.quotes.validMs);
    if (use.kind === "fresh") return use.table;
    if (use.kind === "other") return { refused: "quoteChanged", message: "the quote is for another link or price" };
    // Too old to honour: made at the current rate only if that asks exactly what the payer saw.
    const current = await s.rates.current();
    if (!isAssetId(assetId)) return current;
    const before = priceIn(link, assetId, quotedTable(quote));
    const now = priceIn(link, assetId, current);
    if (before && now && compareCrypto(before.amount, now.amount) === 0) return current;
    return { refused: "quoteChanged", message: "the quote is older than QUOTE_VALID_MINUTES and the amount changed" };
  };

  return {
    async offer(linkId) {
      if (!isIssuedId(linkId)) return null;
      const link = await s.store.getPaymentLink(linkId);
      if (!link) return null;
      const integration = await s.store.getIntegration(link.integrationId, link.clientId);
      if (!integration) return null;
      const table = await s.rates.current();
      const offer = linkOffer(link, integration, table, unwatched());
      return offer.choices.length > 0 ? { ...offer, quote: sealQuote(quoteOf(link, table), s.quotes.key) } : offer;
    },
    async choose(linkId, assetId, sealed) {
      if (!isIssuedId(linkId)) return { refused: "failed", message: "no such link" };
      const link = await s.store.getPaymentLink(linkId);
      if (!link) return { refused: "failed", message: "no such link" };
      const table = await tableFor(link, assetId, sealed);
      if ("refused" in table) return table;
      try {
        const maxOpen = s.config.paymentLinks?.maxOpenOrders;
        const written = await orderForPayer(s.store, s.addresses, linkId, assetId, table, s.ruleContext(), maxOpen);
        if (written.kind !== "applied") return { refused: "failed", message: "not applied" };
        if ("capped" in written.result) return { capped: true };
        return { order: written.result };
      } catch (error) {
        if (error instanceof Refusal) return { refused: "failed", message: error.errors.map((e) => e.message).join("; ") };
        throw error;
      }
    },
  };
}
