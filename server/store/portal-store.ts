// The client portal's reads beside the payment store (repository.ts), over the same database:
// accounts, sessions (found by a digest of the cookie's value), link checks and the audit log;
// an account belongs to one client, and every read here names it. Its writes are use cases over
// store.transaction (server/use-cases/portal-*.ts, the rows in portal-records.ts), but for two
// single statements: spending a code's time step and a recovery code (each one conditional
// UPDATE, so the database decides who spent it).
import type { Kysely, Selectable } from "kysely";
import { isLanguage } from "../../src/shared/languages.ts";
import type { AuditEntry } from "../domain/audit.ts";
import type { AccountRecord } from "../domain/portal-accounts.ts";
import type { SessionRecord } from "../domain/portal-sessions.ts";
import { toSession } from "./portal-records.ts";
import type { Database, PortalAccountsTable } from "./schema.ts";

export type { AuditEntry };
export type { AccountRecord, NewAccount, TwoFactorState } from "../domain/portal-accounts.ts";
export type { PasswordLink, PasswordLinkRecord, SessionRecord } from "../domain/portal-sessions.ts";

export interface PortalStore {
  findAccountByEmail(email: string): Promise<AccountRecord | undefined>;
  getAccount(id: string): Promise<AccountRecord | undefined>;
  /** Claims a time step for the account: false when it (or a later one) was already used, so two requests cannot both spend one code. */
  claimTotpStep(accountId: string, step: number): Promise<boolean>;
  /** Spends a recovery code: false when it is not among the unused ones (or another request spent it first). */
  useRecoveryCode(accountId: string, digest: string): Promise<boolean>;
  getSession(idDigest: string): Promise<SessionRecord | undefined>;
  /** Every account, oldest first (the operator's list). */
  listAccounts(): Promise<AccountRecord[]>;
  /** Whether the link would work now (read before the password is hashed, so a bad link costs no hash). */
  passwordLinkUsable(digest: string, now: Date): Promise<boolean>;
  /** The account's "account created" line: how and where it was made (none for an account older than the line). */
  accountCreated(clientId: string, accountId: string): Promise<AuditEntry | undefined>;
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
    // A code no longer listed (a language removed since) reads as no choice.
    language: isLanguage(row.language) ? row.language : null,
  };
}

export function createPortalStore(db: Kysely<Database>): PortalStore {
  return {
    async findAccountByEmail(email) {
      const row = await db.selectFrom("portal_accounts").selectAll().where("email", "=", email).executeTakeFirst();
      return row ? toAccount(row) : undefined;
    },
    async getAccount(id) {
      const row = await db.selectFrom("portal_accounts").selectAll().where("id", "=", id).executeTakeFirst();
      return row ? toAccount(row) : undefined;
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
    async getSession(idDigest) {
      const row = await db.selectFrom("portal_sessions").selectAll().where("id_digest", "=", idDigest).executeTakeFirst();
      return row ? toSession(row) : undefined;
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
    async accountCreated(clientId, accountId) {
      // Through the client's index: the line is among its client's first.
      const row = await db
        .selectFrom("portal_audit")
        .selectAll()
        .where("client_id", "=", clientId)
        .where("account_id", "=", accountId)
        .where("action", "=", "account created")
        .orderBy("seq")
        .limit(1)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        clientId: row.client_id,
        accountId: row.account_id,
        at: row.at,
        action: row.action,
        address: row.address,
        detail: JSON.parse(row.detail) as Record<string, string>,
      };
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
