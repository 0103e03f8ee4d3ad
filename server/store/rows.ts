// Rows of the service's tables written from more than one place: the settings row, an order
// with its transaction index, an integration, a balance, an outbox delivery.
import { randomBytes } from "node:crypto";
import type { Insertable, Kysely, Selectable, Transaction } from "kysely";
import type { IntegrationRecord, OrderRecord } from "../domain/types.ts";
import type { NewDelivery, OutboxDelivery, Settings } from "./repository.ts";
import type { Database, OrdersTable, OutboxTable } from "./schema.ts";

type Tx = Transaction<Database>;
type Db = Kysely<Database>;

export const SETTINGS_KEY = "settings";

export async function readSettings(db: Db): Promise<Settings | undefined> {
  const row = await db.selectFrom("meta").select("value").where("key", "=", SETTINGS_KEY).executeTakeFirst();
  return row ? (JSON.parse(row.value) as Settings) : undefined;
}

export async function writeSettings(db: Db | Tx, settings: Settings): Promise<void> {
  await db
    .insertInto("meta")
    .values({ key: SETTINGS_KEY, value: JSON.stringify(settings) })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value: JSON.stringify(settings) }))
    .execute();
}

/** Inserts the settings unless a row is there already; true when this call inserted it. */
export async function insertSettingsOnce(db: Db | Tx, settings: Settings): Promise<boolean> {
  const inserted = await db
    .insertInto("meta")
    .values({ key: SETTINGS_KEY, value: JSON.stringify(settings) })
    .onConflict((oc) => oc.column("key").doNothing())
    .returning("key")
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * A deployment's named secret: inserted unless a row is there already (another process may have
 * made it first), then read, so every process ends up with the one that was stored.
 */
export async function deploymentSecret(db: Db, name: string): Promise<string> {
  const key = `secret:${name}`;
  await db
    .insertInto("meta")
    .values({ key, value: randomBytes(32).toString("base64url") })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  const row = await db.selectFrom("meta").select("value").where("key", "=", key).executeTakeFirstOrThrow();
  return row.value;
}

/** The columns of an order's row, every one always present (compileOnce needs one shape). */
export const ORDER_COLUMNS = ["id", "integration_id", "client_id", "type", "status", "external_id", "data"] as const;

export function orderRow(order: OrderRecord): Insertable<OrdersTable> & Record<(typeof ORDER_COLUMNS)[number], unknown> {
  return {
    id: order.id,
    integration_id: order.integrationId,
    client_id: order.clientId,
    type: order.type,
    status: order.status,
    external_id: order.externalId ?? null,
    data: JSON.stringify(order),
  };
}

export async function insertOrder(db: Db | Tx, order: OrderRecord): Promise<void> {
  await db.insertInto("orders").values(orderRow(order)).execute();
  await indexTransactions(db, order, new Set());
}

/** Rows of transaction_orders (migration 002) for the order's transactions not yet indexed. */
export async function indexTransactions(db: Db | Tx, order: OrderRecord, known: Set<string>): Promise<void> {
  for (const tx of order.transactions) {
    if (!known.has(tx.id)) await db.insertInto("transaction_orders").values({ transaction_id: tx.id, order_id: order.id }).execute();
  }
}

export async function insertIntegration(db: Db | Tx, record: IntegrationRecord): Promise<void> {
  await db
    .insertInto("integrations")
    .values({ id: record.id, client_id: record.clientId, data: JSON.stringify(record) })
    .execute();
}

export async function upsertBalance(db: Db | Tx, integrationId: string, assetId: string, amount: string): Promise<void> {
  await db
    .insertInto("balances")
    .values({ integration_id: integrationId, asset_id: assetId, amount })
    .onConflict((oc) => oc.columns(["integration_id", "asset_id"]).doUpdateSet({ amount }))
    .execute();
}

/**
 * The state of a callback kept for listeners only (`crypto-checkout listen`): its integration has
 * no callback URL, so the dispatcher never attempts it, and the deliveries list does not show it.
 */
export const LISTENERS_ONLY = "listeners";

/** `once`: a delivery with this id already queued stays as it is (a callback due once per change). */
export async function addDelivery(db: Db | Tx, delivery: NewDelivery, at: string, options: { once?: boolean } = {}): Promise<void> {
  await db
    .insertInto("outbox")
    .values({
      id: delivery.id,
      client_id: delivery.clientId,
      integration_id: delivery.integrationId,
      order_id: delivery.orderId,
      url: delivery.url,
      payload: delivery.payload,
      state: delivery.url === "" ? LISTENERS_ONLY : "pending",
      attempts: "[]",
      next_attempt_at: delivery.url === "" ? null : at,
      locked_until: null,
      created_at: at,
    })
    .$if(options.once === true, (q) => q.onConflict((oc) => oc.column("id").doNothing()))
    .execute();
}

export function toDelivery(row: Selectable<OutboxTable>): OutboxDelivery {
  return {
    id: row.id,
    clientId: row.client_id ?? "",
    integrationId: row.integration_id,
    orderId: row.order_id,
    url: row.url,
    payload: row.payload,
    state: row.state as OutboxDelivery["state"],
    attempts: JSON.parse(row.attempts) as OutboxDelivery["attempts"],
    nextAttemptAt: row.next_attempt_at ?? null,
  };
}
