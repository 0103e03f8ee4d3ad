// The one list of the languages the service speaks: the checkout, the payment link's page, the
// portal and the mail all choose from it, so a language is added in one place (plus its
// translated files, and its own name in language-names.ts). Nothing here is imported but plain
// data and small functions: the checkout's first load carries it, so the names are not here.

/** The pseudo-locale's code (src/shared/pseudo-locale.ts), asked for with lang= in the sandbox; never one of the languages below. */
export const PSEUDO_LOCALE = "qps-ploc";

/** Every code, English first (the built-in default), then by code. A code is the one in `lang=`, in the files' names (`locales/<code>.ts`) and on the account. */
export const LANGUAGE_CODES = [
  "en",
  "am",
  "ar",
  "az",
  "bg",
  "bn",
  "ca",
  "cs",
  "da",
  "de",
  "el",
  "es",
  "et",
  "fa",
  "fi",
  "fil",
  "fr",
  "gu",
  "ha",
  "he",
  "hi",
  "hr",
  "hu",
  "hy",
  "id",
  "it",
  "ja",
  "ka",
  "kk",
  "km",
  "kn",
  "ko",
  "lo",
  "lt",
  "lv",
  "ml",
  "mr",
  "ms",
  "my",
  "nb",
  "ne",
  "nl",
  "pa",
  "pl",
  "pt",
  "ro",
  "ru",
  "si",
  "sk",
  "sl",
  "sr",
  "sv",
  "sw",
  "ta",
  "te",
  "th",
  "tr",
  "uk",
  "ur",
  "uz",
  "vi",
  "yo",
  "zh",
  "zh-Hant",
  "zu",
] as const;

export type Language = (typeof LANGUAGE_CODES)[number];

const BY_LOWER = new Map<string, Language>(LANGUAGE_CODES.map((code) => [code.toLowerCase(), code]));

/**
 * Tags browsers (and people) send for a language listed under another code, lower case: older
 * codes (iw, in, tl), the umbrella Norwegian code and Nynorsk (whose readers read Bokmål),
 * and Chinese by region or script. Serbian in Latin letters is read by the Serbian files, which
 * are in Cyrillic, its official script (its prefix "sr" finds them without an alias).
 */
const ALIASES: Readonly<Record<string, Language>> = {
  iw: "he",
  in: "id",
  tl: "fil",
  zsm: "ms",
  no: "nb",
  nn: "nb",
  mo: "ro",
  "zh-tw": "zh-Hant",
  "zh-hk": "zh-Hant",
  "zh-mo": "zh-Hant",
  "zh-hans": "zh",
  "zh-cn": "zh",
  "zh-sg": "zh",
};

/** Whether `code` is exactly one of the codes (the account's column, a stored choice). */
export function isLanguage(code: unknown): code is Language {
  return typeof code === "string" && (LANGUAGE_CODES as readonly string[]).includes(code);
}

/**
 * The listed language a tag stands for ("pt-PT" → pt, "zh-Hant-TW" → zh-Hant, "no" → nb), or
 * null: the tag, then each shorter prefix of it (a lookup as RFC 4647 does it), against the
 * codes and the aliases, case aside.
 */
export function languageOf(tag: string): Language | null {
  const parts = tag.trim().toLowerCase().replace(/_/g, "-").split("-");
  for (let n = parts.length; n > 0; n--) {
    const prefix = parts.slice(0, n).join("-");
    const found = BY_LOWER.get(prefix) ?? (Object.hasOwn(ALIASES, prefix) ? ALIASES[prefix] : undefined);
    if (found) return found;
  }
  return null;
}

/** Language tags of an Accept-Language header, most preferred first; q=0 means "not this one". */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  const tags: { tag: string; q: number; at: number }[] = [];
  header.split(",").forEach((part, at) => {
    const [tag = "", ...params] = part.trim().split(";");
    const q = params.map((p) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    if (tag && tag !== "*" && weight > 0) tags.push({ tag: tag.trim(), q: weight, at });
  });
  return tags.sort((a, b) => b.q - a.q || a.at - b.at).map((t) => t.tag);
}

/**
 * The language to use: the person's own choice (a switcher's, an account's), else the link's
 * `lang=`, else the first listed language among the browser's preferences, else English. The
 * person's pick comes first: a merchant's lang= is a guess about the payer, the pick is not.
 */
export function pickLanguage(requested: Language | null, preferred: readonly string[], chosen: Language | null = null): Language {
  if (chosen) return chosen;
  if (requested) return requested;
  for (const tag of preferred) {
    const found = languageOf(tag);
    if (found) return found;
  }
  return "en";
}

/** The languages written right to left. */
export const RTL_LANGUAGES: ReadonlySet<Language> = new Set<Language>(["ar", "fa", "he", "ur"]);

export function directionOf(code: Language): "ltr" | "rtl" {
  return RTL_LANGUAGES.has(code) ? "rtl" : "ltr";
}
