// The payer-safe view of an order (src/shared CheckoutOrder) as the checkout serves it: the
// order read's JSON body and ETag, and the page's first screen, from one cache per order
// version. Unknown ids and an orderId of another integration are one and the same miss: the
// answer never tells a prober which integration an order belongs to.
import type { CheckoutOrder } from "../../src/shared/index.ts";
import { integrationById } from "../domain/integrations.ts";
import { findOrder } from "../domain/orders.ts";
import type { OrderRecord } from "../domain/types.ts";
import { toCheckoutOrder } from "../domain/views.ts";
import type { Services } from "../services.ts";
import { strongEtag } from "./conditional.ts";

export interface OrderView {
  order: CheckoutOrder;
  json: string;
  etag: string;
}

export type OrderViews = (integrationId: string, orderId: string) => OrderView | null;

export function createOrderViews(s: Services): OrderViews {
  // Rendered bodies per record, reused while the order's updatedAt stays the same.
  const cache = new WeakMap<OrderRecord, OrderView & { updatedAt: string }>();

  return (integrationId, orderId) => {
    const order = findOrder(s.store.state, orderId);
    const merchant = integrationById(s.store.state, integrationId);
    // One condition for every miss: unknown order, unknown integration, another integration's
    // order, or an outgoing order (refunds and withdrawals are not the payer's to read).
    if (!order || !merchant || order.integrationId !== merchant.id || (order.type !== "payment" && order.type !== "deposit")) {
      return null;
    }
    const cached = cache.get(order);
    if (cached && cached.updatedAt === order.updatedAt) return cached;
    const view = toCheckoutOrder(order, merchant);
    const json = JSON.stringify(view);
    const fresh = { order: view, json, etag: strongEtag(json), updatedAt: order.updatedAt };
    cache.set(order, fresh);
    return fresh;
  };
}
