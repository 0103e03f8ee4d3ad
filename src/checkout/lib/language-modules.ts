// Every language's module and its own name: a chunk of its own, fetched when the payer switches
// language or on a page the service did not render. The first load has neither: the service
// names the first language's module in the state block and gives the switcher's names there
// too (start.tsx). A language's number marks are read here as well (loadLanguage).
import { LANGUAGES } from "../../shared/language-names.ts";
import type { Messages } from "../locales/en.ts";
import { givenNumberMarks, provideNumberMarks } from "./amount-format.ts";
import type { Locale } from "./checkout-url.ts";
import { marksFromIntl } from "./number-marks-read.ts";

/** One line of the switcher: a language by its own name. */
export interface MenuEntry {
  code: Locale;
  name: string;
}

type Loader = () => Promise<{ default: Messages }>;

/**
 * Every language's module found by the bundler (one chunk per language and nothing else):
 * each file of locales/ but English's own, the service's list of them all, the payment link
 * page's words and guard, and the pseudo-locale (made from English, never offered). A module is
 * one file: adding a language adds no line here.
 */
const found = import.meta.glob<{ default: Messages }>([
  "../locales/*.ts",
  "!../locales/en.ts",
  "!../locales/all.ts",
  "!../locales/link-*.ts",
  "!../locales/pseudo.ts",
  "!../locales/*.test.ts",
]);

/**
 * By language: the type says one for every language of the list (src/shared/languages.ts),
 * and locales.test.ts holds the files to it (and to locales/all.ts, which lists the same
 * modules for the service), since a folder's contents are no type.
 */
const loaders = Object.fromEntries(
  Object.entries(found).map(([file, load]) => [file.slice("../locales/".length, -".ts".length), load]),
) as Record<Exclude<Locale, "en">, Loader>;

/** Whether the page has `locale`'s words (English always). */
export function hasMessages(locale: Locale): boolean {
  return locale === "en" || Object.hasOwn(loaders, locale);
}

/**
 * `locale`'s module, or null where none is written (English is the page's own). Its number
 * marks are read from Intl now, if nobody gave them (the service gives its page's language's):
 * the first load's entry carries no such reading.
 */
export function loadLanguage(locale: Locale): Promise<{ default: Messages }> | null {
  const load = locale !== "en" && Object.hasOwn(loaders, locale) ? loaders[locale] : undefined;
  if (load && !givenNumberMarks(locale)) {
    const marks = marksFromIntl(locale);
    if (marks) provideNumberMarks(locale, marks);
  }
  return load ? load() : null;
}

/** The switcher's lines: every language with words, by its own name. */
export const MENU: readonly MenuEntry[] = LANGUAGES.filter((entry) => hasMessages(entry.code)).map(({ code, name }) => ({ code, name }));
