// How a language groups the digits of a number and marks its decimals ("1 234,5" in Russian,
// "12,34,567.5" in Hindi), read once from Intl.NumberFormat (lib/number-marks-read.ts, a
// module of its own so that the first load's entry does not carry it) and applied by hand. The first
// Intl.NumberFormat a page makes costs 30 to 55 ms on a fast desktop (ICU's number data), four
// times that on a throttled phone, all of it in the first load's long task; the service reads
// the marks of the page's language with its own Intl and hands them over in the state block,
// so the first load makes none. Applied, they give exactly what Intl gives (the test holds them
// to it for every language the page has, with Latin digits), and never change a digit.

// A plain interface, checked by hand where the state block is read (lib/page-state.ts): the
// first load carries no schema library.
export interface NumberMarks {
  /** Between groups of the integer digits ("," in English, a no-break space in Russian). */
  group: string;
  /** Before the fraction digits. */
  decimal: string;
  /** Digits in the group next to the decimal mark (0: the language does not group). */
  primary: number;
  /** Digits in each group after it (2 in Hindi's lakhs and crores). */
  secondary: number;
  /** Integer digits a number needs beyond the first group to be grouped at all (2 in Spanish and Polish: "1234", "12 345"). */
  minimumGrouping: number;
}

/** Whether `value` is marks this page can apply (the state block's, say): marks without digits, sizes of 1 to 9 (a primary of 0: no groups). */
export function isNumberMarks(value: unknown): value is NumberMarks {
  const { group, decimal, primary, secondary, minimumGrouping } = (value ?? {}) as Record<string, unknown>;
  const size = (n: unknown, least = 1) => Number.isInteger(n) && (n as number) >= least && (n as number) <= 9;
  return (
    [group, decimal].every((mark) => typeof mark === "string" && /^\D{0,4}$/.test(mark)) &&
    decimal !== "" &&
    size(primary, 0) &&
    size(secondary) &&
    size(minimumGrouping)
  );
}

/** `integer` (digits) with `marks`' group marks, as ICU places them. */
function grouped(integer: string, { group, primary, secondary, minimumGrouping }: NumberMarks): string {
  if (!primary || integer.length - primary < minimumGrouping) return integer;
  let out = integer.slice(-primary);
  for (let rest = integer.slice(0, -primary); rest; rest = rest.slice(0, -secondary)) out = rest.slice(-secondary) + group + out;
  return out;
}

/** `text` (a plain decimal: digits, at most one ".") written with `marks`, every digit kept. */
export function withMarks(text: string, marks: NumberMarks): string {
  const [integer = "", fraction] = text.split(".");
  return grouped(integer, marks) + (fraction === undefined ? "" : marks.decimal + fraction);
}
