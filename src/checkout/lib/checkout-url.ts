// What the page takes from its own URL. Issue 3: only integrationId and orderId (plus lang and
// theme from fixed lists); everything the payer sees comes from the service. Any other
// parameter (address=, amount=, …) is ignored, so a crafted link cannot put an attacker's
// address or amount on screen. Nothing from a rejected URL is ever echoed back.

export const LOCALES = ["en", "es", "pt", "ru", "tr", "zh", "ar"] as const;
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

/** First supported language in the browser's preference list, else English. */
export function pickLocale(requested: Locale | null, preferred: readonly string[]): Locale {
  if (requested) return requested;
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split("-")[0] ?? "";
    const found = oneOf(LOCALES, primary);
    if (found) return found;
  }
  return "en";
}
