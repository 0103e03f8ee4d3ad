// The merchant's API keys in the portal: listed (name, prefix, created, last used, revoked),
// created behind a step-up (the secret in that one answer only), revoked. Every route acts for
// the session's client: another client's key id answers as an unknown id. A key's audit line
// commits in the key's own transaction: no key is made or revoked without its line.
import type { Hono } from "hono";
import { CreateApiKeyRequest, type ApiKeyList, type CreatedApiKey } from "../../src/shared/index.ts";
import { createApiKey, listApiKeys, revokeApiKey } from "../use-cases/clients.ts";
import { apiError } from "../http/failure.ts";
import { errorResponse } from "../http/errors.ts";
import { parseBody } from "../http/validation.ts";
import type { Services } from "../services.ts";
import type { PortalGuards } from "./routes.ts";

export function portalApiKeyRoutes(app: Hono, s: Services, guards: PortalGuards): void {
  const base = "/portal/api/keys";
  app.use(base, guards.signedIn);
  app.use(`${base}/*`, guards.signedIn);

  app.get(base, async (c) => c.json({ data: await listApiKeys(s, c.var.portal.account.clientId) } satisfies ApiKeyList));

  app.post(base, guards.requireRecentConfirmation, async (c) => {
    const { account } = c.var.portal;
    const request = await parseBody(c, CreateApiKeyRequest);
    const created = await createApiKey(s, account.clientId, request.name.trim(), account.email, (key) =>
      guards.auditEntry(c, "API key created", { keyId: key.id, name: key.name, prefix: key.prefix }),
    );
    if (!created) return errorResponse(c, 404, [apiError("wrongData", "client", "This account's client is gone")]);
    return c.json(created satisfies CreatedApiKey, 201);
  });

  app.post(`${base}/:id/revoke`, async (c) => {
    const id = c.req.param("id");
    const revoked = await revokeApiKey(s, c.var.portal.account.clientId, id, (key) =>
      guards.auditEntry(c, "API key revoked", { keyId: key.id, name: key.name, prefix: key.prefix }),
    );
    if (!revoked)
      return errorResponse(c, 404, [apiError("wrongData", "id", `No API key ${JSON.stringify(id.slice(0, 64))} belongs to this account`)]);
    return c.json(revoked);
  });
}
