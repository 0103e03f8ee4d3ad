// The portal's words in the language in use: its module's where it has them, English where it
// lacks one; plural forms by that language's Intl.PluralRules; dates by its Intl rules; and the
// language first chosen before sign-in (this device's choice, lang=, the browser's, English).
import { afterEach, describe, expect, it } from "vitest";
import en from "../locales/en.ts";
import type { PortalTranslation } from "../locales/translation.ts";
import { activeLanguage, format, localTime, sectionWords, t } from "./i18n.ts";
import { firstLanguage, type LanguageStorage, provideLanguageModules } from "./portal-language.ts";

provideLanguageModules(() => import("./language-modules.ts"));

const chose = (code: string): LanguageStorage => ({ getItem: () => code, setItem: () => {} });

afterEach(() => {
  activeLanguage.value = { code: "en", table: null };
});

/** A made-up module: a few words of each kind, the rest left out (the page falls back to English). */
const FIXTURE = {
  main: { signInButton: "Anmelden", passwordHintNew: "Mindestens {min} Zeichen." },
  orders: {},
  twoFactor: {},
  links: {},
  overview: {},
  payouts: { heading: "Auszahlungen" },
  payoutTransfers: {},
  latePayment: {},
} as unknown as PortalTranslation;

describe("the portal's words", () => {
  it("come from the language in use, and from English where it lacks a word", () => {
    expect(t("signInButton")).toBe(en.signInButton);
    activeLanguage.value = { code: "de", table: FIXTURE };
    expect(t("signInButton")).toBe("Anmelden");
    expect(t("passwordHintNew", { min: "12" })).toBe("Mindestens 12 Zeichen.");
    expect(t("email")).toBe(en.email);
    const words = sectionWords("payouts", { heading: "Payouts", other: "Other" });
    expect(words("heading")).toBe("Auszahlungen");
    expect(words("other")).toBe("Other");
  });

  it("pick plural forms by the language's rules, and write dates by its Intl rules", () => {
    const template = "{count, plural, one {# Tag} other {# Tage}}";
    activeLanguage.value = { code: "de", table: FIXTURE };
    expect(format(template, { count: "1" })).toBe("1 Tag");
    expect(format(template, { count: "3" })).toBe("3 Tage");
    expect(localTime("2026-11-29T10:00:00.000Z")).toBe(new Date("2026-11-29T10:00:00.000Z").toLocaleString("de"));
    activeLanguage.value = { code: "ar", table: FIXTURE };
    expect(localTime("2026-11-29T10:00:00.000Z")).toBe(new Date("2026-11-29T10:00:00.000Z").toLocaleString("ar"));
  });

  it("start in this device's choice, then lang=, then the browser's languages by region fallback, then English", async () => {
    expect(await firstLanguage("?lang=fr", ["pt-PT"], chose("ur"))).toBe("ur");
    expect(await firstLanguage("?lang=fr", ["pt-PT"], null)).toBe("fr");
    expect(await firstLanguage("", ["kl", "pt-PT", "de"], null)).toBe("pt");
    expect(await firstLanguage("", ["zh-TW"], null)).toBe("zh-Hant");
    expect(await firstLanguage("?lang=zh-hant", ["no"], null)).toBe("nb");
  });

  it("start in English for a browser whose languages have no module, whatever lang= says of an unknown code", async () => {
    expect(await firstLanguage("?lang=xx", ["kl-GL"], null)).toBe("en");
    expect(await firstLanguage("", [], null)).toBe("en");
    expect(await firstLanguage("", ["en-GB"], { getItem: () => "nope", setItem: () => {} })).toBe("en");
  });
});
