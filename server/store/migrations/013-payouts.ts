// Chain mode's payouts: what a refund or withdrawal asks the merchant's own wallet to pay, one
// row per outgoing order. The full record is `data`; the columns are what the watcher looks
// open payouts up by (network, state, destination) and what lists order on (seq).
import { sql, type Kysely } from "kysely";
import type { Engine } from "../engine.ts";

export function up(engine: Engine) {
  const seqType = engine === "postgres" ? "bigserial" : "integer";
  return async (db: Kysely<any>): Promise<void> => {
    await db.schema
      .createTable("payouts")
      .addColumn("seq", sql.raw(seqType), (c) => (engine === "sqlite" ? c.primaryKey().autoIncrement() : c.primaryKey()))
      .addColumn("order_id", "text", (c) => c.notNull().unique())
      .addColumn("client_id", "text", (c) => c.notNull())
      .addColumn("network", "text", (c) => c.notNull())
      // awaitingPayment, seen, completed or cancelled.
      .addColumn("state", "text", (c) => c.notNull())
      // The destination's 20 account bytes, 40 lower-case hex digits, as transfers carry it.
      .addColumn("destination", "text", (c) => c.notNull())
      .addColumn("data", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("payouts_open").on("payouts").columns(["network", "state", "destination"]).execute();
    await db.schema.createIndex("payouts_client").on("payouts").columns(["client_id", "seq"]).execute();
  };
}
