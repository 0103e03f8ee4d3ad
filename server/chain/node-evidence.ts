// What a watcher asks the node beyond the range it scans, each the node's word on one question:
// is its head real (it gives that block), are the blocks of credited transfers still the ones
// credited, and does it still know the transactions of transfers whose block it lacks. Every
// question is bounded (a few asks, one batch), and a block the node lacks is "not yet": only
// another hash is evidence of a change.
import type { NetworkId } from "../../src/shared/index.ts";
import type { ChainTransferRecord } from "../domain/chain-transfers.ts";
import type { ChainReads } from "../store/chain-records.ts";
import type { RpcClient } from "./rpc-client.ts";
import { blockHash, hexHeight } from "./scanner.ts";

/** Asks at most, to find the node's real top under a head it has no block for (2^16 blocks apart). */
export const MAX_HEAD_PROBES = 16;
/**
 * Receipts asked for in one tick about transfers whose block the node lacks: one bounded batch
 * (a node's batch limit is 50 at the lowest); the others are asked on later ticks.
 */
export const MAX_RECEIPTS_ASKED = 50;

/**
 * The highest block up to `claimed` the node gives, with its hash: `claimed` itself when it has
 * it, else found between `known` (a block it has) and `claimed` in a bounded number of asks;
 * null when it has none above what is known.
 */
export async function provenHead(rpc: RpcClient, claimed: number, known: number | null): Promise<{ height: number; hash: string } | null> {
  const hash = await blockHash(rpc, claimed);
  if (hash !== null) return { height: claimed, hash };
  if (known === null || known >= claimed) return null;
  let lo: { height: number; hash: string } | null = null;
  let low = known;
  let high = claimed;
  for (let asks = 0; high - low > 1 && asks < MAX_HEAD_PROBES; asks++) {
    const mid = low + Math.floor((high - low) / 2);
    const at = await blockHash(rpc, mid);
    if (at !== null) {
      lo = { height: mid, hash: at };
      low = mid;
    } else high = mid;
  }
  return lo;
}

/** Credited transfers from `height` up whose block the node now has with another hash. */
export async function replacedAfterCredit(
  rpc: RpcClient,
  reads: ChainReads,
  network: NetworkId,
  height: number,
): Promise<ChainTransferRecord[]> {
  // One flagged as out of the chain is checked again only when a scan finds it in a block.
  const credited = (await reads.creditedFrom(network, height)).filter((t) => !t.reorgedAfterCredit || t.reincludedAt);
  const creditHeights = [...new Set(credited.map((t) => t.blockNumber))];
  if (creditHeights.length === 0) return [];
  const blocks = await rpc.batch<{ hash: string } | null>(
    creditHeights.map((h) => ({ method: "eth_getBlockByNumber", params: [hexHeight(h), false] })),
  );
  const at = new Map(creditHeights.map((h, k) => [h, blocks[k] ? (blocks[k] as { hash: string }).hash.toLowerCase() : null]));
  return credited.filter((t) => {
    const hash = at.get(t.blockNumber);
    return typeof hash === "string" && hash !== t.blockHash;
  });
}

/**
 * The receipts of detected transfers whose block the node lacks though its head is past it:
 * with no receipt either, the node no longer knows them (planTick drops them after the
 * network's confirmation count of blocks). Each transaction's receipt block hash, or null.
 */
export async function receiptsOfUnknown(
  rpc: RpcClient,
  detected: readonly ChainTransferRecord[],
  verified: ReadonlyMap<number, string | null>,
  head: number,
): Promise<Map<string, string | null>> {
  const hashes = [
    ...new Set(detected.filter((t) => verified.get(t.blockNumber) === null && head >= t.blockNumber).map((t) => t.txHash)),
  ].slice(0, MAX_RECEIPTS_ASKED);
  const receipts = new Map<string, string | null>();
  if (hashes.length === 0) return receipts;
  const answers = await rpc.batch<{ blockHash?: string } | null>(
    hashes.map((hash) => ({ method: "eth_getTransactionReceipt", params: [hash] })),
  );
  hashes.forEach((hash, n) => {
    const blockHash = answers[n]?.blockHash;
    receipts.set(hash, typeof blockHash === "string" ? blockHash.toLowerCase() : null);
  });
  return receipts;
}
