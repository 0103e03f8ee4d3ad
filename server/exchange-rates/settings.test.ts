import { describe, expect, it } from "vitest";
import { readRateSettings } from "./settings.ts";

describe("the settings of prices and quotes", () => {
  it("defaults: a 2 % band, a 20 % change limit, tables and quotes good for 10 minutes, no key set", () => {
    expect(readRateSettings({})).toEqual({
      checks: { stablecoinBandPercent: "2", maxChangePercent: "20", maxAgeMs: 600_000 },
      quoteValidMs: 600_000,
      quoteKey: null,
    });
  });

  it("reads each one", () => {
    const read = readRateSettings({
      RATE_STABLECOIN_BAND_PERCENT: "0.5",
      RATE_MAX_CHANGE_PERCENT: "35",
      RATE_MAX_AGE_MINUTES: "3",
      QUOTE_VALID_MINUTES: "5",
      LINK_QUOTE_KEY: "k".repeat(40),
    });
    expect(read).toEqual({
      checks: { stablecoinBandPercent: "0.5", maxChangePercent: "35", maxAgeMs: 180_000 },
      quoteValidMs: 300_000,
      quoteKey: "k".repeat(40),
    });
  });

  it.each([
    ["RATE_STABLECOIN_BAND_PERCENT", "-1"],
    ["RATE_STABLECOIN_BAND_PERCENT", "0"],
    ["RATE_MAX_CHANGE_PERCENT", "101"],
    ["RATE_MAX_CHANGE_PERCENT", "1e2"],
    ["RATE_MAX_AGE_MINUTES", "0"],
    ["QUOTE_VALID_MINUTES", "ten"],
    ["LINK_QUOTE_KEY", "short"],
  ])("refuses %s=%s, naming it", (name, value) => {
    expect(() => readRateSettings({ [name]: value })).toThrow(name);
  });
});
