// The language a portal account chose for its screens and its mail: a code of the one list
// (src/shared/languages.ts), or null for none chosen yet (the page then follows the browser,
// and mail is in English). Text, not a foreign key: a code later dropped from the list reads
// as no choice, never as an error.
import type { Kysely } from "kysely";

export function up() {
  return async (db: Kysely<unknown>): Promise<void> => {
    await db.schema.alterTable("portal_accounts").addColumn("language", "text").execute();
  };
}
