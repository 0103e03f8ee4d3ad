// One tick's read of the range after the cursor: the Transfer logs to the watched accounts and to
// open payouts' destinations (re-read over an overlap of already scanned blocks), the native
// transfers when something wants the coin, and the proof they came from one chain (the top
// block's hash the same before and after). A catch-up stopped partway keeps what it finished,
// and says what stopped it for the caller to throw after the commit.
import type { NetworkId } from "../../src/shared/index.ts";
import type { Sighting } from "../domain/chain-transfers.ts";
import type { RpcClient } from "./rpc-client.ts";
import { askLinked } from "./parent-links.ts";
import { blockHash, type LogChunk, readLogsUpTo, readNative } from "./scanner.ts";
import type { NativeCheck } from "./tron-contract-types.ts";

export interface RangeAsk {
  rpc: RpcClient;
  network: NetworkId;
  from: number;
  to: number;
  /** The hash of `to` when known already (the proven head's), else asked. */
  toHash: string | null;
  /**
   * The cursor's block, when the range continues from it: the range's blocks must link back to
   * it by their parents' hashes, and its logs name blocks of that chain (parent-links.ts).
   */
  linkFrom?: { height: number; hash: string } | null;
  /** Blocks below `from` read again (logs only): a node that gave a block's logs late loses nothing. */
  overlap: number;
  accounts: readonly string[];
  destinations: readonly string[];
  /** Recipients of native transfers to read (empty: no block's transactions are fetched). */
  nativeTo: ReadonlySet<string>;
  nativeCheck: NativeCheck | null;
  chunk: LogChunk;
  /** The pinned token contracts (0x hex), read by contract from `contractScanAt` accounts on. */
  contracts: readonly string[];
  contractScanAt: number;
}

export interface RangeRead {
  sightings: Sighting[];
  /** The last block read with its hash (null: nothing of the range could be kept). */
  scannedTo: { height: number; hash: string } | null;
  /** What stopped the read partway, after `scannedTo`. */
  stoppedBy: unknown;
  /** The node gives no block at the range's top when asked by number (nothing kept): a head it lacks. */
  endMissing?: boolean;
}

export async function readRange(ask: RangeAsk): Promise<RangeRead> {
  const { rpc, network, from, to } = ask;
  const toHash = ask.toHash ?? (await blockHash(rpc, to));
  if (toHash === null) return { sightings: [], scannedTo: null, stoppedBy: null };
  // Nothing to read (an idle network): the range ends at the block whose hash is known, and a
  // second ask of it would prove nothing, there being no logs to tie to it. Half an idle tick's requests.
  if (ask.accounts.length === 0 && ask.destinations.length === 0 && ask.nativeTo.size === 0)
    return { sightings: [], scannedTo: { height: to, hash: toHash }, stoppedBy: null };
  // Transfers to an open payout's destination are read in the same queries as the orders' (a
  // few hundred more topics cost no extra request until the next 500). Transfers are keyed by
  // network, hash and log index: one read twice over the overlap is the same record, never two.
  const ours = new Set(ask.accounts);
  const logAccounts = ask.accounts.concat(ask.destinations.filter((d) => !ours.has(d)));
  // Many addresses: one query per range by the pinned contracts beats one per 500 recipients.
  const scope = { contracts: ask.contracts, byContract: logAccounts.length >= ask.contractScanAt };
  const read = await readLogsUpTo(rpc, network, Math.max(0, from - ask.overlap), to, logAccounts, ask.chunk, scope);
  if (read.failure !== null && read.through < from) throw read.failure;
  const end = read.through;
  let sightings = read.sightings;
  if (ask.nativeTo.size > 0) sightings = sightings.concat(await readNative(rpc, network, from, end, ask.nativeTo, ask.nativeCheck));
  // The same hash at the top of the range after reading it: the logs came from one chain. A range
  // read partway ends at its last finished chunk, whose hash is asked now: its logs must name the
  // same block, else nothing of it is kept.
  const endHash = end === to ? toHash : await blockHash(rpc, end);
  // From the cursor up, the blocks must link by their parents' hashes, asked in the same one
  // request as the top's hash would be: logs a member on another fork gave are "not yet".
  const linked = ask.linkFrom && end > ask.linkFrom.height ? await askLinked(rpc, ask.linkFrom, end) : null;
  // Nothing found and nothing to link: there is nothing to tie to the top block, and the next
  // tick's first ask (the cursor's block) finds a fork that replaced it and rescans below, so
  // the second ask of the top is spared (a third of a busy tick's requests).
  const endNow = linked ? linked.top : sightings.length === 0 && end === to ? endHash : await blockHash(rpc, end);
  const inChain = (s: Sighting) =>
    linked === null || linked.chain?.get(s.blockNumber) === undefined || linked.chain.get(s.blockNumber) === s.blockHash;
  const sameChain =
    endHash !== null &&
    endNow === endHash &&
    (linked === null || linked.chain !== null) &&
    sightings.every((s) => (s.blockNumber !== end || s.blockHash === endHash) && inChain(s));
  if (!sameChain) return { sightings: [], scannedTo: null, stoppedBy: read.failure, endMissing: endNow === null };
  return { sightings, scannedTo: { height: end, hash: endHash }, stoppedBy: read.failure };
}
