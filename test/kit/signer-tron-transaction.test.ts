// TRON transactions built without TronWeb, held to transactions a reference implementation made:
// the same raw bytes, the same txID, the same signature for the same key (RFC 6979 makes it
// deterministic), and a signature that recovers its owner's address.
import { recoverAddress } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { expect, it } from "vitest";
import { encodeRaw, rawJson, signTron, type TronRaw, txIdOf } from "../../kit/signer/src/tron-transaction.ts";
import { tronAddressOf } from "../../kit/signer/src/tron-address.ts";
import { SMALL_TRX_TRANSFER, TOKEN_TRANSFER, TRX_TRANSFER } from "./fixtures/tron-transactions.ts";

type Fixture = typeof TRX_TRANSFER.raw_data | typeof TOKEN_TRANSFER.raw_data;

/** The fixture's JSON (java-tron's print of the raw data) as the encoder's record. */
function recordOf(json: Fixture): TronRaw {
  const [{ parameter, type }] = json.contract as unknown as [{ parameter: { value: Record<string, string | number> }; type: string }];
  const { value } = parameter;
  const contract: TronRaw["contract"] =
    type === "TransferContract"
      ? { type, owner: String(value.owner_address), to: String(value.to_address), amount: BigInt(value.amount as number) }
      : {
          type: "TriggerSmartContract",
          owner: String(value.owner_address),
          contract: String(value.contract_address),
          data: String(value.data),
        };
  return {
    refBlockBytes: json.ref_block_bytes,
    refBlockHash: json.ref_block_hash,
    expiration: json.expiration,
    timestamp: json.timestamp,
    ...("fee_limit" in json ? { feeLimit: BigInt(json.fee_limit) } : {}),
    contract,
  };
}

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString("hex");
const tronOfHex = (hex41: string) => tronAddressOf(`0x${hex41.slice(2)}`);
/** The TRON address a signature over txID recovers (v as 0/1 or 27/28, as java-tron takes both). */
async function recovered(txID: string, signature: string): Promise<string> {
  const v = Number.parseInt(signature.slice(128), 16);
  const yParity = v >= 27 ? v - 27 : v;
  const evm = await recoverAddress({
    hash: `0x${txID}`,
    signature: { r: `0x${signature.slice(0, 64)}`, s: `0x${signature.slice(64, 128)}`, yParity },
  });
  return tronAddressOf(evm);
}

it.each([
  ["a TRX TransferContract", TRX_TRANSFER],
  ["a USDT TriggerSmartContract with a fee limit", TOKEN_TRANSFER],
  ["a TRX TransferContract of 10 sun", SMALL_TRX_TRANSFER],
])("rebuilds %s byte for byte: raw_data_hex, txID and the JSON java-tron printed", (_, fixture) => {
  const raw = recordOf(fixture.raw_data);
  const bytes = encodeRaw(raw);
  expect(hex(bytes)).toBe(fixture.raw_data_hex);
  expect(txIdOf(bytes)).toBe(fixture.txID);
  expect(JSON.parse(rawJson(raw))).toEqual(fixture.raw_data);
});

/** secp256k1's group order: s and n − s are the same signature, with the other recovery id. */
const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;

it.each([
  ["the TRX transfer, signed by its owner", TRX_TRANSFER],
  ["the 10 sun transfer, signed by a co-signer", SMALL_TRX_TRANSFER],
])("signs %s as the reference did for the same key, and the signature recovers that key's address", async (_, fixture) => {
  const account = privateKeyToAccount(`0x${fixture.privateKey.toLowerCase()}`);
  expect(tronAddressOf(account.address)).toBe(fixture.signer);
  const signed = await signTron(recordOf(fixture.raw_data), account);
  expect(signed.txID).toBe(fixture.txID);
  // r is the same (RFC 6979 picks the same nonce). The reference left s in the upper half of
  // the group; noble (as TronWeb, which uses it) writes n − s and flips the recovery id: the same
  // signature to java-tron. v is the recovery id plus 27, as TronWeb writes it.
  expect(signed.signature.slice(0, 64)).toBe(fixture.signature.slice(0, 64));
  const theirS = BigInt(`0x${fixture.signature.slice(64, 128)}`);
  const lowS = theirS > N / 2n ? N - theirS : theirS;
  expect(BigInt(`0x${signed.signature.slice(64, 128)}`)).toBe(lowS);
  const theirRecovery = Number.parseInt(fixture.signature.slice(128), 16);
  expect(Number.parseInt(signed.signature.slice(128), 16)).toBe(27 + (lowS === theirS ? theirRecovery : 1 - theirRecovery));
  expect(await recovered(signed.txID, signed.signature)).toBe(fixture.signer);
  expect(await recovered(fixture.txID, fixture.signature)).toBe(fixture.signer);
});

it("sends the broadcast route the id, the bytes, the signature and the raw data as java-tron printed it", async () => {
  const account = privateKeyToAccount(`0x${TRX_TRANSFER.privateKey.toLowerCase()}`);
  // Its signer is the transfer's owner: the account whose key java-tron checks the signature against.
  expect(tronOfHex(TRX_TRANSFER.raw_data.contract[0]?.parameter.value.owner_address ?? "")).toBe(TRX_TRANSFER.signer);
  const signed = await signTron(recordOf(TRX_TRANSFER.raw_data), account);
  expect(JSON.parse(signed.body)).toEqual({
    txID: TRX_TRANSFER.txID,
    raw_data: TRX_TRANSFER.raw_data,
    raw_data_hex: TRX_TRANSFER.raw_data_hex,
    signature: [signed.signature],
    visible: false,
  });
});

it("writes an amount above 2^53 sun with all its digits, in the bytes and in the JSON", () => {
  const amount = 9_007_199_254_740_993n;
  const raw = { ...recordOf(TRX_TRANSFER.raw_data), contract: { ...recordOf(TRX_TRANSFER.raw_data).contract, amount } } as TronRaw;
  expect(rawJson(raw)).toContain(`"amount":9007199254740993,`);
  // 2^53 + 1 as a varint (field 3's key 0x18 first): 0x81, six 0x80, then 0x10.
  expect(hex(encodeRaw(raw))).toContain("188180808080808010");
});
