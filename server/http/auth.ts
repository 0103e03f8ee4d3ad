// Spec, Authentication 1: every request carries X-API-Key, and the key names the client
// (merchant) the request acts for. The store looks the key up by its SHA-256 digest; the
// routes read the client from the context and see only that client's records.
import type { Context, MiddlewareHandler } from "hono";
import { requestHeader } from "./answer.ts";
import { apiError } from "./failure.ts";
import { errorResponse } from "./errors.ts";

// Worded for every mode: a live service's keys come from the portal, the sandbox's also from its start.
const MISSING =
  "The X-API-Key header is missing: send your API key in it (made in the merchant portal's API keys; the sandbox also prints one at start).";
const INVALID =
  "The X-API-Key header does not hold a valid API key: use a key made in the merchant portal's API keys for your client that has not been revoked (or, in the sandbox, the key it printed at start).";

/** Who a request acts for: the client of the key it carries. */
export interface KeyHolder {
  clientId: string;
  keyId: string;
}

const HOLDER = "keyHolder";

/** `holderOf` is asked on every request, so a key revoked or created in the store applies at once. */
export function requireApiKey(holderOf: (presented: string) => Promise<KeyHolder | null>): MiddlewareHandler {
  return async (c, next) => {
    const received = requestHeader(c, "x-api-key");
    const holder = received === undefined || received === "" ? null : await holderOf(received);
    if (!holder) {
      const problem = received === undefined || received === "" ? MISSING : INVALID;
      return errorResponse(c, 401, [apiError("wrongData", "X-API-Key", problem)], { "WWW-Authenticate": 'ApiKey header="X-API-Key"' });
    }
    c.set(HOLDER as never, holder as never);
    await next();
  };
}

/**
 * Acts for a client without an API key: the portal, whose signed-in session names the client,
 * so that the API's own handlers (and their Idempotency-Key scope) serve it unchanged.
 */
export function actFor(c: Context, holder: KeyHolder): void {
  c.set(HOLDER as never, holder as never);
}

/** The client the request's key acts for (set by requireApiKey, which every /api/v1 and /_sandbox route is behind). */
export function clientIdOf(c: Context): string {
  const holder = c.get(HOLDER as never) as KeyHolder | undefined;
  if (!holder) throw new Error("clientIdOf: this route is not behind requireApiKey");
  return holder.clientId;
}
