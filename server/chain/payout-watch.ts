// The watcher's part for open payouts: what it also reads (their destinations; the native coin's
// blocks when one asks for it) and what it hands the tick's write: the transfers it found to
// them, and the node's hash now of each block holding a seen payout's transfer, so the write can
// tell a reorg under a payout (another hash at that height) from a node that lags (no block).
// Besides the open payouts, the latest closed ones are read for (the store bounds how many): a
// cancelled token payout's destination, so a transfer that arrives after the cancel is recorded
// as late, and a completed payout's block for a while, so a reorg under it is flagged. A
// cancelled payout in the native coin is not read for: that would mean reading every block's
// transactions for a payout nobody waits for.
import type { NetworkId } from "../../src/shared/index.ts";
import type { Sighting } from "../domain/chain-transfers.ts";
import type { TickWrite } from "../domain/chain-watch.ts";
import { isOpenPayout, type PayoutRecord } from "../domain/payouts.ts";
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

/** How many blocks past a completed payout's transfer its block is still checked for a reorg. */
export const REORG_WATCH_BLOCKS = 128;

export function payoutWatch(watched: readonly PayoutRecord[]): PayoutWatch {
  const open = watched.filter((p) => isOpenPayout(p));
  const cancelledTokens = watched.filter((p) => p.state === "cancelled" && p.contract !== null);
  return {
    destinations: [...new Set([...open, ...cancelledTokens].map((p) => p.destinationAccount))],
    nativeDestinations: [...new Set(open.filter((p) => p.contract === null).map((p) => p.destinationAccount))],
  };
}

/** The heights whose hash the tick checks: seen payouts' transfers, and completed ones' not yet flagged, for a while. */
function heightsToVerify(watched: readonly PayoutRecord[], head: number): number[] {
  const heights = watched.flatMap((p) => {
    if (!p.paidBy?.blockHash) return [];
    if (p.state === "seen") return [p.paidBy.blockNumber];
    const recent = head - p.paidBy.blockNumber < REORG_WATCH_BLOCKS;
    return p.state === "completed" && !p.reorgedAfterCompletion && recent ? [p.paidBy.blockNumber] : [];
  });
  return [...new Set(heights)];
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
  const heights = heightsToVerify(open, head);
  if (destinations.length === 0 && heights.length === 0) return undefined;
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
  const blocks =
    heights.length === 0
      ? []
      : await rpc.batch<{ hash: string } | null>(heights.map((h) => ({ method: "eth_getBlockByNumber", params: [hexHeight(h), false] })));
  const verified = new Map(heights.map((h, k) => [h, blocks[k] ? (blocks[k] as { hash: string }).hash.toLowerCase() : null]));
  const witnessed = witness ? await askPayoutWitness(witness, open, transfers, verified, head, now) : undefined;
  return { destinations, transfers, head, verified, ...(witnessed ? { witnessed } : {}) };
}
