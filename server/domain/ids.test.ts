// Ids from a pooled CSPRNG: the pool is drawn rarely, but no byte is handed out twice and no
// caller can change what another was given.
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createIds, pooledRandom } from "./ids.ts";

describe("pooledRandom", () => {
  it("draws the system's generator once per pool, and hands out every byte once", () => {
    const drawn: Uint8Array[] = [];
    const random = pooledRandom((n) => {
      const bytes = randomBytes(n);
      drawn.push(bytes);
      return bytes;
    }, 4096);
    const outs = Array.from({ length: 1000 }, () => random(16));
    // 16,000 bytes from 4 KiB pools: four draws, not a thousand.
    expect(drawn.length).toBe(4);
    expect(new Set(outs.map((b) => Buffer.from(b).toString("hex"))).size).toBe(1000);
    expect(Buffer.concat(outs.slice(0, 256))).toEqual(Buffer.from(drawn[0]!));
  });

  it("gives each caller its own copy, and asks the generator directly for more than a pool", () => {
    const random = pooledRandom(randomBytes, 64);
    const first = random(8);
    const copy = Buffer.from(first);
    first.fill(0);
    const second = random(8);
    expect(Buffer.from(second)).not.toEqual(Buffer.alloc(8));
    expect(copy).not.toEqual(Buffer.alloc(8));
    expect(random(100).length).toBe(100);
  });

  it("makes 128-bit ids by default: 10,000 without a repeat", () => {
    const ids = createIds();
    const made = Array.from({ length: 10_000 }, () => ids.next("ord"));
    expect(new Set(made).size).toBe(10_000);
    for (const id of made.slice(0, 10)) expect(id).toMatch(/^ord_[A-Za-z0-9_-]{22}$/);
  });
});
