// `payouts pay` on TRON: a payout in TRX is a TransferContract, one in USDT or USDC a
// TriggerSmartContract calling the token's transfer(address,uint256). The sender is an address
// of the secret that holds the amount; the fee shown is read from the chain at run time (the
// energy a dry run of the transfer uses, at the energy price the chain's parameters say), never
// a number written here. As on the EVM networks, the service is told the txID before the node
// gets the bytes, and a payout with a recorded txID is never sent again: TRON has no nonce to
// replace a transaction with, so a second one would be a second payment.
import { encodeFunctionData, erc20Abi, formatUnits } from "viem";
import type { PrivateKeyAccount } from "viem/accounts";
import { signerAt } from "./derive.ts";
import type { Secret } from "./secret.ts";
import type { PayoutToPay, ServiceClient } from "./service.ts";
import { tronAddressBytes, tronAddressOf } from "./tron-address.ts";
import type { TronApi } from "./tron-api.ts";
import { encodeRaw, signTron, type TronContract, type TronRaw } from "./tron-transaction.ts";

/** The fee limit when --fee-limit is not given: 30 TRX, in sun. */
export const DEFAULT_TRON_FEE_LIMIT = 30_000_000n;
/** How long a signed transaction stays valid after the block it refers to (java-tron takes up to 24 h). */
export const EXPIRATION_MS = 10 * 60 * 1000;
/** java-tron counts a transaction's bandwidth as its bytes plus the room its result takes (64). */
export const RESULT_BYTES = 64;
export const SIGNATURE_BYTES = 65;

export interface TronPayContext {
  service: ServiceClient;
  api: TronApi;
  secret: Secret;
  account: number;
  /** In sun. */
  feeLimit: bigint;
  confirm(question: string): Promise<boolean>;
  print(line: string): void;
}

export interface TronSender {
  account: PrivateKeyAccount;
  /** Base58check, T… */
  address: string;
  label: string;
}

export type TronOutcome = { sent: { hash: string; from: string } } | { skipped: string };

export const trx = (sun: bigint) => `${formatUnits(sun, 6)} TRX`;
/** TRON's hex form (41 and 20 bytes) of a T… address, or null. */
export const hexOf = (address: string) => {
  const bytes = tronAddressBytes(address);
  return bytes ? `41${bytes.slice(2).toLowerCase()}` : null;
};

/** The addresses that may pay on TRON: the declared payout address's key, or the merchant's funded order addresses. */
export async function tronSenders(context: Pick<TronPayContext, "service" | "secret" | "account">): Promise<TronSender[]> {
  const { secret } = context;
  if (secret.kind === "privateKey") {
    const account = signerAt(secret, "tron", 0, 0);
    const address = tronAddressOf(account.address);
    return [{ account, address, label: `${address} (--private-key-file)` }];
  }
  const found: TronSender[] = [];
  for await (const funded of context.service.fundedAddresses("tron")) {
    const account = signerAt(secret, "tron", context.account, funded.index);
    const address = tronAddressOf(account.address);
    // The service's index must give the service's address, or this seed is not its wallet there.
    if (address !== funded.address || found.some((sender) => sender.address === address)) continue;
    found.push({ account, address, label: `${address} (order address ${funded.index})` });
  }
  return found;
}

/** The contract a payout asks for, from `owner` (41… hex). Pure: what the plan says, and what the broadcast must carry. */
export function tronContractOf(payout: PayoutToPay, owner: string, destination: string, token: string | null): TronContract {
  const units = BigInt(payout.baseUnits);
  if (!token) return { type: "TransferContract", owner, to: destination, amount: units };
  const data = encodeFunctionData({ abi: erc20Abi, functionName: "transfer", args: [`0x${destination.slice(2)}`, units] });
  return { type: "TriggerSmartContract", owner, contract: token, data: data.slice(2) };
}

/** The raw data of `contract` on top of the node's head block. */
export async function tronRawData(api: TronApi, contract: TronContract, feeLimit: bigint): Promise<TronRaw> {
  const head = await api.nowBlock();
  const { number, timestamp } = head.block_header.raw_data;
  return {
    // Bytes 6–7 of the block's number and bytes 8–15 of its id: how java-tron's TaPoS names the block.
    refBlockBytes: number.toString(16).padStart(16, "0").slice(-4),
    refBlockHash: head.blockID.slice(16, 32).toLowerCase(),
    expiration: timestamp + EXPIRATION_MS,
    timestamp,
    ...(contract.type === "TriggerSmartContract" ? { feeLimit } : {}),
    contract,
  };
}

export interface Prices {
  /** Sun per unit of energy (getEnergyFee). */
  energy: bigint;
  /** Sun per byte of bandwidth (getTransactionFee). */
  bandwidth: bigint;
  /** The largest fee_limit the chain takes (getMaxFeeLimit), in sun. */
  maxFeeLimit: bigint | null;
  /** TRX sent to an account the chain has never seen creates it: this fee, and its bandwidth burnt at `newAccountBandwidth` (sun). */
  newAccount: bigint | null;
  newAccountBandwidth: bigint | null;
}

export async function prices(api: TronApi): Promise<Prices | string> {
  const parameters = await api.chainParameters();
  const energy = parameters.get("getEnergyFee");
  const bandwidth = parameters.get("getTransactionFee");
  // No price, no estimate: nothing is made up in its place.
  if (energy === undefined || bandwidth === undefined)
    return "the TRON API's chain parameters lack getEnergyFee or getTransactionFee: no fee estimate, so nothing was sent";
  const optional = (key: string) => {
    const value = parameters.get(key);
    return value === undefined ? null : BigInt(value);
  };
  return {
    energy: BigInt(energy),
    bandwidth: BigInt(bandwidth),
    maxFeeLimit: optional("getMaxFeeLimit"),
    newAccount: optional("getCreateNewAccountFeeInSystemContract"),
    newAccountBandwidth: optional("getCreateAccountFee"),
  };
}

/** Pays one open TRON payout, or says why not. */
export async function payTronPayout(
  context: TronPayContext,
  payout: PayoutToPay,
  senderList: () => Promise<TronSender[]>,
): Promise<TronOutcome> {
  const { api } = context;
  if (payout.broadcast) {
    const known = await api.transactionKnown(payout.broadcast.replace(/^0x/, ""));
    return {
      skipped: known
        ? `already broadcast ${payout.broadcast}, which the node knows: the service completes it once it sees it on the chain`
        : `broadcast ${payout.broadcast} is unknown to the node: not sent again, so it cannot be paid twice (check it on an explorer)`,
    };
  }
  const destination = hexOf(payout.destination);
  if (!destination) return { skipped: `destination ${payout.destination} is not a TRON address` };
  const token = payout.contract ? hexOf(payout.contract) : null;
  if (payout.contract && !token) return { skipped: `token contract ${payout.contract} is not a TRON address` };
  const price = await prices(api);
  if (typeof price === "string") return { skipped: price };
  if (price.maxFeeLimit !== null && context.feeLimit > price.maxFeeLimit)
    return { skipped: `--fee-limit ${trx(context.feeLimit)} is above the chain's largest, ${trx(price.maxFeeLimit)}` };
  const units = BigInt(payout.baseUnits);

  // TRX to an account the chain has never seen creates it (java-tron's TransferActuator): a fee of
  // its own, and its bandwidth burnt at another price in place of the bytes'.
  let creation: bigint | null = null;
  if (!token && (await api.account(destination)) === null) {
    if (price.newAccount === null || price.newAccountBandwidth === null)
      return {
        skipped: `${payout.destination} is a new account, and the chain's parameters lack getCreateNewAccountFeeInSystemContract or getCreateAccountFee: no fee estimate, so nothing was sent`,
      };
    creation = price.newAccount + price.newAccountBandwidth;
  }

  let chosen: { sender: TronSender; contract: TronContract; energy: bigint; fee: bigint } | null = null;
  let tooDear: string | null = null;
  for (const sender of await senderList()) {
    const owner = hexOf(sender.address) as string;
    const contract = tronContractOf(payout, owner, destination, token);
    let energy = 0n;
    if (contract.type === "TriggerSmartContract") {
      const held = await api.constant(owner, contract.contract, "balanceOf(address)", `${"0".repeat(24)}${owner.slice(2)}`);
      const word = held.constant_result?.[0];
      if (held.result.result !== true || !word) continue;
      if (BigInt(`0x${word}`) < units) continue;
      // A dry run of the very transfer: the energy it would use today, at this sender's balance.
      const run = await api.constant(owner, contract.contract, "transfer(address,uint256)", contract.data.slice(8));
      if (run.result.result !== true || run.energy_used === undefined) continue;
      energy = BigInt(run.energy_used);
    }
    const bytes = BigInt(
      encodeRaw({ refBlockBytes: "0000", refBlockHash: "0".repeat(16), expiration: 0, timestamp: 0, feeLimit: context.feeLimit, contract })
        .length,
    );
    const energyFee = energy * price.energy;
    if (energyFee > context.feeLimit) {
      tooDear = `the transfer needs about ${trx(energyFee)} of energy (${energy} energy at ${price.energy} sun), above the fee limit ${trx(context.feeLimit)}: raise --fee-limit`;
      continue;
    }
    const fee = energyFee + (creation ?? (bytes + BigInt(SIGNATURE_BYTES + RESULT_BYTES)) * price.bandwidth);
    const trxHeld = (await api.account(owner))?.balance ?? 0n;
    if (trxHeld < fee + (contract.type === "TransferContract" ? units : 0n)) continue;
    chosen = { sender, contract, energy, fee };
    break;
  }
  if (!chosen) return { skipped: tooDear ?? `no address of this secret holds ${payout.amount} ${payout.assetId} and the TRX for its fee` };

  const limit = chosen.contract.type === "TriggerSmartContract" ? `, fee limit ${trx(context.feeLimit)}` : "";
  const created = creation === null ? "" : `, ${trx(creation)} of it creating the destination's account`;
  context.print(
    `${payout.orderId}: ${payout.amount} ${payout.assetId} to ${payout.destination} from ${chosen.sender.label}, fee about ${trx(chosen.fee)} (${chosen.energy} energy at ${price.energy} sun, bandwidth at ${price.bandwidth} sun a byte, less where the sender has free or staked resources${created})${limit}`,
  );
  if (!(await context.confirm("Send it?"))) return { skipped: "not confirmed" };
  const raw = await tronRawData(api, chosen.contract, context.feeLimit);
  const signed = await signTron(raw, chosen.sender.account);
  await context.service.broadcast(payout.orderId, signed.txID);
  await api.broadcast(signed.body);
  context.print(`${payout.orderId}: sent ${signed.txID}`);
  return { sent: { hash: signed.txID, from: chosen.sender.address } };
}
