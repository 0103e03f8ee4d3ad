// An integration's settings as the spec's client portal holds them, one function per setting:
// the sandbox routes (API key) and the portal (session) call these same functions with the
// client they act for, so both write through the same checks. Another client's integration is
// not found, exactly as an unknown id.
import { isIssuedId, type WebhookConfigRequest } from "../../src/shared/index.ts";
import { refused, shown } from "../domain/refusal.ts";
import {
  integrationUrlProblem,
  newIntegration,
  withBranding,
  withAppReturnSchemes,
  withDetails,
  withEmbedOrigins,
  withPaymentSettings,
  withWebhook,
} from "../domain/integrations.ts";
import { type GraceHours, rotateSigningSecret } from "../domain/signing-secrets.ts";
import type { IntegrationRecord } from "../domain/types.ts";
import { destinationPolicy, isSandbox, type Services } from "../services.ts";
import type { AuditEntry, WriteOptions, Written } from "../store/index.ts";
import { hostProblem } from "../webhooks/destination.ts";
import { systemLookup } from "../webhooks/guarded-fetch.ts";

/** The requests' shapes, as the routes' schemas (server/sandbox/schemas.ts) have parsed them. */
export interface IntegrationFields {
  name: string;
  url: string;
}
export interface BrandingFields {
  logoUrl: string | null;
  accentColor: string | null;
}
export interface EmbeddingFields {
  allowedOrigins: readonly string[] | null;
}
/** Absent: unchanged; null clears a contact. */
export interface PaymentSettingsFields {
  paymentTolerancePercent?: string | undefined;
  supportUrl?: string | null | undefined;
  supportEmail?: string | null | undefined;
  showExternalIdToPayer?: boolean | undefined;
}

export const integrationNotFound = (id: string) =>
  refused("notFound", "wrongData", "integrationId", `integration ${shown(id)} does not exist: use an id from GET /api/v1/integrations`);

/** An id of a shape the service never issues is unknown without a lookup (a NUL would reach the database). */
export function checkedIntegrationId(id: string): string {
  if (!isIssuedId(id)) throw integrationNotFound(id);
  return id;
}

function urlRefused(text: string, field: "url" | "supportUrl", s: Services): void {
  const problem = integrationUrlProblem(text, { sandbox: isSandbox(s.config), field });
  if (problem) throw refused("invalid", "wrongData", field, `${problem} (received ${shown(text)})`);
}

/**
 * The audit line of a settings change (the portal's), from the record as it was and as it
 * became in the change's own transaction; null when the change records nothing.
 */
export type SettingsAudit = (before: IntegrationRecord, after: IntegrationRecord) => AuditEntry | null;

/**
 * Loads the client's integration (locked), runs the rule, saves what it returns and its audit
 * line, in one transaction; its commit wakes the readers of the integration's orders (their
 * pages show its settings).
 */
async function update(
  s: Services,
  clientId: string,
  id: string,
  rule: (record: IntegrationRecord) => IntegrationRecord,
  audit?: SettingsAudit,
): Promise<IntegrationRecord> {
  checkedIntegrationId(id);
  let before: IntegrationRecord | undefined;
  const written = await s.store.transaction(
    async (tx) => {
      before = await tx.integrationForUpdate(id, clientId);
      if (!before) throw integrationNotFound(id);
      const next = rule(before);
      await tx.saveIntegration(next);
      return next;
    },
    { now: s.clock.now().toISOString(), ...(audit ? { audit: (after: IntegrationRecord) => (before ? audit(before, after) : null) } : {}) },
  );
  if (written.kind !== "applied") throw new Error(`an integration's settings written without an Idempotency-Key were ${written.kind}`);
  return written.result;
}

/** A new integration of the client; `prepare` adds what the caller sets at creation (its own signing secret). */
export async function createIntegration(
  s: Services,
  clientId: string,
  request: IntegrationFields,
  options: WriteOptions<IntegrationRecord> & { prepare?: (record: IntegrationRecord) => void } = {},
): Promise<Written<IntegrationRecord>> {
  urlRefused(request.url, "url", s);
  const record = newIntegration({
    id: s.ids.next("int"),
    clientId,
    name: request.name,
    url: request.url,
    createdAt: s.clock.now().toISOString(),
  });
  options.prepare?.(record);
  // The audit line goes with the write, so the creation and its record commit together.
  return s.store.createIntegration(record, { idempotency: options.idempotency, audit: options.audit });
}

/** The name and URL payers see ("Pay to <name>", "Back to <name>"). */
export async function renameIntegration(
  s: Services,
  clientId: string,
  id: string,
  request: IntegrationFields,
  audit?: SettingsAudit,
): Promise<IntegrationRecord> {
  urlRefused(request.url, "url", s);
  return update(s, clientId, id, (record) => withDetails(record, request), audit);
}

/** The order status callback: its URL (checked now, and by every delivery) and its order types. */
export async function setWebhook(
  s: Services,
  clientId: string,
  id: string,
  request: WebhookConfigRequest,
  audit?: SettingsAudit,
): Promise<IntegrationRecord> {
  // An unknown id (or another client's) is refused by the update's locked load, as for every setting.
  checkedIntegrationId(id);
  if (request.callbackUrl !== null) {
    const url = new URL(request.callbackUrl);
    if (url.username || url.password) {
      throw refused(
        "invalid",
        "wrongData",
        "callbackUrl",
        "callbackUrl must not carry credentials (user:password@): verify callbacks by their webhook-signature header instead",
      );
    }
    // A courtesy now (the literal address, or what the name resolves to today);
    // the guard is the same rule applied by every delivery to the address it connects to.
    const problem = await hostProblem(url.hostname, destinationPolicy(s.config), s.config.lookup ?? systemLookup);
    if (problem) throw refused("invalid", "wrongData", "callbackUrl", `callbackUrl is refused: ${problem}`);
  }
  return update(s, clientId, id, (record) => withWebhook(record, request), audit);
}

/** The checkout's merchant header: a logo and an accent colour. */
export async function setBranding(s: Services, clientId: string, id: string, request: BrandingFields): Promise<IntegrationRecord> {
  return update(s, clientId, id, (record) => withBranding(record, request));
}

/** The origins allowed to frame this integration's checkout (its CSP frame-ancestors). */
export function setEmbedding(
  s: Services,
  clientId: string,
  id: string,
  request: EmbeddingFields,
  audit?: SettingsAudit,
): Promise<IntegrationRecord> {
  return update(s, clientId, id, (record) => withEmbedOrigins(record, request.allowedOrigins), audit);
}

/** The schemes of the merchant's apps an order's returnUrl may use (the request has passed AppReturnSchemesRequest). */
export function setAppReturnSchemes(
  s: Services,
  clientId: string,
  id: string,
  schemes: readonly string[],
  audit?: SettingsAudit,
): Promise<IntegrationRecord> {
  return update(s, clientId, id, (record) => withAppReturnSchemes(record, schemes), audit);
}

/** Tolerance, support contact, and whether payers see the merchant's reference. */
export async function setPaymentSettings(
  s: Services,
  clientId: string,
  id: string,
  request: PaymentSettingsFields,
  audit?: SettingsAudit,
): Promise<IntegrationRecord> {
  checkedIntegrationId(id);
  // The same rule as the integration's own URL: payers follow it, so https outside sandbox mode.
  if (request.supportUrl) urlRefused(request.supportUrl, "supportUrl", s);
  return update(s, clientId, id, (record) => withPaymentSettings(record, request), audit);
}

/**
 * A new signing secret for the integration; the one it replaces keeps verifying for
 * `graceHours` (signing-secrets.ts).
 */
export function rotateSecret(
  s: Services,
  clientId: string,
  id: string,
  secret: string,
  graceHours: GraceHours,
  audit?: SettingsAudit,
): Promise<IntegrationRecord> {
  return update(s, clientId, id, (record) => rotateSigningSecret(record, secret, s.webhooks.secret, s.clock.now(), graceHours), audit);
}
