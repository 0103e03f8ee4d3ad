// Redirects under the kit's typed client and its listen, followed only within the service's origin. Every request
// carries the merchant's X-API-Key, and fetch follows a redirect with every header but
// Authorization and Cookie: a 307 from the service (a proxy misconfigured, a domain lapsed, an
// attacker on a plain-http hop) would hand the key to whatever host the Location names. A
// redirect to another origin (another host, port or scheme, http to https included) is refused
// with an error that says where it pointed; one within the origin is followed as fetch would.
// One source for @crypto-checkout/client and @crypto-checkout/webhooks: npm run kit:pack copies it into
// each package's src/shared, so each package still stands alone.

/** A redirect the client did not follow, so the API key was not sent where it pointed. */
export class RedirectRefused extends Error {
  override readonly name = "RedirectRefused";
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/** Redirects followed within the origin, at most, before one is refused as a loop. */
const MAX_REDIRECTS = 5;

/** `send`, with redirects followed only to the first request's origin. */
export function sameOriginRedirects(send: (request: Request) => Promise<Response>): (request: Request) => Promise<Response> {
  return async (first) => {
    const origin = new URL(first.url).origin;
    let request = new Request(first, { redirect: "manual" });
    for (let hops = 0; ; hops++) {
      // A 307 or 308 sends the same body again: kept before it is read.
      const spare = request.clone();
      const response = await send(request);
      // A browser hides a manual redirect's target: it cannot be judged, so it is not followed.
      if (response.type === "opaqueredirect") {
        throw new RedirectRefused(
          `${first.method} ${first.url} was redirected, and this runtime hides where to: not followed with the API key`,
        );
      }
      const location = response.headers.get("Location");
      if (!REDIRECTS.has(response.status) || location === null) return response;
      await response.body?.cancel();
      const target = new URL(location, request.url);
      if (target.origin !== origin) {
        throw new RedirectRefused(
          `${first.method} ${first.url} was redirected (${response.status}) to another origin, ${target.origin}: not followed, so the X-API-Key was not sent there. Use the service's own origin as baseUrl${target.protocol === "https:" && new URL(first.url).protocol === "http:" ? ` (${target.origin} if the service moved to https)` : ""}.`,
        );
      }
      if (hops >= MAX_REDIRECTS)
        throw new RedirectRefused(`${first.method} ${first.url} was redirected more than ${MAX_REDIRECTS} times: not followed`);
      // As fetch does: a 303, or a 301/302 after a POST, asks again with a GET and no body.
      const asGet = response.status === 303 || ((response.status === 301 || response.status === 302) && spare.method === "POST");
      const headers = new Headers(spare.headers);
      if (asGet)
        for (const name of ["content-type", "content-length", "content-encoding", "content-language", "content-location"])
          headers.delete(name);
      request = new Request(target, {
        method: asGet ? "GET" : spare.method,
        headers,
        body: asGet || spare.method === "GET" || spare.method === "HEAD" ? null : await spare.arrayBuffer(),
        redirect: "manual",
        signal: spare.signal,
      });
    }
  };
}
