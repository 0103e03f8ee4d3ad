// POST /api/v1/order/refund and /withdrawal. Each rule runs inside one synchronous
// store.mutate(): after the body is parsed there is no await until the balance and the refund
// ceiling are both updated, so concurrent requests cannot overdraw either.
import type { Hono } from "hono";
import { RefundRequest, WithdrawalRequest, type OutgoingOrderCreated } from "../../src/shared/index.ts";
import { createRefund, createWithdrawal } from "../domain/orders.ts";
import { parseBody } from "../http/validation.ts";
import type { Services } from "../services.ts";

export function outgoingOrderRoutes(app: Hono, s: Services): void {
  app.post("/api/v1/order/refund", async (c) => {
    const request = await parseBody(c, RefundRequest);
    const { order, transaction } = s.store.mutate((state) => createRefund(state, request, s.ruleContext()));
    s.orderChanged(order);
    const body: OutgoingOrderCreated & { operationId: string } = { orderId: order.id, transactionId: transaction.id, operationId: order.operationId };
    return c.json(body, 201);
  });

  app.post("/api/v1/order/withdrawal", async (c) => {
    const request = await parseBody(c, WithdrawalRequest);
    const { order, transaction } = s.store.mutate((state) => createWithdrawal(state, request, s.ruleContext()));
    s.orderChanged(order);
    const body: OutgoingOrderCreated & { operationId: string } = { orderId: order.id, transactionId: transaction.id, operationId: order.operationId };
    return c.json(body, 201);
  });
}
