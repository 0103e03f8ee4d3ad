import * as z from "zod/mini";
import { MoneyAmount } from "./money-amount.ts";
import { Order } from "./orders.ts";
import { IntegrationWebhook, WebhookOrderType } from "./reference.ts";

/**
 * The order status callback body. The spec fixes only that it carries order data including
 * externalId; the envelope ({ type, timestamp, data }) follows Standard Webhooks.
 */
/**
 * Sandbox addition to the callback's data: which confirmed transfer caused it and what it
 * means. `completed`: a payment order reached its amount; `deposit`: a deposit order was
 * credited; `late`: a transfer reached a payment order that had already completed.
 * `receivedAmount` counts every confirmed transfer; `overpaidAmount` is what exceeds the
 * requested amount (zero for deposits, whose requestedAmount is null).
 */
export const CallbackPayment = z.object({
  event: z.enum(["completed", "deposit", "late"]),
  transactionId: z.string(),
  requestedAmount: z.nullable(MoneyAmount),
  receivedAmount: MoneyAmount,
  overpaidAmount: MoneyAmount,
});
export type CallbackPayment = z.infer<typeof CallbackPayment>;

export const OrderStatusCallback = z.object({
  type: z.literal("order.status"),
  timestamp: z.string(),
  data: z.extend(Order, {
    integrationId: z.string(),
    payment: z.optional(CallbackPayment),
    /**
     * Sandbox addition: present (true) only on a test event, sent from the sandbox's or the
     * portal's "send a test event" for an order that does not exist. Never ship goods for it.
     */
    test: z.optional(z.literal(true)),
  }),
});
export type OrderStatusCallback = z.infer<typeof OrderStatusCallback>;

/** Sandbox: PUT /_sandbox/integrations/{id}/webhook body. */
export const WebhookConfigRequest = z.object({
  callbackUrl: z.nullable(z.string().check(z.url({ protocol: /^https?$/, error: "callbackUrl must be an http(s) URL" }))),
  orderTypes: z.array(WebhookOrderType),
});
export type WebhookConfigRequest = z.infer<typeof WebhookConfigRequest>;

export { IntegrationWebhook };

/** One delivery attempt of a callback, as the sandbox records it. */
export const DeliveryAttempt = z.object({
  at: z.string(),
  /** HTTP status of the receiver's answer; null when there was none (timeout, refused). */
  status: z.nullable(z.int()),
  error: z.nullable(z.string()),
  durationMs: z.int(),
});
export type DeliveryAttempt = z.infer<typeof DeliveryAttempt>;

export const Delivery = z.object({
  id: z.string(),
  integrationId: z.string(),
  orderId: z.string(),
  url: z.string(),
  /** pending: more attempts scheduled; delivered: a 2xx; failed: gave up (410 or out of attempts). */
  state: z.enum(["pending", "delivered", "failed"]),
  payload: z.string(),
  attempts: z.array(DeliveryAttempt),
  nextAttemptAt: z.nullable(z.string()),
});
export type Delivery = z.infer<typeof Delivery>;

/**
 * A callback as a developer's listener reads it (`crypto-checkout listen`, GET
 * /api/v1/webhooks/listen, an extension): the exact body the service signs and the headers it
 * sends it with, signed when read, so that replaying both to a local receiver is the callback.
 */
export const ListenedCallback = z.object({
  /** The delivery's id, also its webhook-id. */
  id: z.string(),
  integrationId: z.string(),
  orderId: z.string(),
  /** Where the service itself sends it; null: the integration has no callback URL (made for listeners alone). */
  callbackUrl: z.nullable(z.string()),
  /** The signed bytes, as text: send them as they are, never parsed and serialised again. */
  body: z.string(),
  headers: z.object({
    "content-type": z.string(),
    "user-agent": z.string(),
    "webhook-id": z.string(),
    "webhook-timestamp": z.string(),
    "webhook-signature": z.string(),
  }),
});
export type ListenedCallback = z.infer<typeof ListenedCallback>;

/** GET /api/v1/webhooks/listen: the callbacks after the cursor, oldest first, and the cursor to ask from next. */
export const ListenedCallbacks = z.object({ data: z.array(ListenedCallback), cursor: z.string() });
export type ListenedCallbacks = z.infer<typeof ListenedCallbacks>;
