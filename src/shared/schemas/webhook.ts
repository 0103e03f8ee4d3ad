import * as z from "zod/mini";
import { Order } from "./orders.ts";
import { IntegrationWebhook, WebhookOrderType } from "./reference.ts";

/**
 * The order status callback body. The spec fixes only that it carries order data including
 * externalId; the envelope ({ type, timestamp, data }) follows Standard Webhooks.
 */
export const OrderStatusCallback = z.object({
  type: z.literal("order.status"),
  timestamp: z.string(),
  data: z.extend(Order, { integrationId: z.string() }),
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
