// The second node's word (CHAIN_RPC_URL_<NETWORK>_CHECK) on each detected transfer that could be
// credited this tick (deep enough, its block confirmed by the first node): null where its receipt
// agrees, else why not. A disagreement holds the credit (asked again next tick), is counted in
// /healthz and logged; a check node that does not answer confirms nothing, so the credits wait.
import type { NetworkId } from "../../src/shared/index.ts";
import { transferKey, type ChainTransferRecord } from "../domain/chain-transfers.ts";
import { witnessDisagreement, type WitnessReceipt } from "../domain/chain-watch.ts";
import type { Logger } from "../http/logger.ts";
import type { NetworkHealth } from "./mode.ts";
import { MAX_RECEIPTS_ASKED } from "./node-evidence.ts";
import type { RpcClient } from "./rpc-client.ts";

export interface WitnessAsk {
  network: NetworkId;
  confirmations: number;
  check: RpcClient;
  health: NetworkHealth;
  logger: Logger;
}

export async function askWitness(
  ask: WitnessAsk,
  detected: readonly ChainTransferRecord[],
  verified: ReadonlyMap<number, string | null>,
  head: number,
  finalized: number | null,
  now: string,
): Promise<Map<string, string | null>> {
  const { network, health, logger } = ask;
  const due = detected
    .filter(
      (t) =>
        verified.get(t.blockNumber) === t.blockHash &&
        (head - t.blockNumber + 1 >= ask.confirmations || (finalized !== null && t.blockNumber <= finalized)),
    )
    .slice(0, MAX_RECEIPTS_ASKED);
  const verdicts = new Map<string, string | null>();
  if (due.length === 0) return verdicts;
  let receipts: (WitnessReceipt | null)[];
  try {
    receipts = await ask.check.batch<WitnessReceipt | null>(due.map((t) => ({ method: "eth_getTransactionReceipt", params: [t.txHash] })));
  } catch (error) {
    logger.error(`${network}: the check node did not answer (${error instanceof Error ? error.message : String(error)}): credits wait`);
    return verdicts;
  }
  due.forEach((t, n) => {
    const reason = witnessDisagreement(t, receipts[n] ?? null);
    verdicts.set(transferKey(t), reason);
    if (reason !== null && health.witness) {
      health.witness.disagreements += 1;
      health.witness.last = { at: now, transfer: `${t.txHash}:${t.logIndex}`, reason };
      logger.error(`${network}: credit of ${t.txHash} log ${t.logIndex} (order ${t.orderId}) held: ${reason}`);
    }
  });
  return verdicts;
}
