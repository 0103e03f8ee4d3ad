// What the page takes from its own URL: only integrationId and orderId (plus lang and
// theme from fixed lists); everything the payer sees comes from the service. Any other
// parameter (address=, amount=, …) is ignored, so a crafted link cannot put an attacker's
// address or amount on screen. Nothing from a rejected URL is ever echoed back.

export const LOCALES = [
  "en",
  "ar",
  "bn",
  "de",
  "es",
  "fa",
  "fil",
  "fr",
  "he",
  "hi",
  "id",
  "it",
  "ja",
  "ko",
  "ms",
  "nl",
  "pl",
  "pt",
  "ru",
  "sw",
  "th",
  "tr",
  "uk",
  "vi",
  "zh",
] as const;
export type Locale = (typeof LOCALES)[number];

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

/** Older or alternative codes browsers still send for a supported language. */
const ALIASES: Record<string, Locale> = { iw: "he", in: "id", tl: "fil", zsm: "ms" };

/** The supported language a browser's tag ("pt-BR", "zh-Hant-TW", "iw") stands for, or null. */
export function localeOf(tag: string): Locale | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? "";
  const alias = Object.hasOwn(ALIASES, primary) ? ALIASES[primary] : undefined;
  return oneOf(LOCALES, primary) ?? alias ?? null;
}

/**
 * The page's language: the payer's own choice on this device (the switcher), else the link's
 * lang=, else the first supported language in the browser's preference list, else English.
 * The payer's choice comes first: a merchant's lang= is a guess, the payer's pick is not.
 */
export function pickLocale(requested: Locale | null, preferred: readonly string[], chosen: Locale | null = null): Locale {
  if (chosen) return chosen;
  if (requested) return requested;
  for (const tag of preferred) {
    const found = localeOf(tag);
    if (found) return found;
  }
  return "en";
}
