// The portal's integrations (/portal/api/integrations): list, create, and each setting of the
// spec's client portal, written through the same functions as the sandbox routes
// (server/sandbox/integration-settings.ts) for the session's client. The signing secret is
// answered once, by the creation or rotation that made it; a callback URL change asks for a
// recent password (step-up); both are written to the audit log.
import type { Context, Hono } from "hono";
import { RotateSecretRequest, WebhookConfigRequest, type PortalIntegrationList, type PortalSecretShown } from "../../src/shared/index.ts";
import { rotateSigningSecret } from "../domain/signing-secrets.ts";
import type { IntegrationRecord } from "../domain/types.ts";
import { parseBody, parseWith, readJsonObject } from "../http/validation.ts";
import {
  checkedIntegrationId,
  createIntegration,
  integrationNotFound,
  renameIntegration,
  setBranding,
  setEmbedding,
  setPaymentSettings,
  setWebhook,
} from "../sandbox/integration-settings.ts";
import { EmbeddingRequest, SandboxBrandingRequest, SandboxIntegrationRequest, SandboxPaymentSettingsRequest } from "../sandbox/schemas.ts";
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
    });
    if (written.kind !== "applied") throw new Error("an integration created without an Idempotency-Key was not applied");
    await guards.audit(c, "integration created", { integrationId: written.result.id, name: written.result.name });
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
    return c.json(view(await renameIntegration(s, clientOf(c), idOf(c), request)));
  });

  app.put(`${base}/:integrationId/webhook`, async (c) => {
    const request = await parseBody(c, WebhookConfigRequest);
    const id = idOf(c);
    const before = await s.store.getIntegration(id, clientOf(c));
    if (!before) throw integrationNotFound(id);
    const changesUrl = before.webhook.callbackUrl !== request.callbackUrl;
    if (changesUrl) {
      const refused = await passes(guards.requireRecentConfirmation, c);
      if (refused) return refused;
    }
    const integration = await setWebhook(s, clientOf(c), id, request);
    if (changesUrl) {
      await guards.audit(c, "callback URL changed", {
        integrationId: id,
        from: before.webhook.callbackUrl ?? "none",
        to: request.callbackUrl ?? "none",
      });
    }
    return c.json(view(integration));
  });

  app.put(`${base}/:integrationId/branding`, async (c) => {
    const request = await parseBody(c, SandboxBrandingRequest);
    return c.json(view(await setBranding(s, clientOf(c), idOf(c), request)));
  });

  app.put(`${base}/:integrationId/embedding`, async (c) => {
    const request = await parseBody(c, EmbeddingRequest);
    return c.json(view(await setEmbedding(s, clientOf(c), idOf(c), request)));
  });

  app.put(`${base}/:integrationId/payment-settings`, async (c) => {
    const request = await parseBody(c, SandboxPaymentSettingsRequest);
    return c.json(view(await setPaymentSettings(s, clientOf(c), idOf(c), request)));
  });

  app.post(`${base}/:integrationId/signing-secret`, async (c) => {
    const request = await parseBody(c, RotateSecretRequest);
    const id = idOf(c);
    const signingSecret = generateWebhookSecret();
    const at = s.clock.now();
    const integration = await s.store.updateIntegration(clientOf(c), id, (record) =>
      rotateSigningSecret(record, signingSecret, s.webhooks.secret, at, request.graceHours),
    );
    if (!integration) throw integrationNotFound(id);
    await guards.audit(c, "signing secret rotated", { integrationId: id, graceHours: String(request.graceHours) });
    const body: PortalSecretShown = { integration: view(integration), signingSecret };
    return c.json(body);
  });
}
