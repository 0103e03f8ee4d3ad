// What a caught error says on a screen's notice: a refusal's errors in the portal's language,
// anything else its message. Its own module: only later screens' models show such notices, and
// the sign-in page's first load need not carry it.
import { Refused } from "./api.ts";
import { refusal } from "./i18n.ts";

export function errorText(error: unknown): string {
  if (error instanceof Refused && error.errors.length > 0) return error.errors.map(refusal).join("; ");
  return error instanceof Error ? error.message : String(error);
}
