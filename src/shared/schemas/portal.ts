// The client portal's own JSON (/portal/api/…): accounts and sessions. The portal page parses
// every answer with these, the service every request (STYLE 1).
import * as z from "zod/mini";

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 256;
export const EMAIL_MAX = 254;

/** One @, something on each side, a dot in the domain, no spaces: the rest is the mail server's business. */
export const PortalEmail = z.string().check(
  z.refine((text) => text.trim().length <= EMAIL_MAX && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text.trim()), "email must be an address such as you@example.com"),
);

export const NewPassword = z.string().check(
  z.refine(
    (text) => text.length >= PASSWORD_MIN && text.length <= PASSWORD_MAX,
    `the password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters (a few words make a good one)`,
  ),
);

/** At sign-in any non-empty text is tried (a password set under older rules still works). */
export const GivenPassword = z.string().check(
  z.refine((text) => text.length >= 1 && text.length <= PASSWORD_MAX, `the password must be 1 to ${PASSWORD_MAX} characters`),
);

export const SignInRequest = z.object({ email: PortalEmail, password: GivenPassword });
export type SignInRequest = z.infer<typeof SignInRequest>;

export const SignUpRequest = z.object({ email: PortalEmail, password: NewPassword });
export type SignUpRequest = z.infer<typeof SignUpRequest>;

export const ChangePasswordRequest = z.object({ currentPassword: GivenPassword, newPassword: NewPassword });
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

/** Who is signed in: never the password hash or the session's id. */
export const PortalMe = z.object({
  email: z.string(),
  clientId: z.string(),
  createdAt: z.string(),
  /** Whether sign-up is open on this service (the page hides its link otherwise). */
  signUpOpen: z.boolean(),
});
export type PortalMe = z.infer<typeof PortalMe>;

/** What the page learns before anyone signs in. */
export const PortalInfo = z.object({ signUpOpen: z.boolean(), sandbox: z.boolean() });
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
