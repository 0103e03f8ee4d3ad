import { type CallbackPayment, type Order, OrderStatusCallback } from "../../src/shared/schemas/index.ts";

/**
 * The order status callback body: { type: "order.status", timestamp, data: order + integrationId }.
 * The spec fixes only "carries order data including externalId"; the envelope follows Standard
 * Webhooks (type, timestamp, data) so a receiver can dispatch on `type` before reading `data`.
 * Parsed through the shared schema, so a callback never leaves that breaks the contract.
 */
export function orderStatusCallbackBody(input: {
  integrationId: string;
  order: Order;
  at: Date;
  payment?: CallbackPayment;
  /** A test event's (test-event.ts): its order does not exist. */
  test?: true;
}): string {
  const callback = OrderStatusCallback.parse({
    type: "order.status",
    timestamp: input.at.toISOString(),
    data: {
      ...input.order,
      integrationId: input.integrationId,
      ...(input.payment ? { payment: input.payment } : {}),
      ...(input.test ? { test: true } : {}),
    },
  });
  return JSON.stringify(callback);
}
