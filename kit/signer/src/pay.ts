// `payouts pay`: each open payout paid from an address that holds its token, signed here and
// broadcast to the network's node. The service is told the hash before the node gets the bytes:
// a run that stops between the two then leaves a recorded hash the node never saw (said on the
// next run, never paid again), rather than a transfer the service does not know of, which a
// rerun would pay a second time. Rerunning is safe: a payout with a hash is never sent anew;
// a pending one priced below today's base fee is replaced with the same nonce.
import { formatEther, formatGwei } from "viem";
import type { PrivateKeyAccount } from "viem/accounts";
import { signerAt } from "./derive.ts";
import { type FeeFields, type FeePlan, feePlan, isStuck, replacementFields } from "./evm-fees.ts";
import { type EvmCall, type EvmNode, tokenTransfer } from "./evm-node.ts";
import type { Secret } from "./secret.ts";
import { type PayoutToPay, payoutToPay, type ServiceClient } from "./service.ts";
import type { TronApi } from "./tron-api.ts";
import { payTronPayout, type TronSender, tronSenders } from "./tron-pay.ts";

export type EvmNetwork = "ethereum" | "bsc";

export interface PayOptions {
  service: ServiceClient;
  nodes: Partial<Record<EvmNetwork, EvmNode>>;
  /** java-tron's HTTP API and the fee limit (sun) of a token transfer; absent: TRON payouts are skipped. */
  tron?: { api: TronApi; feeLimit: bigint };
  secret: Secret;
  account: number;
  /** Only these payouts (all open ones when empty). */
  ids: string[];
  /** The most one transaction may cost, in the native coin's base units. */
  maxFee: bigint | null;
  confirm(question: string): Promise<boolean>;
  print(line: string): void;
}

/** A fee above --max-fee: the run stops before this payout, nothing of it sent. */
export class FeeGuard extends Error {
  override name = "FeeGuard";
}

export interface PayResult {
  sent: Array<{ orderId: string; hash: string; from: string }>;
  skipped: Array<{ orderId: string; why: string }>;
}

const COIN: Record<EvmNetwork, string> = { ethereum: "ETH", bsc: "BNB" };
const RPC_FLAG: Record<EvmNetwork, string> = {
  ethereum: "--rpc-url-ethereum or CHAIN_RPC_URL_ETHEREUM",
  bsc: "--rpc-url-bsc or CHAIN_RPC_URL_BSC",
};

const pricePerGas = (fields: FeeFields) => (fields.type === "legacy" ? fields.gasPrice : fields.maxFeePerGas);

function describeFee(plan: FeePlan, coin: string): string {
  return `fee at most ${formatEther(plan.worstCase)} ${coin} (gas ${plan.gas} at ≤ ${formatGwei(pricePerGas(plan.fields))} gwei, ${plan.fields.type})`;
}

function payoutCall(payout: PayoutToPay): EvmCall {
  const units = BigInt(payout.baseUnits);
  if (payout.contract) return tokenTransfer(payout.contract, payout.destination, units);
  return { to: payout.destination as `0x${string}`, value: units };
}

interface Sender {
  account: PrivateKeyAccount;
  label: string;
}

/** The addresses that may pay: the declared payout address's key, or the merchant's funded order addresses. */
async function senders(options: PayOptions, network: EvmNetwork): Promise<Sender[]> {
  const { secret } = options;
  if (secret.kind === "privateKey") {
    const account = signerAt(secret, "evm", 0, 0);
    return [{ account, label: `${account.address} (--private-key-file)` }];
  }
  const found: Sender[] = [];
  for await (const funded of options.service.fundedAddresses(network)) {
    const account = signerAt(secret, "evm", options.account, funded.index);
    // The service's index must give the service's address, or this seed is not its wallet there.
    if (account.address.toLowerCase() !== funded.address.toLowerCase()) continue;
    if (!found.some((sender) => sender.account.address === account.address))
      found.push({ account, label: `${account.address} (order address ${funded.index})` });
  }
  return found;
}

async function checkFee(options: PayOptions, plan: FeePlan, coin: string, orderId: string): Promise<void> {
  if (options.maxFee !== null && plan.worstCase > options.maxFee)
    throw new FeeGuard(
      `${orderId}: the fee could reach ${formatEther(plan.worstCase)} ${coin}, above --max-fee ${formatEther(options.maxFee)} ${coin}: stopped before sending it`,
    );
}

/**
 * A payout that already has a hash: mined, pending, stuck (replaced with its own nonce) or unknown
 * to the node. Every hash reported is followed, newest first, not only the last: a replacement
 * the node refused was reported before it was sent (so a crash never leaves a transfer the
 * service does not know), and the transaction it was to replace may be the one mined, or the
 * one still pending to bump again.
 */
async function followUp(
  options: PayOptions,
  node: EvmNode,
  payout: PayoutToPay,
  senderList: () => Promise<Sender[]>,
): Promise<string | null> {
  const hashes = payout.reported.length > 0 ? [...payout.reported].reverse() : [payout.broadcast as string];
  let pending: { hash: string; tx: NonNullable<Awaited<ReturnType<EvmNode["transaction"]>>> } | null = null;
  for (const reported of hashes) {
    const found = await node.transaction(reported);
    if (!found) continue;
    if (found.blockNumber !== null) return `already paid by ${reported} (block ${found.blockNumber})`;
    pending ??= { hash: reported, tx: found };
  }
  if (!pending)
    return hashes.length === 1
      ? `broadcast ${hashes[0]} is unknown to the node: not sent again, so it cannot be paid twice (check it on an explorer)`
      : `broadcasts ${hashes.join(", ")} are unknown to the node: not sent again, so it cannot be paid twice (check them on an explorer)`;
  const { hash, tx } = pending;
  const market = await node.market();
  const old: FeeFields =
    tx.type === "eip1559"
      ? { type: "eip1559", maxFeePerGas: tx.maxFeePerGas as bigint, maxPriorityFeePerGas: tx.maxPriorityFeePerGas as bigint }
      : { type: "legacy", gasPrice: tx.gasPrice as bigint };
  if (!isStuck(old, market)) return `broadcast ${hash} is pending at a price the network still takes`;
  const sender = (await senderList()).find(({ account }) => account.address.toLowerCase() === tx.from.toLowerCase());
  if (!sender) return `broadcast ${hash} is stuck, and its sender ${tx.from} is not an address of this secret`;
  const fields = replacementFields(old, market);
  const plan: FeePlan = { gas: tx.gas, fields, worstCase: tx.gas * pricePerGas(fields) };
  const coin = COIN[payout.network as EvmNetwork];
  await checkFee(options, plan, coin, payout.orderId);
  const call: EvmCall = { to: tx.to as `0x${string}`, data: tx.input, value: tx.value };
  options.print(
    `${payout.orderId}: ${hash} is stuck below the base fee; replacing it with the same nonce ${tx.nonce}, ${describeFee(plan, coin)}`,
  );
  if (!(await options.confirm("Replace it?"))) return "not confirmed";
  const signed = await node.sign(sender.account, call, tx.gas, fields, tx.nonce);
  await options.service.broadcast(payout.orderId, signed.hash);
  await node.send(signed.raw);
  options.print(`${payout.orderId}: replaced by ${signed.hash}`);
  return null;
}

export async function payPayouts(options: PayOptions): Promise<PayResult> {
  const result: PayResult = { sent: [], skipped: [] };
  const open: PayoutToPay[] = [];
  for await (const item of options.service.payouts({ state: "awaitingPayment" }))
    if (options.ids.length === 0 || options.ids.includes(item.orderId)) open.push(payoutToPay(item));
  for (const id of options.ids)
    if (!open.some(({ orderId }) => orderId === id)) result.skipped.push({ orderId: id, why: "not an open payout of this key" });
  const cache = new Map<EvmNetwork, Promise<Sender[]>>();
  let tronCache: Promise<TronSender[]> | undefined;
  for (const payout of open) {
    const skip = (why: string) => {
      result.skipped.push({ orderId: payout.orderId, why });
      options.print(`${payout.orderId}: skipped, ${why}`);
    };
    if (payout.network === "tron") {
      const { tron } = options;
      if (!tron) {
        skip("no TRON HTTP API: give --tron-api-url or CHAIN_TRON_API_URL");
        continue;
      }
      tronCache ??= tronSenders(options);
      const cached = tronCache;
      const outcome = await payTronPayout({ ...options, ...tron }, payout, () => cached);
      if ("skipped" in outcome) skip(outcome.skipped);
      else result.sent.push({ orderId: payout.orderId, ...outcome.sent });
      continue;
    }
    // The service names its networks as text: one this version does not know is said, not guessed at.
    if (payout.network !== "ethereum" && payout.network !== "bsc") {
      skip(`network ${payout.network} is not one this version signs for (ethereum, bsc)`);
      continue;
    }
    const network: EvmNetwork = payout.network;
    const node = options.nodes[network];
    if (!node) {
      skip(`no ${network} node: give ${RPC_FLAG[network]}`);
      continue;
    }
    const senderList = () => {
      if (!cache.has(network)) cache.set(network, senders(options, network));
      return cache.get(network) as Promise<Sender[]>;
    };
    if (payout.broadcast) {
      const why = await followUp(options, node, payout, senderList);
      if (why) skip(why);
      continue;
    }
    const call = payoutCall(payout);
    const units = BigInt(payout.baseUnits);
    const coin = COIN[network];
    const market = await node.market();
    let chosen: { sender: Sender; plan: FeePlan } | null = null;
    for (const sender of await senderList()) {
      const address = sender.account.address;
      const held = payout.contract ? await node.tokenBalance(payout.contract, address) : 0n;
      if (payout.contract && held < units) continue;
      const plan = feePlan(market, await node.estimate(address, call));
      const native = await node.nativeBalance(address);
      if (native < plan.worstCase + (payout.contract ? 0n : units)) continue;
      chosen = { sender, plan };
      break;
    }
    if (!chosen) {
      skip(`no address of this secret holds ${payout.amount} ${payout.assetId} and the fee for it`);
      continue;
    }
    await checkFee(options, chosen.plan, coin, payout.orderId);
    options.print(
      `${payout.orderId}: ${payout.amount} ${payout.assetId} to ${payout.destination} from ${chosen.sender.label}, ${describeFee(chosen.plan, coin)}`,
    );
    if (!(await options.confirm("Send it?"))) {
      skip("not confirmed");
      continue;
    }
    const nonce = await node.nextNonce(chosen.sender.account.address);
    const signed = await node.sign(chosen.sender.account, call, chosen.plan.gas, chosen.plan.fields, nonce);
    await options.service.broadcast(payout.orderId, signed.hash);
    await node.send(signed.raw);
    options.print(`${payout.orderId}: sent ${signed.hash}`);
    result.sent.push({ orderId: payout.orderId, hash: signed.hash, from: chosen.sender.account.address });
  }
  return result;
}
