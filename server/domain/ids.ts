// Identifiers and random chain data. A paymentLink is the payer's only credential, so every
// id carries 128 random bits; tests inject a seeded source to stay deterministic.
import { createHash, randomBytes } from "node:crypto";

export interface Ids {
  /** prefix + "_" + base64url of 16 random bytes (128 bits). */
  next(prefix: string): string;
  /** Raw random bytes: deposit addresses, transaction hashes, secrets. */
  bytes(length: number): Uint8Array;
}

/**
 * The system's CSPRNG drawn a pool at a time: a randomBytes call costs some 15 µs however few
 * bytes it returns, and an order creation needs several ids and an address. Each caller gets
 * its own copy of bytes never handed out before; a new pool is drawn when one runs out (as
 * Node's crypto.randomUUID keeps a cache of its own).
 */
export function pooledRandom(source: (length: number) => Uint8Array = randomBytes, poolSize = 4096): (length: number) => Uint8Array {
  let pool: Uint8Array = new Uint8Array(0);
  let offset = 0;
  return (length) => {
    if (length > poolSize) return source(length);
    if (offset + length > pool.length) {
      pool = source(poolSize);
      offset = 0;
    }
    const out = pool.slice(offset, offset + length);
    offset += length;
    return out;
  };
}

export function createIds(random: (length: number) => Uint8Array = pooledRandom()): Ids {
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
