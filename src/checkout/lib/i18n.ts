// Translations. English ships with the page; the payer's language is fetched on its own
// (one chunk per language: only the active one is downloaded). The list of those chunks and
// the languages' own names are a chunk of their own too (language-modules.ts), so adding a
// language adds no byte to the first load.
import { createContext } from "preact";
import { useContext } from "preact/hooks";
import en, { type MessageKey, type Messages } from "../locales/en.ts";
import { RTL_LANGUAGES } from "../../shared/languages.ts";
import { format, pluralForms } from "../../shared/message-format.ts";
import type { Locale } from "./checkout-url.ts";
import type { MenuEntry } from "./language-modules.ts";

export type { MessageKey, Messages };
export { format, pluralForms };

/** The languages written right to left (the codes' list says which). */
export const RTL_LOCALES: ReadonlySet<Locale> = RTL_LANGUAGES;

export type { MenuEntry };

/** The chunk that knows every language's module and own name: the first load carries neither. */
export const loadLanguageModules = () => import("./language-modules.ts");

/** The URL of a language's module, as the service names it in the state block: a built chunk, nothing else. */
export const MODULE_URL = /^\/assets\/[\w-]+\.js$/;

export type Translate = (key: MessageKey, values?: Record<string, string>) => string;

export function translator(messages: Messages, locale = "en"): Translate {
  return (key, values) => (messages[key] ? format(messages[key], values, locale) : format(en[key], values, "en"));
}

/**
 * The messages of `locale`; English when that module cannot be loaded. `served` is the URL the
 * service named for the page's first language: imported as it is, so the first load needs no
 * list of every language's chunk; any other language is found through the modules' chunk.
 */
export async function loadMessages(locale: Locale, served: string | null = null): Promise<Messages> {
  if (locale === "en") return en;
  try {
    const module: { default: Messages } | null =
      served !== null && MODULE_URL.test(served)
        ? await import(/* @vite-ignore */ served)
        : await (await loadLanguageModules()).loadLanguage(locale);
    return module?.default ?? en;
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
  /** The switcher's lines: the languages with words, by their own names. */
  menu: readonly MenuEntry[];
  choose(locale: Locale): void;
}

export const Language = createContext<LanguageChoice>({ locale: "en", menu: [], choose: () => {} });

export function useLanguage(): LanguageChoice {
  return useContext(Language);
}
