// Every language's portal module and its own name: a chunk of its own, fetched when a language
// other than English is wanted or the switcher is drawn, so the sign-in page's first load has
// neither (portal-language.ts).
import { LANGUAGES } from "../../shared/language-names.ts";
import type { Language } from "../../shared/languages.ts";
import type { PortalTranslation } from "../locales/translation.ts";

import { refusalSayer } from "./refusal-modules.ts";
import type { SayRefusal } from "./i18n.ts";

// The refusals' words travel in this chunk too: asked for with the language, never on a first load.
export { hasRefusalWords, refusalSayer, refusalWords } from "./refusal-modules.ts";

/** One line of the switcher: a language by its own name. */
export interface MenuEntry {
  code: Language;
  name: string;
}

type Loader = () => Promise<PortalTranslation>;

/**
 * Every language's module found by the bundler (one chunk per language): each file of
 * locales/ but English's own tables, their shape and the pseudo-locale (made from English, and
 * never offered). A module is one file: adding a language adds no line here.
 */
const found = import.meta.glob<PortalTranslation>(
  [
    "../locales/*.ts",
    "!../locales/en.ts",
    "!../locales/en-*.ts",
    "!../locales/translation.ts",
    "!../locales/pseudo.ts",
    "!../locales/*.test.ts",
  ],
  { import: "default" },
);

/**
 * By language: the type says one for every language of the list (src/shared/languages.ts),
 * and locales.test.ts holds the files to it, since a folder's contents are no type.
 */
const loaders = Object.fromEntries(
  Object.entries(found).map(([file, load]) => [file.slice("../locales/".length, -".ts".length), load]),
) as Record<Exclude<Language, "en">, Loader>;

/** Whether the portal has `code`'s words (English always). */
export function hasPortalLanguage(code: Language): boolean {
  return code === "en" || Object.hasOwn(loaders, code);
}

/** A language's module as its loader fetches it (null: none written). */
export async function portalTable(code: Exclude<Language, "en">): Promise<PortalTranslation | null> {
  const load = Object.hasOwn(loaders, code) ? loaders[code] : undefined;
  return load ? await load() : null;
}

/** The switcher's lines: every language with words, by its own name. */
export const MENU: readonly MenuEntry[] = LANGUAGES.filter((entry) => hasPortalLanguage(entry.code)).map(({ code, name }) => ({
  code,
  name,
}));

/** A language as the page shows it: its code, its words and how it says the service's refusals (null: in English). */
export interface PortalWords {
  code: Language;
  table: PortalTranslation | null;
  refusal?: SayRefusal | null;
}

/**
 * A language's words and its refusals' at once, or null when its words are not written. The
 * refusals' words are a help, not a condition: a language without them, or whose words cannot
 * be fetched, shows the service's English messages.
 */
export async function portalWords(code: Exclude<Language, "en">): Promise<PortalWords | null> {
  const [table, refusal] = await Promise.all([portalTable(code), refusalSayer(code).catch(() => null)]);
  return table ? { code, table, refusal } : null;
}
