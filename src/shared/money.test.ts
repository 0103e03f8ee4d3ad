import { describe, expect, it } from "vitest";
import {
  addCrypto,
  basisPointsOf,
  compareCrypto,
  cryptoToFiat,
  fiatToCrypto,
  formatUnits,
  isDecimalText,
  parseUnits,
  subtractCrypto,
  toBaseUnitsText,
  toCryptoText,
  toFiatText,
  toPlainText,
} from "./money.ts";

describe("decimal text", () => {
  it.each(["0", "1", "10.5", "0.000001", "123456789012345678901234567890.123456"])("accepts %s", (t) => {
    expect(isDecimalText(t)).toBe(true);
  });
  it.each(["", "-1", "+1", "1e3", "01", ".5", "5.", "1,5", " 1", "0x10", "NaN", "Infinity", "1.2.3"])("rejects %j", (t) =>
    expect(isDecimalText(t)).toBe(false),
  );
});

describe("units", () => {
  it("parses and formats without floats", () => {
    expect(parseUnits("0.1", 6)).toBe(100000n);
    expect(parseUnits("123456789012345678901234567890.123456", 6)).toBe(123456789012345678901234567890123456n);
    expect(formatUnits(5n, 6)).toBe("0.000005");
    expect(formatUnits(-5n, 2)).toBe("-0.05");
    expect(formatUnits(12n, 0)).toBe("12");
  });
  it("refuses to round away digits", () => {
    expect(() => parseUnits("0.0000001", 6)).toThrow(RangeError);
  });
  it("normalises to 6 and 2 fraction digits", () => {
    expect(toCryptoText("1.5")).toBe("1.500000");
    expect(toFiatText("7")).toBe("7.00");
  });
  it("adds, subtracts and compares exactly where floats would not", () => {
    expect(addCrypto("0.1", "0.2")).toBe("0.300000");
    expect(subtractCrypto("10", "5")).toBe("5.000000");
    expect(() => subtractCrypto("1", "1.000001")).toThrow(RangeError);
    expect(compareCrypto("0.3", "0.300000")).toBe(0);
    expect(compareCrypto("2", "10")).toBe(-1);
  });
});

describe("conversions", () => {
  it("converts crypto to fiat at a rate, rounding half up to cents", () => {
    expect(cryptoToFiat("2.5", "3000.00")).toBe("7500.00");
    expect(cryptoToFiat("0.000001", "5000")).toBe("0.01"); // 0.005 rounds up
    expect(cryptoToFiat("0.000001", "4999")).toBe("0.00");
  });
  it("converts fiat to crypto at a rate", () => {
    expect(fiatToCrypto("100", "3000")).toBe("0.033333");
    expect(fiatToCrypto("200", "3000")).toBe("0.066667");
  });
  it("takes basis points", () => {
    expect(basisPointsOf("10", 100n)).toBe("0.100000");
    expect(basisPointsOf("0.000049", 100n)).toBe("0.000000");
    expect(basisPointsOf("0.000050", 100n)).toBe("0.000001");
  });
  it("gives integer base units for EIP-681", () => {
    expect(toBaseUnitsText("1.5", 18)).toBe("1500000000000000000");
    expect(toBaseUnitsText("0.000001", 18)).toBe("1000000000000");
  });
});

describe("plain text", () => {
  it.each([
    ["25.000000", "25"],
    ["12.500000", "12.5"],
    ["0.050000", "0.05"],
    ["0.000001", "0.000001"],
    ["100", "100"],
    ["10.10", "10.1"],
    ["0.000000", "0"],
    ["123456789012345678901234567890.123450", "123456789012345678901234567890.12345"],
  ])("%s reads %s", (text, plain) => expect(toPlainText(text)).toBe(plain));
  it("refuses text that is not decimal", () => expect(() => toPlainText("1e3")).toThrow(RangeError));
});
