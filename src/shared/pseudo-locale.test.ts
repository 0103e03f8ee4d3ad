import { describe, expect, it } from "vitest";
import { pseudoMessage, pseudoMessages } from "./pseudo-locale.ts";

describe("the pseudo-locale", () => {
  it("accents and lengthens a message, in brackets", () => {
    expect(pseudoMessage("Pay now")).toBe("[Ƥàý ñöŵ ···]");
  });

  it("keeps placeholders, markup and digits as they are", () => {
    expect(pseudoMessage("Send {amount} to <b>{address}</b> in 15 min")).toMatch(
      /^\[Šéñđ \{amount\} ţö <b>\{address\}<\/b> îñ 15 ɱîñ [·\s]+\]$/,
    );
  });

  it("keeps a plural's structure and its #, each form made pseudo", () => {
    expect(pseudoMessage("{count, plural, one {# payment} other {# payments}}")).toBe(
      "{count, plural, one {[# þàýɱéñţ ····]} other {[# þàýɱéñţš ····]}}",
    );
  });

  it("pads with short runs of dots, so padding never makes a word that cannot wrap", () => {
    const long = pseudoMessage("word ".repeat(40).trim());
    expect(long.length).toBeGreaterThanOrEqual(199 * 1.4);
    expect(Math.max(...long.split(/\s/).map((w) => w.length))).toBeLessThanOrEqual(6);
  });

  it("makes a table with the same keys", () => {
    expect(pseudoMessages({ a: "Yes", b: "" })).toEqual({ a: "[Ýéš ··]", b: "" });
  });
});
