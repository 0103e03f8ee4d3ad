// Translations. English ships with the page; the payer's language is fetched on its own
// (one chunk per language: only the active one is downloaded).
import { createContext } from "preact";
import { useContext } from "preact/hooks";
import en, { type MessageKey, type Messages } from "../locales/en.ts";
import { LANGUAGES } from "../../shared/languages.ts";
import { format, pluralForms } from "../../shared/message-format.ts";
import type { Locale } from "./checkout-url.ts";

export type { MessageKey, Messages };
export { format, pluralForms };

type Loader = () => Promise<{ default: Messages }>;

/**
 * Explicit loaders, so the bundler emits one chunk per language and nothing else. A language of
 * the list (src/shared/languages.ts) is spoken here once its module is written and has its line
 * here and in locales/all.ts (locales.test.ts fails on a module that has not); until then it is
 * passed over when the page's language is picked.
 */
const loaders: Partial<Record<Exclude<Locale, "en">, Loader>> = {
  am: () => import("../locales/am.ts"),
  ar: () => import("../locales/ar.ts"),
  az: () => import("../locales/az.ts"),
  bg: () => import("../locales/bg.ts"),
  bn: () => import("../locales/bn.ts"),
  ca: () => import("../locales/ca.ts"),
  cs: () => import("../locales/cs.ts"),
  da: () => import("../locales/da.ts"),
  de: () => import("../locales/de.ts"),
  el: () => import("../locales/el.ts"),
  es: () => import("../locales/es.ts"),
  et: () => import("../locales/et.ts"),
  fa: () => import("../locales/fa.ts"),
  fi: () => import("../locales/fi.ts"),
  fil: () => import("../locales/fil.ts"),
  fr: () => import("../locales/fr.ts"),
  gu: () => import("../locales/gu.ts"),
  ha: () => import("../locales/ha.ts"),
  he: () => import("../locales/he.ts"),
  hi: () => import("../locales/hi.ts"),
  hr: () => import("../locales/hr.ts"),
  hu: () => import("../locales/hu.ts"),
  hy: () => import("../locales/hy.ts"),
  id: () => import("../locales/id.ts"),
  it: () => import("../locales/it.ts"),
  ja: () => import("../locales/ja.ts"),
  ka: () => import("../locales/ka.ts"),
  kk: () => import("../locales/kk.ts"),
  km: () => import("../locales/km.ts"),
  kn: () => import("../locales/kn.ts"),
  ko: () => import("../locales/ko.ts"),
  lo: () => import("../locales/lo.ts"),
  lt: () => import("../locales/lt.ts"),
  lv: () => import("../locales/lv.ts"),
  ml: () => import("../locales/ml.ts"),
  mr: () => import("../locales/mr.ts"),
  ms: () => import("../locales/ms.ts"),
  my: () => import("../locales/my.ts"),
  nb: () => import("../locales/nb.ts"),
  ne: () => import("../locales/ne.ts"),
  nl: () => import("../locales/nl.ts"),
  pa: () => import("../locales/pa.ts"),
  pl: () => import("../locales/pl.ts"),
  pt: () => import("../locales/pt.ts"),
  ro: () => import("../locales/ro.ts"),
  ru: () => import("../locales/ru.ts"),
  si: () => import("../locales/si.ts"),
  sk: () => import("../locales/sk.ts"),
  sl: () => import("../locales/sl.ts"),
  sr: () => import("../locales/sr.ts"),
  sv: () => import("../locales/sv.ts"),
  sw: () => import("../locales/sw.ts"),
  ta: () => import("../locales/ta.ts"),
  te: () => import("../locales/te.ts"),
  th: () => import("../locales/th.ts"),
  tr: () => import("../locales/tr.ts"),
  uk: () => import("../locales/uk.ts"),
  ur: () => import("../locales/ur.ts"),
  uz: () => import("../locales/uz.ts"),
  vi: () => import("../locales/vi.ts"),
  yo: () => import("../locales/yo.ts"),
  zh: () => import("../locales/zh.ts"),
  "zh-Hant": () => import("../locales/zh-Hant.ts"),
  zu: () => import("../locales/zu.ts"),
};

export const RTL_LOCALES: ReadonlySet<Locale> = new Set(LANGUAGES.filter((entry) => entry.dir === "rtl").map((entry) => entry.code));

/** Whether the page has `locale`'s words (English always). */
export function hasMessages(locale: Locale): boolean {
  return locale === "en" || Object.hasOwn(loaders, locale);
}

export type Translate = (key: MessageKey, values?: Record<string, string>) => string;

export function translator(messages: Messages, locale = "en"): Translate {
  return (key, values) => (messages[key] ? format(messages[key], values, locale) : format(en[key], values, "en"));
}

/** The messages of `locale`; English when that module cannot be loaded. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const load = locale === "en" ? undefined : loaders[locale];
  if (!load) return en;
  try {
    return (await load()).default;
  } catch {
    return en;
  }
}

export const I18n = createContext<Translate>(translator(en));

export function useT(): Translate {
  return useContext(I18n);
}

/** The page's language and how the payer changes it (a no-op where nothing can change: the service's render). */
export interface LanguageChoice {
  locale: Locale;
  choose(locale: Locale): void;
}

export const Language = createContext<LanguageChoice>({ locale: "en", choose: () => {} });

export function useLanguage(): LanguageChoice {
  return useContext(Language);
}
