// A portal account made and its password changed: each one store.transaction that loads what
// the rule names (the account locked, its sessions), runs the pure rule (server/domain) and saves
// what it returns, with the change's audit line in the same transaction. No HTTP: a refusal is
// an answer in words (null, false) that the routes turn into a status.
import type { Clock } from "../domain/clock.ts";
import type { Ids } from "../domain/ids.ts";
import type { NewAccount } from "../domain/portal-accounts.ts";
import { withNewPassword } from "../domain/portal-sessions.ts";
import type { AuditEntry, Repository } from "../store/index.ts";
import { applied } from "./applied.ts";

export interface PortalParts {
  store: Repository;
  clock: Clock;
}

/**
 * A new account and its "account created" audit line in one transaction: the portal's sign-up,
 * the operator's create-account and the demo's seeding all make it here. Null when its email is
 * taken (the unique index decides, so two sign-ups cannot race). Without `clientId`, the account
 * gets a client id of its own (its record is made with its first key). `address` and `detail`
 * say who made it from where, for the audit line (never a secret).
 */
export async function openAccount(
  parts: PortalParts & { ids: Ids },
  fields: { email: string; passwordHash: string; address: string; clientId?: string; detail?: Record<string, string> },
): Promise<NewAccount | null> {
  const at = parts.clock.now().toISOString();
  const account: NewAccount = {
    id: parts.ids.next("acct"),
    clientId: fields.clientId ?? parts.ids.next("cli"),
    email: fields.email,
    passwordHash: fields.passwordHash,
    createdAt: at,
    passwordChangedAt: at,
  };
  const audit: AuditEntry = {
    clientId: account.clientId,
    accountId: account.id,
    at,
    action: "account created",
    address: fields.address,
    detail: { email: fields.email, ...fields.detail },
  };
  const created = applied(
    await parts.store.transaction((tx) => tx.portal.insertAccount(account), { now: at, audit: (made) => (made ? audit : null) }),
    "an account's creation",
  );
  return created ? account : null;
}

/**
 * The account's new password (already hashed): every session of the account but `keep` (the one
 * that changed it, then freshly confirmed) ends, in one transaction with the audit line. False
 * when there is no such account.
 */
export async function changePassword(
  parts: PortalParts,
  accountId: string,
  passwordHash: string,
  keep: string | null,
  audit: AuditEntry,
): Promise<boolean> {
  const at = parts.clock.now().toISOString();
  return applied(
    await parts.store.transaction(
      async (tx) => {
        const before = await tx.account(accountId, { lock: true });
        if (!before) return false;
        const after = withNewPassword(before, await tx.portal.sessionsOf(accountId), passwordHash, at, keep);
        await tx.saveAccount(after.account);
        await tx.portal.removeSessions(after.ended.map((s) => s.idDigest));
        if (after.kept) await tx.portal.saveSession(after.kept);
        return true;
      },
      { now: at, audit: (changed) => (changed ? audit : null) },
    ),
    "a password change",
  );
}

/**
 * An audit line with no change beside it (a refused sign-in or confirmation): written through
 * the same seam as the others, so every line of the log is written one way.
 */
export async function recordAudit(parts: { store: Repository }, entry: AuditEntry): Promise<void> {
  applied(await parts.store.transaction(async () => null, { now: entry.at, audit: () => entry }), "an audit line");
}
