// Text kept as V8 keeps property names is the same text, whatever it holds.
import { describe, expect, it } from "vitest";
import { internalized } from "./internalized.ts";

describe("internalized text", () => {
  it("is the text as it was: digits, a prototype's names, long or not Latin", () => {
    for (const text of ["ord_b", "", "0", "123", "__proto__", "constructor", "a".repeat(200), "ü✓"]) expect(internalized(text)).toBe(text);
  });
});
