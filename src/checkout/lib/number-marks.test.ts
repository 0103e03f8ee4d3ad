import { describe, expect, it } from "vitest";
import { ENGLISH_MARKS } from "./amount-format.ts";
import { LOCALES } from "./checkout-url.ts";
import { isNumberMarks, withMarks } from "./number-marks.ts";
import { marksFromIntl } from "./number-marks-read.ts";

/** What the page showed before the marks: Intl's own parts, where they kept every digit; else the plain text. */
function byIntl(text: string, locale: string): string {
  const fraction = text.includes(".") ? text.length - text.indexOf(".") - 1 : 0;
  const format = new Intl.NumberFormat(locale, {
    numberingSystem: "latn",
    useGrouping: true,
    minimumFractionDigits: fraction,
    maximumFractionDigits: Math.max(fraction, 20),
  });
  const parts = format.formatToParts(text as unknown as number);
  let readBack = "";
  for (const part of parts) {
    if (part.type === "integer" || part.type === "fraction") readBack += part.value;
    else if (part.type === "decimal") readBack += ".";
    else if (part.type !== "group") return text;
  }
  return readBack === text ? parts.map((part) => part.value).join("") : text;
}

const AMOUNTS = [
  "0",
  "7",
  "0.5",
  "0.000001",
  "12",
  "123",
  "1234",
  "12345",
  "123456",
  "1234567",
  "12345678.25",
  "100000",
  "1000000.000000",
  "25.50",
  "999999999.999999999999999999",
  "123456789012345678901234567890.123456",
];

describe("a language's number marks", () => {
  it("write every amount exactly as Intl does, in each of the page's languages", () => {
    for (const locale of LOCALES) {
      const marks = marksFromIntl(locale);
      for (const text of AMOUNTS) expect(marks ? withMarks(text, marks) : text, `${locale} ${text}`).toBe(byIntl(text, locale));
    }
  });

  it("of English are the page's own, as Intl gives them", () => {
    expect(ENGLISH_MARKS).toEqual(marksFromIntl("en"));
  });

  it("say the groupings that differ: Hindi's lakhs, Russian's no-break space, German's dot", () => {
    expect(marksFromIntl("hi")).toMatchObject({ group: ",", decimal: ".", primary: 3, secondary: 2, minimumGrouping: 1 });
    expect(marksFromIntl("ru")).toMatchObject({ group: "\u00a0", decimal: ",", primary: 3, minimumGrouping: 1 });
    expect(withMarks("1234567.5", marksFromIntl("hi") ?? fail())).toBe("12,34,567.5");
    expect(withMarks("1234.5", marksFromIntl("de") ?? fail())).toBe("1.234,5");
  });

  it('group a number only with enough digits beyond the first group, where a language asks it (an engine\'s "min2")', () => {
    const min2 = { group: " ", decimal: ",", primary: 3, secondary: 3, minimumGrouping: 2 };
    expect(withMarks("1234.5", min2)).toBe("1234,5");
    expect(withMarks("12345.5", min2)).toBe("12 345,5");
    expect(withMarks("1234567", min2)).toBe("1 234 567");
    expect(withMarks("1234567", { ...min2, primary: 0 })).toBe("1234567");
  });

  it("are read from the state block only when they are marks: no digits, small sizes", () => {
    const en = marksFromIntl("en");
    expect(isNumberMarks(en)).toBe(true);
    for (const bad of [
      null,
      "marks",
      { ...en, group: "1" },
      { ...en, decimal: "" },
      { ...en, primary: -1 },
      { ...en, secondary: 0 },
      { ...en, minimumGrouping: 1.5 },
      { ...en, group: "     " },
    ]) {
      expect(isNumberMarks(bad), JSON.stringify(bad)).toBe(false);
    }
  });
});

function fail(): never {
  throw new Error("no marks");
}
