import { describe, expect, it } from "vitest";
import { isEvmAddress, isTronAddress, isValidAddress, toChecksumAddress, tronAddressFromAccount } from "./address.ts";

describe("EVM addresses (EIP-55)", () => {
  // Test vectors from the EIP-55 text.
  const vectors = [
    "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
    "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359",
    "0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB",
    "0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb",
  ];
  it.each(vectors)("checksums %s", (address) => {
    expect(toChecksumAddress(address.toLowerCase())).toBe(address);
    expect(isEvmAddress(address)).toBe(true);
  });
  it("rejects a flipped letter case", () => {
    expect(isEvmAddress("0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD")).toBe(false);
  });
  it("accepts an unchecksummed address only when asked", () => {
    const lower = vectors[0]!.toLowerCase();
    expect(isEvmAddress(lower)).toBe(false);
    expect(isEvmAddress(lower, true)).toBe(true);
  });
  it("rejects wrong lengths and non-hex", () => {
    expect(isEvmAddress("0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe")).toBe(false);
    expect(isEvmAddress("0xZaAeb6053F3E94C9b9A09f33669435E7Ef1BeAed")).toBe(false);
    expect(isEvmAddress("5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed00")).toBe(false);
  });
});

describe("TRON addresses (base58check)", () => {
  // The USDT TRC-20 contract address, a well-known valid mainnet address.
  const known = "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t";
  it("accepts a known mainnet address", () => {
    expect(isTronAddress(known)).toBe(true);
    expect(isValidAddress(known, "tron")).toBe(true);
  });
  it("rejects a changed character (checksum)", () => {
    expect(isTronAddress("TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u")).toBe(false);
  });
  it("rejects EVM input and garbage", () => {
    expect(isTronAddress("0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed")).toBe(false);
    expect(isTronAddress("T0000000000000000000000000000000000")).toBe(false);
    expect(isTronAddress("")).toBe(false);
  });
  it("round-trips generated addresses", () => {
    const account = new Uint8Array(20).map((_, i) => i * 7);
    const address = tronAddressFromAccount(account);
    expect(address.startsWith("T")).toBe(true);
    expect(isTronAddress(address)).toBe(true);
  });
});
