// Reading a block range from a node: the Transfer logs to our addresses (any token: a pinned
// one is credited, another is recorded as unexpected) by eth_getLogs in chunks, a refused chunk
// asked again at the range the node suggests (else half), what was read kept when a later chunk
// fails; and, when some order wants the native coin, the top-level transactions of
// each block with their receipts' status. What it returns are plain sightings (chain-transfers.ts).
import { ASSETS, CRYPTO_SCALE, NETWORKS, type NetworkId } from "../../src/shared/index.ts";
import type { Sighting } from "../domain/chain-transfers.ts";
import { RpcFault, splitsRange, type RpcClient } from "./rpc-client.ts";
import type { NativeCheck } from "./tron-contract-types.ts";

/** keccak256("Transfer(address,address,uint256)"). */
export const TRANSFER_TOPIC = "0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef";

const hex = (n: number) => `0x${n.toString(16)}`;
const padded = (account: string) => `0x${account.padStart(64, "0")}`;
const accountOfTopic = (topic: string) => topic.slice(-40).toLowerCase();

/** Addresses per log query (a topic filter of this many is accepted by common providers). */
export const ACCOUNTS_PER_QUERY = 500;
/** Blocks per batched request of full blocks (native transfers). */
export const BLOCKS_PER_BATCH = 50;

export interface LogChunk {
  /** The blocks a log query asks for; halved when refused, grown back after successes. */
  size: number;
  max: number;
  /**
   * A block whose answer was over the size cap: the next tick asks it for the pinned tokens'
   * logs only (never at once: a second capped read in the same tick is what the pause avoids).
   */
  narrowAt?: number | null;
}

interface RawLog {
  address: string;
  topics: string[];
  data: string;
  blockNumber: string;
  blockHash: string;
  transactionHash: string;
  logIndex: string;
  removed?: boolean;
}

interface RawTransaction {
  hash: string;
  from: string;
  to: string | null;
  value: string;
}

interface RawBlock {
  number: string;
  hash: string;
  transactions: RawTransaction[];
}

/** What a log read got: the sightings up to `through`, and the failure that stopped it early (null: all read). */
export interface LogRead {
  sightings: Sighting[];
  /** The last block every chunk up to which was read (from - 1: none). */
  through: number;
  failure: unknown;
}

/** The block count a range refusal asks for: the range it names, else half of what was asked. */
export function chunkAfterRefusal(error: unknown, asked: number): number {
  const hint = error instanceof RpcFault ? error.range : null;
  const named = hint ? (hint.from !== null && hint.to !== null ? hint.to - hint.from + 1 : hint.blocks) : 0;
  // A suggestion no smaller than what was refused would only be refused again: halve instead.
  return Math.max(1, named > 0 && named < asked ? named : Math.floor(asked / 2));
}

/** The Transfer logs to `accounts` in from..to; throws what stopped it (readLogsUpTo keeps what came before). */
export async function readLogs(
  rpc: RpcClient,
  network: NetworkId,
  from: number,
  to: number,
  accounts: readonly string[],
  chunk: LogChunk,
): Promise<Sighting[]> {
  const read = await readLogsUpTo(rpc, network, from, to, accounts, chunk);
  if (read.failure !== null) throw read.failure;
  return read.sightings;
}

/**
 * The Transfer logs to `accounts` in from..to, chunk by chunk. A failure after some chunks keeps
 * what they read (`through` says how far): a catch-up through a provider that starts refusing
 * halfway commits the blocks it finished instead of throwing the whole range away.
 */
export async function readLogsUpTo(
  rpc: RpcClient,
  network: NetworkId,
  from: number,
  to: number,
  accounts: readonly string[],
  chunk: LogChunk,
  /** The pinned token contracts (0x hex), and whether to read by them, recipients matched in memory. */
  scope: { contracts: readonly string[]; byContract: boolean } = { contracts: [], byContract: false },
): Promise<LogRead> {
  const out: Sighting[] = [];
  const { contracts, byContract } = scope;
  // An empty address list would ask for every contract's logs: no pinned token, nothing to read.
  if (accounts.length === 0 || (byContract && contracts.length === 0)) return { sightings: out, through: to, failure: null };
  const groups = Array.from({ length: Math.ceil(accounts.length / ACCOUNTS_PER_QUERY) }, (_, k) => ({
    topics: [TRANSFER_TOPIC, null, accounts.slice(k * ACCOUNTS_PER_QUERY, (k + 1) * ACCOUNTS_PER_QUERY).map(padded)],
  }));
  const filters = byContract ? [{ address: contracts, topics: [TRANSFER_TOPIC] }] : groups;
  const wanted = byContract ? new Set(accounts) : null;
  /** One block asked again for the pinned tokens' logs only (see below). */
  let narrowed = false;
  let start = from;
  while (start <= to) {
    const end = Math.min(to, start + chunk.size - 1);
    if (chunk.narrowAt === start && end === start && !byContract && contracts.length > 0) narrowed = true;
    let logs: RawLog[] = [];
    try {
      for (const filter of narrowed ? groups.map((g) => ({ ...g, address: contracts })) : filters) {
        logs = logs.concat(await rpc.call<RawLog[]>("eth_getLogs", [{ fromBlock: hex(start), toBlock: hex(end), ...filter }]));
      }
    } catch (error) {
      // A node refusing the range (too many results, too many blocks) answers a JSON-RPC error:
      // ask for the range it suggests, or half. Rate limits (in a 429 or in the error's words),
      // refused batches and transport faults go to the caller's back-off: halving those only
      // multiplies requests.
      const timedOut = error instanceof RpcFault && error.kind === "timeout";
      // An answer over the size cap is read up to it first: asked again at once, halving could
      // read the cap a dozen times in one tick (a hostile node that answers every query so).
      const tooLarge = error instanceof RpcFault && error.failure === "tooLarge";
      if (splitsRange(error) && !tooLarge && chunk.size > 1) {
        const hinted = error instanceof RpcFault && error.range !== null;
        chunk.size = chunkAfterRefusal(error, end - start + 1);
        // A range the provider names is its cap: growing past it would be refused every other query.
        if (hinted) chunk.max = chunk.size;
        continue;
      }
      // One block whose logs to our addresses the node cannot give (over its result cap, its size
      // cap or its time: thousands of spam transfers from a contract nobody pinned), which no
      // split can make smaller: asked again for the pinned tokens' only, so a real payment in it
      // still counts and detection moves on past it (the spam in it is not recorded).
      if (end === start && !narrowed && !byContract && contracts.length > 0 && (timedOut || splitsRange(error))) {
        if (tooLarge) {
          chunk.narrowAt = start;
          return { sightings: out, through: start - 1, failure: error };
        }
        narrowed = true;
        continue;
      }
      // A log query the node could not answer in time or under the size cap is often one of too
      // many logs (a node without a result cap): the next tick asks for half. Not at once: a hung
      // node would cost a time limit per halving in one tick, a hostile one a capped read.
      if (timedOut || tooLarge) chunk.size = Math.max(1, Math.floor((end - start + 1) / 2));
      return { sightings: out, through: start - 1, failure: error };
    }
    for (const log of logs) {
      // A log marked removed is a node's own reorg note; the hashes decide here, not this flag.
      if (log.removed || log.topics.length !== 3 || log.topics[0] !== TRANSFER_TOPIC) continue;
      if (wanted && !wanted.has(accountOfTopic(log.topics[2] ?? ""))) continue;
      out.push({
        network,
        txHash: log.transactionHash.toLowerCase(),
        logIndex: Number(log.logIndex),
        blockNumber: Number(log.blockNumber),
        blockHash: log.blockHash.toLowerCase(),
        from: accountOfTopic(log.topics[1] ?? ""),
        to: accountOfTopic(log.topics[2] ?? ""),
        contract: log.address.slice(2).toLowerCase(),
        value: BigInt(log.data === "0x" ? 0 : log.data).toString(),
      });
    }
    if (narrowed) chunk.narrowAt = null;
    start = end + 1;
    narrowed = false;
    if (chunk.size < chunk.max) chunk.size = Math.min(chunk.max, chunk.size * 2);
  }
  return { sightings: out, through: to, failure: null };
}

/**
 * The smallest native transfer worth a receipt: the least amount the API shows of the network's
 * coin (0.000001 ETH is 10^12 wei). Anything less shows as nothing to the merchant and the payer,
 * yet costs the watcher a receipt each: a thousand one-wei sends to an order's address (pennies
 * of fees) would otherwise fill every tick's receipt batches.
 */
export function smallestShownNative(network: NetworkId): bigint {
  const decimals = ASSETS[NETWORKS[network].nativeAssetId].decimals;
  return 10n ** BigInt(Math.max(0, decimals - CRYPTO_SCALE));
}

/**
 * Native transfers to `accounts` in blocks from..to: top-level transactions with a value of at
 * least the smallest amount shown, kept only when their receipt says they succeeded, then
 * through the network's `check` (TRON: the transaction's kind, tron-contract-types.ts). A block
 * or receipt the node does not have yet is a fault to retry (the cursor must not pass a block it
 * has not read), never an empty block.
 */
export async function readNative(
  rpc: RpcClient,
  network: NetworkId,
  from: number,
  to: number,
  accounts: ReadonlySet<string>,
  check: NativeCheck | null = null,
): Promise<Sighting[]> {
  const candidates: Sighting[] = [];
  const smallest = smallestShownNative(network);
  for (let start = from; start <= to; start += BLOCKS_PER_BATCH) {
    const heights: number[] = [];
    for (let n = start; n <= Math.min(to, start + BLOCKS_PER_BATCH - 1); n++) heights.push(n);
    const blocks = await rpc.batch<RawBlock | null>(heights.map((n) => ({ method: "eth_getBlockByNumber", params: [hex(n), true] })));
    for (const block of blocks) {
      if (!block) throw new RpcFault("garbage", "the node does not have a block it counted yet");
      for (const tx of block.transactions) {
        if (!tx.to || BigInt(tx.value) < smallest) continue;
        const to = tx.to.slice(2).toLowerCase();
        if (!accounts.has(to)) continue;
        candidates.push({
          network,
          txHash: tx.hash.toLowerCase(),
          logIndex: -1,
          blockNumber: Number(block.number),
          blockHash: block.hash.toLowerCase(),
          from: tx.from.slice(2).toLowerCase(),
          to,
          contract: null,
          value: BigInt(tx.value).toString(),
        });
      }
    }
  }
  if (candidates.length === 0) return [];
  const receipts = await rpc.batch<{ status?: string; blockHash: string } | null>(
    candidates.map((c) => ({ method: "eth_getTransactionReceipt", params: [c.txHash] })),
  );
  const out: Sighting[] = [];
  candidates.forEach((candidate, i) => {
    const receipt = receipts[i];
    if (!receipt) throw new RpcFault("garbage", "the node does not have a receipt of a block it gave yet");
    if (receipt.status === "0x1" && receipt.blockHash.toLowerCase() === candidate.blockHash) out.push(candidate);
  });
  return check && out.length > 0 ? check(out) : out;
}

/** The hash of block `height`, or null when the node does not have it (yet). */
export async function blockHash(rpc: RpcClient, height: number): Promise<string | null> {
  const block = await rpc.call<{ hash: string } | null>("eth_getBlockByNumber", [hex(height), false]);
  return block ? block.hash.toLowerCase() : null;
}

export const hexHeight = hex;
