// Order addresses from the merchant's account-level extended public key (BIP-32/BIP-44):
// XPUB_EVM is m/44'/60'/0' and XPUB_TRON m/44'/195'/0'; an order's address is the child 0/i,
// the wallet's receiving chain, so the wallet behind the key sees every payment. Watch-only: an
// extended private key is refused, and nothing here can sign.
import { secp256k1 } from "@noble/curves/secp256k1.js";
import { keccak_256 } from "@noble/hashes/sha3.js";
import { HDKey } from "@scure/bip32";
import { toChecksumAddress, tronAddressFromAccount } from "../../src/shared/index.ts";
import type { AddressFormat } from "../../src/shared/index.ts";

export interface WatchOnlyKey {
  format: AddressFormat;
  /** The address of child 0/index (EVM: EIP-55 checksummed; TRON: base58check). */
  addressAt(index: number): string;
  /** The 20 account bytes of that address as 40 lower-case hex digits (what logs carry). */
  accountAt(index: number): string;
}

/** The BIP-44 account each key is (coin type 60 for Ethereum and BSC, 195 for TRON). */
export const ACCOUNT_PATHS: Record<AddressFormat, string> = { evm: "m/44'/60'/0'", tron: "m/44'/195'/0'" };

/** An order address's full path from the wallet's seed: what a wallet or a sweep tool asks to find it. */
export const addressPath = (format: AddressFormat, index: number): string => `${ACCOUNT_PATHS[format]}/0/${index}`;

const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");

/** The 20 account bytes of a compressed secp256k1 public key: the last 20 of keccak256(x ‖ y). */
export function accountOfPublicKey(publicKey: Uint8Array): Uint8Array {
  const uncompressed = secp256k1.Point.fromBytes(publicKey).toBytes(false);
  return keccak_256(uncompressed.subarray(1)).subarray(12);
}

/**
 * `setting` names the variable in the refusal (which never repeats the key itself: an extended
 * key is a secret of the merchant's privacy, and a private one would be worse).
 */
export function watchOnlyKey(text: string, format: AddressFormat, setting: string): WatchOnlyKey {
  let key: HDKey;
  try {
    key = HDKey.fromExtendedKey(text.trim());
  } catch {
    // A private key with another version prefix still fails here; name both possibilities.
    throw new Error(`${setting} is not an extended public key (xpub…): export the account's xpub from the wallet`);
  }
  if (key.privateKey !== null) {
    throw new Error(`${setting} is an extended PRIVATE key: this service holds no private key; give it the account's xpub instead`);
  }
  if (key.depth !== 3) {
    throw new Error(
      `${setting} is at depth ${key.depth}: give the account-level key (m/44'/${format === "evm" ? 60 : 195}'/0', depth 3), whose children 0/i are the order addresses`,
    );
  }
  const receiving = key.deriveChild(0);
  const account = (index: number): Uint8Array => {
    if (!Number.isSafeInteger(index) || index < 0 || index >= 0x80000000) throw new RangeError(`address index ${index} is out of range`);
    const child = receiving.deriveChild(index);
    if (!child.publicKey) throw new Error(`${setting} gave no public key at 0/${index}`);
    return accountOfPublicKey(child.publicKey);
  };
  return {
    format,
    addressAt: (index) => {
      const bytes = account(index);
      return format === "evm" ? toChecksumAddress(`0x${toHex(bytes)}`) : tronAddressFromAccount(bytes);
    },
    accountAt: (index) => toHex(account(index)),
  };
}
