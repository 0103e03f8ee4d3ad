// Integrations: the one shape a new integration starts in, so
// the seeded integration and one made with POST /_sandbox/integrations cannot drift apart.
import { formatUnits, parseUnits, type WebhookOrderType } from "../../src/shared/index.ts";
import type { IntegrationRecord } from "./types.ts";

/** "1.5" → "1.50": the stored form of a payment tolerance (percent, 2 fraction digits). */
export function toPercentText(text: string): string {
  return formatUnits(parseUnits(text, 2), 2);
}

/**
 * A new integration: active, with no callback URL (so no webhook is sent) and both order types
 * selected for when one is set, as the README's webhook section promises.
 */
export function newIntegration(fields: Pick<IntegrationRecord, "id" | "clientId" | "name" | "url" | "createdAt">): IntegrationRecord {
  return {
    id: fields.id,
    clientId: fields.clientId,
    name: fields.name,
    url: fields.url,
    status: "active",
    webhook: { callbackUrl: null, orderTypes: ["Payment", "Deposit"] },
    createdAt: fields.createdAt,
  };
}

/** Hosts where http: is accepted for an integration URL in sandbox mode: the merchant's own machine. */
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Why an integration URL may not be shown to payers (as "Back to <name>", or as where to get
 * help), or null. The URL has already passed the schema (absolute http(s), no control or bidi
 * characters). Userinfo is refused because "https://www.amazon.com@evil.example/" reads as
 * amazon.com and leads to evil.example; plain http is refused (the page would send payers over
 * an unauthenticated link) except to localhost in sandbox mode, where the demo shop runs.
 */
export function integrationUrlProblem(text: string, options: { sandbox: boolean; field?: string }): string | null {
  const field = options.field ?? "url";
  const url = new URL(text);
  if (url.protocol !== "https:" && url.protocol !== "http:") return `${field} must use https; got ${url.protocol}`;
  if (url.username || url.password) {
    return `${field} must not contain a user or password before "@" (it reads as ${url.username || "a host"} but leads to ${url.host}): give the shop's own address`;
  }
  if (url.protocol === "http:" && !(options.sandbox && LOCAL_HOSTS.has(url.hostname))) {
    return options.sandbox
      ? `${field} must use https (http is accepted only for localhost, 127.0.0.1 and [::1] in sandbox mode); got ${url.origin}`
      : `${field} must use https; got ${url.origin}`;
  }
  return null;
}

/**
 * The seed integration's URL: the demo shop's when the mode accepts it, else none ("": the page
 * then shows no link back). Outside sandbox mode the demo shop's http://localhost address would
 * be an unauthenticated link on every payer's page.
 */
export function seedIntegrationUrl(candidate: string, options: { sandbox: boolean }): string {
  return integrationUrlProblem(candidate, options) === null ? candidate : "";
}

/**
 * The one mutation of an integration's allowed embedding origins: null brings
 * back the default (any origin). The origins have passed EmbeddingRequest (exact http(s) origins).
 */
export function setAllowedEmbedOrigins(integration: IntegrationRecord, origins: readonly string[] | null): void {
  if (origins === null) delete integration.allowedEmbedOrigins;
  else integration.allowedEmbedOrigins = [...new Set(origins)];
}

/** The schemes of the merchant's apps an order's returnUrl may use (each once). */
export function withAppReturnSchemes(record: IntegrationRecord, schemes: readonly string[]): IntegrationRecord {
  return { ...record, appReturnSchemes: [...new Set(schemes)] };
}

/** The CSP frame-ancestors source list for the checkout of this integration's orders. */
export function frameAncestorsOf(integration: IntegrationRecord | undefined): string {
  const origins = integration?.allowedEmbedOrigins;
  if (!origins) return "*";
  return origins.length === 0 ? "'none'" : origins.join(" ");
}

// An integration's settings, each a rule that returns the new record and never changes the
// one it was given (the use case saves what it returns, in one transaction).

/** The name and URL payers see ("Pay to <name>", "Back to <name>"). */
export function withDetails(record: IntegrationRecord, fields: { name: string; url: string }): IntegrationRecord {
  return { ...record, name: fields.name, url: fields.url };
}

/** The order status callback: its URL and its order types (each once). */
export function withWebhook(
  record: IntegrationRecord,
  fields: { callbackUrl: string | null; orderTypes: readonly WebhookOrderType[] },
): IntegrationRecord {
  return { ...record, webhook: { callbackUrl: fields.callbackUrl, orderTypes: [...new Set(fields.orderTypes)] } };
}

/** The checkout's merchant header: a logo and an accent colour. */
export function withBranding(record: IntegrationRecord, fields: { logoUrl: string | null; accentColor: string | null }): IntegrationRecord {
  return { ...record, branding: { logoUrl: fields.logoUrl, accentColor: fields.accentColor } };
}

/** The origins allowed to frame the checkout (null: any). */
export function withEmbedOrigins(record: IntegrationRecord, origins: readonly string[] | null): IntegrationRecord {
  const next = { ...record };
  setAllowedEmbedOrigins(next, origins);
  return next;
}

/** Tolerance, support contact, and whether payers see the merchant's reference; absent fields stay. */
export function withPaymentSettings(
  record: IntegrationRecord,
  fields: {
    paymentTolerancePercent?: string | undefined;
    supportUrl?: string | null | undefined;
    supportEmail?: string | null | undefined;
    showExternalIdToPayer?: boolean | undefined;
  },
): IntegrationRecord {
  const next = { ...record };
  if (fields.paymentTolerancePercent !== undefined) next.paymentTolerancePercent = toPercentText(fields.paymentTolerancePercent);
  if (fields.supportUrl !== undefined) next.supportUrl = fields.supportUrl;
  if (fields.supportEmail !== undefined) next.supportEmail = fields.supportEmail;
  if (fields.showExternalIdToPayer !== undefined) next.showExternalIdToPayer = fields.showExternalIdToPayer;
  return next;
}
