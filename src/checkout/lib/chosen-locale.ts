// The payer's language choice, remembered on their device (localStorage) and honoured on the
// next visit. Storage can be missing or refuse (a third-party iframe with storage blocked,
// private modes): then the choice lasts for this page only, and nothing breaks.
import { LOCALES, type Locale } from "./checkout-url.ts";

export const CHOSEN_LOCALE_KEY = "checkout.lang";

export type LocaleStorage = Pick<Storage, "getItem" | "setItem">;

export function readChosenLocale(storage: LocaleStorage | null): Locale | null {
  try {
    const value = storage?.getItem(CHOSEN_LOCALE_KEY) ?? null;
    return value !== null && (LOCALES as readonly string[]).includes(value) ? (value as Locale) : null;
  } catch {
    return null;
  }
}

export function storeChosenLocale(storage: LocaleStorage | null, locale: Locale): void {
  try {
    storage?.setItem(CHOSEN_LOCALE_KEY, locale);
  } catch {
    // Storage refused: the choice holds for this page view only.
  }
}

/** window.localStorage, or null where merely reading the property throws (blocked storage). */
export function deviceStorage(): LocaleStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
