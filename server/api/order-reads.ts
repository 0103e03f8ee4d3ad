// GET /api/v1/orders, /orders/{orderId}, /orders/{orderId}/transactions/{transactionId}.
// Reads answer 200; an unknown id is 404 with the error array (sandbox's choice).
import type { Hono } from "hono";
import * as z from "zod/mini";
import { OrderType, Spec, isIssuedId, type Order, type OrderList, type Transaction } from "../../src/shared/index.ts";
import { ApiFailure, apiError, shown } from "../http/failure.ts";
import { toOrder, toTransaction } from "../domain/views.ts";
import { clientIdOf } from "../http/auth.ts";
import { PageQuery, pageOf, pageRequest } from "../http/pagination.ts";
import { parseWith } from "../http/validation.ts";
import { asSpec, specStrict } from "./spec-view.ts";
import { toPayout } from "../domain/payout-view.ts";
import { chainIdsOf } from "./payouts.ts";
import type { Services } from "../services.ts";

export const OrdersQuery = z.object({
  ...PageQuery,
  status: z.optional(z.enum(["inProgress", "completed"])),
  type: z.optional(OrderType),
  externalId: z.optional(z.string()),
});

const isOutgoing = (order: { type: string }) => order.type === "refund" || order.type === "withdrawal";

export function orderReadRoutes(app: Hono, s: Services): void {
  const chain = s.config.chain;
  const chainIds = chain ? chainIdsOf(chain) : {};
  // Payouts exist in chain mode only, and are not a spec field: absent from the strict view.
  const withPayouts = chain !== undefined && chain !== null && !specStrict(s.config);
  app.get("/api/v1/orders", async (c) => {
    const query = parseWith(OrdersQuery, c.req.query(), "query");
    const page = pageRequest(query.page, query.perPage);
    const filter = {
      ...(query.status === undefined ? {} : { status: query.status }),
      ...(query.type === undefined ? {} : { type: query.type }),
      ...(query.externalId === undefined ? {} : { externalId: query.externalId }),
    };
    // Newest first.
    const clientId = clientIdOf(c);
    const { items, total } = await s.store.listOrders(clientId, filter, page);
    const now = s.clock.now().toISOString();
    // Chain mode's refunds and withdrawals carry their payout here too, as the single read does: one query for the page.
    const payouts = withPayouts
      ? await s.store.payouts.ofOrders(
          items.filter(isOutgoing).map((o) => o.id),
          clientId,
        )
      : new Map();
    const body: OrderList = pageOf(
      items.map((order) => {
        const view = toOrder(order, now);
        const payout = payouts.get(order.id);
        if (payout) view.payout = toPayout(payout, chainIds);
        return view;
      }),
      total,
      page,
    );
    return c.json(asSpec(s.config, Spec.OrderList, body));
  });

  // Another client's order answers as an unknown id does.
  const orderOr404 = async (clientId: string, orderId: string) => {
    // An id of a shape never issued is unknown without a lookup.
    const order = isIssuedId(orderId) ? await s.store.getOrder(orderId, clientId) : undefined;
    if (!order) {
      throw new ApiFailure(404, [
        apiError(
          "wrongData",
          "orderId",
          `order ${shown(orderId)} does not exist: use an orderId from a creation answer or GET /api/v1/orders`,
        ),
      ]);
    }
    return order;
  };

  app.get("/api/v1/orders/:orderId", async (c) => {
    const clientId = clientIdOf(c);
    const order = await orderOr404(clientId, c.req.param("orderId"));
    const body: Order = toOrder(order, s.clock.now().toISOString());
    // Chain mode's refunds and withdrawals carry the payout the merchant's wallet pays (not a spec field).
    if (withPayouts && isOutgoing(order)) {
      const payout = await s.store.payouts.get(order.id, clientId);
      if (payout) body.payout = toPayout(payout, chainIds);
    }
    return c.json(asSpec(s.config, Spec.Order, body));
  });

  app.get("/api/v1/orders/:orderId/transactions/:transactionId", async (c) => {
    const order = await orderOr404(clientIdOf(c), c.req.param("orderId"));
    const transactionId = c.req.param("transactionId");
    const tx = order.transactions.find((t) => t.id === transactionId);
    if (!tx) {
      throw new ApiFailure(404, [
        apiError(
          "wrongData",
          "transactionId",
          `order ${order.id} has no transaction ${shown(transactionId)}: its transactions are listed in GET /api/v1/orders/${order.id}`,
        ),
      ]);
    }
    const body: Transaction = toTransaction(order, tx);
    return c.json(asSpec(s.config, Spec.Transaction, body));
  });
}
