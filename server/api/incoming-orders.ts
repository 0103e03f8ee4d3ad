// POST /api/v1/order/payment and /deposit: an inProgress order with a fresh deposit address,
// the hosted page's link and the widget snippet (spec, 201).
import type { Hono } from "hono";
import { DepositOrderRequest, PaymentOrderRequest, paymentLink, widgetCode, type IncomingOrderCreated } from "../../src/shared/index.ts";
import { createIncomingOrder } from "../domain/orders.ts";
import { parseBody } from "../http/validation.ts";
import type { Services } from "../services.ts";

export function incomingOrderRoutes(app: Hono, s: Services): void {
  for (const kind of ["payment", "deposit"] as const) {
    app.post(`/api/v1/order/${kind}`, async (c) => {
      const request = await parseBody(c, kind === "payment" ? PaymentOrderRequest : DepositOrderRequest);
      const order = s.store.mutate((state) => createIncomingOrder(state, kind, request, s.ruleContext()));
      const link = paymentLink(s.config.publicOrigin, order.integrationId, order.id);
      // operationId is the sandbox's addition here (release 04.02.2026: "order-related endpoints").
      const body: IncomingOrderCreated & { operationId: string } = {
        orderId: order.id,
        paymentLink: link,
        widgetCode: widgetCode(link),
        paymentAddress: order.paymentAddress ?? "",
        operationId: order.operationId,
      };
      return c.json(body, 201);
    });
  }
}
