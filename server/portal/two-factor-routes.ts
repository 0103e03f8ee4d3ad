// Two-factor sign-in, turned on and off by the merchant: a seed shown once (with its otpauth
// URI for a QR code or a paste), on only when a first code from it comes back, then ten
// recovery codes shown once and kept as digests. Setup and off need a fresh step-up. The seed is in no
// answer after the first, in no log and in no audit line.
import type { Hono } from "hono";
import { EnableTwoFactorRequest, type RecoveryCodes, type TwoFactorSetup } from "../../src/shared/index.ts";
import { apiError } from "../http/failure.ts";
import { errorResponse } from "../http/errors.ts";
import { parseBody } from "../http/validation.ts";
import type { Services } from "../services.ts";
import { confirmSession } from "../use-cases/portal-sessions.ts";
import { disableTwoFactor, enableTwoFactor, startTwoFactor } from "../use-cases/two-factor.ts";
import type { PortalGuards } from "./routes.ts";
import { matchingStep, newRecoveryCodes, newTotpSecret, otpauthUri, recoveryCodeDigest } from "./totp.ts";

export function portalTwoFactorRoutes(app: Hono, s: Services, guards: PortalGuards): void {
  // The issuer an authenticator app lists the code under: this service's host, so a merchant
  // with a sandbox and a production account tells them apart.
  const issuer = new URL(s.config.publicOrigin).host;
  const alreadyOn = () =>
    apiError("wrongData", "twoFactor", "Two-factor sign-in is already on: turn it off first to start again with a new app");

  // Behind the step-up: whoever holds a stolen session must not be able to turn two-factor on
  // with their own phone and lock the merchant out.
  app.post("/portal/api/two-factor/setup", guards.signedIn, guards.requireRecentConfirmation, async (c) => {
    const { account } = c.var.portal;
    if (account.twoFactor.secret !== null) return errorResponse(c, 400, [alreadyOn()]);
    const secret = newTotpSecret(s.ids);
    await startTwoFactor(s, account.id, secret);
    return c.json({ secret, otpauthUri: otpauthUri(secret, account.email, issuer) } satisfies TwoFactorSetup, 201);
  });

  app.post("/portal/api/two-factor/enable", guards.signedIn, async (c) => {
    const { account, session } = c.var.portal;
    const request = await parseBody(c, EnableTwoFactorRequest);
    if (account.twoFactor.secret !== null) return errorResponse(c, 400, [alreadyOn()]);
    const pending = account.twoFactor.pending;
    const step = pending === null ? null : matchingStep(pending, request.code.trim(), s.clock.now(), null);
    if (pending === null || step === null) {
      return errorResponse(c, 400, [
        apiError(
          "wrongData",
          "code",
          pending === null
            ? "Start two-factor setup first: no new key is waiting for its code"
            : "That code does not match the new key: check the app's clock and enter the code it shows now",
        ),
      ]);
    }
    const codes = newRecoveryCodes(s.ids);
    const at = s.clock.now().toISOString();
    const enabled = await enableTwoFactor(
      s,
      account.id,
      pending,
      step,
      codes.map(recoveryCodeDigest),
      guards.auditEntry(c, "two-factor enabled"),
    );
    if (!enabled)
      return errorResponse(c, 400, [apiError("wrongData", "code", "Setup was started again elsewhere: use the newest key shown")]);
    // The code just typed proves the holder is here: it counts as a fresh step-up.
    await confirmSession(s, session.idDigest, at);
    return c.json({ recoveryCodes: codes } satisfies RecoveryCodes, 201);
  });

  app.post("/portal/api/two-factor/disable", guards.signedIn, guards.requireRecentConfirmation, async (c) => {
    const { account } = c.var.portal;
    if (account.twoFactor.secret === null)
      return errorResponse(c, 400, [apiError("wrongData", "twoFactor", "Two-factor sign-in is already off")]);
    await disableTwoFactor(s, account.id, guards.auditEntry(c, "two-factor disabled"));
    return c.body(null, 204);
  });
}
