// POST /api/v1/order/payment and /deposit: an inProgress order with a fresh deposit address,
// the hosted page's link and the widget snippet (spec, 201). Answered after the order is
// committed; with an Idempotency-Key, a retry gets this same answer.
import type { Context, Handler, Hono } from "hono";
import {
  DepositOrderRequest,
  Spec,
  PaymentOrderExtensions,
  PaymentOrderRequest,
  paymentLink,
  widgetCode,
  type IncomingOrderCreated,
} from "../../src/shared/index.ts";
import type { OrderRecord } from "../domain/types.ts";
import { apiJson } from "../http/answer.ts";
import { clientIdOf } from "../http/auth.ts";
import { idempotencyClaim, respondWritten } from "../http/idempotency.ts";
import { parseWith, readJsonObject } from "../http/validation.ts";
import { asSpec, specStrict } from "./spec-view.ts";
import { isSandbox, type Services } from "../services.ts";
import { createIncomingOrder } from "../use-cases/incoming-orders.ts";

/** The creation of a payment or deposit order for the request's client (the API's route, and the portal's). */
export function incomingOrderHandler(s: Services, kind: "payment" | "deposit", clientOf: (c: Context) => string = clientIdOf): Handler {
  const created = (order: OrderRecord): IncomingOrderCreated & { operationId: string } => {
    const link = paymentLink(s.config.publicOrigin, order.integrationId, order.id);
    // operationId is the sandbox's addition here (release 04.02.2026: "order-related endpoints").
    return asSpec(s.config, Spec.IncomingOrderCreated, {
      orderId: order.id,
      paymentLink: link,
      widgetCode: widgetCode(link),
      paymentAddress: order.paymentAddress ?? "",
      operationId: order.operationId,
    });
  };

  return async (c) => {
    const raw = await readJsonObject(c);
    const request = parseWith(kind === "payment" ? PaymentOrderRequest : DepositOrderRequest, raw);
    // A payment order's returnUrl is an extension: strict mode ignores it as any unknown field.
    const extensions = kind === "payment" && !specStrict(s.config) ? parseWith(PaymentOrderExtensions, raw) : {};
    const clientId = clientOf(c);
    const idempotency = idempotencyClaim(c, raw, (order: OrderRecord) => ({ status: 201, body: created(order) }), clientId);
    const written = await createIncomingOrder(s.store, s.addresses, clientId, kind, request, s.ruleContext(), {
      idempotency,
      returnUrl: extensions.returnUrl === undefined ? undefined : { url: extensions.returnUrl, sandbox: isSandbox(s.config) },
    });
    return respondWritten(c, written, (order) => apiJson(created(order), 201));
  };
}

export function incomingOrderRoutes(app: Hono, s: Services): void {
  for (const kind of ["payment", "deposit"] as const) app.post(`/api/v1/order/${kind}`, incomingOrderHandler(s, kind));
}
