// What `npm run operator -- check-chain` finds about one network's node before real money depends
// on it: the start probe the watcher itself runs (the chain id and every method it uses), the
// head, the finalized block (or the node's refusal of the tag), the largest log range the node
// answers (from the watcher's 2,000 blocks down, as the watcher splits), whether it takes batches
// of the watcher's size, and about how many requests a day the watcher spends there at the
// configured poll. Whether the watcher can work there at all is the probe's verdict.
import type { NetworkId } from "../../src/shared/index.ts";
import { dailyRequests } from "./daily-requests.ts";
import { refusesTag } from "./head-read.ts";
import { probeNode } from "./node-probe.ts";
import { failureOf, MAX_BATCH, type RpcClient } from "./rpc-client.ts";
import { chunkAfterRefusal, hexHeight, TRANSFER_TOPIC } from "./scanner.ts";
import type { NetworkSettings } from "./settings.ts";
import { NetworkStopped } from "./network-stopped.ts";
import { LOG_CHUNK_BLOCKS } from "./watcher.ts";

/** Log queries asked at most to find the node's range cap (2,000 halved 11 times is 1 block). */
const MAX_RANGE_ASKS = 12;

export interface NetworkCheck {
  network: NetworkId;
  /** Whether the watcher can work with this node. */
  ok: boolean;
  /** What was found, one line each, for the operator. */
  lines: string[];
}

const NOBODY = `0x${"0".repeat(64)}`;
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function checkNetwork(settings: NetworkSettings, rpc: RpcClient, now: () => string): Promise<NetworkCheck> {
  const { network } = settings;
  const lines: string[] = [];
  let head: number;
  try {
    head = (await probeNode(rpc, network, settings.chainId, now)).head;
  } catch (error) {
    if (error instanceof NetworkStopped) return { network, ok: false, lines: [`not watchable: ${error.message}; ${error.fix}`] };
    const wait = failureOf(error) === "rateLimit" ? " (a rate limit: try again later, or set CHAIN_RPC_MAX_RPS)" : "";
    return { network, ok: false, lines: [`could not check: ${message(error)}${wait}`] };
  }
  lines.push(
    `chain id ${settings.chainId}; serves eth_chainId, eth_blockNumber, eth_getBlockByNumber, eth_getLogs, eth_getTransactionReceipt`,
  );
  lines.push(`head ${head}`);
  if (settings.useFinalized) {
    try {
      const block = await rpc.call<{ number: string } | null>("eth_getBlockByNumber", ["finalized", false]);
      lines.push(`finalized block ${block ? Number(block.number) : "none yet"} (credits before ${settings.confirmations} confirmations)`);
    } catch (error) {
      if (!refusesTag(error)) throw error;
      lines.push(`finalized tag refused (${message(error)}): credited by ${settings.confirmations} confirmations alone`);
    }
  } else lines.push(`finalized block not used (${settings.confirmations} confirmations come first)`);
  lines.push(await logRange(rpc, head));
  await rpc.batch<string>(Array.from({ length: MAX_BATCH }, () => ({ method: "eth_chainId", params: [] })));
  lines.push(rpc.batching ? `batches of ${MAX_BATCH} calls: accepted` : `batches refused: the watcher sends single requests`);
  const day = dailyRequests(settings, rpc.batching);
  const n = (count: number) => count.toLocaleString("en");
  lines.push(
    `about ${n(day.busy)} requests a day while orders or payouts wait (a tick every ${settings.pollMs} ms), ${n(day.idle)} while nothing waits (a tick every ${day.idleEveryMs} ms, CHAIN_IDLE_POLL_MS_${settings.network.toUpperCase()}); ${n(day.mixed)} on a day with something waiting ${day.busyHours} hours`,
  );
  return { network, ok: true, lines };
}

/** The largest range up to LOG_CHUNK_BLOCKS the node answers a log query over, ending at its head. */
async function logRange(rpc: RpcClient, head: number): Promise<string> {
  let blocks = Math.min(LOG_CHUNK_BLOCKS, head + 1);
  let refusal: string | null = null;
  for (let asks = 0; asks < MAX_RANGE_ASKS; asks++) {
    const query = { fromBlock: hexHeight(head - blocks + 1), toBlock: hexHeight(head), topics: [TRANSFER_TOPIC, null, [NOBODY]] };
    try {
      await rpc.call<unknown[]>("eth_getLogs", [query]);
      return refusal === null
        ? `eth_getLogs over ${blocks} blocks in one query: answered`
        : `eth_getLogs capped: ${blocks} blocks answered (refused wider: ${refusal})`;
    } catch (error) {
      if (failureOf(error) === "rateLimit") return `eth_getLogs range not measured: rate limited (${message(error)})`;
      if (blocks <= 1) return `eth_getLogs refused even over one block (${message(error)})`;
      refusal = message(error);
      blocks = chunkAfterRefusal(error, blocks);
    }
  }
  return `eth_getLogs range not found within ${MAX_RANGE_ASKS} queries (last refusal: ${refusal})`;
}
