import { afterEach, describe, expect, it, vi } from "vitest";
import { NETWORKS } from "../../shared/networks.ts";
import { EVM_ADDRESS, TRON_ADDRESS } from "../testing/order-fixtures.ts";

// The module keeps what it learned (the loaded check, the addresses the service drew) for the
// page's life; each test takes a fresh copy of it.
async function fresh() {
  vi.resetModules();
  return import("./address-check.ts");
}

afterEach(() => {
  vi.resetModules();
});

describe("address check", () => {
  it("takes the address the service drew as checked, and no other, until the check's chunk is here", async () => {
    const check = await fresh();
    const ethereum = NETWORKS.ethereum;
    check.drawnAddress(EVM_ADDRESS, ethereum);
    expect(check.needsAddressCheck(EVM_ADDRESS, ethereum)).toBe(false);
    expect(check.addressPasses(EVM_ADDRESS, ethereum)).toBe(true);
    // Another address, or the same text on another network, waits for the check: never shown unchecked.
    const other = EVM_ADDRESS.replace(/.$/, (last) => (last === "0" ? "1" : "0"));
    expect(check.needsAddressCheck(other, ethereum)).toBe(true);
    expect(check.addressPasses(other, ethereum)).toBe(false);
    expect(check.needsAddressCheck(EVM_ADDRESS, NETWORKS.bsc)).toBe(true);
    expect(check.addressCheck.value).toBeNull();
  });

  it("judges every address by its network's check once the chunk has loaded", async () => {
    const check = await fresh();
    expect(await check.loadAddressCheck()).not.toBeNull();
    expect(check.needsAddressCheck(TRON_ADDRESS, NETWORKS.tron)).toBe(false);
    expect(check.addressPasses(TRON_ADDRESS, NETWORKS.tron)).toBe(true);
    expect(check.addressPasses(EVM_ADDRESS, NETWORKS.ethereum)).toBe(true);
    // A wrong EIP-55 case, and a TRON address with a broken checksum, are refused.
    const flipped = `0x${[...EVM_ADDRESS.slice(2)].map((c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase())).join("")}`;
    expect(check.addressPasses(flipped, NETWORKS.ethereum)).toBe(false);
    expect(check.addressPasses(`${TRON_ADDRESS.slice(0, -1)}${TRON_ADDRESS.endsWith("a") ? "b" : "a"}`, NETWORKS.tron)).toBe(false);
  });
});
