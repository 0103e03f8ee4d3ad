// Headers on every answer, errors and 404s included: the hosted page is served from this
// origin, so one policy covers it all. Framing is allowed on purpose (the widget is an
// iframe on merchants' sites), hence frame-ancestors * and no X-Frame-Options.
import type { MiddlewareHandler } from "hono";

export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "connect-src 'self'",
  "font-src 'self'",
  "manifest-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors *",
  "require-trusted-types-for 'script'",
  "trusted-types 'none'",
].join("; ");

export const SECURITY_HEADERS: Record<string, string> = {
  "Content-Security-Policy": CONTENT_SECURITY_POLICY,
  "Referrer-Policy": "no-referrer",
  "X-Content-Type-Options": "nosniff",
};

/** Answers built with SECURITY_HEADERS already in them (server/http/answer.ts). */
const secured = new WeakSet<Response>();

/** Marks a response whose headers already include SECURITY_HEADERS; the middleware leaves it alone. */
export function markSecured<T extends Response>(response: T): T {
  secured.add(response);
  return response;
}

export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  // Setting headers after next() copies them into a Headers object and back: the hot order
  // read builds its answers with these headers in them instead.
  if (secured.has(c.res)) return;
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
  c.res.headers.delete("X-Frame-Options");
};
