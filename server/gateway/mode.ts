// Gateway mode assembled: the upstream client (behind its circuit breaker and request budget),
// one poller for every order (one across processes on PostgreSQL, by a lease: shared-polls.ts),
// the durable links over the store, the gateway's own callbacks through the outbox, and the
// routes. The app (server/app.ts) mounts it instead of the sandbox when UPSTREAM_URL is set.
import type { Hono, MiddlewareHandler } from "hono";
import type { OrderView, OrderViews } from "../checkout/order-view.ts";
import type { OrderEvents } from "../events/order-events.ts";
import { orderStatusCallbackBody } from "../webhooks/index.ts";
import type { GatewayCallback } from "../use-cases/gateway-polls.ts";
import type { GatewayCallbacks } from "./callback-settings.ts";
import { createSharedPolls, DEFAULT_LEASE_MS } from "./shared-polls.ts";
import type { Logger } from "../http/logger.ts";
import type { RateLimitRule } from "../http/rate-limit.ts";
import type { Repository } from "../store/index.ts";
import { createRequestBudget, DEFAULT_BUDGET, type BudgetOptions } from "./budget.ts";
import { createCircuitBreaker, DEFAULT_BREAKER, type BreakerOptions } from "./circuit-breaker.ts";
import { DEFAULT_SCHEDULE, type PollSchedule } from "./poll-schedule.ts";
import { createOrderPoller, type OrderPoller } from "./poller.ts";
import { storeRecords, type GatewayRecords } from "./records.ts";
import { gatewayKeyGuard } from "./key-guard.ts";
import { createKeyVerdicts } from "./key-verdicts.ts";
import { gatewayOrderView, gatewayRoutes, unavailable, type GatewayRoutes } from "./routes.ts";
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
  /** The gateway's own callbacks, by the upstream's integration id (GATEWAY_CALLBACKS). */
  callbacks?: GatewayCallbacks;
  /** How long a watched order's polling lease lasts unrenewed (PostgreSQL; default 5 s). */
  leaseMs?: number;
  /**
   * The share of `budget` for requests whose key the upstream has not yet accepted (default a
   * quarter of it): a flood of wrong keys leaves the rest to merchants with good keys and the poller.
   */
  unverifiedBudget?: BudgetOptions;
}

export interface Gateway {
  upstream: UpstreamClient;
  poller: OrderPoller;
  records: GatewayRecords;
  /** The page's first render (the same JSON and ETag as the order read). */
  view: OrderViews;
  /** Page reads held now for `Prefer: wait` (GET /healthz). */
  heldReads(): number;
  /** In front of /api/v1, before a body is read: only a key the upstream accepts goes on. */
  keyGuard: MiddlewareHandler;
  close(): void;
}

/** A quarter of the budget, at least one request. */
export function unverifiedShare(budget: BudgetOptions): BudgetOptions {
  return { perSecond: Math.max(1, budget.perSecond / 4), burst: Math.max(1, Math.floor(budget.burst / 4)) };
}

export function mountGateway(
  app: Hono,
  config: GatewayConfig,
  s: {
    store: Repository;
    logger: Logger;
    publicOrigin: string;
    events: OrderEvents;
    /** MAX_HELD_READS, and the base of the Retry-After past it. */
    maxHeldReads: number;
    busyRetryAfterSeconds: number;
    /** RATE_LIMIT_KEY_FAILURES, per client address (TRUST_PROXY). */
    wrongKeys: RateLimitRule | null;
    trustProxy: number;
  },
): Gateway {
  const timers = config.timers ?? systemTimers;
  const budget = config.budget ?? DEFAULT_BUDGET;
  const upstream = createUpstreamClient({
    baseUrl: config.upstreamUrl,
    timers,
    breaker: createCircuitBreaker(config.breaker ?? DEFAULT_BREAKER),
    budget: createRequestBudget(budget),
    unverifiedBudget: createRequestBudget(config.unverifiedBudget ?? unverifiedShare(budget)),
    logger: s.logger,
    ...(config.timeoutMs ? { timeoutMs: config.timeoutMs } : {}),
  });
  let routes: GatewayRoutes | null = null;
  const schedule = { ...DEFAULT_SCHEDULE, ...config.schedule };
  const callbacks = config.callbacks ?? new Map();
  // A status change read from the upstream queues the signed callback to the integration's URL.
  const callback: GatewayCallback | null =
    callbacks.size === 0
      ? null
      : ({ integrationId, order }) => {
          const target = callbacks.get(integrationId);
          if (!target) return null;
          const payload = orderStatusCallbackBody({ integrationId, order, at: new Date(timers.now()) });
          return { clientId: "", integrationId, orderId: order.id, url: target.url, payload };
        };
  // Several processes on one PostgreSQL database: the upstream is read under a lease, and a
  // change is said to the others over the database (LISTEN/NOTIFY, as the sandbox's changes are).
  const shared = s.store.engine === "postgres";
  const polls = createSharedPolls({
    store: s.store,
    timers,
    logger: s.logger,
    upstreamRead: (orderId) => upstream.readOrder(config.apiKey, orderId),
    shared,
    ...(config.leaseMs ? { leaseMs: config.leaseMs } : {}),
    idleLeaseMs: schedule.idleMs + (config.leaseMs ?? DEFAULT_LEASE_MS),
    callback,
  });
  const poller = createOrderPoller({
    timers,
    read: polls.read,
    schedule,
    onSnapshot: (orderId, _snapshot, changed) => {
      if (changed) routes?.changed(orderId);
    },
  });
  // Another process's poller recorded a change: this process's pages get it from the database.
  // (A snapshot this process recorded is announced too, after its commit, as every write's
  // change is: use-cases/after-commit.ts. Its pages have it already.)
  const unwatch = shared
    ? s.events.watch((change, origin) => {
        if (origin === "here") return;
        const orders = change === "all" ? poller.followed() : "orderId" in change ? [change.orderId] : [];
        for (const orderId of orders) {
          if (!poller.follows(orderId)) continue;
          void polls.stored(orderId).then(
            (snapshot) => snapshot && poller.offer(orderId, snapshot),
            () => {},
          );
        }
      })
    : () => {};
  const records = storeRecords(s.store, () => timers.now());
  const verdicts = createKeyVerdicts({ upstream, timers });
  const keyGuard = gatewayKeyGuard({
    verdicts,
    wrongKeys: s.wrongKeys,
    trustProxy: s.trustProxy,
    now: () => timers.now(),
    unavailable: (failure) => unavailable(failure, timers.now(), "your API key could not be checked, and nothing was sent"),
  });
  routes = gatewayRoutes(app, {
    verdicts,
    upstream,
    poller,
    records,
    timers,
    publicOrigin: s.publicOrigin,
    maxHeldReads: s.maxHeldReads,
    busyRetryAfterSeconds: s.busyRetryAfterSeconds,
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
  return {
    upstream,
    poller,
    records,
    view,
    heldReads: () => routes?.heldReads() ?? 0,
    keyGuard,
    close: () => {
      unwatch();
      poller.close();
    },
  };
}
