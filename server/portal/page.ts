// The portal's page: dist/portal/portal.html for /portal and every client-side route under it,
// and its hashed files under /portal/assets. Never framed (frame-ancestors 'none' and
// X-Frame-Options: DENY: a framed dashboard is a clickjacking target), never cached (it is the
// entry to a signed-in area), and the same strict policy as the checkout otherwise.
import { join } from "node:path";
import type { Context, Hono } from "hono";
import { contentSecurityPolicy, markSecured, SECURITY_HEADERS } from "../http/security-headers.ts";
import { type Assets, notBuilt, sendAsset } from "../http/static.ts";

/** The checkout's policy, framed by no one; it frames only this origin (the checkout's preview). */
export const PORTAL_CONTENT_SECURITY_POLICY = `${contentSecurityPolicy("'none'")}; frame-src 'self'`;

export const PORTAL_HEADERS: Record<string, string> = {
  ...SECURITY_HEADERS,
  "Content-Security-Policy": PORTAL_CONTENT_SECURITY_POLICY,
  "X-Frame-Options": "DENY",
};

export function portalPageRoutes(app: Hono, assets: Assets): void {
  app.get("/portal/assets/:file{.+}", async (c) => {
    const name = c.req.param("file");
    if (!/^[\w.-]+(?:\/[\w.-]+)*$/.test(name) || name.includes("..")) return c.notFound();
    const found = await assets.get(join("portal", "assets", name));
    return found ? markSecured(sendAsset(c, found, "public, max-age=31536000, immutable", PORTAL_HEADERS)) : c.notFound();
  });

  const page = async (c: Context) => {
    if (/^\/portal\/(?:api|assets)(?:\/|$)/.test(c.req.path)) return c.notFound();
    const found = await assets.get("portal/portal.html", { stable: true });
    if (!found) return notBuilt(c, "The portal (dist/portal/portal.html)");
    return markSecured(sendAsset(c, found, "no-store", PORTAL_HEADERS));
  };
  app.get("/portal", page);
  // Client-side routes (/portal/orders, …); /portal/api and /portal/assets are matched first.
  app.get("/portal/:screen{[a-z-]+(?:/[\\w-]+)*}", page);
}
