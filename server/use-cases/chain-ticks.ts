// A chain watcher's tick, written: one store transaction for everything the tick read and the
// rules decided (domain/chain-watch.ts), so a crash (even SIGKILL) between two ticks neither
// skips nor doubles a block. The cursor is checked first (unchanged, and still this process's:
// else the tick's reading is stale and nothing is written); then each order the plan names, in
// id order, locked, with its integration and its balance, takes its share (applyToOrder) and the
// write tail every order change takes (order-changes.ts); then the transfers, the late windows
// of completed payments, the payouts the transfers to their destinations paid (seen, then
// completed at the network's confirmations), and the cursor with the lease renewed. What follows the commit (the
// pages woken, the callbacks handed over, a refused callback told) is the after-commit path's.
import type { NetworkId } from "../../src/shared/index.ts";
import { transferKey } from "../domain/chain-transfers.ts";
import { applyToOrder, capUnexpected, type TickWrite, type TickWritten } from "../domain/chain-watch.ts";
import type { UsdValue } from "../domain/fiat-value.ts";
import type { Ids } from "../domain/ids.ts";
import type { OrderRecord } from "../domain/types.ts";
import { applyPayoutTick } from "../domain/payout-ticks.ts";
import { isOpenPayout, type PayoutRecord } from "../domain/payouts.ts";
import type { Logger } from "../http/logger.ts";
import type { RuleContext } from "../domain/rule-context.ts";
import type { Repository, StoreTransaction } from "../store/index.ts";
import { applied } from "./applied.ts";
import { writeOrderChange } from "./order-changes.ts";
import { flaggedNow, reorgAfterCreditNotice } from "./reorg-notice.ts";

class LostLease extends Error {}

/** Writes the tick; null when another process took the network or moved its cursor meanwhile (nothing written). */
export async function writeChainTick(
  store: Repository,
  tick: TickWrite,
  parts: {
    ids: Ids;
    specStrict: boolean;
    serviceFeeBasisPoints: bigint;
    /** The service's USD valuation now (services.usd: real rates only in chain mode). */
    usd: () => Promise<UsdValue>;
    /** The operator's declared payout addresses per network, as accounts (PAYOUT_ADDRESSES_<NETWORK>). */
    declaredPayers?: Partial<Record<NetworkId, readonly string[]>>;
    /** Where a completed payout flagged after a reorg is told, once, after the flag commits. */
    logger?: Pick<Logger, "error">;
  },
): Promise<TickWritten | null> {
  const { network, owner, cursor, plan } = tick;
  const ctx = { now: tick.now, ids: parts.ids, specStrict: parts.specStrict };
  // Read before the transaction, once: a feed's fetch never holds the tick's locks, and every
  // transfer of the tick is valued at the same table.
  const usd = await parts.usd();
  try {
    const written = await store.transaction(
      async (tx) => {
        const current = await tx.chain.cursor(network);
        if ((current.owner !== owner && current.owner !== null) || current.height !== cursor.height || current.hash !== cursor.hash) {
          throw new LostLease();
        }
        const orders: OrderRecord[] = [];
        const completed: string[] = [];
        const flagged: PayoutRecord[] = [];
        const saves = new Map(plan.saves);
        // An order's new unexpected transfers past its cap are counted, not recorded: a flood of
        // worthless token transfers to one address stays one row per contract.
        for (const orderId of [...plan.orders.keys()].sort()) {
          const fresh = plan.orders.get(orderId)?.unexpected ?? [];
          if (fresh.length === 0) continue;
          const { kept, tallies } = await tx.chain.unexpectedOf(orderId);
          const capped = capUnexpected({ fresh, kept, tallies });
          for (const t of capped.beyond) saves.delete(transferKey(t));
          for (const tally of capped.tallies) await tx.chain.saveTally(tally);
        }
        // Orders in id order, each locked, then its balance: the order every money write locks in.
        for (const orderId of [...plan.orders.keys()].sort()) {
          const share = plan.orders.get(orderId);
          if (!share || share.detect.length + share.drop.length + share.count.length + share.credit.length === 0) continue;
          const order = await tx.order(orderId, null, { lock: true });
          if (!order) continue;
          const integration = await tx.integration(order.integrationId, null);
          const balance = await tx.balance(order.integrationId, order.assetId);
          const change = applyToOrder(
            { order, integration, balance },
            share,
            { network, required: tick.required, serviceFeeBasisPoints: parts.serviceFeeBasisPoints, usd },
            ctx,
          );
          await writeOrderChange(
            tx,
            { order: change.order, integration, balance: { loaded: balance, changed: change.balance }, announced: change.announced },
            ctx,
          );
          for (const t of change.transfers) saves.set(transferKey(t), t);
          if (change.completedPayment) {
            await tx.chain.watchUntil(orderId, tick.lateUntil);
            completed.push(orderId);
          }
          orders.push(change.order);
        }
        if (tick.payouts) {
          const payouts = await writePayouts(
            tx,
            { network, required: tick.required },
            tick.payouts,
            parts.declaredPayers?.[network] ?? [],
            ctx,
          );
          orders.push(...payouts.orders);
          flagged.push(...payouts.reorgedAfterCompletion);
        }
        for (const t of saves.values()) {
          await tx.chain.saveTransfer(t);
          // A credit a reorg took the block of: the merchant is mailed, in the flag's transaction.
          if (flaggedNow(t, tick.now)) {
            const order = await tx.order(t.orderId as string, null);
            if (order) await tx.mail.queueNotice(reorgAfterCreditNotice(t, order));
          }
        }
        await tx.chain.saveCursor({ network, ...tick.cursorAfter, owner, leaseUntil: tick.leaseUntil });
        return { orders, completed, flagged };
      },
      { now: ctx.now },
    );
    const { flagged, ...result } = applied(written, "a watcher's tick");
    // Told after the commit, so a tick that rolls back tells nothing; the flag is set once, so this is said once.
    for (const payout of flagged) parts.logger?.error(reorgedMessage(payout));
    return result;
  } catch (error) {
    if (error instanceof LostLease) return null;
    throw error;
  }
}

/**
 * The payouts' share of the tick: the payouts the watch reads for (open ones, the latest closed
 * ones), locked oldest first, then the open ones' orders in id order; a sender is the merchant's
 * when it is any address the xpub handed out (chain_addresses), or declared by the operator. No
 * callback: the spec has none for outgoing orders, so the order's change is saved as it is. A
 * stranger's or a late transfer is recorded on its payout once.
 */
export async function writePayouts(
  tx: StoreTransaction,
  tick: { network: NetworkId; required: number },
  payouts: NonNullable<TickWrite["payouts"]>,
  declared: readonly string[],
  ctx: RuleContext,
): Promise<{ orders: OrderRecord[]; reorgedAfterCompletion: PayoutRecord[] }> {
  const open = await tx.payouts.watched(tick.network);
  if (open.length === 0) return { orders: [], reorgedAfterCompletion: [] };
  const family = tick.network === "tron" ? "tron" : "evm";
  const merchant = new Set<string>();
  for (const from of new Set(payouts.transfers.map((t) => t.from))) {
    if (await tx.payouts.isOrderAddress(family, from)) merchant.add(from);
  }
  const orders = new Map<string, OrderRecord>();
  for (const orderId of open
    .filter(isOpenPayout)
    .map((p) => p.orderId)
    .sort()) {
    const order = await tx.order(orderId, null, { lock: true });
    if (order) orders.set(orderId, order);
  }
  const changed = applyPayoutTick({
    network: tick.network,
    open,
    orders,
    transfers: payouts.transfers,
    senders: { merchant, declared: new Set(declared) },
    head: payouts.head,
    required: tick.required,
    verified: payouts.verified,
    ...(payouts.witnessed ? { witnessed: payouts.witnessed } : {}),
    now: ctx.now,
  });
  for (const payout of changed.payouts) await tx.payouts.save(payout);
  for (const sighting of changed.sightings) await tx.payouts.addSighting(sighting);
  for (const order of changed.orders) await tx.updateOrder(order);
  return { orders: changed.orders, reorgedAfterCompletion: changed.reorgedAfterCompletion };
}

function reorgedMessage(payout: PayoutRecord): string {
  return `payout ${payout.orderId} on ${payout.network} completed on transfer ${payout.paidBy?.txHash} (block ${payout.paidBy?.blockNumber}), and a reorg took that block away: the payout stays completed and is flagged; check in the merchant's wallet that the transfer is in the chain`;
}
