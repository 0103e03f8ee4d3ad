// Whether blocks the node gave form one chain from a block already proven (the cursor's): each
// block's parentHash the hash of the block below it, the first one's the proven block's. Logs
// read over a range are kept only when their blocks are in that chain: behind a load balancer,
// another member a few blocks apart (or on a sibling fork) answers some of a tick's questions,
// and what it says is "not yet", never a reorg and never a reason to move the cursor back.
// linkedChain is pure (the blocks in, the chain's hashes by height out); askLinked asks for them.
import type { RpcClient } from "./rpc-client.ts";
import { hexHeight } from "./scanner.ts";

export interface LinkBlock {
  number: string;
  hash: string;
  parentHash: string;
}

/** Blocks of a range linked back to the cursor in one batch at most; a longer range checks its ends. */
export const MAX_LINKED_BLOCKS = 50;

/**
 * The heights whose blocks to ask for a range from..to above `base` (the cursor's height): every
 * one for a short range; for a long catch-up its first block (linked to the cursor) and its last
 * two (the top linked to its parent), so the check stays one bounded batch.
 */
export function linkHeights(base: number, to: number): number[] {
  if (to <= base) return [];
  if (to - base <= MAX_LINKED_BLOCKS) return Array.from({ length: to - base }, (_, k) => base + 1 + k);
  return [base + 1, to - 1, to];
}

/**
 * The chain's hash at each height asked, when every block was given and each links to the one
 * below it that was asked (the first to `base`); null when one is missing or a link breaks.
 */
export function linkedChain(
  base: { height: number; hash: string },
  heights: readonly number[],
  blocks: readonly (LinkBlock | null)[],
): Map<number, string> | null {
  const chain = new Map<number, string>([[base.height, base.hash.toLowerCase()]]);
  for (let k = 0; k < heights.length; k++) {
    const height = heights[k] as number;
    const block = blocks[k];
    if (!block || Number(block.number) !== height) return null;
    const below = chain.get(height - 1);
    if (below !== undefined && block.parentHash.toLowerCase() !== below) return null;
    chain.set(height, block.hash.toLowerCase());
  }
  chain.delete(base.height);
  return chain;
}

/**
 * Asks the blocks linking `base` to `to` in one batch: the chain's hashes (null when it does not
 * link) and the hash the node gives at `to` now (null when it lacks it).
 */
export async function askLinked(
  rpc: RpcClient,
  base: { height: number; hash: string },
  to: number,
): Promise<{ chain: Map<number, string> | null; top: string | null }> {
  const heights = linkHeights(base.height, to);
  const blocks = await rpc.batch<LinkBlock | null>(heights.map((h) => ({ method: "eth_getBlockByNumber", params: [hexHeight(h), false] })));
  const last = blocks[blocks.length - 1];
  return { chain: linkedChain(base, heights, blocks), top: last ? last.hash.toLowerCase() : null };
}
