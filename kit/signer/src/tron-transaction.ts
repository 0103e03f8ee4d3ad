// A TRON transaction built and signed here, without TronWeb: the protobuf of `Transaction.raw`
// with its one contract, its id (the SHA-256 of those bytes), a secp256k1 signature over that id,
// and the JSON java-tron's /wallet/broadcasttransaction takes. The field numbers are java-tron's
// (protocol core/Tron.proto: Transaction.raw and Transaction.Contract; core/contract/
// balance_contract.proto: TransferContract; core/contract/smart_contract.proto:
// TriggerSmartContract; google/protobuf/any.proto for the contract's parameter).
import { createHash } from "node:crypto";
import type { PrivateKeyAccount } from "viem/accounts";
import { bytesField, concat, intField } from "./protobuf.ts";

/** TRON's hex form of an account or contract: 41 and its 20 bytes, lower case, no 0x. */
export type TronHex = string;

export type TronContract =
  | { type: "TransferContract"; owner: TronHex; to: TronHex /** sun */; amount: bigint }
  | { type: "TriggerSmartContract"; owner: TronHex; contract: TronHex /** ABI-encoded call, hex without 0x */; data: string };

export interface TronRaw {
  /** Bytes 6 and 7 of the reference block's number (4 hex digits). */
  refBlockBytes: string;
  /** Bytes 8 to 15 of the reference block's id (16 hex digits). */
  refBlockHash: string;
  /** Milliseconds since the epoch. */
  expiration: number;
  timestamp: number;
  /** The most the call may burn for energy, in sun; only a contract call has one. */
  feeLimit?: bigint;
  contract: TronContract;
}

/** java-tron's Transaction.Contract.ContractType numbers of the two kinds built here. */
const CONTRACT_TYPE = { TransferContract: 1n, TriggerSmartContract: 31n } as const;

const hexBytes = (hex: string) => Uint8Array.from(Buffer.from(hex, "hex"));
const text = (value: string) => new TextEncoder().encode(value);

function contractValue(contract: TronContract): Uint8Array {
  if (contract.type === "TransferContract")
    return concat([bytesField(1, hexBytes(contract.owner)), bytesField(2, hexBytes(contract.to)), intField(3, contract.amount)]);
  // call_value (3), call_token_value (5) and token_id (6) stay 0: a token transfer sends no TRX.
  return concat([
    bytesField(1, hexBytes(contract.owner)),
    bytesField(2, hexBytes(contract.contract)),
    bytesField(4, hexBytes(contract.data)),
  ]);
}

/** The bytes of `Transaction.raw`, fields in their numbers' order as java-tron writes them. */
export function encodeRaw(raw: TronRaw): Uint8Array {
  const parameter = concat([
    bytesField(1, text(`type.googleapis.com/protocol.${raw.contract.type}`)),
    bytesField(2, contractValue(raw.contract)),
  ]);
  const contract = concat([intField(1, CONTRACT_TYPE[raw.contract.type]), bytesField(2, parameter)]);
  return concat([
    bytesField(1, hexBytes(raw.refBlockBytes)),
    bytesField(4, hexBytes(raw.refBlockHash)),
    intField(8, BigInt(raw.expiration)),
    bytesField(11, contract),
    intField(14, BigInt(raw.timestamp)),
    intField(18, raw.feeLimit ?? 0n),
  ]);
}

/** The transaction's id: SHA-256 of the raw bytes, 64 hex digits without 0x. */
export function txIdOf(rawBytes: Uint8Array): string {
  return createHash("sha256").update(rawBytes).digest("hex");
}

/**
 * The raw data as java-tron prints it with visible=false (addresses in hex): the form its
 * broadcast route reads. Amounts stay exact: an int64 above 2^53 is written as its digits, never
 * through a JS number.
 */
export function rawJson(raw: TronRaw): string {
  const big = (value: bigint) => `\u0000${value}\u0000`;
  const { contract } = raw;
  const value =
    contract.type === "TransferContract"
      ? { amount: big(contract.amount), owner_address: contract.owner, to_address: contract.to }
      : { data: contract.data, owner_address: contract.owner, contract_address: contract.contract };
  const json = JSON.stringify({
    contract: [{ parameter: { value, type_url: `type.googleapis.com/protocol.${contract.type}` }, type: contract.type }],
    ref_block_bytes: raw.refBlockBytes,
    ref_block_hash: raw.refBlockHash,
    expiration: raw.expiration,
    ...(raw.feeLimit === undefined ? {} : { fee_limit: big(raw.feeLimit) }),
    timestamp: raw.timestamp,
  });
  return json.replace(/"\\u0000(\d+)\\u0000"/g, "$1");
}

export interface SignedTron {
  txID: string;
  rawDataHex: string;
  /** r ‖ s ‖ v, 65 bytes as hex; v is 27 or 28, as TronWeb writes it (java-tron takes 0/1 too). */
  signature: string;
  /** The body of POST /wallet/broadcasttransaction. */
  body: string;
}

/** Signs the transaction's id with the account's key, in this process (the key goes nowhere). */
export async function signTron(raw: TronRaw, account: PrivateKeyAccount): Promise<SignedTron> {
  const bytes = encodeRaw(raw);
  const txID = txIdOf(bytes);
  // viem's local account signs the 32 bytes as they are (no prefix, no second hash), with
  // @noble/curves' secp256k1 and RFC 6979 nonces, and writes r ‖ s ‖ (27 + recovery id).
  const signature = (await account.sign({ hash: `0x${txID}` })).slice(2);
  const rawDataHex = Buffer.from(bytes).toString("hex");
  const body = `{"txID":"${txID}","raw_data":${rawJson(raw)},"raw_data_hex":"${rawDataHex}","signature":["${signature}"],"visible":false}`;
  return { txID, rawDataHex, signature, body };
}
