// Past its cap of unexpected transfers kept in full, an order's further ones are only counted:
// one row per order, network and contract with their number, the sum of their values (base
// units, decimal text) and the chain position of the last one counted, so a rescan of the same
// blocks counts nothing twice. A flood of worthless token transfers then costs a row, not one
// row per transfer.
import type { Kysely } from "kysely";

export function up() {
  return async (db: Kysely<any>): Promise<void> => {
    await db.schema
      .createTable("chain_unexpected_tallies")
      .addColumn("order_id", "text", (c) => c.notNull())
      .addColumn("network", "text", (c) => c.notNull())
      // The token contract's 40 hex digits; "" for the native coin.
      .addColumn("contract", "text", (c) => c.notNull())
      .addColumn("asset_id", "text")
      .addColumn("count", "integer", (c) => c.notNull())
      .addColumn("units", "text", (c) => c.notNull())
      .addColumn("through", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("chain_unexpected_tallies_key", ["order_id", "network", "contract"])
      .execute();
  };
}
