// Gateway mode assembled: the upstream client (behind its circuit breaker and request budget),
// one poller for every order, the durable links over the store, and the routes. The app
// (server/app.ts) mounts it instead of the sandbox when UPSTREAM_URL is set.
import type { Hono } from "hono";
import type { OrderView, OrderViews } from "../checkout/order-view.ts";
import type { Logger } from "../http/logger.ts";
import type { Repository } from "../store/index.ts";
import { createRequestBudget, DEFAULT_BUDGET, type BudgetOptions } from "./budget.ts";
import { createCircuitBreaker, DEFAULT_BREAKER, type BreakerOptions } from "./circuit-breaker.ts";
import { DEFAULT_SCHEDULE, type PollSchedule } from "./poll-schedule.ts";
import { createOrderPoller, type OrderPoller } from "./poller.ts";
import { storeRecords, type GatewayRecords } from "./records.ts";
import { gatewayOrderView, gatewayRoutes } from "./routes.ts";
import { systemTimers, type Timers } from "./timers.ts";
import { createUpstreamClient, type UpstreamClient } from "./upstream-client.ts";

export interface GatewayConfig {
  /** The upstream Payment Service API's base URL (UPSTREAM_URL). */
  upstreamUrl: string;
  /** The key the poller reads orders with (UPSTREAM_API_KEY); merchants' calls carry their own. */
  apiKey: string;
  timers?: Timers;
  breaker?: BreakerOptions;
  budget?: BudgetOptions;
  schedule?: Partial<PollSchedule>;
  /** Longest wait for an upstream answer (default 5 s). */
  timeoutMs?: number;
  /** The link ids (default: 128 random bits); injectable for tests. */
  linkId?: () => string;
}

export interface Gateway {
  upstream: UpstreamClient;
  poller: OrderPoller;
  records: GatewayRecords;
  /** The page's first render (the same JSON and ETag as the order read). */
  view: OrderViews;
  close(): void;
}

export function mountGateway(app: Hono, config: GatewayConfig, s: { store: Repository; logger: Logger; publicOrigin: string }): Gateway {
  const timers = config.timers ?? systemTimers;
  const upstream = createUpstreamClient({
    baseUrl: config.upstreamUrl,
    timers,
    breaker: createCircuitBreaker(config.breaker ?? DEFAULT_BREAKER),
    budget: createRequestBudget(config.budget ?? DEFAULT_BUDGET),
    logger: s.logger,
    ...(config.timeoutMs ? { timeoutMs: config.timeoutMs } : {}),
  });
  let routes: { changed(orderId: string): void } | null = null;
  const poller = createOrderPoller({
    timers,
    read: (orderId) => upstream.readOrder(config.apiKey, orderId),
    schedule: { ...DEFAULT_SCHEDULE, ...config.schedule },
    onSnapshot: (orderId, _snapshot, changed) => {
      if (changed) routes?.changed(orderId);
    },
  });
  const records = storeRecords(s.store, () => timers.now());
  routes = gatewayRoutes(app, {
    upstream,
    poller,
    records,
    timers,
    publicOrigin: s.publicOrigin,
    ...(config.linkId ? { linkId: config.linkId } : {}),
  });
  const view = Object.assign(
    async (integrationId: string, linkId: string): Promise<OrderView | null> => {
      const record = await records.byLink(linkId);
      if (!record || record.integrationId !== integrationId) return null;
      // The page opens on what is known now; its read then keeps the poller on the order.
      return gatewayOrderView(record, poller.snapshot(record.orderId)?.order ?? null);
    },
    { peek: () => undefined },
  );
  return { upstream, poller, records, view, close: () => poller.close() };
}
