// Chain mode as the app sees it: the settings, the assets it cannot watch, and each network's
// watcher health (filled in by the watchers, read by /healthz).
import type { AssetId, NetworkId } from "../../src/shared/index.ts";
import type { StreakError } from "./failure-streak.ts";
import type { FinalizedTag } from "./head-read.ts";
import type { NodeProbe } from "./node-probe.ts";
import { unwatchedAssets, type ChainSettings } from "./settings.ts";
import { createChainCounts, type ChainCounts } from "./rpc-counts.ts";

export interface NetworkHealth {
  /**
   * The last head that passed the checks (the node had its block: a head that runs ahead of the
   * node's blocks is not one), the last block scanned, and the blocks between: counted from every
   * tick that got a head, so it grows while ticks fail after reading one.
   */
  head: number | null;
  cursor: number | null;
  lag: number | null;
  /** Whether this process holds the network's watcher lease (another process may). */
  watching: boolean;
  lastError: { at: string; message: string } | null;
  /** When the current streak of failed ticks began; null while ticks succeed. */
  failingSince: string | null;
  /** Each distinct error of the current streak with how often it came (a bounded list). */
  errors: StreakError[];
  /**
   * The loop's pause before its next try after failed ticks (at most two polls, or the node's
   * Retry-After up to a minute); null once a tick succeeds.
   */
  retryInMs: number | null;
  /** Reorgs that replaced the block of an already credited transfer: for the operator to look at. */
  reorgsAfterCredit: number;
  /**
   * With a second node (CHAIN_RPC_URL_<NETWORK>_CHECK): the transfers whose credit it held by
   * answering another receipt, and the last of them; null without one.
   */
  witness: { disagreements: number; last: { at: string; transfer: string; reason: string } | null } | null;
  /**
   * Whether the node's `finalized` block credits transfers: "used", "unused" (Ethereum, where 12
   * confirmations come first), or "refused" with the node's answer (a node that does not know the
   * tag: transfers are credited by confirmations alone).
   */
  finalizedTag: FinalizedTag;
  /**
   * Why the watcher stopped for good (a node serving another chain, a method it needs switched
   * off: the method and the node's answer), until a restart; null while it runs.
   */
  stopped: { at: string; message: string; method: string | null; answer: string | null } | null;
  /** What the start's probe found (the node serves every method the watcher uses); null until it passed. */
  probe: NodeProbe | null;
}

export interface ChainMode {
  settings: ChainSettings;
  unwatched: ReadonlySet<AssetId>;
  health: Partial<Record<NetworkId, NetworkHealth>>;
  /** Calls to each node and the transfers the ticks wrote, counted for the metrics. */
  counts: ChainCounts;
}

export function createChainMode(settings: ChainSettings): ChainMode {
  const health: Partial<Record<NetworkId, NetworkHealth>> = {};
  for (const network of Object.keys(settings.networks) as NetworkId[]) {
    const n = settings.networks[network];
    health[network] = {
      ...newNetworkHealth(),
      witness: n?.check ? { disagreements: 0, last: null } : null,
      finalizedTag: { state: n?.useFinalized ? "used" : "unused", answer: null },
    };
  }
  return { settings, unwatched: unwatchedAssets(settings), health, counts: createChainCounts() };
}

/** A network's health before its first tick. */
export function newNetworkHealth(): NetworkHealth {
  return {
    head: null,
    cursor: null,
    lag: null,
    watching: false,
    lastError: null,
    failingSince: null,
    errors: [],
    retryInMs: null,
    reorgsAfterCredit: 0,
    witness: null,
    finalizedTag: { state: "unused", answer: null },
    stopped: null,
    probe: null,
  };
}
