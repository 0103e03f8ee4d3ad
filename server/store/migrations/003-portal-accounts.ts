// The client portal's people and their sessions: accounts (an email and a password hash,
// belonging to one client), sessions (only a digest of the cookie's value is kept, so a copy of
// the database cannot be replayed as a cookie) and the audit log the merchant reads.
import { sql, type Kysely } from "kysely";
import type { Engine } from "../engine.ts";

export function up(engine: Engine) {
  const seqType = engine === "postgres" ? "bigserial" : "integer";
  return async (db: Kysely<unknown>): Promise<void> => {
    await db.schema
      .createTable("portal_accounts")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("client_id", "text", (c) => c.notNull())
      // Lower-cased and trimmed: one account per address whatever its spelling.
      .addColumn("email", "text", (c) => c.notNull().unique())
      .addColumn("password_hash", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("password_changed_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("portal_accounts_client").on("portal_accounts").column("client_id").execute();

    await db.schema
      .createTable("portal_sessions")
      // SHA-256 of the cookie's value, base64url.
      .addColumn("id_digest", "text", (c) => c.primaryKey())
      .addColumn("account_id", "text", (c) => c.notNull())
      .addColumn("client_id", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("last_seen_at", "text", (c) => c.notNull())
      // created_at + the absolute lifetime: no activity extends it.
      .addColumn("expires_at", "text", (c) => c.notNull())
      // When the password was last confirmed in this session (step-up).
      .addColumn("confirmed_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("portal_sessions_account").on("portal_sessions").column("account_id").execute();

    await db.schema
      .createTable("portal_audit")
      .addColumn("seq", sql.raw(seqType), (c) => (engine === "sqlite" ? c.primaryKey().autoIncrement() : c.primaryKey()))
      .addColumn("client_id", "text", (c) => c.notNull())
      .addColumn("account_id", "text")
      .addColumn("at", "text", (c) => c.notNull())
      .addColumn("action", "text", (c) => c.notNull())
      .addColumn("address", "text", (c) => c.notNull())
      // JSON object of non-secret details (an email, a key's prefix, a URL).
      .addColumn("detail", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("portal_audit_client_seq").on("portal_audit").columns(["client_id", "seq"]).execute();
  };
}
