// Transfers seen for a payout that did not pay it, and what the merchant answers. Two kinds:
// - a stranger's: the exact amount to the destination from a sender this service does not know.
//   Anyone can send a few tokens to a known address to close a refund unpaid, so it never
//   completes a payout by itself; the merchant, who may know that wallet (a friend's, an exchange
//   account), may mark the payout paid with it (with a fresh step-up, on the audit log) or say
//   "not this one", after which it is not shown again;
// - a late one: what would have paid a payout already cancelled (the exact amount from the
//   merchant's own addresses). The money left the merchant's wallet all the same: it is kept on
//   the payout and shown, never completing it, so the books can explain where it went.
// Pure records in and out: the tick's use case and the portal's actions load and save them.
import type { ObservedTransfer } from "./payout-matching.ts";
import type { PayoutSighting, SightingKind } from "./payout-sighting-record.ts";
import { payoutOrder, type PayoutRecord } from "./payouts.ts";
import { invalid } from "./refusal.ts";
import type { OrderRecord } from "./types.ts";

export function sightingOf(orderId: string, kind: SightingKind, transfer: ObservedTransfer, now: string): PayoutSighting {
  return {
    orderId,
    kind,
    network: transfer.network,
    txHash: transfer.hash,
    logIndex: transfer.logIndex,
    from: transfer.from,
    blockNumber: transfer.block,
    ...(transfer.blockHash ? { blockHash: transfer.blockHash } : {}),
    seenAt: now,
  };
}

/** The strangers' transfers still waiting for the merchant's answer, while the payout still waits for its money. */
export function strangersToAnswer(payout: PayoutRecord, sightings: readonly PayoutSighting[]): PayoutSighting[] {
  if (payout.state !== "awaitingPayment") return [];
  return sightings.filter((s) => s.orderId === payout.orderId && s.kind === "stranger" && !s.resolution);
}

const unknownSighting = (payout: PayoutRecord) =>
  invalid(
    "wrongData",
    "hash",
    `payout ${payout.orderId} has no transfer from an unknown wallet with this hash and logIndex waiting for an answer: use one listed in the payout's strangers`,
  );

function answerable(payout: PayoutRecord, sighting: PayoutSighting | undefined): PayoutSighting {
  if (!sighting || sighting.orderId !== payout.orderId || sighting.kind !== "stranger" || sighting.resolution)
    throw unknownSighting(payout);
  return sighting;
}

/**
 * The merchant says the stranger's transfer paid the payout: it completes with that transfer as
 * its proof (the order's transaction carries its hash and sender), and says who said so. Only an
 * awaiting payout (a seen one is being paid by a known wallet already; a cancelled one gave its
 * money back), and only a transfer that completed no other payout: one transfer pays at most one.
 */
export function markPaidWithSighting(
  records: { payout: PayoutRecord; order: OrderRecord; sighting: PayoutSighting | undefined; usedElsewhere: boolean },
  by: string,
  now: string,
): { payout: PayoutRecord; order: OrderRecord; sighting: PayoutSighting } {
  const { payout, order } = records;
  const sighting = answerable(payout, records.sighting);
  if (payout.state !== "awaitingPayment") {
    throw invalid(
      "wrongData",
      "orderId",
      `payout ${payout.orderId} is ${payout.state}: only a payout still awaiting payment can be marked paid`,
    );
  }
  if (records.usedElsewhere) {
    throw invalid(
      "wrongData",
      "hash",
      `transfer ${sighting.txHash} (log ${sighting.logIndex}) already paid another payout: one transfer pays at most one`,
    );
  }
  const paid: PayoutRecord = {
    ...payout,
    state: "completed",
    seenAt: payout.seenAt ?? now,
    completedAt: now,
    updatedAt: now,
    paidBy: {
      txHash: sighting.txHash,
      logIndex: sighting.logIndex,
      blockNumber: sighting.blockNumber,
      ...(sighting.blockHash ? { blockHash: sighting.blockHash } : {}),
      from: sighting.from,
    },
    markedPaidBy: by,
  };
  return {
    payout: paid,
    order: payoutOrder(order, paid, now),
    sighting: { ...sighting, resolution: { kind: "markedPaid", at: now, by } },
  };
}

/** "Not this one": the transfer is the merchant's answer no; it stays on the record, no longer shown. */
export function dismissSighting(payout: PayoutRecord, sighting: PayoutSighting | undefined, by: string, now: string): PayoutSighting {
  const found = answerable(payout, sighting);
  return { ...found, resolution: { kind: "dismissed", at: now, by } };
}
