// The mail's languages, all loaded at the start (the service is not size-bound): one line per
// language whose module exists. A language of the list without a module here is mailed in
// English, as is an account that chose none.
import type { Language } from "../../../src/shared/index.ts";
import de from "./de.ts";
import en, { type MailWords } from "./en.ts";

export type { MailWords };

export const MAIL_LOCALES: Partial<Record<Language, MailWords>> = {
  en,
  de,
};

/**
 * The account's language and its words; English when it chose none, or its language has no
 * mail module yet (so the mail's `lang` names the words it really holds).
 */
export function mailLocale(language: Language | null | undefined): { language: Language; words: MailWords } {
  const words = language ? MAIL_LOCALES[language] : undefined;
  return words && language ? { language, words } : { language: "en", words: en };
}
