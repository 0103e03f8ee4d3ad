// GET /api/v1/integrations: the paginated list the client takes integrationId from.
import type { Hono } from "hono";
import * as z from "zod/mini";
import { Spec, type IntegrationList } from "../../src/shared/index.ts";
import { toIntegration } from "../domain/views.ts";
import { clientIdOf } from "../http/auth.ts";
import { PageQuery, pageOf, pageRequest } from "../http/pagination.ts";
import { parseWith } from "../http/validation.ts";
import { asSpec } from "./spec-view.ts";
import type { Services } from "../services.ts";

export const IntegrationsQuery = z.object(PageQuery);

export function integrationRoutes(app: Hono, s: Services): void {
  app.get("/api/v1/integrations", async (c) => {
    const query = parseWith(IntegrationsQuery, c.req.query(), "query");
    const page = pageRequest(query.page, query.perPage);
    const { items, total } = await s.store.listIntegrations(clientIdOf(c), page);
    const body: IntegrationList = pageOf(items.map(toIntegration), total, page);
    return c.json(asSpec(s.config, Spec.IntegrationList, body));
  });
}
