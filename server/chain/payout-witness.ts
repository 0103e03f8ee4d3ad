// The second node's word (CHAIN_RPC_URL_<NETWORK>_CHECK) on the transfers that could complete a
// payout this tick: a seen payout's transfer with the network's confirmations, and a transfer
// read now, as deep, that pays an open payout exactly. A payout completes only on a transfer the
// check node shows too, in the same block with the same log: a main node that lies (or is
// another chain behind a balancer) could otherwise close a refund nobody paid. A disagreement
// holds the completion (asked again next tick), is counted in /healthz and logged; a check
// node that does not answer confirms nothing, so the completions wait.
import { witnessDisagreement, type WitnessReceipt } from "../domain/chain-watch.ts";
import { paysExactly, type ObservedTransfer } from "../domain/payout-matching.ts";
import { payoutWitnessKey } from "../domain/payout-ticks.ts";
import { accountOfAddress, type PayoutRecord } from "../domain/payouts.ts";
import { MAX_RECEIPTS_ASKED } from "./node-evidence.ts";
import type { WitnessAsk } from "./witness.ts";

interface Candidate {
  txHash: string;
  logIndex: number;
  blockNumber: number;
  blockHash: string;
  contract: string | null;
  from: string;
  to: string;
  value: string;
  orderId: string;
}

/** Null where the check node agrees, else why not; a transfer absent from the map was not confirmed (no answer). */
export async function askPayoutWitness(
  ask: WitnessAsk,
  open: readonly PayoutRecord[],
  transfers: readonly ObservedTransfer[],
  verified: ReadonlyMap<number, string | null>,
  head: number,
  now: string,
): Promise<Map<string, string | null>> {
  const { network, health, logger } = ask;
  const deep = (block: number) => head - block + 1 >= ask.confirmations;
  const candidates = new Map<string, Candidate>();
  for (const p of open) {
    const paidBy = p.paidBy;
    if (p.state !== "seen" || !paidBy || !deep(paidBy.blockNumber)) continue;
    if (paidBy.blockHash && verified.get(paidBy.blockNumber) !== paidBy.blockHash) continue;
    candidates.set(payoutWitnessKey(paidBy.txHash, paidBy.logIndex), {
      txHash: paidBy.txHash,
      logIndex: paidBy.logIndex,
      blockNumber: paidBy.blockNumber,
      blockHash: paidBy.blockHash ?? "",
      contract: p.contract === null ? null : accountOfAddress(network, p.contract),
      from: paidBy.from,
      to: p.destinationAccount,
      value: p.baseUnits,
      orderId: p.orderId,
    });
  }
  for (const t of transfers) {
    if (!deep(t.block)) continue;
    const pays = open.find((p) => p.state === "awaitingPayment" && paysExactly(p, t));
    if (!pays) continue;
    candidates.set(payoutWitnessKey(t.hash, t.logIndex), {
      txHash: t.hash,
      logIndex: t.logIndex,
      blockNumber: t.block,
      blockHash: t.blockHash ?? "",
      contract: t.contract,
      from: t.from,
      to: t.to,
      value: t.baseUnits,
      orderId: pays.orderId,
    });
  }
  const due = [...candidates.values()].slice(0, MAX_RECEIPTS_ASKED);
  const verdicts = new Map<string, string | null>();
  if (due.length === 0) return verdicts;
  let receipts: (WitnessReceipt | null)[];
  try {
    receipts = await ask.check.batch<WitnessReceipt | null>(due.map((t) => ({ method: "eth_getTransactionReceipt", params: [t.txHash] })));
  } catch (error) {
    logger.error(`${network}: the check node did not answer (${error instanceof Error ? error.message : String(error)}): payouts wait`);
    return verdicts;
  }
  due.forEach((t, n) => {
    const reason = witnessDisagreement(t, receipts[n] ?? null);
    verdicts.set(payoutWitnessKey(t.txHash, t.logIndex), reason);
    if (reason !== null && health.witness) {
      health.witness.disagreements += 1;
      health.witness.last = { at: now, transfer: `${t.txHash}:${t.logIndex}`, reason };
      logger.error(`${network}: completion of payout ${t.orderId} by ${t.txHash} log ${t.logIndex} held: ${reason}`);
    }
  });
  return verdicts;
}
