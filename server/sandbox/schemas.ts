// Request bodies of the sandbox-only routes (not part of the spec, so not in src/shared).
import * as z from "zod/mini";
import {
  appSchemeProblem,
  Delivery,
  Integration,
  MAX_APP_RETURN_SCHEMES,
  hasVisibleCharacter,
  isDecimalText,
  parseHttpUrl,
  parseUnits,
  unsafeDisplayCharacter,
} from "../../src/shared/index.ts";
import type { IntegrationRecord } from "../domain/types.ts";
import { FAULT_KINDS } from "./faults.ts";

/** The page shows the name and links the URL, so neither may hide characters. */
const displaySafe = (field: string) =>
  z.refine<string>((text) => unsafeDisplayCharacter(text) === null, {
    error: (issue) =>
      `${field} must not contain control or bidirectional formatting characters (found ${unsafeDisplayCharacter(String(issue.input)) ?? "one"}): they change what the payer sees`,
    abort: true,
  });

export const SandboxIntegrationRequest = z.object({
  name: z.string("name must be a string").check(
    z.minLength(1, "name must not be empty"),
    z.maxLength(100, "name is longer than 100 characters"),
    displaySafe("name"),
    // Payers read "Pay to <name>": spaces, NBSP, U+3164 or a BOM alone would show an empty heading.
    z.refine(
      (text) => text === "" || hasVisibleCharacter(text),
      "name has no visible character (only spaces, joiners or other invisible characters): give the shop's name as payers should read it",
    ),
  ),
  // http(s), no userinfo, and http only for localhost in sandbox mode: integrationUrlProblem(), in the route.
  url: z
    .string("url must be a string")
    .check(
      z.maxLength(2048, "url is longer than 2048 characters"),
      displaySafe("url"),
      z.url({ protocol: /^https?$/, error: "url must be an absolute http(s) URL" }),
    ),
});
export type SandboxIntegrationRequest = z.infer<typeof SandboxIntegrationRequest>;

/** PUT /_sandbox/integrations/{id}/branding: what the client portal would let a merchant set. */
export const SandboxBrandingRequest = z.object({
  logoUrl: z.nullable(
    z
      .string("logoUrl must be a string or null")
      .check(
        z.url({ protocol: /^https$/, error: "logoUrl must be an absolute https URL (or null for none)" }),
        z.maxLength(2000, "logoUrl is longer than 2000 characters"),
      ),
  ),
  accentColor: z.nullable(
    z
      .string("accentColor must be a string or null")
      .check(z.regex(/^#[0-9a-fA-F]{6}$/, "accentColor must be a colour as #rrggbb (or null for the default)")),
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

/** At most this many origins may frame one integration's checkout. */
export const MAX_EMBED_ORIGINS = 20;

/**
 * An exact web origin, as a browser serializes it ("https://shop.example", "http://localhost:8081"):
 * no path, no wildcard, no userinfo. Anything else could widen the page's frame-ancestors or,
 * with a ";", add a directive to its policy.
 */
const EmbedOrigin = z.string("each origin must be a string").check(
  z.refine(
    (text) => {
      const url = parseHttpUrl(text);
      // The URL parser keeps "*" in a host; CSP would read it as a wildcard.
      return url?.origin === text && /^(?:[a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:.]+\]$/.test(url.hostname);
    },
    {
      error: (issue) =>
        `each origin must be an exact http(s) origin such as "https://shop.example" (scheme and host, no path or wildcard); got ${JSON.stringify(String(issue.input).slice(0, 80))}`,
    },
  ),
);

/** PUT /_sandbox/integrations/{id}/embedding: who may frame the checkout; null for anyone. */
export const EmbeddingRequest = z.object({
  allowedOrigins: z.nullable(
    z
      .array(EmbedOrigin, "allowedOrigins must be a list of origins, or null to allow any")
      .check(z.maxLength(MAX_EMBED_ORIGINS, `allowedOrigins lists more than ${MAX_EMBED_ORIGINS} origins`)),
  ),
});
export type EmbeddingRequest = z.infer<typeof EmbeddingRequest>;
/** One scheme of a merchant's app ("myshop"), never one that runs script or reads the device. */
const AppReturnScheme = z.string('each app return scheme must be a string such as "myshop"').check(
  z.refine((scheme) => appSchemeProblem(scheme, "each app return scheme") === null, {
    error: (issue) => appSchemeProblem(String(issue.input), "each app return scheme") ?? "",
  }),
);

/** PUT …/integrations/{id}/app-return-schemes: the schemes an order's returnUrl may use; [] for none. */
export const AppReturnSchemesRequest = z.strictObject({
  appReturnSchemes: z
    .array(AppReturnScheme, 'appReturnSchemes must be a list of schemes such as ["myshop"], or [] for none')
    .check(z.maxLength(MAX_APP_RETURN_SCHEMES, `appReturnSchemes lists more than ${MAX_APP_RETURN_SCHEMES} schemes`)),
});
export type AppReturnSchemesRequest = z.infer<typeof AppReturnSchemesRequest>;

/** A plain email address: one @, no spaces or angle brackets (it becomes a mailto: link). */
const EMAIL = /^[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[^\s@<>()"',;:]+$/;

/**
 * PUT /_sandbox/integrations/{id}/payment-settings: what the spec's client portal would hold
 * for payments. Absent fields stay as they are; null clears a contact. Strict: a misspelt field
 * is refused rather than silently leaving the setting as it was.
 */
export const SandboxPaymentSettingsRequest = z.strictObject({
  paymentTolerancePercent: z.optional(
    z.string('paymentTolerancePercent must be decimal text such as "0.5" (percent)').check(
      z.refine(isDecimalText, {
        error: 'paymentTolerancePercent must be plain decimal text such as "0.5": digits and one optional dot',
        abort: true,
      }),
      z.refine((text) => !text.includes(".") || text.length - text.indexOf(".") - 1 <= 2, {
        error: "paymentTolerancePercent has more than 2 fraction digits",
        abort: true,
      }),
      z.refine((text) => text.length <= 6 && parseUnits(text, 2) <= 10_000n, "paymentTolerancePercent must be between 0 and 100"),
    ),
  ),
  supportUrl: z.optional(
    z.nullable(
      z.string("supportUrl must be a string or null").check(
        z.maxLength(2048, "supportUrl is longer than 2048 characters"),
        displaySafe("supportUrl"),
        z.refine((text) => parseHttpUrl(text) !== null, {
          error: "supportUrl must be an absolute http(s) URL such as https://shop.example/help",
          abort: true,
        }),
        z.refine((text) => {
          const url = parseHttpUrl(text);
          return url !== null && url.username === "" && url.password === "";
        }, "supportUrl must not carry credentials (user:password@): payers see it"),
      ),
    ),
  ),
  supportEmail: z.optional(
    z.nullable(
      z.string("supportEmail must be a string or null").check(
        z.maxLength(254, "supportEmail is longer than 254 characters"),
        z.refine((text) => EMAIL.test(text), "supportEmail must be an email address such as help@shop.example"),
      ),
    ),
  ),
  showExternalIdToPayer: z.optional(z.boolean("showExternalIdToPayer must be true or false")),
});
export type SandboxPaymentSettingsRequest = z.infer<typeof SandboxPaymentSettingsRequest>;

export function paymentSettingsOf(record: IntegrationRecord): SandboxPaymentSettings {
  return {
    integrationId: record.id,
    paymentTolerancePercent: record.paymentTolerancePercent ?? "0.00",
    supportUrl: record.supportUrl ?? null,
    supportEmail: record.supportEmail ?? null,
    showExternalIdToPayer: record.showExternalIdToPayer === true,
  };
}

// Answers of the sandbox-only routes: the routes build them with these types, and the OpenAPI
// document (server/openapi) describes them from these same schemas.

/**
 * POST /_sandbox/integrations: the integration and its own signing secret, shown this once (a
 * secret shared by every integration would let one merchant forge another's callbacks).
 */
export const SandboxIntegrationCreated = z.object({ ...Integration.shape, signingSecret: z.string() });
export type SandboxIntegrationCreated = z.infer<typeof SandboxIntegrationCreated>;

/** GET and PUT /_sandbox/integrations/{id}/payment-settings. */
export const SandboxPaymentSettings = z.object({
  integrationId: z.string(),
  paymentTolerancePercent: z.string(),
  supportUrl: z.nullable(z.string()),
  supportEmail: z.nullable(z.string()),
  showExternalIdToPayer: z.boolean(),
});
export type SandboxPaymentSettings = z.infer<typeof SandboxPaymentSettings>;

/** PUT /_sandbox/integrations/{id}/branding. */
export const SandboxBranding = z.object({
  integrationId: z.string(),
  logoUrl: z.nullable(z.string()),
  accentColor: z.nullable(z.string()),
});
export type SandboxBranding = z.infer<typeof SandboxBranding>;

/** PUT /_sandbox/integrations/{id}/app-return-schemes. */
export const SandboxAppReturnSchemes = z.object({
  integrationId: z.string(),
  appReturnSchemes: z.array(z.string()),
});
export type SandboxAppReturnSchemes = z.infer<typeof SandboxAppReturnSchemes>;

/** PUT /_sandbox/integrations/{id}/embedding. */
export const SandboxEmbedding = z.object({
  integrationId: z.string(),
  allowedOrigins: z.nullable(z.array(z.string())),
});
export type SandboxEmbedding = z.infer<typeof SandboxEmbedding>;

/** GET /_sandbox/integrations/{id}/balances: every asset, credited or not. */
export const SandboxBalances = z.object({
  integrationId: z.string(),
  balances: z.array(z.object({ assetId: z.string(), amount: z.string() })),
});
export type SandboxBalances = z.infer<typeof SandboxBalances>;

/** POST /_sandbox/faults: the failures still planned for the order. */
export const SandboxFaults = z.object({
  orderId: z.string(),
  failures: z.array(z.enum(FAULT_KINDS)),
});
export type SandboxFaults = z.infer<typeof SandboxFaults>;

/** GET /_sandbox/webhooks/deliveries: newest first. */
export const SandboxDeliveryList = z.object({ data: z.array(Delivery) });
export type SandboxDeliveryList = z.infer<typeof SandboxDeliveryList>;

/** GET /_sandbox/webhooks/deliveries query: either filter, both, or neither. */
export const SandboxDeliveriesQuery = z.object({
  orderId: z.optional(z.string()),
  integrationId: z.optional(z.string()),
});
export type SandboxDeliveriesQuery = z.infer<typeof SandboxDeliveriesQuery>;

/** POST /_sandbox/integrations/{id}/webhook/test: which order's callback to send (default: the newest). */
export const SandboxTestEventRequest = z.object({
  orderId: z.optional(z.string("orderId must be a string").check(z.minLength(1, "orderId must not be empty"))),
});
export type SandboxTestEventRequest = z.infer<typeof SandboxTestEventRequest>;
