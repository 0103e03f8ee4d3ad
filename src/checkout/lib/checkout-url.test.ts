import { describe, expect, it } from "vitest";
import { parseCheckoutUrl, pickLocale } from "./checkout-url.ts";

describe("parseCheckoutUrl", () => {
  it("takes integrationId and orderId", () => {
    expect(parseCheckoutUrl("?integrationId=int_1&orderId=ord-A9")).toEqual({
      valid: true,
      integrationId: "int_1",
      orderId: "ord-A9",
      lang: null,
      theme: null,
    });
  });

  it("ignores every other parameter, including address and amount", () => {
    const url = parseCheckoutUrl("?integrationId=i&orderId=o&address=TXattacker&amount=999&merchant=Evil");
    expect(url).toEqual({ valid: true, integrationId: "i", orderId: "o", lang: null, theme: null });
  });

  it("takes lang and theme only from their lists", () => {
    expect(parseCheckoutUrl("?integrationId=i&orderId=o&lang=ar&theme=dark")).toMatchObject({ lang: "ar", theme: "dark" });
    expect(parseCheckoutUrl("?integrationId=i&orderId=o&lang=xx&theme=<b>")).toMatchObject({ valid: true, lang: null, theme: null });
    // The embed passes its default, auto, on as it is: no theme, so the page follows the system's.
    expect(parseCheckoutUrl("?integrationId=i&orderId=o&theme=auto")).toMatchObject({ valid: true, theme: null });
  });

  it.each([
    "",
    "?orderId=o",
    "?integrationId=i",
    "?integrationId=&orderId=o",
    "?integrationId=i&orderId=%3Cscript%3E",
    "?integrationId=i&orderId=a%20b",
    "?integrationId=i&orderId=../x",
    "?integrationId=i&orderId=javascript:alert(1)",
    `?integrationId=i&orderId=${"a".repeat(129)}`,
    "?integrationId=i&orderId=o&orderId=p",
    "?integrationId=i&orderId=%E2%80%AEo",
  ])("rejects %j and keeps nothing from it", (search) => {
    const url = parseCheckoutUrl(search);
    expect(url.valid).toBe(false);
    expect(Object.keys(url).sort()).toEqual(["lang", "theme", "valid"]);
  });

  it("accepts 128-character ids", () => {
    expect(parseCheckoutUrl(`?integrationId=i&orderId=${"a".repeat(128)}`).valid).toBe(true);
  });
});

describe("pickLocale", () => {
  it("prefers the lang parameter", () => expect(pickLocale("tr", ["es-ES"])).toBe("tr"));
  it("uses the first supported browser language", () => expect(pickLocale(null, ["kl-GL", "pt-BR", "es"])).toBe("pt"));
  it("falls back to English", () => expect(pickLocale(null, ["kl", "eo"])).toBe("en"));
  it("reads old and alternative codes", () =>
    expect(["iw-IL", "in", "tl", "fil-PH", "zh_TW"].map((tag) => pickLocale(null, [tag]))).toEqual(["he", "id", "fil", "fil", "zh-Hant"]));
  it("puts the payer's own choice first, then the link's lang, then the browser's", () => {
    expect(pickLocale("tr", ["es"], "ja")).toBe("ja");
    expect(pickLocale("tr", ["es"], null)).toBe("tr");
    expect(pickLocale(null, ["es"], null)).toBe("es");
  });
  it("handles Chinese variants", () => {
    expect(["zh-Hant-TW", "zh-TW", "zh-HK", "zh-CN", "zh-Hans-CN", "zh"].map((tag) => pickLocale(null, [tag]))).toEqual([
      "zh-Hant",
      "zh-Hant",
      "zh-Hant",
      "zh",
      "zh",
      "zh",
    ]);
  });
  it("passes over a language whose words are not written yet, to the next preference", () => {
    const has = (locale: string) => locale !== "am";
    expect(pickLocale(null, ["am-ET", "fr-CA"], null, has)).toBe("fr");
    expect(pickLocale("am", ["de"], null, has)).toBe("de");
    expect(pickLocale("tr", ["de"], "am", has)).toBe("tr");
    expect(pickLocale(null, ["am"], null, has)).toBe("en");
  });
});
