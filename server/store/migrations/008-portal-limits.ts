// The portal's limits, shared by every process on one database: a counted window per key (a
// typed email's sign-in attempts, an address's, an account's successful sign-ins, an address's
// sign-ups), so WORKERS and several machines spend one budget; and the operator's one-time
// password links, kept only as digests (a copy of the table sets no one's password).
import type { Kysely } from "kysely";

export function up() {
  return async (db: Kysely<any>): Promise<void> => {
    await db.schema
      .createTable("portal_attempts")
      // "sign-in account:<email>", "sign-in address:<ip>", ...: what the window counts.
      .addColumn("key", "text", (c) => c.primaryKey())
      // Epoch milliseconds the window began; it ends window_ms later.
      .addColumn("window_start", "bigint", (c) => c.notNull())
      .addColumn("window_ms", "bigint", (c) => c.notNull())
      .addColumn("count", "integer", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("portal_attempts_start").on("portal_attempts").column("window_start").execute();

    await db.schema
      .createTable("portal_password_links")
      // SHA-256 of the link's secret, base64url.
      .addColumn("digest", "text", (c) => c.primaryKey())
      .addColumn("account_id", "text", (c) => c.notNull())
      // "create-account" or "reset-password".
      .addColumn("purpose", "text", (c) => c.notNull())
      // 1: using the link also turns two-factor off.
      .addColumn("two_factor_off", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("expires_at", "text", (c) => c.notNull())
      .addColumn("used_at", "text")
      .execute();
    await db.schema.createIndex("portal_password_links_account").on("portal_password_links").column("account_id").execute();
    await db.schema.createIndex("portal_sessions_expires").on("portal_sessions").column("expires_at").execute();
  };
}
