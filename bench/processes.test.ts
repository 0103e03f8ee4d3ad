// How a bench server's node is launched: under a prefix (valgrind, say) with node's flags first.
import { afterEach, describe, expect, it, vi } from "vitest";
import { launchedNode } from "./processes.ts";

afterEach(() => vi.unstubAllEnvs());

describe("a bench server's launch", () => {
  it("is node itself with its arguments when nothing is asked", () => {
    vi.stubEnv("BENCH_CPU_PROF", "");
    expect(launchedNode({}, ["scripts/start.mjs"])).toEqual([process.execPath, ["scripts/start.mjs"]]);
  });

  it("runs node under the prefix, its flags and a CPU profile before the arguments", () => {
    vi.stubEnv("BENCH_CPU_PROF", "/tmp/profiles");
    expect(launchedNode({ prefix: ["valgrind", "--tool=callgrind"], nodeFlags: ["--perf-basic-prof"] }, ["x.mjs"])).toEqual([
      "valgrind",
      ["--tool=callgrind", process.execPath, "--perf-basic-prof", "--cpu-prof", "--cpu-prof-dir=/tmp/profiles", "x.mjs"],
    ]);
  });
});
