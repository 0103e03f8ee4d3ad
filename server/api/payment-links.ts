// Payment links, an extension beside the spec's routes (absent in strict mode, SPEC_STRICT=1):
// POST/GET /api/v1/payment-links, GET /api/v1/payment-links/{linkId}, POST .../deactivate.
// Writes answer after their commit; with an Idempotency-Key, a retried creation gets the first
// answer. Another client's link answers exactly as an unknown id does.
import type { Handler, Hono } from "hono";
import * as z from "zod/mini";
import { PaymentLinkRequest, isIssuedId, linkPageUrl, type PaymentLink, type PaymentLinkCreated } from "../../src/shared/index.ts";
import type { PaymentLinkRecord } from "../domain/payment-links.ts";
import { apiJson } from "../http/answer.ts";
import { clientIdOf } from "../http/auth.ts";
import { ApiFailure, apiError, shown } from "../http/failure.ts";
import { idempotencyClaim, respondWritten } from "../http/idempotency.ts";
import { PageQuery, pageOf, pageRequest } from "../http/pagination.ts";
import { parseWith, readJsonObject } from "../http/validation.ts";
import { isSandbox, type Services } from "../services.ts";
import { createPaymentLink, deactivateLink } from "../use-cases/payment-links.ts";
import { specStrict } from "./spec-view.ts";

export const PaymentLinksQuery = z.object({ ...PageQuery });

export function toPaymentLink(link: PaymentLinkRecord, origin: string): PaymentLink {
  return {
    linkId: link.id,
    url: linkPageUrl(origin, link.id),
    integrationId: link.integrationId,
    name: link.name,
    price: { ...link.price },
    assetIds: [...link.assetIds],
    returnUrl: link.returnUrl,
    expiresInMinutes: link.expiresInMinutes,
    active: link.active,
    createdAt: link.createdAt,
    deactivatedAt: link.deactivatedAt,
    ...(link.capped ? { capped: { ...link.capped } } : {}),
  };
}

const linkNotFound = (id: string) =>
  new ApiFailure(404, [
    apiError(
      "wrongData",
      "linkId",
      `payment link ${shown(id)} does not exist: use a linkId from POST /api/v1/payment-links or GET /api/v1/payment-links`,
    ),
  ]);

/** The handlers, for the API's routes and the portal's (which mounts them behind its session). */
export function paymentLinkHandlers(s: Services): { create: Handler; list: Handler; read: Handler; deactivate: Handler } {
  const origin = s.config.publicOrigin;
  const created = (link: PaymentLinkRecord): PaymentLinkCreated => ({ linkId: link.id, url: linkPageUrl(origin, link.id) });
  const linkParam = (id: string | undefined): string => {
    if (!id || !isIssuedId(id)) throw linkNotFound(id ?? "");
    return id;
  };
  return {
    async create(c) {
      const raw = await readJsonObject(c);
      const request = parseWith(PaymentLinkRequest, raw);
      const idempotency = idempotencyClaim(c, raw, (link: PaymentLinkRecord) => ({ status: 201, body: created(link) }));
      const written = await createPaymentLink(s.store, clientIdOf(c), request, s.ruleContext(), {
        idempotency,
        sandbox: isSandbox(s.config),
      });
      return respondWritten(c, written, (link) => apiJson(created(link), 201));
    },
    async list(c) {
      const query = parseWith(PaymentLinksQuery, c.req.query(), "query");
      const page = pageRequest(query.page, query.perPage);
      const { items, total } = await s.store.listPaymentLinks(clientIdOf(c), page);
      return c.json(
        pageOf(
          items.map((link) => toPaymentLink(link, origin)),
          total,
          page,
        ),
      );
    },
    async read(c) {
      const id = linkParam(c.req.param("linkId"));
      const link = await s.store.getPaymentLink(id, clientIdOf(c));
      if (!link) throw linkNotFound(id);
      return c.json(toPaymentLink(link, origin));
    },
    async deactivate(c) {
      const raw = await readJsonObject(c, { optional: true });
      const id = linkParam(c.req.param("linkId"));
      const idempotency = idempotencyClaim(c, raw, (link: PaymentLinkRecord) => ({ status: 200, body: toPaymentLink(link, origin) }));
      const written = await deactivateLink(s.store, clientIdOf(c), id, s.ruleContext(), { idempotency });
      // The link's page reads the link on every visit: nothing is cached to drop.
      return respondWritten(c, written, (link) => apiJson(toPaymentLink(link, origin), 200));
    },
  };
}

export function paymentLinkRoutes(app: Hono, s: Services): void {
  // Strict mode stands in for a deployment of the spec alone: the extension does not exist there.
  if (specStrict(s.config)) return;
  const handlers = paymentLinkHandlers(s);
  app.post("/api/v1/payment-links", handlers.create);
  app.get("/api/v1/payment-links", handlers.list);
  app.get("/api/v1/payment-links/:linkId", handlers.read);
  app.post("/api/v1/payment-links/:linkId/deactivate", handlers.deactivate);
}
