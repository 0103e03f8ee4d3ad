// The callbacks a developer's listener reads (`crypto-checkout listen`): a client's outbox rows
// in the order they became visible, from a cursor. On SQLite one writer at a time makes `seq`
// that order. On PostgreSQL a row with a lower seq can commit after one with a higher seq, so
// each row also keeps the id of the transaction that wrote it: every transaction below the
// oldest one still running has ended, so the rows below that horizon are final, and a cursor
// made of it skips nothing (server/store/kysely-repository.ts, `feed`).
import { sql, type Kysely } from "kysely";
import type { Engine } from "../engine.ts";

export function up(engine: Engine) {
  return async (db: Kysely<any>): Promise<void> => {
    if (engine === "postgres") {
      await sql`alter table outbox add column txid xid8 not null default pg_current_xact_id()`.execute(db);
    }
    // A client's rows in their order, for the listener's reads.
    await db.schema.createIndex("outbox_client").on("outbox").columns(["client_id", "seq"]).execute();
  };
}
