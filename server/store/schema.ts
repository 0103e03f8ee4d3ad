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
  /** Migration 004: the owning client (null only in a database this version never migrated). */
  client_id: string | null;
  data: string;
}

export interface OrdersTable {
  /** Creation order: the order list is newest first. */
  seq: Generated<number>;
  id: string;
  integration_id: string;
  /** Migration 004: the owning client, as the order's integration's. */
  client_id: string | null;
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
  /** Migration 004: the owning client (the deliveries list is the client's). */
  client_id: string | null;
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

/** Migration 004: a client (merchant); data is its ClientRecord (server/domain/clients.ts). */
export interface ClientsTable {
  seq: Generated<number>;
  id: string;
  data: string;
}

/** Migration 004: an API key, looked up by its SHA-256 digest; data is its ApiKeyRecord. */
export interface ApiKeysTable {
  seq: Generated<number>;
  id: string;
  client_id: string;
  hash: string;
  /** The ApiKeyRecord without lastUsedAt, which is the column below. */
  data: string;
  last_used_at: string | null;
}

/** Migration 003: the client portal's accounts, sessions and audit log (portal-store.ts). */
export interface PortalAccountsTable {
  id: string;
  client_id: string;
  email: string;
  /** scrypt$N$r$p$salt$hash (server/portal/passwords.ts): never leaves the server. */
  password_hash: string;
  created_at: string;
  password_changed_at: string;
  /** The TOTP seed, base32 (server/portal/totp.ts); null while two-factor is off. Never leaves the server. */
  totp_secret: string | null;
  /** A seed shown once and waiting for its first code. */
  totp_pending: string | null;
  /** The newest time step whose code was accepted. */
  totp_last_step: number | string | null;
  /** JSON array of the unused recovery codes' SHA-256 digests. */
  recovery_codes: string | null;
  /** 1: mail each completed payment to the account (when SMTP is set up); 0: not. */
  notify_payments: Generated<number>;
  /** 1: mail each payout waiting for the merchant's wallet; 0: not. */
  notify_payouts: Generated<number>;
  /** Migration 019: 1: mail when the account's callbacks have failed for 15 minutes (once a streak); 0: not. */
  notify_callbacks: Generated<number>;
  /** Migration 019: 1: mail when a reorg took the block of a credited transfer; 0: not. */
  notify_reorgs: Generated<number>;
  /** Migration 020: 1: payments completed are mailed as one digest a day instead of each (with notify_payments = 1). */
  notify_payments_digest: Generated<number>;
  /** Migration 020: the last UTC day (YYYY-MM-DD) whose digest was queued; null: none yet. */
  payments_digest_day: string | null;
  /** Migration 018: the language chosen for the portal and the mail (a code of src/shared/languages.ts), or null: none chosen. */
  language: string | null;
}

/** Migration 020: a payment completed for an account that wants a daily digest, until its digest is queued. */
export interface PaymentDigestItemsTable {
  account_id: string;
  order_id: string;
  asset_id: string;
  /** Decimal text, as the order keeps it. */
  amount: string;
  completed_at: string;
}

export interface PortalSessionsTable {
  /** SHA-256 of the cookie's value: the value itself is never stored. */
  id_digest: string;
  account_id: string;
  client_id: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  confirmed_at: string;
}

export interface PortalAuditTable {
  seq: Generated<number>;
  client_id: string;
  account_id: string | null;
  at: string;
  action: string;
  address: string;
  detail: string;
}

/** Migration 008: a counted window per key (server/domain/attempt-budget.ts). */
export interface PortalAttemptsTable {
  key: string;
  window_start: number | string;
  window_ms: number | string;
  count: number;
}

/** Migration 008: the operator's one-time password links; only the secret's digest is kept. */
export interface PortalPasswordLinksTable {
  digest: string;
  account_id: string;
  purpose: string;
  two_factor_off: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** Migration 006: gateway mode's links (server/domain/gateway-links.ts). */
export interface GatewayLinksTable {
  seq: Generated<number>;
  link_id: string;
  order_id: string | null;
  state: string;
  idempotency: string | null;
  created_at: string;
  data: string;
}

/** Migration 007: gateway mode's polling lease and last snapshot per order (server/domain/gateway-polls.ts). */
export interface GatewayPollsTable {
  order_id: string;
  owner: string | null;
  lease_until: string | null;
  owner_watched: Generated<number>;
  snapshot: string | null;
  read_at: string | null;
  status: string | null;
}

/** Migration 009: chain mode's next address index per key family ("evm", "tron"). */
export interface ChainSequencesTable {
  family: string;
  next_index: number;
}

/** Migration 009: the order each derived address went to. */
export interface ChainAddressesTable {
  seq: Generated<number>;
  family: string;
  address_index: number;
  account: string;
  order_id: string;
  watch_until: string | null;
}

/** Migration 009: each network's scan cursor and the lease of the process watching it. */
export interface ChainCursorsTable {
  network: string;
  height: number | null;
  hash: string | null;
  owner: string | null;
  lease_until: string | null;
}

/** Migration 009: a transfer the watcher saw (server/domain/chain-watch.ts ChainTransferRecord). */
export interface ChainTransfersTable {
  network: string;
  tx_hash: string;
  log_index: number;
  order_id: string | null;
  state: string;
  block_number: number;
  data: string;
}

/** Migration 014: an order's unexpected transfers past its cap, counted per network and contract. */
export interface ChainUnexpectedTalliesTable {
  order_id: string;
  network: string;
  contract: string;
  asset_id: string | null;
  count: number;
  units: string;
  through: string;
}

/** Migration 010: reusable payment links (server/domain/payment-links.ts); data is the PaymentLinkRecord. */
export interface PaymentLinksTable {
  seq: Generated<number>;
  id: string;
  client_id: string;
  integration_id: string;
  data: string;
}

/** Migration 012: a payment link's orders while their windows run (its cap on unpaid open orders). */
export interface PaymentLinkOrdersTable {
  link_id: string;
  order_id: string;
  open_until: string;
}

/** Migration 013: chain mode's payouts (server/domain/payouts.ts PayoutRecord). */
export interface PayoutsTable {
  seq: Generated<number>;
  order_id: string;
  client_id: string;
  network: string;
  state: string;
  destination: string;
  data: string;
}

/** Migration 015: transfers seen for a payout that did not pay it (server/domain/payout-sightings.ts). */
export interface PayoutSightingsTable {
  order_id: string;
  network: string;
  tx_hash: string;
  log_index: number;
  kind: string;
  sender: string;
  block_number: number | string;
  block_hash: string | null;
  seen_at: string;
  resolution: string | null;
  resolved_at: string | null;
  resolved_by: string | null;
}

/** Migration 016: mail waiting to be sent, and sent (mail-records.ts). */
export interface MailOutboxTable {
  seq: Generated<number>;
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  state: string;
  attempts: number;
  next_attempt_at: string | null;
  /** A process that claimed the row holds it until then; a crashed holder's claim runs out. */
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

export interface Database {
  clients: ClientsTable;
  api_keys: ApiKeysTable;
  meta: MetaTable;
  integrations: IntegrationsTable;
  orders: OrdersTable;
  balances: BalancesTable;
  idempotency: IdempotencyTable;
  outbox: OutboxTable;
  transaction_orders: TransactionOrdersTable;
  portal_accounts: PortalAccountsTable;
  portal_sessions: PortalSessionsTable;
  portal_audit: PortalAuditTable;
  portal_attempts: PortalAttemptsTable;
  portal_password_links: PortalPasswordLinksTable;
  gateway_links: GatewayLinksTable;
  gateway_polls: GatewayPollsTable;
  chain_sequences: ChainSequencesTable;
  chain_addresses: ChainAddressesTable;
  chain_cursors: ChainCursorsTable;
  chain_transfers: ChainTransfersTable;
  chain_unexpected_tallies: ChainUnexpectedTalliesTable;
  payment_links: PaymentLinksTable;
  payment_link_orders: PaymentLinkOrdersTable;
  payouts: PayoutsTable;
  payout_sightings: PayoutSightingsTable;
  mail_outbox: MailOutboxTable;
  payment_digest_items: PaymentDigestItemsTable;
}
