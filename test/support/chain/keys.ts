// The known test wallet: the BIP-39 mnemonic "abandon … about", whose account keys the chain
// tests give the service (derived here, so no key is written down twice).
import { pbkdf2Sync } from "node:crypto";
import { HDKey } from "@scure/bip32";
import { base58checkDecode } from "../../../src/shared/base58check.ts";

export const TEST_MNEMONIC = "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about";
const master = HDKey.fromMasterSeed(pbkdf2Sync(TEST_MNEMONIC.normalize("NFKD"), "mnemonic", 2048, 64, "sha512"));
export const TEST_XPUB_EVM = master.derive("m/44'/60'/0'").publicExtendedKey;
export const TEST_XPUB_TRON = master.derive("m/44'/195'/0'").publicExtendedKey;
/** Another account of the same wallet: a second app on one node whose addresses are not the first one's. */
export const TEST_XPUB_EVM_SECOND_ACCOUNT = master.derive("m/44'/60'/1'").publicExtendedKey;
/** Refused by the service: an extended private key. */
export const TEST_XPRV_EVM = master.derive("m/44'/60'/0'").privateExtendedKey;
/** Published addresses of the mnemonic (viem, TronWeb). */
export const EVM_ADDRESSES = ["0x9858EfFD232B4033E47d90003D41EC34EcaEda94", "0x6Fac4D18c912343BF86fa7049364Dd4E424Ab9C0"];
export const TRON_ADDRESSES = ["TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH", "TSeJkUh4Qv67VNFwY8LaAxERygNdy6NQZK"];

/** A TRON account (T…) as the TRON-like anvil knows it: its 20 bytes as an EVM address, 0x and hex. */
export function tronAccountHex(address: string): string {
  return `0x${Array.from(base58checkDecode(address)?.subarray(1) ?? [], (b) => b.toString(16).padStart(2, "0")).join("")}`;
}
