// A payout as the merchant reads it (the order read's `payout`, the payouts routes, the portal):
// the record with the wallet links that pay it, built for the chain id the deployment watches.
import {
  ASSETS,
  payoutWalletLinks,
  type NetworkId,
  type Payout,
  type PayoutItem,
  type PayoutSighting as PayoutSightingView,
} from "../../src/shared/index.ts";
import { addressOfAccount, shownHash } from "./chain-codec.ts";
import type { PayoutSighting } from "./payout-sighting-record.ts";
import { strangersToAnswer } from "./payout-sightings.ts";
import type { PayoutRecord } from "./payouts.ts";

/** Each network as this deployment watches it: its EVM chain id (a test chain has its own), and whether it is mainnet. */
export type ChainIds = Partial<Record<NetworkId, { chainId: number; mainnet: boolean }>>;

export function toPayout(record: PayoutRecord, chainIds: ChainIds): Payout {
  const chain = chainIds[record.network] ?? { chainId: 0, mainnet: false };
  const out: Payout = {
    state: record.state,
    network: record.network,
    assetId: record.assetId,
    destination: record.destination,
    amount: record.amount,
    baseUnits: record.baseUnits,
    walletLinks: payoutWalletLinks({
      assetId: record.assetId,
      chainId: chain.chainId,
      contract: record.contract,
      mainnet: chain.mainnet,
      destination: record.destination,
      amount: record.amount,
    }),
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
  const strangers = strangersToAnswer(record, record.sightings ?? []);
  if (strangers.length > 0) out.strangers = strangers.map((s) => sightingView(record.network, s));
  const late = (record.sightings ?? []).filter((s) => s.kind === "late");
  if (late.length > 0) out.late = late.map((s) => sightingView(record.network, s));
  if (record.markedPaidBy) out.markedPaidBy = record.markedPaidBy;
  if (record.reorgedAfterCompletion) {
    out.reorgedAfterCompletion = { at: record.reorgedAfterCompletion.at, blockNumber: record.reorgedAfterCompletion.blockNumber };
  }
  // The asset's network is the payout's: a record is never read against another network's links.
  if (ASSETS[record.assetId].network !== record.network) throw new Error(`payout ${record.orderId}: asset and network disagree`);
  return out;
}

const sightingView = (network: NetworkId, s: PayoutSighting): PayoutSightingView => ({
  hash: shownHash(network, s.txHash),
  logIndex: s.logIndex,
  senderAddress: addressOfAccount(network, s.from),
  blockNumber: s.blockNumber,
  seenAt: s.seenAt,
});

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
