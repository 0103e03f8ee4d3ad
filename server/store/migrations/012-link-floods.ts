// What holds a payment link against floods of orders. The orders each link made while their
// windows run: what its cap on unpaid open orders counts (server/domain/link-open-orders.ts),
// in the choice's own transaction; a row stops counting when its window ends (open_until) or
// its order is paid, and the choice's transaction removes the link's rows whose window has
// ended. And in chain mode, the addresses let go unused, found by when their watch ended, so
// their indexes can be handed out again (server/store/chain-records.ts).
import type { Kysely } from "kysely";

export function up() {
  return async (db: Kysely<any>): Promise<void> => {
    await db.schema
      .createTable("payment_link_orders")
      .addColumn("link_id", "text", (c) => c.notNull())
      .addColumn("order_id", "text", (c) => c.notNull().primaryKey())
      .addColumn("open_until", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("payment_link_orders_open").on("payment_link_orders").columns(["link_id", "open_until"]).execute();
    // "No transfer seen" asks the transaction index by order: without this, each counted row
    // would read the whole index.
    // Chain mode hands out again an index whose watch ended unused: found by its end.
    await db.schema.createIndex("chain_addresses_released").on("chain_addresses").columns(["family", "watch_until"]).execute();
    await db.schema.createIndex("transaction_orders_order").on("transaction_orders").column("order_id").execute();
  };
}
