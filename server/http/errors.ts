// Every error answer of the service is the spec's 400 body shape (Errors 2): an array of
// { code, field, message }, whatever the status. Messages say what to fix: the
// field, the value received and what would be valid, so a client can correct its request.
import type { Context, ErrorHandler, NotFoundHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiError } from "../../src/shared/index.ts";
import { ApiFailure, apiError, REFUSAL_STATUS } from "./failure.ts";
import { Refusal } from "../../src/shared/refusal.ts";
import type { Logger } from "./logger.ts";
import { withRefusalKey } from "./refusal-keys.ts";

/** The portal's page says refusals in the merchant's language: its answers carry each message's key. */
const PORTAL_API = "/portal/api/";

export function errorResponse(c: Context, status: ContentfulStatusCode, errors: ApiError[], headers?: Record<string, string>): Response {
  // Only the portal's: an API client reads the message, and the spec's answers stay as they are.
  const answered = c.req.path.startsWith(PORTAL_API) ? errors.map(withRefusalKey) : errors;
  return c.json(answered, status, headers);
}

export function onError(logger: Logger): ErrorHandler {
  return (error, c) => {
    if (error instanceof ApiFailure) return errorResponse(c, error.status, error.errors, error.headers);
    // The one place a refusal of a rule or use case becomes HTTP.
    if (error instanceof Refusal) {
      const wait = error.waitSeconds === undefined ? undefined : { "Retry-After": String(error.waitSeconds) };
      return errorResponse(c, REFUSAL_STATUS[error.kind], error.errors, wait);
    }
    logger.error(`unexpected error on ${c.req.method} ${c.req.path}`, error);
    return errorResponse(c, 500, [
      apiError("unknownError", "", "The sandbox failed unexpectedly; the request was not applied. Retry, and report it if it persists."),
    ]);
  };
}

export const notFound: NotFoundHandler = (c) =>
  errorResponse(c, 404, [
    apiError(
      "wrongData",
      "path",
      `No route ${c.req.method} ${c.req.path}. The API lives under /api/v1 (integrations, assets, exchange-rates, order/payment, order/deposit, order/refund, order/withdrawal, orders); sandbox controls under /_sandbox.`,
    ),
  ]);

export function methodNotAllowedResponse(c: Context, methods: string[]): Response {
  return errorResponse(
    c,
    405,
    [apiError("wrongData", "method", `${c.req.method} is not allowed on ${c.req.path}: use ${methods.join(" or ")}`)],
    { Allow: methods.join(", ") },
  );
}
