// The service as a factory over injected parts (STYLE 7): tests call app.request() without a
// port; server/main.ts wires the real store, clock, ids and webhook dispatcher.
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { methodNotAllowed } from "hono/method-not-allowed";
import { assetRoutes } from "./api/assets.ts";
import { exchangeRateRoutes } from "./api/exchange-rates.ts";
import { incomingOrderRoutes } from "./api/incoming-orders.ts";
import { integrationRoutes } from "./api/integrations.ts";
import { orderReadRoutes } from "./api/order-reads.ts";
import { outgoingOrderRoutes } from "./api/outgoing-orders.ts";
import { sendRemovedRoutes } from "./api/send-removed.ts";
import { createOrderEvents, type OrderEvents } from "./checkout/order-events.ts";
import { checkoutOrderRoutes } from "./checkout/order-read.ts";
import { createOrderViews } from "./checkout/order-view.ts";
import { checkoutPageRoutes } from "./checkout/page.ts";
import type { Clock } from "./domain/clock.ts";
import { apiError } from "./domain/failure.ts";
import type { Ids } from "./domain/ids.ts";
import { requireApiKey } from "./http/auth.ts";
import { errorResponse, methodNotAllowedResponse, notFound, onError } from "./http/errors.ts";
import { consoleLogger, type Logger } from "./http/logger.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { createAssets, staticRoutes } from "./http/static.ts";
import { createFaults, type Faults } from "./sandbox/faults.ts";
import { sandboxRoutes } from "./sandbox/routes.ts";
import { createServices, type AppConfig, type Services } from "./services.ts";
import type { Repository } from "./store/index.ts";
import type { WebhookDispatcher } from "./webhooks/index.ts";

export type { AppConfig } from "./services.ts";

export interface AppParts {
  store: Repository;
  clock: Clock;
  ids: Ids;
  webhooks: WebhookDispatcher;
  config: AppConfig;
  logger?: Logger;
  events?: OrderEvents;
  faults?: Faults;
}

/** Request bodies above this are refused (413) before they are read. */
export const MAX_BODY_BYTES = 64 * 1024;

export function createApp(parts: AppParts): Hono & { services: Services } {
  const services = createServices({
    store: parts.store,
    clock: parts.clock,
    ids: parts.ids,
    webhooks: parts.webhooks,
    config: parts.config,
    logger: parts.logger ?? consoleLogger,
    events: parts.events ?? createOrderEvents(),
    faults: parts.faults ?? createFaults(),
  });
  const app = new Hono();

  app.use(securityHeaders);
  app.use(methodNotAllowed({ app, onMethodNotAllowed: methodNotAllowedResponse }));
  app.use(
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) =>
        errorResponse(c, 413, [apiError("wrongData", "body", `The body is larger than ${MAX_BODY_BYTES} bytes: send a smaller JSON object`)]),
    }),
  );
  for (const prefix of ["/api/v1/*", "/_sandbox/*"]) {
    // Before the key check, so a 401 is not cached either.
    app.use(prefix, async (c, next) => {
      await next();
      if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
    });
    // The key lives in the state alone (it survives a restart of the file store and a reset).
    app.use(prefix, requireApiKey(() => services.store.settings.apiKey));
  }

  app.get("/healthz", (c) => c.json({ ok: true }, 200, { "Cache-Control": "no-store" }));
  app.get("/", (c) =>
    c.json({
      name: "Crypto Payment Service API v1 sandbox",
      api: "/api/v1 (header X-API-Key)",
      sandbox: "/_sandbox (header X-API-Key)",
      checkout: "/pay?integrationId={integrationId}&orderId={orderId}",
      embed: ["/embed.js", "/embed.mjs"],
      health: "/healthz",
      docs: "README.md",
    }),
  );

  integrationRoutes(app, services);
  assetRoutes(app, services);
  exchangeRateRoutes(app, services);
  incomingOrderRoutes(app, services);
  outgoingOrderRoutes(app, services);
  sendRemovedRoutes(app, services);
  orderReadRoutes(app, services);
  sandboxRoutes(app, services);
  const views = createOrderViews(services);
  const assets = createAssets(parts.config.distDir ?? null);
  checkoutOrderRoutes(app, services, views);
  checkoutPageRoutes(app, assets, views);
  staticRoutes(app, assets);

  app.onError(onError(services.logger));
  app.notFound(notFound);
  return Object.assign(app, { services });
}
