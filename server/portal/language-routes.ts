// The portal's language for the signed-in account: the page saves the switcher's choice here,
// and reads it back in /portal/api/me (so the merchant sees their language again after signing
// in, on any device), and the service mails the account in it. Written by the account itself.
import type { Hono } from "hono";
import { LanguageRequest } from "../../src/shared/index.ts";
import { parseBody } from "../http/validation.ts";
import type { Services } from "../services.ts";
import { saveLanguage } from "../use-cases/account-language.ts";
import type { PortalGuards } from "./routes.ts";

export function portalLanguageRoutes(app: Hono, s: Services, guards: PortalGuards): void {
  app.put("/portal/api/language", guards.signedIn, async (c) => {
    const request = await parseBody(c, LanguageRequest);
    const language = await saveLanguage(s.store, c.var.portal.account.id, request.language, s.clock.now().toISOString(), (detail) =>
      guards.auditEntry(c, "language changed", detail),
    );
    if (!language) return c.body(null, 401);
    return c.json({ language } satisfies LanguageRequest);
  });
}
