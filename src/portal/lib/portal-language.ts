// The portal's language: which one, fetched how, and remembered where. Before sign-in the page
// follows the merchant's choice on this device, then the address's lang=, then the browser's
// languages, then English; signed in, the account's choice (saved by the switcher, so the
// merchant finds it again on any device). Only the language in use is fetched: one module per
// language, each its own chunk; English is the page's own words. The list of those modules and
// the languages' own names are a chunk of their own (language-modules.ts), fetched when a
// language other than English is wanted or the switcher is drawn, so adding a language adds
// no byte to the sign-in page's first load.
import { signal } from "@preact/signals";
import { directionOf, isLanguage, type Language, languageOf, pickLanguage } from "../../shared/languages.ts";
import type { MenuEntry, PortalWords } from "./language-modules.ts";
import { activeLanguage } from "./i18n.ts";

type LanguageModules = typeof import("./language-modules.ts");

let modules: (() => Promise<LanguageModules>) | null = null;

/**
 * The entry hands over the import of the chunk that knows every language's module and own name
 * (the sign-in page's first load carries neither). The import is written there, not here:
 * this module is shared with the later screens, and a dynamic import in it made Vite's preload
 * helper a chunk of its own, one more file and a kilobyte more on the first load.
 */
export function provideLanguageModules(load: () => Promise<LanguageModules>): void {
  modules = load;
}

export function loadLanguageModules(): Promise<LanguageModules> {
  return modules ? modules() : Promise.reject(new Error("The portal's language modules were not provided (main.tsx provides them)"));
}

/** The switcher's lines once the modules' chunk has arrived (null before). */
export const languageMenu = signal<readonly MenuEntry[] | null>(null);

/** Fetches the switcher's lines (once; a failed fetch is tried again on the next call). */
export async function loadLanguageMenu(): Promise<void> {
  if (languageMenu.peek()) return;
  try {
    languageMenu.value = (await loadLanguageModules()).MENU;
  } catch {
    // Not fetched (offline): the switcher stays away until a later call succeeds.
  }
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

function storedChoice(storage: LanguageStorage | null, has: (code: Language) => boolean): Language | null {
  try {
    const value = storage?.getItem(CHOSEN_LANGUAGE_KEY) ?? null;
    return isLanguage(value) && has(value) ? value : null;
  } catch {
    return null;
  }
}

function pick(search: string, browser: readonly string[], storage: LanguageStorage | null, has: (code: Language) => boolean): Language {
  const lang = new URLSearchParams(search).get("lang");
  const requested = isLanguage(lang) && has(lang) ? lang : null;
  // A language whose module is not written yet is passed over: the next preference is used.
  const preferred = browser.filter((tag) => {
    const found = languageOf(tag);
    return found !== null && has(found);
  });
  return pickLanguage(requested, preferred, storedChoice(storage, has));
}

/**
 * The language before anyone signs in: this device's choice, then lang=, then the browser's,
 * then English. Where nothing asks for another language than English, the modules' chunk is
 * not fetched; otherwise it says which are written (that language's module is fetched next anyway).
 */
export async function firstLanguage(search: string, browser: readonly string[], storage: LanguageStorage | null): Promise<Language> {
  if (pick(search, browser, storage, () => true) === "en") return "en";
  try {
    const { hasPortalLanguage } = await loadLanguageModules();
    return pick(search, browser, storage, hasPortalLanguage);
  } catch {
    return "en";
  }
}

let switching = 0;

/**
 * Puts `code` on screen: its module (and its words for the service's refusals, when written)
 * fetched (English needs none), then the words, the document's lang and direction at once. The
 * last choice wins: a slow module arriving after a later choice is dropped. A module that cannot
 * be fetched leaves the language as it was.
 */
export async function showLanguage(code: Language, doc: Document | null = globalThis.document ?? null): Promise<boolean> {
  const ticket = ++switching;
  let words: PortalWords | null = { code, table: null };
  if (code !== "en") {
    try {
      words = await (await loadLanguageModules()).portalWords(code);
    } catch {
      return false;
    }
    if (!words) return false;
  }
  if (ticket !== switching) return false;
  activeLanguage.value = words;
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
