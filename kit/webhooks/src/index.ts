// The merchant's webhook helpers: verify the order status callback, sign test callbacks, and
// forward callbacks to a receiver on the developer's machine (the `crypto-checkout listen` command).
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
export { ListenRefused, listen, type ListenOptions } from "./listen.ts";
