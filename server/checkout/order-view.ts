// The payer-safe view of an order (src/shared CheckoutOrder) as the checkout serves it: the
// order read's JSON body and ETag, and the page's first screen, from one cache per order
// version. Unknown ids and an orderId of another integration are one and the same miss: the
// answer never tells a prober which integration an order belongs to.
import type { CheckoutOrder } from "../../src/shared/index.ts";
import type { IntegrationRecord } from "../domain/types.ts";
import { toCheckoutOrder } from "../domain/views.ts";
import type { Services } from "../services.ts";
import { strongEtag } from "./conditional.ts";

const VIEW_CACHE_SIZE = 10_000;

export interface OrderView {
  order: CheckoutOrder;
  json: string;
  etag: string;
}

export type OrderViews = (integrationId: string, orderId: string) => Promise<OrderView | null>;

/** What of the integration the payer's view shows. */
function merchantVersion(merchant: IntegrationRecord): string {
  return JSON.stringify([merchant.name, merchant.url, merchant.supportUrl ?? null, merchant.supportEmail ?? null, merchant.paymentTolerancePercent ?? "0", merchant.showExternalIdToPayer === true]);
}

export function createOrderViews(s: Services): OrderViews {
  // Rendered bodies per order, reused while its updatedAt stays the same (bounded: oldest out).
  const cache = new Map<string, OrderView & { version: string }>();

  return async (integrationId, orderId) => {
    const [order, merchant] = await Promise.all([s.store.getOrder(orderId), s.store.getIntegration(integrationId)]);
    // One condition for every miss: unknown order, unknown integration, another integration's
    // order, or an outgoing order (refunds and withdrawals are not the payer's to read).
    if (!order || !merchant || order.integrationId !== merchant.id || (order.type !== "payment" && order.type !== "deposit")) {
      return null;
    }
    const cached = cache.get(order.id);
    // updatedAt alone is not a version: a detection and its confirmations may share a
    // millisecond. The revision counts changes; the merchant's fields come from another record.
    const version = `${order.updatedAt}#${order.revision ?? 0}#${merchantVersion(merchant)}`;
    if (cached && cached.version === version) return cached;
    const view = toCheckoutOrder(order, merchant);
    const json = JSON.stringify(view);
    const fresh = { order: view, json, etag: strongEtag(json), version };
    cache.delete(order.id);
    cache.set(order.id, fresh);
    if (cache.size > VIEW_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    return fresh;
  };
}
