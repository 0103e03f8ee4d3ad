// POST /api/v1/order/refund and /withdrawal. Each rule runs in one database transaction that
// locks the order and the balance it draws on, so concurrent requests (in one process or
// several) cannot overdraw the balance or refund past the ceiling.
import type { Handler, Hono } from "hono";
import { RefundRequest, Spec, WithdrawalRequest, type OutgoingOrderCreated } from "../../src/shared/index.ts";
import { clientIdOf } from "../http/auth.ts";
import { ApiFailure, apiError } from "../http/failure.ts";
import { idempotencyClaim, respondWritten } from "../http/idempotency.ts";
import { parseWith, readJsonObject } from "../http/validation.ts";
import type { Services } from "../services.ts";
import { createRefund, createWithdrawal, type OutgoingCreated } from "../use-cases/outgoing-orders.ts";
import { asSpec } from "./spec-view.ts";

/**
 * Chain mode holds no key, so it cannot send anything: a refund or withdrawal is refused as the
 * spec's 400, before its body is judged, saying where payouts are made instead.
 */
const payoutsElsewhere = (kind: "refund" | "withdrawal") =>
  new ApiFailure(400, [
    apiError(
      "wrongData",
      "assetId",
      `a ${kind} cannot be made here: this service watches the chains with extended public keys only and holds no private key, so payouts are signed outside this service, from the wallet behind the xpub`,
    ),
  ]);

/** Refund and withdrawal creation for the request's client (the API's routes, and the portal's). */
export function outgoingOrderHandlers(s: Services): { refund: Handler; withdrawal: Handler } {
  const created = ({ order, transaction }: OutgoingCreated): OutgoingOrderCreated & { operationId?: string } =>
    asSpec(s.config, Spec.OutgoingOrderCreated, { orderId: order.id, transactionId: transaction.id, operationId: order.operationId });

  const refund: Handler = async (c) => {
    if (s.config.chain) throw payoutsElsewhere("refund");
    const raw = await readJsonObject(c);
    const request = parseWith(RefundRequest, raw);
    const idempotency = idempotencyClaim(c, raw, (result: OutgoingCreated) => ({ status: 201, body: created(result) }));
    const written = await createRefund(s.store, clientIdOf(c), request, s.ruleContext(), { idempotency });
    return respondWritten(c, written, (result) => c.json(created(result), 201));
  };

  const withdrawal: Handler = async (c) => {
    if (s.config.chain) throw payoutsElsewhere("withdrawal");
    const raw = await readJsonObject(c);
    const request = parseWith(WithdrawalRequest, raw);
    const idempotency = idempotencyClaim(c, raw, (result: OutgoingCreated) => ({ status: 201, body: created(result) }));
    const written = await createWithdrawal(s.store, clientIdOf(c), request, s.ruleContext(), { idempotency });
    return respondWritten(c, written, (result) => c.json(created(result), 201));
  };
  return { refund, withdrawal };
}

export function outgoingOrderRoutes(app: Hono, s: Services): void {
  const handlers = outgoingOrderHandlers(s);
  app.post("/api/v1/order/refund", handlers.refund);
  app.post("/api/v1/order/withdrawal", handlers.withdrawal);
}
