// The pseudo-locale on the checkout and the link page (src/shared/pseudo-locale.ts): asked for
// with lang=qps-ploc, honoured only where the service allows it (the sandbox; never in chain or
// gateway mode, where a payer must read real words), never offered in the language menu and
// never picked from a browser's languages. The service renders it and says so in the state
// block; the page then fetches these words as a chunk of their own, so nothing of it weighs
// on a real payer's first load.
import { PSEUDO_LOCALE } from "../../shared/languages.ts";
import { loadMessages, type Messages } from "./i18n.ts";

/** Whether the link asks for the pseudo-locale: lang=qps-ploc, once (a repeated lang= is ambiguous). */
export function asksPseudoLocale(search: string): boolean {
  const all = new URLSearchParams(search).getAll("lang");
  return all.length === 1 && all[0] === PSEUDO_LOCALE;
}

/** The checkout's words in the pseudo-locale: a chunk of their own, made from the English the page has. */
export async function loadPseudoMessages(): Promise<Messages> {
  const [pseudo, en] = await Promise.all([import("../locales/pseudo.ts"), loadMessages("en")]);
  return pseudo.default(en);
}
