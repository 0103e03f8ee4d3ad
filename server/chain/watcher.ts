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
import { transferKey, type ChainTransferRecord } from "../domain/chain-transfers.ts";
import { cursorAfter, planTick, reconcileCredits, scanStart, type TickWrite, type TickWritten } from "../domain/chain-watch.ts";
import type { Clock } from "../domain/clock.ts";
import type { PayoutRecord } from "../domain/payouts.ts";
import type { Logger } from "../http/logger.ts";
import type { ChainCursor, ChainReads } from "../store/chain-records.ts";
import type { NetworkHealth } from "./mode.ts";
import { chainIdCheck } from "./chain-id-check.ts";
import { readHead } from "./head-read.ts";
import { readToProvenHead } from "./head-range.ts";
import { probeNode } from "./node-probe.ts";
import { receiptsOfUnknown, replacedAfterCredit } from "./node-evidence.ts";
import { payoutShare, payoutWatch } from "./payout-watch.ts";
import type { RpcClient } from "./rpc-client.ts";
import type { LogChunk } from "./scanner.ts";
import { familyOf, type NetworkSettings } from "./settings.ts";
import { type StreakAlerts, streakKeeper } from "./streak-keeper.ts";
import { nativeCheckFor } from "./tron-contract-types.ts";
import { NetworkStopped } from "./network-stopped.ts";
import { quietWake } from "./quiet-wake.ts";
import { watchLoop } from "./watch-loop.ts";
import { watchedAddresses } from "./watched-addresses.ts";
import { askWitness } from "./witness.ts";

/** Blocks one tick scans at most (a catch-up commits every this many). */
export const MAX_BLOCKS_PER_TICK = 5000;
/**
 * Blocks rescanned below the cursor after a reorg: deeper than any reorg short of finality on the
 * three networks (Ethereum finalizes in about 64, BNB Smart Chain in 2, TRON in 19).
 */
export const REORG_RESCAN_BLOCKS = 128;
/** Blocks a log query asks for at first (the range a refusal suggests, else half, when a node refuses). */
export const LOG_CHUNK_BLOCKS = 2000;

export interface WatcherParts {
  settings: NetworkSettings;
  rpc: RpcClient;
  /**
   * Counts the network's calls that do not go through `rpc` (TRON's HTTP API), as the rpc
   * client counts its own: by method and outcome.
   */
  count?: (method: string, outcome: string) => void;
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
  /** Told when a streak of failed ticks has lasted, and when it ends (the operator's mail). */
  alerts?: StreakAlerts | null;
}

export type TickResult = "idle" | "behind" | "caught-up";

export interface NetworkWatcher {
  tick(): Promise<TickResult>;
  start(): void;
  stop(): Promise<void>;
  /** Watched addresses held in memory (the bench measures their cost). */
  watchedCount(): number;
  /** Whether the last tick found nothing waiting on the network (the loop then polls at the idle poll). */
  quiet(): boolean;
  /** Something may now wait on the network (an order was made): a quiet loop ticks at once. */
  wake(): void;
}

export function createNetworkWatcher(parts: WatcherParts): NetworkWatcher {
  const { settings, rpc, reads, health } = parts;
  const network: NetworkId = settings.network;
  const family = familyOf(network);
  const owner = parts.owner ?? `w_${randomBytes(8).toString("hex")}`;
  const leaseMs = parts.leaseMs ?? Math.max(5000, settings.pollMs * 3);
  const pinned = pinnedAssets(network, settings.contracts);
  const nativeAsset = pinned.get("");
  const contracts = [...pinned.keys()].filter((c) => c !== "").map((c) => `0x${c}`);
  const nativeCheck = nativeCheckFor(settings, parts.count);
  const chunk: LogChunk = { size: LOG_CHUNK_BLOCKS, max: LOG_CHUNK_BLOCKS };
  const watched = watchedAddresses(reads, family);
  let stopped = new AbortController();
  let running: Promise<void> | null = null;

  const streak = streakKeeper(network, health, parts.logger, parts.clock, parts.alerts ?? null);
  const witnessAsk = parts.check
    ? { network, confirmations: settings.confirmations, check: parts.check, health, logger: parts.logger }
    : null;
  let stoppedFor: NetworkStopped | null = null;
  const chainId = chainIdCheck(rpc, network, settings.chainId, parts.clock);
  // A refusal already heard (by another watcher over the same health) stands.
  if (health.finalizedTag.state !== "refused") health.finalizedTag = { state: settings.useFinalized ? "used" : "unused", answer: null };
  let quiet = false;
  const waking = quietWake();
  const idle = { pollMs: settings.idlePollMs, quiet: () => quiet, waking };

  /** A tick; a failed one is recorded as the network's last error (/healthz) and thrown on. */
  async function tick(): Promise<TickResult> {
    try {
      const result = await tickOnce();
      streak.succeeded();
      return result;
    } catch (error) {
      streak.failed(error);
      chainId.failed();
      throw error;
    }
  }

  async function tickOnce(): Promise<TickResult> {
    // Stopped for good (another chain, a method switched off): asking again changes nothing.
    if (stoppedFor) throw stoppedFor;
    try {
      if (!health.probe) {
        health.probe = await probeNode(rpc, network, settings.chainId, () => parts.clock.now().toISOString());
        chainId.checked();
      }
      await chainId.whenDue();
    } catch (error) {
      if (error instanceof NetworkStopped) stoppedFor = error;
      throw error;
    }
    const nowMs = parts.clock.now().getTime();
    const now = new Date(nowMs).toISOString();
    if (!(await reads.takeLease(network, owner, new Date(nowMs + leaseMs).toISOString(), now))) {
      health.watching = false;
      watched.released();
      return "idle";
    }
    health.watching = true;
    const cursor: ChainCursor = (await reads.cursor(network)) ?? { network, height: null, hash: null, owner, leaseUntil: null };
    const detected = await reads.transfersIn(network, "detected");
    const heights = [...new Set(detected.map((t) => t.blockNumber))];

    // One request: the head with its block, the finalized block, the cursor's block and the detected transfers' blocks.
    const { latest, finalized, cursorBlock, verified } = await readHead(
      rpc,
      { finalized: health.finalizedTag, cursorHeight: cursor.height, heights },
      (answer) => {
        health.finalizedTag = { state: "refused", answer };
        parts.logger.info(
          `${network}: the node refuses the finalized tag (${answer}); transfers are credited by ${settings.confirmations} confirmations alone`,
        );
      },
    );

    // The addresses and the payouts' destinations are read after the head: an order made (or a
    // payout paid) on another process before a block the head holds is then among them. Read
    // before it, that block would be read without them, and the cursor pass it.
    await watched.refresh(nowMs, nowMs + leaseMs);
    const openPayouts = parts.payouts ? await parts.payouts.open(network) : [];
    const { destinations, nativeDestinations } = payoutWatch(openPayouts);

    // Where to scan from (domain/chain-watch.ts scanStart): after a reorg, deep enough for any
    // reorg short of finality, with the credited transfers from there up checked against the new chain.
    const { from, reorg, floor } = scanStart({
      cursor,
      cursorHash: cursorBlock ? cursorBlock.hash.toLowerCase() : null,
      startBlock: settings.startBlock ?? null,
      head: latest.height,
      depth: Math.max(settings.confirmations + 1, REORG_RESCAN_BLOCKS),
      detected,
      verified,
    });
    const replacedCredits = floor === null ? [] : await replacedAfterCredit(rpc, reads, network, floor);
    const accounts = watched.accounts();
    const wantsNative = nativeAsset !== undefined && (watched.wants(nativeAsset) || nativeDestinations.length > 0);
    // The head counts only once the node gives its block by number too (head-range.ts): a head
    // that runs ahead of the node's blocks (lying, misrouted, another node behind a balancer)
    // would count confirmations that do not exist and move the cursor past the real chain.
    const { head: proven, read } = await readToProvenHead({
      rpc,
      network,
      from,
      latest,
      known: cursorBlock && cursor.height !== null ? cursor.height : null,
      // A node behind the cursor (a lagging one behind a load balancer), or without the cursor's
      // block yet: nothing to scan this time, which is not a reorg.
      canScan: cursor.height === null || (cursorBlock !== null && latest.height >= from),
      maxBlocks: MAX_BLOCKS_PER_TICK,
      // The range continues the cursor's chain (not after a reorg, nor at the start).
      linkFrom: !reorg && cursor.height !== null && cursor.hash !== null ? { height: cursor.height, hash: cursor.hash } : null,
      onHead: (proven) => {
        health.head = proven.height;
        if (cursor.height !== null) health.lag = Math.max(0, proven.height - cursor.height);
      },
      // At least the network's confirmation count re-read, but none after a reorg or at the start.
      overlap: cursor.height === null || reorg ? 0 : Math.max(1, settings.confirmations),
      accounts,
      destinations,
      nativeTo: wantsNative ? new Set([...accounts, ...nativeDestinations]) : new Set(),
      nativeCheck,
      chunk,
      contracts,
      contractScanAt: settings.contractScanAt,
    });
    const head = proven.height;
    const receipts = await receiptsOfUnknown(rpc, detected, verified, head);
    const { sightings, scannedTo, stoppedBy } = read;

    const known = new Map<string, ChainTransferRecord>();
    for (const t of detected) known.set(transferKey(t), t);
    const hashes = [...new Set(sightings.map((s) => s.txHash))];
    for (const t of await reads.transfersByHash(network, hashes)) known.set(transferKey(t), t);
    const witnessed = witnessAsk ? await askWitness(witnessAsk, detected, verified, head, finalized, now) : undefined;
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
    const nothingWaits = watched.size() === 0 && openPayouts.length === 0 && detected.length === 0 && sightings.length === 0;
    const written = await parts.write({
      network,
      owner,
      now,
      cursor,
      plan,
      cursorAfter: cursorAfter({ cursor, from, reorg, scannedTo }),
      required: settings.confirmations,
      // A quiet watcher keeps the network over its idle poll: another process's loop would
      // otherwise take it between two of its ticks and poll the node as often as a busy one.
      leaseUntil: new Date(nowMs + leaseMs + (nothingWaits ? settings.idlePollMs : 0)).toISOString(),
      lateUntil,
      payouts: await payoutShare(rpc, network, openPayouts, sightings, head, witnessAsk, now),
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
    quiet = nothingWaits && written.completed.length === 0;
    return scannedTo && scannedTo.height < head ? "behind" : "caught-up";
  }

  return {
    tick,
    start() {
      if (running) return;
      stopped = new AbortController();
      running = watchLoop(
        { tick, network, pollMs: settings.pollMs, leaseMs, idle, health, clock: parts.clock, logger: parts.logger },
        stopped.signal,
      );
    },
    async stop() {
      stopped.abort();
      await running;
      running = null;
    },
    watchedCount: () => watched.size(),
    quiet: () => quiet,
    wake: () => waking.wake(),
  };
}
