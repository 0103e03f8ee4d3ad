// Chain mode's payouts: a refund or withdrawal the merchant's own wallet pays. The service holds
// no key, so it records what is owed (the balance already debited), hands the merchant wallet
// links, and later proves the payment from the chain. Pure records and transitions: the store
// keeps a PayoutRecord beside its order, the use cases load, call these and save.
import {
  ASSETS,
  addCrypto,
  payoutBaseUnits,
  subtractCrypto,
  type AssetId,
  type NetworkId,
  type PayoutState,
} from "../../src/shared/index.ts";
import { addressOfAccount, contractAccount, shownHash } from "./chain-codec.ts";
import { credited, type BalanceRecord } from "./ledger.ts";
import { invalid } from "./refusal.ts";
import type { PayoutSighting } from "./payout-sighting-record.ts";
import type { OrderRecord } from "./types.ts";

export interface PayoutRecord {
  orderId: string;
  clientId: string;
  integrationId: string;
  kind: "refund" | "withdrawal";
  refundOf: string | null;
  state: PayoutState;
  network: NetworkId;
  assetId: AssetId;
  /** The token contract on the chain watched, as wallets write it; null for the network's own coin. */
  contract: string | null;
  destination: string;
  /** The destination's 20 account bytes as 40 lower-case hex digits: what transfers carry. */
  destinationAccount: string;
  /** Decimal text, exactly what the destination must receive. */
  amount: string;
  /** The same in the asset's base units (integer text). */
  baseUnits: string;
  /** The service's own fee debited with it (decimal text): restored with it on a cancel. */
  fee: string;
  /** Who asked: the API key's client id, or the portal account's email. */
  requestedBy: string;
  createdAt: string;
  updatedAt: string;
  seenAt?: string;
  completedAt?: string;
  cancelledAt?: string;
  /** The transfer that paid it (set when seen; cleared if a reorg takes it away before completion). */
  paidBy?: {
    txHash: string;
    logIndex: number;
    blockNumber: number;
    /** Its block's hash when seen: another hash at that height later is a reorg (absent: never checked). */
    blockHash?: string;
    from: string;
  };
  /** Hashes a signer reported: shown, never trusted to complete anything. */
  broadcasts?: { hash: string; at: string }[];
  /** Who marked it paid with a transfer from a wallet the service does not know (the merchant's word, not the chain's proof). */
  markedPaidBy?: string;
  /**
   * Set once when a reorg took away the block of the transfer that completed it. The completion
   * stands (never silently reversed): the merchant is shown it, to check the transfer with the wallet.
   */
  reorgedAfterCompletion?: { at: string; blockNumber: number; blockHashNow: string };
  /**
   * Transfers seen for it that did not pay it (payout-sightings.ts): loaded with the record by the
   * store's reads, kept in their own rows, never saved inside the record.
   */
  sightings?: PayoutSighting[];
}

/** An address as its 20 account bytes (40 lower-case hex digits), as logs carry it on every network. */
export const accountOfAddress = (network: NetworkId, address: string): string => contractAccount(network, address);

export function newPayout(fields: {
  orderId: string;
  clientId: string;
  integrationId: string;
  kind: "refund" | "withdrawal";
  refundOf: string | null;
  assetId: AssetId;
  /** The asset's contract on the chain watched (a test network's differs from mainnet's); null for the coin. */
  contract: string | null;
  destination: string;
  amount: string;
  fee: string;
  requestedBy: string;
  now: string;
}): PayoutRecord {
  const network = ASSETS[fields.assetId].network;
  return {
    orderId: fields.orderId,
    clientId: fields.clientId,
    integrationId: fields.integrationId,
    kind: fields.kind,
    refundOf: fields.refundOf,
    state: "awaitingPayment",
    network,
    assetId: fields.assetId,
    contract: fields.contract,
    destination: fields.destination,
    destinationAccount: accountOfAddress(network, fields.destination),
    amount: fields.amount,
    baseUnits: payoutBaseUnits(fields.assetId, fields.amount),
    fee: fields.fee,
    requestedBy: fields.requestedBy,
    createdAt: fields.now,
    updatedAt: fields.now,
  };
}

export const isOpenPayout = (payout: PayoutRecord): boolean => payout.state === "awaitingPayment" || payout.state === "seen";

/** A matching transfer was seen in a block: the payout waits for its confirmations. */
export function payoutSeen(payout: PayoutRecord, paidBy: NonNullable<PayoutRecord["paidBy"]>, now: string): PayoutRecord {
  if (payout.state !== "awaitingPayment")
    throw new Error(`payout ${payout.orderId} is ${payout.state}: only an awaiting payout can be seen`);
  return { ...payout, state: "seen", seenAt: now, updatedAt: now, paidBy };
}

/** Its transfer reached the network's confirmations. */
export function payoutCompleted(payout: PayoutRecord, now: string): PayoutRecord {
  if (payout.state !== "seen") throw new Error(`payout ${payout.orderId} is ${payout.state}: only a seen payout completes`);
  return { ...payout, state: "completed", completedAt: now, updatedAt: now };
}

/** A reorg took its transfer away before it completed: it waits for a payment again. */
export function payoutBackToAwaiting(payout: PayoutRecord, now: string): PayoutRecord {
  if (payout.state !== "seen") throw new Error(`payout ${payout.orderId} is ${payout.state}: only a seen payout goes back`);
  const { seenAt: _seenAt, paidBy: _paidBy, ...rest } = payout;
  return { ...rest, state: "awaitingPayment", updatedAt: now };
}

/** Its transfer's block has another hash now, past its confirmations: flagged and shown, the completion kept. */
export function payoutReorgedAfterCompletion(payout: PayoutRecord, blockHashNow: string, now: string): PayoutRecord {
  if (payout.state !== "completed" || !payout.paidBy)
    throw new Error(`payout ${payout.orderId} is ${payout.state}: only a completed payout is flagged after a reorg`);
  return { ...payout, reorgedAfterCompletion: { at: now, blockNumber: payout.paidBy.blockNumber, blockHashNow }, updatedAt: now };
}

/** A signer's report of what it sent: kept (the last twenty), never acted on. */
export function broadcastOf(payout: PayoutRecord, hash: string, now: string): PayoutRecord {
  const broadcasts = [...(payout.broadcasts ?? []).filter((b) => b.hash !== hash), { hash, at: now }].slice(-20);
  return { ...payout, broadcasts, updatedAt: now };
}

/**
 * The merchant cancels a payout nothing was seen for: the amount and the service's fee come back
 * to the balance, and a refund's amount to what its order may still refund. A payout seen on the
 * chain (or done) cannot be cancelled: its money may already have left the merchant's wallet.
 */
export function cancelPayout(
  records: { payout: PayoutRecord; original: OrderRecord | undefined; balance: BalanceRecord },
  now: string,
): { payout: PayoutRecord; original: OrderRecord | undefined; balance: BalanceRecord } {
  const { payout, original, balance } = records;
  if (payout.state !== "awaitingPayment") {
    throw invalid(
      "wrongData",
      "orderId",
      `payout ${payout.orderId} is ${payout.state}: only a payout still awaiting payment can be cancelled (a transfer seen for it may already have left the wallet)`,
    );
  }
  return {
    payout: { ...payout, state: "cancelled", cancelledAt: now, updatedAt: now },
    original: original ? { ...original, refundedAmount: subtractCrypto(original.refundedAmount, payout.amount) } : undefined,
    balance: credited(balance, addCrypto(payout.amount, payout.fee)),
  };
}

/** The outgoing order as its payout now stands: the paying transaction on it, completed with it. */
export function payoutOrder(order: OrderRecord, payout: PayoutRecord, now: string): OrderRecord {
  const paidBy = payout.paidBy;
  if (!paidBy) {
    // Back to awaiting: nothing paid it that the chain still shows.
    const transactions = order.transactions.map((t, k) => (k === 0 ? { ...t, hash: null, senderAddress: null, updatedAt: now } : t));
    return { ...order, transactions, updatedAt: now };
  }
  const done = payout.state === "completed";
  const transactions = order.transactions.map((t, k) =>
    k === 0
      ? {
          ...t,
          hash: shownHash(payout.network, paidBy.txHash),
          senderAddress: addressOfAccount(payout.network, paidBy.from),
          status: done ? ("completed" as const) : t.status,
          updatedAt: now,
          ...(done ? { confirmedAt: now } : {}),
        }
      : t,
  );
  return {
    ...order,
    transactions,
    updatedAt: now,
    ...(done ? { status: "completed" as const, completedAt: now } : {}),
  };
}
