// Request bodies of the sandbox-only routes (not part of the spec, so not in src/shared).
import * as z from "zod/mini";
import { FAULT_KINDS } from "./faults.ts";

export const SandboxIntegrationRequest = z.object({
  name: z.string("name must be a string").check(z.minLength(1, "name must not be empty"), z.maxLength(100, "name is longer than 100 characters")),
  url: z.string("url must be a string").check(z.url({ protocol: /^https?$/, error: "url must be an absolute http(s) URL" })),
});
export type SandboxIntegrationRequest = z.infer<typeof SandboxIntegrationRequest>;

/** PUT /_sandbox/integrations/{id}/branding: what the client portal would let a merchant set. */
export const SandboxBrandingRequest = z.object({
  logoUrl: z.nullable(
    z.string("logoUrl must be a string or null").check(z.url({ protocol: /^https$/, error: "logoUrl must be an absolute https URL (or null for none)" }), z.maxLength(2000, "logoUrl is longer than 2000 characters")),
  ),
  accentColor: z.nullable(
    z.string("accentColor must be a string or null").check(z.regex(/^#[0-9a-fA-F]{6}$/, "accentColor must be a colour as #rrggbb (or null for the default)")),
  ),
});
export type SandboxBrandingRequest = z.infer<typeof SandboxBrandingRequest>;

export const SandboxFaultsRequest = z.object({
  orderId: z.string("orderId must be a string").check(z.minLength(1, "orderId must not be empty")),
  failures: z
    .array(z.enum(FAULT_KINDS, `each failure must be one of ${FAULT_KINDS.join(", ")}`), "failures must be an array")
    .check(z.minLength(1, "failures must list at least one failure"), z.maxLength(50, "failures lists more than 50 failures")),
});
export type SandboxFaultsRequest = z.infer<typeof SandboxFaultsRequest>;

/**
 * POST /_sandbox/reset takes no body: none, or `{}`. Anything else is refused rather than
 * ignored, because reset wipes every order: a body that is not JSON, or meant for another
 * route, says the caller is not doing what they think, and must not cost them the state.
 */
export const SandboxResetRequest = z.strictObject(
  {},
  {
    error: (issue) =>
      `POST /_sandbox/reset takes no body${"keys" in issue && Array.isArray(issue.keys) ? `, but received ${issue.keys.join(", ")}` : ""}: send it with no body, or {}`,
  },
);
export type SandboxResetRequest = z.infer<typeof SandboxResetRequest>;
