// The watcher's part for open payouts: what it also reads (their destinations; the native coin's
// blocks when one asks for it) and what it hands the tick's write: the transfers it found to
// them, and the node's hash now of each block holding a seen payout's transfer, so the write can
// tell a reorg under a payout (another hash at that height) from a node that lags (no block).
import type { NetworkId } from "../../src/shared/index.ts";
import type { Sighting } from "../domain/chain-transfers.ts";
import type { TickWrite } from "../domain/chain-watch.ts";
import type { PayoutRecord } from "../domain/payouts.ts";
import { askPayoutWitness } from "./payout-witness.ts";
import type { RpcClient } from "./rpc-client.ts";
import { hexHeight } from "./scanner.ts";
import type { WitnessAsk } from "./witness.ts";

export interface PayoutWatch {
  /** Accounts to read Transfer logs to, besides the orders'. */
  destinations: string[];
  /** Accounts to read native transfers to (payouts in the network's own coin). */
  nativeDestinations: string[];
}

export function payoutWatch(open: readonly PayoutRecord[]): PayoutWatch {
  return {
    destinations: [...new Set(open.map((p) => p.destinationAccount))],
    nativeDestinations: [...new Set(open.filter((p) => p.contract === null).map((p) => p.destinationAccount))],
  };
}

/** What the tick's write matches; undefined when no payout is open (the write leaves payouts alone). */
export async function payoutShare(
  rpc: RpcClient,
  network: NetworkId,
  open: readonly PayoutRecord[],
  sightings: readonly Sighting[],
  head: number,
  /** The check node, when the network has one: a payout completes only on a transfer it shows too. */
  witness: WitnessAsk | null = null,
  now = new Date().toISOString(),
): Promise<TickWrite["payouts"]> {
  const { destinations } = payoutWatch(open);
  if (destinations.length === 0) return undefined;
  const wanted = new Set(destinations);
  const transfers = sightings
    .filter((s) => wanted.has(s.to))
    .map((s) => ({
      network,
      contract: s.contract,
      from: s.from,
      to: s.to,
      baseUnits: s.value,
      hash: s.txHash,
      logIndex: s.logIndex,
      block: s.blockNumber,
      blockHash: s.blockHash,
    }));
  const heights = [...new Set(open.flatMap((p) => (p.state === "seen" && p.paidBy?.blockHash ? [p.paidBy.blockNumber] : [])))];
  const blocks =
    heights.length === 0
      ? []
      : await rpc.batch<{ hash: string } | null>(heights.map((h) => ({ method: "eth_getBlockByNumber", params: [hexHeight(h), false] })));
  const verified = new Map(heights.map((h, k) => [h, blocks[k] ? (blocks[k] as { hash: string }).hash.toLowerCase() : null]));
  const witnessed = witness ? await askPayoutWitness(witness, open, transfers, verified, head, now) : undefined;
  return { destinations, transfers, head, verified, ...(witnessed ? { witnessed } : {}) };
}
