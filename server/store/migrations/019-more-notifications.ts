// Two more of what a portal account is mailed about, each its own switch, both on from the start
// as the first two are: its integrations' callbacks failing for 15 minutes (one mail a streak),
// and a reorg that took away the block of a transfer already credited to one of its orders (the
// credit stands, the service never reverses one: the merchant must hear of it to check).
import type { Kysely } from "kysely";

export function up() {
  return async (db: Kysely<unknown>): Promise<void> => {
    await db.schema
      .alterTable("portal_accounts")
      .addColumn("notify_callbacks", "integer", (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema
      .alterTable("portal_accounts")
      .addColumn("notify_reorgs", "integer", (c) => c.notNull().defaultTo(1))
      .execute();
  };
}
