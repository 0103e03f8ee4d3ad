// The portal's orders, money and callbacks (/portal/api/orders, deliveries, balances, sandbox):
// every write goes through the same use cases as the API, for the session's client, so the
// portal follows the same rules and the same Idempotency-Key handling. Refunds and withdrawals
// ask for a fresh step-up, and their audit line commits in the money's own transaction.
import type { Context, Hono, MiddlewareHandler } from "hono";
import * as z from "zod/mini";
import {
  ASSET_IDS,
  AssetIdText,
  OrderType,
  isIssuedId,
  type PortalBalances,
  type PortalDeliveryList,
  type PortalOrder,
} from "../../src/shared/index.ts";
import { incomingOrderHandler } from "../api/incoming-orders.ts";
import { outgoingOrderHandlers } from "../api/outgoing-orders.ts";
import { paymentLinkHandlers } from "../api/payment-links.ts";
import { specStrict } from "../api/spec-view.ts";
import { markPaid } from "../use-cases/payment-links.ts";
import { ApiFailure, apiError, shown } from "../http/failure.ts";
import { ZERO } from "../domain/ledger.ts";
import { actFor } from "../http/auth.ts";
import { PageQuery, pageOf, pageRequest } from "../http/pagination.ts";
import { parseWith, readJsonObject } from "../http/validation.ts";
import type { ChainHandlers } from "../sandbox/routes.ts";
import { redeliver, sendTestEvent } from "../sandbox/webhook-tools.ts";
import { SandboxTestEventRequest } from "../sandbox/schemas.ts";
import { isSandbox, type Services } from "../services.ts";
import type { OrderFilter } from "../store/index.ts";
import { CSV_HEADER, csvRow } from "./orders-csv.ts";
import { explorerOfOrder } from "../chain/checkout-chain.ts";
import { chainNotesOf, chainUncountedOf, portalOrderOf } from "./order-views.ts";
import type { PortalGuards } from "./routes.ts";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (field: string) =>
  z.optional(
    z.string().check(z.refine((text) => DAY.test(text) && !Number.isNaN(Date.parse(text)), `${field} must be a date as YYYY-MM-DD`)),
  );

export const PortalOrdersQuery = z.object({
  ...PageQuery,
  status: z.optional(z.enum(["inProgress", "completed"], "status must be inProgress or completed")),
  type: z.optional(OrderType),
  assetId: z.optional(AssetIdText),
  externalId: z.optional(z.string()),
  from: day("from"),
  to: day("to"),
});

/** The refunds an order's detail lists, newest first. */
const MAX_REFUNDS_SHOWN = 1000;
const LISTED = 200;

/** Orders read per page while an export is sent. */
const EXPORT_PAGE = 500;

function filterOf(query: z.infer<typeof PortalOrdersQuery>): OrderFilter {
  return {
    ...(query.status === undefined ? {} : { status: query.status }),
    ...(query.type === undefined ? {} : { type: query.type }),
    ...(query.externalId ? { externalId: query.externalId } : {}),
    ...(query.assetId === undefined ? {} : { assetId: query.assetId }),
    ...(query.from ? { createdFrom: `${query.from}T00:00:00.000Z` } : {}),
    ...(query.to ? { createdBefore: new Date(Date.parse(`${query.to}T00:00:00.000Z`) + 86_400_000).toISOString() } : {}),
  };
}

const orderNotFound = (id: string) =>
  new ApiFailure(404, [apiError("wrongData", "orderId", `order ${shown(id)} does not exist: use an orderId from the orders list`)]);

export function portalOrderRoutes(app: Hono, s: Services, guards: PortalGuards, chain: ChainHandlers | null): void {
  const clientOf = (c: Context) => c.var.portal.account.clientId;
  /** The API's handlers read the client from the key holder: here, the session's client. */
  const asClient: MiddlewareHandler = async (c, next) => {
    actFor(c, { clientId: clientOf(c), keyId: `portal:${c.var.portal.account.id}` });
    return next();
  };
  for (const path of [
    "/portal/api/orders",
    "/portal/api/orders/*",
    "/portal/api/deliveries",
    "/portal/api/deliveries/*",
    "/portal/api/balances",
  ]) {
    app.use(path, guards.signedIn);
  }
  // The simulated chain's handlers are the sandbox's own, reading the client as a key holder's.
  app.use("/portal/api/sandbox/*", guards.signedIn, asClient);
  // So are the payment links' (the API's own handlers, below).
  app.use("/portal/api/payment-links", guards.signedIn, asClient);
  app.use("/portal/api/payment-links/*", guards.signedIn, asClient);
  const view = (record: Parameters<typeof portalOrderOf>[0]): PortalOrder => portalOrderOf(record, s.config.publicOrigin);

  // The API's creation handlers, acting for the session's client; a refund or withdrawal
  // sends funds to any address the session names: a fresh step-up, and its audit line (what
  // moved and where) commits with the money. A replayed Idempotency-Key moved nothing and
  // records nothing again.
  app.post("/portal/api/orders/payment", incomingOrderHandler(s, "payment", clientOf));
  app.post("/portal/api/orders/deposit", incomingOrderHandler(s, "deposit", clientOf));
  const outgoing = outgoingOrderHandlers(s, {
    clientOf,
    requestedBy: (c) => `portal: ${c.var.portal.account.email}`,
    audit: (c, kind, { order }) =>
      guards.auditEntry(c, `${kind} created`, {
        orderId: order.id,
        amount: order.primaryAmount,
        assetId: order.assetId,
        destinationAddress: order.destinationAddress ?? "",
        ...(order.refundOf ? { refundOf: order.refundOf } : {}),
      }),
  });
  app.post("/portal/api/orders/refund", guards.requireRecentConfirmation, outgoing.refund);
  app.post("/portal/api/orders/withdrawal", guards.requireRecentConfirmation, outgoing.withdrawal);

  // "Sell without code": the API's own payment-link handlers, for the session's client.
  if (!specStrict(s.config)) {
    const links = paymentLinkHandlers(s);
    app.post("/portal/api/payment-links", links.create);
    app.get("/portal/api/payment-links", links.list);
    app.get("/portal/api/payment-links/:linkId", links.read);
    app.post("/portal/api/payment-links/:linkId/deactivate", links.deactivate);
  }

  // "Mark as paid": an order whose payment arrived after its window completes by the merchant's
  // hand. It tells the shop (its completion callback) that it may deliver: a trust change, so a
  // fresh step-up first, and its audit line commits with the change, as a refund's does.
  app.post("/portal/api/orders/:orderId/mark-paid", guards.requireRecentConfirmation, async (c) => {
    const id = c.req.param("orderId");
    if (!isIssuedId(id)) throw orderNotFound(id);
    const written = await markPaid(
      s.store,
      clientOf(c),
      id,
      { ...s.ruleContext(), specStrict: specStrict(s.config) },
      {
        audit: ({ order }) =>
          guards.auditEntry(c, "order marked as paid", { orderId: order.id, amount: order.primaryAmount, assetId: order.assetId }),
      },
    );
    if (written.kind !== "applied") throw new Error("a mark-as-paid takes no Idempotency-Key: it cannot be replayed");
    return c.json(view(written.result.order));
  });

  app.get("/portal/api/orders", async (c) => {
    const query = parseWith(PortalOrdersQuery, c.req.query(), "query");
    const page = pageRequest(query.page, query.perPage);
    const { items, total } = await s.store.listOrders(clientOf(c), filterOf(query), page);
    return c.json(pageOf(items.map(view), total, page));
  });

  // Every order the filters match, as CSV, read a page at a time while it is sent. Only orders
  // made before the export began: a newer one would shift the pages under it (newest first) and
  // repeat a line.
  app.get("/portal/api/orders/export.csv", async (c) => {
    const query = parseWith(PortalOrdersQuery, c.req.query(), "query");
    const clientId = clientOf(c);
    const now = s.clock.now();
    const startedAt = new Date(now.getTime() + 1).toISOString();
    const filter = filterOf(query);
    if (filter.createdBefore === undefined || filter.createdBefore > startedAt) filter.createdBefore = startedAt;
    let offset = 0;
    let ended = false;
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => controller.enqueue(encoder.encode(CSV_HEADER)),
      pull: async (controller) => {
        if (ended) return;
        const { items } = await s.store.listOrders(clientId, filter, { offset, limit: EXPORT_PAGE });
        offset += items.length;
        if (items.length > 0) controller.enqueue(encoder.encode(items.map((record) => csvRow(view(record))).join("")));
        if (items.length < EXPORT_PAGE) {
          ended = true;
          controller.close();
        }
      },
    });
    return c.body(body, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="orders-${now.toISOString().slice(0, 10)}.csv"`,
      "Cache-Control": "no-store",
    });
  });

  app.get("/portal/api/orders/:orderId", async (c) => {
    const id = c.req.param("orderId");
    const order = isIssuedId(id) ? await s.store.getOrder(id, clientOf(c)) : undefined;
    if (!order) throw orderNotFound(id);
    const [integration, link] = await Promise.all([
      s.store.getIntegration(order.integrationId, clientOf(c)),
      order.paymentLinkId ? s.store.getPaymentLink(order.paymentLinkId, clientOf(c)) : undefined,
    ]);
    const names = {
      ...(integration ? { integrationName: integration.name } : {}),
      ...(link ? { paymentLinkName: link.name } : {}),
      explorerUrl: explorerOfOrder(order.assetId, s.config.chain?.settings ?? null),
    };
    if (order.type !== "payment" && order.type !== "deposit") return c.json({ ...view(order), ...names } satisfies PortalOrder);
    const { items } = await s.store.listOrders(
      clientOf(c),
      { type: "refund", refundOf: order.id },
      { offset: 0, limit: MAX_REFUNDS_SHOWN },
    );
    const refunds = items.map((refund) => ({
      id: refund.id,
      amount: refund.primaryAmount,
      status: refund.status,
      createdAt: refund.createdAt,
    }));
    // Chain mode: what the watchers saw at the order's address and did not count, or lost to a reorg.
    // Those are at most the first 50 unexpected ones; any further are only counted, per contract.
    const chainNotes = s.config.chain ? chainNotesOf(await s.store.chain.transfersOfOrder(order.id)) : [];
    const chainUncounted = s.config.chain ? chainUncountedOf(await s.store.chain.talliesOfOrder(order.id)) : [];
    return c.json({
      ...view(order),
      ...names,
      refunds,
      ...(chainNotes.length > 0 ? { chainNotes } : {}),
      ...(chainUncounted.length > 0 ? { chainUncounted } : {}),
    } satisfies PortalOrder);
  });

  const DeliveriesQuery = z.object({ orderId: z.optional(z.string()), integrationId: z.optional(z.string()) });
  app.get("/portal/api/deliveries", async (c) => {
    const query = parseWith(DeliveriesQuery, c.req.query(), "query");
    // A filter by an id never issued matches nothing.
    if ((query.orderId && !isIssuedId(query.orderId)) || (query.integrationId && !isIssuedId(query.integrationId)))
      return c.json({ data: [] });
    const rows = await s.store.outbox.list(
      {
        clientId: clientOf(c),
        ...(query.orderId ? { orderId: query.orderId } : {}),
        ...(query.integrationId ? { integrationId: query.integrationId } : {}),
      },
      LISTED,
    );
    const body: PortalDeliveryList = { data: rows.map(({ clientId: _client, ...delivery }) => delivery) };
    return c.json(body);
  });

  app.post("/portal/api/deliveries/:deliveryId/redeliver", async (c) =>
    c.json(await redeliver(s, clientOf(c), c.req.param("deliveryId")), 202),
  );

  app.post("/portal/api/integrations/:integrationId/webhook/test", async (c) => {
    const request = parseWith(SandboxTestEventRequest, await readJsonObject(c, { optional: true }));
    return c.json(await sendTestEvent(s, clientOf(c), c.req.param("integrationId"), request.orderId), 202);
  });

  app.get("/portal/api/balances", async (c) => {
    const { items } = await s.store.listIntegrations(clientOf(c), { offset: 0, limit: LISTED });
    const data: PortalBalances["data"] = [];
    for (const integration of items) {
      const held = await s.store.balances(integration.id);
      data.push({
        integrationId: integration.id,
        name: integration.name,
        balances: ASSET_IDS.map((assetId) => ({ assetId, amount: held[assetId] ?? ZERO })),
      });
    }
    const body: PortalBalances = { data };
    return c.json(body);
  });

  // The simulated chain, in sandbox mode only: a transfer to an order, blocks on a transfer.
  if (isSandbox(s.config) && chain) {
    app.post("/portal/api/sandbox/orders/:orderId/payments", chain.payment);
    app.post("/portal/api/sandbox/transactions/:transactionId/confirm", chain.confirm);
    app.post("/portal/api/sandbox/orders/:orderId/expire", chain.expire);
  }
}
