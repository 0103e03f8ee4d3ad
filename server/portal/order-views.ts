// An order as the portal shows it (src/shared PortalOrder): the API's view of it, with its
// integration, link, addresses (the payer's too) and what may still be refunded. The
// customer's name only: an id document or a postal address the API was given stay out of it.
import {
  ASSETS,
  compareCrypto,
  paymentLink,
  type PortalChainNote,
  type PortalChainUncounted,
  type PortalOrder,
} from "../../src/shared/index.ts";
import { addressOfAccount, shownHash, unitsToCrypto } from "../domain/chain-codec.ts";
import type { ChainTransferRecord, UnexpectedTally } from "../domain/chain-transfers.ts";
import { refundCeiling } from "../domain/outgoing-orders.ts";
import type { OrderRecord } from "../domain/types.ts";
import { toOrder } from "../domain/views.ts";

export function portalOrderOf(record: OrderRecord, publicOrigin: string): PortalOrder {
  const incoming = record.type === "payment" || record.type === "deposit";
  return {
    order: toOrder(record),
    integrationId: record.integrationId,
    requestedAmount: record.requestedAmount,
    // The refund rule's own ceiling: what was received less what refunds already took.
    refundable: refundCeiling(record),
    refundOf: record.refundOf,
    paymentLink: incoming ? paymentLink(publicOrigin, record.integrationId, record.id) : null,
    paymentAddress: record.paymentAddress,
    destinationAddress: record.destinationAddress,
    ...(record.customer ? { customer: { firstName: record.customer.firstName, lastName: record.customer.lastName } } : {}),
    senderAddresses: incoming
      ? [...new Set(record.transactions.flatMap((tx) => (tx.senderAddress === null ? [] : [tx.senderAddress])))]
      : [],
    creditedSenders: incoming ? creditedSenders(record) : [],
  };
}

/** Each sender of a credited transfer with its largest one, largest first (equal ones as they came). */
function creditedSenders(record: OrderRecord): PortalOrder["creditedSenders"] {
  const largest = new Map<string, string>();
  for (const tx of record.transactions) {
    // A payout's transaction has no sender until its transfer is seen; incoming ones always do.
    if (tx.status !== "completed" || tx.senderAddress === null) continue;
    const before = largest.get(tx.senderAddress);
    if (before === undefined || compareCrypto(tx.primaryAmount, before) > 0) largest.set(tx.senderAddress, tx.primaryAmount);
  }
  return [...largest.entries()].sort((a, b) => compareCrypto(b[1], a[1])).map(([address, amount]) => ({ address, largest: amount }));
}

/**
 * What the merchant should know of an order's chain records: the transfers not counted, the
 * credits a second node's disagreement holds, and the credits a reorg touched.
 */
export function chainNotesOf(records: readonly ChainTransferRecord[]): PortalChainNote[] {
  const notes: PortalChainNote[] = [];
  for (const r of records) {
    const kind =
      r.state === "unexpected"
        ? "unexpected"
        : r.state === "credited" && r.reorgedAfterCredit
          ? r.reincludedAt
            ? "movedAfterCredit"
            : "removedAfterCredit"
          : r.state === "detected" && r.held
            ? "creditHeld"
            : null;
    if (kind === null) continue;
    notes.push({
      kind,
      hash: shownHash(r.network, r.txHash),
      senderAddress: addressOfAccount(r.network, r.from),
      amount: r.assetId ? unitsToCrypto(r.value, ASSETS[r.assetId].decimals) : null,
      assetId: r.assetId,
      units: r.value,
      contract: r.contract === null ? null : addressOfAccount(r.network, r.contract),
      reason: r.reason ?? r.held?.reason ?? null,
      at: r.reincludedAt ?? r.reorgedAfterCredit ?? r.held?.at ?? r.seenAt,
    });
  }
  return notes;
}

/** An order's unexpected transfers past those kept in full: their count and sum per network and contract. */
export function chainUncountedOf(tallies: readonly UnexpectedTally[]): PortalChainUncounted[] {
  return tallies.map((t) => ({
    network: t.network,
    contract: t.contract === "" ? null : addressOfAccount(t.network, t.contract),
    assetId: t.assetId,
    count: t.count,
    units: t.units,
    amount: t.assetId ? unitsToCrypto(t.units, ASSETS[t.assetId].decimals) : null,
  }));
}
