// Amounts and dates in the payer's language through Intl, never changing the exact amount:
// the digits are grouped and the decimal mark is the language's own ("1 234,5" in Russian),
// but every digit of the decimal text stays, and whatever Intl returns is read back and
// compared before it is shown; on any difference the plain decimal text is shown instead.
// Digits stay Latin (numberingSystem latn), as wallets and explorers print them.
import { fractionDigits, isDecimalText, toPlainText } from "../../shared/money.ts";

const formats = new Map<string, Intl.NumberFormat | null>();

function numberFormat(locale: string, fraction: number): Intl.NumberFormat | null {
  const key = `${locale}/${fraction}`;
  if (!formats.has(key)) {
    try {
      formats.set(
        key,
        new Intl.NumberFormat(locale, {
          numberingSystem: "latn",
          useGrouping: true,
          minimumFractionDigits: fraction,
          maximumFractionDigits: Math.max(fraction, 20),
        }),
      );
    } catch {
      formats.set(key, null);
    }
  }
  return formats.get(key) ?? null;
}

/** `text` (decimal, shown with exactly its own fraction digits) grouped for `locale`. */
export function formatAmount(text: string, locale: string): string {
  if (!isDecimalText(text)) return text;
  const format = numberFormat(locale, fractionDigits(text));
  if (!format) return text;
  try {
    // A string is formatted as the exact decimal it spells (Intl.NumberFormat v3); an engine
    // without that turns it into a float first, and the read-back below catches any loss.
    const parts = format.formatToParts(text as unknown as number);
    let readBack = "";
    for (const part of parts) {
      if (part.type === "integer" || part.type === "fraction") readBack += part.value;
      else if (part.type === "decimal") readBack += ".";
      else if (part.type !== "group") return text;
    }
    return readBack === text ? parts.map((part) => part.value).join("") : text;
  } catch {
    return text;
  }
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
