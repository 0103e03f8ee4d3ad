// Chain mode's payouts: a refund or withdrawal the merchant's own wallet pays (the service holds
// no key), as the order read carries it outside the spec's strict view and the payouts routes
// answer. The states: awaitingPayment until a matching transfer is seen, seen until it has its
// confirmations, completed; or cancelled by the merchant while nothing was seen.
import * as z from "zod/mini";

export const PAYOUT_STATES = ["awaitingPayment", "seen", "completed", "cancelled"] as const;
export const PayoutState = z.enum(PAYOUT_STATES);
export type PayoutState = z.infer<typeof PayoutState>;

export const PayoutLinks = z.object({
  eip681: z.optional(z.string()),
  metamask: z.optional(z.string()),
  trustWallet: z.optional(z.string()),
  plain: z.object({ address: z.string(), amount: z.string() }),
});
export type PayoutLinks = z.infer<typeof PayoutLinks>;

/** A transfer seen for a payout that did not pay it: a stranger's exact one, or one that arrived after the cancel. */
export const PayoutSighting = z.object({
  hash: z.string(),
  /** Which transfer of the transaction (its log index; 0 for a top-level native transfer). */
  logIndex: z.int(),
  senderAddress: z.string(),
  blockNumber: z.int(),
  seenAt: z.string(),
});
export type PayoutSighting = z.infer<typeof PayoutSighting>;

export const Payout = z.object({
  state: PayoutState,
  network: z.string(),
  assetId: z.string(),
  destination: z.string(),
  /** Decimal text: what the destination must receive, exactly. */
  amount: z.string(),
  /** The same amount in the asset's base units (integer text): what the transfer must carry. */
  baseUnits: z.string(),
  /** The token contract; absent for the network's own coin. */
  contract: z.optional(z.string()),
  walletLinks: PayoutLinks,
  createdAt: z.string(),
  seenAt: z.optional(z.string()),
  completedAt: z.optional(z.string()),
  cancelledAt: z.optional(z.string()),
  /** The transfer that paid it, once seen. */
  hash: z.optional(z.string()),
  senderAddress: z.optional(z.string()),
  /** Hashes a signer said it sent: shown, never trusted to complete anything. */
  broadcasts: z.optional(z.array(z.object({ hash: z.string(), at: z.string() }))),
  /**
   * Exact transfers to the destination from a wallet this service does not know, while the payout
   * awaits payment: never completing it by itself; the merchant may mark it paid with one (portal, step-up) or dismiss it.
   */
  strangers: z.optional(z.array(PayoutSighting)),
  /** Transfers from the merchant's wallets that would have paid it after it was cancelled: recorded, never completing it. */
  late: z.optional(z.array(PayoutSighting)),
  /** Who marked it paid with a stranger's transfer: the merchant's word, not the chain's proof of the sender. */
  markedPaidBy: z.optional(z.string()),
  /** A reorg took away the block of the transfer that completed it: the completion stands, to be checked in the wallet. */
  reorgedAfterCompletion: z.optional(z.object({ at: z.string(), blockNumber: z.int() })),
});
export type Payout = z.infer<typeof Payout>;

/** GET /api/v1/payouts and /api/v1/payouts/{orderId}: the payout with the order it belongs to. */
export const PayoutItem = z.object({
  orderId: z.string(),
  type: z.enum(["refund", "withdrawal"]),
  integrationId: z.string(),
  refundOf: z.nullable(z.string()),
  /** Who asked: the API key's client, or the portal's signed-in account. */
  requestedBy: z.string(),
  payout: Payout,
});
export type PayoutItem = z.infer<typeof PayoutItem>;

export const PayoutList = z.object({
  items: z.array(PayoutItem),
  /** Pass as `cursor` for the next page; null on the last. */
  nextCursor: z.nullable(z.string()),
});
export type PayoutList = z.infer<typeof PayoutList>;

const HASH = /^(0x)?[0-9a-fA-F]{64}$/;

export const PayoutBroadcastRequest = z.object({
  hash: z
    .string("hash must be a string: the transaction hash the signer sent")
    .check(z.regex(HASH, "hash must be 64 hex digits (0x-prefixed on Ethereum and BNB Smart Chain): the transaction hash the signer sent")),
});
export type PayoutBroadcastRequest = z.infer<typeof PayoutBroadcastRequest>;

/** The portal's answer to a stranger's transfer recorded on a payout (mark paid with it, or not this one): which one. */
export const PayoutSightingAnswer = z.object({
  hash: z
    .string("hash must be a string: the hash of a transfer listed in the payout's strangers")
    .check(
      z.regex(
        HASH,
        "hash must be 64 hex digits (0x-prefixed on Ethereum and BNB Smart Chain): the hash of a transfer listed in the payout's strangers",
      ),
    ),
  logIndex: z
    .int("logIndex must be a whole number: the logIndex of a transfer listed in the payout's strangers")
    .check(z.minimum(0, "logIndex must be 0 or more: the logIndex of a transfer listed in the payout's strangers")),
});
export type PayoutSightingAnswer = z.infer<typeof PayoutSightingAnswer>;

/** GET /api/v1/chain/keys: per key family, the first addresses (to check against the wallet) and the highest index handed out; never the key. */
export const ChainKeys = z.object({
  families: z.array(
    z.object({
      family: z.enum(["evm", "tron"]),
      firstAddresses: z.array(z.string()),
      /** null: no address handed out yet. */
      highestIndex: z.nullable(z.int()),
    }),
  ),
});
export type ChainKeys = z.infer<typeof ChainKeys>;

/** GET /api/v1/chain/addresses: the client's order addresses and what was credited to each. */
export const ChainAddressList = z.object({
  items: z.array(
    z.object({
      index: z.int(),
      address: z.string(),
      orderId: z.string(),
      assetId: z.string(),
      /** Decimal text credited to it so far. */
      amount: z.string(),
      lastCreditAt: z.nullable(z.string()),
    }),
  ),
  nextCursor: z.nullable(z.string()),
});
export type ChainAddressList = z.infer<typeof ChainAddressList>;
