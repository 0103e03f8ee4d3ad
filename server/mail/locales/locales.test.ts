// Every mail module says what English says, no more and no less: the same mail kinds and keys,
// and the same {placeholders} in each text (a slip in a translation fails here, not in a
// merchant's inbox); every module in this folder is loaded, and only for a listed language.
import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isLanguage } from "../../../src/shared/languages.ts";
import en from "./en.ts";
import { MAIL_LOCALES } from "./index.ts";

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

const modules = readdirSync(import.meta.dirname)
  .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts") && name !== "index.ts")
  .map((name) => name.slice(0, -3));

describe("the mail's languages", () => {
  it("loads every module in the folder, each for a listed language", () => {
    expect(Object.keys(MAIL_LOCALES).sort()).toEqual([...modules].sort());
    for (const code of modules) expect(isLanguage(code), code).toBe(true);
  });

  for (const [code, words] of Object.entries(MAIL_LOCALES)) {
    it(`${code} has English's keys and placeholders`, () => {
      expect(Object.keys(words).sort()).toEqual(Object.keys(en).sort());
      for (const kind of Object.keys(en) as (keyof typeof en)[]) {
        const mine = words[kind] as Record<string, string>;
        const english = en[kind] as Record<string, string>;
        expect(Object.keys(mine).sort(), `${code}.${kind}`).toEqual(Object.keys(english).sort());
        for (const key of Object.keys(english)) {
          expect(typeof mine[key], `${code}.${kind}.${key}`).toBe("string");
          expect(mine[key]?.trim(), `${code}.${kind}.${key}`).not.toBe("");
          expect(placeholders(mine[key] ?? ""), `${code}.${kind}.${key}`).toEqual(placeholders(english[key] ?? ""));
        }
      }
    });
  }
});
