// Complete translations: every language has every key, the same placeholders as English, a
// form for every plural category its Intl.PluralRules uses, and no string left in English
// (except the few that read the same in that language, listed here on purpose).
import { describe, expect, it } from "vitest";
import { LOCALES, type Locale } from "../lib/checkout-url.ts";
import { format, loadMessages, pluralForms, RTL_LOCALES, translator } from "../lib/i18n.ts";
import { LOCALE_NAMES } from "../lib/locale-names.ts";
import { ALL_MESSAGES } from "./all.ts";
import en, { type MessageKey } from "./en.ts";

const KEYS = Object.keys(en) as MessageKey[];
const OTHERS = LOCALES.filter((l) => l !== "en");

/** Strings that are the same words in that language as in English (or only placeholders). */
const SAME_AS_ENGLISH: Partial<Record<Locale, MessageKey[]>> = {
  de: ["status"],
  fr: ["transaction", "date"],
  id: ["status"],
  ms: ["status"],
  nl: ["status"],
  fil: ["address"],
};
const SAME_EVERYWHERE: MessageKey[] = ["fiatValue"];

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]).sort();

describe("languages", () => {
  it("has at least 24, with Arabic, Persian and Hebrew right to left, and Chinese, Japanese, Korean, Hindi", () => {
    expect(LOCALES.length).toBeGreaterThanOrEqual(24);
    for (const code of ["ar", "fa", "he", "zh", "ja", "ko", "hi"] as const) expect(LOCALES).toContain(code);
    expect([...RTL_LOCALES].sort()).toEqual(["ar", "fa", "he"]);
  });

  it("names every language in itself", () => {
    expect(Object.keys(LOCALE_NAMES).sort()).toEqual([...LOCALES].sort());
    expect(new Set(Object.values(LOCALE_NAMES)).size).toBe(LOCALES.length);
  });

  it.each(OTHERS)("%s loads lazily as its own module, the same messages the service renders with", async (locale) => {
    expect(await loadMessages(locale)).toBe(ALL_MESSAGES[locale]);
  });
});

describe.each(OTHERS)("%s", (locale) => {
  const messages = ALL_MESSAGES[locale];

  it("has every key, no other, none empty", () => {
    expect(Object.keys(messages).sort()).toEqual([...KEYS].sort());
    for (const key of KEYS) expect(messages[key].trim(), key).not.toBe("");
  });

  it("keeps English's placeholders", () => {
    for (const key of KEYS) expect(placeholders(messages[key]), key).toEqual(placeholders(en[key]));
  });

  it("leaves nothing in English", () => {
    const allowed = new Set([...SAME_EVERYWHERE, ...(SAME_AS_ENGLISH[locale] ?? [])]);
    const same = KEYS.filter((key) => messages[key] === en[key] && !allowed.has(key));
    expect(same).toEqual([]);
  });

  it("has a form for every plural category of the language", () => {
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    for (const key of KEYS) {
      const forms = pluralForms(en[key]);
      if (!forms) continue;
      const own = pluralForms(messages[key]);
      expect(own, `${key} is a plural message`).not.toBeNull();
      for (const category of categories) expect(Object.keys(own ?? {}), `${key}: ${category}`).toContain(category);
    }
  });
});

describe("plurals and placeholders", () => {
  it("picks the form through Intl.PluralRules", () => {
    const ru = translator(ALL_MESSAGES.ru, "ru");
    expect(["1", "3", "5", "21"].map((count) => ru("paymentsReceived", { count }))).toEqual([
      "Получен 1 платёж",
      "Получено 3 платежа",
      "Получено 5 платежей",
      "Получен 21 платёж",
    ]);
    const english = translator(en, "en");
    expect(english("paymentsReceived", { count: "1" })).toBe("1 payment received");
    expect(english("paymentsReceived", { count: "2" })).toBe("2 payments received");
    const ar = translator(ALL_MESSAGES.ar, "ar");
    expect(ar("paymentsReceived", { count: "2" })).toBe("وصلت دفعتان");
  });

  it("fills placeholders as plain text", () => {
    expect(format("Back to {merchant}", { merchant: "<b>x</b>" })).toBe("Back to <b>x</b>");
    expect(format("{a} and {b}", { a: "1" })).toBe("1 and {b}");
  });
});
