// CHAIN_SERVICE_FEE_PERCENT as the start reads it: decimal text to basis points, 0 when unset,
// and a clear refusal naming the setting for anything else (a JSON number's exponent, a
// negative, a fraction finer than a basis point, 100 % or more).
import { describe, expect, it } from "vitest";
import { TEST_XPUB_EVM } from "../../test/support/chain/keys.ts";
import { describeServiceFee, readServiceFeeBasisPoints } from "./service-fee.ts";
import { readChainSettings } from "./settings.ts";

const read = (value: string | undefined) => readServiceFeeBasisPoints({ CHAIN_SERVICE_FEE_PERCENT: value });

describe("CHAIN_SERVICE_FEE_PERCENT", () => {
  it("is 0 unless set, and reads decimal text to basis points", () => {
    expect(read(undefined)).toBe(0n);
    expect(read(" ")).toBe(0n);
    expect(read("0")).toBe(0n);
    expect(read("1")).toBe(100n);
    expect(read("0.5")).toBe(50n);
    expect(read("0.25")).toBe(25n);
    expect(read(" 2.05 ")).toBe(205n);
    expect(read("99.99")).toBe(9999n);
  });

  it("refuses anything else with one line naming the setting and what would be valid", () => {
    for (const bad of ["-1", "100", "1e2", "0.125", "1,5", "abc", "1 %", ".5", "5."]) {
      expect(() => read(bad), bad).toThrow(
        new RegExp(`^CHAIN_SERVICE_FEE_PERCENT=${bad.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} is not a percent from 0 to 99\\.99`),
      );
    }
    // A long value (a key pasted on the wrong line) is not repeated.
    expect(() => read(TEST_XPUB_EVM)).toThrow(/^CHAIN_SERVICE_FEE_PERCENT is not a percent/);
  });

  it("is part of chain mode's settings, 0 by default", () => {
    const base = { CHAIN_RPC_URL_ETHEREUM: "https://eth.invalid", XPUB_EVM: TEST_XPUB_EVM };
    expect(readChainSettings(base)?.serviceFeeBasisPoints).toBe(0n);
    expect(readChainSettings({ ...base, CHAIN_SERVICE_FEE_PERCENT: "0.5" })?.serviceFeeBasisPoints).toBe(50n);
    expect(() => readChainSettings({ ...base, CHAIN_SERVICE_FEE_PERCENT: "1e2" })).toThrow(/^CHAIN_SERVICE_FEE_PERCENT=1e2/);
  });

  it("prints as a percent", () => {
    expect([0n, 50n, 25n, 100n, 205n].map(describeServiceFee)).toEqual(["0 %", "0.5 %", "0.25 %", "1 %", "2.05 %"]);
  });
});
