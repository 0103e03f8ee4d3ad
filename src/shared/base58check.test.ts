import { createBase58check } from "@scure/base";
import { sha256 } from "@noble/hashes/sha2.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { base58checkDecode, base58checkEncode } from "./base58check.ts";

// @scure/base is the reference: an audited implementation the page no longer ships.
const reference = createBase58check(sha256);

describe("base58check", () => {
  it("encodes as @scure/base does, leading zero bytes included", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), (bytes) => {
        expect(base58checkEncode(bytes)).toBe(reference.encode(bytes));
      }),
      { numRuns: 500 },
    );
  });

  it("decodes what @scure/base encodes", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), (bytes) => {
        expect(base58checkDecode(reference.encode(bytes))).toEqual(bytes);
      }),
      { numRuns: 500 },
    );
  });

  it("refuses what @scure/base refuses: any string", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        let expected: Uint8Array | null;
        try {
          expected = reference.decode(text);
        } catch {
          expected = null;
        }
        expect(base58checkDecode(text)).toEqual(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it("refuses a changed character and characters outside the alphabet", () => {
    const good = "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t";
    expect(base58checkDecode(good)?.length).toBe(21);
    expect(base58checkDecode("TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u")).toBeNull();
    expect(base58checkDecode("TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj60")).toBeNull();
    expect(base58checkDecode("")).toBeNull();
  });
});
