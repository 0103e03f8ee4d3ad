// Gateway mode's polling, shared by every process on one database: a row per order the gateway
// follows, holding who polls the upstream for it (a lease: owner and expiry) and the last good
// snapshot that poller read (so the other processes answer their pages from it instead of
// asking the upstream themselves), with the order status the gateway's own callback last said.
import type { Kysely } from "kysely";

export function up() {
  return async (db: Kysely<any>): Promise<void> => {
    await db.schema
      .createTable("gateway_polls")
      // The upstream's orderId.
      .addColumn("order_id", "text", (c) => c.primaryKey())
      // The process polling the upstream for this order, until lease_until (ISO time).
      .addColumn("owner", "text")
      .addColumn("lease_until", "text")
      // 1 while the owner polls on the fast schedule (a page of its own holds a read): a
      // process with a page open may take an idle owner's lease at once.
      .addColumn("owner_watched", "integer", (c) => c.notNull().defaultTo(0))
      // The last good read (the spec's Order as JSON) and when it was made.
      .addColumn("snapshot", "text")
      .addColumn("read_at", "text")
      .addColumn("status", "text")
      .execute();
  };
}
