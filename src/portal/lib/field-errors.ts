// The service's errors by field, for the form that sent them: each shown next to its input, in
// the portal's language where its words have the refusal's key.
import type { PortalApiError } from "../../shared/index.ts";
import { refusal } from "./i18n.ts";

export type FieldErrors = Record<string, string>;

/**
 * Errors on fields the form has go there; anything else goes under `form`. An item of a list
 * ("allowedOrigins.0") is the list's field.
 */
export function byField(errors: PortalApiError[], fields: readonly string[]): FieldErrors {
  const out: FieldErrors = {};
  for (const error of errors) {
    const field = error.field?.replace(/\.\d+$/, "");
    const key = field && fields.includes(field) ? field : "form";
    const text = refusal(error);
    out[key] = out[key] ? `${out[key]} ${text}` : text;
  }
  return out;
}
