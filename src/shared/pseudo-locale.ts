// The pseudo-locale (qps-ploc, the code Windows and ICU reserve for an accented pseudo-locale):
// every English word accented and about 40 % longer, in brackets, so a test or a person in the
// sandbox sees at a glance a string that is not translated (no brackets), cut off (a bracket
// missing) or squeezed, with the room a long language takes. It is made from the English tables
// by the function below, never written by hand, so it always has every key.
//
// What a program or a payer reads exactly stays as it is: {placeholders} (and a plural
// message's structure and its #), markup between < and >, digits, and the whitespace.

// Its code (PSEUDO_LOCALE) lives with the languages' list: a page checks for it on its first
// load, and an import of it from here would bring this module's tables along.

/** An accented look-alike for each ASCII letter: still readable, no longer plain ASCII. */
const ACCENTED: Readonly<Record<string, string>> = {
  a: "à",
  b: "ƀ",
  c: "ç",
  d: "đ",
  e: "é",
  f: "ƒ",
  g: "ĝ",
  h: "ĥ",
  i: "î",
  j: "ĵ",
  k: "ķ",
  l: "ļ",
  m: "ɱ",
  n: "ñ",
  o: "ö",
  p: "þ",
  q: "ǫ",
  r: "ŕ",
  s: "š",
  t: "ţ",
  u: "û",
  v: "ṽ",
  w: "ŵ",
  x: "ẋ",
  y: "ý",
  z: "ž",
  A: "Å",
  B: "Ɓ",
  C: "Ç",
  D: "Đ",
  E: "É",
  F: "Ƒ",
  G: "Ĝ",
  H: "Ĥ",
  I: "Î",
  J: "Ĵ",
  K: "Ķ",
  L: "Ļ",
  M: "Ṁ",
  N: "Ñ",
  O: "Ö",
  P: "Ƥ",
  Q: "Ǫ",
  R: "Ŕ",
  S: "Š",
  T: "Ţ",
  U: "Û",
  V: "Ṽ",
  W: "Ŵ",
  X: "Ẋ",
  Y: "Ý",
  Z: "Ž",
};

/** Kept as they are: a {placeholder} (with a plural's nested forms handled apart), or a tag. */
const KEPT = /(\{\w+\}|<[^<>]*>)/;

/** The plural form of a message: "{count, plural, one {…} other {…}}". */
const PLURAL = /^\{(\w+), plural, ((?:\s*[a-z]+ \{[^{}]*\})+)\s*\}$/;

/** The padding's dots come in runs of at most this many, so padding never makes one unbreakable word. */
const RUN = 5;

function accent(text: string): string {
  return text
    .split(KEPT)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/[A-Za-z]/g, (letter) => ACCENTED[letter] ?? letter)))
    .join("");
}

function padding(length: number): string {
  const dots = Math.ceil(length * 0.4);
  const runs: string[] = [];
  for (let left = dots; left > 0; left -= RUN) runs.push("·".repeat(Math.min(RUN, left)));
  return runs.join(" ");
}

/** One text (no plural structure) accented, padded by 40 % of its length and bracketed. */
function pseudoText(text: string): string {
  if (text.trim() === "") return text;
  return `[${accent(text)} ${padding(text.length)}]`;
}

/**
 * One English message in the pseudo-locale: "Pay now" → "[Ƥàý ñöŵ ···]". A plural message
 * keeps its structure and its #, each form made pseudo on its own.
 */
export function pseudoMessage(message: string): string {
  const plural = PLURAL.exec(message);
  if (!plural) return pseudoText(message);
  const forms = (plural[2] ?? "").replace(
    /([a-z]+) \{([^{}]*)\}/g,
    (_, category: string, form: string) => `${category} {${pseudoText(form)}}`,
  );
  return `{${plural[1]}, plural, ${forms.trim()}}`;
}

/** A table of messages in the pseudo-locale: the same keys, each message made pseudo. */
export function pseudoMessages<T extends { [K in keyof T]: string }>(table: T): { [K in keyof T]: string } {
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(table as unknown as Record<string, string>)) out[key] = pseudoMessage(message);
  return out as { [K in keyof T]: string };
}
