// The calls-per-second ceiling as a token bucket over a clock whose sleeps only move its own
// time: what it asks to wait, never how long a run took.
import { describe, expect, it } from "vitest";
import { createRateCeiling, type CeilingClock } from "./rate-ceiling.ts";

function fakeClock(): CeilingClock & { slept: number[]; at: () => number } {
  let now = 1_000_000;
  const slept: number[] = [];
  return {
    slept,
    at: () => now,
    now: () => now,
    sleep: async (ms) => {
      slept.push(ms);
      now += ms;
    },
  };
}

describe("a calls-per-second ceiling", () => {
  it("lets a second's worth through at once, then one call per 1/rate", async () => {
    const clock = fakeClock();
    const ceiling = createRateCeiling(4, clock);
    for (let i = 0; i < 4; i++) await ceiling.take(1);
    expect(clock.slept).toEqual([]);
    await ceiling.take(1);
    await ceiling.take(1);
    expect(clock.slept).toEqual([250, 250]);
  });

  it("refills with the time that passed, up to a second's worth", async () => {
    const clock = fakeClock();
    const ceiling = createRateCeiling(2, clock);
    await ceiling.take(2);
    await clock.sleep(10_000);
    clock.slept.length = 0;
    await ceiling.take(2);
    await ceiling.take(1);
    expect(clock.slept).toEqual([500]);
  });

  it("counts a batch by its calls: a batch larger than the bucket leaves a debt the next calls wait out", async () => {
    const clock = fakeClock();
    const ceiling = createRateCeiling(5, clock);
    const start = clock.at();
    await ceiling.take(50);
    await ceiling.take(1);
    // 51 calls at 5 a second, 5 of them free at the start: the 51st waits until 9.2 s.
    expect(clock.at() - start).toBe(9200);
  });

  it("serves concurrent takes one after another, so two callers never spend the same tokens", async () => {
    const clock = fakeClock();
    const ceiling = createRateCeiling(1, clock);
    const start = clock.at();
    await Promise.all([ceiling.take(1), ceiling.take(1), ceiling.take(1)]);
    expect(clock.at() - start).toBe(2000);
  });

  it("is no ceiling at 0 or unset", async () => {
    const clock = fakeClock();
    for (const ceiling of [createRateCeiling(0, clock), createRateCeiling(null, clock)])
      for (let i = 0; i < 1000; i++) await ceiling.take(50);
    expect(clock.slept).toEqual([]);
  });
});
