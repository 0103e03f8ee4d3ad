// Spec, Authentication 1: every request carries X-API-Key. Compared in constant time over
// sha256 digests, so neither the content nor the length of the key leaks through timing.
import { createHash, timingSafeEqual } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { apiError } from "../domain/failure.ts";
import { errorResponse } from "./errors.ts";

const digest = (text: string) => createHash("sha256").update(text, "utf8").digest();

/**
 * A check of received keys against the key `expectedKey()` names now. The expected key's
 * digest is made once per key, not per request; it is made again only when the key changes.
 */
export function keyMatcher(expectedKey: () => string): (received: string) => boolean {
  let expected: { key: string; digest: Buffer } | undefined;
  return (received) => {
    const key = expectedKey();
    // Compares the service's own key with the one digested before: nothing the client sent.
    if (!expected || expected.key !== key) expected = { key, digest: digest(key) };
    return timingSafeEqual(digest(received), expected.digest);
  };
}

export function keyMatches(received: string, expected: string): boolean {
  return keyMatcher(() => expected)(received);
}

const MISSING = "The X-API-Key header is missing: send your API key in it (the sandbox prints its key at start; SANDBOX_API_KEY sets it).";
const INVALID =
  "The X-API-Key header does not hold a valid API key: copy the key the sandbox printed at start (or the SANDBOX_API_KEY it was started with).";

/** `expectedKey` is read on every request, so a key changed in the state applies at once. */
export function requireApiKey(expectedKey: () => string): MiddlewareHandler {
  const matches = keyMatcher(expectedKey);
  return async (c, next) => {
    const received = c.req.header("X-API-Key");
    const problem = received === undefined || received === "" ? MISSING : matches(received) ? null : INVALID;
    if (problem) {
      return errorResponse(c, 401, [apiError("wrongData", "X-API-Key", problem)], { "WWW-Authenticate": 'ApiKey header="X-API-Key"' });
    }
    await next();
  };
}
