// What each portal account is mailed about, one switch per kind. Both start on: a merchant learns
// of a payment or of a payout waiting for its wallet without looking, once the operator set up
// SMTP (without it nothing is mailed whatever these say), and turns off what it does not want.
import type { Kysely } from "kysely";

export function up() {
  return async (db: Kysely<unknown>): Promise<void> => {
    await db.schema
      .alterTable("portal_accounts")
      .addColumn("notify_payments", "integer", (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema
      .alterTable("portal_accounts")
      .addColumn("notify_payouts", "integer", (c) => c.notNull().defaultTo(1))
      .execute();
  };
}
