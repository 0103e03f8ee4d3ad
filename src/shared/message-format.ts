// Filling a translated message: {name} placeholders, and the plural form a count asks for in
// that language (Intl.PluralRules), as the checkout and the portal both write their tables.
// Values are plain text: the pages render them as text nodes.

const PLURAL = /^\{(\w+), plural, ((?:\s*[a-z]+ \{[^{}]*\})+)\s*\}$/;

/**
 * The forms of a plural message ("{count, plural, one {# payment} other {# payments}}") by
 * category, or null when the template is not one.
 */
export function pluralForms(template: string): Record<string, string> | null {
  const match = PLURAL.exec(template);
  if (!match) return null;
  const forms: Record<string, string> = {};
  for (const [, category = "", text = ""] of (match[2] ?? "").matchAll(/([a-z]+) \{([^{}]*)\}/g)) forms[category] = text;
  return forms;
}

/**
 * Fills {name} placeholders; a plural message picks its form for values[count] through
 * Intl.PluralRules of `locale` and puts the count where the form has #.
 */
export function format(template: string, values: Record<string, string> = {}, locale = "en"): string {
  const forms = pluralForms(template);
  if (forms) {
    const name = PLURAL.exec(template)?.[1] ?? "count";
    const count = values[name] ?? "";
    const n = Number(count);
    const category = Number.isFinite(n) ? new Intl.PluralRules(locale).select(n) : "other";
    return (forms[category] ?? forms.other ?? "").replace(/#/g, count);
  }
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
