// A payout as the merchant reads it (the order read's `payout`, the payouts routes, the portal):
// the record with the wallet links that pay it, built for the chain id the deployment watches.
import { ASSETS, payoutWalletLinks, type NetworkId, type Payout, type PayoutItem } from "../../src/shared/index.ts";
import { addressOfAccount, shownHash } from "./chain-codec.ts";
import type { PayoutRecord } from "./payouts.ts";

/** The EVM chain id of each network as this deployment watches it (a test chain has its own). */
export type ChainIds = Partial<Record<NetworkId, number>>;

export function toPayout(record: PayoutRecord, chainIds: ChainIds): Payout {
  const chainId = chainIds[record.network] ?? 0;
  const out: Payout = {
    state: record.state,
    network: record.network,
    assetId: record.assetId,
    destination: record.destination,
    amount: record.amount,
    baseUnits: record.baseUnits,
    walletLinks: payoutWalletLinks({ assetId: record.assetId, chainId, destination: record.destination, amount: record.amount }),
    createdAt: record.createdAt,
  };
  if (record.contract !== null) out.contract = record.contract;
  if (record.seenAt) out.seenAt = record.seenAt;
  if (record.completedAt) out.completedAt = record.completedAt;
  if (record.cancelledAt) out.cancelledAt = record.cancelledAt;
  if (record.paidBy) {
    out.hash = shownHash(record.network, record.paidBy.txHash);
    out.senderAddress = addressOfAccount(record.network, record.paidBy.from);
  }
  if (record.broadcasts?.length) out.broadcasts = record.broadcasts;
  // The asset's network is the payout's: a record is never read against another network's links.
  if (ASSETS[record.assetId].network !== record.network) throw new Error(`payout ${record.orderId}: asset and network disagree`);
  return out;
}

export function toPayoutItem(record: PayoutRecord, chainIds: ChainIds): PayoutItem {
  return {
    orderId: record.orderId,
    type: record.kind,
    integrationId: record.integrationId,
    refundOf: record.refundOf,
    requestedBy: record.requestedBy,
    payout: toPayout(record, chainIds),
  };
}
