// Which open payout a transfer seen on the chain pays. The service never holds a key, so a
// payout completes only on what it can prove: the same network, the pinned contract (or a
// top-level transfer of the native coin), to the destination, the exact base units, from an
// address that is the merchant's (one its xpub handed out) or one the operator declared as a
// payout wallet. The same transfer from anyone else is shown to the merchant and completes
// nothing by itself: anyone can send a few tokens to a known address to close a refund unpaid.
import type { NetworkId } from "../../src/shared/index.ts";
import { contractAccount } from "./chain-codec.ts";
import type { PayoutRecord } from "./payouts.ts";

/** A transfer as the watcher reads it; accounts as 40 lower-case hex digits. */
export interface ObservedTransfer {
  network: NetworkId;
  /** The token contract's account; null for a top-level native transfer. */
  contract: string | null;
  from: string;
  to: string;
  /** Base units, integer text. */
  baseUnits: string;
  hash: string;
  logIndex: number;
  block: number;
  /** The block's hash as the node gave it. */
  blockHash?: string;
}

export interface KnownSenders {
  /** Accounts of the merchant's addresses (every index of its xpub handed out so far). */
  merchant: ReadonlySet<string>;
  /** Accounts of the operator's declared payout addresses on this network. */
  declared: ReadonlySet<string>;
}

export type PayoutVerdict =
  | { kind: "completes"; orderId: string }
  /** The exact transfer, from a sender this service does not know: shown, never completing. */
  | { kind: "stranger"; orderId: string }
  | { kind: "noMatch" };

/** Same network, asset, destination and exact amount: the transfer is what this payout asks for. */
export function paysExactly(payout: PayoutRecord, transfer: ObservedTransfer): boolean {
  if (payout.network !== transfer.network) return false;
  const contract = payout.contract === null ? null : contractAccount(payout.network, payout.contract);
  if (contract !== transfer.contract) return false;
  if (payout.destinationAccount !== transfer.to) return false;
  // Integer text from both sides; BigInt so "010" and "10" (never written so, but) stay equal.
  return BigInt(payout.baseUnits) === BigInt(transfer.baseUnits);
}

/**
 * The payout one transfer pays, from the open payouts of its network. `open` holds them oldest
 * first (identical payouts are paid in the order they were asked for); a transfer already used
 * (`claimed`, its network:hash:logIndex) pays nothing again: one transfer, at most one payout.
 * A payout already seen is not paid twice either.
 */
export function matchTransfer(
  open: readonly PayoutRecord[],
  transfer: ObservedTransfer,
  senders: KnownSenders,
  claimed: ReadonlySet<string> = new Set(),
): PayoutVerdict {
  if (claimed.has(`${transfer.network}:${transfer.hash}:${transfer.logIndex}`)) return { kind: "noMatch" };
  const candidate = open.find((payout) => payout.state === "awaitingPayment" && paysExactly(payout, transfer));
  if (!candidate) return { kind: "noMatch" };
  const known = senders.merchant.has(transfer.from) || senders.declared.has(transfer.from);
  return { kind: known ? "completes" : "stranger", orderId: candidate.orderId };
}
