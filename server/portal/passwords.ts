// Password hashing: scrypt from node:crypto, at OWASP's Password Storage parameters
// (N = 2^17, r = 8, p = 1: 128 MiB and a few hundred ms per hash), a 16-byte random salt and a
// 32-byte key. The parameters travel inside the stored text, so they can be raised later and
// old hashes still verify. Node refuses more than 32 MiB unless maxmem is raised.
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { createHashQueue, type HashQueue } from "./hash-queue.ts";

export interface ScryptCost {
  /** log2 of N. */
  log2N: number;
  r: number;
  p: number;
}

export const SCRYPT_COST: ScryptCost = { log2N: 17, r: 8, p: 1 };
const KEY_LENGTH = 32;

/**
 * The process's queue for hashes made outside the portal's routes (the operator's command, the
 * demo account): the routes pass their own, with each request's client address.
 */
const processQueue = createHashQueue();

/** Where a hash waits its turn: a queue and the client address it is counted against. */
export interface HashTurn {
  queue: HashQueue;
  client: string;
}

function derive(password: string, salt: Buffer, cost: ScryptCost, turn?: HashTurn): Promise<Buffer> {
  const { queue, client } = turn ?? { queue: processQueue, client: "local" };
  return queue.run(client, () => deriveNow(password, salt, cost));
}

function deriveNow(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const N = 2 ** cost.log2N;
  // 128·N·r bytes for the work area, plus headroom for the p lanes' buffers.
  const maxmem = 128 * N * cost.r + 128 * cost.r * cost.p + 16 * 1024 * 1024;
  return new Promise((done, fail) =>
    scrypt(password.normalize("NFC"), salt, KEY_LENGTH, { N, r: cost.r, p: cost.p, maxmem }, (error, key) =>
      error ? fail(error) : done(key),
    ),
  );
}

/** "scrypt$17$8$1$<salt>$<key>", base64url parts. */
export async function hashPassword(password: string, cost: ScryptCost = SCRYPT_COST, turn?: HashTurn): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost, turn);
  return ["scrypt", cost.log2N, cost.r, cost.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export async function verifyPassword(password: string, stored: string, turn?: HashTurn): Promise<boolean> {
  const [scheme, log2N, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !log2N || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, "base64url");
  const actual = await derive(password, Buffer.from(salt, "base64url"), { log2N: Number(log2N), r: Number(r), p: Number(p) }, turn);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A hash of no one's password, at the same cost: an unknown email is checked against it, so it
 * takes as long to answer as a wrong password does (no telling which emails have accounts).
 */
export function decoyHash(cost: ScryptCost): Promise<string> {
  return hashPassword(randomBytes(24).toString("base64url"), cost);
}
