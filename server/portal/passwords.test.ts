import { describe, expect, it } from "vitest";
import { hashPassword, SCRYPT_COST, verifyPassword } from "./passwords.ts";

describe("password hashing", () => {
  it("stores scrypt at N = 2^17, r = 8, p = 1 and verifies only the same password", async () => {
    const stored = await hashPassword("correct horse battery staple");
    expect(stored).toMatch(/^scrypt\$17\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(SCRYPT_COST).toEqual({ log2N: 17, r: 8, p: 1 });
    expect(await verifyPassword("correct horse battery staple", stored)).toBe(true);
    expect(await verifyPassword("correct horse battery stapler", stored)).toBe(false);
  }, 60_000);

  it("salts each hash, and verifies a hash made at another cost by its own parameters", async () => {
    const cheap = { log2N: 10, r: 8, p: 1 };
    const a = await hashPassword("same", cheap);
    const b = await hashPassword("same", cheap);
    expect(a).not.toBe(b);
    expect(await verifyPassword("same", a)).toBe(true);
  });

  it("refuses a malformed stored value instead of throwing", async () => {
    expect(await verifyPassword("x", "bcrypt$whatever")).toBe(false);
  });
});
