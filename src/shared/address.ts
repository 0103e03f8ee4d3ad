// Address checks for the two address formats of the spec's networks. The page runs these
// before showing an address (a corrupted or substituted one must never reach a payer), and
// the service uses them to build deposit addresses and to vet refund and withdrawal targets.
import { keccak_256 } from "@noble/hashes/sha3.js";
import { base58checkDecode, base58checkEncode } from "./base58check.ts";
import type { AddressFormat } from "./networks.ts";

/** Mainnet TRON addresses are version byte 0x41 followed by 20 bytes. */
const TRON_VERSION = 0x41;

export function isTronAddress(address: string): boolean {
  if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address)) return false;
  const payload = base58checkDecode(address);
  return payload !== null && payload.length === 21 && payload[0] === TRON_VERSION;
}

/** base58check of 0x41 + the 20 account bytes. */
export function tronAddressFromAccount(account: Uint8Array): string {
  if (account.length !== 20) throw new RangeError("a TRON account is 20 bytes");
  const payload = new Uint8Array(21);
  payload[0] = TRON_VERSION;
  payload.set(account, 1);
  return base58checkEncode(payload);
}

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** EIP-55: the case of each hex letter is a bit of keccak256(lowercase hex). */
export function toChecksumAddress(address: string): string {
  if (!HEX_ADDRESS.test(address)) throw new RangeError("not a 20-byte hex address");
  const lower = address.slice(2).toLowerCase();
  const hash = keccak_256(new TextEncoder().encode(lower));
  let out = "0x";
  for (let i = 0; i < lower.length; i++) {
    const byte = hash[i >> 1] ?? 0;
    const nibble = i % 2 === 0 ? byte >> 4 : byte & 0x0f;
    const char = lower[i] ?? "";
    out += nibble >= 8 ? char.toUpperCase() : char;
  }
  return out;
}

/**
 * An EVM address with a correct EIP-55 checksum. With `allowUnchecksummed`, an all-lower or
 * all-upper address (which carries no checksum) also passes: merchants paste those as
 * destinations; the service itself only ever hands out checksummed ones.
 */
export function isEvmAddress(address: string, allowUnchecksummed = false): boolean {
  if (!HEX_ADDRESS.test(address)) return false;
  const body = address.slice(2);
  if (allowUnchecksummed && (body === body.toLowerCase() || body === body.toUpperCase())) return true;
  return toChecksumAddress(address) === address;
}

export function isValidAddress(address: string, format: AddressFormat, options: { allowUnchecksummed?: boolean } = {}): boolean {
  return format === "tron" ? isTronAddress(address) : isEvmAddress(address, options.allowUnchecksummed);
}
