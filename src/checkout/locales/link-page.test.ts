// The payment link page's words: every language has English's keys and {placeholders}, none
// empty; every module of link/ is a language of the list, listed in LINK_PAGE_MESSAGES, and a
// language listed there is one of the first 25 or has its module (a translator's slip, or a
// module nobody listed, fails here rather than on a payer's screen).
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isLanguage } from "../../shared/languages.ts";
import { LINK_GUARD_MESSAGES } from "./link-guard.ts";
import { prerenderLinkPage } from "../prerender.tsx";
import { LINK_PAGE_MESSAGES } from "./link-page.ts";
import sv from "./link/sv.ts";

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]).sort();
const folder = join(import.meta.dirname, "link");
const MODULES = existsSync(folder)
  ? readdirSync(folder)
      .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
      .map((name) => name.slice(0, -3))
  : [];
const en = LINK_PAGE_MESSAGES.en;

describe("the link page's languages", () => {
  it("lists every module of link/, each a language of the list; the others are the first 25", () => {
    for (const code of MODULES) {
      expect(isLanguage(code), `link/${code}.ts`).toBe(true);
      expect(Object.hasOwn(LINK_PAGE_MESSAGES, code), `link/${code}.ts is listed in link-page.ts`).toBe(true);
    }
    const inline = Object.keys(LINK_PAGE_MESSAGES).filter((code) => !MODULES.includes(code));
    expect(inline.sort()).toEqual(Object.keys(LINK_GUARD_MESSAGES).sort());
  });

  for (const [code, words] of Object.entries(LINK_PAGE_MESSAGES)) {
    it(`${code} has English's keys and placeholders`, () => {
      expect(Object.keys(words).sort()).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(en)) {
        const mine = (words as unknown as Record<string, string>)[key] ?? "";
        expect(mine.trim(), `${code}.${key}`).not.toBe("");
        expect(placeholders(mine), `${code}.${key}`).toEqual(placeholders(text));
      }
    });
  }
});

describe("the link page in a later language", () => {
  it("is served in it by lang= and by the browser's region", () => {
    const byLang = prerenderLinkPage({ search: "?lang=sv", acceptLanguage: null, offer: null });
    expect(byLang).toMatchObject({ locale: "sv", title: sv.notFoundHeading });
    const byBrowser = prerenderLinkPage({ search: "", acceptLanguage: "kl, sv-FI;q=0.9, en;q=0.5", offer: null });
    expect(byBrowser).toMatchObject({ locale: "sv", title: sv.notFoundHeading });
  });
});
