// Every language's module and its own name: a chunk of its own, fetched when the payer switches
// language or on a page the service did not render. The first load has neither: the service
// names the first language's module in the state block and draws the switcher's menu, which
// the page reads back before hydrating (start.tsx).
import { LANGUAGES } from "../../shared/language-names.ts";
import type { Messages } from "../locales/en.ts";
import type { Locale } from "./checkout-url.ts";

/** One line of the switcher: a language by its own name. */
export interface MenuEntry {
  code: Locale;
  name: string;
}

type Loader = () => Promise<{ default: Messages }>;

/**
 * Explicit loaders, so the bundler emits one chunk per language and nothing else: one for
 * every language of the list (src/shared/languages.ts), the type says so, and locales/all.ts
 * lists the same modules for the service (locales.test.ts).
 */
const loaders: Record<Exclude<Locale, "en">, Loader> = {
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

/** Whether the page has `locale`'s words (English always). */
export function hasMessages(locale: Locale): boolean {
  return locale === "en" || Object.hasOwn(loaders, locale);
}

/** `locale`'s module, or null where none is written (English is the page's own). */
export function loadLanguage(locale: Locale): Promise<{ default: Messages }> | null {
  const load = locale === "en" ? undefined : loaders[locale];
  return load ? load() : null;
}

/** The switcher's lines: every language with words, by its own name. */
export const MENU: readonly MenuEntry[] = LANGUAGES.filter((entry) => hasMessages(entry.code)).map(({ code, name }) => ({ code, name }));
