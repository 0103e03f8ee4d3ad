// POST /api/v1/order/send was removed on 01.09.2026 (spec, Versioning). 410 Gone says "it
// existed and will not come back", which a 404 would not.
import type { Hono } from "hono";
import { apiError } from "../http/failure.ts";
import { errorResponse } from "../http/errors.ts";
import type { Services } from "../services.ts";

export function sendRemovedRoutes(app: Hono, _s: Services): void {
  app.post("/api/v1/order/send", (c) =>
    errorResponse(c, 410, [
      apiError(
        "wrongData",
        "path",
        "POST /api/v1/order/send was removed on 01.09.2026: use POST /api/v1/order/withdrawal to send funds to an external address, or POST /api/v1/order/refund to return funds of a completed order to a customer",
      ),
    ]),
  );
}
