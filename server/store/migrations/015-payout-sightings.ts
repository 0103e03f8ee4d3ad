// Transfers seen for a payout that did not pay it: the exact amount to its destination from a
// sender this service does not know (shown to the merchant, who may mark the payout paid with
// it or dismiss it), and a transfer that would have paid a payout already cancelled (late: kept,
// so money that left the merchant's wallet is never lost from the books). One row per payout
// and transfer (network, hash, log index): a rescan of the same blocks records nothing twice,
// and a dismissed one stays dismissed.
import type { Kysely } from "kysely";

export function up() {
  return async (db: Kysely<any>): Promise<void> => {
    await db.schema
      .createTable("payout_sightings")
      .addColumn("order_id", "text", (c) => c.notNull())
      .addColumn("network", "text", (c) => c.notNull())
      .addColumn("tx_hash", "text", (c) => c.notNull())
      .addColumn("log_index", "integer", (c) => c.notNull())
      // stranger or late.
      .addColumn("kind", "text", (c) => c.notNull())
      // The sender's 20 account bytes, 40 lower-case hex digits.
      .addColumn("sender", "text", (c) => c.notNull())
      .addColumn("block_number", "bigint", (c) => c.notNull())
      .addColumn("block_hash", "text")
      .addColumn("seen_at", "text", (c) => c.notNull())
      // The merchant's answer: markedPaid or dismissed, when and by whom; null while none.
      .addColumn("resolution", "text")
      .addColumn("resolved_at", "text")
      .addColumn("resolved_by", "text")
      .addPrimaryKeyConstraint("payout_sightings_key", ["order_id", "network", "tx_hash", "log_index"])
      .execute();
    await db.schema.createIndex("payout_sightings_transfer").on("payout_sightings").columns(["network", "tx_hash", "log_index"]).execute();
  };
}
