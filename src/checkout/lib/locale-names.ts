// Each language by its own name, as a payer looks for it in the switcher. Bundled with the
// page (a few hundred bytes): the switcher shows every name before any language loads.
import type { Locale } from "./checkout-url.ts";

export const LOCALE_NAMES: Record<Locale, string> = {
  en: "English",
  ar: "العربية",
  bn: "বাংলা",
  de: "Deutsch",
  es: "Español",
  fa: "فارسی",
  fil: "Filipino",
  fr: "Français",
  he: "עברית",
  hi: "हिन्दी",
  id: "Bahasa Indonesia",
  it: "Italiano",
  ja: "日本語",
  ko: "한국어",
  ms: "Bahasa Melayu",
  nl: "Nederlands",
  pl: "Polski",
  pt: "Português",
  ru: "Русский",
  sw: "Kiswahili",
  th: "ไทย",
  tr: "Türkçe",
  uk: "Українська",
  vi: "Tiếng Việt",
  zh: "中文",
};
