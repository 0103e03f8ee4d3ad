// Chain mode as the app sees it: the settings, the assets it cannot watch, and each network's
// watcher health (filled in by the watchers, read by /healthz).
import type { AssetId, NetworkId } from "../../src/shared/index.ts";
import { unwatchedAssets, type ChainSettings } from "./settings.ts";

export interface NetworkHealth {
  /** The node's head at the last answer, the last block scanned, and the blocks between. */
  head: number | null;
  cursor: number | null;
  lag: number | null;
  /** Whether this process holds the network's watcher lease (another process may). */
  watching: boolean;
  lastError: { at: string; message: string } | null;
  /** The loop's pause before its next try after failed ticks (at most two polls); null once a tick succeeds. */
  retryInMs: number | null;
  /** Reorgs that replaced the block of an already credited transfer: for the operator to look at. */
  reorgsAfterCredit: number;
}

export interface ChainMode {
  settings: ChainSettings;
  unwatched: ReadonlySet<AssetId>;
  health: Partial<Record<NetworkId, NetworkHealth>>;
}

export function createChainMode(settings: ChainSettings): ChainMode {
  const health: Partial<Record<NetworkId, NetworkHealth>> = {};
  for (const network of Object.keys(settings.networks) as NetworkId[]) {
    health[network] = { head: null, cursor: null, lag: null, watching: false, lastError: null, retryInMs: null, reorgsAfterCredit: 0 };
  }
  return { settings, unwatched: unwatchedAssets(settings), health };
}
