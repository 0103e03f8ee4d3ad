// The one interface between the service and its database (STYLE 13). Routes and the webhook
// dispatcher call these methods; the rules themselves stay pure (server/domain) and run inside
// the write methods, each of which is one transaction: the rows a rule reads are locked
// (PostgreSQL: SELECT … FOR UPDATE; SQLite: one writer at a time), the rule runs, what it
// changed is written, and the promise resolves only after COMMIT. An answer is sent only then.
import type { AssetId, DeliveryAttempt, DepositOrderRequest, OrderType, PaymentOrderRequest, RefundRequest, WithdrawalRequest } from "../../src/shared/index.ts";
import type { RuleContext, TransferReceived } from "../domain/orders.ts";
import type { TransferOutcome } from "../domain/payment-rules.ts";
import type { ApiKeyRecord, ClientRecord } from "../domain/clients.ts";
import type { KeyHolder } from "../http/auth.ts";
import type { IntegrationRecord, OrderRecord, OrderStatus, TransactionRecord } from "../domain/types.ts";
import type { Engine } from "./engine.ts";
import type { PortalStore } from "./portal-store.ts";

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

export interface PageRequest {
  offset: number;
  limit: number;
}

export interface Paged<T> {
  items: T[];
  total: number;
}

export interface OrderFilter {
  status?: OrderStatus;
  type?: OrderType;
  externalId?: string;
}

/** The answer kept for an Idempotency-Key: replayed as it was. */
export interface StoredAnswer {
  status: number;
  body: string;
}

/**
 * An Idempotency-Key claim passed to a write. The key is recorded in the write's own
 * transaction, so a crash cannot leave an order without its key or a key without its order.
 */
export interface IdempotencyClaim<T> {
  /** Whose keys these are: the client's id. */
  scope: string;
  key: string;
  /** SHA-256 of the method, path and canonical JSON of the parsed body. */
  fingerprint: string;
  /** The answer to keep, built from the write's result inside the transaction. */
  answer(result: T): StoredAnswer;
}

/**
 * The outcome of a write with an Idempotency-Key: applied now, or the first answer replayed,
 * or the key was used with another request (the caller answers 409).
 */
export type Written<T> =
  | { kind: "applied"; result: T }
  | { kind: "replayed"; answer: StoredAnswer }
  | { kind: "conflict" };

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
  url: string;
  payload: string;
}

export interface WriteOptions<T> {
  idempotency?: IdempotencyClaim<T> | undefined;
}

export interface PaymentConfirmed {
  order: OrderRecord;
  transaction: TransactionRecord;
  /** What the transfer's confirmation meant (payment-rules.ts); null while it is pending. */
  outcome: TransferOutcome | null;
  /** The callback queued in the same transaction, if the integration wants one. */
  delivery: NewDelivery | null;
  /**
   * Why the callback the integration wants could not be queued (a callback URL the database
   * refuses, say), if it could not: the payment is credited regardless, and the operator told.
   */
  callbackError?: unknown;
}

/**
 * Builds the callback a change calls for (called only when the amount rules say one is due);
 * null when the integration wants none.
 */
export type TransferCallback = (order: OrderRecord, integration: IntegrationRecord, change: TransferReceived) => NewDelivery | null;

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
  /** The integration's balances (assets never credited are absent). */
  balances(integrationId: string): Promise<Partial<Record<AssetId, string>>>;

  createIncomingOrder(
    clientId: string,
    kind: "payment" | "deposit",
    request: PaymentOrderRequest | DepositOrderRequest,
    ctx: RuleContext,
    options?: WriteOptions<OrderRecord>,
  ): Promise<Written<OrderRecord>>;
  /**
   * The chain simulator's payment: the order completes and the balance is credited; when
   * `callback` returns a delivery, it is queued in the outbox in the same transaction.
   */
  confirmPayment(
    clientId: string,
    orderId: string,
    amount: string | undefined,
    ctx: RuleContext,
    options: WriteOptions<PaymentConfirmed> & {
      /** false: the transfer is only detected (pending, 0 confirmations). Default true. */
      confirmed?: boolean | undefined;
      callback: TransferCallback;
    },
  ): Promise<Written<PaymentConfirmed>>;
  /**
   * The chain builds blocks on a pending transfer: `confirmations` more (default: all that are
   * missing). At the required count it is credited, as confirmPayment's confirmed transfer is.
   */
  confirmTransaction(
    /** null: any client's (the sandbox's block clock, which confirms what this process saw detected). */
    clientId: string | null,
    transactionId: string,
    confirmations: number | undefined,
    ctx: RuleContext,
    options: WriteOptions<PaymentConfirmed> & { callback: TransferCallback },
  ): Promise<Written<PaymentConfirmed>>;
  /** Checks the refund ceiling and the balance and writes both, in one transaction. */
  createRefund(clientId: string, request: RefundRequest, ctx: RuleContext, options?: WriteOptions<OutgoingCreated>): Promise<Written<OutgoingCreated>>;
  createWithdrawal(clientId: string, request: WithdrawalRequest, ctx: RuleContext, options?: WriteOptions<OutgoingCreated>): Promise<Written<OutgoingCreated>>;

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

  /** Waits for running transactions, then closes the database. */
  close(): Promise<void>;
}

export interface OutgoingCreated {
  order: OrderRecord;
  transaction: TransactionRecord;
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
}
