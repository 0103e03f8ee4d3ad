import { describe, expect, it } from "vitest";
import { backoffCeiling, backoffDelay } from "./index.ts";

describe("backoff", () => {
  const options = { baseDelayMs: 1000, maxDelayMs: 60_000 };

  it("doubles the ceiling per retry up to the cap", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 50].map((n) => backoffCeiling(n, options))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000, 60_000,
    ]);
  });

  it("draws uniformly below the ceiling (full jitter)", () => {
    for (let retry = 1; retry <= 10; retry++) {
      const ceiling = backoffCeiling(retry, options);
      expect(backoffDelay(retry, { ...options, random: () => 0 })).toBe(0);
      expect(backoffDelay(retry, { ...options, random: () => 0.5 })).toBe(ceiling / 2);
      expect(backoffDelay(retry, { ...options, random: () => 0.999999 })).toBeLessThan(ceiling);
      expect(backoffDelay(retry, { ...options, random: () => 0.999999 })).toBeGreaterThan(ceiling * 0.99);
    }
  });

  it("stays in the window even if random() misbehaves", () => {
    expect(backoffDelay(3, { ...options, random: () => 7 })).toBe(4000);
    expect(backoffDelay(3, { ...options, random: () => -1 })).toBe(0);
  });
});
