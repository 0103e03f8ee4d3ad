// The merchant's webhook helpers: verify the order status callback, sign test callbacks.
export type { OrderStatusCallback } from "../../../src/shared/schemas/webhook.ts";
export { generateTestSecret, signTestWebhook, type SignedWebhook } from "./sign.ts";
export {
  DEFAULT_TOLERANCE_SECONDS,
  verifySignature,
  verifyWebhook,
  WebhookVerificationError,
  type VerifyOptions,
  type WebhookFailure,
  type WebhookHeaders,
} from "./verify.ts";
