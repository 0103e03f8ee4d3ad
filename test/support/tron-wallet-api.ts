// java-tron's HTTP API as the operator's signer uses it, on loopback: POST /wallet/getnowblock,
// /wallet/getchainparameters, /wallet/triggerconstantcontract (balanceOf and a transfer's dry
// run), /wallet/getaccount, /wallet/gettransactionbyid and /wallet/broadcasttransaction, in
// java-tron's shapes (hex addresses with 41, parameters without their zero values, error
// messages as the hex of their text). Every broadcast is checked as a node would and more: its
// raw_data_hex is read back by a protobuf reader of its own (not the signer's encoder), its
// txID must be the SHA-256 of those bytes, its JSON raw_data must say the same, and its
// signature must recover the owner_address. The balances are kept: a valid broadcast is applied
// (its TRX, tokens and the fee it burns: bandwidth at getTransactionFee a byte, energy at
// getEnergyFee, an account's creation at its two parameters), one the owner cannot pay is
// refused as a node would, and gettransactioninfobyid answers once it is in a block. What it read is kept for the test to hold against
// the plan (contract, destination, amount, fee limit).
import { createHash } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { recoverAddress } from "viem";

export interface ReadTransaction {
  txID: string;
  type: "TransferContract" | "TriggerSmartContract" | string;
  owner: string;
  /** TransferContract: the receiver; TriggerSmartContract: the token's recipient read from the call data. */
  to: string;
  /** Base units: sun, or the token's. */
  amount: bigint;
  /** TriggerSmartContract only: the contract called. */
  contract: string | null;
  feeLimit: bigint | null;
  expiration: bigint;
  /** The address the signature recovers, 41… hex. */
  signer: string;
  /** What a node would have refused, empty when nothing. */
  problems: string[];
}

export interface TronWalletApi {
  url: string;
  /** Every request's path and body, in order. */
  readonly requests: { path: string; body: string; headers: Record<string, string | string[] | undefined> }[];
  readonly broadcasts: ReadTransaction[];
  /** Token balances by contract then owner (41… hex, lower case), base units. */
  tokenBalances: Map<string, Map<string, bigint>>;
  /** TRX by owner (41… hex), sun; an owner not here is an account the chain has never seen (`{}`). */
  trx: Map<string, bigint>;
  /** What the chain's parameters say (getEnergyFee, getTransactionFee, …); a key left out is absent. */
  parameters: Map<string, number>;
  /** The energy a transfer's dry run uses. */
  transferEnergy: number;
  /** While true, valid broadcasts wait unapplied and in no block (gettransactioninfobyid answers `{}`) until include(). */
  holding: boolean;
  /** Puts every waiting broadcast in a block: applies it to the balances. */
  include(): void;
  close(): Promise<void>;
}

const hexText = (text: string) => Buffer.from(text, "utf8").toString("hex");

/** One protobuf message's fields: varints as bigint, length-delimited ones as bytes. */
function readMessage(bytes: Buffer): Map<number, (bigint | Buffer)[]> {
  const fields = new Map<number, (bigint | Buffer)[]>();
  let at = 0;
  const varint = () => {
    let value = 0n;
    for (let shift = 0n; ; shift += 7n) {
      const byte = bytes[at++];
      if (byte === undefined) throw new Error("truncated varint");
      value |= BigInt(byte & 0x7f) << shift;
      if ((byte & 0x80) === 0) return value;
    }
  };
  while (at < bytes.length) {
    const key = Number(varint());
    const field = key >> 3;
    const wire = key & 7;
    let value: bigint | Buffer;
    if (wire === 0) value = varint();
    else if (wire === 2) {
      const length = Number(varint());
      value = bytes.subarray(at, at + length);
      at += length;
    } else throw new Error(`wire type ${wire} is not one a TRON raw uses here`);
    fields.set(field, [...(fields.get(field) ?? []), value]);
  }
  return fields;
}

const one = (fields: Map<number, (bigint | Buffer)[]>, field: number) => fields.get(field)?.[0];
const asBytes = (value: bigint | Buffer | undefined) => (Buffer.isBuffer(value) ? value : Buffer.alloc(0));
const asInt = (value: bigint | Buffer | undefined) => (typeof value === "bigint" ? value : 0n);
const TYPES: Record<string, string> = { "1": "TransferContract", "31": "TriggerSmartContract" };

async function readBroadcast(body: string): Promise<ReadTransaction> {
  const sent = JSON.parse(body) as { txID: string; raw_data: unknown; raw_data_hex: string; signature: string[] };
  const problems: string[] = [];
  const bytes = Buffer.from(sent.raw_data_hex, "hex");
  if (createHash("sha256").update(bytes).digest("hex") !== sent.txID) problems.push("txID is not the SHA-256 of raw_data_hex");
  const raw = readMessage(bytes);
  const contract = readMessage(asBytes(one(raw, 11)));
  const type = TYPES[String(asInt(one(contract, 1)))] ?? `type ${asInt(one(contract, 1))}`;
  const any = readMessage(asBytes(one(contract, 2)));
  if (asBytes(one(any, 1)).toString("utf8") !== `type.googleapis.com/protocol.${type}`)
    problems.push("type_url does not name the contract's type");
  const value = readMessage(asBytes(one(any, 2)));
  const owner = asBytes(one(value, 1)).toString("hex");
  let to = "";
  let amount = 0n;
  let called: string | null = null;
  if (type === "TransferContract") {
    to = asBytes(one(value, 2)).toString("hex");
    amount = asInt(one(value, 3));
  } else {
    called = asBytes(one(value, 2)).toString("hex");
    const data = asBytes(one(value, 4)).toString("hex");
    if (!data.startsWith("a9059cbb")) problems.push("the call is not transfer(address,uint256)");
    to = `41${data.slice(8 + 24, 8 + 64)}`;
    amount = BigInt(`0x${data.slice(8 + 64, 8 + 128) || "0"}`);
    if (asInt(one(value, 3)) !== 0n) problems.push("a token transfer sends TRX along");
  }
  // The JSON a node reads must say what the bytes say (java-tron builds its transaction from it).
  const json = sent.raw_data as {
    contract: { parameter: { value: Record<string, unknown> }; type: string }[];
    fee_limit?: number;
    expiration: number;
  };
  const jsonValue = json.contract[0]?.parameter.value ?? {};
  if (json.contract[0]?.type !== type || jsonValue.owner_address !== owner) problems.push("raw_data does not say what raw_data_hex says");
  if (BigInt(json.fee_limit ?? 0) !== asInt(one(raw, 18))) problems.push("raw_data's fee_limit is not raw_data_hex's");
  const signature = sent.signature[0] ?? "";
  let signer = "";
  try {
    const v = Number.parseInt(signature.slice(128, 130), 16);
    const evm = await recoverAddress({
      hash: `0x${sent.txID}`,
      signature: { r: `0x${signature.slice(0, 64)}`, s: `0x${signature.slice(64, 128)}`, yParity: v >= 27 ? v - 27 : v },
    });
    signer = `41${evm.slice(2).toLowerCase()}`;
  } catch {
    problems.push("the signature recovers no key");
  }
  if (signer !== owner) problems.push(`the signature recovers ${signer}, not the owner ${owner}`);
  const feeLimit = one(raw, 18);
  return {
    txID: sent.txID,
    type,
    owner,
    to,
    amount,
    contract: called,
    feeLimit: feeLimit === undefined ? null : asInt(feeLimit),
    expiration: asInt(one(raw, 8)),
    signer,
    problems,
  };
}

export async function startTronWalletApi(): Promise<TronWalletApi> {
  const requests: TronWalletApi["requests"] = [];
  const broadcasts: ReadTransaction[] = [];
  const state = {
    tokenBalances: new Map<string, Map<string, bigint>>(),
    trx: new Map<string, bigint>(),
    // A test chain's prices (mainnet's have changed over the years: the signer reads them, a test changes them).
    parameters: new Map<string, number>([
      ["getTransactionFee", 1000],
      ["getEnergyFee", 100],
      ["getMaxFeeLimit", 15_000_000_000],
      ["getCreateAccountFee", 100_000],
      ["getCreateNewAccountFeeInSystemContract", 1_000_000],
    ]),
    transferEnergy: 14_650,
    holding: false,
  };
  /** The sun each included transaction burnt, by txID. */
  const includedFees = new Map<string, bigint>();
  const waiting: { read: ReadTransaction; bytes: number }[] = [];
  const param = (key: string) => BigInt(state.parameters.get(key) ?? 0);
  /** What the transaction would do, or why a node would refuse it: checked against the balances now. */
  const effect = (read: ReadTransaction, bytes: number): { fee: bigint; apply(): void } | string => {
    const owner = state.trx.get(read.owner);
    if (owner === undefined) return "the owner's account does not exist";
    if (read.type === "TransferContract") {
      const creates = !state.trx.has(read.to);
      const fee = creates
        ? param("getCreateNewAccountFeeInSystemContract") + param("getCreateAccountFee")
        : BigInt(bytes) * param("getTransactionFee");
      if (owner < read.amount + fee) return `balance is not sufficient: ${owner} sun for ${read.amount} and a fee of ${fee}`;
      return {
        fee,
        apply() {
          state.trx.set(read.owner, (state.trx.get(read.owner) ?? 0n) - read.amount - fee);
          state.trx.set(read.to, (state.trx.get(read.to) ?? 0n) + read.amount);
        },
      };
    }
    const tokens = state.tokenBalances.get(read.contract ?? "");
    const energyFee = BigInt(state.transferEnergy) * param("getEnergyFee");
    const fee = energyFee + BigInt(bytes) * param("getTransactionFee");
    if (!tokens) return "the contract does not exist";
    if (read.feeLimit === null || energyFee > read.feeLimit) return `the energy (${energyFee} sun) is above the fee limit`;
    if (owner < fee) return `account resource insufficient: ${owner} sun for a fee of ${fee}`;
    if ((tokens.get(read.owner) ?? 0n) < read.amount) return "the token balance is short";
    return {
      fee,
      apply() {
        state.trx.set(read.owner, (state.trx.get(read.owner) ?? 0n) - fee);
        tokens.set(read.owner, (tokens.get(read.owner) ?? 0n) - read.amount);
        tokens.set(read.to, (tokens.get(read.to) ?? 0n) + read.amount);
      },
    };
  };
  const include = (read: ReadTransaction, bytes: number) => {
    const found = effect(read, bytes);
    // Checked again in its block: what was valid when broadcast may no longer be.
    if (typeof found === "string") read.problems.push(`in its block: ${found}`);
    else {
      found.apply();
      includedFees.set(read.txID, found.fee);
    }
  };
  let height = 70_000_000;
  const server = createServer(async (req, res) => {
    let body = "";
    for await (const chunk of req) body += chunk;
    const path = (req.url ?? "").split("?")[0] ?? "";
    requests.push({ path, body, headers: req.headers });
    const json = (value: unknown) => res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(value));
    const asked = (body ? JSON.parse(body) : {}) as Record<string, string>;
    if (path === "/wallet/getnowblock") {
      height += 1;
      const id = `${height.toString(16).padStart(16, "0")}${createHash("sha256").update(String(height)).digest("hex").slice(16)}`;
      return json({
        blockID: id,
        block_header: {
          raw_data: {
            number: height,
            txTrieRoot: "0".repeat(64),
            witness_address: "41".padEnd(42, "0"),
            parentHash: "0".repeat(64),
            version: 31,
            timestamp: 1_790_000_000_000 + height * 3000,
          },
        },
      });
    }
    if (path === "/wallet/getchainparameters")
      return json({ chainParameter: [...state.parameters].map(([key, value]) => (value === 0 ? { key } : { key, value })) });
    if (path === "/wallet/getaccount") {
      const held = state.trx.get((asked.address ?? "").toLowerCase());
      return json(held === undefined ? {} : { address: asked.address, balance: Number(held), create_time: 1 });
    }
    if (path === "/wallet/triggerconstantcontract") {
      const contract = (asked.contract_address ?? "").toLowerCase();
      const owner = (asked.owner_address ?? "").toLowerCase();
      const tokens = state.tokenBalances.get(contract);
      if (!tokens)
        return json({ result: { code: "CONTRACT_VALIDATE_ERROR", message: hexText("Smart contract is not exist.") }, energy_used: 0 });
      if (asked.function_selector === "balanceOf(address)") {
        const who = `41${(asked.parameter ?? "").slice(24)}`.toLowerCase();
        return json({
          result: { result: true },
          energy_used: 935,
          constant_result: [(tokens.get(who) ?? 0n).toString(16).padStart(64, "0")],
        });
      }
      if (asked.function_selector === "transfer(address,uint256)") {
        const units = BigInt(`0x${(asked.parameter ?? "").slice(64) || "0"}`);
        if ((tokens.get(owner) ?? 0n) < units)
          return json({ result: { result: true, message: "REVERT opcode executed" }, energy_used: 1200, constant_result: [""] });
        return json({ result: { result: true }, energy_used: state.transferEnergy, constant_result: ["1".padStart(64, "0")] });
      }
      return json({ result: { code: "OTHER_ERROR", message: hexText("unknown selector") } });
    }
    if (path === "/wallet/gettransactionbyid") {
      const sent = broadcasts.find(({ txID }) => txID === asked.value);
      return json(sent ? { txID: sent.txID, ret: [{ contractRet: "SUCCESS" }] } : {});
    }
    if (path === "/wallet/gettransactioninfobyid") {
      const fee = includedFees.get(asked.value ?? "");
      return json(
        fee === undefined ? {} : { id: asked.value, blockNumber: height, ...(fee > 0n ? { fee: Number(fee) } : {}), receipt: {} },
      );
    }
    if (path === "/wallet/broadcasttransaction") {
      const read = await readBroadcast(body);
      broadcasts.push(read);
      if (read.problems.length > 0) return json({ code: "SIGERROR", txid: read.txID, message: hexText(read.problems.join("; ")) });
      // java-tron's bandwidth: the transaction's bytes, its signature and the room for its result.
      const bytes = (JSON.parse(body) as { raw_data_hex: string }).raw_data_hex.length / 2 + 65 + 64;
      const found = effect(read, bytes);
      if (typeof found === "string") {
        read.problems.push(found);
        return json({ code: "CONTRACT_VALIDATE_ERROR", txid: read.txID, message: hexText(found) });
      }
      if (state.holding) waiting.push({ read, bytes });
      else include(read, bytes);
      return json({ result: true, txid: read.txID });
    }
    res.writeHead(404, { "content-type": "application/json" }).end("{}");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    requests,
    broadcasts,
    include() {
      for (const { read, bytes } of waiting.splice(0)) include(read, bytes);
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}
