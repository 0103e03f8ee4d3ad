// Chain mode's rules, pure: what one tick of a network's watcher means. planTick takes what the
// node said (sightings in the scanned blocks, the hashes of the blocks holding detected
// transfers, the head and the finalized block) and the transfers already recorded, and decides
// each transfer's fate; applyToOrder turns one order's share of that into the order's change,
// crediting through the same rules as the sandbox (chain-simulator.ts addConfirmations), so
// underpaid, overpaid, late and completed behave alike, with one callback per status change.
//
// Evidence of a reorg is a different hash at a height only: a block the node does not have
// (null) is "not yet", never a reorg, and a rescan that does not see a transfer proves nothing
// (a lagging node answers empty logs for blocks it lacks).
import { ASSETS, NETWORKS, basisPointsOf, subtractCrypto, type AssetId, type NetworkId } from "../../src/shared/index.ts";
import { addConfirmations, type TransferReceived } from "./chain-simulator.ts";
import { addressOfAccount, shownHash, unitsToCrypto } from "./chain-codec.ts";
import { positionOf, transferKey, type ChainTransferRecord, type Sighting, type UnexpectedTally } from "./chain-transfers.ts";
import { fiatValueOf, type UsdValue } from "./fiat-value.ts";
import { touch } from "./incoming-orders.ts";
import type { BalanceRecord } from "./ledger.ts";
import type { ObservedTransfer } from "./payout-matching.ts";
import type { RuleContext } from "./rule-context.ts";
import type { IntegrationRecord, OrderRecord, TransactionRecord } from "./types.ts";

export interface TickFacts {
  network: NetworkId;
  now: string;
  head: number;
  /** The node's finalized block, where the network credits by it; else null. */
  finalized: number | null;
  required: number;
  /** Hash of each height asked about this tick (the blocks of detected transfers); null: the node has no such block yet. */
  verified: ReadonlyMap<number, string | null>;
  /**
   * For detected transfers whose block the node lacks at or below its head: the block hash of
   * the transaction's receipt, null when the node has no receipt either. Absent: not asked.
   */
  receipts?: ReadonlyMap<string, string | null>;
  /**
   * With a second node: for each transfer it was asked about (by transferKey), null when it
   * returned the same receipt, else why not. A transfer it was not asked about, or disagrees on,
   * is not credited this tick. Absent: no second node.
   */
  witnessed?: ReadonlyMap<string, string | null>;
  sightings: readonly Sighting[];
  /** Recorded transfers: every detected one of the network, and any the sightings name. */
  known: ReadonlyMap<string, ChainTransferRecord>;
  /** The order an account belongs to and the asset it asked for. */
  owner(account: string): { orderId: string; assetId: AssetId } | undefined;
  /** The pinned asset of a contract account on this network ("" for the native coin), or undefined. */
  pinned(contract: string): AssetId | undefined;
}

export interface OrderShare {
  detect: ChainTransferRecord[];
  drop: ChainTransferRecord[];
  /** Detected transfers whose confirmation count moved. */
  count: ChainTransferRecord[];
  credit: ChainTransferRecord[];
  /** New unexpected transfers: kept, or only counted past the order's cap (capUnexpected). */
  unexpected: ChainTransferRecord[];
}

export interface TickPlan {
  /** Every record to write (new, changed). */
  saves: Map<string, ChainTransferRecord>;
  orders: Map<string, OrderShare>;
}

const share = (plan: TickPlan, orderId: string): OrderShare => {
  let s = plan.orders.get(orderId);
  if (!s) {
    s = { detect: [], drop: [], count: [], credit: [], unexpected: [] };
    plan.orders.set(orderId, s);
  }
  return s;
};

/** Why a transfer to one of our addresses is not what its order asked for; null when it is. */
function unexpectedReason(facts: TickFacts, sighting: Sighting, wanted: AssetId): string | null {
  const asset = facts.pinned(sighting.contract ?? "");
  const here = NETWORKS[facts.network].displayName;
  if (asset === undefined)
    return `a token this service does not accept (contract ${addressOfAccount(facts.network, sighting.contract ?? "")} on ${here})`;
  if (ASSETS[wanted].network !== facts.network) return `sent on ${here}; the order is on ${NETWORKS[ASSETS[wanted].network].displayName}`;
  if (asset !== wanted) return `${asset} sent; the order asks for ${wanted}`;
  if (unitsToCrypto(sighting.value, ASSETS[asset].decimals) === "0.000000")
    return "less than 0.000001, the smallest amount the service counts";
  return null;
}

/** A detected transfer the node no longer knows: no block at its height though the head is past it, and no receipt. */
const unknownToNode = (facts: TickFacts, t: ChainTransferRecord) =>
  facts.verified.get(t.blockNumber) === null && facts.head >= t.blockNumber && facts.receipts?.get(t.txHash) === null;

const confirmationsAt = (head: number, blockNumber: number, before: number) => (head >= blockNumber ? head - blockNumber + 1 : before);

export function planTick(facts: TickFacts): TickPlan {
  const plan: TickPlan = { saves: new Map(), orders: new Map() };
  const sighted = new Map<string, Sighting>();
  for (const sighting of facts.sightings) sighted.set(transferKey(sighting), sighting);

  // Detected transfers whose block was replaced and that no rescan found again: dropped.
  const held = new Set<string>();
  for (const [key, t] of facts.known) {
    if (t.state !== "detected" || t.orderId === null) continue;
    const hash = facts.verified.get(t.blockNumber);
    if (unknownToNode(facts, t)) {
      // Neither its block nor its receipt, from a node whose head is past it: one such answer
      // may be a node catching up, so it waits (its count frozen) for the network's
      // confirmation count of blocks, and then leaves the order as a reorg's would.
      const since = t.missingSince ?? facts.head;
      if (facts.head - since >= facts.required) {
        const dropped: ChainTransferRecord = { ...t, state: "dropped", missingSince: since, updatedAt: facts.now };
        plan.saves.set(key, dropped);
        share(plan, t.orderId).drop.push(dropped);
      } else if (t.missingSince === undefined) {
        plan.saves.set(key, { ...t, missingSince: since, updatedAt: facts.now });
      }
      held.add(key);
      continue;
    }
    if (typeof hash !== "string" || hash === t.blockHash) continue;
    const again = sighted.get(key);
    if (again && again.blockHash !== t.blockHash) continue; // moved: handled with the sightings
    const dropped: ChainTransferRecord = { ...t, state: "dropped", updatedAt: facts.now };
    plan.saves.set(key, dropped);
    share(plan, t.orderId).drop.push(dropped);
  }

  const live: ChainTransferRecord[] = [];
  for (const [key, sighting] of sighted) {
    const existing = facts.known.get(key);
    const owner = facts.owner(sighting.to);
    if (!owner) continue;
    if (existing && existing.state !== "dropped") {
      // Seen again: in the same block (nothing to do) or, after a reorg, in another one.
      if (existing.blockHash !== sighting.blockHash) {
        const moved: ChainTransferRecord = {
          ...existing,
          blockNumber: sighting.blockNumber,
          blockHash: sighting.blockHash,
          updatedAt: facts.now,
        };
        plan.saves.set(key, moved);
        if (moved.state === "detected") live.push(moved);
      }
      continue;
    }
    const { refused, ...seen } = sighting;
    const reason = refused ?? unexpectedReason(facts, sighting, owner.assetId);
    const record: ChainTransferRecord = {
      ...seen,
      state: reason === null ? "detected" : "unexpected",
      orderId: owner.orderId,
      // A refused one is not the asset it looks like (a TRC-10 token is no TRX): none.
      assetId: refused === undefined ? (facts.pinned(sighting.contract ?? "") ?? null) : null,
      confirmations: confirmationsAt(facts.head, sighting.blockNumber, 0),
      seenAt: existing?.seenAt ?? facts.now,
      updatedAt: facts.now,
      ...(reason === null ? {} : { reason }),
    };
    plan.saves.set(key, record);
    if (reason === null) {
      share(plan, owner.orderId).detect.push(record);
      live.push(record);
    } else {
      // Recorded for the merchant's view of the order (up to its cap); the order itself does not change.
      share(plan, owner.orderId).unexpected.push(record);
    }
  }
  for (const t of facts.known.values()) {
    if (t.state === "detected" && !plan.saves.has(transferKey(t)) && !held.has(transferKey(t))) live.push(t);
  }

  // Confirmations, and the credit of those that have enough (in a block verified this tick).
  for (let t of live) {
    const orderId = t.orderId;
    if (orderId === null) continue;
    const key = transferKey(t);
    const confirmations = confirmationsAt(facts.head, t.blockNumber, t.confirmations);
    const final = confirmations >= facts.required || (facts.finalized !== null && t.blockNumber <= facts.finalized);
    const verified = facts.verified.get(t.blockNumber) === t.blockHash;
    const isNew = facts.known.get(key)?.state !== "detected";
    if (t.missingSince !== undefined && verified) {
      // Its block is back: the wait for it to be dropped ends.
      const back: ChainTransferRecord = { ...t, updatedAt: facts.now };
      delete back.missingSince;
      plan.saves.set(key, back);
      t = back;
    }
    const witnessed = facts.witnessed === undefined || facts.witnessed.get(key) === null;
    const disagreement = facts.witnessed?.get(key);
    if (typeof disagreement === "string" && t.held?.reason !== disagreement) {
      // The second node disagrees: the credit waits, and the merchant's view says why.
      const held: ChainTransferRecord = { ...t, held: { at: t.held?.at ?? facts.now, reason: disagreement }, updatedAt: facts.now };
      plan.saves.set(key, held);
      t = held;
    }
    if (final && verified && !isNew && witnessed) {
      const credited: ChainTransferRecord = { ...t, state: "credited", confirmations, updatedAt: facts.now };
      delete credited.held;
      plan.saves.set(key, credited);
      share(plan, orderId).credit.push(credited);
    } else if (confirmations !== t.confirmations || plan.saves.has(key)) {
      const counted: ChainTransferRecord = { ...t, confirmations, updatedAt: facts.now };
      plan.saves.set(key, counted);
      const s = share(plan, orderId);
      const detecting = s.detect.findIndex((d) => transferKey(d) === key);
      if (detecting >= 0) s.detect[detecting] = counted;
      else s.count.push(counted);
    }
  }
  return plan;
}

/** A receipt as a node answers it: the parts a second witness must agree on. */
export interface WitnessReceipt {
  blockHash?: string;
  status?: string;
  logs?: { logIndex?: string; address?: string; topics?: string[]; data?: string }[];
}

/** keccak256("Transfer(address,address,uint256)"): the first topic of every ERC-20 and TRC-20 transfer log. */
const TRANSFER_TOPIC = "0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef";

const word = (hex: string | undefined) => (hex ?? "").toLowerCase().replace(/^0x/, "").padStart(64, "0");

/**
 * Whether the second node's receipt shows the transfer the first node gave: the same block
 * hash and, for a token, the same log at that index (contract, from, to, value). Null when it
 * agrees, else why not (for the log and /healthz). A native coin's transfer is the transaction
 * itself: the block hash and a successful status.
 */
export function witnessDisagreement(
  t: Pick<ChainTransferRecord, "blockHash" | "logIndex" | "contract" | "from" | "to" | "value">,
  receipt: WitnessReceipt | null,
): string | null {
  if (!receipt) return "the check node has no receipt of the transaction";
  if ((receipt.blockHash ?? "").toLowerCase() !== t.blockHash.toLowerCase()) {
    return `the check node has it in block ${receipt.blockHash ?? "none"}, not ${t.blockHash}`;
  }
  if (receipt.status !== undefined && receipt.status !== "0x1") return "the check node says the transaction failed";
  if (t.logIndex < 0) return null;
  const log = (receipt.logs ?? []).find((l) => Number(l.logIndex) === t.logIndex);
  if (!log) return `the check node's receipt has no log ${t.logIndex}`;
  const topics = log.topics ?? [];
  const same =
    (log.address ?? "").toLowerCase().replace(/^0x/, "") === (t.contract ?? "") &&
    topics[0]?.toLowerCase() === TRANSFER_TOPIC &&
    word(topics[1]).slice(24) === t.from &&
    word(topics[2]).slice(24) === t.to &&
    BigInt(`0x${word(log.data)}`).toString() === t.value;
  return same ? null : `the check node's log ${t.logIndex} is another transfer`;
}

/** How many unexpected transfers an order keeps in full; the rest are only counted, per contract. */
export const UNEXPECTED_KEPT_PER_ORDER = 50;

export interface UnexpectedCapped {
  /** The new unexpected transfers to record in full. */
  keep: ChainTransferRecord[];
  /** The new unexpected transfers past the cap: not recorded (counted in a tally, or already were). */
  beyond: ChainTransferRecord[];
  /** The order's tallies that changed, whole. */
  tallies: UnexpectedTally[];
}

/**
 * One order's new unexpected transfers against its cap: in chain order, the first up to `cap`
 * (with the `kept` already recorded) are kept in full; the others only add to the order's tally
 * of their network and contract (count and sum). One at or before a tally's last counted
 * position was counted by an earlier tick over the same blocks (a rescan): it adds nothing.
 */
export function capUnexpected(input: {
  fresh: readonly ChainTransferRecord[];
  kept: number;
  tallies: readonly UnexpectedTally[];
  cap?: number;
}): UnexpectedCapped {
  const cap = input.cap ?? UNEXPECTED_KEPT_PER_ORDER;
  const sorted = [...input.fresh].sort((a, b) => (positionOf(a) < positionOf(b) ? -1 : positionOf(a) > positionOf(b) ? 1 : 0));
  const room = Math.max(0, cap - input.kept);
  const keep = sorted.slice(0, room);
  const beyond = sorted.slice(room);
  const tallies = new Map(input.tallies.map((t) => [`${t.network}:${t.contract}`, t]));
  const changed = new Set<string>();
  for (const t of beyond) {
    if (t.orderId === null) continue;
    const key = `${t.network}:${t.contract ?? ""}`;
    const before = tallies.get(key);
    const at = positionOf(t);
    if (before && at <= before.through) continue;
    tallies.set(key, {
      orderId: t.orderId,
      network: t.network,
      contract: t.contract ?? "",
      assetId: t.assetId,
      count: (before?.count ?? 0) + 1,
      units: (BigInt(before?.units ?? "0") + BigInt(t.value)).toString(),
      through: at,
    });
    changed.add(key);
  }
  return { keep, beyond, tallies: [...changed].map((key) => tallies.get(key) as UnexpectedTally) };
}

export interface OrderRecords {
  order: OrderRecord;
  integration: IntegrationRecord | undefined;
  balance: BalanceRecord;
}

export interface OrderChange {
  order: OrderRecord;
  balance: BalanceRecord;
  /** The transfers with the order's transaction ids filled in. */
  transfers: ChainTransferRecord[];
  /** Each credit that calls for the order status callback (completed, late, deposit). */
  announced: TransferReceived[];
  /** True when this change completed a payment order (its address then has a late window). */
  completedPayment: boolean;
}

/**
 * The network's terms for one tick: its confirmations, the operator's service fee and the
 * exchange rates (not the sandbox's).
 */
export interface NetworkTerms {
  network: NetworkId;
  required: number;
  /** Basis points of each received amount booked as the service fee (CHAIN_SERVICE_FEE_PERCENT; 0 by default). */
  serviceFeeBasisPoints: bigint;
  /**
   * The USD value of an amount at the service's real rates (a checked feed, or the dollar
   * stablecoins at par), read once before the tick's transaction; null where none is known.
   */
  usd: UsdValue;
}

/** One order's share of a tick: transfers listed, dropped, counted and credited, in one change. */
export function applyToOrder(records: OrderRecords, s: OrderShare, terms: NetworkTerms, ctx: RuleContext): OrderChange {
  const { network, required } = terms;
  let order = structuredClone(records.order);
  let balance = records.balance;
  const statusBefore = order.status;
  const transfers: ChainTransferRecord[] = [];
  const announced: TransferReceived[] = [];
  let changed = false;

  for (const t of s.drop) {
    const before = order.transactions.length;
    order.transactions = order.transactions.filter((x) => x.id !== t.transactionId || x.status !== "pending");
    changed ||= order.transactions.length !== before;
    transfers.push(t);
  }
  for (const t of s.detect) {
    const decimals = ASSETS[order.assetId].decimals;
    const amount = unitsToCrypto(t.value, decimals);
    const fee = basisPointsOf(amount, terms.serviceFeeBasisPoints);
    const transaction: TransactionRecord = {
      id: ctx.ids.next("tx"),
      hash: shownHash(network, t.txHash),
      status: "pending",
      createdAt: ctx.now,
      updatedAt: ctx.now,
      confirmations: Math.min(required, t.confirmations),
      requiredConfirmations: required,
      senderAddress: addressOfAccount(network, t.from),
      receiverAddress: order.paymentAddress ?? addressOfAccount(network, t.to),
      primaryAmount: amount,
      serviceFeeAmount: fee,
      totalAmount: subtractCrypto(amount, fee),
      secondaryAmount: fiatValueOf(order, amount, terms.usd),
    };
    order.transactions.push(transaction);
    transfers.push({ ...t, transactionId: transaction.id });
    changed = true;
  }
  for (const t of s.count) {
    const transaction = order.transactions.find((x) => x.id === t.transactionId);
    if (transaction && transaction.status === "pending") {
      transaction.confirmations = Math.min(required, t.confirmations);
      transaction.updatedAt = ctx.now;
      changed = true;
    }
    transfers.push(t);
  }
  if (changed) touch(order, ctx.now);
  for (const t of s.credit) {
    transfers.push(t);
    if (!t.transactionId || !order.transactions.some((x) => x.id === t.transactionId && x.status === "pending")) continue;
    const change = addConfirmations({ order, integration: records.integration, balance }, t.transactionId, undefined, ctx, terms.usd);
    order = change.order;
    balance = change.balance;
    if (change.callback) announced.push(change);
  }
  return {
    order,
    balance,
    transfers,
    announced,
    completedPayment: order.type === "payment" && statusBefore !== "completed" && order.status === "completed",
  };
}

/** What the cursor's block says: where a tick scans from, and whether the chain under the cursor changed. */
export interface ScanStart {
  from: number;
  /** The cursor's block has another hash now: a reorg, rescanned from below it. */
  reorg: boolean;
  /** After a reorg: the lowest height whose credited transfers are checked against the new chain. */
  floor: number | null;
}

/**
 * Where a tick scans from. A first start begins at CHAIN_START_BLOCK or the head; a different
 * hash at the cursor is a reorg: rescan from `depth` below it, or lower if a detected transfer's
 * block was replaced lower still (the fork point is unknown: only the cursor's hash is kept).
 * A block the node lacks is "not yet", never a reorg.
 */
export function scanStart(input: {
  cursor: { height: number | null; hash: string | null };
  /** The node's hash at the cursor's height now (null: it has no such block yet). */
  cursorHash: string | null;
  startBlock: number | null;
  head: number;
  /** How deep a reorg is rescanned: deeper than any reorg short of finality. */
  depth: number;
  detected: readonly ChainTransferRecord[];
  verified: ReadonlyMap<number, string | null>;
}): ScanStart {
  const { cursor } = input;
  if (cursor.height === null) return { from: input.startBlock ?? input.head, reorg: false, floor: null };
  if (input.cursorHash === null || cursor.hash === null || input.cursorHash === cursor.hash) {
    return { from: cursor.height + 1, reorg: false, floor: null };
  }
  const floor = Math.max(0, cursor.height - input.depth);
  const replaced = input.detected.filter((t) => {
    const hash = input.verified.get(t.blockNumber);
    return typeof hash === "string" && hash !== t.blockHash;
  });
  return { from: Math.min(floor, ...replaced.map((t) => t.blockNumber)), reorg: true, floor };
}

/**
 * Where the cursor lands after a tick: at the top of a range read from one chain; else where it
 * was (a node behind it, or a range whose top changed while it was read), or, after a reorg,
 * below the rescan with no hash, so the next tick rescans it; a first start that read nothing
 * sits just below its start.
 */
export function cursorAfter(input: {
  cursor: { height: number | null; hash: string | null };
  from: number;
  reorg: boolean;
  scannedTo: { height: number; hash: string } | null;
}): { height: number; hash: string | null } {
  const { cursor, scannedTo } = input;
  if (scannedTo) return { height: scannedTo.height, hash: scannedTo.hash };
  if (cursor.height === null) return { height: input.from - 1, hash: cursor.hash };
  if (input.reorg) return { height: Math.min(cursor.height, input.from - 1), hash: null };
  return { height: cursor.height, hash: cursor.hash };
}

export interface CreditsReconciled {
  plan: TickPlan;
  /** Credited transfers in no block of the new chain: flagged for the operator and the merchant, the credit standing. */
  outOfChain: ChainTransferRecord[];
  /** Credited transfers found in another block (re-included by the new fork, or again after a flag). */
  moved: ChainTransferRecord[];
}

/**
 * A credit is never reversed. `replaced`: credited transfers whose block a reorg replaced. Each
 * found again in another block by this tick's scan has moved; one in no block now is flagged
 * (reorgedAfterCredit) for the operator and the merchant. A flagged one that a later block
 * includes again is marked so (reincludedAt). Returns a new plan; the one given is left as it was.
 */
export function reconcileCredits(
  plan: TickPlan,
  replaced: readonly ChainTransferRecord[],
  known: ReadonlyMap<string, ChainTransferRecord>,
  now: string,
): CreditsReconciled {
  const saves = new Map(plan.saves);
  const outOfChain: ChainTransferRecord[] = [];
  const moved: ChainTransferRecord[] = [];
  for (const t of replaced) {
    const key = transferKey(t);
    const again = saves.get(key);
    if (again && again.blockHash !== t.blockHash) {
      const record = { ...again, reorgedAfterCredit: now, reincludedAt: now, updatedAt: now };
      saves.set(key, record);
      moved.push(record);
    } else {
      const flagged: ChainTransferRecord = { ...t, reorgedAfterCredit: now, updatedAt: now };
      delete flagged.reincludedAt;
      saves.set(key, flagged);
      outOfChain.push(flagged);
    }
  }
  for (const [key, t] of saves) {
    const before = known.get(key);
    if (t.state !== "credited" || !before?.reorgedAfterCredit || before.reincludedAt || before.blockHash === t.blockHash) continue;
    const back = { ...t, reincludedAt: now, updatedAt: now };
    saves.set(key, back);
    moved.push(back);
  }
  return { plan: { saves, orders: plan.orders }, outOfChain, moved };
}

/** What one tick writes, in one transaction (use-cases/chain-ticks.ts). */
export interface TickWrite {
  network: NetworkId;
  /** This process's name in the lease. */
  owner: string;
  now: string;
  /** The cursor as the tick read it before asking the node: the write is dropped if it moved. */
  cursor: { height: number | null; hash: string | null };
  plan: TickPlan;
  /** Where the cursor lands (cursorAfter). */
  cursorAfter: { height: number; hash: string | null };
  /** Confirmations the network requires. */
  required: number;
  leaseUntil: string;
  /** Until when a payment completed in this tick keeps its address watched (late payments). */
  lateUntil: string;
  /**
   * The destinations of the open payouts the tick read transfers to (accounts), the transfers it
   * found to them, the head it proved (a seen payout's confirmations count to it) and the node's
   * hashes of the blocks holding seen payouts' transfers (a reorg check); none: the
   * tick leaves payouts alone.
   */
  payouts?:
    | {
        destinations: string[];
        transfers: ObservedTransfer[];
        head: number;
        verified: ReadonlyMap<number, string | null>;
        /** With a check node: its verdict on each transfer that could complete a payout (payout-witness.ts); absent: none is asked. */
        witnessed?: ReadonlyMap<string, string | null>;
      }
    | undefined;
}

export interface TickWritten {
  orders: OrderRecord[];
  /** Payment orders this tick completed: their addresses are watched until `lateUntil` only. */
  completed: string[];
}
