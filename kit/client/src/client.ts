// The typed client: openapi-fetch over the types generated from the service's OpenAPI document,
// with the API key on every request and an Idempotency-Key on every POST (kept across retries).
import createClient, { type Client } from "openapi-fetch";
import type { paths } from "./api-types.ts";
import { retryingFetch, type RetryOptions } from "./retrying-fetch.ts";
import { sameOriginRedirects } from "../../../src/shared/same-origin-redirects.ts";

export interface CheckoutClientOptions extends RetryOptions {
  /** The service's origin, such as http://127.0.0.1:8080 (no path). */
  baseUrl: string;
  /** The X-API-Key: keep it on your server, never in a page. */
  apiKey: string;
}

export type CheckoutClient = Client<paths>;

export function createCheckoutClient(options: CheckoutClientOptions): CheckoutClient {
  const { baseUrl, apiKey, ...retry } = options;
  if (!/^https?:\/\/[^/]+\/?$/.test(baseUrl)) {
    throw new TypeError(`baseUrl must be the service's origin such as "http://127.0.0.1:8080"; got "${baseUrl}"`);
  }
  if (apiKey === "") throw new TypeError("apiKey must be the service's API key (the sandbox prints it at start)");
  // The key goes only to baseUrl's origin: a redirect elsewhere is refused (RedirectRefused), not followed.
  const send = retry.fetch ?? ((request: Request) => globalThis.fetch(request));
  return createClient<paths>({
    baseUrl: baseUrl.replace(/\/$/, ""),
    headers: { "X-API-Key": apiKey },
    fetch: retryingFetch({ ...retry, fetch: sameOriginRedirects(send) }),
  });
}
