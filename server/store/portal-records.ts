// The portal's rows as a use case loads and saves them inside store.transaction
// (transaction.ts hands them out as tx.portal): accounts made, sessions, the operator's password
// links, attempt windows, and the removal of what can no longer count. No rule is here: the use
// cases (server/use-cases/portal-*.ts) run the pure ones of server/domain and save what they return.
import type { Selectable, Transaction } from "kysely";
import type { NotificationSettings } from "../../src/shared/index.ts";
import type { AttemptWindow } from "../domain/attempt-budget.ts";
import type { NewAccount } from "../domain/portal-accounts.ts";
import type { PasswordLinkRecord, SessionRecord } from "../domain/portal-sessions.ts";
import type { Database, PortalPasswordLinksTable, PortalSessionsTable } from "./schema.ts";

/** What a use case may do with the portal's rows inside its transaction. */
export interface PortalTransaction {
  /** False when the email is taken (the unique index decides, so two sign-ups cannot race). */
  insertAccount(account: NewAccount): Promise<boolean>;
  /** A session by its digest (`lock`: it will be saved from what is read, and must not change meanwhile). */
  session(idDigest: string, options?: { lock?: boolean }): Promise<SessionRecord | undefined>;
  /** Every session of the account (lock the account first: tx.account(id, { lock: true })). */
  sessionsOf(accountId: string): Promise<SessionRecord[]>;
  insertSession(session: SessionRecord): Promise<void>;
  /** Writes a session loaded in this transaction back (its times). */
  saveSession(session: SessionRecord): Promise<void>;
  /** Ends these sessions; returns how many were still there. */
  removeSessions(idDigests: readonly string[]): Promise<number>;
  /** A link by its digest (`lock`: it will be spent). */
  passwordLink(digest: string, options?: { lock?: boolean }): Promise<PasswordLinkRecord | undefined>;
  passwordLinksOf(accountId: string): Promise<PasswordLinkRecord[]>;
  insertPasswordLink(link: PasswordLinkRecord): Promise<void>;
  removePasswordLinks(digests: readonly string[]): Promise<void>;
  /**
   * Marks a link loaded unused in this transaction as used: false when another use came first
   * (a conditional write, so two uses cannot both pass even where nothing was locked).
   */
  spendPasswordLink(link: PasswordLinkRecord): Promise<boolean>;
  /**
   * The windows of these keys, locked in key order (so two transactions never wait on each other
   * in turn); a key never counted has an ended, empty window.
   */
  attemptWindows(keys: readonly string[]): Promise<AttemptWindow[]>;
  saveAttemptWindows(windows: readonly AttemptWindow[]): Promise<void>;
  /** At most `limit` sessions past their absolute expiry (`at`) or idle since `idleBefore`; how many went. */
  removeEndedSessions(at: string, idleBefore: string, limit: number): Promise<number>;
  /** At most `limit` attempt windows that have ended by `now` (epoch ms); how many went. */
  removeEndedAttemptWindows(now: number, limit: number): Promise<number>;
  /** At most `limit` links used or expired by `at`; how many went. */
  removeSpentPasswordLinks(at: string, limit: number): Promise<number>;
  /** What the account is mailed about (`lock`: it will be saved from what is read). */
  notifications(accountId: string, options?: { lock?: boolean }): Promise<NotificationSettings | undefined>;
  saveNotifications(accountId: string, settings: NotificationSettings): Promise<void>;
}

export function toSession(row: Selectable<PortalSessionsTable>): SessionRecord {
  return {
    idDigest: row.id_digest,
    accountId: row.account_id,
    clientId: row.client_id,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    expiresAt: row.expires_at,
    confirmedAt: row.confirmed_at,
  };
}

function toLink(row: Selectable<PortalPasswordLinksTable>): PasswordLinkRecord {
  return {
    digest: row.digest,
    accountId: row.account_id,
    purpose: row.purpose as PasswordLinkRecord["purpose"],
    twoFactorOff: Boolean(row.two_factor_off),
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    usedAt: row.used_at,
  };
}

export function portalTransaction(tx: Transaction<Database>, locking: boolean): PortalTransaction {
  return {
    async notifications(accountId, options = {}) {
      const row = await tx
        .selectFrom("portal_accounts")
        .select(["notify_payments", "notify_payments_digest", "notify_payouts", "notify_callbacks", "notify_reorgs"])
        .where("id", "=", accountId)
        .$if(options.lock === true && locking, (q) => q.forUpdate())
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        paymentCompleted: Number(row.notify_payments) !== 1 ? "off" : Number(row.notify_payments_digest) === 1 ? "digest" : "each",
        payoutWaiting: Number(row.notify_payouts) === 1,
        callbacksFailing: Number(row.notify_callbacks) === 1,
        reorgAfterCredit: Number(row.notify_reorgs) === 1,
      };
    },
    async saveNotifications(accountId, settings) {
      await tx
        .updateTable("portal_accounts")
        .set({
          notify_payments: settings.paymentCompleted === "off" ? 0 : 1,
          notify_payments_digest: settings.paymentCompleted === "digest" ? 1 : 0,
          notify_payouts: settings.payoutWaiting ? 1 : 0,
          notify_callbacks: settings.callbacksFailing ? 1 : 0,
          notify_reorgs: settings.reorgAfterCredit ? 1 : 0,
        })
        .where("id", "=", accountId)
        .execute();
    },
    async insertAccount(account) {
      const inserted = await tx
        .insertInto("portal_accounts")
        .values({
          id: account.id,
          client_id: account.clientId,
          email: account.email,
          password_hash: account.passwordHash,
          created_at: account.createdAt,
          password_changed_at: account.passwordChangedAt,
        })
        .onConflict((oc) => oc.column("email").doNothing())
        .returning("id")
        .executeTakeFirst();
      return inserted !== undefined;
    },
    async session(idDigest, options = {}) {
      const row = await tx
        .selectFrom("portal_sessions")
        .selectAll()
        .where("id_digest", "=", idDigest)
        .$if(options.lock === true && locking, (q) => q.forUpdate())
        .executeTakeFirst();
      return row ? toSession(row) : undefined;
    },
    async sessionsOf(accountId) {
      return (await tx.selectFrom("portal_sessions").selectAll().where("account_id", "=", accountId).execute()).map(toSession);
    },
    async insertSession(session) {
      await tx
        .insertInto("portal_sessions")
        .values({
          id_digest: session.idDigest,
          account_id: session.accountId,
          client_id: session.clientId,
          created_at: session.createdAt,
          last_seen_at: session.lastSeenAt,
          expires_at: session.expiresAt,
          confirmed_at: session.confirmedAt,
        })
        .execute();
    },
    async saveSession(session) {
      await tx
        .updateTable("portal_sessions")
        .set({ last_seen_at: session.lastSeenAt, confirmed_at: session.confirmedAt, expires_at: session.expiresAt })
        .where("id_digest", "=", session.idDigest)
        .execute();
    },
    async removeSessions(idDigests) {
      if (idDigests.length === 0) return 0;
      const result = await tx
        .deleteFrom("portal_sessions")
        .where("id_digest", "in", [...idDigests])
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
    async passwordLink(digest, options = {}) {
      const row = await tx
        .selectFrom("portal_password_links")
        .selectAll()
        .where("digest", "=", digest)
        .$if(options.lock === true && locking, (q) => q.forUpdate())
        .executeTakeFirst();
      return row ? toLink(row) : undefined;
    },
    async passwordLinksOf(accountId) {
      return (await tx.selectFrom("portal_password_links").selectAll().where("account_id", "=", accountId).execute()).map(toLink);
    },
    async insertPasswordLink(link) {
      await tx
        .insertInto("portal_password_links")
        .values({
          digest: link.digest,
          account_id: link.accountId,
          purpose: link.purpose,
          two_factor_off: link.twoFactorOff ? 1 : 0,
          created_at: link.createdAt,
          expires_at: link.expiresAt,
          used_at: link.usedAt,
        })
        .execute();
    },
    async removePasswordLinks(digests) {
      if (digests.length === 0) return;
      await tx
        .deleteFrom("portal_password_links")
        .where("digest", "in", [...digests])
        .execute();
    },
    async spendPasswordLink(link) {
      const spent = await tx
        .updateTable("portal_password_links")
        .set({ used_at: link.usedAt })
        .where("digest", "=", link.digest)
        .where("used_at", "is", null)
        .executeTakeFirst();
      return Number(spent.numUpdatedRows) === 1;
    },
    async attemptWindows(keys) {
      const sorted = [...new Set(keys)].sort();
      if (sorted.length === 0) return [];
      // A row for every key first (an ended, empty window): a lock needs a row to hold.
      await tx
        .insertInto("portal_attempts")
        .values(sorted.map((key) => ({ key, window_start: 0, window_ms: 0, count: 0 })))
        .onConflict((oc) => oc.column("key").doNothing())
        .execute();
      const rows = await tx
        .selectFrom("portal_attempts")
        .selectAll()
        .where("key", "in", sorted)
        .orderBy("key")
        .$if(locking, (q) => q.forUpdate())
        .execute();
      return rows.map((row) => ({
        key: row.key,
        start: Number(row.window_start),
        windowMs: Number(row.window_ms),
        count: Number(row.count),
      }));
    },
    async saveAttemptWindows(windows) {
      for (const w of windows)
        await tx
          .updateTable("portal_attempts")
          .set({ window_start: w.start, window_ms: w.windowMs, count: w.count })
          .where("key", "=", w.key)
          .execute();
    },
    // Each kind by the keys of at most `limit` of its rows: neither engine has DELETE … LIMIT.
    async removeEndedSessions(at, idleBefore, limit) {
      const result = await tx
        .deleteFrom("portal_sessions")
        .where("id_digest", "in", (eb) =>
          eb
            .selectFrom("portal_sessions")
            .select("id_digest")
            .where((inner) => inner.or([inner("expires_at", "<=", at), inner("last_seen_at", "<=", idleBefore)]))
            .limit(limit),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
    async removeEndedAttemptWindows(now, limit) {
      const result = await tx
        .deleteFrom("portal_attempts")
        .where("key", "in", (eb) =>
          eb
            .selectFrom("portal_attempts")
            .select("key")
            .where((inner) => inner(inner("window_start", "+", inner.ref("window_ms")), "<=", now))
            .limit(limit),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
    async removeSpentPasswordLinks(at, limit) {
      const result = await tx
        .deleteFrom("portal_password_links")
        .where("digest", "in", (eb) =>
          eb
            .selectFrom("portal_password_links")
            .select("digest")
            .where((inner) => inner.or([inner("expires_at", "<=", at), inner("used_at", "is not", null)]))
            .limit(limit),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
