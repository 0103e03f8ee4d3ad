import { describe, expect, it } from "vitest";
import { backoffCeiling, fullJitterDelay } from "./backoff.ts";

describe("full-jitter back-off", () => {
  const window = { baseMs: 100, capMs: 1000 };

  it("doubles the ceiling per attempt up to the cap, and stays finite far past it", () => {
    expect([0, 1, 2, 3, 4, 5, 2000].map((n) => backoffCeiling(n, window))).toEqual([100, 100, 200, 400, 800, 1000, 1000]);
  });

  it("draws uniformly below the ceiling", () => {
    expect(fullJitterDelay(3, window, 0)).toBe(0);
    expect(fullJitterDelay(3, window, 0.5)).toBe(200);
    expect(fullJitterDelay(3, window, 0.999_999)).toBe(399);
  });

  it("keeps a misbehaving draw inside the window", () => {
    expect(fullJitterDelay(3, window, 7)).toBe(400);
    expect(fullJitterDelay(3, window, -1)).toBe(0);
  });

  it("never returns less than the floor, even where the floor is above the ceiling", () => {
    const floored = { ...window, floorMs: 150 };
    expect(fullJitterDelay(3, floored, 0)).toBe(150);
    expect(fullJitterDelay(3, floored, 0.5)).toBe(200);
    expect(fullJitterDelay(1, floored, 0.999_999)).toBe(150);
  });
});
