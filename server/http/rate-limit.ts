// Per-client rate limits (issue 13, 8) with hono-rate-limiter's in-memory store: a fixed
// window per client key (client-key.ts). Over the limit: 429, Retry-After (seconds until the
// window resets; the checkout page waits that long before its next read) and the spec's error
// array. RateLimit-* headers (draft 6) tell a well-behaved client where it stands.
import type { MiddlewareHandler } from "hono";
import { rateLimiter } from "hono-rate-limiter";
import { apiError } from "../domain/failure.ts";
import { clientKey } from "./client-key.ts";
import { errorResponse } from "./errors.ts";

export interface RateLimitRule {
  /** Requests a client may make per window; 0 turns the limit off. */
  limit: number;
  windowMs: number;
}

export function perClientRateLimit(rule: RateLimitRule, options: { what: string; trustProxy: number; setting: string }): MiddlewareHandler {
  if (rule.limit <= 0) return async (_c, next) => next();
  const seconds = Math.ceil(rule.windowMs / 1000);
  return rateLimiter({
    windowMs: rule.windowMs,
    limit: rule.limit,
    standardHeaders: "draft-6",
    keyGenerator: (c) => clientKey(c, options.trustProxy),
    handler: (c) => {
      const message = `Too many requests to ${options.what}: at most ${rule.limit} per ${seconds} s from one client (${options.setting}). Retry after the number of seconds in Retry-After.`;
      return errorResponse(c, 429, [apiError("limitExceeded", "", message)], { "Cache-Control": "no-store" });
    },
  });
}
