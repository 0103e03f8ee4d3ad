// Chain mode's payouts after their creation: a cancel and a signer's broadcast report. Each
// loads what its rule names in one transaction, in the order a refund locks them (the refunded
// order, then the balance), so two writes never wait on each other in opposite orders.
import { broadcastOf, cancelPayout, type PayoutRecord } from "../domain/payouts.ts";
import { invalid, shown } from "../domain/refusal.ts";
import type { RuleContext } from "../domain/rule-context.ts";
import type { Repository, StoreTransaction, WriteOptions, Written } from "../store/index.ts";

const unknown = (orderId: string) =>
  invalid("wrongData", "orderId", `payout ${shown(orderId)} does not exist: use an orderId from GET /api/v1/payouts`);

async function payoutOf(tx: StoreTransaction, clientId: string, orderId: string): Promise<PayoutRecord> {
  const payout = await tx.payouts.get(orderId, clientId, { lock: true });
  if (!payout) throw unknown(orderId);
  return payout;
}

export function cancel(
  store: Repository,
  clientId: string,
  orderId: string,
  ctx: RuleContext,
  options: WriteOptions<PayoutRecord> = {},
): Promise<Written<PayoutRecord>> {
  return store.transaction(
    async (tx) => {
      // Unlocked first, to learn which order and balance to lock before it.
      const first = await tx.payouts.get(orderId, clientId);
      if (!first) throw unknown(orderId);
      const original = first.refundOf ? await tx.order(first.refundOf, clientId, { lock: true }) : undefined;
      const balance = await tx.balance(first.integrationId, first.assetId);
      // Read again, locked, behind the order and balance: what the rule judges is current.
      const payout = await payoutOf(tx, clientId, orderId);
      const made = cancelPayout({ payout, original, balance }, ctx.now);
      await tx.payouts.save(made.payout);
      if (made.original) await tx.updateOrder({ ...made.original, updatedAt: ctx.now });
      await tx.saveBalance(made.balance);
      return made.payout;
    },
    { now: ctx.now, ...options },
  );
}

/** The signer's word of what it sent: recorded and shown, never trusted to complete anything. */
export function recordBroadcast(
  store: Repository,
  clientId: string,
  orderId: string,
  hash: string,
  ctx: RuleContext,
  options: WriteOptions<PayoutRecord> = {},
): Promise<Written<PayoutRecord>> {
  return store.transaction(
    async (tx) => {
      const payout = broadcastOf(await payoutOf(tx, clientId, orderId), hash, ctx.now);
      await tx.payouts.save(payout);
      return payout;
    },
    { now: ctx.now, ...options },
  );
}
