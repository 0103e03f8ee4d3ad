// Reusable payment links: a merchant's price (in money or an asset) that any payer opens and
// turns into an order of their chosen asset. The link's full record is `data`; the columns are
// what lists filter and order on.
import { sql, type Kysely } from "kysely";
import type { Engine } from "../engine.ts";

export function up(engine: Engine) {
  const seqType = engine === "postgres" ? "bigserial" : "integer";
  return async (db: Kysely<any>): Promise<void> => {
    await db.schema
      .createTable("payment_links")
      .addColumn("seq", sql.raw(seqType), (c) => (engine === "sqlite" ? c.primaryKey().autoIncrement() : c.primaryKey()))
      .addColumn("id", "text", (c) => c.notNull().unique())
      .addColumn("client_id", "text", (c) => c.notNull())
      .addColumn("integration_id", "text", (c) => c.notNull())
      .addColumn("data", "text", (c) => c.notNull())
      .execute();
    // A client's links, in creation order.
    await db.schema.createIndex("payment_links_client").on("payment_links").columns(["client_id", "seq"]).execute();
  };
}
