// The one list of the languages the service speaks: the checkout, the payment link's page, the
// portal and the mail all choose from it, so a language is added in one place (plus its
// translated files). Each is named as its own speakers write it, because a payer or a merchant
// looks for their language in a switcher by the name they know. Nothing here is imported but
// plain data and small functions: the checkout's first load carries it.

export interface LanguageEntry {
  /** The code in `lang=`, in the files' names (`locales/<code>.ts`) and on the account. */
  code: string;
  /** Its own name, as its speakers write it. */
  name: string;
  dir: "ltr" | "rtl";
}

export const LANGUAGES = [
  { code: "en", name: "English", dir: "ltr" },
  { code: "am", name: "አማርኛ", dir: "ltr" },
  { code: "ar", name: "العربية", dir: "rtl" },
  { code: "az", name: "Azərbaycanca", dir: "ltr" },
  { code: "bg", name: "Български", dir: "ltr" },
  { code: "bn", name: "বাংলা", dir: "ltr" },
  { code: "ca", name: "Català", dir: "ltr" },
  { code: "cs", name: "Čeština", dir: "ltr" },
  { code: "da", name: "Dansk", dir: "ltr" },
  { code: "de", name: "Deutsch", dir: "ltr" },
  { code: "el", name: "Ελληνικά", dir: "ltr" },
  { code: "es", name: "Español", dir: "ltr" },
  { code: "et", name: "Eesti", dir: "ltr" },
  { code: "fa", name: "فارسی", dir: "rtl" },
  { code: "fi", name: "Suomi", dir: "ltr" },
  { code: "fil", name: "Filipino", dir: "ltr" },
  { code: "fr", name: "Français", dir: "ltr" },
  { code: "gu", name: "ગુજરાતી", dir: "ltr" },
  { code: "ha", name: "Hausa", dir: "ltr" },
  { code: "he", name: "עברית", dir: "rtl" },
  { code: "hi", name: "हिन्दी", dir: "ltr" },
  { code: "hr", name: "Hrvatski", dir: "ltr" },
  { code: "hu", name: "Magyar", dir: "ltr" },
  { code: "hy", name: "Հայերեն", dir: "ltr" },
  { code: "id", name: "Bahasa Indonesia", dir: "ltr" },
  { code: "it", name: "Italiano", dir: "ltr" },
  { code: "ja", name: "日本語", dir: "ltr" },
  { code: "ka", name: "ქართული", dir: "ltr" },
  { code: "kk", name: "Қазақ тілі", dir: "ltr" },
  { code: "km", name: "ខ្មែរ", dir: "ltr" },
  { code: "kn", name: "ಕನ್ನಡ", dir: "ltr" },
  { code: "ko", name: "한국어", dir: "ltr" },
  { code: "lo", name: "ລາວ", dir: "ltr" },
  { code: "lt", name: "Lietuvių", dir: "ltr" },
  { code: "lv", name: "Latviešu", dir: "ltr" },
  { code: "ml", name: "മലയാളം", dir: "ltr" },
  { code: "mr", name: "मराठी", dir: "ltr" },
  { code: "ms", name: "Bahasa Melayu", dir: "ltr" },
  { code: "my", name: "မြန်မာ", dir: "ltr" },
  { code: "nb", name: "Norsk bokmål", dir: "ltr" },
  { code: "ne", name: "नेपाली", dir: "ltr" },
  { code: "nl", name: "Nederlands", dir: "ltr" },
  { code: "pa", name: "ਪੰਜਾਬੀ", dir: "ltr" },
  { code: "pl", name: "Polski", dir: "ltr" },
  { code: "pt", name: "Português", dir: "ltr" },
  { code: "ro", name: "Română", dir: "ltr" },
  { code: "ru", name: "Русский", dir: "ltr" },
  { code: "si", name: "සිංහල", dir: "ltr" },
  { code: "sk", name: "Slovenčina", dir: "ltr" },
  { code: "sl", name: "Slovenščina", dir: "ltr" },
  { code: "sr", name: "Српски", dir: "ltr" },
  { code: "sv", name: "Svenska", dir: "ltr" },
  { code: "sw", name: "Kiswahili", dir: "ltr" },
  { code: "ta", name: "தமிழ்", dir: "ltr" },
  { code: "te", name: "తెలుగు", dir: "ltr" },
  { code: "th", name: "ไทย", dir: "ltr" },
  { code: "tr", name: "Türkçe", dir: "ltr" },
  { code: "uk", name: "Українська", dir: "ltr" },
  { code: "ur", name: "اردو", dir: "rtl" },
  { code: "uz", name: "Oʻzbekcha", dir: "ltr" },
  { code: "vi", name: "Tiếng Việt", dir: "ltr" },
  { code: "yo", name: "Yorùbá", dir: "ltr" },
  // Two Chinese scripts side by side: each names its own, so neither reader has to guess.
  { code: "zh", name: "简体中文", dir: "ltr" },
  { code: "zh-Hant", name: "繁體中文", dir: "ltr" },
  { code: "zu", name: "isiZulu", dir: "ltr" },
] as const satisfies readonly LanguageEntry[];

export type Language = (typeof LANGUAGES)[number]["code"];

/** Every code, English first (the built-in default), then as listed. */
export const LANGUAGE_CODES: readonly Language[] = LANGUAGES.map((entry) => entry.code);

const BY_LOWER = new Map<string, Language>(LANGUAGES.map((entry) => [entry.code.toLowerCase(), entry.code]));

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

const RTL = new Set<string>(LANGUAGES.filter((entry) => entry.dir === "rtl").map((entry) => entry.code));

export function directionOf(code: Language): "ltr" | "rtl" {
  return RTL.has(code) ? "rtl" : "ltr";
}

const NAMES = new Map<string, string>(LANGUAGES.map((entry) => [entry.code, entry.name]));

/** A language's own name. */
export function nameOf(code: Language): string {
  return NAMES.get(code) ?? code;
}
