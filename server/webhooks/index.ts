// The order status callback (webhook): signing, verification and background delivery.
export { backoffCeiling, backoffDelay } from "./backoff.ts";
export {
  createWebhookDispatcher,
  USER_AGENT,
  WEBHOOK_DEFAULTS,
  type WebhookDispatcher,
  type WebhookDispatcherOptions,
} from "./dispatcher.ts";
export { orderStatusCallbackBody } from "./payload.ts";
export { testEventBody } from "./test-event.ts";
export { DEFAULT_TOLERANCE_SECONDS, generateWebhookSecret, signWebhook, verifyWebhook } from "./signature.ts";
