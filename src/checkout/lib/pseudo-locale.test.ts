import { describe, expect, it } from "vitest";
import en from "../locales/en.ts";
import { LINK_GUARD_MESSAGES } from "../locales/link-guard.ts";
import { LINK_PAGE_MESSAGES } from "../locales/link-page.ts";
import pseudoOf from "../locales/pseudo.ts";
import { pseudoMessages } from "../../shared/pseudo-locale.ts";
import { pluralForms } from "./i18n.ts";
import { asksPseudoLocale } from "./pseudo-locale.ts";

/** What must come through untouched: placeholders, markup, a plural's #, digits. */
const kept = (text: string) => [...text.matchAll(/\{\w+\}|<[^<>]*>|#|\d+/g)].map((m) => m[0]).sort();

/** Messages less than 40 % longer (a plural form by form: a payer reads one) or whose kept parts changed. */
function shortfalls<T extends { [K in keyof T]: string }>(english: T, made: { [K in keyof T]: string }): string[] {
  const found: string[] = [];
  const madeByKey = made as unknown as Record<string, string>;
  for (const [key, text] of Object.entries(english as unknown as Record<string, string>)) {
    const mine = madeByKey[key] ?? "";
    const forms = pluralForms(text) ?? { all: text };
    const madeForms = pluralForms(mine) ?? { all: mine };
    for (const [category, form] of Object.entries(forms)) {
      const long = madeForms[category]?.length ?? 0;
      if (form.trim() !== "" && long < form.length * 1.4) found.push(`${key} (${category}): ${long} for ${form.length}`);
    }
    if (JSON.stringify(kept(mine)) !== JSON.stringify(kept(text))) found.push(`${key}: ${mine}`);
  }
  return found;
}

const pseudo = pseudoOf(en);

describe("the checkout's pseudo-locale", () => {
  it("has every key of the English, each message 40 % longer with its placeholders", () => {
    expect(Object.keys(pseudo)).toEqual(Object.keys(en));
    expect(shortfalls(en, pseudo)).toEqual([]);
  });

  it("does the same for the link page's words and its notes", () => {
    expect(shortfalls(LINK_PAGE_MESSAGES.en, pseudoMessages(LINK_PAGE_MESSAGES.en))).toEqual([]);
    expect(shortfalls(LINK_GUARD_MESSAGES.en, pseudoMessages(LINK_GUARD_MESSAGES.en))).toEqual([]);
  });

  it("is asked for by lang=qps-ploc alone", () => {
    expect(asksPseudoLocale("?orderId=o&lang=qps-ploc")).toBe(true);
    expect(asksPseudoLocale("?lang=qps-ploc&lang=en")).toBe(false);
    expect(asksPseudoLocale("?lang=QPS-PLOC")).toBe(false);
    expect(asksPseudoLocale("?lang=en")).toBe(false);
  });
});
