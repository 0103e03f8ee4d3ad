// Reserved sandbox routes (STYLE 8): trigger what the chain would do, configure what the spec
// puts in the client portal, and inspect or reset state. All need the API key.
import type { Hono } from "hono";
import { ASSET_IDS, SandboxPaymentRequest, WebhookConfigRequest, type Integration, type Transaction } from "../../src/shared/index.ts";
import { ApiFailure, apiError, shown } from "../domain/failure.ts";
import { integrationById, integrationUrlProblem, newIntegration, setAllowedEmbedOrigins } from "../domain/integrations.ts";
import { balanceOf } from "../domain/ledger.ts";
import { confirmIncomingFunds } from "../domain/orders.ts";
import { resetState } from "../domain/seed.ts";
import type { IntegrationRecord } from "../domain/types.ts";
import { toIntegration, toTransaction } from "../domain/views.ts";
import { parseBody } from "../http/validation.ts";
import { destinationPolicy, isSandbox, type Services } from "../services.ts";
import { hostProblem } from "../webhooks/destination.ts";
import { systemLookup } from "../webhooks/guarded-fetch.ts";
import { EmbeddingRequest, SandboxFaultsRequest, SandboxIntegrationRequest, SandboxResetRequest } from "./schemas.ts";

export function sandboxRoutes(app: Hono, s: Services): void {
  const integrationOr404 = (id: string): IntegrationRecord => {
    const integration = integrationById(s.store.state, id);
    if (!integration) {
      throw new ApiFailure(404, [
        apiError("wrongData", "integrationId", `integration ${shown(id)} does not exist: use an id from GET /api/v1/integrations`),
      ]);
    }
    return integration;
  };

  app.post("/_sandbox/orders/:orderId/payments", async (c) => {
    const request = await parseBody(c, SandboxPaymentRequest, { optional: true });
    const orderId = c.req.param("orderId");
    const { order, transaction } = s.store.mutate((state) => confirmIncomingFunds(state, orderId, request.amount, s.ruleContext()));
    s.orderChanged(order, { callback: true });
    const body: Transaction = toTransaction(order, transaction);
    return c.json(body, 201);
  });

  app.post("/_sandbox/integrations", async (c) => {
    const request = await parseBody(c, SandboxIntegrationRequest);
    const urlProblem = integrationUrlProblem(request.url, { sandbox: isSandbox(s.config) });
    if (urlProblem) throw new ApiFailure(400, [apiError("wrongData", "url", `${urlProblem} (received ${shown(request.url)})`)]);
    const record: IntegrationRecord = s.store.mutate((state) => {
      const created = newIntegration({ id: s.ids.next("int"), name: request.name, url: request.url, createdAt: s.clock.now().toISOString() });
      state.integrations[created.id] = created;
      return created;
    });
    const body: Integration = toIntegration(record);
    return c.json(body, 201);
  });

  app.put("/_sandbox/integrations/:integrationId/webhook", async (c) => {
    const request = await parseBody(c, WebhookConfigRequest);
    integrationOr404(c.req.param("integrationId"));
    if (request.callbackUrl !== null) {
      const url = new URL(request.callbackUrl);
      if (url.username || url.password) {
        throw new ApiFailure(400, [
          apiError("wrongData", "callbackUrl", "callbackUrl must not carry credentials (user:password@): verify callbacks by their webhook-signature header instead"),
        ]);
      }
      // Issue 13, 2: a courtesy now (the literal address, or what the name resolves to today);
      // the guard is the same rule applied by every delivery to the address it connects to.
      const problem = await hostProblem(url.hostname, destinationPolicy(s.config), s.config.lookup ?? systemLookup);
      if (problem) throw new ApiFailure(400, [apiError("wrongData", "callbackUrl", `callbackUrl is refused: ${problem}`)]);
    }
    // Looked up again after the await: a reset meanwhile replaced the record.
    const integration = integrationOr404(c.req.param("integrationId"));
    s.store.mutate(() => {
      integration.webhook = { callbackUrl: request.callbackUrl, orderTypes: [...new Set(request.orderTypes)] };
    });
    const body: Integration = toIntegration(integration);
    return c.json(body);
  });

  // Issue 13, 8: the origins allowed to frame this integration's checkout (the page's CSP frame-ancestors).
  app.put("/_sandbox/integrations/:integrationId/embedding", async (c) => {
    const request = await parseBody(c, EmbeddingRequest);
    const integration = integrationOr404(c.req.param("integrationId"));
    s.store.mutate(() => setAllowedEmbedOrigins(integration, request.allowedOrigins));
    return c.json({ integrationId: integration.id, allowedOrigins: integration.allowedEmbedOrigins ?? null });
  });

  app.get("/_sandbox/integrations/:integrationId/balances", (c) => {
    const integration = integrationOr404(c.req.param("integrationId"));
    return c.json({
      integrationId: integration.id,
      balances: ASSET_IDS.map((assetId) => ({ assetId, amount: balanceOf(s.store.state, integration.id, assetId) })),
    });
  });

  app.get("/_sandbox/webhooks/deliveries", (c) => {
    const filter: { orderId?: string; integrationId?: string } = {};
    const orderId = c.req.query("orderId");
    const integrationId = c.req.query("integrationId");
    if (orderId) filter.orderId = orderId;
    if (integrationId) filter.integrationId = integrationId;
    return c.json({ data: s.webhooks.list(filter) });
  });

  app.post("/_sandbox/faults", async (c) => {
    const request = await parseBody(c, SandboxFaultsRequest);
    s.faults.plan(request.orderId, request.failures);
    return c.json({ orderId: request.orderId, failures: s.faults.pending(request.orderId) });
  });

  app.post("/_sandbox/reset", async (c) => {
    await parseBody(c, SandboxResetRequest, { optional: true });
    s.store.replace(resetState(s.store.state));
    s.webhooks.reset();
    s.faults.clear();
    // Long-polling readers re-read and find their order gone (404).
    s.events.notifyAll();
    return c.body(null, 204);
  });
}
