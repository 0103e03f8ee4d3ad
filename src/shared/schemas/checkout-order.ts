import * as z from "zod/mini";
import { MoneyAmount } from "./money-amount.ts";

/**
 * The hosted page's order read: payer-safe fields only. No customer data, no externalId,
 * nothing a payer could use against the merchant. This is not part of the spec: the spec's
 * order read needs the API key and carries neither the address nor the requested amount.
 */
export const CheckoutTransaction = z.object({
  id: z.string(),
  hash: z.nullable(z.string()),
  status: z.string(),
  amount: MoneyAmount,
  createdAt: z.string(),
});
export type CheckoutTransaction = z.infer<typeof CheckoutTransaction>;

export const CheckoutOrder = z.object({
  id: z.string(),
  kind: z.enum(["payment", "deposit"]),
  /** Kept as free text: a status the page does not know renders as "processing". */
  status: z.string(),
  asset: z.object({
    id: z.string(),
    currencyCode: z.string(),
    displayName: z.string(),
    networkId: z.string(),
    networkDisplayName: z.string(),
  }),
  address: z.string(),
  /** What a payment order asks for (crypto, 6 digits); null for a deposit order. */
  requestedAmount: z.nullable(MoneyAmount),
  /** Fiat value of the requested amount; null for a deposit order. */
  requestedFiatAmount: z.nullable(MoneyAmount),
  /** The network's minimum for an incoming transfer of this asset. */
  minimumAmount: MoneyAmount,
  receivedAmount: MoneyAmount,
  serviceFeeAmount: MoneyAmount,
  totalAmount: MoneyAmount,
  transactions: z.array(CheckoutTransaction),
  /**
   * The merchant as the payer sees it. logoUrl (https) and accentColor (#rrggbb) are optional
   * integration settings (sandbox: PUT /_sandbox/integrations/{id}/branding), served here and
   * never taken from the page's URL; the page checks both again before using them.
   */
  merchant: z.object({ name: z.string(), url: z.string(), logoUrl: z.optional(z.string()), accentColor: z.optional(z.string()) }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CheckoutOrder = z.infer<typeof CheckoutOrder>;
