// The range after the cursor, read up to a head the node proves. The node gave its head with the
// block (`latest`); that height counts once the node also gives the block there when asked by
// number. When the range ends at the head, the range read's own check of its top block is that
// proof, at no extra request; otherwise (a catch-up, nothing to scan, or a top the node lacks by
// number: a lying or misrouted node, another node behind a balancer) the head is looked for
// among the blocks the node gives (node-evidence.ts provenHead) and the range ends there, so
// confirmations are never counted from a block that does not exist and the cursor never passes
// the real chain.
import { provenHead } from "./node-evidence.ts";
import { type RangeAsk, type RangeRead, readRange } from "./range-scan.ts";
import { RpcFault } from "./rpc-client.ts";

export interface HeadRangeAsk extends Omit<RangeAsk, "to" | "toHash"> {
  /** The head as the node gave it with its block. */
  latest: { height: number; hash: string };
  /** A height the node is known to have (the cursor's, when it gave that block), where a search may stop. */
  known: number | null;
  /** Whether there is anything to scan (the node has the cursor's block and is not behind it). */
  canScan: boolean;
  maxBlocks: number;
  /** Told the head once proven, before the range's own read fails (the lag counts from it). */
  onHead(head: { height: number; hash: string }): void;
}

export interface HeadRange {
  head: { height: number; hash: string };
  read: RangeRead;
}

const NOTHING: RangeRead = { sightings: [], scannedTo: null, stoppedBy: null };

export async function readToProvenHead(ask: HeadRangeAsk): Promise<HeadRange> {
  const { latest, known, canScan, maxBlocks, onHead, ...range } = ask;
  const top = (head: number) => Math.min(head, range.from + maxBlocks - 1);
  const prove = async () => {
    const proven = await provenHead(range.rpc, latest.height, known);
    if (proven === null) throw new RpcFault("garbage", `the node's head ${latest.height} has no block it can give yet`);
    onHead(proven);
    return proven;
  };
  if (canScan && top(latest.height) === latest.height && latest.height >= range.from) {
    let read: RangeRead;
    try {
      read = await readRange({ ...range, to: latest.height, toHash: latest.hash });
    } catch (error) {
      // The tick fails; its head still counts for the lag once proven (it grows while reads fail).
      await prove().catch(() => null);
      throw error;
    }
    if (!read.endMissing) {
      onHead(latest);
      return { head: latest, read };
    }
  }
  const proven = await prove();
  const to = top(proven.height);
  if (!canScan || to < range.from) return { head: proven, read: NOTHING };
  return { head: proven, read: await readRange({ ...range, to, toHash: to === proven.height ? proven.hash : null }) };
}
