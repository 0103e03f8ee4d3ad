// The payment link page's words: every language has English's keys and {placeholders}, none
// empty; every module of link/ is a language of the list, listed in LINK_PAGE_MESSAGES, and
// every language of the list has its words there and both of its protection notes (a
// translator's slip, or a module nobody listed, fails here rather than on a payer's screen).
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isLanguage, LANGUAGE_CODES } from "../../shared/languages.ts";
import { LINK_GUARD_MESSAGES } from "./link-guard.ts";
import { prerenderLinkPage } from "../prerender.tsx";
import type { LinkOffer } from "../../shared/schemas/payment-links.ts";
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
/** An open link with one choice: the page its notes are said on. */
const OFFER: LinkOffer = {
  linkId: "link_1",
  active: true,
  name: "Tee",
  merchant: { name: "Shop", url: "https://shop.invalid" },
  price: { amount: "25", currency: "USD" },
  choices: [
    { assetId: "usdt-tron", currencyCode: "USDT", displayName: "Tether", networkId: "tron", networkDisplayName: "Tron", amount: "25" },
  ],
  expiresInMinutes: 15,
  ratesAt: "2026-01-01T00:00:00.000Z",
};

describe("the link page's languages", () => {
  it("lists every module of link/, each a language of the list, and has every language of the list", () => {
    for (const code of MODULES) {
      expect(isLanguage(code), `link/${code}.ts`).toBe(true);
      expect(Object.hasOwn(LINK_PAGE_MESSAGES, code), `link/${code}.ts is listed in link-page.ts`).toBe(true);
    }
    expect(Object.keys(LINK_PAGE_MESSAGES).sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  it("has both protection notes in every language of the list, written in it, and no other language", () => {
    expect(Object.keys(LINK_GUARD_MESSAGES).sort()).toEqual([...LANGUAGE_CODES].sort());
    const english = LINK_GUARD_MESSAGES.en;
    for (const code of LANGUAGE_CODES) {
      const notes = LINK_GUARD_MESSAGES[code] as Partial<typeof english> | undefined;
      expect(Object.keys(notes ?? {}).sort(), code).toEqual(Object.keys(english).sort());
      for (const key of ["again", "capped"] as const) {
        const text = notes?.[key] ?? "";
        expect(text.trim(), `${code}.${key}`).not.toBe("");
        // A note left in English would tell a payer who reads only their own language nothing.
        if (code !== "en") expect(text, `${code}.${key} is still English`).not.toBe(english[key]);
      }
    }
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

  it("says a refused choice's note in it, not in English", () => {
    for (const notice of ["again", "capped"] as const) {
      const page = prerenderLinkPage({ search: "?lang=sv", acceptLanguage: null, offer: OFFER, notice });
      expect(page.locale).toBe("sv");
      expect(page.app).toContain(LINK_GUARD_MESSAGES.sv[notice]);
      expect(page.app).not.toContain(LINK_GUARD_MESSAGES.en[notice]);
    }
  });
});
