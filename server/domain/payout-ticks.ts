// A watcher's tick, for the payouts: the transfers it read to open payouts' destinations and the
// head it proved, in; the payouts and their orders that changed, out. A transfer that pays a
// payout from a known sender makes it `seen` at once, its order's transaction carrying the hash
// and the sender (the merchant sees which transaction paid it before it is final); a seen payout
// with the network's confirmations is `completed`, and so is its order. A seen payout whose block
// now has another hash (a reorg before the confirmations) goes back to awaiting, its order's
// transaction without hash or sender again; the same transfer found in the new chain makes it seen
// again. The same exact transfer from a sender this service does not know is recorded on the
// payout as a stranger's (payout-sightings.ts), never completing it; one that would have paid a
// payout already cancelled is recorded on it as late. A completed payout whose block now has
// another hash is flagged once, never reversed: its money left the wallet in a transfer the chain
// no longer shows, and the merchant must be told rather than the books quietly rewritten.
// Pure: the tick's use case loads and saves in its one transaction.
import type { NetworkId } from "../../src/shared/index.ts";
import { matchTransfer, paysExactly, type KnownSenders, type ObservedTransfer } from "./payout-matching.ts";
import type { PayoutSighting } from "./payout-sighting-record.ts";
import { sightingOf } from "./payout-sightings.ts";
import {
  payoutBackToAwaiting,
  payoutCompleted,
  payoutOrder,
  payoutReorgedAfterCompletion,
  payoutSeen,
  type PayoutRecord,
} from "./payouts.ts";
import type { OrderRecord } from "./types.ts";

export interface PayoutTickInput {
  network: NetworkId;
  /**
   * The payouts to the destinations read, oldest first: the open ones (awaiting or seen), and
   * those the watch keeps an eye on after they closed (a cancelled one, for a late transfer; a
   * completed one, for a reorg under it).
   */
  open: readonly PayoutRecord[];
  /** Their outgoing orders, by id. */
  orders: ReadonlyMap<string, OrderRecord>;
  transfers: readonly ObservedTransfer[];
  senders: KnownSenders;
  /** The head the tick proved, and the confirmations the network requires. */
  head: number;
  required: number;
  /** The node's hash now of the blocks that hold seen payouts' transfers (null: it has none yet, which is not a reorg). */
  verified: ReadonlyMap<number, string | null>;
  /**
   * With a check node: its verdict on the transfers that could complete a payout, by
   * `hash:logIndex` (null: it agrees). A payout completes only on a transfer it agreed to;
   * absent (no check node): the main node's word is enough.
   */
  witnessed?: ReadonlyMap<string, string | null>;
  now: string;
}

export interface PayoutTickOutput {
  payouts: PayoutRecord[];
  orders: OrderRecord[];
  /** Transfers that did not pay the payout they are recorded on: a stranger's, or late (the store keeps each once). */
  sightings: PayoutSighting[];
  /** Completed payouts flagged in this tick because a reorg took their transfer away (each flagged once: to be logged once). */
  reorgedAfterCompletion: PayoutRecord[];
}

/** A transfer's key in a check node's verdicts: its hash and log index (-1: a native coin's transfer). */
export const payoutWitnessKey = (hash: string, logIndex: number): string => `${hash}:${logIndex}`;

const keyOf = (network: NetworkId, hash: string, logIndex: number) => `${network}:${hash}:${logIndex}`;

export function applyPayoutTick(input: PayoutTickInput): PayoutTickOutput {
  const { network, now } = input;
  const current = new Map(input.open.map((p) => [p.orderId, p]));
  const changed = new Set<string>();
  const flagged: PayoutRecord[] = [];
  const sightings: PayoutSighting[] = [];
  // Only another hash at the same height is evidence of a reorg; a block the node lacks is "not yet".
  for (const payout of input.open) {
    const at = payout.paidBy?.blockHash ? input.verified.get(payout.paidBy.blockNumber) : undefined;
    if (typeof at !== "string" || at === payout.paidBy?.blockHash) continue;
    if (payout.state === "seen") {
      current.set(payout.orderId, payoutBackToAwaiting(payout, now));
      changed.add(payout.orderId);
    } else if (payout.state === "completed" && !payout.reorgedAfterCompletion) {
      const marked = payoutReorgedAfterCompletion(payout, at, now);
      current.set(payout.orderId, marked);
      flagged.push(marked);
    }
  }
  // A transfer already paying a payout (read again over the overlap) pays nothing else.
  const claimed = new Set([...current.values()].flatMap((p) => (p.paidBy ? [keyOf(p.network, p.paidBy.txHash, p.paidBy.logIndex)] : [])));
  const transfers = [...input.transfers].sort((a, b) => a.block - b.block || a.logIndex - b.logIndex);
  for (const transfer of transfers) {
    const verdict = matchTransfer([...current.values()], transfer, input.senders, claimed);
    if (verdict.kind === "stranger") sightings.push(sightingOf(verdict.orderId, "stranger", transfer, now));
    if (verdict.kind === "noMatch") {
      const cancelled = lateFor([...current.values()], transfer, input.senders, claimed);
      if (cancelled) sightings.push(sightingOf(cancelled.orderId, "late", transfer, now));
    }
    if (verdict.kind !== "completes") continue;
    const payout = current.get(verdict.orderId) as PayoutRecord;
    const paidBy = {
      txHash: transfer.hash,
      logIndex: transfer.logIndex,
      blockNumber: transfer.block,
      ...(transfer.blockHash ? { blockHash: transfer.blockHash } : {}),
      from: transfer.from,
    };
    current.set(payout.orderId, payoutSeen(payout, paidBy, now));
    claimed.add(keyOf(network, transfer.hash, transfer.logIndex));
    changed.add(payout.orderId);
  }
  for (const payout of current.values()) {
    if (payout.state !== "seen" || !payout.paidBy) continue;
    if (input.head - payout.paidBy.blockNumber + 1 < input.required) continue;
    // The check node disagreed, or did not answer: the completion waits for its word.
    if (input.witnessed && input.witnessed.get(payoutWitnessKey(payout.paidBy.txHash, payout.paidBy.logIndex)) !== null) continue;
    current.set(payout.orderId, payoutCompleted(payout, now));
    changed.add(payout.orderId);
  }
  const payouts = [...changed].map((id) => current.get(id) as PayoutRecord);
  const orders: OrderRecord[] = [];
  for (const payout of payouts) {
    const order = input.orders.get(payout.orderId);
    if (order) orders.push(payoutOrder(order, payout, now));
  }
  // A flag changes the payout only: its order stays completed, as the house never reverses a completion silently.
  return { payouts: [...payouts, ...flagged], orders, sightings, reorgedAfterCompletion: flagged };
}

/**
 * The cancelled payout an exact transfer from the merchant's own wallet would have paid: the
 * money left all the same, so it is kept on the payout as late rather than lost.
 */
function lateFor(
  payouts: readonly PayoutRecord[],
  transfer: ObservedTransfer,
  senders: KnownSenders,
  claimed: ReadonlySet<string>,
): PayoutRecord | undefined {
  if (claimed.has(keyOf(transfer.network, transfer.hash, transfer.logIndex))) return undefined;
  if (!senders.merchant.has(transfer.from) && !senders.declared.has(transfer.from)) return undefined;
  return payouts.find((p) => p.state === "cancelled" && paysExactly(p, transfer));
}
