// The chain id asked again after the start's probe: on the first tick after a failed one (the
// node came back, perhaps another node: a provider's failover, a load balancer's other member, a
// URL re-pointed under the service) and on a schedule. A node that answers another chain's id
// stops the network: scanning it would credit nothing real, or move the cursor along a chain
// that is not the one watched.
import type { NetworkId } from "../../src/shared/index.ts";
import type { Clock } from "../domain/clock.ts";
import type { RpcClient } from "./rpc-client.ts";
import { WrongChain } from "./network-stopped.ts";

/** How often the chain id is asked while ticks succeed. */
export const CHAIN_ID_RECHECK_MS = 10 * 60_000;

export interface ChainIdCheck {
  /** A tick failed: the next one asks first. */
  failed(): void;
  /** Asked just now (the start's probe did). */
  checked(): void;
  /** Asks the node when due; throws WrongChain when it serves another chain. */
  whenDue(): Promise<void>;
}

export function chainIdCheck(rpc: RpcClient, network: NetworkId, chainId: number, clock: Clock): ChainIdCheck {
  let last = Number.NEGATIVE_INFINITY;
  let afterFailure = false;
  return {
    failed() {
      afterFailure = true;
    },
    checked() {
      last = clock.now().getTime();
      afterFailure = false;
    },
    async whenDue() {
      const now = clock.now().getTime();
      if (!afterFailure && now - last < CHAIN_ID_RECHECK_MS) return;
      const id = Number(await rpc.call<string>("eth_chainId", []));
      if (id !== chainId) throw new WrongChain(`${network}: the node's chain id is ${id} now, not ${chainId}`);
      last = now;
      afterFailure = false;
    },
  };
}
