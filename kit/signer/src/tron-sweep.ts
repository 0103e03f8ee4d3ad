// `sweep --network tron`: the merchant's funded TRON order addresses emptied into one address.
// The service says which addresses were paid; the chain says what each holds now (balanceOf by a
// constant call, TRX by getaccount) and what moving it costs (a dry run's energy at the energy
// price, the bytes at the bandwidth price, both read from the chain's parameters at run time).
// The plan (tron-sweep-plan.ts) is printed and confirmed, then run: every top-up is sent, each
// transfer only once its top-up is in a block, and a summary says what moved and what it cost.
// Each top-up is journaled before it is broadcast (tron-journal.ts): a rerun before the earlier
// run's top-ups are in a block counts them as on their way instead of sending them again.
import { encodeFunctionData, erc20Abi, formatUnits } from "viem";
import type { PrivateKeyAccount } from "viem/accounts";
import { signerAt } from "./derive.ts";
import { FeeGuard } from "./pay.ts";
import type { MnemonicSecret } from "./secret.ts";
import type { ServiceClient } from "./service.ts";
import { SweepRefused } from "./sweep.ts";
import { tronAddressOf } from "./tron-address.ts";
import { type NowBlock, type TronApi, TronRefused } from "./tron-api.ts";
import { type OnItsWay, type TopUpJournal, type TopUpState, topUpsOnTheirWay } from "./tron-journal.ts";
import { EXPIRATION_MS, hexOf, prices, RESULT_BYTES, SIGNATURE_BYTES, trx } from "./tron-pay.ts";
import { planTronSweep, type TronSweepAddress, type TronSweepAsset, type TronSweepPlan } from "./tron-sweep-plan.ts";
import { encodeRaw, signTron, type TronContract, type TronRaw } from "./tron-transaction.ts";

/** The TRON assets a sweep moves; the contracts are the service's (src/shared/asset-contracts.ts). */
export const TRON_SWEEP_ASSETS: Record<string, TronSweepAsset> = {
  TRX: { id: "TRX", contract: null, decimals: 6 },
  USDT_TRC20: { id: "USDT_TRC20", contract: "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t", decimals: 6 },
  USDC_TRC20: { id: "USDC_TRC20", contract: "TEkxiTehnzSmSe2XqrBj4w32RUN966rdz8", decimals: 6 },
};

export interface TronSweepOptions {
  service: ServiceClient;
  api: TronApi;
  seed: MnemonicSecret;
  account: number;
  asset: TronSweepAsset;
  /** T… base58. */
  to: string;
  min: bigint;
  gas: { account: PrivateKeyAccount; label: string } | null;
  /** In sun. */
  feeLimit: bigint;
  /** The most the whole plan may spend on fees, in sun. */
  maxFee: bigint | null;
  dryRun: boolean;
  /** How long to wait between two looks for a transaction's block. */
  pollMs?: number;
  /** Where the top-ups sent are kept until they are in a block; null: none kept (a rerun cannot know of them). */
  journal?: TopUpJournal | null;
  confirm(question: string): Promise<boolean>;
  print(line: string): void;
}

export interface TronSweepSummary {
  plan: TronSweepPlan;
  sent: boolean;
  moved: bigint;
  /** What the included transactions burnt, in sun, as the chain's receipts say. */
  feesSpent: bigint;
  topUps: number;
  transfers: number;
  failed: Array<{ address: string; why: string }>;
}

const transferData = (to: string, units: bigint) =>
  encodeFunctionData({ abi: erc20Abi, functionName: "transfer", args: [`0x${to.slice(2)}`, units] }).slice(2);

/** The contract that moves `units` of the asset from `owner` to `to` (both 41… hex). */
function moveContract(asset: TronSweepAsset, owner: string, to: string, units: bigint): TronContract {
  if (asset.contract === null) return { type: "TransferContract", owner, to, amount: units };
  return { type: "TriggerSmartContract", owner, contract: hexOf(asset.contract) as string, data: transferData(to, units) };
}

function rawOn(head: NowBlock, contract: TronContract, feeLimit: bigint): TronRaw {
  const { number, timestamp } = head.block_header.raw_data;
  return {
    refBlockBytes: number.toString(16).padStart(16, "0").slice(-4),
    refBlockHash: head.blockID.slice(16, 32).toLowerCase(),
    expiration: timestamp + EXPIRATION_MS,
    timestamp,
    ...(contract.type === "TriggerSmartContract" ? { feeLimit } : {}),
    contract,
  };
}

/** The bandwidth a transaction takes: its raw bytes, its signature and the room for its result. */
const bytesOf = (head: NowBlock, contract: TronContract, feeLimit: bigint) =>
  BigInt(encodeRaw(rawOn(head, contract, feeLimit)).length + SIGNATURE_BYTES + RESULT_BYTES);

async function fundedAccounts(options: TronSweepOptions): Promise<Array<{ index: number; account: PrivateKeyAccount; address: string }>> {
  const found = new Map<number, { account: PrivateKeyAccount; address: string }>();
  const foreign: string[] = [];
  for await (const funded of options.service.fundedAddresses("tron")) {
    if (found.has(funded.index)) continue;
    const account = signerAt(options.seed, "tron", options.account, funded.index);
    const address = tronAddressOf(account.address);
    if (address !== funded.address) foreign.push(`${funded.address} (index ${funded.index})`);
    else found.set(funded.index, { account, address });
  }
  if (foreign.length > 0)
    throw new SweepRefused(
      `the service lists addresses this seed's account ${options.account} does not derive: ${foreign.join(", ")}; nothing was sent`,
    );
  return [...found].map(([index, entry]) => ({ index, ...entry }));
}

async function tokenHeld(api: TronApi, contract: string, owner: string): Promise<bigint> {
  const answer = await api.constant(owner, hexOf(contract) as string, "balanceOf(address)", `${"0".repeat(24)}${owner.slice(2)}`);
  const word = answer.constant_result?.[0];
  if (answer.result.result !== true || !word) throw new Error(`the TRON API could not read ${contract}'s balanceOf for ${owner}`);
  return BigInt(`0x${word}`);
}

async function readAddress(options: TronSweepOptions, head: NowBlock, index: number, address: string): Promise<TronSweepAddress> {
  const { api, asset, feeLimit } = options;
  const owner = hexOf(address) as string;
  const to = hexOf(options.to) as string;
  const trxHeld = (await api.account(owner))?.balance ?? null;
  const held = asset.contract === null ? (trxHeld ?? 0n) : await tokenHeld(api, asset.contract, owner);
  const contract = moveContract(asset, owner, to, held);
  let energy = 0n;
  if (contract.type === "TriggerSmartContract" && held > 0n) {
    // A dry run of the very transfer: the energy it uses today, from this address.
    const run = await api.constant(owner, contract.contract, "transfer(address,uint256)", contract.data.slice(8));
    if (run.result.result !== true || run.energy_used === undefined)
      throw new Error(
        `the TRON API's dry run of ${address}'s transfer failed: ${run.result.message ?? run.result.code ?? "no reason given"}`,
      );
    energy = BigInt(run.energy_used);
  }
  return { index, address, held, trx: trxHeld, energy, bytes: bytesOf(head, contract, feeLimit) };
}

export function tronPlanText(plan: TronSweepPlan, gasLabel: string | null): string {
  const amount = (units: bigint) => `${formatUnits(units, plan.asset.decimals)} ${plan.asset.id}`;
  const rows = plan.steps.map((step) => [String(step.index), step.address, amount(step.move), step.topUp > 0n ? trx(step.topUp) : "-"]);
  const header = ["INDEX", "ADDRESS", "MOVE", "TOP-UP"];
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => (row[i] as string).length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i] as number))
      .join("  ")
      .trimEnd();
  const lines = [`Sweep of ${plan.asset.id} on tron to ${plan.to}:`];
  if (plan.steps.length > 0) lines.push(...[header, ...rows].map((cells) => `  ${line(cells)}`));
  else lines.push("  nothing to move");
  lines.push(`Moves ${amount(plan.totals.move)} from ${plan.steps.length} addresses.`);
  if (plan.totals.topUpCount > 0)
    lines.push(`Tops up ${plan.totals.topUpCount} addresses with ${trx(plan.totals.topUps)} in all, from ${gasLabel}.`);
  lines.push(
    `Fees at most ${trx(plan.totals.fee)} (${plan.totals.topUpCount} top-ups, ${plan.steps.length} transfers, energy at ${plan.prices.energy} sun, bandwidth at ${plan.prices.bandwidth} sun a byte, as the chain says now; less where an address has free or staked resources).`,
  );
  for (const left of plan.left) lines.push(`Left: ${left.address} (index ${left.index}) keeps ${amount(left.held)}: ${left.why}.`);
  if (plan.empty > 0) lines.push(`${plan.empty} funded addresses hold no ${plan.asset.id} now (already swept, or paid in another asset).`);
  return `${lines.join("\n")}\n`;
}

/**
 * The journal's top-ups still on their way, by order address; the journal is left holding only
 * those (what is in a block, refused or expired needs no remembering).
 */
async function journaledTopUps(api: TronApi, journal: TopUpJournal, head: NowBlock): Promise<Map<string, OnItsWay>> {
  const entries = journal.entries();
  const states = new Map<string, TopUpState>();
  for (const { txID } of entries) states.set(txID, { included: (await api.transactionInfo(txID)) !== null });
  const ways = topUpsOnTheirWay(entries, states, head.block_header.raw_data.timestamp);
  const still = new Set([...ways.values()].flatMap(({ txs }) => txs.map(({ txID }) => txID)));
  journal.keep(entries.filter(({ txID }) => still.has(txID)));
  return ways;
}

/** The transaction's info once in a block; null once the chain's time is past its expiration (it never will be). */
async function included(options: TronSweepOptions, tx: { txID: string; expiration: number }) {
  for (;;) {
    const info = await options.api.transactionInfo(tx.txID);
    if (info) return info;
    if ((await options.api.nowBlock()).block_header.raw_data.timestamp > tx.expiration) return null;
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 1_000));
  }
}

export async function sweepTron(options: TronSweepOptions): Promise<TronSweepSummary> {
  const { api, asset, print } = options;
  const to = hexOf(options.to) as string;
  const price = await prices(api);
  if (typeof price === "string") throw new SweepRefused(price);
  if (asset.contract === null && (await api.account(to)) === null)
    throw new SweepRefused(`--to ${options.to} is an account the chain has not seen yet: send it any TRX first; nothing was sent`);
  const accounts = await fundedAccounts(options);
  const head = await api.nowBlock();
  const journal = options.journal ?? null;
  // Read before the balances: a top-up included in between is then in the balance and counted
  // once more as on its way, which only spares a top-up its transfer then waits for anyway.
  const onTheirWay = journal ? await journaledTopUps(api, journal, head) : new Map<string, OnItsWay>();
  const addresses: TronSweepAddress[] = [];
  for (const { index, address } of accounts) {
    const read = await readAddress(options, head, index, address);
    const coming = onTheirWay.get(address);
    addresses.push(coming ? { ...read, trx: (read.trx ?? 0n) + coming.amount } : read);
  }
  const gasAddress = options.gas ? tronAddressOf(options.gas.account.address) : null;
  const gasHex = gasAddress === null ? null : (hexOf(gasAddress) as string);
  const gas = gasHex === null ? null : { address: gasAddress as string, trx: (await api.account(gasHex))?.balance ?? 0n };
  const newAccount = price.newAccount === null || price.newAccountBandwidth === null ? null : price.newAccount + price.newAccountBandwidth;
  const topUpBytes = bytesOf(head, { type: "TransferContract", owner: gasHex ?? to, to, amount: 10n ** 15n }, 0n);
  const plan = planTronSweep({
    asset,
    to: options.to,
    min: options.min,
    prices: { energy: price.energy, bandwidth: price.bandwidth, newAccount },
    feeLimit: options.feeLimit,
    addresses,
    gas,
    topUpBytes,
  });
  print(tronPlanText(plan, options.gas?.label ?? null).trimEnd());
  if (onTheirWay.size > 0)
    print(
      `${onTheirWay.size} addresses have a top-up an earlier run sent that is in no block yet: counted as on its way, not sent again (${journal?.path}).`,
    );
  const summary: TronSweepSummary = { plan, sent: false, moved: 0n, feesSpent: 0n, topUps: 0, transfers: 0, failed: [] };
  if (plan.steps.length === 0) return summary;
  if (plan.shortfall > 0n)
    throw new SweepRefused(
      `the gas address ${gasAddress} holds ${trx(gas?.trx ?? 0n)}, ${trx(plan.shortfall)} short of the top-ups and their fees: send it that much, then run again; nothing was sent`,
    );
  if (options.maxFee !== null && plan.totals.fee > options.maxFee)
    throw new FeeGuard(
      `the fees could reach ${trx(plan.totals.fee)}, above --max-fee ${trx(options.maxFee)}: stopped before sending anything`,
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
  /** Signs and broadcasts; `journaled` is told of the transaction before it leaves this machine. */
  const send = async (
    from: PrivateKeyAccount,
    contract: TronContract,
    journaled?: (txID: string, expiration: number) => void,
  ): Promise<{ txID: string; expiration: number }> => {
    const raw = rawOn(await api.nowBlock(), contract, options.feeLimit);
    const signed = await signTron(raw, from);
    journaled?.(signed.txID, raw.expiration);
    try {
      await api.broadcast(signed.body);
    } catch (error) {
      if (journaled && error instanceof TronRefused) journal?.refused(signed.txID);
      throw error;
    }
    return { txID: signed.txID, expiration: raw.expiration };
  };
  // Every top-up first: they go into the same few blocks rather than one block each. An earlier
  // run's top-up still on its way is waited for as this run's own.
  const topUps = new Map<number, Array<{ txID: string; expiration: number }>>();
  for (const step of plan.steps) {
    const earlier = onTheirWay.get(step.address)?.txs ?? [];
    if (earlier.length > 0) topUps.set(step.index, [...earlier]);
  }
  const toTopUp = plan.steps.filter((step) => step.topUp > 0n);
  for (const [i, step] of toTopUp.entries()) {
    if (!options.gas || gasHex === null || gasAddress === null) continue;
    const sent = await send(
      options.gas.account,
      { type: "TransferContract", owner: gasHex, to: hexOf(step.address) as string, amount: step.topUp },
      (txID, expiration) =>
        journal?.sending({
          kind: "topUp",
          from: gasAddress,
          to: step.address,
          amount: step.topUp.toString(),
          txID,
          at: new Date().toISOString(),
          expiration,
        }),
    );
    topUps.set(step.index, [...(topUps.get(step.index) ?? []), sent]);
    print(`top-up ${i + 1}/${toTopUp.length}: ${trx(step.topUp)} to ${step.address}: ${sent.txID}`);
  }
  if (toTopUp.length > 0) print(`Sent ${toTopUp.length} top-ups; each transfer waits for its top-up to be in a block.`);
  const transfers: Array<{ step: (typeof plan.steps)[number]; tx: { txID: string; expiration: number } }> = [];
  for (const [i, step] of plan.steps.entries()) {
    let toppedUp = true;
    for (const topUp of topUps.get(step.index) ?? []) {
      const info = await included(options, topUp);
      if (info === null) {
        summary.failed.push({ address: step.address, why: `its top-up ${topUp.txID} expired in no block` });
        toppedUp = false;
        continue;
      }
      summary.topUps++;
      summary.feesSpent += BigInt(info.fee ?? 0);
      if (info.result === "FAILED") {
        summary.failed.push({ address: step.address, why: `its top-up ${topUp.txID} failed on the chain` });
        toppedUp = false;
      }
    }
    if (!toppedUp) continue;
    const owner = hexOf(step.address) as string;
    const tx = await send(byIndex.get(step.index) as PrivateKeyAccount, moveContract(asset, owner, to, step.move));
    transfers.push({ step, tx });
    print(`transfer ${i + 1}/${plan.steps.length}: ${formatUnits(step.move, asset.decimals)} ${asset.id} from ${step.address}: ${tx.txID}`);
  }
  if (transfers.length > 0) print(`Sent ${transfers.length} transfers; waiting for their blocks.`);
  for (const { step, tx } of transfers) {
    const info = await included(options, tx);
    if (info === null) {
      summary.failed.push({ address: step.address, why: `its transfer ${tx.txID} expired in no block` });
      continue;
    }
    summary.feesSpent += BigInt(info.fee ?? 0);
    if (info.result === "FAILED")
      summary.failed.push({
        address: step.address,
        why: `its transfer ${tx.txID} failed on the chain (${info.receipt?.result ?? "no reason given"})`,
      });
    else {
      summary.transfers++;
      summary.moved += step.move;
    }
  }
  return summary;
}

export function tronSummaryText(summary: TronSweepSummary): string {
  const { plan } = summary;
  const amount = (units: bigint) => `${formatUnits(units, plan.asset.decimals)} ${plan.asset.id}`;
  const lines = [
    `Moved ${amount(summary.moved)} to ${plan.to} in ${summary.transfers} transfers; fees spent ${trx(summary.feesSpent)} (${summary.topUps} top-ups).`,
  ];
  for (const { address, why } of summary.failed) lines.push(`Not moved: ${address}: ${why}; run again to retry.`);
  for (const left of plan.left) lines.push(`Left behind: ${amount(left.held)} on ${left.address}: ${left.why}.`);
  return `${lines.join("\n")}\n`;
}
