// Gateway mode's links: what the gateway keeps of an order created through it on an upstream
// Payment Service API. A row is written as an intent (state pending) and committed before the
// upstream is asked to create anything; the creation's 201 then completes it (state created,
// order_id set) in one transaction, or the upstream's refusal closes it (state refused). A row
// left pending is a traceable orphan: the request that may have created an order upstream.
import { sql, type Kysely } from "kysely";
import type { Engine } from "../engine.ts";

export function up(engine: Engine) {
  const seqType = engine === "postgres" ? "bigserial" : "integer";
  return async (db: Kysely<any>): Promise<void> => {
    await db.schema
      .createTable("gateway_links")
      .addColumn("seq", sql.raw(seqType), (c) => (engine === "sqlite" ? c.primaryKey().autoIncrement() : c.primaryKey()))
      // The payer's link id: 128 random bits, the page's only credential.
      .addColumn("link_id", "text", (c) => c.notNull().unique())
      // The upstream's orderId, once its 201 said it: one link per upstream order.
      .addColumn("order_id", "text", (c) => c.unique())
      .addColumn("state", "text", (c) => c.notNull())
      // A digest of the merchant's key and its Idempotency-Key: a retry finds the first answer.
      .addColumn("idempotency", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("data", "text", (c) => c.notNull())
      .execute();
    // Orphans are found by state and age.
    await db.schema.createIndex("gateway_links_idempotency").on("gateway_links").columns(["idempotency"]).execute();
    await db.schema.createIndex("gateway_links_state").on("gateway_links").columns(["state", "created_at"]).execute();
  };
}
