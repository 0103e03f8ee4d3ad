// What the page takes from its own URL: only integrationId and orderId (plus lang and
// theme from fixed lists); everything the payer sees comes from the service. Any other
// parameter (address=, amount=, …) is ignored, so a crafted link cannot put an attacker's
// address or amount on screen. Nothing from a rejected URL is ever echoed back.
import { LANGUAGE_CODES, type Language, languageOf, pickLanguage } from "../../shared/languages.ts";

/** Every language's code, from the one list (src/shared/languages.ts): the page, the link page, the portal and the mail share it. */
export const LOCALES: readonly Language[] = LANGUAGE_CODES;
export type Locale = Language;

export const THEMES = ["light", "dark"] as const;
export type Theme = (typeof THEMES)[number];

/** Shape of an id the page accepts: what the service issues, and nothing that needs escaping. */
const ID = /^[A-Za-z0-9_-]{1,128}$/;

export type CheckoutUrl =
  | { valid: true; integrationId: string; orderId: string; lang: Locale | null; theme: Theme | null }
  | { valid: false; lang: Locale | null; theme: Theme | null };

function oneOf<T extends string>(list: readonly T[], value: string | null): T | null {
  return value !== null && (list as readonly string[]).includes(value) ? (value as T) : null;
}

/** The single value of a parameter; a repeated parameter is ambiguous and counts as absent. */
function single(params: URLSearchParams, name: string): string | null {
  const all = params.getAll(name);
  return all.length === 1 ? (all[0] ?? null) : null;
}

export function parseCheckoutUrl(search: string): CheckoutUrl {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    return { valid: false, lang: null, theme: null };
  }
  const lang = oneOf(LOCALES, single(params, "lang"));
  const theme = oneOf(THEMES, single(params, "theme"));
  const integrationId = single(params, "integrationId");
  const orderId = single(params, "orderId");
  if (integrationId === null || orderId === null || !ID.test(integrationId) || !ID.test(orderId)) {
    return { valid: false, lang, theme };
  }
  return { valid: true, integrationId, orderId, lang, theme };
}

/** The listed language a browser's tag ("pt-BR", "zh-Hant-TW", "iw") stands for, or null. */
export const localeOf = languageOf;

/**
 * The page's language: the payer's own choice on this device (the switcher), else the link's
 * lang=, else the first language in the browser's preference list, else English; each only
 * where `has` says its words are here (a language of the list whose module is not written yet
 * is passed over, so the next preference is used rather than English words under its name).
 * The payer's choice comes first: a merchant's lang= is a guess, the payer's pick is not.
 */
export function pickLocale(
  requested: Locale | null,
  preferred: readonly string[],
  chosen: Locale | null = null,
  has: (locale: Locale) => boolean = () => true,
): Locale {
  const usable = (locale: Locale | null) => (locale !== null && has(locale) ? locale : null);
  return pickLanguage(
    usable(requested),
    preferred.filter((tag) => usable(languageOf(tag)) !== null),
    usable(chosen),
  );
}
