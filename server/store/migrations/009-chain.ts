// Chain mode's records: the address index sequences, the order address each index went to,
// each network's scan cursor with the lease of the process watching it, and every transfer the
// watcher saw (keyed by network, transaction hash and log index, each tied to its block).
import { sql, type Kysely } from "kysely";
import type { Engine } from "../engine.ts";

export function up(engine: Engine) {
  const seqType = engine === "postgres" ? "bigserial" : "integer";
  return async (db: Kysely<any>): Promise<void> => {
    // One row per key family ("evm" for Ethereum and BNB Smart Chain together, "tron"): the next
    // child index, taken in the transaction that creates the order, never handed out twice.
    await db.schema
      .createTable("chain_sequences")
      .addColumn("family", "text", (c) => c.primaryKey())
      .addColumn("next_index", "integer", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("chain_addresses")
      // Creation order: a watcher loads the addresses added since it last looked.
      .addColumn("seq", sql.raw(seqType), (c) => (engine === "sqlite" ? c.primaryKey().autoIncrement() : c.primaryKey()))
      .addColumn("family", "text", (c) => c.notNull())
      .addColumn("address_index", "integer", (c) => c.notNull())
      // The 20 account bytes as lower-case hex: what logs and transactions carry on every network.
      .addColumn("account", "text", (c) => c.notNull())
      .addColumn("order_id", "text", (c) => c.notNull())
      // Null: watched while the order lives (deposits for ever); else until then (a completed
      // payment's late window).
      .addColumn("watch_until", "text")
      .execute();
    await db.schema.createIndex("chain_addresses_index").unique().on("chain_addresses").columns(["family", "address_index"]).execute();
    await db.schema.createIndex("chain_addresses_order").on("chain_addresses").column("order_id").execute();
    await db.schema
      .createTable("chain_cursors")
      .addColumn("network", "text", (c) => c.primaryKey())
      // The last block scanned and its hash (null before the first scan).
      .addColumn("height", "integer")
      .addColumn("hash", "text")
      // The process watching this network until lease_until (ISO time).
      .addColumn("owner", "text")
      .addColumn("lease_until", "text")
      .execute();
    await db.schema
      .createTable("chain_transfers")
      .addColumn("network", "text", (c) => c.notNull())
      .addColumn("tx_hash", "text", (c) => c.notNull())
      // -1 for a native coin's transfer (the transaction itself).
      .addColumn("log_index", "integer", (c) => c.notNull())
      .addColumn("order_id", "text")
      // detected, credited, dropped or unexpected.
      .addColumn("state", "text", (c) => c.notNull())
      .addColumn("block_number", "integer", (c) => c.notNull())
      .addColumn("data", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("chain_transfers_key", ["network", "tx_hash", "log_index"])
      .execute();
    await db.schema.createIndex("chain_transfers_state").on("chain_transfers").columns(["network", "state"]).execute();
    await db.schema.createIndex("chain_transfers_order").on("chain_transfers").column("order_id").execute();
  };
}
