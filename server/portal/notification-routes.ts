// The portal's notification settings: what the signed-in account is mailed about. Read and
// written by the account itself; the answer says too whether the service mails at all (no
// SMTP_URL: the switches are kept, nothing is sent).
import type { Hono } from "hono";
import { NotificationSettings, type NotificationsView } from "../../src/shared/index.ts";
import { parseBody } from "../http/validation.ts";
import type { Services } from "../services.ts";
import { readNotifications, saveNotifications } from "../use-cases/notification-settings.ts";
import type { PortalGuards } from "./routes.ts";

export function portalNotificationRoutes(app: Hono, s: Services, guards: PortalGuards): void {
  const mailOn = s.mail !== null;
  const now = () => s.clock.now().toISOString();

  app.get("/portal/api/notifications", guards.signedIn, async (c) => {
    const settings = await readNotifications(s.store, c.var.portal.account.id, now());
    if (!settings) return c.body(null, 401);
    return c.json({ settings, mailOn } satisfies NotificationsView);
  });

  app.put("/portal/api/notifications", guards.signedIn, async (c) => {
    const request = await parseBody(c, NotificationSettings);
    const settings = await saveNotifications(s.store, c.var.portal.account.id, request, now(), (detail) =>
      guards.auditEntry(c, "notifications changed", detail),
    );
    if (!settings) return c.body(null, 401);
    return c.json({ settings, mailOn } satisfies NotificationsView);
  });
}
