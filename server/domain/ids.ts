// Identifiers and random chain data. A paymentLink is the payer's only credential, so every
// id carries 128 random bits; tests inject a seeded source to stay deterministic.
import { createHash, randomBytes } from "node:crypto";

export interface Ids {
  /** prefix + "_" + base64url of 16 random bytes (128 bits). */
  next(prefix: string): string;
  /** Raw random bytes: deposit addresses, transaction hashes, secrets. */
  bytes(length: number): Uint8Array;
}

export function createIds(random: (length: number) => Uint8Array = (n) => randomBytes(n)): Ids {
  return {
    next: (prefix) => `${prefix}_${Buffer.from(random(16)).toString("base64url")}`,
    bytes: (length) => random(length),
  };
}

/** Deterministic bytes from a seed (sha256 in counter mode): for tests only. */
export function seededRandom(seed: string): (length: number) => Uint8Array {
  let counter = 0;
  return (length) => {
    const out = new Uint8Array(length);
    let filled = 0;
    while (filled < length) {
      const block = createHash("sha256").update(`${seed}:${counter++}`).digest();
      const take = Math.min(block.length, length - filled);
      out.set(block.subarray(0, take), filled);
      filled += take;
    }
    return out;
  };
}

export function toHex(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString("hex");
}
