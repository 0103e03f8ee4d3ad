// Which order holds which transaction. Transactions live inside their order's JSON; the
// sandbox's confirm route (POST /_sandbox/transactions/{id}/confirm) names only the
// transaction, so it needs this index to find and lock the order. Filled from the orders that
// exist when it runs; the repository adds a row for every transaction it writes afterwards.
import type { Kysely } from "kysely";

export function up() {
  return async (db: Kysely<any>): Promise<void> => {
    await db.schema
      .createTable("transaction_orders")
      .addColumn("transaction_id", "text", (c) => c.primaryKey())
      .addColumn("order_id", "text", (c) => c.notNull())
      .execute();
    const orders = (await db.selectFrom("orders").select(["id", "data"]).execute()) as { id: string; data: string }[];
    for (const order of orders) {
      const transactions = (JSON.parse(order.data) as { transactions?: { id: string }[] }).transactions ?? [];
      for (const tx of transactions) {
        await db.insertInto("transaction_orders").values({ transaction_id: tx.id, order_id: order.id }).execute();
      }
    }
  };
}
