// A language's number marks (lib/number-marks.ts) read from Intl.NumberFormat with a few
// numbers: by the service for the page's first language, and in the chunk that knows every
// language (lib/language-modules.ts) for one the payer switches to. Never in the first load's
// entry: the first Intl.NumberFormat a page makes is its costliest.
import type { NumberMarks } from "./number-marks.ts";

/** The parts of `text` (a decimal) as Intl writes it in `locale` with Latin digits and every fraction digit; null where Intl cannot. */
function intlParts(locale: string, text: string): Intl.NumberFormatPart[] | null {
  try {
    const fraction = text.includes(".") ? text.length - text.indexOf(".") - 1 : 0;
    const format = new Intl.NumberFormat(locale, {
      numberingSystem: "latn",
      useGrouping: true,
      minimumFractionDigits: fraction,
      maximumFractionDigits: Math.max(fraction, 20),
    });
    return format.formatToParts(text as unknown as number);
  } catch {
    return null;
  }
}

/** The integer groups of a plain integer's parts, or null when the parts hold anything but digits and group marks. */
function groupsOf(parts: Intl.NumberFormatPart[]): { groups: string[]; mark: string | null } | null {
  const groups: string[] = [];
  let mark: string | null = null;
  for (const part of parts) {
    if (part.type === "integer") groups.push(part.value);
    else if (part.type === "group" && (mark === null || mark === part.value)) mark = part.value;
    else return null;
  }
  return { groups, mark };
}

/**
 * `locale`'s marks, read from Intl with a few numbers; null where Intl writes anything the
 * marks cannot say (a sign, a literal, direction marks): the amount is then shown as its plain
 * decimal text, as before.
 */
export function marksFromIntl(locale: string): NumberMarks | null {
  const decimalParts = intlParts(locale, "1.5");
  const decimal = decimalParts?.find((part) => part.type === "decimal")?.value;
  if (!decimalParts || decimal === undefined || decimalParts.length !== 3) return null;
  const long = groupsOf(intlParts(locale, "1234567890123") ?? []);
  if (long?.groups.join("") !== "1234567890123") return null;
  if (long.mark === null) return { group: "", decimal, primary: 0, secondary: 1, minimumGrouping: 1 };
  const primary = long.groups.at(-1)?.length ?? 0;
  const secondary = long.groups.at(-2)?.length ?? primary;
  for (let minimumGrouping = 1; minimumGrouping <= 4; minimumGrouping++) {
    const digits = `1${"0".repeat(primary + minimumGrouping - 1)}`;
    const probe = groupsOf(intlParts(locale, digits) ?? []);
    if (!probe) return null;
    if (probe.mark !== null) return { group: long.mark, decimal, primary, secondary, minimumGrouping };
  }
  return null;
}
