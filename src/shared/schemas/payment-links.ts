// Reusable payment links: an extension beside the spec's routes (absent in strict mode). A
// merchant prices in money (a fiat code the exchange rates know) or in an asset; each payer who
// opens the link picks an asset and gets an order of their own, at the rate of that moment.
import * as z from "zod/mini";
import { unsafeDisplayCharacter, hasVisibleCharacter } from "../display-text.ts";
import { IdText } from "./id-text.ts";
import { Customer } from "./orders.ts";
import { Pagination } from "./reference.ts";

const displaySafe = (field: string) =>
  z.refine<string>((text) => unsafeDisplayCharacter(text) === null, {
    error: (issue) =>
      `${field} must not contain control or bidirectional formatting characters (found ${unsafeDisplayCharacter(String(issue.input)) ?? "one"}): they change what the payer sees`,
    abort: true,
  });

/**
 * Where the payer's page offers to send the payer back after paying: the URL as given, query
 * included. Its shape here; https outside the sandbox and no userinfo are the rule's, as for an
 * integration's URL (server/domain/integrations.ts).
 */
export const ReturnUrlText = z
  .string("returnUrl must be a string")
  .check(
    z.maxLength(2048, "returnUrl is longer than 2048 characters"),
    displaySafe("returnUrl"),
    z.url({ protocol: /^https?$/, error: "returnUrl must be an absolute https URL" }),
  );

/**
 * An API order's return URL: https, or an app's own link (myshop://paid) on a scheme its
 * integration lists; which scheme is allowed is the rule's (it knows the integration).
 */
export const OrderReturnUrlText = z
  .string("returnUrl must be a string")
  .check(
    z.maxLength(2048, "returnUrl is longer than 2048 characters"),
    displaySafe("returnUrl"),
    z.url({ error: "returnUrl must be an absolute URL: https, or an app's link on one of the integration's app return schemes" }),
  );

/**
 * What POST /api/v1/order/payment takes beside the spec's fields: an extension, read only
 * outside strict mode (where the spec's schema drops it as any unknown field).
 */
export const PaymentOrderExtensions = z.object({ returnUrl: z.optional(OrderReturnUrlText) });
export type PaymentOrderExtensions = z.infer<typeof PaymentOrderExtensions>;

/** A payment window: at least a minute, at most a week (a rate locked longer means little). */
export const LINK_EXPIRY_MINUTES = { default: 15, min: 1, max: 10_080 } as const;

/** POST /api/v1/payment-links. Amount and currency are checked by the rule, which knows the rates. */
export const PaymentLinkRequest = z.object({
  integrationId: IdText(
    "integrationId",
    (received) => `integrationId ${received} is not one of your integrations: use an id from GET /api/v1/integrations`,
  ),
  name: z.string({ error: (issue) => (issue.input === undefined ? "name is required" : "name must be a string") }).check(
    z.minLength(1, "name must not be empty"),
    z.maxLength(120, "name is longer than 120 characters"),
    displaySafe("name"),
    z.refine(
      (text) => text === "" || hasVisibleCharacter(text),
      "name has no visible character: give the item's name as payers should read it",
    ),
  ),
  price: z.object(
    {
      amount: z.string({
        error: (issue) =>
          issue.input === undefined
            ? 'price.amount is required, as decimal text such as "10.00"'
            : 'price.amount must be decimal text such as "10.00"',
      }),
      currency: z.string({
        error: (issue) =>
          issue.input === undefined ? 'price.currency is required: "USD", "EUR" or an assetId' : "price.currency must be a string",
      }),
    },
    { error: 'price must be an object: { amount: "10.00", currency: "USD" }' },
  ),
  assetIds: z.optional(
    z
      .array(z.string("each of assetIds must be an assetId string"), "assetIds must be an array of assetIds")
      .check(
        z.minLength(1, "assetIds must name at least one asset (leave it out for every enabled asset)"),
        z.maxLength(50, "assetIds has more than 50 entries"),
      ),
  ),
  returnUrl: z.optional(ReturnUrlText),
  expiresInMinutes: z.optional(
    z
      .int(`expiresInMinutes must be a whole number of minutes from ${LINK_EXPIRY_MINUTES.min} to ${LINK_EXPIRY_MINUTES.max}`)
      .check(
        z.gte(LINK_EXPIRY_MINUTES.min, `expiresInMinutes must be at least ${LINK_EXPIRY_MINUTES.min}`),
        z.lte(LINK_EXPIRY_MINUTES.max, `expiresInMinutes must be at most ${LINK_EXPIRY_MINUTES.max} (a week)`),
      ),
  ),
  customer: z.optional(Customer),
});
export type PaymentLinkRequest = z.infer<typeof PaymentLinkRequest>;

export const PaymentLinkCreated = z.object({ linkId: z.string(), url: z.string() });
export type PaymentLinkCreated = z.infer<typeof PaymentLinkCreated>;

/** A link as the merchant reads it. */
export const PaymentLink = z.object({
  linkId: z.string(),
  url: z.string(),
  integrationId: z.string(),
  name: z.string(),
  price: z.object({ amount: z.string(), currency: z.string() }),
  assetIds: z.array(z.string()),
  returnUrl: z.nullable(z.string()),
  expiresInMinutes: z.int(),
  active: z.boolean(),
  createdAt: z.string(),
  deactivatedAt: z.nullable(z.string()),
  /**
   * The last time a payer's choice was refused because the link held its most unpaid open
   * orders (LINK_MAX_OPEN_ORDERS): when, how many were open, and the cap. Absent: never.
   */
  capped: z.optional(z.object({ at: z.string(), openOrders: z.int(), limit: z.int() })),
});
export type PaymentLink = z.infer<typeof PaymentLink>;

export const PaymentLinkList = z.object({ data: z.array(PaymentLink), pagination: Pagination });
export type PaymentLinkList = z.infer<typeof PaymentLinkList>;

/** The payer's pick page: a link's offer, one choice per asset at the current rate. */
export const LinkOffer = z.object({
  linkId: z.string(),
  active: z.boolean(),
  name: z.string(),
  merchant: z.object({ name: z.string(), url: z.string() }),
  price: z.object({ amount: z.string(), currency: z.string() }),
  choices: z.array(
    z.object({
      assetId: z.string(),
      currencyCode: z.string(),
      displayName: z.string(),
      networkId: z.string(),
      networkDisplayName: z.string(),
      amount: z.string(),
    }),
  ),
  expiresInMinutes: z.int(),
  /** When the rates the amounts follow were read. */
  ratesAt: z.string(),
  /**
   * The amounts' quote, sealed by the service: the form posts it back with the choice, so the
   * order is made at the amount shown while the quote is fresh. Absent when nothing is offered.
   */
  quote: z.optional(z.string()),
});
export type LinkOffer = z.infer<typeof LinkOffer>;
