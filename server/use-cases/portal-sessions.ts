// A portal account's sessions started, seen, confirmed and ended: each one store.transaction
// over the pure rules of domain/portal-sessions.ts, with the audit line, when there is one, in
// the same transaction.
import { confirmed, seen, startSession as started, type SessionRecord } from "../domain/portal-sessions.ts";
import type { AuditEntry, Repository } from "../store/index.ts";
import { applied } from "./applied.ts";

export interface SessionParts {
  store: Repository;
}

/**
 * A new session. `replaces`: the digest of the session this browser held before (its cookie is
 * replaced, so that session ends: no fixation). With `keepPerAccount`, the account's oldest end
 * past its newest that many, the account's row locked first so that two sign-ins at once cannot
 * both keep one too many. Returns how many of the account's others ended.
 */
export async function startSession(
  parts: SessionParts,
  session: SessionRecord,
  options: { replaces?: string | undefined; keepPerAccount?: number | undefined; audit?: AuditEntry | null } = {},
): Promise<number> {
  const { replaces, keepPerAccount, audit = null } = options;
  return applied(
    await parts.store.transaction(
      async (tx) => {
        // The account first, then its sessions: every write of an account's sessions locks in that order.
        if (keepPerAccount !== undefined) await tx.account(session.accountId, { lock: true });
        if (replaces !== undefined && replaces !== session.idDigest) await tx.portal.removeSessions([replaces]);
        const others = keepPerAccount === undefined ? [] : await tx.portal.sessionsOf(session.accountId);
        const next = started(others, session, keepPerAccount);
        await tx.portal.insertSession(next.session);
        return tx.portal.removeSessions(next.ended.map((s) => s.idDigest));
      },
      { now: session.createdAt, audit: () => audit },
    ),
    "a session's start",
  );
}

/** The session ends (signed out, or found ended); its audit line, if any, with it. */
export async function endSession(parts: SessionParts, idDigest: string, at: string, audit: AuditEntry | null): Promise<void> {
  applied(await parts.store.transaction((tx) => tx.portal.removeSessions([idDigest]), { now: at, audit: () => audit }), "a session's end");
}

/** Every session of the account ends (sign out everywhere), with the audit line built from how many did. */
export async function endSessionsOf(
  parts: SessionParts,
  accountId: string,
  at: string,
  audit: ((ended: number) => AuditEntry) | null,
): Promise<number> {
  return applied(
    await parts.store.transaction(
      async (tx) => {
        await tx.account(accountId, { lock: true });
        const sessions = await tx.portal.sessionsOf(accountId);
        return tx.portal.removeSessions(sessions.map((s) => s.idDigest));
      },
      { now: at, audit: (ended) => (audit ? audit(ended) : null) },
    ),
    "the end of an account's sessions",
  );
}

/**
 * A request of the session was let in at `at`: its last-seen time moves on (the idle clock), at
 * most once a step. `loaded` is the session as the request read it: when the rule finds nothing
 * to write there, no transaction is opened, so most requests write nothing. The row is read
 * again locked, so a confirmation committed meanwhile is not written back over.
 */
export async function sessionSeen(parts: SessionParts, loaded: SessionRecord, at: string): Promise<void> {
  if (seen(loaded, at) === null) return;
  applied(
    await parts.store.transaction(
      async (tx) => {
        const before = await tx.portal.session(loaded.idDigest, { lock: true });
        const next = before ? seen(before, at) : null;
        if (next) await tx.portal.saveSession(next);
      },
      { now: at },
    ),
    "a session's last-seen time",
  );
}

/** The session's holder proved itself just now (a password or a code): a fresh step-up. */
export async function confirmSession(parts: SessionParts, idDigest: string, at: string): Promise<void> {
  applied(
    await parts.store.transaction(
      async (tx) => {
        const before = await tx.portal.session(idDigest);
        if (before) await tx.portal.saveSession(confirmed(before, at));
      },
      { now: at },
    ),
    "a session's confirmation",
  );
}
