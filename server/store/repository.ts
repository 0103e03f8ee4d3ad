// The one interface between the service and its database. Reads, the records that are not the
// rules' (clients, keys, integration settings), the outbox, and transaction(): the one seam a
// rule's change goes through (transaction.ts). The rules stay pure (server/domain): the use
// cases (server/use-cases) load what a rule names, run it and save what it returns, and the
// promise resolves only after COMMIT. An answer is sent only then.
import type { AssetId, DeliveryAttempt, OrderType } from "../../src/shared/index.ts";
import type { ApiKeyRecord, ClientRecord } from "../domain/clients.ts";
import type { KeyHolder } from "../http/auth.ts";
import type { PaymentLinkRecord } from "../domain/payment-links.ts";
import type { IntegrationRecord, OrderRecord, OrderStatus } from "../domain/types.ts";
import type { Engine } from "./engine.ts";
import type { PortalStore } from "./portal-store.ts";
import type { RunTransaction } from "./transaction.ts";
import type { ChainReads } from "./chain-records.ts";
import type { IdempotencyClaim, Written } from "../http/idempotency.ts";
import type { PageRequest } from "../http/pagination.ts";

export type { IdempotencyClaim, StoredAnswer, Written } from "../http/idempotency.ts";
export type { PageRequest } from "../http/pagination.ts";

export type { Engine } from "./engine.ts";

/**
 * The service's own settings: the signing secret, and the clients the first start seeded with
 * the keys every start prints (the sandbox's console; those keys are in api_keys as digests
 * too, which is what requests are checked against). Keys made later are kept only as digests.
 */
export interface Settings {
  webhookSecret: string;
  seeded: { clientId: string; apiKey: string; keyId: string }[];
}

export interface Paged<T> {
  items: T[];
  total: number;
}

export interface OrderFilter {
  status?: OrderStatus;
  type?: OrderType;
  externalId?: string;
  assetId?: string;
  /** Created at or after this instant (ISO 8601, UTC, as the records hold it). */
  createdFrom?: string;
  /** Created before this instant. */
  createdBefore?: string;
  /** The refunds of this order. */
  refundOf?: string;
}

/** A webhook delivery as the outbox keeps it (src/shared Delivery, plus its claim). */
export interface OutboxDelivery {
  id: string;
  clientId: string;
  integrationId: string;
  orderId: string;
  url: string;
  payload: string;
  state: "pending" | "delivered" | "failed";
  attempts: DeliveryAttempt[];
  nextAttemptAt: string | null;
}

/** What a rule's transaction adds to the outbox when the order's callback is due. */
export interface NewDelivery {
  id: string;
  clientId: string;
  integrationId: string;
  orderId: string;
  /** "": the integration has no callback URL; kept for its listeners only, never attempted. */
  url: string;
  payload: string;
}

export interface WriteOptions<T> {
  idempotency?: IdempotencyClaim<T> | undefined;
}

export interface Repository {
  readonly engine: Engine;
  /** Read once at open and kept current by updateSettings: every request's key check reads it. */
  readonly settings: Settings;
  updateSettings(next: Settings): Promise<void>;

  /** The client a presented API key acts for; null when the key is unknown or revoked. */
  keyHolder(presented: string): Promise<KeyHolder | null>;
  getClient(id: string): Promise<ClientRecord | undefined>;
  /** Runs `change` on the locked client and writes it back; undefined when unknown. */
  updateClient(id: string, change: (client: ClientRecord) => ClientRecord): Promise<ClientRecord | undefined>;
  /**
   * The operator's SANDBOX_API_KEY replaces a seeded client's printed key: the old key is
   * revoked, the new one stored (as a digest) and printed from now on, in one transaction.
   */
  replaceSeededKey(clientId: string, secret: string, key: ApiKeyRecord): Promise<void>;
  /** In creation order. */
  listClients(): Promise<ClientRecord[]>;
  /** The client and its first key, in one transaction. */
  createClient(client: ClientRecord, key: ApiKeyRecord): Promise<void>;
  /** The client's keys, revoked ones included, in creation order. */
  listApiKeys(clientId: string): Promise<ApiKeyRecord[]>;
  createApiKey(key: ApiKeyRecord): Promise<void>;
  /** Runs `change` on the client's locked key and writes it back; undefined when the client has no such key. */
  updateApiKey(clientId: string, keyId: string, change: (key: ApiKeyRecord) => ApiKeyRecord): Promise<ApiKeyRecord | undefined>;

  /** With a clientId, only that client's integration (another's answers as an unknown id); without, any (the payer's page). */
  getIntegration(id: string, clientId?: string): Promise<IntegrationRecord | undefined>;
  /** The client's, in creation order. */
  listIntegrations(clientId: string, page: PageRequest): Promise<Paged<IntegrationRecord>>;
  /** With an Idempotency-Key claim, a retry replays the first answer instead of creating another. */
  createIntegration(record: IntegrationRecord, options?: WriteOptions<IntegrationRecord>): Promise<Written<IntegrationRecord>>;
  /** Runs `change` on the client's locked record and writes it back; undefined when unknown (or another client's). */
  updateIntegration(clientId: string, id: string, change: (record: IntegrationRecord) => void): Promise<IntegrationRecord | undefined>;

  /** With a clientId, only that client's order; without, any (the payer's page, which holds the link). */
  getOrder(id: string, clientId?: string): Promise<OrderRecord | undefined>;
  /** The client's, newest first. */
  listOrders(clientId: string, filter: OrderFilter, page: PageRequest): Promise<Paged<OrderRecord>>;
  /** A payment link; with a clientId only that client's (another's answers as an unknown id), without any (the payer's page). */
  getPaymentLink(id: string, clientId?: string): Promise<PaymentLinkRecord | undefined>;
  /** The client's payment links, newest first. */
  listPaymentLinks(clientId: string, page: PageRequest): Promise<Paged<PaymentLinkRecord>>;

  /** The integration's balances (assets never credited are absent). */
  balances(integrationId: string): Promise<Partial<Record<AssetId, string>>>;

  /**
   * The one write seam: `work` loads what a rule names, runs the rule and saves what it returns,
   * all in one transaction; with an Idempotency-Key claim, a retry replays the first answer
   * instead. Resolves after COMMIT, and only then is anything answered.
   */
  transaction: RunTransaction;

  /**
   * The client back to its seed: its orders, balances, other integrations, Idempotency-Keys and
   * deliveries are gone; its API keys and every other client are untouched.
   */
  reset(clientId: string, seed: IntegrationRecord | null): Promise<void>;

  /** Forgets Idempotency-Keys created before `before` (ISO time); returns how many. */
  pruneIdempotency(before: string): Promise<number>;

  readonly outbox: Outbox;

  /** The client portal's accounts, sessions and audit log (portal-store.ts). */
  readonly portal: PortalStore;

  /** Chain mode's cursors, watched addresses and transfers (chain-records.ts). */
  readonly chain: ChainReads;

  /** Waits for running transactions, then closes the database. */
  close(): Promise<void>;
}

/**
 * Webhook deliveries as rows. A process attempts a delivery only after claiming it: the claim
 * sets locked_until, so another process (or this one after a restart) skips it until the lease
 * runs out; a crashed process's claims simply expire.
 */
export interface Outbox {
  add(delivery: NewDelivery, at: string): Promise<void>;
  /** Due pending rows (next_attempt_at <= now, not leased), leased to the caller until `until`. */
  claimDue(now: string, until: string, limit: number): Promise<OutboxDelivery[]>;
  /** Writes the outcome of an attempt and releases the claim. */
  record(delivery: OutboxDelivery): Promise<void>;
  /** The earliest next_attempt_at of a pending row, if any (to schedule the next claim). */
  nextDue(): Promise<string | null>;
  /** Newest first. */
  list(filter: { clientId?: string; orderId?: string; integrationId?: string }, limit: number): Promise<OutboxDelivery[]>;
  /** Pending rows not yet finished (for idle()). */
  pendingCount(): Promise<number>;
  /**
   * The listener's read (`crypto-checkout listen`): the client's callbacks after `cursor`, in the
   * order they became visible, at most `limit`, of one integration or all; and the cursor to read
   * on from. A null cursor: none, and the cursor of this moment. Throws a RangeError for a cursor
   * this database did not make.
   */
  feed(clientId: string, cursor: string | null, limit: number, integrationId?: string): Promise<FeedPage>;
}

/** A page of the listener's read: rows oldest first, and where the next read starts. */
export interface FeedPage {
  rows: OutboxDelivery[];
  cursor: string;
}
