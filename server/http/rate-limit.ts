// Per-client rate limits with hono-rate-limiter, counted in a fixed window (window-counter.ts)
// per client key (client-key.ts). Over the limit: 429, Retry-After (seconds until the
// window resets; the checkout page waits that long before its next read) and the spec's error
// array. RateLimit-* headers (draft 6) tell a well-behaved client where it stands.
import type { Context, MiddlewareHandler } from "hono";
import { rateLimiter } from "hono-rate-limiter";
import { apiError } from "./failure.ts";
import { clientKey } from "./client-key.ts";
import { errorResponse } from "./errors.ts";
import { WindowCounter } from "./window-counter.ts";

export interface RateLimitRule {
  /** Requests a client may make per window; 0 turns the limit off. */
  limit: number;
  windowMs: number;
}

/** A payment link's limits (server/checkout/link-limits.ts), counted in the database. */
export interface LinkRateLimits {
  /** Loads of link pages (GET) per client address. */
  pagePerClient: RateLimitRule;
  /** Loads of one link's page (GET), whoever loads it. */
  pagePerLink: RateLimitRule;
  /** Choices (POST, each an order) per client address. */
  choicesPerClient: RateLimitRule;
  /** Choices of one link, whoever makes them. */
  choicesPerLink: RateLimitRule;
}

export interface PerClientRateLimit {
  middleware: MiddlewareHandler;
  /**
   * Counts a request of this client key and says whether it is within the limit: for a path
   * served before Hono (the order read's fast lane), which hands a request over the limit to
   * the middleware to answer (counted once more there: it is over the limit either way).
   */
  admit(key: string): boolean;
}

export interface RateLimitOptions {
  what: string;
  trustProxy: number;
  setting: string;
  /**
   * The answer past the limit (its status is set to 429 and Retry-After is added), for a route
   * whose callers are people rather than programs: the checkout page answers with a page.
   * By default the spec's error array.
   */
  answer?: (c: Context) => Response | Promise<Response>;
}

export function perClientRateLimit(rule: RateLimitRule, options: RateLimitOptions): MiddlewareHandler {
  return createRateLimit(rule, options).middleware;
}

export function createRateLimit(rule: RateLimitRule, options: RateLimitOptions): PerClientRateLimit {
  if (rule.limit <= 0) return { middleware: async (_c, next) => next(), admit: () => true };
  const seconds = Math.ceil(rule.windowMs / 1000);
  // One store for both ways in, so the fast lane and the middleware count the same hits.
  const store = new WindowCounter();
  const middleware = rateLimiter({
    store,
    windowMs: rule.windowMs,
    limit: rule.limit,
    standardHeaders: "draft-6",
    keyGenerator: (c) => clientKey(c, options.trustProxy),
    handler: (c) => {
      if (options.answer) return options.answer(c);
      const message = `Too many requests to ${options.what}: at most ${rule.limit} per ${seconds} s from one client (${options.setting}). Retry after the number of seconds in Retry-After.`;
      return errorResponse(c, 429, [apiError("limitExceeded", "", message)], { "Cache-Control": "no-store" });
    },
  });
  return { middleware, admit: (key) => store.increment(key).totalHits <= rule.limit };
}
