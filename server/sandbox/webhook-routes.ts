// POST /_sandbox/webhooks/deliveries/{deliveryId}/redeliver and
// POST /_sandbox/integrations/{integrationId}/webhook/test: 202, the delivery as queued; its
// attempts show in GET /_sandbox/webhooks/deliveries.
import type { Hono } from "hono";
import type { Delivery } from "../../src/shared/index.ts";
import { parseWith, readJsonObject } from "../http/validation.ts";
import type { Services } from "../services.ts";
import { SandboxTestEventRequest } from "./schemas.ts";
import { redeliver, sendTestEvent } from "./webhook-tools.ts";
import { clientIdOf } from "../http/auth.ts";

export function sandboxWebhookRoutes(app: Hono, s: Services): void {
  app.post("/_sandbox/webhooks/deliveries/:deliveryId/redeliver", async (c) => {
    const body: Delivery = await redeliver(s, clientIdOf(c), c.req.param("deliveryId"));
    return c.json(body, 202);
  });
  app.post("/_sandbox/integrations/:integrationId/webhook/test", async (c) => {
    const request = parseWith(SandboxTestEventRequest, await readJsonObject(c, { optional: true }));
    const body: Delivery = await sendTestEvent(s, clientIdOf(c), c.req.param("integrationId"), request.orderId);
    return c.json(body, 202);
  });
}
