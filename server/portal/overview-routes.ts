// The portal's first screen (GET /portal/api/overview): the getting-started checklist as the
// account's state answers it, the latest orders, and the volume per asset, summed and valued
// with exact decimal arithmetic at the service's current rates.
import type { Hono } from "hono";
import * as z from "zod/mini";
import { addCrypto, ASSETS, cryptoToFiat, isAssetId, type AssetId } from "../../src/shared/index.ts";
import { OVERVIEW_CURRENCIES, type PortalOverview } from "../../src/shared/schemas/portal-overview.ts";
import { listApiKeys } from "../use-cases/clients.ts";
import { parseWith } from "../http/validation.ts";
import type { Services } from "../services.ts";
import type { OrderType } from "../../src/shared/index.ts";
import { portalOrderOf } from "./order-views.ts";
import type { PortalGuards } from "./routes.ts";

const OverviewQuery = z.object({
  currency: z.optional(z.enum(OVERVIEW_CURRENCIES, `currency must be one of ${OVERVIEW_CURRENCIES.join(", ")}`)),
});

const RECENT = 5;
const PAGE = 500;
/** Integrations looked at for a callback URL (a merchant has a handful). */
const INTEGRATIONS = 200;

export function portalOverviewRoutes(app: Hono, s: Services, guards: PortalGuards): void {
  app.get("/portal/api/overview", guards.signedIn, async (c) => {
    const { currency = "USD" } = parseWith(OverviewQuery, c.req.query(), "query");
    const clientId = c.var.portal.account.clientId;
    const [integrations, keys, recent, rates] = await Promise.all([
      s.store.listIntegrations(clientId, { offset: 0, limit: INTEGRATIONS }),
      listApiKeys(s, clientId),
      s.store.listOrders(clientId, {}, { offset: 0, limit: RECENT }),
      s.rates.current(),
    ]);
    // Volume: every completed payment and deposit, a page at a time (only those made before
    // the first read, so that a new order cannot shift the pages and count twice).
    const before = new Date(s.clock.now().getTime() + 1).toISOString();
    const sums = new Map<AssetId, { amount: string; orders: number }>();
    let tested = false;
    for (const type of ["payment", "deposit"] as OrderType[]) {
      for (let offset = 0; ; offset += PAGE) {
        const { items } = await s.store.listOrders(clientId, { type, status: "completed", createdBefore: before }, { offset, limit: PAGE });
        for (const order of items) {
          if (type === "payment") tested = true;
          const sum = sums.get(order.assetId) ?? { amount: "0", orders: 0 };
          sums.set(order.assetId, { amount: addCrypto(sum.amount, order.primaryAmount), orders: sum.orders + 1 });
        }
        if (items.length < PAGE) break;
      }
    }
    const body: PortalOverview = {
      checklist: {
        integration: integrations.items.length > 0,
        apiKey: keys.some((key) => key.revokedAt === null),
        callbackUrl: integrations.items.some((integration) => integration.webhook.callbackUrl !== null),
        testPayment: tested,
      },
      recent: recent.items.map((order) => portalOrderOf(order, s.config.publicOrigin)),
      currency,
      ratesAt: rates.at,
      volume: [...sums]
        .filter(([assetId]) => isAssetId(assetId))
        .map(([assetId, sum]) => {
          const rate = rates.rates[assetId]?.[currency];
          return {
            assetId,
            currency: ASSETS[assetId].currencyCode,
            amount: sum.amount,
            orders: sum.orders,
            value: rate === undefined ? null : cryptoToFiat(sum.amount, rate),
          };
        }),
    };
    return c.json(body);
  });
}
