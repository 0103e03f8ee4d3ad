// `sweep`: the merchant's funded order addresses emptied into one address. The service says
// which addresses were paid; the chain says what each holds now (the service's figure is what
// it credited, not what is there). The plan (sweep-plan.ts) is printed and confirmed, then run:
// every top-up is sent, each transfer only after its top-up's receipt, and a summary says what
// moved, what the fees cost and what was left and why. Nothing here is kept between runs: a
// rerun reads the chain again, so it finishes a stopped run without topping anyone up twice.
import { formatEther, formatGwei, formatUnits } from "viem";
import type { PrivateKeyAccount } from "viem/accounts";
import { signerAt } from "./derive.ts";
import { FeeGuard } from "./pay.ts";
import type { EvmCall, EvmNode } from "./evm-node.ts";
import { tokenTransfer } from "./evm-node.ts";
import type { MnemonicSecret } from "./secret.ts";
import type { ServiceClient } from "./service.ts";
import { NATIVE_COIN, type SweepAsset } from "./sweep-assets.ts";
import { NATIVE_TRANSFER_GAS, planSweep, type SweepAddress, type SweepPlan } from "./sweep-plan.ts";

export interface SweepOptions {
  service: ServiceClient;
  node: EvmNode;
  seed: MnemonicSecret;
  account: number;
  asset: SweepAsset;
  to: string;
  /** Base units of the asset. */
  min: bigint;
  /** The key the top-ups are paid from; null: none given. */
  gas: { account: PrivateKeyAccount; label: string } | null;
  /** The most the whole plan may spend on fees, in the native coin's base units. */
  maxFee: bigint | null;
  dryRun: boolean;
  confirm(question: string): Promise<boolean>;
  print(line: string): void;
}

/** A plan that cannot be run as it is (the gas address too poor): said before anything is sent. */
export class SweepRefused extends Error {
  override name = "SweepRefused";
}

export interface SweepSummary {
  plan: SweepPlan;
  sent: boolean;
  moved: bigint;
  /** What the run's mined transactions paid, in the native coin's base units. */
  feesSpent: bigint;
  topUps: number;
  transfers: number;
  failed: Array<{ address: string; why: string }>;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Each funded address the service lists on this network, once, derived from the seed to prove it is the seed's. */
async function fundedAddresses(options: SweepOptions): Promise<Array<{ index: number; account: PrivateKeyAccount }>> {
  const found = new Map<number, PrivateKeyAccount>();
  const foreign: string[] = [];
  for await (const funded of options.service.fundedAddresses(options.asset.network)) {
    if (found.has(funded.index)) continue;
    const account = signerAt(options.seed, "evm", options.account, funded.index);
    if (!same(account.address, funded.address)) foreign.push(`${funded.address} (index ${funded.index})`);
    else found.set(funded.index, account);
  }
  if (foreign.length > 0)
    throw new SweepRefused(
      `the service lists addresses this seed's account ${options.account} does not derive: ${foreign.join(", ")}; nothing was sent`,
    );
  return [...found].map(([index, account]) => ({ index, account }));
}

async function readAddress(options: SweepOptions, index: number, address: string): Promise<SweepAddress> {
  const { node, asset, to } = options;
  const native = await node.nativeBalance(address, "pending");
  const held = asset.contract === null ? native : await node.tokenBalance(asset.contract, address, "pending");
  let estimate = NATIVE_TRANSFER_GAS;
  if (asset.contract !== null && held > 0n) estimate = await node.estimate(address, tokenTransfer(asset.contract, to, held));
  return { index, address, held, native, estimate };
}

export function planText(plan: SweepPlan, gasLabel: string | null): string {
  const coin = NATIVE_COIN[plan.asset.network];
  const amount = (units: bigint) => `${formatUnits(units, plan.asset.decimals)} ${plan.asset.id}`;
  const perGas = plan.fields.type === "legacy" ? plan.fields.gasPrice : plan.fields.maxFeePerGas;
  const rows = plan.steps.map((step) => [
    String(step.index),
    step.address,
    amount(step.move),
    step.topUp > 0n ? `${formatEther(step.topUp)} ${coin}` : "-",
  ]);
  const header = ["INDEX", "ADDRESS", "MOVE", "TOP-UP"];
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => (row[i] as string).length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i] as number))
      .join("  ")
      .trimEnd();
  const lines = [`Sweep of ${plan.asset.id} on ${plan.asset.network} to ${plan.to}:`];
  if (plan.steps.length > 0) lines.push(...[header, ...rows].map((cells) => `  ${line(cells)}`));
  else lines.push("  nothing to move");
  lines.push(`Moves ${amount(plan.totals.move)} from ${plan.steps.length} addresses.`);
  if (plan.totals.topUpCount > 0)
    lines.push(`Tops up ${plan.totals.topUpCount} addresses with ${formatEther(plan.totals.topUps)} ${coin} in all, from ${gasLabel}.`);
  lines.push(
    `Fees at most ${formatEther(plan.totals.fee)} ${coin} (${plan.totals.topUpCount} top-ups, ${plan.steps.length} transfers, at ≤ ${formatGwei(perGas)} gwei per gas, ${plan.fields.type}).`,
  );
  for (const left of plan.left) lines.push(`Left: ${left.address} (index ${left.index}) keeps ${amount(left.held)}: ${left.why}.`);
  if (plan.empty > 0) lines.push(`${plan.empty} funded addresses hold no ${plan.asset.id} now (already swept, or paid in another asset).`);
  return `${lines.join("\n")}\n`;
}

/**
 * An address the plan found funded only in the node's pending state (a top-up an earlier run sent,
 * not yet mined): nodes check a transaction's fee against the mined balance, so its transfer
 * waits until that top-up is in a block.
 */
async function fundedInABlock(options: SweepOptions, address: string, fee: bigint): Promise<void> {
  if ((await options.node.nativeBalance(address)) >= fee) return;
  options.print(`waiting for ${address}'s earlier top-up to be mined`);
  while ((await options.node.nativeBalance(address)) < fee) await new Promise((resolve) => setTimeout(resolve, 1_000));
}

export async function sweep(options: SweepOptions): Promise<SweepSummary> {
  const { node, asset, print } = options;
  const coin = NATIVE_COIN[asset.network];
  const accounts = await fundedAddresses(options);
  const market = await node.market();
  const addresses: SweepAddress[] = [];
  for (const { index, account } of accounts) addresses.push(await readAddress(options, index, account.address));
  const gasAddress = options.gas?.account.address ?? null;
  const gas = gasAddress === null ? null : { address: gasAddress, native: await node.nativeBalance(gasAddress, "pending") };
  const plan = planSweep({ asset, to: options.to, min: options.min, market, addresses, gas });
  print(planText(plan, options.gas?.label ?? null).trimEnd());
  const summary: SweepSummary = { plan, sent: false, moved: 0n, feesSpent: 0n, topUps: 0, transfers: 0, failed: [] };
  if (plan.steps.length === 0) return summary;
  if (plan.shortfall > 0n)
    throw new SweepRefused(
      `the gas address ${gasAddress} holds ${formatEther(gas?.native ?? 0n)} ${coin}, ${formatEther(plan.shortfall)} ${coin} short of the top-ups and their fees: send it that much, then run again; nothing was sent`,
    );
  if (options.maxFee !== null && plan.totals.fee > options.maxFee)
    throw new FeeGuard(
      `the fees could reach ${formatEther(plan.totals.fee)} ${coin}, above --max-fee ${formatEther(options.maxFee)} ${coin}: stopped before sending anything`,
    );
  if (options.dryRun) {
    print("Dry run: nothing was sent.");
    return summary;
  }
  if (!(await options.confirm("Run this sweep?"))) {
    print("Not confirmed: nothing was sent.");
    return summary;
  }
  summary.sent = true;
  const byIndex = new Map(accounts.map(({ index, account }) => [index, account]));
  const send = async (from: PrivateKeyAccount, call: EvmCall, gasLimit: bigint) => {
    const nonce = await node.nextNonce(from.address);
    const signed = await node.sign(from, call, gasLimit, plan.fields, nonce);
    await node.send(signed.raw);
    return signed.hash;
  };
  // Every top-up first, one nonce after another from the gas address: they are mined together
  // rather than one block each.
  const topUps = new Map<number, string>();
  const toTopUp = plan.steps.filter((step) => step.topUp > 0n);
  for (const [i, step] of toTopUp.entries()) {
    if (!options.gas) continue;
    const hash = await send(options.gas.account, { to: step.address as `0x${string}`, value: step.topUp }, NATIVE_TRANSFER_GAS);
    topUps.set(step.index, hash);
    print(`top-up ${i + 1}/${toTopUp.length}: ${formatEther(step.topUp)} ${coin} to ${step.address}: ${hash}`);
  }
  if (topUps.size > 0) print(`Sent ${topUps.size} top-ups; each transfer waits for its top-up's receipt.`);
  const transfers: Array<{ step: (typeof plan.steps)[number]; hash: string }> = [];
  for (const [i, step] of plan.steps.entries()) {
    const topUp = topUps.get(step.index);
    if (topUp) {
      const receipt = await node.waitForReceipt(topUp);
      summary.topUps++;
      summary.feesSpent += receipt.gasUsed * receipt.effectiveGasPrice;
      if (receipt.status !== "success") {
        summary.failed.push({ address: step.address, why: `its top-up ${topUp} failed on the chain` });
        continue;
      }
    }
    if (!topUp && asset.contract !== null) await fundedInABlock(options, step.address, step.worstFee);
    const from = byIndex.get(step.index) as PrivateKeyAccount;
    const call: EvmCall =
      asset.contract === null
        ? { to: options.to as `0x${string}`, value: step.move }
        : tokenTransfer(asset.contract, options.to, step.move);
    const hash = await send(from, call, step.gas);
    transfers.push({ step, hash });
    print(`transfer ${i + 1}/${plan.steps.length}: ${formatUnits(step.move, asset.decimals)} ${asset.id} from ${step.address}: ${hash}`);
  }
  if (transfers.length > 0) print(`Sent ${transfers.length} transfers; waiting for their receipts.`);
  for (const { step, hash } of transfers) {
    const receipt = await node.waitForReceipt(hash);
    summary.feesSpent += receipt.gasUsed * receipt.effectiveGasPrice;
    if (receipt.status !== "success") summary.failed.push({ address: step.address, why: `its transfer ${hash} failed on the chain` });
    else {
      summary.transfers++;
      summary.moved += step.move;
    }
  }
  return summary;
}

export function summaryText(summary: SweepSummary): string {
  const { plan } = summary;
  const coin = NATIVE_COIN[plan.asset.network];
  const lines = [
    `Moved ${formatUnits(summary.moved, plan.asset.decimals)} ${plan.asset.id} to ${plan.to} in ${summary.transfers} transfers; fees spent ${formatEther(summary.feesSpent)} ${coin} (${summary.topUps} top-ups).`,
  ];
  for (const { address, why } of summary.failed) lines.push(`Not moved: ${address}: ${why}; run again to retry.`);
  for (const left of plan.left)
    lines.push(`Left behind: ${formatUnits(left.held, plan.asset.decimals)} ${plan.asset.id} on ${left.address}: ${left.why}.`);
  return `${lines.join("\n")}\n`;
}
