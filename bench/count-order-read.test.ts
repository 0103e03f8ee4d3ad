// The instruction count's reading of callgrind's output: a function's own cost, not its calls'.
import { describe, expect, it } from "vitest";
import { callgrindCosts } from "./count-order-read.ts";

describe("callgrind's costs", () => {
  it("are each function's own, names given once and then by number, a call's cost left to the called", () => {
    const text = [
      "# callgrind format",
      "events: Ir",
      "summary: 1160",
      "",
      "ob=(1) /usr/bin/node",
      "fl=(1) ???",
      "fn=(1) Builtins_LoadIC",
      "0 100",
      "+3 20",
      "cfn=(2) 0x000000000d0e53c0",
      "calls=4 0",
      "0 1000",
      "fn=(2)",
      "* 1000",
      "fn=(3) main",
      "-2 40",
      "",
    ].join("\n");
    expect(Object.fromEntries(callgrindCosts(text).self)).toEqual({ Builtins_LoadIC: 120, "0x000000000d0e53c0": 1000, main: 40 });
  });

  it("add up one function's own cost and its calls' into its inclusive cost, a call to itself once", () => {
    const text = [
      "fn=(1) uv__run_timers",
      "0 10",
      "cfn=(2) listOnTimeout",
      "calls=2 0",
      "0 500",
      "cfn=(1)",
      "calls=1 0",
      "0 510",
      "fn=(2)",
      "0 500",
      "fn=(3) uv__io_poll",
      "0 7000",
      "cfn=(2)",
      "calls=1 0",
      "0 250",
      "",
    ].join("\n");
    const costs = callgrindCosts(text, "uv__run_timers");
    expect(costs.inclusive).toBe(510);
    expect(Object.fromEntries(costs.self)).toEqual({ uv__run_timers: 10, listOnTimeout: 500, uv__io_poll: 7000 });
  });
});
