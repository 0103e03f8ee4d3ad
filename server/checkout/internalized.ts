/**
 * The same text as one string V8 keeps once (a property's name): found in a map or compared
 * with another such string by its address, where a substring of a request's target is hashed
 * and compared character by character each time. The order read's ids (read-targets.ts) and
 * the view cache's keys (order-view.ts) are kept so.
 */
export function internalized(text: string): string {
  const holder: Record<string, true> = { [text]: true };
  return Object.keys(holder)[0] ?? text;
}
