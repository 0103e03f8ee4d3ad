// The portal's Payouts screen behind the session: the client's own payouts (open ones first), the
// cancel of one still awaiting the wallet, and the answer to a stranger's transfer recorded on
// one (mark it paid with that transfer, or not this one). Only in chain mode, where a refund or withdrawal
// becomes a payout the merchant's own wallet pays; elsewhere these paths answer 404 as any
// unknown one. They run the API's own handlers for the session's client, so the portal follows
// the same rules; a cancel puts money back on the balance, so it asks for a fresh step-up and
// its audit line commits in the cancel's own transaction.
import type { Context, Hono } from "hono";
import { payoutHandlers } from "../api/payouts.ts";
import type { Services } from "../services.ts";
import type { PortalGuards } from "./routes.ts";

export function portalPayoutRoutes(app: Hono, s: Services, guards: PortalGuards): void {
  const mode = s.config.chain;
  if (!mode) return;
  const handlers = payoutHandlers(s, mode, {
    clientOf: (c: Context) => c.var.portal.account.clientId,
    audit: (c, action, payout, extra = {}) =>
      guards.auditEntry(c, action, {
        orderId: payout.orderId,
        amount: payout.amount,
        assetId: payout.assetId,
        destinationAddress: payout.destination,
        ...(payout.refundOf ? { refundOf: payout.refundOf } : {}),
        ...extra,
      }),
    by: (c) => `portal: ${c.var.portal.account.email}`,
  });
  app.use("/portal/api/payouts", guards.signedIn);
  app.use("/portal/api/payouts/*", guards.signedIn);
  app.get("/portal/api/payouts", handlers.list);
  app.post("/portal/api/payouts/:orderId/cancel", guards.requireRecentConfirmation, handlers.cancel);
  // A stranger's transfer recorded on a payout: only the merchant may say it paid the payout (a
  // money change: fresh step-up), or that it did not (on the record too, so a dismissal is traceable).
  app.post("/portal/api/payouts/:orderId/mark-paid", guards.requireRecentConfirmation, handlers.markPaid);
  app.post("/portal/api/payouts/:orderId/not-this-one", guards.requireRecentConfirmation, handlers.notThisOne);
}
