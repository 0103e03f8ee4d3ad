// The client portal's accounts, sessions and audit log: a small store of its own beside the
// payment store (repository.ts), over the same database. Sessions are found by a digest of the
// cookie's value; an account belongs to one client, and every read here names it.
import type { Kysely, Selectable, Transaction } from "kysely";
import { type AttemptAsk, type AttemptWindow, type Reserved, release, reserve } from "../domain/attempt-budget.ts";
import type { AuditEntry } from "../domain/audit.ts";
import type { AccountRecord, NewAccount } from "../domain/portal-accounts.ts";
import { insertAudit } from "./audit-rows.ts";

export type { AuditEntry };
export type { AccountRecord, NewAccount, TwoFactorState } from "../domain/portal-accounts.ts";
import type { Database, PortalAccountsTable, PortalSessionsTable } from "./schema.ts";

export interface SessionRecord {
  idDigest: string;
  accountId: string;
  clientId: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  confirmedAt: string;
}

/** The operator's one-time link to set an account's password; only the secret's digest is kept. */
export interface PasswordLink {
  digest: string;
  accountId: string;
  purpose: "create-account" | "reset-password";
  /** Using the link also turns two-factor off. */
  twoFactorOff: boolean;
  createdAt: string;
  expiresAt: string;
}

export interface PortalStore {
  findAccountByEmail(email: string): Promise<AccountRecord | undefined>;
  getAccount(id: string): Promise<AccountRecord | undefined>;
  /** False when the email is taken (the unique index decides, so two sign-ups cannot race). */
  createAccount(account: NewAccount, audit: AuditEntry): Promise<boolean>;
  /** Claims a time step for the account: false when it (or a later one) was already used, so two requests cannot both spend one code. */
  claimTotpStep(accountId: string, step: number): Promise<boolean>;
  /** Spends a recovery code: false when it is not among the unused ones (or another request spent it first). */
  useRecoveryCode(accountId: string, digest: string): Promise<boolean>;
  /** The new hash, every session of the account but `keep` ended, and the audit line: one transaction. */
  changePassword(accountId: string, passwordHash: string, at: string, keep: string | null, audit: AuditEntry): Promise<void>;
  /**
   * A new session, and the account's oldest ended past its newest `keepPerAccount` (one
   * transaction, the account's row locked on PostgreSQL so two sign-ins cannot both keep one
   * too many): an account cannot grow the table without bound. Returns how many ended.
   */
  createSession(session: SessionRecord, audit: AuditEntry | null, keepPerAccount?: number): Promise<number>;
  getSession(idDigest: string): Promise<SessionRecord | undefined>;
  touchSession(idDigest: string, lastSeenAt: string, confirmedAt?: string): Promise<void>;
  deleteSession(idDigest: string, audit: AuditEntry | null): Promise<void>;
  /** Every session of the account (sign out everywhere); returns how many ended. */
  deleteSessionsOf(accountId: string, audit: AuditEntry | null): Promise<number>;
  audit(entry: AuditEntry): Promise<void>;
  /**
   * One attempt against every ask, all or none, in one transaction over the asked windows'
   * rows (locked on PostgreSQL; SQLite's write lock is taken at BEGIN): processes sharing the
   * database share the budgets.
   */
  reserveAttempts(asks: readonly AttemptAsk[], now: number): Promise<Reserved>;
  /** Gives back one reserved place of each key (a right password). */
  releaseAttempts(keys: readonly string[], now: number): Promise<void>;
  /**
   * Removes what can no longer count: sessions past their absolute expiry or idle since
   * `idleBefore`, windows that have ended, and links used or expired; at most `limit` rows of
   * each, so one call is one short transaction however much has piled up. Returns the rows
   * removed (the caller calls again while a kind came back full).
   */
  prune(now: Date, idleBefore: Date, limit?: number): Promise<number>;
  /** Every account, oldest first (the operator's list). */
  listAccounts(): Promise<AccountRecord[]>;
  /** Whether the link would work now (read before the password is hashed, so a bad link costs no hash). */
  passwordLinkUsable(digest: string, now: Date): Promise<boolean>;
  /** A new one-time link for the account (the account's earlier unused links stop working). */
  createPasswordLink(link: PasswordLink): Promise<void>;
  /**
   * Spends the link and sets the password, in one transaction: the link is marked used (a
   * conditional write, so two uses cannot both pass), every session of the account ends,
   * two-factor goes off when the link says so, and the audit line is written. The account, or
   * null for a link that is unknown, used or expired.
   */
  usePasswordLink(
    digest: string,
    passwordHash: string,
    now: Date,
    audit: (account: AccountRecord) => AuditEntry,
  ): Promise<AccountRecord | null>;
  /** The client's log, newest first. */
  listAudit(clientId: string, page: { offset: number; limit: number }): Promise<{ items: (AuditEntry & { seq: number })[]; total: number }>;
}

export function toAccount(row: Selectable<PortalAccountsTable>): AccountRecord {
  return {
    id: row.id,
    clientId: row.client_id,
    email: row.email,
    passwordHash: row.password_hash,
    createdAt: row.created_at,
    passwordChangedAt: row.password_changed_at,
    twoFactor: {
      secret: row.totp_secret,
      pending: row.totp_pending,
      lastStep: row.totp_last_step === null ? null : Number(row.totp_last_step),
      recoveryDigests: row.recovery_codes ? (JSON.parse(row.recovery_codes) as string[]) : [],
    },
  };
}

function toSession(row: Selectable<PortalSessionsTable>): SessionRecord {
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

export function createPortalStore(db: Kysely<Database>, locking = false): PortalStore {
  /** The asked windows, locked in key order (so two transactions never wait on each other in turn). */
  async function lockedWindows(tx: Transaction<Database>, keys: readonly string[]): Promise<AttemptWindow[]> {
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
  }
  async function saveWindows(tx: Transaction<Database>, windows: readonly AttemptWindow[]): Promise<void> {
    for (const w of windows)
      await tx
        .updateTable("portal_attempts")
        .set({ window_start: w.start, window_ms: w.windowMs, count: w.count })
        .where("key", "=", w.key)
        .execute();
  }
  const writeAudit = insertAudit;

  return {
    async findAccountByEmail(email) {
      const row = await db.selectFrom("portal_accounts").selectAll().where("email", "=", email).executeTakeFirst();
      return row ? toAccount(row) : undefined;
    },
    async getAccount(id) {
      const row = await db.selectFrom("portal_accounts").selectAll().where("id", "=", id).executeTakeFirst();
      return row ? toAccount(row) : undefined;
    },
    async createAccount(account, audit) {
      return db.transaction().execute(async (tx) => {
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
        if (!inserted) return false;
        await writeAudit(tx, audit);
        return true;
      });
    },
    async claimTotpStep(accountId, step) {
      // One conditional UPDATE: the database, not a read then a write, decides who spent the step.
      const result = await db
        .updateTable("portal_accounts")
        .set({ totp_last_step: step })
        .where("id", "=", accountId)
        .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", step)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async useRecoveryCode(accountId, digest) {
      const row = await db.selectFrom("portal_accounts").select("recovery_codes").where("id", "=", accountId).executeTakeFirst();
      const before = row?.recovery_codes;
      if (!before) return false;
      const unused = JSON.parse(before) as string[];
      if (!unused.includes(digest)) return false;
      // Written only if no other request changed the list since it was read: a code spends once.
      const result = await db
        .updateTable("portal_accounts")
        .set({ recovery_codes: JSON.stringify(unused.filter((d) => d !== digest)) })
        .where("id", "=", accountId)
        .where("recovery_codes", "=", before)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async changePassword(accountId, passwordHash, at, keep, audit) {
      await db.transaction().execute(async (tx) => {
        await tx
          .updateTable("portal_accounts")
          .set({ password_hash: passwordHash, password_changed_at: at })
          .where("id", "=", accountId)
          .execute();
        await tx
          .deleteFrom("portal_sessions")
          .where("account_id", "=", accountId)
          .$if(keep !== null, (q) => q.where("id_digest", "!=", keep as string))
          .execute();
        await writeAudit(tx, audit);
      });
    },
    createSession(session, audit, keepPerAccount) {
      return db.transaction().execute(async (tx) => {
        if (locking && keepPerAccount !== undefined)
          await tx.selectFrom("portal_accounts").select("id").where("id", "=", session.accountId).forUpdate().execute();
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
        let ended = 0;
        if (keepPerAccount !== undefined) {
          // The new session and the account's newest others up to the limit: the new one always
          // stays (its cookie is being handed out), whatever another process's clock wrote.
          const newest = tx
            .selectFrom("portal_sessions")
            .select("id_digest")
            .where("account_id", "=", session.accountId)
            .where("id_digest", "!=", session.idDigest)
            .orderBy("created_at", "desc")
            .orderBy("id_digest", "desc")
            .limit(Math.max(0, keepPerAccount - 1));
          const result = await tx
            .deleteFrom("portal_sessions")
            .where("account_id", "=", session.accountId)
            .where("id_digest", "not in", newest)
            .where("id_digest", "!=", session.idDigest)
            .executeTakeFirst();
          ended = Number(result.numDeletedRows);
        }
        if (audit) await writeAudit(tx, audit);
        return ended;
      });
    },
    async getSession(idDigest) {
      const row = await db.selectFrom("portal_sessions").selectAll().where("id_digest", "=", idDigest).executeTakeFirst();
      return row ? toSession(row) : undefined;
    },
    async touchSession(idDigest, lastSeenAt, confirmedAt) {
      await db
        .updateTable("portal_sessions")
        .set(confirmedAt ? { last_seen_at: lastSeenAt, confirmed_at: confirmedAt } : { last_seen_at: lastSeenAt })
        .where("id_digest", "=", idDigest)
        .execute();
    },
    async deleteSession(idDigest, audit) {
      await db.transaction().execute(async (tx) => {
        await tx.deleteFrom("portal_sessions").where("id_digest", "=", idDigest).execute();
        if (audit) await writeAudit(tx, audit);
      });
    },
    async deleteSessionsOf(accountId, audit) {
      return db.transaction().execute(async (tx) => {
        const result = await tx.deleteFrom("portal_sessions").where("account_id", "=", accountId).executeTakeFirst();
        if (audit) await writeAudit(tx, audit);
        return Number(result.numDeletedRows);
      });
    },
    async audit(entry) {
      await writeAudit(db, entry);
    },
    async listAccounts() {
      const rows = await db.selectFrom("portal_accounts").selectAll().orderBy("created_at").orderBy("id").execute();
      return rows.map(toAccount);
    },
    async passwordLinkUsable(digest, now) {
      const link = await db
        .selectFrom("portal_password_links")
        .select(["used_at", "expires_at"])
        .where("digest", "=", digest)
        .executeTakeFirst();
      return link !== undefined && link.used_at === null && link.expires_at > now.toISOString();
    },
    async createPasswordLink(link) {
      await db.transaction().execute(async (tx) => {
        await tx.deleteFrom("portal_password_links").where("account_id", "=", link.accountId).execute();
        await tx
          .insertInto("portal_password_links")
          .values({
            digest: link.digest,
            account_id: link.accountId,
            purpose: link.purpose,
            two_factor_off: link.twoFactorOff ? 1 : 0,
            created_at: link.createdAt,
            expires_at: link.expiresAt,
            used_at: null,
          })
          .execute();
      });
    },
    usePasswordLink(digest, passwordHash, now, audit) {
      const at = now.toISOString();
      return db.transaction().execute(async (tx) => {
        const link = await tx
          .selectFrom("portal_password_links")
          .selectAll()
          .where("digest", "=", digest)
          .$if(locking, (q) => q.forUpdate())
          .executeTakeFirst();
        if (!link || link.used_at !== null || link.expires_at <= at) return null;
        const spent = await tx
          .updateTable("portal_password_links")
          .set({ used_at: at })
          .where("digest", "=", digest)
          .where("used_at", "is", null)
          .executeTakeFirst();
        if (Number(spent.numUpdatedRows) !== 1) return null;
        await tx
          .updateTable("portal_accounts")
          .set({
            password_hash: passwordHash,
            password_changed_at: at,
            ...(link.two_factor_off ? { totp_secret: null, totp_pending: null, totp_last_step: null, recovery_codes: null } : {}),
          })
          .where("id", "=", link.account_id)
          .execute();
        await tx.deleteFrom("portal_sessions").where("account_id", "=", link.account_id).execute();
        const row = await tx.selectFrom("portal_accounts").selectAll().where("id", "=", link.account_id).executeTakeFirst();
        if (!row) return null;
        const account = toAccount(row);
        await writeAudit(tx, audit(account));
        return account;
      });
    },
    reserveAttempts(asks, now) {
      const counted = asks.filter((ask) => ask.limit > 0);
      if (counted.length === 0) return Promise.resolve({ ok: true, windows: [] });
      return db.transaction().execute(async (tx) => {
        const result = reserve(
          await lockedWindows(
            tx,
            counted.map((ask) => ask.key),
          ),
          counted,
          now,
        );
        if (result.ok) await saveWindows(tx, result.windows);
        return result;
      });
    },
    async releaseAttempts(keys, now) {
      if (keys.length === 0) return;
      await db.transaction().execute(async (tx) => saveWindows(tx, release(await lockedWindows(tx, keys), now)));
    },
    async prune(now, idleBefore, limit = 1000) {
      const at = now.toISOString();
      const idle = idleBefore.toISOString();
      // Each kind by the keys of at most `limit` of its rows: neither engine has DELETE … LIMIT.
      return db.transaction().execute(async (tx) => {
        const sessions = await tx
          .deleteFrom("portal_sessions")
          .where("id_digest", "in", (eb) =>
            eb
              .selectFrom("portal_sessions")
              .select("id_digest")
              .where((inner) => inner.or([inner("expires_at", "<=", at), inner("last_seen_at", "<=", idle)]))
              .limit(limit),
          )
          .executeTakeFirst();
        const windows = await tx
          .deleteFrom("portal_attempts")
          .where("key", "in", (eb) =>
            eb
              .selectFrom("portal_attempts")
              .select("key")
              .where((inner) => inner(inner("window_start", "+", inner.ref("window_ms")), "<=", now.getTime()))
              .limit(limit),
          )
          .executeTakeFirst();
        const links = await tx
          .deleteFrom("portal_password_links")
          .where("digest", "in", (eb) =>
            eb
              .selectFrom("portal_password_links")
              .select("digest")
              .where((inner) => inner.or([inner("expires_at", "<=", at), inner("used_at", "is not", null)]))
              .limit(limit),
          )
          .executeTakeFirst();
        return Number(sessions.numDeletedRows) + Number(windows.numDeletedRows) + Number(links.numDeletedRows);
      });
    },
    async listAudit(clientId, page) {
      const rows = await db
        .selectFrom("portal_audit")
        .selectAll()
        .where("client_id", "=", clientId)
        .orderBy("seq", "desc")
        .offset(page.offset)
        .limit(page.limit)
        .execute();
      const count = await db
        .selectFrom("portal_audit")
        .select((eb) => eb.fn.countAll<string | number>().as("n"))
        .where("client_id", "=", clientId)
        .executeTakeFirst();
      return {
        items: rows.map((row) => ({
          seq: Number(row.seq),
          clientId: row.client_id,
          accountId: row.account_id,
          at: row.at,
          action: row.action,
          address: row.address,
          detail: JSON.parse(row.detail) as Record<string, string>,
        })),
        total: Number(count?.n ?? 0),
      };
    },
  };
}
