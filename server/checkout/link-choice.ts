// What the payment link's page needs of the service: the offer a payer sees (the link, its
// merchant, the amounts at the current rate) and the choice made into an order. The page is
// reached by the link's URL alone, so it reads any client's link, and shows nothing of the
// merchant beyond what the checkout shows.
import { isIssuedId, type LinkOffer } from "../../src/shared/index.ts";
import { linkOffer } from "../domain/payment-links.ts";
import type { OrderRecord } from "../domain/types.ts";
import { Refusal } from "../../src/shared/refusal.ts";
import type { Services } from "../services.ts";
import { orderForPayer } from "../use-cases/payment-links.ts";

export interface LinkPages {
  /** null: no such link. */
  offer(linkId: string): Promise<LinkOffer | null>;
  /** The new order, or why the choice was refused (the link inactive, the asset not offered, below the minimum). */
  choose(linkId: string, assetId: string): Promise<{ order: OrderRecord } | { refused: string }>;
}

export function createLinkPages(s: Services): LinkPages {
  return {
    async offer(linkId) {
      if (!isIssuedId(linkId)) return null;
      const link = await s.store.getPaymentLink(linkId);
      if (!link) return null;
      const integration = await s.store.getIntegration(link.integrationId, link.clientId);
      if (!integration) return null;
      return linkOffer(link, integration, await s.rates.current());
    },
    async choose(linkId, assetId) {
      if (!isIssuedId(linkId)) return { refused: "no such link" };
      try {
        const written = await orderForPayer(s.store, s.addresses, linkId, assetId, await s.rates.current(), s.ruleContext());
        if (written.kind !== "applied") return { refused: "not applied" };
        return { order: written.result };
      } catch (error) {
        if (error instanceof Refusal) return { refused: error.errors.map((e) => e.message).join("; ") };
        throw error;
      }
    },
  };
}
