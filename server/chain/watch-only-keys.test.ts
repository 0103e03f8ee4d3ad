import { describe, expect, it } from "vitest";
import { EVM_ADDRESSES, TEST_XPRV_EVM, TEST_XPUB_EVM, TEST_XPUB_TRON, TRON_ADDRESSES } from "../../test/support/chain/keys.ts";
import { HDKey } from "@scure/bip32";
import { watchOnlyKey } from "./watch-only-keys.ts";

describe("watch-only keys", () => {
  it("derives the known EVM and TRON addresses 0/0 and 0/1", () => {
    const evm = watchOnlyKey(TEST_XPUB_EVM, "evm", "XPUB_EVM");
    expect([evm.addressAt(0), evm.addressAt(1)]).toEqual(EVM_ADDRESSES);
    expect(evm.accountAt(0)).toBe("9858effd232b4033e47d90003d41ec34ecaeda94");
    const tron = watchOnlyKey(TEST_XPUB_TRON, "tron", "XPUB_TRON");
    expect([tron.addressAt(0), tron.addressAt(1)]).toEqual(TRON_ADDRESSES);
  });

  it("refuses an extended private key without repeating it, and a key at the wrong depth", () => {
    const xprv = TEST_XPRV_EVM;
    expect(() => watchOnlyKey(xprv, "evm", "XPUB_EVM")).toThrow(/XPUB_EVM is an extended PRIVATE key/);
    try {
      watchOnlyKey(xprv, "evm", "XPUB_EVM");
    } catch (error) {
      expect(String(error)).not.toContain(xprv.slice(4, 20));
    }
    expect(() => watchOnlyKey(HDKey.fromExtendedKey(TEST_XPUB_EVM).deriveChild(0).publicExtendedKey, "evm", "XPUB_EVM")).toThrow(/depth 4/);
    expect(() => watchOnlyKey("xpub-nonsense", "evm", "XPUB_EVM")).toThrow(/not an extended public key/);
  });
});
