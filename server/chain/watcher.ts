// One network's watcher: a loop of ticks. A tick takes the network's lease (one watcher per
// network across processes, as the gateway's poller), asks the node for its head, the blocks
// holding detected transfers and the range after the cursor, runs the pure rules
// (domain/chain-watch.ts), and hands what they decided to the write it was given (the app gives
// use-cases/chain-ticks.ts over the service's store): the cursor, the transfers, the orders'
// changes and their callbacks in one transaction, so a crash (even SIGKILL) between two ticks
// never skips or doubles a block, and what follows the commit is the after-commit path's.
import { randomBytes } from "node:crypto";
import type { NetworkId } from "../../src/shared/index.ts";
import { pinnedAssets } from "../domain/chain-codec.ts";
import { transferKey, type ChainTransferRecord, type Sighting } from "../domain/chain-transfers.ts";
import {
  cursorAfter,
  planTick,
  witnessDisagreement,
  type WitnessReceipt,
  reconcileCredits,
  scanStart,
  type TickWrite,
  type TickWritten,
} from "../domain/chain-watch.ts";
import type { Clock } from "../domain/clock.ts";
import type { PayoutRecord } from "../domain/payouts.ts";
import type { Logger } from "../http/logger.ts";
import type { ChainCursor, ChainReads } from "../store/chain-records.ts";
import { payoutShare, payoutWatch } from "./payout-watch.ts";
import { afterFailure, endedLine, type FailureStreak } from "./failure-streak.ts";
import type { NetworkHealth } from "./mode.ts";
import { blockHash, hexHeight, readLogsUpTo, readNative, type LogChunk } from "./scanner.ts";
import { RpcFault, type RpcClient } from "./rpc-client.ts";
import { watchLoop, WrongChain } from "./watch-loop.ts";
import { familyOf, type NetworkSettings } from "./settings.ts";
import { nativeCheckFor } from "./tron-contract-types.ts";
import { watchedAddresses } from "./watched-addresses.ts";

/** Blocks one tick scans at most (a catch-up commits every this many). */
export const MAX_BLOCKS_PER_TICK = 5000;
/**
 * Blocks rescanned below the cursor after a reorg: deeper than any reorg short of finality on the
 * three networks (Ethereum finalizes in about 64, BNB Smart Chain in 2, TRON in 19).
 */
export const REORG_RESCAN_BLOCKS = 128;
/**
 * Receipts asked for in one tick about transfers whose block the node lacks: one bounded batch
 * (a node's batch limit is 50 at the lowest); the others are asked on later ticks.
 */
const MAX_RECEIPTS_ASKED = 50;
/** Asks at most, to find the node's real top under a head it has no block for (2^16 blocks apart). */
export const MAX_HEAD_PROBES = 16;
/** Blocks a log query asks for at first (the range a refusal suggests, else half, when a node refuses). */
export const LOG_CHUNK_BLOCKS = 2000;

export interface WatcherParts {
  settings: NetworkSettings;
  rpc: RpcClient;
  /** The chain's reads (outside any transaction). */
  reads: ChainReads;
  /**
   * Writes a tick in one transaction; null when another process took the network meanwhile
   * (nothing written). The app gives it, over the store whose commits are announced.
   */
  write(tick: TickWrite): Promise<TickWritten | null>;
  logger: Logger;
  clock: Clock;
  health: NetworkHealth;
  lateWindowDays: number;
  /**
   * The open payouts (outside any transaction): the tick also reads transfers to their
   * destinations, and the write matches them. Absent: no payouts are watched.
   */
  payouts?: { open(network: NetworkId): Promise<PayoutRecord[]> };
  /** This process's name in the lease (default: random). */
  owner?: string;
  /** The second node (CHAIN_RPC_URL_<NETWORK>_CHECK) that must confirm a receipt before its credit. */
  check?: RpcClient;
  /** How long a lease lasts unrenewed (default: 3 polls, at least 5 s). */
  leaseMs?: number;
}

export { backoffMs, MAX_BACKOFF_MS, sleep, WrongChain } from "./watch-loop.ts";

export type TickResult = "idle" | "behind" | "caught-up";

export interface NetworkWatcher {
  tick(): Promise<TickResult>;
  start(): void;
  stop(): Promise<void>;
  /** Watched addresses held in memory (the bench measures their cost). */
  watchedCount(): number;
}

export function createNetworkWatcher(parts: WatcherParts): NetworkWatcher {
  const { settings, rpc, reads, health } = parts;
  const network: NetworkId = settings.network;
  const family = familyOf(network);
  const owner = parts.owner ?? `w_${randomBytes(8).toString("hex")}`;
  const leaseMs = parts.leaseMs ?? Math.max(5000, settings.pollMs * 3);
  const pinned = pinnedAssets(network, settings.contracts);
  const nativeAsset = pinned.get("");
  const nativeCheck = nativeCheckFor(settings);
  const chunk: LogChunk = { size: LOG_CHUNK_BLOCKS, max: LOG_CHUNK_BLOCKS };
  const watched = watchedAddresses(reads, family);
  let stopped = new AbortController();
  let running: Promise<void> | null = null;

  /** Credited transfers from `height` up whose block the node now has with another hash. */
  async function replacedAfterCredit(height: number): Promise<ChainTransferRecord[]> {
    // One flagged as out of the chain is checked again only when a scan finds it in a block.
    const credited = (await reads.creditedFrom(network, height)).filter((t) => !t.reorgedAfterCredit || t.reincludedAt);
    const creditHeights = [...new Set(credited.map((t) => t.blockNumber))];
    if (creditHeights.length === 0) return [];
    const blocks = await rpc.batch<{ hash: string } | null>(
      creditHeights.map((h) => ({ method: "eth_getBlockByNumber", params: [hexHeight(h), false] })),
    );
    const at = new Map(creditHeights.map((h, k) => [h, blocks[k] ? (blocks[k] as { hash: string }).hash.toLowerCase() : null]));
    // A block the node lacks is "not yet", as everywhere: only another hash is evidence.
    return credited.filter((t) => {
      const hash = at.get(t.blockNumber);
      return typeof hash === "string" && hash !== t.blockHash;
    });
  }

  /**
   * The highest block up to `claimed` the node gives, with its hash: `claimed` itself when it has
   * it, else found between the cursor (a block it has) and `claimed` in a bounded number of
   * asks; null when it has none above what is known.
   */
  async function provenHead(claimed: number, known: number | null): Promise<{ height: number; hash: string } | null> {
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

  let chainIdChecked = false;

  /** A tick; a failed one is recorded as the network's last error (/healthz) and thrown on. */
  let streak: FailureStreak | null = null;

  async function tick(): Promise<TickResult> {
    try {
      const result = await tickOnce();
      if (streak) {
        parts.logger.info(endedLine(streak, network));
        streak = null;
        health.failingSince = null;
        health.errors = [];
      }
      return result;
    } catch (error) {
      const at = parts.clock.now().toISOString();
      const message = error instanceof Error ? error.message : String(error);
      health.lastError = { at, message };
      // A node serving another chain stops the loop, which says so in its own words.
      if (!(error instanceof WrongChain)) {
        const next = afterFailure(streak, message, at, network);
        streak = next.streak;
        health.failingSince = streak.since;
        health.errors = streak.errors;
        if (next.line) parts.logger.error(next.line);
      }
      throw error;
    }
  }

  /**
   * The receipts of detected transfers whose block the node lacks though its head is past it:
   * with no receipt either, the node no longer knows them (planTick drops them after the
   * network's confirmation count of blocks). Each transaction's receipt block hash, or null.
   */
  async function receiptsOfUnknown(
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

  /**
   * The second node's word on each detected transfer that could be credited this tick (deep
   * enough, its block confirmed by the first node): null where its receipt agrees, else why not.
   * A disagreement holds the credit (asked again next tick) and is counted in /healthz and logged.
   */
  async function witness(
    check: RpcClient,
    detected: readonly ChainTransferRecord[],
    verified: ReadonlyMap<number, string | null>,
    head: number,
    finalized: number | null,
    now: string,
  ): Promise<Map<string, string | null>> {
    const due = detected
      .filter(
        (t) =>
          verified.get(t.blockNumber) === t.blockHash &&
          (head - t.blockNumber + 1 >= settings.confirmations || (finalized !== null && t.blockNumber <= finalized)),
      )
      .slice(0, MAX_RECEIPTS_ASKED);
    const verdicts = new Map<string, string | null>();
    if (due.length === 0) return verdicts;
    let receipts: (WitnessReceipt | null)[];
    try {
      receipts = await check.batch<WitnessReceipt | null>(due.map((t) => ({ method: "eth_getTransactionReceipt", params: [t.txHash] })));
    } catch (error) {
      // A check node that does not answer confirms nothing: the credits wait for it.
      parts.logger.error(
        `${network}: the check node did not answer (${error instanceof Error ? error.message : String(error)}): credits wait`,
      );
      return verdicts;
    }
    due.forEach((t, n) => {
      const reason = witnessDisagreement(t, receipts[n] ?? null);
      verdicts.set(transferKey(t), reason);
      if (reason !== null && health.witness) {
        health.witness.disagreements += 1;
        health.witness.last = { at: now, transfer: `${t.txHash}:${t.logIndex}`, reason };
        parts.logger.error(`${network}: credit of ${t.txHash} log ${t.logIndex} (order ${t.orderId}) held: ${reason}`);
      }
    });
    return verdicts;
  }

  async function tickOnce(): Promise<TickResult> {
    if (!chainIdChecked) {
      // A URL pointing at the wrong network would credit nothing real, or worse: never scan it.
      const id = Number(await rpc.call<string>("eth_chainId", []));
      if (id !== settings.chainId) throw new WrongChain(`${network}: the node's chain id is ${id}, not ${settings.chainId}`);
      chainIdChecked = true;
    }
    const nowMs = parts.clock.now().getTime();
    const now = new Date(nowMs).toISOString();
    if (!(await reads.takeLease(network, owner, new Date(nowMs + leaseMs).toISOString(), now))) {
      health.watching = false;
      watched.released();
      return "idle";
    }
    health.watching = true;
    await watched.refresh(nowMs, nowMs + leaseMs);
    const cursor: ChainCursor = (await reads.cursor(network)) ?? { network, height: null, hash: null, owner, leaseUntil: null };
    const detected = await reads.transfersIn(network, "detected");
    const openPayouts = parts.payouts ? await parts.payouts.open(network) : [];
    const { destinations, nativeDestinations } = payoutWatch(openPayouts);
    const heights = [...new Set(detected.map((t) => t.blockNumber))];

    // One request: the head, the finalized block, the cursor's block and the detected transfers' blocks.
    const calls = [
      { method: "eth_blockNumber", params: [] },
      ...(settings.useFinalized ? [{ method: "eth_getBlockByNumber", params: ["finalized", false] }] : []),
      ...(cursor.height !== null ? [{ method: "eth_getBlockByNumber", params: [hexHeight(cursor.height), false] }] : []),
      ...heights.map((h) => ({ method: "eth_getBlockByNumber", params: [hexHeight(h), false] })),
    ];
    const answers = await rpc.batch<unknown>(calls);
    let i = 0;
    const claimed = Number(answers[i++] as string);
    if (!Number.isSafeInteger(claimed)) throw new RpcFault("garbage", "eth_blockNumber answered no number");
    const finalizedBlock = settings.useFinalized ? (answers[i++] as { number: string } | null) : null;
    const finalized = finalizedBlock ? Number(finalizedBlock.number) : null;
    const cursorBlock = cursor.height !== null ? (answers[i++] as { hash: string } | null) : null;
    const verified = new Map<number, string | null>();
    for (const h of heights) {
      const block = answers[i++] as { hash: string } | null;
      verified.set(h, block ? block.hash.toLowerCase() : null);
    }
    // The head counts only once the node gives its block: a head that runs ahead of the node's
    // blocks (lying, misrouted, another node behind a balancer) would count confirmations that
    // do not exist and move the cursor past the real chain.
    const proven = await provenHead(claimed, cursorBlock && cursor.height !== null ? cursor.height : null);
    if (proven === null) throw new RpcFault("garbage", `the node's head ${claimed} has no block it can give yet`);
    const head = proven.height;
    health.head = head;
    if (cursor.height !== null) health.lag = Math.max(0, head - cursor.height);
    const receipts = await receiptsOfUnknown(detected, verified, head);

    // Where to scan from (domain/chain-watch.ts scanStart): after a reorg, deep enough for any
    // reorg short of finality, with the credited transfers from there up checked against the new chain.
    const { from, reorg, floor } = scanStart({
      cursor,
      cursorHash: cursorBlock ? cursorBlock.hash.toLowerCase() : null,
      startBlock: settings.startBlock ?? null,
      head,
      depth: Math.max(settings.confirmations + 1, REORG_RESCAN_BLOCKS),
      detected,
      verified,
    });
    const replacedCredits = floor === null ? [] : await replacedAfterCredit(floor);
    // A node behind the cursor (a lagging one behind a load balancer), or without the cursor's
    // block yet: nothing to scan this time, which is not a reorg.
    const canScan = cursor.height === null || (cursorBlock !== null && head >= from);
    const to = Math.min(head, from + MAX_BLOCKS_PER_TICK - 1);
    let sightings: Sighting[] = [];
    let scannedTo: { height: number; hash: string } | null = null;
    // What stopped a catch-up partway: thrown after the blocks read before it are committed.
    let stoppedBy: unknown = null;
    if (canScan && to >= from) {
      const toHash = to === head ? proven.hash : await blockHash(rpc, to);
      if (toHash !== null) {
        const accounts = watched.accounts();
        // Transfers to an open payout's destination are read in the same queries as the
        // orders' (a few hundred more topics cost no extra request until the next 500).
        const ours = new Set(accounts);
        const logAccounts = accounts.concat(destinations.filter((d) => !ours.has(d)));
        // Logs are read again over the last blocks already scanned, at least the network's
        // confirmation count: a node that gave a block's logs late (an index trailing its head,
        // another node behind a balancer) cannot lose a payment. Transfers are keyed by
        // network, hash and log index: one read twice is the same record, never two.
        const overlap = cursor.height === null || reorg ? 0 : Math.max(1, settings.confirmations);
        const readFrom = Math.max(0, from - overlap);
        const read = await readLogsUpTo(rpc, network, readFrom, to, logAccounts, chunk);
        if (read.failure !== null && read.through < from) throw read.failure;
        stoppedBy = read.failure;
        const end = read.through;
        sightings = read.sightings;
        const wantsNative = nativeAsset !== undefined && (watched.wants(nativeAsset) || nativeDestinations.length > 0);
        if (wantsNative) {
          const nativeTo = new Set([...accounts, ...nativeDestinations]);
          sightings = sightings.concat(await readNative(rpc, network, from, end, nativeTo, nativeCheck));
        }
        // The same hash at the top of the range after reading it: the logs came from one chain.
        // A range read partway ends at its last finished chunk, whose hash is asked now: its
        // logs must name the same block, else nothing of it is kept.
        const endHash = end === to ? toHash : await blockHash(rpc, end);
        const sameChain =
          endHash !== null &&
          (await blockHash(rpc, end)) === endHash &&
          sightings.every((s) => s.blockNumber !== end || s.blockHash === endHash);
        if (sameChain) scannedTo = { height: end, hash: endHash };
        else sightings = [];
      }
    }

    const known = new Map<string, ChainTransferRecord>();
    for (const t of detected) known.set(transferKey(t), t);
    const hashes = [...new Set(sightings.map((s) => s.txHash))];
    for (const t of await reads.transfersByHash(network, hashes)) known.set(transferKey(t), t);
    const witnessed = parts.check ? await witness(parts.check, detected, verified, head, finalized, now) : undefined;
    // A credit is never reversed: one whose block a reorg replaced has moved, or is flagged.
    const { plan, outOfChain, moved } = reconcileCredits(
      planTick({
        network,
        now,
        head,
        finalized,
        required: settings.confirmations,
        verified,
        receipts,
        ...(witnessed ? { witnessed } : {}),
        sightings,
        known,
        owner: watched.ownerOf,
        pinned: (contract) => pinned.get(contract),
      }),
      replacedCredits,
      known,
      now,
    );
    const lateUntil = new Date(nowMs + parts.lateWindowDays * 86_400_000).toISOString();
    const written = await parts.write({
      network,
      owner,
      now,
      cursor,
      plan,
      cursorAfter: cursorAfter({ cursor, from, reorg, scannedTo }),
      required: settings.confirmations,
      leaseUntil: new Date(nowMs + leaseMs).toISOString(),
      lateUntil,
      payouts: await payoutShare(rpc, network, openPayouts, sightings, head),
    });
    if (!written) {
      health.watching = false;
      watched.released();
      return "idle";
    }
    // Committed: the pages and the merchant have heard of it (use-cases/after-commit.ts).
    for (const orderId of written.completed) watched.windowFor(orderId, Date.parse(lateUntil));
    for (const t of outOfChain) {
      health.reorgsAfterCredit++;
      parts.logger.error(
        `${network}: a reorg removed transfer ${t.txHash} (order ${t.orderId}) from the chain after it was credited; the credit stands: check the wallet`,
      );
    }
    for (const t of moved) {
      parts.logger.info(`${network}: credited transfer ${t.txHash} (order ${t.orderId}) is now in block ${t.blockNumber} after a reorg`);
    }
    const cursorHeight = scannedTo?.height ?? cursor.height;
    health.cursor = cursorHeight;
    health.lag = cursorHeight === null ? null : Math.max(0, head - cursorHeight);
    if (stoppedBy !== null) throw stoppedBy;
    return scannedTo && scannedTo.height < head ? "behind" : "caught-up";
  }

  return {
    tick,
    start() {
      if (running) return;
      stopped = new AbortController();
      running = watchLoop(
        { tick, network, pollMs: settings.pollMs, leaseMs, health, clock: parts.clock, logger: parts.logger },
        stopped.signal,
      );
    },
    async stop() {
      stopped.abort();
      await running;
      running = null;
    },
    watchedCount: () => watched.size(),
  };
}
