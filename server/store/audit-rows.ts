// The merchant's audit log as rows: written by the portal's own store (sign-ins, two-factor) and
// by store.transaction beside the change a line records (a refund, a setting), so both commit
// together.
import type { Kysely, Transaction } from "kysely";
import type { AuditEntry } from "../domain/audit.ts";
import type { Database } from "./schema.ts";

export async function insertAudit(db: Kysely<Database> | Transaction<Database>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto("portal_audit")
    .values({
      client_id: entry.clientId,
      account_id: entry.accountId,
      at: entry.at,
      action: entry.action,
      address: entry.address,
      detail: JSON.stringify(entry.detail),
    })
    .execute();
}
