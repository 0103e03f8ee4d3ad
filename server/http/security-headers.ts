// Headers on every answer, errors and 404s included: the hosted page is served from this
// origin, so one policy covers it all. Framing is allowed on purpose (the widget is an
// iframe on merchants' sites), hence frame-ancestors * and no X-Frame-Options, unless an
// integration names the origins allowed to frame its checkout.
import type { MiddlewareHandler } from "hono";

/**
 * The service's policy. `frameAncestors` is "*" (any merchant's site may frame the checkout)
 * except on the page of an integration that named its allowed embedding origins.
 * `styleHashes` and `scriptHashes`: the 'sha256-…' sources of the page's own inline <style>
 * elements and of the inline module that starts its scripts (checkout/inline-styles.ts);
 * nothing else inline is allowed.
 */
export function contentSecurityPolicy(
  frameAncestors = "*",
  styleHashes: readonly string[] = [],
  scriptHashes: readonly string[] = [],
  /** Where the page's forms may post: nowhere, except the payment link's page (its own origin). */
  formAction = "'none'",
): string {
  return [
    "default-src 'none'",
    ["script-src 'self'", ...scriptHashes].join(" "),
    ["style-src 'self'", ...styleHashes].join(" "),
    // https: for the merchant's logo (an integration setting, https only); nothing else loads images.
    "img-src 'self' https:",
    "connect-src 'self'",
    "font-src 'self'",
    "manifest-src 'self'",
    "base-uri 'none'",
    `form-action ${formAction}`,
    `frame-ancestors ${frameAncestors}`,
    "require-trusted-types-for 'script'",
    "trusted-types 'none'",
  ].join("; ");
}

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/**
 * Powerful features the page does not use are denied to it and to anything it could frame; the
 * one it uses, clipboard-write (the copy buttons), is allowed to its own origin. Inside a
 * merchant's iframe the merchant must delegate it as well (the widgetCode's allow="clipboard-write *").
 * Only features Chromium knows and parses without complaint: an unknown one is a console error
 * on every page (web-share, though it exists, logs "Unrecognized feature" in current Chromium,
 * and the page never calls navigator.share, so it is left at its default). clipboard-read
 * keeps its default (this origin only, behind the browser's permission prompt): the end-to-end
 * tests read back what the copy buttons wrote.
 */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "camera=()",
  "clipboard-write=(self)",
  "display-capture=()",
  "encrypted-media=()",
  "fullscreen=()",
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "idle-detection=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "picture-in-picture=()",
  "publickey-credentials-get=()",
  "screen-wake-lock=()",
  "serial=()",
  "usb=()",
  "xr-spatial-tracking=()",
].join(", ");

export const SECURITY_HEADERS: Record<string, string> = {
  "Content-Security-Policy": CONTENT_SECURITY_POLICY,
  "Permissions-Policy": PERMISSIONS_POLICY,
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

/** Whether a response was built with its headers complete (markSecured). */
export function isSecured(response: Response): boolean {
  return secured.has(response);
}

export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  // Setting headers after next() copies them into a Headers object and back: the hot order
  // read builds its answers with these headers in them instead.
  if (secured.has(c.res)) return;
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    // The page sets its own policy, differing only in frame-ancestors (contentSecurityPolicy()).
    if (name === "Content-Security-Policy" && c.res.headers.has(name)) continue;
    c.res.headers.set(name, value);
  }
  c.res.headers.delete("X-Frame-Options");
};
