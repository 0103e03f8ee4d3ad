// The portal's languages: every module written (locales/<code>.ts) is a language of the list,
// has its loader (lib/language-modules.ts, which finds the files) and nothing else has one,
// and every language of the list has its module (the loaders' type says so, the folder is
// held to it here); each holds every section
// with exactly English's keys, none empty, and the same {placeholders} per key: a translator's
// slip fails here, not on a merchant's screen.
import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../shared/language-names.ts";
import { isLanguage, LANGUAGE_CODES } from "../../shared/languages.ts";
import { hasPortalLanguage, portalTable } from "../lib/language-modules.ts";
import latePayment from "./en-late-payment.ts";
import links from "./en-links.ts";
import orders from "./en-orders.ts";
import overview from "./en-overview.ts";
import payoutTransfers from "./en-payout-transfers.ts";
import payouts from "./en-payouts.ts";
import twoFactor from "./en-two-factor.ts";
import main from "./en.ts";
import type { PortalTranslation } from "./translation.ts";

const ENGLISH: Record<keyof PortalTranslation, Readonly<Record<string, string>>> = {
  main,
  orders,
  twoFactor,
  links,
  overview,
  payouts,
  payoutTransfers,
  latePayment,
};

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]).sort();

// pseudo.ts is made from the English tables, not written: the pseudo-locale's own tests hold it.
const WRITTEN = readdirSync(import.meta.dirname)
  .filter(
    (name) =>
      name.endsWith(".ts") && !name.endsWith(".test.ts") && !name.startsWith("en") && name !== "translation.ts" && name !== "pseudo.ts",
  )
  .map((name) => name.slice(0, -3));

describe("the portal's languages", () => {
  it("loads every module written, each a language of the list, and offers nothing unwritten", () => {
    for (const code of WRITTEN) expect(isLanguage(code), `locales/${code}.ts is not a language of src/shared/languages.ts`).toBe(true);
    const offered = LANGUAGES.map((entry) => entry.code).filter((code) => code !== "en" && hasPortalLanguage(code));
    expect([...offered].sort(), "lib/language-modules.ts's loaders list exactly the modules written").toEqual([...WRITTEN].sort());
  });

  it("has a module for every language of the list, as the loaders' type says", () => {
    expect(LANGUAGE_CODES.filter((code) => !hasPortalLanguage(code))).toEqual([]);
    expect([...WRITTEN].sort()).toEqual(LANGUAGE_CODES.filter((code) => code !== "en").sort());
  });

  it.each(WRITTEN)("%s has every section with English's keys and placeholders, none empty", async (code) => {
    const table = isLanguage(code) && code !== "en" ? await portalTable(code) : null;
    if (!table) throw new Error(`locales/${code}.ts has no loader in lib/language-modules.ts`);
    expect(Object.keys(table).sort()).toEqual(Object.keys(ENGLISH).sort());
    for (const [section, english] of Object.entries(ENGLISH) as [keyof PortalTranslation, Record<string, string>][]) {
      const mine = table[section] as Record<string, string>;
      const extra = Object.keys(mine).filter((key) => !(key in english));
      expect(extra, `${code}.${section}: keys English does not have`).toEqual([]);
      for (const key of Object.keys(english)) {
        expect(typeof mine[key], `${code}.${section}.${key}`).toBe("string");
        expect(mine[key]?.trim(), `${code}.${section}.${key}`).not.toBe("");
      }
      for (const key of Object.keys(mine)) {
        expect(placeholders(mine[key] ?? ""), `${code}.${section}.${key}`).toEqual(placeholders(english[key] ?? ""));
      }
    }
  });
});
