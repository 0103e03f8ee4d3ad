// The portal's integrations (/portal/api/integrations): list, create, and each setting of the
// spec's client portal, written through the same functions as the sandbox routes
// (server/sandbox/integration-settings.ts) for the session's client. The signing secret is
// answered once, by the creation or rotation that made it. Every change to what payers or
// callback receivers trust (the integration's URL, the callback URL, the signing secret, the
// embedding origins, the apps' return schemes, the payment tolerance and the support contact) asks for a fresh step-up
// and is written to the audit log with what it was and what it became.
import type { Context, Hono } from "hono";
import { RotateSecretRequest, WebhookConfigRequest, type PortalIntegrationList, type PortalSecretShown } from "../../src/shared/index.ts";
import { toPercentText } from "../domain/integrations.ts";
import type { IntegrationRecord } from "../domain/types.ts";
import { parseBody, parseWith, readJsonObject } from "../http/validation.ts";
import {
  checkedIntegrationId,
  createIntegration,
  integrationNotFound,
  renameIntegration,
  rotateSecret,
  type SettingsAudit,
  setAppReturnSchemes,
  setBranding,
  setEmbedding,
  setPaymentSettings,
  setWebhook,
} from "../sandbox/integration-settings.ts";
import {
  AppReturnSchemesRequest,
  EmbeddingRequest,
  paymentSettingsOf,
  SandboxBrandingRequest,
  SandboxIntegrationRequest,
  SandboxPaymentSettingsRequest,
} from "../sandbox/schemas.ts";
import type { Services } from "../services.ts";
import { generateWebhookSecret } from "../webhooks/signature.ts";
import { portalIntegrationOf } from "./integration-views.ts";
import type { PortalGuards } from "./routes.ts";

/** A portal lists a merchant's integrations on one screen: more than this is an operator's case. */
const LISTED = 200;

/** Runs a guard as a check: null when it lets the request through, else its refusal. */
export async function passes(guard: PortalGuards["requireRecentConfirmation"], c: Context): Promise<Response | null> {
  let passed = false;
  const refused = await guard(c, async () => {
    passed = true;
  });
  return passed ? null : (refused ?? null);
}

export function portalIntegrationRoutes(app: Hono, s: Services, guards: PortalGuards): void {
  const base = "/portal/api/integrations";
  app.use(base, guards.signedIn);
  app.use(`${base}/*`, guards.signedIn);
  const clientOf = (c: Context) => c.var.portal.account.clientId;
  const view = (record: IntegrationRecord) => portalIntegrationOf(record, s.clock.now());
  const idOf = (c: Context) => checkedIntegrationId(c.req.param("integrationId") ?? "");
  /** The integration as it is, or 404. */
  const current = async (c: Context, id: string) => {
    const found = await s.store.getIntegration(id, clientOf(c));
    if (!found) throw integrationNotFound(id);
    return found;
  };
  /** The step-up's refusal when `changes` names anything, else null. */
  const stepUpFor = (c: Context, changes: Record<string, unknown>) =>
    Object.keys(changes).length > 0 ? passes(guards.requireRecentConfirmation, c) : Promise.resolve(null);
  /** What changed, as `<field>From`/`<field>To` audit details. */
  const changeDetail = (integrationId: string, changes: Record<string, [unknown, unknown]>): Record<string, string> => {
    const detail: Record<string, string> = { integrationId };
    for (const [field, [from, to]] of Object.entries(changes)) {
      detail[`${field}From`] = from === null || from === undefined ? "none" : String(from);
      detail[`${field}To`] = to === null || to === undefined ? "none" : String(to);
    }
    return detail;
  };
  /**
   * The audit line of a settings change, written in the change's own transaction from the
   * record as it was and as it became there: what it names is what was changed.
   */
  const audited =
    (
      c: Context,
      action: string,
      diff: (was: IntegrationRecord, now: IntegrationRecord) => Record<string, [unknown, unknown]>,
    ): SettingsAudit =>
    (was, now) => {
      const changes = diff(was, now);
      return Object.keys(changes).length > 0 ? guards.auditEntry(c, action, changeDetail(was.id, changes)) : null;
    };
  /** The fields whose value `next` changes, with their old and new values. */
  const changed = (before: Record<string, unknown>, next: Record<string, unknown>): Record<string, [unknown, unknown]> => {
    const out: Record<string, [unknown, unknown]> = {};
    for (const [field, value] of Object.entries(next)) {
      if (value === undefined) continue;
      if (JSON.stringify(before[field] ?? null) !== JSON.stringify(value ?? null)) out[field] = [before[field], value];
    }
    return out;
  };

  app.get(base, async (c) => {
    const { items } = await s.store.listIntegrations(clientOf(c), { offset: 0, limit: LISTED });
    const body: PortalIntegrationList = { data: items.map(view) };
    return c.json(body);
  });

  app.post(base, async (c) => {
    const request = parseWith(SandboxIntegrationRequest, await readJsonObject(c));
    const signingSecret = generateWebhookSecret();
    const written = await createIntegration(s, clientOf(c), request, {
      prepare: (record) => {
        record.signing = { secret: signingSecret, previous: null };
      },
      audit: (created) => guards.auditEntry(c, "integration created", { integrationId: created.id, name: created.name }),
    });
    if (written.kind !== "applied") throw new Error("an integration created without an Idempotency-Key was not applied");
    const body: PortalSecretShown = { integration: view(written.result), signingSecret };
    return c.json(body, 201);
  });

  app.get(`${base}/:integrationId`, async (c) => {
    const id = idOf(c);
    const record = await s.store.getIntegration(id, clientOf(c));
    if (!record) throw integrationNotFound(id);
    return c.json(view(record));
  });

  app.put(`${base}/:integrationId`, async (c) => {
    const request = await parseBody(c, SandboxIntegrationRequest);
    const id = idOf(c);
    const before = await current(c, id);
    // The URL is where payers are sent back and what the checkout names as the shop: a step-up.
    const trusted = changed({ url: before.url }, { url: request.url });
    const refused = await stepUpFor(c, trusted);
    if (refused) return refused;
    const integration = await renameIntegration(
      s,
      clientOf(c),
      id,
      request,
      audited(c, "integration changed", (was, now) => changed({ name: was.name, url: was.url }, { name: now.name, url: now.url })),
    );
    return c.json(view(integration));
  });

  app.put(`${base}/:integrationId/webhook`, async (c) => {
    const request = await parseBody(c, WebhookConfigRequest);
    const id = idOf(c);
    const before = await current(c, id);
    const changesUrl = before.webhook.callbackUrl !== request.callbackUrl;
    if (changesUrl) {
      const refused = await passes(guards.requireRecentConfirmation, c);
      if (refused) return refused;
    }
    const integration = await setWebhook(s, clientOf(c), id, request, (was, now) =>
      was.webhook.callbackUrl === now.webhook.callbackUrl
        ? null
        : guards.auditEntry(c, "callback URL changed", {
            integrationId: id,
            from: was.webhook.callbackUrl ?? "none",
            to: now.webhook.callbackUrl ?? "none",
          }),
    );
    return c.json(view(integration));
  });

  app.put(`${base}/:integrationId/branding`, async (c) => {
    const request = await parseBody(c, SandboxBrandingRequest);
    return c.json(view(await setBranding(s, clientOf(c), idOf(c), request)));
  });

  app.put(`${base}/:integrationId/embedding`, async (c) => {
    const request = await parseBody(c, EmbeddingRequest);
    const id = idOf(c);
    const before = await current(c, id);
    // Which sites may frame the checkout: a payer trusts the page inside them.
    const changes = changed({ allowedOrigins: before.allowedEmbedOrigins ?? null }, { allowedOrigins: request.allowedOrigins });
    const refused = await stepUpFor(c, changes);
    if (refused) return refused;
    const listed = (origins: unknown) => (Array.isArray(origins) ? origins.join(" ") : "any");
    const integration = await setEmbedding(s, clientOf(c), id, request, (was, now) =>
      listed(was.allowedEmbedOrigins) === listed(now.allowedEmbedOrigins)
        ? null
        : guards.auditEntry(c, "embedding changed", {
            integrationId: id,
            allowedOriginsFrom: listed(was.allowedEmbedOrigins),
            allowedOriginsTo: listed(now.allowedEmbedOrigins),
          }),
    );
    return c.json(view(integration));
  });

  app.put(`${base}/:integrationId/app-return-schemes`, async (c) => {
    const request = await parseBody(c, AppReturnSchemesRequest);
    const id = idOf(c);
    const before = await current(c, id);
    // Where a payer is sent after paying: an app's link is trusted as the shop's own.
    const listed = (schemes: readonly string[] | undefined) => [...new Set(schemes ?? [])].join(" ") || "none";
    const changes = changed({ appReturnSchemes: listed(before.appReturnSchemes) }, { appReturnSchemes: listed(request.appReturnSchemes) });
    const refused = await stepUpFor(c, changes);
    if (refused) return refused;
    const integration = await setAppReturnSchemes(s, clientOf(c), id, request.appReturnSchemes, (was, now) =>
      listed(was.appReturnSchemes) === listed(now.appReturnSchemes)
        ? null
        : guards.auditEntry(c, "app return schemes changed", {
            integrationId: id,
            from: listed(was.appReturnSchemes),
            to: listed(now.appReturnSchemes),
          }),
    );
    return c.json(view(integration));
  });

  app.put(`${base}/:integrationId/payment-settings`, async (c) => {
    const request = await parseBody(c, SandboxPaymentSettingsRequest);
    const id = idOf(c);
    const before = paymentSettingsOf(await current(c, id));
    // The tolerance decides how short a payment may fall and still complete an order, the
    // support contact is where payers turn: both ask for a step-up.
    const tolerance = request.paymentTolerancePercent;
    const changes = changed(before, {
      ...request,
      ...(tolerance === undefined ? {} : { paymentTolerancePercent: toPercentText(tolerance) }),
    });
    const trusted = Object.fromEntries(Object.entries(changes).filter(([field]) => field !== "showExternalIdToPayer"));
    const refused = await stepUpFor(c, trusted);
    if (refused) return refused;
    const integration = await setPaymentSettings(
      s,
      clientOf(c),
      id,
      request,
      audited(c, "payment settings changed", (was, now) => changed(paymentSettingsOf(was), paymentSettingsOf(now))),
    );
    return c.json(view(integration));
  });

  app.post(`${base}/:integrationId/signing-secret`, async (c) => {
    const request = await parseBody(c, RotateSecretRequest);
    const id = idOf(c);
    // Whoever holds the new secret can sign callbacks the merchant's server believes.
    const refused = await passes(guards.requireRecentConfirmation, c);
    if (refused) return refused;
    const signingSecret = generateWebhookSecret();
    const integration = await rotateSecret(s, clientOf(c), id, signingSecret, request.graceHours, () =>
      guards.auditEntry(c, "signing secret rotated", { integrationId: id, graceHours: String(request.graceHours) }),
    );
    const body: PortalSecretShown = { integration: view(integration), signingSecret };
    return c.json(body);
  });
}
