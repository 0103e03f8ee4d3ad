// The sandbox's strict mode (SPEC_STRICT=1): every /api/v1 answer reduced to the spec's fields,
// so a client built against it (the gateway's tests run it as their upstream) cannot come to
// depend on a field a real deployment of the API does not send. The reduction is a parse with
// the spec's schemas, which drop what the spec does not list; the field lists live in one place
// (src/shared/schemas/spec.ts).
import type * as z from "zod/mini";
import type { AppConfig } from "../services.ts";

export function specStrict(config: AppConfig): boolean {
  return config.specStrict === true;
}

/** The body as answered: unchanged, or in strict mode only the spec's fields of it. */
export function asSpec<T>(config: AppConfig, schema: z.ZodMiniType, body: T): T {
  return specStrict(config) ? (schema.parse(body) as T) : body;
}
