import { describe, expect, it } from "vitest";
import { inTurns, type Turn } from "./turns.ts";

describe("inTurns", () => {
  it("takes one turn of a second per server a pass, every other pass the other way round", async () => {
    const taken: string[] = [];
    await inTurns(["baseline", "sqlite", "postgres"], 3, async (name, seconds) => {
      taken.push(`${name}:${seconds}`);
      return { requests: 1, cpuMicros: 1, p50Ms: 0, p99Ms: 0, ok: true };
    });
    expect(taken).toEqual([
      "baseline:1",
      "sqlite:1",
      "postgres:1",
      "postgres:1",
      "sqlite:1",
      "baseline:1",
      "baseline:1",
      "sqlite:1",
      "postgres:1",
    ]);
  });

  it("sums each server's turns: CPU per request over all its requests, not the mean of its turns' figures", async () => {
    // A slow second (the machine drifting) weighs by its requests, as one run of the same length would.
    const turns: Record<string, Turn[]> = {
      a: [
        { requests: 100, cpuMicros: 3_000, p50Ms: 1, p99Ms: 4, ok: true },
        { requests: 300, cpuMicros: 3_000, p50Ms: 2, p99Ms: 9, ok: true },
        { requests: 200, cpuMicros: 2_000, p50Ms: 3, p99Ms: 5, ok: true },
      ],
      b: [
        { requests: 10, cpuMicros: 10, p50Ms: 1, p99Ms: 1, ok: true },
        { requests: 10, cpuMicros: 10, p50Ms: 1, p99Ms: 1, ok: false },
        { requests: 10, cpuMicros: 10, p50Ms: 1, p99Ms: 1, ok: true },
      ],
    };
    const [a, b] = await inTurns(["a", "b"], 3, async (name) => turns[name]?.shift() as Turn);
    expect(a).toEqual({ perSecond: 200, cpuMicrosPerRequest: 8_000 / 600, p50Ms: 2, p99Ms: 9, ok: true });
    expect(b?.ok).toBe(false);
  });
});
