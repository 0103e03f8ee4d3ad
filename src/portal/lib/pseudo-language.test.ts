import { afterEach, describe, expect, it } from "vitest";
import en from "../locales/en.ts";
import orders from "../locales/en-orders.ts";
import { activeLanguage, t } from "./i18n.ts";
import { showPseudoLocale, wantsPseudoLocale } from "./pseudo-language.ts";

afterEach(() => {
  activeLanguage.value = { code: "en", table: null };
});

describe("the portal's pseudo-locale", () => {
  it("is shown in the sandbox only, for lang=qps-ploc alone", () => {
    expect(wantsPseudoLocale({ sandbox: true }, "?lang=qps-ploc")).toBe(true);
    expect(wantsPseudoLocale({ sandbox: false }, "?lang=qps-ploc")).toBe(false);
    expect(wantsPseudoLocale(null, "?lang=qps-ploc")).toBe(false);
    expect(wantsPseudoLocale({ sandbox: true }, "?lang=qps-ploc&lang=en")).toBe(false);
    expect(wantsPseudoLocale({ sandbox: true }, "?lang=en")).toBe(false);
  });

  it("puts every section's words on screen 40 % longer, with their placeholders", async () => {
    await showPseudoLocale();
    const table = activeLanguage.value.table;
    expect(Object.keys(table?.main ?? {})).toEqual(Object.keys(en));
    expect(Object.keys(table?.orders ?? {})).toEqual(Object.keys(orders));
    expect(t("signInHeading")).toMatch(/^\[Šîĝñ îñ ţö ýöûŕ ɱéŕçĥàñţ þöŕţàļ [·\s]+\]$/);
    const short = Object.entries(en).filter(([key, text]) => (table?.main[key as keyof typeof en]?.length ?? 0) < text.length * 1.4);
    expect(short.filter(([, text]) => !text.includes("plural"))).toEqual([]);
    expect(t("passwordHintNew", { min: "12" })).toContain("12");
  });
});
