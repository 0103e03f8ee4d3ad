// The order status callback (spec, Events) as a rule: which change of which order calls for one,
// and what it carries. Pure: the records and the change's context in, the outbox row out; the
// use case that made the change queues it in the same transaction.
import { ASSETS, type CallbackPayment, type Order, OrderStatusCallback, Spec } from "../../src/shared/index.ts";
import type { TransferReceived } from "./chain-simulator.ts";
import { amountsOf } from "./incoming-orders.ts";
import type { RuleContext } from "./rule-context.ts";
import type { IntegrationRecord, OrderRecord } from "./types.ts";
import { toOrder } from "./views.ts";

/** A webhook delivery a change adds to the outbox. */
export interface NewDelivery {
  id: string;
  clientId: string;
  integrationId: string;
  orderId: string;
  /** "": the integration has no callback URL; kept for its listeners only, never attempted. */
  url: string;
  payload: string;
}

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

/** What the confirmed transfer meant, with the amounts a merchant needs to act on it. */
function callbackPayment(
  order: OrderRecord,
  integration: IntegrationRecord,
  transactionId: string,
  event: CallbackPayment["event"],
): CallbackPayment {
  const currency = ASSETS[order.assetId].currencyCode;
  const amounts = amountsOf(order, integration);
  return {
    event,
    transactionId,
    requestedAmount: order.requestedAmount === null ? null : { amount: order.requestedAmount, currency },
    receivedAmount: { amount: amounts.received, currency },
    overpaidAmount: { amount: amounts.overpaid, currency },
  };
}

/**
 * The callback due for this order after `change`, or null when the integration wants none.
 * `specStrict`: the order's spec fields alone, none of the sandbox's additions.
 */
export function orderStatusCallback(
  order: OrderRecord,
  integration: IntegrationRecord,
  change: TransferReceived | undefined,
  ctx: RuleContext & { specStrict: boolean },
): NewDelivery | null {
  // Spec, Events: sent when the order type is selected in the integration's settings:
  // Payment for payment orders, Deposit for deposit orders.
  // Without a callback URL the callback is still made while a listener reads the
  // integration's callbacks (url "": for it alone, never attempted).
  const url = integration.webhook.callbackUrl ?? "";
  if (!url && !((integration.listenedUntil ?? "") > ctx.now)) return null;
  const wanted = order.type === "payment" ? "Payment" : order.type === "deposit" ? "Deposit" : null;
  if (wanted === null || !integration.webhook.orderTypes.includes(wanted)) return null;
  const payment =
    change?.outcome && change.outcome !== "underpaid"
      ? callbackPayment(order, integration, change.transaction.id, change.outcome)
      : undefined;
  // Strict mode: the order's spec fields alone (the spec names only externalId in it).
  const payload = ctx.specStrict
    ? JSON.stringify({ type: "order.status", timestamp: ctx.now, data: Spec.Order.parse(toOrder(order)) })
    : orderStatusCallbackBody({
        integrationId: integration.id,
        order: toOrder(order, ctx.now),
        at: new Date(ctx.now),
        ...(payment ? { payment } : {}),
      });
  return { id: ctx.ids.next("msg"), clientId: integration.clientId, integrationId: integration.id, orderId: order.id, url, payload };
}
