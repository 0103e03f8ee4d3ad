// Two-factor sign-in for portal accounts: the TOTP seed (null while two-factor is off), a seed
// waiting for its first code (shown once, enabled only when a code from it comes back), the
// newest time step used (a code is never accepted twice) and the SHA-256 digests of the unused
// recovery codes, a JSON array.
import type { Kysely } from "kysely";

export function up() {
  return async (db: Kysely<unknown>): Promise<void> => {
    await db.schema.alterTable("portal_accounts").addColumn("totp_secret", "text").execute();
    await db.schema.alterTable("portal_accounts").addColumn("totp_pending", "text").execute();
    await db.schema.alterTable("portal_accounts").addColumn("totp_last_step", "bigint").execute();
    await db.schema.alterTable("portal_accounts").addColumn("recovery_codes", "text").execute();
  };
}
