// Payments completed can be mailed each, or as one digest a day. The choice is a second column
// beside notify_payments (off stays notify_payments = 0, so every older switch keeps its
// meaning): notify_payments_digest = 1 turns each mail into a line of the day's digest. Each
// payment completed for an account that wants a digest is a row of payment_digest_items, written
// in the transaction that completed it; the digest pass reads an account's rows of the day,
// queues one mail and deletes them in one transaction, and payments_digest_day names the last
// UTC day digested, so the same day is never mailed twice whichever process gets there.
import type { Kysely } from "kysely";

export function up() {
  return async (db: Kysely<unknown>): Promise<void> => {
    await db.schema
      .alterTable("portal_accounts")
      .addColumn("notify_payments_digest", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable("portal_accounts").addColumn("payments_digest_day", "text").execute();
    await db.schema
      .createTable("payment_digest_items")
      .addColumn("account_id", "text", (c) => c.notNull())
      .addColumn("order_id", "text", (c) => c.notNull())
      .addColumn("asset_id", "text", (c) => c.notNull())
      // Decimal text, as the order keeps it.
      .addColumn("amount", "text", (c) => c.notNull())
      .addColumn("completed_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("payment_digest_items_key", ["account_id", "order_id"])
      .execute();
    await db.schema.createIndex("payment_digest_items_due").on("payment_digest_items").columns(["account_id", "completed_at"]).execute();
  };
}
