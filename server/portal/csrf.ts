// Cross-site request forgery: every state-changing portal request must come from the portal's
// own origin. The session cookie is SameSite=Lax as well, but SameSite is defence in depth
// (a sibling subdomain is "same-site"; older browsers ignore it): the Origin header, which a
// page cannot forge, decides. Without Origin, Sec-Fetch-Site must say same-origin; with
// neither (not a browser, or a very old one) the request is refused. Sign-in and sign-up are
// covered too: a forged sign-in would put the victim in the attacker's account (login CSRF).
import type { MiddlewareHandler } from "hono";
import { apiError } from "../http/failure.ts";
import { errorResponse } from "../http/errors.ts";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

export function sameOriginOnly(publicOrigin: string): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE.has(c.req.method)) return next();
    const origin = c.req.header("Origin");
    const site = c.req.header("Sec-Fetch-Site");
    const allowed = origin !== undefined ? origin === publicOrigin : site === "same-origin";
    if (!allowed) {
      return errorResponse(
        c,
        403,
        [
          apiError(
            "wrongData",
            "Origin",
            `Portal changes are accepted only from the portal's own page on ${publicOrigin} (Origin ${origin ?? "absent"}, Sec-Fetch-Site ${site ?? "absent"})`,
          ),
        ],
        { "Cache-Control": "no-store" },
      );
    }
    return next();
  };
}
