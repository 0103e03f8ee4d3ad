// Each network's JSON-RPC calls by method and outcome, and the transfers its ticks saw and
// credited: counted where they happen (rpc-client.ts, the tick's write) and read by the metrics.
// A method is one the watcher names in its code, an outcome one of the client's classes of
// failure: both bounded, whatever a node answers.
import type { NetworkId } from "../../src/shared/index.ts";
import type { TickWrite } from "../domain/chain-watch.ts";
import { createTally, type Tally } from "../domain/tally.ts";

export interface ChainCounts {
  /** Labels: network, method, outcome ("ok" or the failure's class). */
  rpcCalls: Tally;
  /** Labels: network. Transfers to watched addresses the committed ticks saved. */
  transfersSeen: Tally;
  /** Labels: network. Transfers the committed ticks credited to an order. */
  transfersCredited: Tally;
}

export function createChainCounts(): ChainCounts {
  return { rpcCalls: createTally(), transfersSeen: createTally(), transfersCredited: createTally() };
}

/** The rpc client's counting hook for one network. */
export function countRpcCalls(counts: ChainCounts, network: NetworkId): (method: string, outcome: string) => void {
  return (method, outcome) => counts.rpcCalls.add({ network, method, outcome });
}

/** A committed tick's transfers: newly detected ones as seen, and those it credited. */
export function countTick(counts: ChainCounts, tick: TickWrite): void {
  let seen = 0;
  let credited = 0;
  for (const share of tick.plan.orders.values()) {
    seen += share.detect.length + share.unexpected.length;
    credited += share.credit.length;
  }
  if (seen > 0) counts.transfersSeen.add({ network: tick.network }, seen);
  if (credited > 0) counts.transfersCredited.add({ network: tick.network }, credited);
}
