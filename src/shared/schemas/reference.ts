import * as z from "zod/mini";
import { MoneyAmount } from "./money-amount.ts";

export const Pagination = z.object({
  quantity: z.int(),
  totalQuantity: z.int(),
  currentPage: z.int(),
  pages: z.int(),
});
export type Pagination = z.infer<typeof Pagination>;

/** Spec: the Order type setting of an integration offers Deposit, Payment, or both. */
export const WebhookOrderType = z.enum(["Deposit", "Payment"]);
export type WebhookOrderType = z.infer<typeof WebhookOrderType>;

/**
 * The integration's webhook object. Its fields beyond "supported event types and statuses"
 * are not shown by the spec; these are the sandbox's.
 */
export const IntegrationWebhook = z.object({
  callbackUrl: z.nullable(z.string()),
  orderTypes: z.array(WebhookOrderType),
  eventTypes: z.array(z.string()),
  statuses: z.array(z.string()),
});
export type IntegrationWebhook = z.infer<typeof IntegrationWebhook>;

export const Integration = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  status: z.string(),
  webhook: IntegrationWebhook,
});
export type Integration = z.infer<typeof Integration>;

export const IntegrationList = z.object({ data: z.array(Integration), pagination: Pagination });
export type IntegrationList = z.infer<typeof IntegrationList>;

export const CryptoAsset = z.object({
  id: z.string(),
  currencyCode: z.string(),
  displayName: z.string(),
  blockchainId: z.string(),
  blockchainDisplayName: z.string(),
  name: z.string(),
  disabled: z.boolean(),
});
export type CryptoAsset = z.infer<typeof CryptoAsset>;

export const AssetList = z.object({ assets: z.array(CryptoAsset) });
export type AssetList = z.infer<typeof AssetList>;

export const ExchangeRateItem = z.object({
  assetId: z.string(),
  rate: z.string(),
  crypto: MoneyAmount,
});
export type ExchangeRateItem = z.infer<typeof ExchangeRateItem>;

export const ExchangeRates = z.object({ rates: z.array(ExchangeRateItem) });
export type ExchangeRates = z.infer<typeof ExchangeRates>;
