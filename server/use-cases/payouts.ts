// Chain mode's payouts after their creation: a cancel, a signer's broadcast report, and the
// merchant's answer to a stranger's transfer (mark the payout paid with it, or not this one). Each
// loads what its rule names in one transaction, in the order a refund locks them (the refunded
// order, then the balance), so two writes never wait on each other in opposite orders.
import { shownHash } from "../domain/chain-codec.ts";
import { dismissSighting, markPaidWithSighting } from "../domain/payout-sightings.ts";
import { broadcastOf, cancelPayout, type PayoutRecord } from "../domain/payouts.ts";
import { invalid, shown } from "../domain/refusal.ts";
import type { RuleContext } from "../domain/rule-context.ts";
import type { Repository, StoreTransaction, WriteOptions, Written } from "../store/index.ts";
import { writeOrderChange } from "./order-changes.ts";

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

/** Which recorded transfer the merchant answers: its hash as the payout read shows it, and its log index. */
export interface SightingAnswer {
  hash: string;
  logIndex: number;
}

/** The payout's sighting of that transfer, as stored (the hash compared as shown, in any case). */
const storedTransfer = (payout: PayoutRecord, answer: SightingAnswer) => {
  const found = (payout.sightings ?? []).find(
    (s) => s.logIndex === answer.logIndex && shownHash(payout.network, s.txHash).toLowerCase() === answer.hash.toLowerCase(),
  );
  return { network: payout.network, txHash: found?.txHash ?? answer.hash, logIndex: answer.logIndex };
};

/**
 * The merchant marks a payout paid with a stranger's transfer recorded on it: the payout and its
 * order complete with that transfer as their proof, through the order's one write tail (no
 * callback is due: the spec has none for outgoing orders). Locked as the watcher's tick locks:
 * the payout, then its order.
 */
export function markPaid(
  store: Repository,
  clientId: string,
  orderId: string,
  answer: SightingAnswer,
  by: string,
  ctx: RuleContext & { specStrict: boolean },
  options: WriteOptions<PayoutRecord> = {},
): Promise<Written<PayoutRecord>> {
  return store.transaction(
    async (tx) => {
      const payout = await payoutOf(tx, clientId, orderId);
      const transfer = storedTransfer(payout, answer);
      const sighting = await tx.payouts.sighting(orderId, transfer);
      const order = await tx.order(orderId, clientId, { lock: true });
      if (!order) throw unknown(orderId);
      const usedElsewhere = await tx.payouts.markedPaidElsewhere(orderId, transfer);
      const made = markPaidWithSighting({ payout, order, sighting, usedElsewhere }, by, ctx.now);
      await tx.payouts.save(made.payout);
      await tx.payouts.answerSighting(made.sighting);
      const integration = await tx.integration(order.integrationId, clientId);
      await writeOrderChange(tx, { order: made.order, integration, announced: [] }, ctx);
      return { ...made.payout, sightings: [made.sighting] };
    },
    { now: ctx.now, ...options },
  );
}

/** "Not this one": the stranger's transfer is dismissed, kept on the record, no longer shown. */
export function dismissStranger(
  store: Repository,
  clientId: string,
  orderId: string,
  answer: SightingAnswer,
  by: string,
  ctx: RuleContext,
  options: WriteOptions<PayoutRecord> = {},
): Promise<Written<PayoutRecord>> {
  return store.transaction(
    async (tx) => {
      const payout = await payoutOf(tx, clientId, orderId);
      const answered = dismissSighting(payout, await tx.payouts.sighting(orderId, storedTransfer(payout, answer)), by, ctx.now);
      await tx.payouts.answerSighting(answered);
      const sightings = (payout.sightings ?? []).map((s) =>
        s.txHash === answered.txHash && s.logIndex === answered.logIndex ? answered : s,
      );
      return { ...payout, sightings };
    },
    { now: ctx.now, ...options },
  );
}
