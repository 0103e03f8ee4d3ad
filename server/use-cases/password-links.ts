// The operator's one-time password links made and spent: each one store.transaction over the
// pure rules of domain/portal-sessions.ts, with the audit line in the same transaction. The
// link's secret and its URL are the portal's (server/portal/password-links.ts); only the
// secret's digest reaches the store.
import type { AccountRecord } from "../domain/portal-accounts.ts";
import { issuePasswordLink as issued, spendPasswordLink, type PasswordLink } from "../domain/portal-sessions.ts";
import type { AuditEntry, Repository } from "../store/index.ts";
import { applied } from "./applied.ts";

/** A new link for the account (its earlier links stop working), and the audit line if any. */
export async function issuePasswordLink(parts: { store: Repository }, link: PasswordLink, audit: AuditEntry | null): Promise<void> {
  applied(
    await parts.store.transaction(
      async (tx) => {
        const next = issued(await tx.portal.passwordLinksOf(link.accountId), link);
        await tx.portal.removePasswordLinks(next.removed.map((l) => l.digest));
        await tx.portal.insertPasswordLink(next.link);
      },
      { now: link.createdAt, audit: () => audit },
    ),
    "a password link",
  );
}

/**
 * Spends the link and sets the password (already hashed), in one transaction: the link is used
 * (locked, and marked with a conditional write, so two uses cannot both pass), every session of
 * the account ends, two-factor goes off when the link says so, and the audit line is written.
 * The account, or null for a link that is unknown, used or expired.
 */
export async function usePasswordLink(
  parts: { store: Repository },
  digest: string,
  passwordHash: string,
  now: Date,
  audit: (account: AccountRecord) => AuditEntry,
): Promise<AccountRecord | null> {
  const at = now.toISOString();
  return applied(
    await parts.store.transaction(
      async (tx) => {
        const link = await tx.portal.passwordLink(digest, { lock: true });
        const account = link ? await tx.account(link.accountId, { lock: true }) : undefined;
        const sessions = account ? await tx.portal.sessionsOf(account.id) : [];
        const spent = spendPasswordLink(link, account, sessions, passwordHash, at);
        if (!spent || !(await tx.portal.spendPasswordLink(spent.link))) return null;
        await tx.saveAccount(spent.account);
        await tx.portal.removeSessions(spent.ended.map((s) => s.idDigest));
        return spent.account;
      },
      { now: at, audit: (account) => (account ? audit(account) : null) },
    ),
    "a password link's use",
  );
}
