// POST /portal/api/password-reset: "Forgot password?" on the sign-in screen. With mail on
// (SMTP_URL), a one-time link for the account the email names is mailed; the answer is the same
// whether or not an account has the email, and only the request's own budgets can refuse it.
// The link is the operator's kind (password-links.ts: 256 random bits in the fragment, only
// their digest stored, one use), shorter lived, and never turns two-factor off: a mailbox alone
// must not open an account that asks for a second factor.
import type { Context, Hono } from "hono";
import type { PasswordResetAnswer, PasswordResetRequest } from "../../src/shared/index.ts";
import { apiError } from "../http/failure.ts";
import { errorResponse } from "../http/errors.ts";
import { passwordResetMail } from "../mail/messages.ts";
import type { Services } from "../services.ts";
import { requestPasswordReset } from "../use-cases/password-reset.ts";
import { passwordLinkUrl } from "./password-links.ts";
import { digestOf } from "./sessions.ts";
import type { SignInThrottle } from "./throttle.ts";

/** How long a mailed link works: long enough to reach an inbox, short enough not to linger in one. */
export const MAILED_LINK_LIFETIME_MS = 30 * 60_000;

export const RESET_ANSWER: PasswordResetAnswer = {
  message: `If an account has this email, a link to set a new password is on its way to it. It works once, within ${MAILED_LINK_LIFETIME_MS / 60_000} minutes.`,
};

export function passwordResetRoute(
  app: Hono,
  services: Services,
  parts: {
    throttle: SignInThrottle;
    addressOf: (c: Context) => string;
    parse: (c: Context) => Promise<PasswordResetRequest>;
  },
): void {
  app.post("/portal/api/password-reset", async (c) => {
    if (!services.mail) {
      return errorResponse(c, 403, [
        apiError("wrongData", "email", "This service does not mail password resets: ask its operator for a link to set a new password"),
      ]);
    }
    const request = await parts.parse(c);
    const email = request.email.trim().toLowerCase();
    const address = parts.addressOf(c);
    const now = services.clock.now();
    const account = (await services.store.portal.findAccountByEmail(email)) ?? null;
    const result = await requestPasswordReset(services, {
      account,
      asks: parts.throttle.resetAsks(email, address),
      now,
      link: (found) => {
        const secret = Buffer.from(services.ids.bytes(32)).toString("base64url");
        const url = passwordLinkUrl(services.config.publicOrigin, secret);
        return {
          link: {
            digest: digestOf(secret),
            accountId: found.id,
            purpose: "reset-password",
            twoFactorOff: false,
            createdAt: now.toISOString(),
            expiresAt: new Date(now.getTime() + MAILED_LINK_LIFETIME_MS).toISOString(),
          },
          mail: {
            id: services.ids.next("mail"),
            to: found.email,
            ...passwordResetMail(
              { link: url, minutes: MAILED_LINK_LIFETIME_MS / 60_000, origin: services.config.publicOrigin },
              found.language,
            ),
          },
          audit: {
            clientId: found.clientId,
            accountId: found.id,
            at: now.toISOString(),
            action: "password reset link mailed",
            address,
            detail: { email: found.email },
          },
        };
      },
    });
    if (!result.ok) {
      return errorResponse(
        c,
        429,
        [
          apiError(
            "limitExceeded",
            "email",
            `Too many reset requests for this email or from this address: try again in ${Math.ceil(result.waitSeconds / 60)} minute(s)`,
          ),
        ],
        { "Retry-After": String(result.waitSeconds) },
      );
    }
    return c.json(RESET_ANSWER, 202);
  });
}
