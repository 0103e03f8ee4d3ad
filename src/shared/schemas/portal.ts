// The client portal's own JSON (/portal/api/…): accounts and sessions. The portal page parses
// every answer with these, the service every request: one contract, checked on both sides.
import * as z from "zod/mini";
import { LANGUAGE_CODES } from "../languages.ts";

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 256;
export const EMAIL_MAX = 254;

/**
 * One @, something on each side, a dot in the domain, no spaces and no control characters (a
 * NUL cannot be stored in PostgreSQL's text, nor written raw into a log line): the rest is the
 * mail server's business.
 */
export const PortalEmail = z
  .string()
  .check(
    z.refine(
      (text) => text.trim().length <= EMAIL_MAX && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text.trim()) && !/\p{Cc}/u.test(text),
      "email must be an address such as you@example.com",
    ),
  );

export const NewPassword = z
  .string()
  .check(
    z.refine(
      (text) => text.length >= PASSWORD_MIN && text.length <= PASSWORD_MAX,
      `the password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters (a few words make a good one)`,
    ),
  );

/** At sign-in any non-empty text is tried (a password set under older rules still works). */
export const GivenPassword = z
  .string()
  .check(z.refine((text) => text.length >= 1 && text.length <= PASSWORD_MAX, `the password must be 1 to ${PASSWORD_MAX} characters`));

/** A 6-digit code from the authenticator app, or one of the recovery codes (xxxx-xxxx-xxxx-xxxx). */
export const OneTimeCode = z
  .string()
  .check(
    z.refine(
      (text) => /^\s*(\d{6}|[a-zA-Z2-7]{4}-?[a-zA-Z2-7]{4}-?[a-zA-Z2-7]{4}-?[a-zA-Z2-7]{4})\s*$/.test(text),
      "the code must be the 6 digits your authenticator app shows, or a recovery code such as abcd-efgh-ijkl-mnop",
    ),
  );

/** `code` only when the account has two-factor on (the first answer asks for it). */
export const SignInRequest = z.object({ email: PortalEmail, password: GivenPassword, code: z.optional(OneTimeCode) });
export type SignInRequest = z.infer<typeof SignInRequest>;

export const SignUpRequest = z.object({ email: PortalEmail, password: NewPassword });
export type SignUpRequest = z.infer<typeof SignUpRequest>;

/** "Forgot password?": the address a reset link is mailed to, if an account has it. */
export const PasswordResetRequest = z.object({ email: PortalEmail });
export type PasswordResetRequest = z.infer<typeof PasswordResetRequest>;

/** The one answer to a reset request, whether or not an account has the address. */
export const PasswordResetAnswer = z.object({ message: z.string() });
export type PasswordResetAnswer = z.infer<typeof PasswordResetAnswer>;

/** The operator's one-time link (its secret, from the link's fragment) and the password it sets. */
export const SetPasswordRequest = z.object({
  token: z.string().check(z.refine((text) => /^[\w-]{43}$/.test(text), "this link is not whole: open the link the operator gave you")),
  password: NewPassword,
});
export type SetPasswordRequest = z.infer<typeof SetPasswordRequest>;

/** `code` too when the account has two-factor on: a password alone changes nothing then. */
export const ChangePasswordRequest = z.object({ currentPassword: GivenPassword, newPassword: NewPassword, code: z.optional(OneTimeCode) });
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

/** A step-up before a sensitive change: the code when two-factor is on, else the password. */
export const ConfirmRequest = z.object({ password: z.optional(GivenPassword), code: z.optional(OneTimeCode) });
export type ConfirmRequest = z.infer<typeof ConfirmRequest>;

/** Two-factor's first step: the seed, shown this once, to put into an authenticator app. */
export const TwoFactorSetup = z.object({ secret: z.string(), otpauthUri: z.string() });
export type TwoFactorSetup = z.infer<typeof TwoFactorSetup>;

/** The first code from the new seed (a recovery code cannot turn two-factor on). */
export const EnableTwoFactorRequest = z.object({
  code: z.string().check(z.refine((text) => /^\s*\d{6}\s*$/.test(text), "the code must be the 6 digits your authenticator app shows")),
});
export type EnableTwoFactorRequest = z.infer<typeof EnableTwoFactorRequest>;

/** Shown once, when two-factor is turned on; each works once in place of a code. */
export const RecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodes>;

export const API_KEY_NAME_MAX = 64;

/** An API key as the portal lists it: never its secret or digest. */
export const ApiKeyLine = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.nullable(z.string()),
  revokedAt: z.nullable(z.string()),
});
export type ApiKeyLine = z.infer<typeof ApiKeyLine>;

export const ApiKeyList = z.object({ data: z.array(ApiKeyLine) });
export type ApiKeyList = z.infer<typeof ApiKeyList>;

export const CreateApiKeyRequest = z.object({
  name: z
    .string()
    .check(
      z.refine(
        (text) => text.trim().length >= 1 && text.trim().length <= API_KEY_NAME_MAX,
        `name must be 1 to ${API_KEY_NAME_MAX} characters, such as "Shop server"`,
      ),
    ),
});
export type CreateApiKeyRequest = z.infer<typeof CreateApiKeyRequest>;

/** A new key: `secret` is in this answer only. */
export const CreatedApiKey = z.object({ key: ApiKeyLine, secret: z.string() });
export type CreatedApiKey = z.infer<typeof CreatedApiKey>;

/**
 * A language of the one list (src/shared/languages.ts), by its exact code. The message names
 * a few codes rather than all 65: the list itself is in the portal's switcher.
 */
export const LanguageCode = z.enum(LANGUAGE_CODES, {
  error: 'language must be the code of a language the service speaks, such as "en", "de", "pt" or "zh-Hant"',
});
export type LanguageCode = z.infer<typeof LanguageCode>;

/** The portal's language for the signed-in account (PUT /portal/api/language): its screens and its mail. */
export const LanguageRequest = z.object({ language: LanguageCode });
export type LanguageRequest = z.infer<typeof LanguageRequest>;

/** Who is signed in: never the password hash or the session's id. */
export const PortalMe = z.object({
  email: z.string(),
  clientId: z.string(),
  createdAt: z.string(),
  /** Whether sign-up is open on this service (the page hides its link otherwise). */
  signUpOpen: z.boolean(),
  /** Whether sign-in (and a step-up) asks for an authenticator code. */
  twoFactor: z.boolean(),
  /** The language the account chose for the portal and its mail; null: none yet (the browser's is used). */
  language: z.nullable(LanguageCode),
});
export type PortalMe = z.infer<typeof PortalMe>;

/**
 * What the page learns before anyone signs in. `sandbox`: the chain is simulated here (its
 * controls and badge are shown). `payouts`: whether refunds and withdrawals can be
 * made here (the page says so where it would offer them otherwise). `chainPayouts`: chain mode,
 * where each refund or withdrawal becomes a payout the merchant's own wallet pays: the Payouts
 * screen lists them (elsewhere they complete at once and there is nothing to follow).
 * `assets`: the asset ids an order can be made for here (enabled, and in chain mode on a network
 * the service watches): the forms offer only these, so a merchant is never offered what fails.
 */
export const PortalInfo = z.object({
  signUpOpen: z.boolean(),
  sandbox: z.boolean(),
  payouts: z.boolean(),
  chainPayouts: z.boolean(),
  assets: z.array(z.string()),
  /** "Forgot password?" mails a reset link (SMTP_URL is set); otherwise the operator makes one. */
  passwordResetByEmail: z.optional(z.boolean()),
});
export type PortalInfo = z.infer<typeof PortalInfo>;

export const AuditLine = z.object({
  at: z.string(),
  action: z.string(),
  address: z.string(),
  detail: z.record(z.string(), z.string()),
});
export type AuditLine = z.infer<typeof AuditLine>;

export const AuditPage = z.object({
  data: z.array(AuditLine),
  pagination: z.object({ quantity: z.number(), totalQuantity: z.number(), currentPage: z.number(), pages: z.number() }),
});
export type AuditPage = z.infer<typeof AuditPage>;

/**
 * How payments completed are mailed: not at all, one mail each, or one digest a day (sent after
 * 00:00 UTC, listing the payments completed since the last one).
 */
export const PaymentMailChoice = z.enum(["off", "each", "digest"]);
export type PaymentMailChoice = z.infer<typeof PaymentMailChoice>;

/**
 * What the service mails a portal account about (mail goes out only where the operator set up
 * SMTP): payments completed (off, each or a daily digest), and each on or off: every payout
 * created that waits for the merchant's wallet to pay it, its callbacks failing for 15 minutes
 * (once a streak), and a reorg that took the block of a transfer already credited.
 */
export const NotificationSettings = z.object({
  paymentCompleted: PaymentMailChoice,
  payoutWaiting: z.boolean(),
  callbacksFailing: z.boolean(),
  reorgAfterCredit: z.boolean(),
});
export type NotificationSettings = z.infer<typeof NotificationSettings>;

/** The settings as the portal shows them, with whether mail is sent at all. */
export const NotificationsView = z.object({ settings: NotificationSettings, mailOn: z.boolean() });
export type NotificationsView = z.infer<typeof NotificationsView>;
