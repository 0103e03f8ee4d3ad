// The portal's merchant screens' JSON (/portal/api/integrations, orders, deliveries…): the
// service builds its answers with these types and the page parses them, so both sides break together when the contract changes. A signing
// secret appears only in the answer that made it.
import * as z from "zod/mini";
import { Order } from "./orders.ts";
import { Pagination } from "./reference.ts";
import { Delivery } from "./webhook.ts";

export const PortalIntegration = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  createdAt: z.string(),
  webhook: z.object({ callbackUrl: z.nullable(z.string()), orderTypes: z.array(z.enum(["Payment", "Deposit"])) }),
  branding: z.object({ logoUrl: z.nullable(z.string()), accentColor: z.nullable(z.string()) }),
  /** null: any site may embed the checkout. */
  allowedEmbedOrigins: z.nullable(z.array(z.string())),
  /** Schemes of the merchant's apps an order's returnUrl may use ("myshop"). */
  appReturnSchemes: z.array(z.string()),
  paymentSettings: z.object({
    paymentTolerancePercent: z.string(),
    supportUrl: z.nullable(z.string()),
    supportEmail: z.nullable(z.string()),
    showExternalIdToPayer: z.boolean(),
  }),
  /** Whether it has a secret of its own (else the service's), and until when the one before still verifies. */
  signing: z.object({ own: z.boolean(), previousValidUntil: z.nullable(z.string()) }),
});
export type PortalIntegration = z.infer<typeof PortalIntegration>;

export const PortalIntegrationList = z.object({ data: z.array(PortalIntegration) });
export type PortalIntegrationList = z.infer<typeof PortalIntegrationList>;

/** Creation and rotation: the new signing secret, shown this once. */
export const PortalSecretShown = z.object({ integration: PortalIntegration, signingSecret: z.string() });
export type PortalSecretShown = z.infer<typeof PortalSecretShown>;

export const ROTATION_GRACE_HOURS = [0, 1, 24, 168] as const;
export const RotateSecretRequest = z.object({
  graceHours: z.union(
    ROTATION_GRACE_HOURS.map((hours) => z.literal(hours)),
    `graceHours must be one of ${ROTATION_GRACE_HOURS.join(", ")}`,
  ),
});
export type RotateSecretRequest = z.infer<typeof RotateSecretRequest>;

/**
 * An order as the portal shows it: the API's view, and what the portal needs besides: its
 * integration, what the payer was asked for, what may still be refunded (null when it cannot
 * be refunded), the order it refunds, its link and addresses.
 */
/**
 * In chain mode, what the watchers saw for an order and did not count, or counted and then lost:
 * a transfer that is not what the order asked for (another token, the other network: it stays
 * at the address, the wallet's owner's), or a credited transfer a reorg removed from the chain
 * (the credit stands) or moved to another block; or a transfer whose credit is held because the
 * second node does not confirm it (the payer still sees it confirming), with the node's reason.
 */
export const PortalChainNote = z.object({
  kind: z.enum(["unexpected", "removedAfterCredit", "movedAfterCredit", "creditHeld"]),
  hash: z.string(),
  senderAddress: z.string(),
  /** The amount in the asset's unit when the token is one of the service's assets, else null. */
  amount: z.nullable(z.string()),
  assetId: z.nullable(z.string()),
  /** The amount in the token's base units (an unknown token's decimals are unknown). */
  units: z.string(),
  /** The token contract's address; null for the network's native coin. */
  contract: z.nullable(z.string()),
  reason: z.nullable(z.string()),
  at: z.string(),
});
export type PortalChainNote = z.infer<typeof PortalChainNote>;

/**
 * In chain mode, an order's unexpected transfers beyond the ones listed (the first 50 are kept in
 * full), only counted: per network and token contract, their number and the sum of their values.
 */
export const PortalChainUncounted = z.object({
  network: z.string(),
  /** The token contract's address; null for the network's native coin. */
  contract: z.nullable(z.string()),
  /** The service's asset this contract is, else null. */
  assetId: z.nullable(z.string()),
  count: z.int(),
  /** Their sum in the token's base units. */
  units: z.string(),
  /** Their sum in the asset's unit when the token is one of the service's assets, else null. */
  amount: z.nullable(z.string()),
});
export type PortalChainUncounted = z.infer<typeof PortalChainUncounted>;

export const PortalOrder = z.object({
  order: Order,
  integrationId: z.string(),
  requestedAmount: z.nullable(z.string()),
  refundable: z.nullable(z.string()),
  refundOf: z.nullable(z.string()),
  paymentLink: z.nullable(z.string()),
  paymentAddress: z.nullable(z.string()),
  destinationAddress: z.nullable(z.string()),
  /** The customer's name as the order was made with it (absent on a refund, which has none). */
  customer: z.optional(z.object({ firstName: z.string(), lastName: z.string() })),
  /** Incoming orders: the addresses the transfers came from, first seen first (a refund can go back there). */
  senderAddresses: z.array(z.string()),
  /**
   * Incoming orders: each address a credited (confirmed) transfer came from, with the amount of
   * its largest one, largest first: what a refund may go back to (the portal leaves out dust).
   */
  creditedSenders: z.array(z.object({ address: z.string(), largest: z.string() })),
  /** On one order's read: its integration's name, and the reusable payment link's that made it. */
  integrationName: z.optional(z.string()),
  paymentLinkName: z.optional(z.string()),
  /** On one order's read: the refunds made against it, newest first. */
  refunds: z.optional(z.array(z.object({ id: z.string(), amount: z.string(), status: z.string(), createdAt: z.string() }))),
  /**
   * On one order's read: the explorer of the chain its transfers are on (a test network's in a
   * rehearsal, https://sepolia.etherscan.io); null where none is known (a private chain).
   */
  explorerUrl: z.optional(z.nullable(z.string())),
  /** On one order's read in chain mode: transfers not counted, and credits a reorg touched. */
  chainNotes: z.optional(z.array(PortalChainNote)),
  /** On one order's read in chain mode: the unexpected transfers past those listed, counted. */
  chainUncounted: z.optional(z.array(PortalChainUncounted)),
});
export type PortalOrder = z.infer<typeof PortalOrder>;

export const PortalOrderPage = z.object({ data: z.array(PortalOrder), pagination: Pagination });
export type PortalOrderPage = z.infer<typeof PortalOrderPage>;

/** The portal's order filters (GET /portal/api/orders); dates are YYYY-MM-DD, inclusive, UTC. */
export const ORDER_KINDS = ["payment", "deposit", "refund", "withdrawal"] as const;

export const PortalDeliveryList = z.object({ data: z.array(Delivery) });
export type PortalDeliveryList = z.infer<typeof PortalDeliveryList>;

export const PortalBalances = z.object({
  data: z.array(
    z.object({ integrationId: z.string(), name: z.string(), balances: z.array(z.object({ assetId: z.string(), amount: z.string() })) }),
  ),
});
export type PortalBalances = z.infer<typeof PortalBalances>;
