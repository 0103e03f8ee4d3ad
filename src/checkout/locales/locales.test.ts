// Complete translations: every language whose module is written has every key, the same
// placeholders as English, a form for every plural category its Intl.PluralRules uses, and no
// string left in English (except the few that read the same in that language, listed here on
// purpose); every module in this folder is a language of the list and is loaded, by the page
// (its own chunk) and by the service (all.ts), and nothing is loaded that is not written.
import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../shared/language-names.ts";
import { isLanguage } from "../../shared/languages.ts";
import { LOCALES, type Locale } from "../lib/checkout-url.ts";
import { format, loadMessages, pluralForms, RTL_LOCALES, translator } from "../lib/i18n.ts";
import { hasMessages } from "../lib/language-modules.ts";
import { ALL_MESSAGES } from "./all.ts";
import en, { type MessageKey, type Messages } from "./en.ts";

const KEYS = Object.keys(en) as MessageKey[];
/** The language modules written: locales/<code>.ts (the other files here are not languages; pseudo.ts is made from English, tested with the pseudo-locale). */
const WRITTEN = readdirSync(import.meta.dirname)
  .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
  .map((name) => name.slice(0, -3))
  .filter((name) => !["all", "link-guard", "link-page", "link-page-messages", "pseudo"].includes(name));
const OTHERS = WRITTEN.filter((code): code is Locale => isLanguage(code) && code !== "en");
const messagesOf = (locale: Locale): Messages => ALL_MESSAGES[locale] ?? ({} as Messages);

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
  it("lists 65, with Arabic, Persian, Hebrew and Urdu right to left, and Chinese, Japanese, Korean, Hindi", () => {
    expect(LOCALES.length).toBe(65);
    for (const code of ["ar", "fa", "he", "ur", "zh", "zh-Hant", "ja", "ko", "hi"] as const) expect(LOCALES).toContain(code);
    expect([...RTL_LOCALES].sort()).toEqual(["ar", "fa", "he", "ur"]);
  });

  it("names every language in itself, each name once", () => {
    expect(LANGUAGES.map((entry) => entry.code)).toEqual([...LOCALES]);
    expect(new Set(LANGUAGES.map((entry) => entry.name)).size).toBe(LOCALES.length);
  });

  it("lists every module written, and loads each in the page and in the service; nothing else", () => {
    for (const code of WRITTEN) expect(isLanguage(code), `locales/${code}.ts is not a language of src/shared/languages.ts`).toBe(true);
    expect(Object.keys(ALL_MESSAGES).sort(), "locales/all.ts lists exactly the modules written").toEqual([...WRITTEN].sort());
    const loaded = LOCALES.filter(hasMessages);
    expect([...loaded].sort(), "lib/language-modules.ts's loaders list exactly the modules written").toEqual([...WRITTEN].sort());
  });

  it("has a module for every language of the list, as the loaders' type says", () => {
    expect(LOCALES.filter((code) => !hasMessages(code))).toEqual([]);
    expect([...WRITTEN].sort()).toEqual([...LOCALES].sort());
  });

  it.each(OTHERS)("%s loads lazily as its own module, the same messages the service renders with", async (locale) => {
    expect(await loadMessages(locale)).toBe(ALL_MESSAGES[locale]);
  });
});

describe.each(OTHERS)("%s", (locale) => {
  const messages = messagesOf(locale);

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
    const ru = translator(messagesOf("ru"), "ru");
    expect(["1", "3", "5", "21"].map((count) => ru("paymentsReceived", { count }))).toEqual([
      "Получен 1 платёж",
      "Получено 3 платежа",
      "Получено 5 платежей",
      "Получен 21 платёж",
    ]);
    const english = translator(en, "en");
    expect(english("paymentsReceived", { count: "1" })).toBe("1 payment received");
    expect(english("paymentsReceived", { count: "2" })).toBe("2 payments received");
    const ar = translator(messagesOf("ar"), "ar");
    expect(ar("paymentsReceived", { count: "2" })).toBe("وصلت دفعتان");
  });

  it("fills placeholders as plain text", () => {
    expect(format("Back to {merchant}", { merchant: "<b>x</b>" })).toBe("Back to <b>x</b>");
    expect(format("{a} and {b}", { a: "1" })).toBe("1 and {b}");
  });
});
