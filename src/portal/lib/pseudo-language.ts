// The pseudo-locale on the portal (src/shared/pseudo-locale.ts): asked for with lang=qps-ploc,
// shown only where the service says it is the sandbox (a merchant on a real chain reads real
// words), never offered in the switcher, never picked from the browser's languages. Its words
// are a chunk of their own, fetched only when asked for. It stays until the merchant chooses a
// language in the switcher.
import { PSEUDO_LOCALE } from "../../shared/languages.ts";
import { activeLanguage } from "./i18n.ts";

/** Whether the pseudo-locale is to be shown: the sandbox, and lang=qps-ploc (once) in the address. */
export function wantsPseudoLocale(info: { sandbox: boolean } | null, search: string): boolean {
  const all = new URLSearchParams(search).getAll("lang");
  return info?.sandbox === true && all.length === 1 && all[0] === PSEUDO_LOCALE;
}

/** Puts the pseudo-locale's words on screen (the document keeps English's lang: its words are made from them). */
export async function showPseudoLocale(): Promise<void> {
  const table = (await import("../locales/pseudo.ts")).default;
  activeLanguage.value = { code: "en", table };
}
