// Starts a watcher for each configured network (server/chain/watcher.ts), each over its own
// JSON-RPC client. Every process starts them; the lease decides which one scans a network. The
// app (server/app.ts) calls it, with the tick's write over the store whose commits are
// announced, as it starts the gateway's poller: no other caller picks a store for it.
import type { NetworkId } from "../../src/shared/index.ts";
import type { TickWrite, TickWritten } from "../domain/chain-watch.ts";
import type { Clock } from "../domain/clock.ts";
import type { Logger } from "../http/logger.ts";
import type { ChainReads } from "../store/chain-records.ts";
import type { ChainMode } from "./mode.ts";
import { createRpcClient, rpcOptionsOf } from "./rpc-client.ts";
import { countRpcCalls } from "./rpc-counts.ts";
import { createNetworkWatcher, type NetworkWatcher, type WatcherParts } from "./watcher.ts";

export interface ChainWatchers {
  watchers: Partial<Record<NetworkId, NetworkWatcher>>;
  stop(): Promise<void>;
}

export function startChainWatchers(parts: {
  mode: ChainMode;
  reads: ChainReads;
  write(tick: TickWrite): Promise<TickWritten | null>;
  /** The open payouts, whose destinations every tick also reads transfers to. */
  payouts?: WatcherParts["payouts"];
  logger: Logger;
  clock: Clock;
  /** False: made, not started (a test drives their ticks). */
  start?: boolean;
  /**
   * Hears every order change, this process's and those it hears of others': a new order wakes
   * a quiet watcher at once instead of at its idle poll.
   */
  heard?: (listener: () => void) => () => void;
  /** The operator's mail about a watcher failing for a while, and back again. */
  alerts?: WatcherParts["alerts"];
}): ChainWatchers {
  const watchers: Partial<Record<NetworkId, NetworkWatcher>> = {};
  for (const network of Object.keys(parts.mode.settings.networks) as NetworkId[]) {
    const settings = parts.mode.settings.networks[network];
    const health = parts.mode.health[network];
    if (!settings || !health) continue;
    const count = countRpcCalls(parts.mode.counts, network);
    const watcher = createNetworkWatcher({
      settings,
      rpc: createRpcClient({
        ...rpcOptionsOf(settings, parts.mode.settings.maxBodyBytes, Math.max(2000, Math.min(10_000, settings.pollMs * 4))),
        count,
      }),
      count,
      reads: parts.reads,
      write: parts.write,
      ...(parts.payouts ? { payouts: parts.payouts } : {}),
      alerts: parts.alerts ?? null,
      logger: parts.logger,
      clock: parts.clock,
      health,
      lateWindowDays: parts.mode.settings.lateWindowDays,
      ...(settings.check
        ? {
            check: createRpcClient(
              rpcOptionsOf(
                { ...settings, ...settings.check },
                parts.mode.settings.maxBodyBytes,
                Math.max(2000, Math.min(10_000, settings.pollMs * 4)),
              ),
            ),
          }
        : {}),
    });
    if (parts.start !== false) watcher.start();
    watchers[network] = watcher;
  }
  const unhear = parts.heard?.(() => {
    for (const watcher of Object.values(watchers)) watcher?.wake();
  });
  return {
    watchers,
    async stop() {
      unhear?.();
      await Promise.all(Object.values(watchers).map((w) => w?.stop()));
    },
  };
}

/**
 * At start: each reachable node must serve the network its settings name (eth_chainId). A node
 * that does not answer now is checked again by its watcher before its first scan.
 */
export async function checkChainIds(mode: ChainMode, logger: Logger): Promise<void> {
  for (const network of Object.keys(mode.settings.networks) as NetworkId[]) {
    const settings = mode.settings.networks[network];
    if (!settings) continue;
    const suffix = network.toUpperCase();
    let id: number;
    try {
      id = Number(await createRpcClient(rpcOptionsOf(settings, mode.settings.maxBodyBytes, 5000)).call<string>("eth_chainId", []));
    } catch (error) {
      logger.error(
        `${network}: the node at ${new URL(settings.url).host} did not answer eth_chainId (${(error as Error).message}); its watcher checks again before scanning`,
      );
      continue;
    }
    if (id !== settings.chainId) {
      throw new Error(
        `CHAIN_RPC_URL_${suffix} serves chain id ${id}, not ${settings.chainId} (${network}'s ${settings.variant}): point it at that node, or name its network in CHAIN_NETWORK_${suffix} (a public test network) or CHAIN_ID_${suffix} (a private one)`,
      );
    }
  }
}
