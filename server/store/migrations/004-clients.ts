// Many merchants. Until this migration the service had one client: one API key in the settings
// row, and every integration, order, balance, delivery and Idempotency-Key was its. From here a
// client is a row with API keys of its own (stored as SHA-256 digests), and integrations,
// orders and deliveries name their client (a column to filter and index on, and the record's
// own clientId). Everything that exists moves to the demo client, with the key it had: the
// merchant's integration keeps working with the same key, the same ids and the same balances.
import { createHash } from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { Engine } from "../engine.ts";

/** As domain/clients.ts names them; copied so that this migration never changes with that file. */
const DEMO_CLIENT_ID = "cli_demo";
const KEY_PREFIX_LENGTH = 15;

interface SettingsBefore {
  apiKey: string;
  webhookSecret: string;
  seed: { integrationId: string; name: string; url: string; createdAt: string };
}

export function up(engine: Engine) {
  const seqType = engine === "postgres" ? "bigserial" : "integer";
  return async (db: Kysely<any>): Promise<void> => {
    await db.schema
      .createTable("clients")
      .addColumn("seq", sql.raw(seqType), (c) => (engine === "sqlite" ? c.primaryKey().autoIncrement() : c.primaryKey()))
      .addColumn("id", "text", (c) => c.notNull().unique())
      .addColumn("data", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("api_keys")
      .addColumn("seq", sql.raw(seqType), (c) => (engine === "sqlite" ? c.primaryKey().autoIncrement() : c.primaryKey()))
      .addColumn("id", "text", (c) => c.notNull().unique())
      .addColumn("client_id", "text", (c) => c.notNull())
      // Every request looks its key up by this digest: unique, so it is an index.
      .addColumn("hash", "text", (c) => c.notNull().unique())
      .addColumn("data", "text", (c) => c.notNull())
      // Written apart from data, at most once a minute per key and process, without a read first.
      .addColumn("last_used_at", "text")
      .execute();
    await db.schema.createIndex("api_keys_client").on("api_keys").columns(["client_id", "seq"]).execute();
    for (const table of ["integrations", "orders", "outbox"]) {
      await db.schema.alterTable(table).addColumn("client_id", "text").execute();
      await db.schema.createIndex(`${table}_client_seq`).on(table).columns(["client_id", "seq"]).execute();
    }

    const row = (await db.selectFrom("meta").select("value").where("key", "=", "settings").executeTakeFirst()) as
      | { value: string }
      | undefined;
    // A fresh database: nothing to move; the start seeds its clients after the migrations.
    if (!row) return;
    const before = JSON.parse(row.value) as SettingsBefore;
    const seed = before.seed;
    await db
      .insertInto("clients")
      .values({ id: DEMO_CLIENT_ID, data: JSON.stringify({ id: DEMO_CLIENT_ID, name: seed.name, createdAt: seed.createdAt, seed }) })
      .execute();
    const hash = createHash("sha256").update(before.apiKey, "utf8").digest("hex");
    const key = {
      id: "key_demo",
      clientId: DEMO_CLIENT_ID,
      name: "Sandbox key",
      prefix: before.apiKey.slice(0, KEY_PREFIX_LENGTH),
      hash,
      createdAt: seed.createdAt,
      lastUsedAt: null,
      revokedAt: null,
    };
    await db
      .insertInto("api_keys")
      .values({ id: key.id, client_id: DEMO_CLIENT_ID, hash, data: JSON.stringify(key) })
      .execute();
    for (const table of ["integrations", "orders"]) {
      const rows = (await db.selectFrom(table).select(["id", "data"]).execute()) as { id: string; data: string }[];
      for (const record of rows) {
        const data = JSON.stringify({ ...JSON.parse(record.data), clientId: DEMO_CLIENT_ID });
        await db.updateTable(table).set({ client_id: DEMO_CLIENT_ID, data }).where("id", "=", record.id).execute();
      }
    }
    await db.updateTable("outbox").set({ client_id: DEMO_CLIENT_ID }).execute();
    // Idempotency-Keys were scoped by a digest of the one API key; they are the demo client's.
    await db.updateTable("idempotency").set({ scope: DEMO_CLIENT_ID }).execute();
    const after = { webhookSecret: before.webhookSecret, seeded: [{ clientId: DEMO_CLIENT_ID, apiKey: before.apiKey, keyId: key.id }] };
    await db
      .updateTable("meta")
      .set({ value: JSON.stringify(after) })
      .where("key", "=", "settings")
      .execute();
  };
}
