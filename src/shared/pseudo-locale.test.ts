import { describe, expect, it } from "vitest";
import checkout from "../checkout/locales/en.ts";
import { LINK_PAGE_MESSAGES } from "../checkout/locales/link-page.ts";
import portal from "../portal/locales/en.ts";
import { format, pluralForms } from "../checkout/lib/i18n.ts";
import { pseudoMessage, pseudoMessages } from "./pseudo-locale.ts";

const placeholders = (text: string) => [...text.matchAll(/\{\w+\}|<[^<>]*>|#|\d+/g)].map((m) => m[0]).sort();

const tables: Array<[string, Readonly<Record<string, string>>]> = [
  ["checkout", checkout],
  ["link page", LINK_PAGE_MESSAGES.en],
  ["portal", portal],
];

describe("the pseudo-locale", () => {
  it("accents and lengthens a message, in brackets", () => {
    expect(pseudoMessage("Pay now")).toBe("[Ƥàý ñöŵ ···]");
  });

  it("keeps placeholders, markup, digits and a plural's structure as they are", () => {
    expect(pseudoMessage("Send {amount} to <b>{address}</b> in 15 min")).toMatch(
      /^\[Šéñđ \{amount\} ţö <b>\{address\}<\/b> îñ 15 ɱîñ [·\s]+\]$/,
    );
    const plural = pseudoMessage("{count, plural, one {# payment} other {# payments}}");
    expect(pluralForms(plural)).toEqual({ one: expect.stringMatching(/^\[# þàýɱéñţ [·\s]+\]$/), other: expect.any(String) });
    expect(format(plural, { count: "2" })).toMatch(/^\[2 þàýɱéñţš /);
  });

  for (const [name, table] of tables) {
    it(`makes every ${name} message at least 40 % longer with the same placeholders`, () => {
      const pseudo = pseudoMessages(table);
      expect(Object.keys(pseudo)).toEqual(Object.keys(table));
      const short: string[] = [];
      const changed: string[] = [];
      for (const [key, english] of Object.entries(table)) {
        const made = pseudo[key] ?? "";
        // A plural message is read one form at a time: each form is lengthened on its own.
        const shown = Object.entries(pluralForms(english) ?? { all: english });
        const madeForms = pluralForms(made) ?? { all: made };
        for (const [category, form] of shown) {
          const long = madeForms[category]?.length ?? 0;
          if (form.trim() !== "" && long < form.length * 1.4) short.push(`${key} (${category}): ${long} for ${form.length}`);
        }
        if (JSON.stringify(placeholders(made)) !== JSON.stringify(placeholders(english))) changed.push(`${key}: ${made}`);
      }
      expect(short, "messages less than 40 % longer").toEqual([]);
      expect(changed, "messages whose placeholders, markup or digits changed").toEqual([]);
    });
  }

  it("leaves no ASCII letter outside placeholders and markup", () => {
    const stray = Object.values(pseudoMessages(checkout)).filter((m) =>
      /[A-Za-z]/.test(m.replace(/\{\w+(, plural,)?|\b(one|other|few|many|two|zero)\b|<[^<>]*>/g, "")),
    );
    expect(stray).toEqual([]);
  });
});
