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
import { portalOrderOf } from "./order-views.ts";
import type { PortalGuards } from "./routes.ts";

const OverviewQuery = z.object({
  currency: z.optional(z.enum(OVERVIEW_CURRENCIES, `currency must be one of ${OVERVIEW_CURRENCIES.join(", ")}`)),
});

const RECENT = 5;
/** Integrations looked at for a callback URL (a merchant has a handful). */
const INTEGRATIONS = 200;

export function portalOverviewRoutes(app: Hono, s: Services, guards: PortalGuards): void {
  app.get("/portal/api/overview", guards.signedIn, async (c) => {
    const { currency = "USD" } = parseWith(OverviewQuery, c.req.query(), "query");
    const clientId = c.var.portal.account.clientId;
    const [integrations, keys, recent, totals, rates] = await Promise.all([
      s.store.listIntegrations(clientId, { offset: 0, limit: INTEGRATIONS }),
      listApiKeys(s, clientId),
      s.store.listOrders(clientId, {}, { offset: 0, limit: RECENT }),
      s.store.completedIncomingTotals(clientId),
      s.rates.current(),
    ]);
    // Volume: one aggregate read, summed exactly by the database; payments and deposits of one
    // asset are added together here (at most two rows an asset).
    const sums = new Map<AssetId, { amount: string; orders: number }>();
    for (const total of totals) {
      const sum = sums.get(total.assetId) ?? { amount: "0", orders: 0 };
      sums.set(total.assetId, { amount: addCrypto(sum.amount, total.amount), orders: sum.orders + total.orders });
    }
    const body: PortalOverview = {
      checklist: {
        integration: integrations.items.length > 0,
        apiKey: keys.some((key) => key.revokedAt === null),
        callbackUrl: integrations.items.some((integration) => integration.webhook.callbackUrl !== null),
        testPayment: totals.some((total) => total.type === "payment"),
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
