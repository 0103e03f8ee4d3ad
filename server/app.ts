// The service as a factory over injected parts, so that tests call app.request() without a
// port and choose the clock and ids (deterministic answers); server/main.ts wires the real store, clock, ids and webhook dispatcher.
import { Hono, type MiddlewareHandler } from "hono";
import { methodNotAllowed } from "hono/method-not-allowed";
import { assetRoutes } from "./api/assets.ts";
import { exchangeRateRoutes } from "./api/exchange-rates.ts";
import { incomingOrderRoutes } from "./api/incoming-orders.ts";
import { integrationRoutes } from "./api/integrations.ts";
import { orderReadRoutes } from "./api/order-reads.ts";
import { outgoingOrderRoutes } from "./api/outgoing-orders.ts";
import { sendRemovedRoutes } from "./api/send-removed.ts";
import { createOrderEvents, type OrderEvents } from "./events/order-events.ts";
import { createOrderRead, DEFAULT_BUSY_RETRY_AFTER_SECONDS } from "./checkout/order-read.ts";
import { createOrderViews } from "./checkout/order-view.ts";
import { checkoutPageRoutes, linkPageRoutes, tooManyRequestsPage } from "./checkout/page.ts";
import { createLinkPages } from "./checkout/link-choice.ts";
import { createLinkChoiceGuard, LINK_FORM_SECRET } from "./checkout/link-form-token.ts";
import { linkRateLimit } from "./checkout/link-limits.ts";
import type { Clock } from "./domain/clock.ts";
import { apiError } from "./http/failure.ts";
import { frameAncestorsOf } from "./domain/integrations.ts";
import { CHECKOUT_PAGE_PATH, LINK_PAGE_PATH, type NetworkId } from "../src/shared/index.ts";
import type { Ids } from "./domain/ids.ts";
import { requireApiKey } from "./http/auth.ts";
import { keyAttempts } from "./http/key-attempts.ts";
import { errorResponse, methodNotAllowedResponse, notFound, onError } from "./http/errors.ts";
import { bodyText, declaresTooLarge } from "./http/body.ts";
import { MAX_BODY_BYTES } from "./http/limits.ts";
import { createRateLimit, perClientRateLimit } from "./http/rate-limit.ts";
import { connectionClientKey } from "./http/client-key.ts";
import type { NodeServable } from "./http/listen.ts";
import { headerOf, requestHeader } from "./http/answer.ts";
import { consoleLogger, type Logger } from "./http/logger.ts";
import { isSecured, securityHeaders } from "./http/security-headers.ts";
import { createAssets, staticRoutes } from "./http/static.ts";
import { createFaults, type Faults } from "./sandbox/faults.ts";
import { openApiRoutes } from "./openapi/routes.ts";
import { paymentLinkRoutes } from "./api/payment-links.ts";
import { payoutRoutes } from "./api/payouts.ts";
import { webhookListenRoutes } from "./api/webhook-listen.ts";
import { sandboxRoutes } from "./sandbox/routes.ts";
import { portalPageRoutes } from "./portal/page.ts";
import { portalRoutes } from "./portal/routes.ts";
import { portalPayoutRoutes } from "./portal/payout-routes.ts";
import { portalIntegrationRoutes } from "./portal/integration-routes.ts";
import { portalOrderRoutes } from "./portal/order-routes.ts";
import { portalOverviewRoutes } from "./portal/overview-routes.ts";
import { portalApiKeyRoutes } from "./portal/api-key-routes.ts";
import { portalTwoFactorRoutes } from "./portal/two-factor-routes.ts";
import { portalNotificationRoutes } from "./portal/notification-routes.ts";
import { portalLanguageRoutes } from "./portal/language-routes.ts";
import { watcherAlerts } from "./mail/operator-alerts.ts";
import { sandboxWebhookRoutes } from "./sandbox/webhook-routes.ts";
import { createServices, usesSandboxRates, type AppConfig, type Services } from "./services.ts";
import { headAsGet } from "./http/head-as-get.ts";
import { mountGateway, type Gateway, type GatewayConfig } from "./gateway/mode.ts";
import type { Repository } from "./store/index.ts";
import { startChainWatchers, type ChainWatchers } from "./chain/watchers.ts";
import { declaredPayers } from "./chain/payout-settings.ts";
import { writeChainTick } from "./use-cases/chain-ticks.ts";
import { countTick } from "./chain/rpc-counts.ts";
import type { WebhookDispatcher } from "./webhooks/index.ts";
import type { MailSender } from "./mail/sender.ts";
import { createMetrics, type Metrics } from "./metrics/metrics.ts";
import { countRequests, metricsRoute, ORDER_READ_ROUTE } from "./metrics/http.ts";
import { logFastLane, logRequests } from "./logs/request-log.ts";

export type { AppConfig } from "./services.ts";

export interface AppParts {
  store: Repository;
  clock: Clock;
  ids: Ids;
  webhooks: WebhookDispatcher;
  /** Sends the mail outbox (server/mail/sender.ts); absent without SMTP_URL: nothing is mailed. */
  mail?: MailSender | null;
  config: AppConfig;
  logger?: Logger;
  events?: OrderEvents;
  faults?: Faults;
  /**
   * Gateway mode (UPSTREAM_URL): /api/v1 goes to that upstream Payment Service API, the page
   * reads the gateway's links and the poller's snapshots; no sandbox, portal or local keys.
   */
  gateway?: GatewayConfig;
  /**
   * Chain mode's watchers start with the app (default true). False: they are made but not
   * started, and a test drives their ticks (`app.chain.watchers[network].tick()`).
   */
  startWatchers?: boolean;
  /**
   * Metrics (metrics/): counted when given. `token`: GET /metrics on this app behind that
   * bearer token (null: not on this app, e.g. served on METRICS_PORT instead). `scrape`: the
   * answer for the whole service when it is more than this process (WORKERS).
   */
  metrics?: {
    token: string | null;
    scrape?: () => Promise<{ text: string; contentType: string }>;
    processMetrics?: boolean;
    /** nodejs_gc_duration_seconds (METRICS_GC=1; metrics/process-metrics.ts). */
    gcDurations?: boolean;
  };
}

export { MAX_BODY_BYTES };

/**
 * No-store on every answer that does not say otherwise. An answer built complete
 * (http/answer.ts apiJson) says it itself, and is left alone: reading its headers here would
 * copy them into a Headers object.
 */
const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  if (!isSecured(c.res) && !c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
};

export type App = Hono & {
  services: Services;
  serveNode: NodeServable["serveNode"];
  gateway: Gateway | null;
  /** Chain mode's watchers, one per network (stop them at shutdown); null in the other modes. */
  chain: ChainWatchers | null;
  /** This process's metrics, when counted. */
  metrics: Metrics | null;
};

export function createApp(parts: AppParts): App {
  // Notices are queued only where a sender will send them, their links on the public origin.
  if (parts.mail) parts.store.mail.noticesOn(parts.config.publicOrigin);
  const services = createServices({
    store: parts.store,
    clock: parts.clock,
    ids: parts.ids,
    webhooks: parts.webhooks,
    mail: parts.mail ?? null,
    config: parts.config,
    logger: parts.logger ?? consoleLogger,
    events: parts.events ?? createOrderEvents(),
    faults: parts.faults ?? createFaults(),
  });
  const app = new Hono();

  // Outermost, so that every answer is logged with its final status and carries its request id.
  app.use(logRequests(services.logger));
  // First, so that every answer is counted with its final status, whatever refused it.
  let gatewayHeldReads: (() => number) | null = null;
  const chainModeForMetrics = parts.config.chain ?? null;
  const metrics = parts.metrics
    ? createMetrics(
        {
          heldReads: () => gatewayHeldReads?.() ?? services.heldReads.size(),
          chain: () => chainModeForMetrics?.health ?? null,
          rates: () => services.rates.health?.() ?? null,
          outbox: async () => {
            const [pending, nextDue, oldest] = await Promise.all([
              services.store.outbox.pendingCount(),
              services.store.outbox.nextDue(),
              services.store.outbox.oldestPending(),
            ]);
            return { pending, nextDue, oldest };
          },
          now: () => services.clock.now().getTime(),
          orders: () => services.orderCounts,
          callbacks: () => services.webhooks.outcomes ?? null,
          chainCounts: () => chainModeForMetrics?.counts ?? null,
          payoutsOpen: chainModeForMetrics
            ? async () => {
                const open: Partial<Record<string, number>> = {};
                for (const network of Object.keys(chainModeForMetrics.settings.networks) as NetworkId[]) {
                  open[network] = (await services.store.payouts.open(network)).length;
                }
                return open;
              }
            : () => null,
        },
        { processMetrics: parts.metrics.processMetrics, gcDurations: parts.metrics.gcDurations },
      )
    : null;
  if (metrics) {
    app.use(countRequests(metrics));
    if (parts.metrics?.token) metricsRoute(app, parts.metrics.token, parts.metrics.scrape ?? (() => metrics.scrape()));
  }
  app.use(securityHeaders);
  app.use(methodNotAllowed({ app, onMethodNotAllowed: methodNotAllowedResponse }));
  // Per-client limits on what anyone can call without spending anything: the
  // public order read and the sandbox routes (before the key check: guessing keys counts too).
  const limits = parts.config.rateLimits ?? {};
  const trustProxy = parts.config.trustProxy ?? 0;
  const orderReadLimit = limits.orderRead
    ? createRateLimit(limits.orderRead, { what: "the checkout's order read", trustProxy, setting: "RATE_LIMIT_ORDER_READ" })
    : null;
  if (orderReadLimit) app.use("/checkout/v1/*", orderReadLimit.middleware);
  // The page is the dearest public route (a render, a QR code, compression), and answers
  // found or not found for any id: counted per client like the order read, answered with a page.
  const assets = createAssets(parts.config.distDir ?? null);
  if (limits.page) {
    app.use(
      CHECKOUT_PAGE_PATH,
      perClientRateLimit(limits.page, {
        what: "the checkout page",
        trustProxy,
        setting: "RATE_LIMIT_PAGE",
        answer: tooManyRequestsPage(assets),
      }),
    );
  }
  // A payment link's page and choice: anyone may call them, and each choice makes an order, so
  // both are counted per client and per link in the database (every process spends the same
  // budget), answered past it with the page's "too many requests" screen.
  const linkLimits = parts.config.paymentLinks?.limits;
  if (linkLimits && !parts.gateway) {
    app.use(
      `${LINK_PAGE_PATH}/:linkId`,
      linkRateLimit(linkLimits, { store: services.store, clock: services.clock, trustProxy, answer: tooManyRequestsPage(assets) }),
    );
  }
  // Wrong keys counted per client address across the API and the sandbox: past the limit,
  // refused before the next key is looked up.
  const wrongKeys = limits.keyFailures ? keyAttempts(limits.keyFailures, { trustProxy }) : null;
  // In gateway mode the upstream judges the merchant's key: nothing is looked up here. Chain
  // mode has no sandbox routes at all: /_sandbox answers 404 as any unknown path.
  for (const prefix of parts.gateway ? [] : parts.config.chain ? ["/api/v1/*"] : ["/api/v1/*", "/_sandbox/*"]) {
    // Before the key check, so a 401 is not cached either.
    app.use(prefix, noStore);
    if (prefix === "/_sandbox/*" && limits.sandbox) {
      app.use(prefix, perClientRateLimit(limits.sandbox, { what: "the sandbox routes", trustProxy, setting: "RATE_LIMIT_SANDBOX" }));
    }
    if (wrongKeys) app.use(prefix, wrongKeys.middleware);
    // The key names the client; every route below sees only that client's records.
    app.use(
      prefix,
      requireApiKey((presented) => services.store.keyHolder(presented)),
    );
  }
  // A gateway's key guard (gateway/key-guard.ts), mounted with the gateway below but run here,
  // before the body is read: a request without a good key is answered unread.
  let gatewayKeyGuard: MiddlewareHandler | null = null;
  if (parts.gateway) app.use("/api/v1/*", (c, next) => (gatewayKeyGuard ? gatewayKeyGuard(c, next) : next()));
  // The body limit, after the per-client limits and the key check: an unauthenticated or
  // limited client is answered before a byte of its body is buffered. A body declared larger
  // than the limit is refused by its Content-Length; one sent without a length is read here
  // (http/body.ts keeps it for the route) and refused as soon as it passes the limit. Node
  // hands a GET or HEAD handler no body, whatever the client sends.
  app.use(async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    if (declaresTooLarge(c))
      return errorResponse(c, 413, [
        apiError("wrongData", "body", `The body is larger than ${MAX_BODY_BYTES} bytes: send a smaller JSON object`),
      ]);
    if (requestHeader(c, "content-length") === undefined) await bodyText(c);
    return next();
  });

  // heldReads: the pages this process holds a read for (a load balancer or an operator can
  // spread them; tests wait on it).
  // In chain mode, each network's watcher too (head, cursor, lag, last error): still 200 while a
  // node fails or lags, since the pages and the API keep working. In gateway mode the gateway's
  // own page reads are the held ones.
  const chainMode = parts.config.chain ?? null;
  let heldReads = () => services.heldReads.size();
  // The exchange-rate feed's state (the table's time, held rates, a failure streak): still 200
  // while it fails, as the chain's watchers, since what needs no rate keeps working.
  const rateHealth = () => {
    const health = services.rates.health?.();
    return health ? { exchangeRates: health } : {};
  };
  app.get("/healthz", (c) =>
    c.json({ ok: true, heldReads: heldReads(), ...(chainMode ? { chain: chainMode.health } : {}), ...rateHealth() }, 200, {
      "Cache-Control": "no-store",
    }),
  );
  const served = {
    checkout: "/pay?integrationId={integrationId}&orderId={orderId}",
    embed: ["/embed.js", "/embed.mjs", "/embed.d.ts", "/embed-events.js", "/embed-modal.js"],
    health: "/healthz",
  };
  app.get("/", (c) =>
    c.json(
      parts.gateway
        ? // A gateway has no sandbox: it says what it is in front of, not what it is not.
          {
            name: "Crypto checkout gateway in front of a Payment Service API v1",
            api: "/api/v1 (header X-API-Key, passed to the provider)",
            ...served,
            docs: "docs/gateway.md",
          }
        : chainMode
          ? {
              name: "Crypto Payment Service API v1, watching its chains (chain mode)",
              api: "/api/v1 (header X-API-Key)",
              ...served,
              docs: "docs/operations.md",
            }
          : {
              name: "Crypto Payment Service API v1 sandbox",
              api: "/api/v1 (header X-API-Key)",
              sandbox: "/_sandbox (header X-API-Key)",
              ...served,
              docs: "README.md",
            },
    ),
  );

  if (parts.gateway) {
    // /api/v1 answers carry no-store as the sandbox's do.
    app.use("/api/v1/*", noStore);
    const gateway = mountGateway(app, parts.gateway, {
      store: services.store,
      logger: services.logger,
      publicOrigin: parts.config.publicOrigin,
      events: services.events,
      maxHeldReads: services.heldReads.capacity,
      busyRetryAfterSeconds: parts.config.busyRetryAfterSeconds ?? DEFAULT_BUSY_RETRY_AFTER_SECONDS,
      wrongKeys: limits.keyFailures ?? null,
      trustProxy,
    });
    gatewayKeyGuard = gateway.keyGuard;
    heldReads = gateway.heldReads;
    gatewayHeldReads = gateway.heldReads;
    // The upstream does not say where its merchants embed the page: framed anywhere, as its widgetCode allows.
    checkoutPageRoutes(app, assets, gateway.view);
    staticRoutes(app, assets);
    app.onError(onError(services.logger));
    app.notFound(notFound);
    app.fetch = headAsGet(app.fetch);
    return Object.assign(app, { services, serveNode: () => false, gateway, chain: null, metrics });
  }

  integrationRoutes(app, services);
  assetRoutes(app, services);
  exchangeRateRoutes(app, services);
  incomingOrderRoutes(app, services);
  outgoingOrderRoutes(app, services);
  sendRemovedRoutes(app, services);
  orderReadRoutes(app, services);
  paymentLinkRoutes(app, services);
  payoutRoutes(app, services);
  webhookListenRoutes(app, services);
  // Chain mode: no simulated chain (its payments come from the watchers).
  const chain = chainMode ? null : sandboxRoutes(app, services);
  const portal = portalRoutes(app, services);
  portalIntegrationRoutes(app, services, portal);
  portalOrderRoutes(app, services, portal, chain);
  portalOverviewRoutes(app, services, portal);
  portalTwoFactorRoutes(app, services, portal);
  portalNotificationRoutes(app, services, portal);
  portalLanguageRoutes(app, services, portal);
  portalApiKeyRoutes(app, services, portal);
  portalPayoutRoutes(app, services, portal);
  if (!chainMode) sandboxWebhookRoutes(app, services);
  openApiRoutes(app, services);
  const views = createOrderViews({ ...services, sandbox: usesSandboxRates(parts.config), chain: chainMode?.settings ?? null });
  const orderRead = createOrderRead(
    services,
    views,
    orderReadLimit
      ? (incoming) =>
          orderReadLimit.admit(
            connectionClientKey(incoming.socket, trustProxy > 0 ? headerOf(incoming, "x-forwarded-for") : undefined, trustProxy),
          )
      : undefined,
  );
  orderRead.routes(app);
  // The payer's page, reached by its link: any client's integration.
  // The pseudo-locale (lang=qps-ploc, for layout checks) in the sandbox only: a payer on a real chain reads real words.
  const pseudoLocale = !chainMode;
  checkoutPageRoutes(
    app,
    assets,
    views,
    async (integrationId) => frameAncestorsOf(await services.store.getIntegration(integrationId)),
    pseudoLocale,
  );
  linkPageRoutes(
    app,
    assets,
    createLinkPages(services),
    parts.config.publicOrigin,
    createLinkChoiceGuard(
      () => services.store.deploymentSecret(LINK_FORM_SECRET),
      () => services.clock.now().getTime(),
    ),
    pseudoLocale,
  );
  portalPageRoutes(app, assets);
  staticRoutes(app, assets);

  app.onError(onError(services.logger));
  app.notFound(notFound);
  // app.request() and the socket answer HEAD alike (http/head-as-get.ts).
  app.fetch = headAsGet(app.fetch);
  // Chain mode's watchers write each tick through the service's store, whose commit wakes the
  // pages and hands the callbacks over, as every other write's does.
  const chainWatchers = chainMode
    ? startChainWatchers({
        mode: chainMode,
        reads: services.store.chain,
        write: async (tick) => {
          const written = await writeChainTick(services.store, tick, {
            ids: services.ids,
            specStrict: parts.config.specStrict === true,
            serviceFeeBasisPoints: chainMode.settings.serviceFeeBasisPoints,
            usd: () => services.usd(),
            declaredPayers: declaredPayers(chainMode.settings.payouts.addresses),
            logger: services.logger,
          });
          // Counted once committed: a tick that lost its lease wrote nothing, and is not counted.
          if (written) countTick(chainMode.counts, tick);
          return written;
        },
        payouts: services.store.payouts,
        // The operator hears of a watcher failing for a while only where mail is sent.
        alerts:
          parts.mail && parts.config.operatorEmail
            ? watcherAlerts({
                store: services.store,
                to: parts.config.operatorEmail,
                origin: parts.config.publicOrigin,
                logger: services.logger,
                now: () => services.clock.now(),
              })
            : null,
        logger: services.logger,
        clock: services.clock,
        start: parts.startWatchers !== false,
        heard: (listener) => services.events.watch(listener),
      })
    : null;
  const serveNode = logFastLane(services.logger, ORDER_READ_ROUTE, orderRead.serveNode, metrics?.recorderOf(ORDER_READ_ROUTE));
  return Object.assign(app, { services, serveNode, gateway: null, chain: chainWatchers, metrics });
}
