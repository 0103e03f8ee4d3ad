// Translations for the portal, in the checkout's pattern (a table per language, {name}
// placeholders, plural forms through Intl.PluralRules): English ships with the page; another
// language is one module (locales/<code>.ts, a PortalTranslation: every section's table),
// fetched when chosen (lib/portal-language.ts). The language in use is a signal: a screen that
// reads a word through t (or a section's words) while rendering renders again when it changes.
// The checkout's own table is not imported (the two pages never import each other).
import { signal } from "@preact/signals";
import type { Language } from "../../shared/languages.ts";
import { format as fill } from "../../shared/message-format.ts";
import type { PortalApiError } from "../../shared/schemas/errors.ts";
import en, { type MessageKey, type Messages } from "../locales/en.ts";
import type { PortalTranslation } from "../locales/translation.ts";

export type { MessageKey, Messages };
export type Translate = (key: MessageKey, values?: Record<string, string>) => string;

/** How a language says the service's refusals (refusal-modules.ts), made with its words. */
export type SayRefusal = (error: PortalApiError) => string;

/**
 * The language in use and its module (null: English, the page's own words), with how it says
 * the service's refusals (absent or null: the service's English messages are shown). The saying
 * comes with the language's chunk, so the first load carries none of it.
 */
export const activeLanguage = signal<{ code: Language; table: PortalTranslation | null; refusal?: SayRefusal | null }>({
  code: "en",
  table: null,
});

/** Fills a template in the language in use (its plural rules). */
export function format(template: string, values: Record<string, string> = {}): string {
  return fill(template, values, activeLanguage.value.code);
}

/** A fixed table's translator (tests; English by default). */
export function translator(messages: Messages = en): Translate {
  return (key, values) => fill(messages[key] ?? en[key], values);
}

/** The main table's word in the language in use; English where that module lacks it. */
export const t: Translate = (key, values) => {
  const { code, table } = activeLanguage.value;
  const own = table?.main[key];
  return own ? fill(own, values, code) : fill(en[key], values);
};

type Section = Exclude<keyof PortalTranslation, "main">;

/**
 * A chunk's table (its English words, which the chunk imports) as a translator: the language in
 * use's section where its module has the word, English otherwise.
 */
export function sectionWords<K extends string>(section: Section, english: Readonly<Record<K, string>>) {
  return (key: K, values?: Record<string, string>): string => {
    const { code, table } = activeLanguage.value;
    const own = (table?.[section] as Record<string, string> | undefined)?.[key];
    return own ? fill(own, values, code) : fill(english[key], values);
  };
}

/** One of the service's refusals in the language in use: its key's words, else the service's message. */
export function refusal(error: PortalApiError): string {
  return activeLanguage.value.refusal?.(error) ?? error.message ?? "";
}

/** A moment as the merchant's language writes it (the digits and order of its dates, through Intl). */
export function localTime(iso: string): string {
  return new Date(iso).toLocaleString(activeLanguage.value.code);
}
