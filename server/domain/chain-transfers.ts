// Chain mode's records: a transfer the watcher saw on a chain, and a watched address. Plain JSON
// kept as the store holds it; amounts in the chain's base units as decimal text (BNB Smart
// Chain's USDT has 18 decimals: nothing is rounded here).
import type { AssetId, NetworkId } from "../../src/shared/index.ts";

/**
 * detected: seen in a block, waiting for confirmations (listed on its order as pending);
 * credited: confirmed and credited through the payment rules, once;
 * dropped: its block was replaced before it was credited (a reorg), and it is in no block now;
 * unexpected: to one of our addresses, but not what the order asked for (another token, another
 * network, another asset): recorded and shown to the merchant, never credited.
 */
export type ChainTransferState = "detected" | "credited" | "dropped" | "unexpected";

/** What the scanner saw: one Transfer log of a token, or one top-level transaction with value. */
export interface Sighting {
  network: NetworkId;
  /** 0x + 64 lower-case hex digits, as the node answers. */
  txHash: string;
  /** The log's index in its block; -1 for a native coin's transfer (the transaction itself). */
  logIndex: number;
  blockNumber: number;
  blockHash: string;
  /** 20 account bytes, 40 lower-case hex digits (TRON's too: its JSON-RPC drops the 0x41). */
  from: string;
  to: string;
  /** The token contract's 40 hex digits; null for the native coin. */
  contract: string | null;
  /** Base units, decimal text. */
  value: string;
  /**
   * Set when the scanner already knows it is not what it looks like (on TRON, a transaction the
   * JSON-RPC shows as a value transfer that is not a TRX one): why, recorded as unexpected.
   */
  refused?: string;
}

export interface ChainTransferRecord extends Sighting {
  state: ChainTransferState;
  /** The order whose address received it (null: none of ours, never stored). */
  orderId: string | null;
  /** What it is, when it is a pinned asset of this network. */
  assetId: AssetId | null;
  /** Why it is unexpected (shown to the merchant). */
  reason?: string;
  /** The order's transaction that lists it, while detected or once credited. */
  transactionId?: string;
  /** Confirmations last counted (the block that includes it is the first). */
  confirmations: number;
  seenAt: string;
  updatedAt: string;
  /**
   * While detected: the head at which the node first had neither its block nor its receipt.
   * Once the head is the network's confirmation count past it, the transfer is dropped, as a
   * reorg would drop it; the block coming back clears it.
   */
  missingSince?: number;
  /** When a reorg replaced its block after it was credited: shown to the operator and the merchant, never reversed. */
  reorgedAfterCredit?: string;
  /** When, after that, the same transfer was found in another block (it still stands on the chain). */
  reincludedAt?: string;
  /**
   * While detected: the second node (CHAIN_RPC_URL_<NETWORK>_CHECK) disagreed about it when it
   * could have been credited, since when and why. Kept on the record so every process shows the
   * merchant the hold; the credit clears it.
   */
  held?: { at: string; reason: string };
}

/**
 * What an order received beyond its kept unexpected transfers, per network and contract: only
 * counted, so a flood of worthless token transfers to one address (a few cents of fees for
 * thousands) neither grows the database without bound nor the merchant's view of the order.
 */
export interface UnexpectedTally {
  orderId: string;
  network: NetworkId;
  /** The token contract's 40 hex digits; "" for the native coin. */
  contract: string;
  /** The service's asset the contract is on this network, else null. */
  assetId: AssetId | null;
  count: number;
  /** The sum of their values in the token's base units, decimal text. */
  units: string;
  /** The position (positionOf) of the last one counted: a rescan of the same blocks counts none again. */
  through: string;
}

/** A transfer's place on its chain, as text that sorts as the chain does: block, log index, hash. */
export const positionOf = (t: { blockNumber: number; logIndex: number; txHash: string }) =>
  `${String(t.blockNumber).padStart(12, "0")}:${String(t.logIndex + 1).padStart(10, "0")}:${t.txHash}`;

/** An address the watcher looks for, with what its order asked for. */
/** A watched address, kept under its account (40 lower-case hex digits): the key is not repeated in it. */
export interface WatchedAddress {
  orderId: string;
  assetId: AssetId;
  /**
   * ms since the epoch after which it is no longer watched; absent: for as long as the order lives.
   * Absent rather than null: most addresses have no window, and a record with two fields is 12
   * bytes smaller than with three, in a map that holds one per watched address.
   */
  until?: number;
}

export const transferKey = (t: { network: string; txHash: string; logIndex: number }) => `${t.network}:${t.txHash}:${t.logIndex}`;
