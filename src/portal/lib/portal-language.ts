// The portal's language: which one, fetched how, and remembered where. Before sign-in the page
// follows the merchant's choice on this device, then the address's lang=, then the browser's
// languages, then English; signed in, the account's choice (saved by the switcher, so the
// merchant finds it again on any device). Only the language in use is fetched: one module per
// language, each its own chunk; English is the page's own words.
import { directionOf, isLanguage, type Language, languageOf, pickLanguage } from "../../shared/languages.ts";
import type { PortalTranslation } from "../locales/translation.ts";
import { activeLanguage } from "./i18n.ts";

type Loader = () => Promise<{ default: PortalTranslation }>;

/**
 * Explicit loaders, so the bundler emits one chunk per language. A language of the list
 * (src/shared/languages.ts) is offered once its module is written and has its line here
 * (locales.test.ts fails on a module that has not).
 */
const loaders: Partial<Record<Exclude<Language, "en">, Loader>> = {
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

/** Whether the portal has `code`'s words (English always). */
export function hasPortalLanguage(code: Language): boolean {
  return code === "en" || Object.hasOwn(loaders, code);
}

/** A language's module as its loader fetches it (null: none written), for the tests that read every table. */
export async function portalTable(code: Exclude<Language, "en">): Promise<PortalTranslation | null> {
  const load = loaders[code];
  return load ? (await load()).default : null;
}

export const CHOSEN_LANGUAGE_KEY = "portal.lang";

export type LanguageStorage = Pick<Storage, "getItem" | "setItem">;

/** window.localStorage, or null where it is blocked: then a choice lasts for this page only. */
export function deviceStorage(): LanguageStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function storedChoice(storage: LanguageStorage | null): Language | null {
  try {
    const value = storage?.getItem(CHOSEN_LANGUAGE_KEY) ?? null;
    return isLanguage(value) && hasPortalLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/** The language before anyone signs in: this device's choice, then lang=, then the browser's, then English. */
export function firstLanguage(search: string, browser: readonly string[], storage: LanguageStorage | null): Language {
  const lang = new URLSearchParams(search).get("lang");
  const requested = isLanguage(lang) && hasPortalLanguage(lang) ? lang : null;
  // A language whose module is not written yet is passed over: the next preference is used.
  const preferred = browser.filter((tag) => {
    const found = languageOf(tag);
    return found !== null && hasPortalLanguage(found);
  });
  return pickLanguage(requested, preferred, storedChoice(storage));
}

let switching = 0;

/**
 * Puts `code` on screen: its module fetched (English needs none), then the words, the
 * document's lang and direction at once. The last choice wins: a slow module arriving after a
 * later choice is dropped. A module that cannot be fetched leaves the language as it was.
 */
export async function showLanguage(code: Language, doc: Document | null = globalThis.document ?? null): Promise<boolean> {
  const ticket = ++switching;
  let table: PortalTranslation | null = null;
  const load = code === "en" ? undefined : loaders[code];
  if (code !== "en") {
    if (!load) return false;
    try {
      table = (await load()).default;
    } catch {
      return false;
    }
  }
  if (ticket !== switching) return false;
  activeLanguage.value = { code, table };
  if (doc) {
    doc.documentElement.lang = code;
    doc.documentElement.dir = directionOf(code);
  }
  return true;
}

/** Remembers the choice on this device (the account keeps its own through the API). */
export function rememberOnDevice(storage: LanguageStorage | null, code: Language): void {
  try {
    storage?.setItem(CHOSEN_LANGUAGE_KEY, code);
  } catch {
    // Storage refused: the choice holds for this page view only.
  }
}
