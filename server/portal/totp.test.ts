import { describe, expect, it } from "vitest";
import { createIds, seededRandom } from "../domain/ids.ts";
import { base32Decode, base32Encode, hotp, matchingStep, newRecoveryCodes, otpauthUri, recoveryCodeDigest } from "./totp.ts";

// RFC 6238 appendix B, SHA-1 rows: the ASCII seed "12345678901234567890", 8-digit codes.
const RFC_SECRET = base32Encode(new TextEncoder().encode("12345678901234567890"));
const RFC_ROWS: [number, string][] = [
  [59, "94287082"],
  [1111111109, "07081804"],
  [1111111111, "14050471"],
  [1234567890, "89005924"],
  [2000000000, "69279037"],
  [20000000000, "65353130"],
];

describe("TOTP", () => {
  it("computes RFC 6238's SHA-1 test vectors, and their 6-digit tails", () => {
    for (const [seconds, code] of RFC_ROWS) {
      expect(hotp(base32Decode(RFC_SECRET), Math.floor(seconds / 30), 8)).toBe(code);
      expect(hotp(base32Decode(RFC_SECRET), Math.floor(seconds / 30))).toBe(code.slice(2));
    }
  });

  it("round-trips base32 as authenticator apps write it", () => {
    expect(RFC_SECRET).toBe("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ");
    expect(Buffer.from(base32Decode("gezd gnbv gy3t qojq gezd gnbv gy3t qojq")).toString()).toBe("12345678901234567890");
  });

  it("accepts one step of drift either way, refuses two, and refuses a step already used", () => {
    const now = new Date(1111111111 * 1000);
    const step = Math.floor(1111111111 / 30);
    const at = (s: number) => hotp(base32Decode(RFC_SECRET), s);
    expect(matchingStep(RFC_SECRET, at(step), now, null)).toBe(step);
    expect(matchingStep(RFC_SECRET, at(step - 1), now, null)).toBe(step - 1);
    expect(matchingStep(RFC_SECRET, at(step + 1), now, null)).toBe(step + 1);
    expect(matchingStep(RFC_SECRET, at(step - 2), now, null)).toBeNull();
    expect(matchingStep(RFC_SECRET, at(step + 2), now, null)).toBeNull();
    expect(matchingStep(RFC_SECRET, at(step), now, step)).toBeNull();
    expect(matchingStep(RFC_SECRET, at(step - 1), now, step - 1)).toBeNull();
    expect(matchingStep(RFC_SECRET, at(step + 1), now, step)).toBe(step + 1);
    for (const bad of ["", "12345", "1234567", "abcdef", " 050471"]) expect(matchingStep(RFC_SECRET, bad, now, null)).toBeNull();
  });

  it("writes an otpauth URI and recovery codes that hash the same however they are typed", () => {
    expect(otpauthUri("ABC", "ada@example.com", "Crypto checkout")).toBe(
      "otpauth://totp/Crypto%20checkout:ada%40example.com?secret=ABC&issuer=Crypto%20checkout&algorithm=SHA1&digits=6&period=30",
    );
    const codes = newRecoveryCodes(createIds(seededRandom("recovery")));
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}$/);
    const first = codes[0] as string;
    expect(recoveryCodeDigest(` ${first.toUpperCase().replaceAll("-", "")} `)).toBe(recoveryCodeDigest(first));
  });
});
