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
    expect(Object.fromEntries(callgrindCosts(text))).toEqual({ Builtins_LoadIC: 120, "0x000000000d0e53c0": 1000, main: 40 });
  });
});
