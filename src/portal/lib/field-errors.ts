// The service's errors by field, for the form that sent them: each shown next to its input.
import type { ApiError } from "../../shared/index.ts";

export type FieldErrors = Record<string, string>;

/**
 * Errors on fields the form has go there; anything else goes under `form`. An item of a list
 * ("allowedOrigins.0") is the list's field.
 */
export function byField(errors: ApiError[], fields: readonly string[]): FieldErrors {
  const out: FieldErrors = {};
  for (const error of errors) {
    const field = error.field?.replace(/\.\d+$/, "");
    const key = field && fields.includes(field) ? field : "form";
    out[key] = out[key] ? `${out[key]} ${error.message ?? ""}` : (error.message ?? "");
  }
  return out;
}
