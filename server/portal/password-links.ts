// The operator's way in for an account: a one-time link to set its password, made by
// `npm run operator` (scripts/operator.ts) for a new account or a forgotten password. The link
// carries 256 random bits in its fragment (never sent to a server, so never in a log or a
// Referer); the database keeps only their SHA-256, and the link works once, within its lifetime.
import type { Clock } from "../domain/clock.ts";
import type { Ids } from "../domain/ids.ts";
import type { AccountRecord, AuditEntry, NewAccount, PasswordLink, Repository } from "../store/index.ts";
import { issuePasswordLink } from "../use-cases/password-links.ts";
import { openAccount } from "../use-cases/portal-accounts.ts";
import { digestOf } from "./sessions.ts";

/** How long a link works: long enough to reach its owner, short enough not to linger in a mailbox. */
export const PASSWORD_LINK_LIFETIME_MS = 24 * 60 * 60_000;

/** No password matches it (passwords.ts verifies only scrypt$…): the account waits for its link. */
const NO_PASSWORD_YET = "unset";

export const SET_PASSWORD_PATH = "/portal/set-password";

export function passwordLinkUrl(origin: string, secret: string): string {
  return `${origin}${SET_PASSWORD_PATH}#${secret}`;
}

/** A new link (the account's earlier ones stop working), with its audit line if any, in one transaction. */
async function newLink(
  store: Repository,
  parts: { ids: Ids; clock: Clock },
  accountId: string,
  purpose: PasswordLink["purpose"],
  twoFactorOff: boolean,
  audit: AuditEntry | null,
): Promise<{ secret: string; expiresAt: string }> {
  const secret = Buffer.from(parts.ids.bytes(32)).toString("base64url");
  const at = parts.clock.now();
  const expiresAt = new Date(at.getTime() + PASSWORD_LINK_LIFETIME_MS).toISOString();
  const link = { digest: digestOf(secret), accountId, purpose, twoFactorOff, createdAt: at.toISOString(), expiresAt };
  await issuePasswordLink({ store }, link, audit);
  return { secret, expiresAt };
}

export type OperatorResult =
  | { ok: true; account: AccountRecord | NewAccount; secret: string; expiresAt: string }
  | { ok: false; why: string };

/** A new account with a client of its own, as sign-up makes, and its set-password link. */
export async function createAccountWithLink(store: Repository, parts: { ids: Ids; clock: Clock }, email: string): Promise<OperatorResult> {
  const account = await openAccount(
    { store, ...parts },
    {
      email,
      passwordHash: NO_PASSWORD_YET,
      address: "operator",
      detail: { by: "operator" },
    },
  );
  if (!account) return { ok: false, why: `an account with the email ${email} exists already: use reset-password` };
  return { ok: true, account, ...(await newLink(store, parts, account.id, "create-account", false, null)) };
}

/** A reset link for an existing account (its earlier unused link stops working). */
export async function resetPasswordLink(
  store: Repository,
  parts: { ids: Ids; clock: Clock },
  email: string,
  twoFactorOff: boolean,
): Promise<OperatorResult> {
  const account = await store.portal.findAccountByEmail(email);
  if (!account) return { ok: false, why: `no account has the email ${email}: use create-account` };
  const audit: AuditEntry = {
    clientId: account.clientId,
    accountId: account.id,
    at: parts.clock.now().toISOString(),
    action: "password reset link made",
    address: "operator",
    detail: { email, by: "operator", ...(twoFactorOff ? { twoFactor: "off when used" } : {}) },
  };
  return { ok: true, account, ...(await newLink(store, parts, account.id, "reset-password", twoFactorOff, audit)) };
}
