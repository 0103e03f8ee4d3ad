// Translations for the portal, in the checkout's pattern (a table per language, {name}
// placeholders): English ships with the page; another language is another module of the same
// keys. The checkout's own table is not imported (the two pages never import each other).
import en, { type MessageKey, type Messages } from "../locales/en.ts";

export type { MessageKey, Messages };
export type Translate = (key: MessageKey, values?: Record<string, string>) => string;

export function format(template: string, values: Record<string, string> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

export function translator(messages: Messages = en): Translate {
  return (key, values) => format(messages[key] ?? en[key], values);
}

export const t: Translate = translator();
