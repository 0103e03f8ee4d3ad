// The operator's way in for an account: a one-time link to set its password, made by
// `npm run operator` (scripts/operator.ts) for a new account or a forgotten password. The link
// carries 256 random bits in its fragment (never sent to a server, so never in a log or a
// Referer); the database keeps only their SHA-256, and the link works once, within its lifetime.
import type { Clock } from "../domain/clock.ts";
import type { Ids } from "../domain/ids.ts";
import type { AccountRecord, AuditEntry, NewAccount, PasswordLink, Repository } from "../store/index.ts";
import { type ApiKeyView, revokeApiKey } from "../use-cases/clients.ts";
import { issuePasswordLink } from "../use-cases/password-links.ts";
import { openAccount } from "../use-cases/portal-accounts.ts";
import { type AccountHoldings, holdingsOf } from "./account-holdings.ts";
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

/** A reset's link, with what the account held when it was made and the keys the reset revoked. */
export type ResetResult =
  | { ok: true; account: AccountRecord; secret: string; expiresAt: string; holdings: AccountHoldings; revoked: ApiKeyView[] }
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

/**
 * A reset link for an existing account (its earlier unused link stops working). The account's
 * API keys are revoked first, each with its audit line, unless `keepKeys`: whoever made the
 * account (a squatter who signed up in the owner's name, or a thief) may hold one, and a new
 * password alone would hand the owner an account whose keys still work for them. The link is
 * made only once they are revoked, so a printed link never leaves a key behind.
 */
export async function resetPasswordLink(
  store: Repository,
  parts: { ids: Ids; clock: Clock },
  email: string,
  options: { twoFactorOff: boolean; keepKeys: boolean },
): Promise<ResetResult> {
  const account = await store.portal.findAccountByEmail(email);
  if (!account) return { ok: false, why: `no account has the email ${email}: use create-account` };
  const holdings = await holdingsOf(store, account);
  const revoked: ApiKeyView[] = [];
  if (!options.keepKeys) {
    for (const key of holdings.activeKeys) {
      const view = await revokeApiKey({ store, ...parts }, account.clientId, key.id, (gone) => ({
        clientId: account.clientId,
        accountId: account.id,
        at: parts.clock.now().toISOString(),
        action: "API key revoked",
        address: "operator",
        detail: { keyId: gone.id, name: gone.name, prefix: gone.prefix, by: "operator", reason: "password reset" },
      }));
      if (view) revoked.push(view);
    }
  }
  const audit: AuditEntry = {
    clientId: account.clientId,
    accountId: account.id,
    at: parts.clock.now().toISOString(),
    action: "password reset link made",
    address: "operator",
    detail: {
      email,
      by: "operator",
      madeBy: holdings.origin.madeBy,
      keysRevoked: String(revoked.length),
      ...(options.keepKeys ? { keysKept: String(holdings.activeKeys.length) } : {}),
      ...(options.twoFactorOff ? { twoFactor: "off when used" } : {}),
    },
  };
  const link = await newLink(store, parts, account.id, "reset-password", options.twoFactorOff, audit);
  return { ok: true, account, ...link, holdings, revoked };
}
