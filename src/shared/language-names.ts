// Each language's own name, as its speakers write it, because a payer or a merchant looks for
// their language in a switcher by the name they know. Apart from the codes
// (src/shared/languages.ts) because a first load needs the codes but not the names: the
// checkout's switcher is drawn by the service and its page takes the names from that menu, the
// portal's switcher is a chunk of its own.
// Only a type from the codes' module: a chunk with the names must not share a module with the
// first load, or the bundler splits that module into a file of its own, one more request there.
import type { Language } from "./languages.ts";

export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: "English",
  am: "አማርኛ",
  ar: "العربية",
  az: "Azərbaycanca",
  bg: "Български",
  bn: "বাংলা",
  ca: "Català",
  cs: "Čeština",
  da: "Dansk",
  de: "Deutsch",
  el: "Ελληνικά",
  es: "Español",
  et: "Eesti",
  fa: "فارسی",
  fi: "Suomi",
  fil: "Filipino",
  fr: "Français",
  gu: "ગુજરાતી",
  ha: "Hausa",
  he: "עברית",
  hi: "हिन्दी",
  hr: "Hrvatski",
  hu: "Magyar",
  hy: "Հայերեն",
  id: "Bahasa Indonesia",
  it: "Italiano",
  ja: "日本語",
  ka: "ქართული",
  kk: "Қазақ тілі",
  km: "ខ្មែរ",
  kn: "ಕನ್ನಡ",
  ko: "한국어",
  lo: "ລາວ",
  lt: "Lietuvių",
  lv: "Latviešu",
  ml: "മലയാളം",
  mr: "मराठी",
  ms: "Bahasa Melayu",
  my: "မြန်မာ",
  nb: "Norsk bokmål",
  ne: "नेपाली",
  nl: "Nederlands",
  pa: "ਪੰਜਾਬੀ",
  pl: "Polski",
  pt: "Português",
  ro: "Română",
  ru: "Русский",
  si: "සිංහල",
  sk: "Slovenčina",
  sl: "Slovenščina",
  sr: "Српски",
  sv: "Svenska",
  sw: "Kiswahili",
  ta: "தமிழ்",
  te: "తెలుగు",
  th: "ไทย",
  tr: "Türkçe",
  uk: "Українська",
  ur: "اردو",
  uz: "Oʻzbekcha",
  vi: "Tiếng Việt",
  yo: "Yorùbá",
  // Two Chinese scripts side by side: each names its own, so neither reader has to guess.
  zh: "简体中文",
  "zh-Hant": "繁體中文",
  zu: "isiZulu",
};

export interface LanguageEntry {
  code: Language;
  /** Its own name, as its speakers write it. */
  name: string;
}

/** Every language with its own name, in the codes' order (English first; a test holds the two lists equal). */
export const LANGUAGES: readonly LanguageEntry[] = (Object.keys(LANGUAGE_NAMES) as Language[]).map((code) => ({
  code,
  name: LANGUAGE_NAMES[code],
}));

/** A language's own name. */
export function nameOf(code: Language): string {
  return LANGUAGE_NAMES[code] ?? code;
}
