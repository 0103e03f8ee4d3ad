// The database's tables as Kysely sees them. Each record keeps its full JSON (`data`) beside
// the columns that are indexed or locked: a new optional field of IntegrationRecord or
// OrderRecord (server/domain/types.ts) needs no migration, and a reader gets back exactly the
// record the rules wrote. Times are ISO-8601 text (UTC, fixed width), which sorts as it reads.
import type { Generated } from "kysely";

export interface MetaTable {
  key: string;
  value: string;
}

export interface IntegrationsTable {
  seq: Generated<number>;
  id: string;
  data: string;
}

export interface OrdersTable {
  /** Creation order: the order list is newest first. */
  seq: Generated<number>;
  id: string;
  integration_id: string;
  type: string;
  status: string;
  external_id: string | null;
  data: string;
}

export interface BalancesTable {
  integration_id: string;
  asset_id: string;
  /** Decimal text, 6 fraction digits. */
  amount: string;
}

export interface IdempotencyTable {
  scope: string;
  key: string;
  /** SHA-256 of the method, path and canonical JSON of the parsed body. */
  fingerprint: string;
  /** 0 while the first request is being applied (only inside its transaction). */
  status: number;
  body: string;
  created_at: string;
}

export interface OutboxTable {
  seq: Generated<number>;
  id: string;
  integration_id: string;
  order_id: string;
  url: string;
  payload: string;
  state: string;
  /** JSON array of DeliveryAttempt. */
  attempts: string;
  next_attempt_at: string | null;
  /** A process that claimed the row holds it until then; a crashed holder's claim runs out. */
  locked_until: string | null;
  created_at: string;
}

/** Migration 002: the order that holds each transaction (the confirm route names only the transaction). */
export interface TransactionOrdersTable {
  transaction_id: string;
  order_id: string;
}

export interface Database {
  meta: MetaTable;
  integrations: IntegrationsTable;
  orders: OrdersTable;
  balances: BalancesTable;
  idempotency: IdempotencyTable;
  outbox: OutboxTable;
  transaction_orders: TransactionOrdersTable;
}
