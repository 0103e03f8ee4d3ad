// The one list of languages and how a language is chosen from what a browser sends: the tag,
// then each shorter prefix, against the codes and the aliases; Accept-Language by its q-values.
import { describe, expect, it } from "vitest";
import { LANGUAGES, nameOf } from "./language-names.ts";
import { acceptedLanguages, directionOf, isLanguage, LANGUAGE_CODES, languageOf, pickLanguage } from "./languages.ts";

describe("the list", () => {
  it("holds 65 languages, English first, each code and own name once, four right to left", () => {
    expect(LANGUAGE_CODES).toHaveLength(65);
    expect(LANGUAGE_CODES[0]).toBe("en");
    expect(new Set(LANGUAGE_CODES).size).toBe(65);
    expect(new Set(LANGUAGES.map((entry) => entry.name)).size).toBe(65);
    expect(LANGUAGES.filter((entry) => directionOf(entry.code) === "rtl").map((entry) => entry.code)).toEqual(
      ["ar", "fa", "ur", "he"].sort(),
    );
    expect(directionOf("ur")).toBe("rtl");
    expect(directionOf("zh-Hant")).toBe("ltr");
    expect(nameOf("nb")).toBe("Norsk bokmål");
  });

  it("knows a code exactly, case and all", () => {
    expect(isLanguage("zh-Hant")).toBe(true);
    expect(isLanguage("zh-hant")).toBe(false);
    expect(isLanguage("xx")).toBe(false);
    expect(isLanguage(7)).toBe(false);
  });
});

describe("languageOf", () => {
  it("falls back by region and script, reads aliases, and keeps Serbian in its Cyrillic files", () => {
    const cases: Record<string, string | null> = {
      "pt-PT": "pt",
      "pt-BR": "pt",
      "zh-Hant-TW": "zh-Hant",
      "zh-TW": "zh-Hant",
      "zh-HK": "zh-Hant",
      "zh-MO": "zh-Hant",
      "zh-CN": "zh",
      "zh-Hans-SG": "zh",
      zh: "zh",
      no: "nb",
      "nb-NO": "nb",
      nn: "nb",
      iw: "he",
      tl: "fil",
      "sr-Latn-RS": "sr",
      "uz-Latn": "uz",
      "EN-us": "en",
      de_AT: "de",
      kl: null,
      "": null,
      "*": null,
    };
    for (const [tag, language] of Object.entries(cases)) expect(languageOf(tag), tag).toBe(language);
  });
});

describe("Accept-Language", () => {
  it("orders by q-value, keeps the header's order among equals, drops q=0 and *", () => {
    expect(acceptedLanguages("de-DE, ar;q=0.8, en;q=0.9, ru;q=0, *;q=0.1")).toEqual(["de-DE", "en", "ar"]);
    expect(acceptedLanguages("fr;q=0.5, zh-TW")).toEqual(["zh-TW", "fr"]);
    expect(acceptedLanguages(null)).toEqual([]);
  });

  it("chooses the choice, then lang, then the first listed preference, then English", () => {
    expect(pickLanguage(null, acceptedLanguages("kl, pt-PT;q=0.9, en;q=0.8"))).toBe("pt");
    expect(pickLanguage("de", ["fr"])).toBe("de");
    expect(pickLanguage("de", ["fr"], "ur")).toBe("ur");
    expect(pickLanguage(null, ["kl", "eo"])).toBe("en");
  });
});
