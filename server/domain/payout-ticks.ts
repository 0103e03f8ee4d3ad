// A watcher's tick, for the payouts: the transfers it read to open payouts' destinations and the
// head it proved, in; the payouts and their orders that changed, out. A transfer that pays a
// payout from a known sender makes it `seen` at once, its order's transaction carrying the hash
// and the sender (the merchant sees which transaction paid it before it is final); a seen payout
// with the network's confirmations is `completed`, and so is its order. A seen payout whose block
// now has another hash (a reorg before the confirmations) goes back to awaiting, its order's
// transaction without hash or sender again; the same transfer found in the new chain makes it seen
// again. Pure: the tick's use case loads and saves in its one transaction.
import type { NetworkId } from "../../src/shared/index.ts";
import { addressOfAccount, shownHash } from "./chain-codec.ts";
import { matchTransfer, type KnownSenders, type ObservedTransfer } from "./payout-matching.ts";
import { payoutBackToAwaiting, payoutCompleted, payoutSeen, type PayoutRecord } from "./payouts.ts";
import type { OrderRecord } from "./types.ts";

export interface PayoutTickInput {
  network: NetworkId;
  /** The open payouts (awaiting or seen) to the destinations read, oldest first. */
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
}

/** A transfer's key in a check node's verdicts: its hash and log index (-1: a native coin's transfer). */
export const payoutWitnessKey = (hash: string, logIndex: number): string => `${hash}:${logIndex}`;

const keyOf = (network: NetworkId, hash: string, logIndex: number) => `${network}:${hash}:${logIndex}`;

export function applyPayoutTick(input: PayoutTickInput): PayoutTickOutput {
  const { network, now } = input;
  const current = new Map(input.open.map((p) => [p.orderId, p]));
  const changed = new Set<string>();
  // Only another hash at the same height is evidence of a reorg; a block the node lacks is "not yet".
  for (const payout of input.open) {
    const at = payout.paidBy?.blockHash ? input.verified.get(payout.paidBy.blockNumber) : undefined;
    if (payout.state !== "seen" || typeof at !== "string" || at === payout.paidBy?.blockHash) continue;
    current.set(payout.orderId, payoutBackToAwaiting(payout, now));
    changed.add(payout.orderId);
  }
  // A transfer already paying a payout (read again over the overlap) pays nothing else.
  const claimed = new Set([...current.values()].flatMap((p) => (p.paidBy ? [keyOf(p.network, p.paidBy.txHash, p.paidBy.logIndex)] : [])));
  const transfers = [...input.transfers].sort((a, b) => a.block - b.block || a.logIndex - b.logIndex);
  for (const transfer of transfers) {
    const verdict = matchTransfer([...current.values()], transfer, input.senders, claimed);
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
    if (order) orders.push(orderOf(order, payout, now));
  }
  return { payouts, orders };
}

/** The outgoing order as its payout now stands: the paying transaction on it, completed with it. */
function orderOf(order: OrderRecord, payout: PayoutRecord, now: string): OrderRecord {
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
