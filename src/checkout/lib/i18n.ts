// Translations. English ships with the page; the payer's language is fetched on its own
// (issue 3: only the active language is downloaded).
import { createContext } from "preact";
import { useContext } from "preact/hooks";
import en, { type MessageKey, type Messages } from "../locales/en.ts";
import type { Locale } from "./checkout-url.ts";

export type { MessageKey, Messages };

/** Explicit loaders, so the bundler emits one chunk per language and nothing else. */
const loaders: Record<Exclude<Locale, "en">, () => Promise<{ default: Messages }>> = {
  es: () => import("../locales/es.ts"),
  pt: () => import("../locales/pt.ts"),
  ru: () => import("../locales/ru.ts"),
  tr: () => import("../locales/tr.ts"),
  zh: () => import("../locales/zh.ts"),
  ar: () => import("../locales/ar.ts"),
};

export const RTL_LOCALES: ReadonlySet<Locale> = new Set(["ar"]);

export type Translate = (key: MessageKey, values?: Record<string, string>) => string;

/** Fills {name} placeholders. Values are plain text: Preact renders them as text nodes. */
export function format(template: string, values: Record<string, string> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

export function translator(messages: Messages): Translate {
  return (key, values) => format(messages[key] || en[key], values);
}

/** The messages of `locale`; English when that module cannot be loaded. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  if (locale === "en") return en;
  try {
    return (await loaders[locale]()).default;
  } catch {
    return en;
  }
}

export const I18n = createContext<Translate>(translator(en));

export function useT(): Translate {
  return useContext(I18n);
}
