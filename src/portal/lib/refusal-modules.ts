// Every language's words for the service's refusals, each a chunk of its own fetched with the
// language (portal-language.ts), so no first load carries any of them. English needs none: the
// service's message is already its English.
import type { Language } from "../../shared/languages.ts";
import { refusalText } from "../../shared/refusal-text.ts";
import type { RefusalWords } from "../../shared/refusal-words.ts";
import type { SayRefusal } from "./i18n.ts";

type Loader = () => Promise<{ default: RefusalWords }>;

/**
 * Explicit loaders, so the bundler emits one chunk per language. Partial while the languages
 * are being written: a language without its module shows the service's English (the test of
 * these modules lists the ones still missing, and that list only shrinks); once every language
 * has one, this becomes a full record and the type requires each.
 */
const loaders: { readonly [K in Exclude<Language, "en">]?: Loader } = {};

/** Whether `code` has its refusal words (English always: the service's own messages). */
export function hasRefusalWords(code: Language): boolean {
  return code === "en" || Object.hasOwn(loaders, code);
}

/** A language's refusal words as its loader fetches them (null: none written). */
export async function refusalWords(code: Exclude<Language, "en">): Promise<RefusalWords | null> {
  const load = loaders[code];
  return load ? (await load()).default : null;
}

/** How `code` says the service's refusals, or null where its words are not written (the English is shown). */
export async function refusalSayer(code: Exclude<Language, "en">): Promise<SayRefusal | null> {
  const words = await refusalWords(code);
  return words ? (error) => refusalText(error, words, code) : null;
}
