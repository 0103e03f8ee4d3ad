// TRON addresses: the same 20 bytes as an Ethereum address of the key (keccak-256 of the
// uncompressed public key), after the 0x41 prefix, written in base58check.
import { createHash } from "node:crypto";

const ALPHABET = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest();

export function base58check(payload: Uint8Array): string {
  const bytes = Buffer.concat([payload, sha256(sha256(payload)).subarray(0, 4)]);
  let n = BigInt(`0x${bytes.toString("hex")}`);
  let out = "";
  for (; n > 0n; n /= 58n) out = ALPHABET[Number(n % 58n)] + out;
  for (let i = 0; i < bytes.length && bytes[i] === 0; i++) out = `1${out}`;
  return out;
}

/** The base58check TRON address of an EVM address (0x + 40 hex digits). */
export function tronAddressOf(evmAddress: string): string {
  return base58check(Buffer.from(`41${evmAddress.slice(2)}`, "hex"));
}

/** The 20 bytes of a TRON address as 0x-hex, or null when it is not a valid T… address. */
export function tronAddressBytes(address: string): `0x${string}` | null {
  let n = 0n;
  for (const char of address) {
    const digit = ALPHABET.indexOf(char);
    if (digit < 0) return null;
    n = n * 58n + BigInt(digit);
  }
  const hex = n.toString(16).padStart(50, "0");
  if (hex.length !== 50 || !hex.startsWith("41")) return null;
  const bytes = Buffer.from(hex, "hex");
  const payload = bytes.subarray(0, 21);
  if (!sha256(sha256(payload)).subarray(0, 4).equals(bytes.subarray(21))) return null;
  return `0x${hex.slice(2, 42)}`;
}
