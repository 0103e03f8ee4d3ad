import { beforeAll, describe, expect, it } from "vitest";
import { formatAmount, formatDateTime, givenNumberMarks, provideNumberMarks, shownAmount } from "./amount-format.ts";
import { marksFromIntl } from "./number-marks-read.ts";

/** `locale`'s marks read from Intl and given, as the service gives its page's (prerender.tsx). */
function readMarks(locale: string): void {
  const marks = marksFromIntl(locale);
  if (marks) provideNumberMarks(locale, marks);
}

beforeAll(() => {
  for (const locale of ["en", "ru", "de", "hi", "ar", "fa"]) readMarks(locale);
});

describe("amounts with the language's marks, never changed", () => {
  it("are their plain decimal text in a language whose marks were not read", () => {
    expect(givenNumberMarks("pl")).toBeNull();
    expect(formatAmount("1234567.5", "pl")).toBe("1234567.5");
    readMarks("pl");
    expect(formatAmount("1234567.5", "pl")).toBe("1\u00a0234\u00a0567,5");
  });

  it.each([
    ["en", "1234567.5", "1,234,567.5"],
    ["ru", "1234567.5", "1\u00a0234\u00a0567,5"],
    ["de", "1234567.5", "1.234.567,5"],
    ["hi", "1234567.5", "12,34,567.5"],
    ["ar", "1234567.5", "1,234,567.5"],
    ["en", "25", "25"],
    ["en", "0.000001", "0.000001"],
    ["en", "25.50", "25.50"],
  ])("%s writes %s as %s", (locale, text, shown) => {
    expect(formatAmount(text, locale)).toBe(shown);
  });

  it("keeps every digit of a long amount (a float would round it)", () => {
    expect(formatAmount("123456789012345678901234567890.123456", "en")).toBe("123,456,789,012,345,678,901,234,567,890.123456");
    expect(Number("123456789012345678901234567890.123456").toString()).toBe("1.2345678901234568e+29");
  });

  it("keeps Latin digits in Arabic and Persian, as wallets print them", () => {
    for (const locale of ["ar", "fa"]) expect(formatAmount("1234.5", locale)).toMatch(/^[\d.,\u066b\u066c]+$/);
  });

  it("leaves text that is not a decimal as it is", () => {
    for (const text of ["1e21", "-5", "abc", ""]) expect(formatAmount(text, "en")).toBe(text);
  });
});

describe("dates through Intl", () => {
  it("writes the time in the payer's language, in UTC, the same on the service and in the page", () => {
    expect(formatDateTime("2026-11-22T06:05:00Z", "en")).toMatch(/^Nov 22, 2026, 6:05\sAM UTC$/);
    expect(formatDateTime("2026-11-22T06:05:00Z", "de")).toBe("22.11.2026, 06:05 UTC");
    expect(formatDateTime("not a date", "en")).toBe("not a date");
  });
});

describe("shownAmount: exact, without meaningless zeros, never rounded", () => {
  it.each([
    ["en", "25.000000", "25"],
    ["en", "12.500000", "12.5"],
    ["en", "0.050000", "0.05"],
    ["en", "0.000001", "0.000001"],
    ["en", "1234.500000", "1,234.5"],
    ["de", "1234.500000", "1.234,5"],
    ["en", "0.000000", "0"],
    ["en", "123456789012345678901234567890.123456", "123,456,789,012,345,678,901,234,567,890.123456"],
  ])("%s shows %s as %s", (locale, text, shown) => {
    expect(shownAmount(text, locale)).toBe(shown);
  });

  it("leaves text that is not a decimal as the service sent it", () => {
    for (const text of ["1e21", "-5", "abc", ""]) expect(shownAmount(text, "en")).toBe(text);
  });
});
