// The first schema. Migrations are numbered files, run in order on start by Kysely's Migrator;
// a database that has run a migration this code does not know is refused (open.ts).
import { sql, type Kysely } from "kysely";
import type { Engine } from "../engine.ts";

export function up(engine: Engine) {
  // A sequence column: SQLite's rowid alias, PostgreSQL's bigserial. Both only grow.
  const seqType = engine === "postgres" ? "bigserial" : "integer";
  return async (db: Kysely<unknown>): Promise<void> => {
    await db.schema
      .createTable("meta")
      .addColumn("key", "text", (c) => c.primaryKey())
      .addColumn("value", "text", (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("integrations")
      .addColumn("seq", sql.raw(seqType), (c) => (engine === "sqlite" ? c.primaryKey().autoIncrement() : c.primaryKey()))
      .addColumn("id", "text", (c) => c.notNull().unique())
      .addColumn("data", "text", (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("orders")
      .addColumn("seq", sql.raw(seqType), (c) => (engine === "sqlite" ? c.primaryKey().autoIncrement() : c.primaryKey()))
      .addColumn("id", "text", (c) => c.notNull().unique())
      .addColumn("integration_id", "text", (c) => c.notNull())
      .addColumn("type", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("external_id", "text")
      .addColumn("data", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("orders_status_seq").on("orders").columns(["status", "seq"]).execute();
    await db.schema.createIndex("orders_type_seq").on("orders").columns(["type", "seq"]).execute();
    await db.schema.createIndex("orders_external_id").on("orders").column("external_id").execute();

    await db.schema
      .createTable("balances")
      .addColumn("integration_id", "text", (c) => c.notNull())
      .addColumn("asset_id", "text", (c) => c.notNull())
      .addColumn("amount", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("balances_pk", ["integration_id", "asset_id"])
      .execute();

    await db.schema
      .createTable("idempotency")
      .addColumn("scope", "text", (c) => c.notNull())
      .addColumn("key", "text", (c) => c.notNull())
      .addColumn("fingerprint", "text", (c) => c.notNull())
      .addColumn("status", "integer", (c) => c.notNull())
      .addColumn("body", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("idempotency_pk", ["scope", "key"])
      .execute();
    await db.schema.createIndex("idempotency_created_at").on("idempotency").column("created_at").execute();

    await db.schema
      .createTable("outbox")
      .addColumn("seq", sql.raw(seqType), (c) => (engine === "sqlite" ? c.primaryKey().autoIncrement() : c.primaryKey()))
      .addColumn("id", "text", (c) => c.notNull().unique())
      .addColumn("integration_id", "text", (c) => c.notNull())
      .addColumn("order_id", "text", (c) => c.notNull())
      .addColumn("url", "text", (c) => c.notNull())
      .addColumn("payload", "text", (c) => c.notNull())
      .addColumn("state", "text", (c) => c.notNull())
      .addColumn("attempts", "text", (c) => c.notNull())
      .addColumn("next_attempt_at", "text")
      .addColumn("locked_until", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("outbox_due").on("outbox").columns(["state", "next_attempt_at"]).execute();
    await db.schema.createIndex("outbox_order").on("outbox").columns(["order_id", "seq"]).execute();
  };
}
