// Every language's words for the service's refusals, each a chunk of its own fetched with the
// language (portal-language.ts), so no first load carries any of them. English needs none: the
// service's message is already its English.
import type { Language } from "../../shared/languages.ts";
import { refusalText } from "../../shared/refusal-text.ts";
import type { RefusalWords } from "../../shared/refusal-words.ts";
import type { SayRefusal } from "./i18n.ts";

type Loader = () => Promise<RefusalWords>;

/**
 * Every language's words found by the bundler (one chunk per language): each file of
 * locales/refusals/ but English's, which is the service's own. Adding a language's words is
 * one file, no line here.
 */
const found = import.meta.glob<RefusalWords>(["../locales/refusals/*.ts", "!../locales/refusals/en.ts", "!../locales/refusals/*.test.ts"], {
  import: "default",
});

/**
 * By language. Partial while the languages are being written: a language without its words
 * shows the service's English, and refusals.test.ts holds the files to the list of languages,
 * naming the ones still missing (a list that only shrinks).
 */
const loaders = Object.fromEntries(
  Object.entries(found).map(([file, load]) => [file.slice("../locales/refusals/".length, -".ts".length), load]),
) as { readonly [K in Exclude<Language, "en">]?: Loader };

/** Whether `code` has its refusal words (English always: the service's own messages). */
export function hasRefusalWords(code: Language): boolean {
  return code === "en" || Object.hasOwn(loaders, code);
}

/** A language's refusal words as its loader fetches them (null: none written). */
export async function refusalWords(code: Exclude<Language, "en">): Promise<RefusalWords | null> {
  const load = Object.hasOwn(loaders, code) ? loaders[code] : undefined;
  return load ? await load() : null;
}

/** How `code` says the service's refusals, or null where its words are not written (the English is shown). */
export async function refusalSayer(code: Exclude<Language, "en">): Promise<SayRefusal | null> {
  const words = await refusalWords(code);
  return words ? (error) => refusalText(error, words, code) : null;
}
