// The service's refusals in the portal's languages: every module written here (<code>.ts) is a
// language of the list with its loader (lib/refusal-modules.ts), holds exactly English's keys,
// none empty, with the same {placeholders} per key; and every language of the list has one.
import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES, isLanguage } from "../../../shared/languages.ts";
import { ENGLISH_REFUSALS } from "../../../shared/refusal-words.ts";
import { hasRefusalWords, refusalWords } from "../../lib/refusal-modules.ts";
import english from "./en.ts";

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]).sort();

const WRITTEN = readdirSync(import.meta.dirname)
  .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts") && name !== "en.ts")
  .map((name) => name.slice(0, -3));

describe("the portal's words for the service's refusals", () => {
  it("English is the service's own templates", () => {
    expect(english).toBe(ENGLISH_REFUSALS);
  });

  it("every language is written or still missing by name, never both, and each module written has its loader", () => {
    for (const code of WRITTEN) expect(isLanguage(code), `refusals/${code}.ts is not a language of the list`).toBe(true);
    for (const code of WRITTEN) expect(isLanguage(code) && hasRefusalWords(code), `refusals/${code}.ts has no loader`).toBe(true);
    const unwritten = LANGUAGE_CODES.filter((code) => code !== "en" && !WRITTEN.includes(code));
    expect(unwritten, "languages without a refusals module").toEqual([]);
    const offered = LANGUAGE_CODES.filter((code) => code !== "en" && hasRefusalWords(code));
    expect([...offered].sort(), "the loaders list exactly the modules written").toEqual([...WRITTEN].sort());
  });

  it.each(WRITTEN)("%s has English's keys and placeholders, none empty", async (code) => {
    const words = isLanguage(code) && code !== "en" ? await refusalWords(code) : null;
    if (!words) throw new Error(`refusals/${code}.ts has no loader in lib/refusal-modules.ts`);
    const extra = Object.keys(words).filter((key) => !(key in ENGLISH_REFUSALS));
    expect(extra, `${code}: keys English does not have`).toEqual([]);
    for (const [key, template] of Object.entries(ENGLISH_REFUSALS)) {
      const mine = (words as Record<string, string>)[key];
      expect(typeof mine, `${code}.${key}`).toBe("string");
      expect(mine?.trim(), `${code}.${key}`).not.toBe("");
      expect(placeholders(mine ?? ""), `${code}.${key}`).toEqual(placeholders(template));
    }
  });
});
