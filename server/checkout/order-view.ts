// The payer-safe view of an order (src/shared CheckoutOrder) as the checkout serves it: the
// order read's JSON body and ETag, and the page's first screen. Unknown ids and an orderId of
// another integration are one and the same miss: the answer never tells a prober which
// integration an order belongs to.
//
// Views are kept in memory and forgotten when their order changes (OrderEvents.watch, which
// with PostgreSQL also hears other processes' changes), so the page's polling, a 304 at a
// time, never reaches the database. Two guards keep the cache from serving a version older
// than a change it was told about: a load that was running when its order changed is not
// kept, and a read after the change never joins such a load; it starts its own.
// What the view shows changes only through a write to its order, a change of its integration's
// settings (name, URL, branding, support contact) or a reset: every committed write announces
// the orders and integrations it saved (server/use-cases/after-commit.ts), so whatever the view
// comes to show, a change of it is heard.
import { isIssuedId } from "../../src/shared/index.ts";
import type { CheckoutOrder } from "../../src/shared/index.ts";
import { checkoutChainOf } from "../chain/checkout-chain.ts";
import type { ChainSettings } from "../chain/settings.ts";
import { toCheckoutOrder } from "../domain/views.ts";
import type { OrderEvents } from "../events/order-events.ts";
import type { Repository } from "../store/index.ts";
import { strongEtag } from "../http/conditional.ts";
import { internalized } from "./internalized.ts";

/** Orders whose views are kept (oldest loaded goes first); a view is about 1–2 KB. */
const VIEW_CACHE_SIZE = 10_000;

export interface OrderView {
  order: CheckoutOrder;
  json: string;
  etag: string;
}

export type OrderViews = ((integrationId: string, orderId: string) => Promise<OrderView | null>) & {
  /** The view if it is in memory now (null: a miss), undefined when it has to be loaded. */
  peek(integrationId: string, orderId: string): OrderView | null | undefined;
};

interface Known {
  integrationId: string;
  view: OrderView;
}

interface Load {
  promise: Promise<Known | null>;
  /** The order changed while this load ran: its result may predate the change. */
  stale: boolean;
}

const NOTHING: Promise<null> = Promise.resolve(null);

/** `sandbox`: whether the sandbox's own rates may value an order for the payer (toCheckoutOrder). */
export function createOrderViews(s: {
  store: Repository;
  events: OrderEvents;
  sandbox: boolean;
  /** Chain mode's settings: the page is shown the watched chain's id, contracts and explorer; mainnet's without. */
  chain?: ChainSettings | null;
}): OrderViews {
  const cache = new Map<string, Known>();
  const loading = new Map<string, Load>();

  s.events.watch((change) => {
    if (change !== "all" && "orderId" in change) {
      const running = loading.get(change.orderId);
      if (running) running.stale = true;
      cache.delete(change.orderId);
      loading.delete(change.orderId);
      return;
    }
    // A load does not know its order's integration before it ends: every running one may
    // predate the change, and no later read joins it.
    for (const running of loading.values()) running.stale = true;
    loading.clear();
    if (change === "all") cache.clear();
    else for (const [orderId, known] of cache) if (known.integrationId === change.integrationId) cache.delete(orderId);
  });

  const load = async (orderId: string): Promise<Known | null> => {
    const order = await s.store.getOrder(orderId);
    // Refunds and withdrawals are not the payer's to read.
    if (!order || (order.type !== "payment" && order.type !== "deposit")) return null;
    const merchant = await s.store.getIntegration(order.integrationId);
    if (!merchant) return null;
    const view = toCheckoutOrder(order, merchant, checkoutChainOf(order.assetId, s.chain ?? null), { sandbox: s.sandbox });
    const json = JSON.stringify(view);
    // The ids the cache is searched by are kept as V8 keeps property names (internalized.ts).
    return { integrationId: internalized(merchant.id), view: { order: view, json, etag: strongEtag(json) } };
  };

  const known = (orderId: string): Promise<Known | null> => {
    // Text of a shape the service never issues names no order: not looked up at all.
    if (!isIssuedId(orderId)) return NOTHING;
    const running = loading.get(orderId);
    if (running) return running.promise;
    const started: Load = { promise: load(orderId), stale: false };
    loading.set(orderId, started);
    const done = (result: Known | null) => {
      if (loading.get(orderId) === started) loading.delete(orderId);
      // Misses are not kept: probes for made-up ids must not fill the cache.
      if (!result || started.stale) return;
      cache.set(internalized(orderId), result);
      if (cache.size > VIEW_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    };
    started.promise.then(done, () => done(null));
    return started.promise;
  };

  // One condition for every miss: unknown order, another integration's order (or an unknown
  // integration), an outgoing order.
  const visible = (found: Known | null, integrationId: string) => (found && found.integrationId === integrationId ? found.view : null);

  return Object.assign(
    async (integrationId: string, orderId: string) => visible(cache.get(orderId) ?? (await known(orderId)), integrationId),
    {
      peek(integrationId: string, orderId: string) {
        const found = cache.get(orderId);
        return found === undefined ? undefined : visible(found, integrationId);
      },
    },
  );
}
