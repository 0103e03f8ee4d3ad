// Amounts and dates in the payer's language, never changing the exact amount: the digits are
// grouped and the decimal mark is the language's own ("1 234,5" in Russian), but every digit
// of the decimal text stays. Digits stay Latin, as wallets and explorers print them. The
// language's marks (lib/number-marks.ts) are read from Intl once: by the service for the
// page's first language (the state block carries them, so the first load makes no
// Intl.NumberFormat), by the page with the language's module for one the payer switches to
// (lib/language-modules.ts). English's are written here. Without them an amount is shown as
// its plain decimal text.
import { isDecimalText, toPlainText } from "../../shared/money.ts";
import { type NumberMarks, withMarks } from "./number-marks.ts";

/** English's marks, as Intl gives them (number-marks.test.ts holds them to it): the page's own language needs no reading. */
export const ENGLISH_MARKS: NumberMarks = { group: ",", decimal: ".", primary: 3, secondary: 3, minimumGrouping: 1 };

const known = new Map<string, NumberMarks>([["en", ENGLISH_MARKS]]);

/** `locale`'s marks, read from Intl elsewhere (the state block's, the language chunk's). */
export function provideNumberMarks(locale: string, marks: NumberMarks): void {
  known.set(locale, marks);
}

/** `locale`'s marks, where given; null: not (yet). */
export function givenNumberMarks(locale: string): NumberMarks | null {
  return known.get(locale) ?? null;
}

/** `text` (decimal, shown with exactly its own fraction digits) grouped for `locale`. */
export function formatAmount(text: string, locale: string): string {
  const marks = known.get(locale);
  return marks && isDecimalText(text) ? withMarks(text, marks) : text;
}

/**
 * A crypto amount as the page shows it anywhere (hero, status line, transfers, receipt): the
 * exact amount without meaningless zeros ("25.000000" -> "25", "12.500000" -> "12.5"), never
 * rounded, grouped for `locale`. Text that is not a decimal stays as the service sent it.
 */
export function shownAmount(text: string, locale: string): string {
  let plain: string;
  try {
    plain = toPlainText(text);
  } catch {
    return text;
  }
  return formatAmount(plain, locale);
}

/** A timestamp as the payer's language writes it, in UTC (the same on the service and in the page). */
export function formatDateTime(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    return `${new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(date)} UTC`;
  } catch {
    return iso;
  }
}
