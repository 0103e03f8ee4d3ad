// The merchant's typed client of the Payment Service API v1 (and the sandbox's routes).
import type { components, paths, webhooks } from "./api-types.ts";

export { createCheckoutClient, type CheckoutClient, type CheckoutClientOptions } from "./client.ts";
export { retryingFetch, type RetryOptions } from "./retrying-fetch.ts";
export { RedirectRefused } from "../../../src/shared/same-origin-redirects.ts";
export type { components, paths, webhooks };

type Schemas = components["schemas"];
export type Order = Schemas["Order"];
export type Transaction = Schemas["Transaction"];
export type PaymentOrderRequest = Schemas["PaymentOrderRequest"];
export type IncomingOrderCreated = Schemas["IncomingOrderCreated"];
export type ApiErrors = Schemas["ApiErrors"];
export type AssetId = PaymentOrderRequest["assetId"];
export type OrderStatusCallback = Schemas["OrderStatusCallback"];
