// Mail waiting to be sent: one row per message, written in the transaction of what caused it
// (a password reset's link), sent after the commit by whichever process claims it (a lease in
// locked_until, as the callbacks' outbox), and kept with its attempts once sent, so a message
// is never sent twice and never lost while the SMTP server is down.
import { sql, type Kysely } from "kysely";
import type { Engine } from "../engine.ts";

export function up(engine: Engine) {
  const seqType = engine === "postgres" ? "bigserial" : "integer";
  return async (db: Kysely<any>): Promise<void> => {
    await db.schema
      .createTable("mail_outbox")
      .addColumn("seq", sql.raw(seqType), (c) => (engine === "sqlite" ? c.primaryKey().autoIncrement() : c.primaryKey()))
      .addColumn("id", "text", (c) => c.notNull().unique())
      .addColumn("to_address", "text", (c) => c.notNull())
      .addColumn("subject", "text", (c) => c.notNull())
      .addColumn("text_body", "text", (c) => c.notNull())
      .addColumn("html_body", "text", (c) => c.notNull())
      // pending, sent or failed.
      .addColumn("state", "text", (c) => c.notNull())
      .addColumn("attempts", "integer", (c) => c.notNull())
      .addColumn("next_attempt_at", "text")
      .addColumn("locked_until", "text")
      .addColumn("last_error", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("sent_at", "text")
      .execute();
    await db.schema.createIndex("mail_outbox_due").on("mail_outbox").columns(["state", "next_attempt_at"]).execute();
  };
}
