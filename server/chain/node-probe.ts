// A watcher's first question to its node, before any scan: does it serve the network the settings
// name, and every method the watcher uses (the chain id, the head and its block, a log query over
// one block, a receipt, a batch)? A method switched off on the endpoint (BSC's public dataseed
// answers every eth_getLogs, even of one block, with "limit exceeded"; geth answers -32601 for a
// method it does not serve) is something only the operator can fix: the network stops with one
// line naming the method and the node's answer, instead of failing every tick for ever. A rate
// limit or a fault during the probe is "try again": the tick fails as any other, and the next
// one probes again. What the probe found is kept for /healthz.
import type { NetworkId } from "../../src/shared/index.ts";
import { failureOf, RpcFault, type RpcClient } from "./rpc-client.ts";
import { hexHeight, TRANSFER_TOPIC } from "./scanner.ts";
import { NetworkStopped, WrongChain } from "./network-stopped.ts";

export interface NodeProbe {
  at: string;
  /** The head's block the node gave. */
  head: number;
  /** Whether it takes batches (else the client sends calls one by one, and tries batches again later). */
  batches: boolean;
}

/** A recipient nobody has (the zero address as a topic): the log query's answer is empty. */
const NOBODY = `0x${"0".repeat(64)}`;
/** A transaction nobody sent: its receipt is null. */
const NO_TRANSACTION = `0x${"0".repeat(64)}`;

/**
 * BSC's words for a switched-off eth_getLogs, in a 200 (no HTTP status in the fault's message)
 * and without a wait: the same words a rate limit could use, so they count only when the query
 * is refused twice, over one block, while the node answered every other call between.
 */
const switchedOffLogs = (error: unknown) =>
  error instanceof RpcFault && error.retryAfterMs === null && /^eth_getLogs: limit exceeded \(-32005\)$/i.test(error.message);

function disabled(network: NetworkId, method: string, error: unknown): NetworkStopped {
  const answer = error instanceof Error ? error.message : String(error);
  return new NetworkStopped(
    `${network}: the node refuses ${method}, which the watcher needs (${answer})`,
    `point CHAIN_RPC_URL_${network.toUpperCase()} at a node or provider that serves ${method}, and restart`,
    { method, answer },
  );
}

export async function probeNode(rpc: RpcClient, network: NetworkId, chainId: number, now: () => string): Promise<NodeProbe> {
  const ask = async <T>(method: string, params: unknown[]): Promise<T> => {
    try {
      return await rpc.call<T>(method, params);
    } catch (error) {
      if (failureOf(error) === "method") throw disabled(network, method, error);
      throw error;
    }
  };
  // A URL pointing at the wrong network would credit nothing real, or worse: never scan it.
  const id = Number(await ask<string>("eth_chainId", []));
  if (id !== chainId) throw new WrongChain(`${network}: the node's chain id is ${id}, not ${chainId}`);
  await ask<string>("eth_blockNumber", []);
  const latest = await ask<{ number: string } | null>("eth_getBlockByNumber", ["latest", false]);
  const head = Number(latest?.number);
  if (!Number.isSafeInteger(head)) throw new RpcFault("garbage", "eth_getBlockByNumber(latest) answered no block");
  // The watcher's own query (Transfer logs to some recipients), over the head's block alone.
  const logs = [{ fromBlock: hexHeight(head), toBlock: hexHeight(head), topics: [TRANSFER_TOPIC, null, [NOBODY]] }];
  let logsRefused = false;
  try {
    await ask<unknown[]>("eth_getLogs", logs);
  } catch (error) {
    if (!switchedOffLogs(error)) throw error;
    logsRefused = true;
  }
  await ask<unknown>("eth_getTransactionReceipt", [NO_TRANSACTION]);
  // The client finds a refused batch itself and remembers it (calls go one by one meanwhile).
  await rpc.batch<unknown>([
    { method: "eth_chainId", params: [] },
    { method: "eth_blockNumber", params: [] },
  ]);
  if (logsRefused) {
    try {
      await rpc.call<unknown[]>("eth_getLogs", logs);
    } catch (error) {
      if (switchedOffLogs(error)) throw disabled(network, "eth_getLogs", error);
      throw error;
    }
  }
  return { at: now(), head, batches: rpc.batching };
}
