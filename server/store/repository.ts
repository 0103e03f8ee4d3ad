// The one interface between the service and its database. Reads, the records that are not the
// rules' (clients, keys, integration settings), the outbox, and transaction(): the one seam a
// rule's change goes through (transaction.ts). The rules stay pure (server/domain): the use
// cases (server/use-cases) load what a rule names, run it and save what it returns, and the
// promise resolves only after COMMIT. An answer is sent only then.
import type { AssetId, DeliveryAttempt, OrderType } from "../../src/shared/index.ts";
import type { ApiKeyRecord, ClientRecord } from "../domain/clients.ts";
import type { NewDelivery } from "../domain/order-callbacks.ts";
import type { PaymentLinkRecord } from "../domain/payment-links.ts";
import type { IntegrationRecord, OrderRecord, OrderStatus } from "../domain/types.ts";
import type { Engine } from "./engine.ts";
import type { AccountRecord } from "../domain/portal-accounts.ts";
import type { AuditEntry, PortalStore } from "./portal-store.ts";
import type { BalanceRecord } from "../domain/ledger.ts";
import type { GatewayLinkRecord } from "../domain/gateway-links.ts";
import type { GatewayLease, GatewayPollRecord, LeaseAnswer } from "../domain/gateway-polls.ts";
import type { KeyHolder } from "../domain/clients.ts";
import type { ChainReads, ChainTransaction } from "./chain-records.ts";
import type { PayoutReads, PayoutTransaction } from "./payout-records.ts";
import type { OrderTotal } from "./order-totals.ts";
import type { PortalTransaction } from "./portal-records.ts";
import type { MailOutbox, MailTransaction } from "./mail-records.ts";

/** A page of a list: how many to skip and how many to return (the edge parses page and perPage into it). */
export interface PageRequest {
  offset: number;
  limit: number;
}

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

/** A webhook delivery as the outbox keeps it: what was queued, and how its attempts went. */
export interface OutboxDelivery extends NewDelivery {
  state: "pending" | "delivered" | "failed";
  attempts: DeliveryAttempt[];
  nextAttemptAt: string | null;
}

/** What a rule's transaction adds to the outbox when the order's callback is due. */
export type { NewDelivery } from "../domain/order-callbacks.ts";

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
 * What a committed transaction changed and queued: what has to follow the commit (the held
 * reads of those orders wake, the dispatcher attempts those deliveries). Collected by the
 * transaction's own saves, so no caller has to remember it.
 */
export interface Changes {
  /** Orders inserted or updated (and gateway snapshots recorded), each once. */
  orders: string[];
  /** Integrations whose settings were saved: every order of each shows them to its payer. */
  integrations: string[];
  /** Deliveries added to the outbox, or made due again. */
  deliveries: NewDelivery[];
  /**
   * Callbacks an order's change called for that could not be queued (use-cases/order-changes.ts):
   * the change commits without them, and after the commit the operator is told, once.
   */
  unqueued: UnqueuedCallback[];
  /** Orders inserted, by type and asset (for the metrics' counts). */
  created: OrderCounted[];
  /** Orders whose status became completed in this transaction, by type and asset. */
  completed: OrderCounted[];
  /**
   * The digests of API keys whose record was saved (a revocation): after the commit, this
   * process's key lookup reads them again, so a revoked key stops working here at once.
   */
  keys: string[];
  /** Mail queued (its ids): after the commit the sender is woken to send it. */
  mails: string[];
}

/** What the metrics count an order by: bounded labels, never its id. */
export interface OrderCounted {
  type: string;
  assetId: string;
}

/** A callback an order's change called for, refused by the outbox (or not built), and why. */
export interface UnqueuedCallback {
  orderId: string;
  integrationId: string;
  error: unknown;
}

/**
 * The outcome of a write: applied now (with what it changed), or, with an Idempotency-Key,
 * the first answer replayed, or the key was used with another request (the caller answers 409).
 */
export type Written<T> =
  | { kind: "applied"; result: T; changes: Changes }
  | { kind: "replayed"; answer: StoredAnswer }
  | { kind: "conflict" };

export interface WriteOptions<T> {
  idempotency?: IdempotencyClaim<T> | undefined;
  /**
   * The audit line of what the write did (the portal's money and trust changes), built from its
   * result and written in the same transaction: the change and its record commit together. A
   * replayed Idempotency-Key wrote nothing and records nothing again.
   */
  audit?: ((result: T) => AuditEntry | null) | undefined;
}

export interface Repository {
  readonly engine: Engine;
  /**
   * Read once at open (which adds the seeded clients a database lacks) and kept current by
   * replaceSeededKey, the only other write of it: the start reads it to print the seeded keys.
   * A request's key check reads the API keys' rows (keyHolder), never this.
   */
  readonly settings: Settings;

  /** The client a presented API key acts for; null when the key is unknown or revoked. */
  keyHolder(presented: string): Promise<KeyHolder | null>;
  getClient(id: string): Promise<ClientRecord | undefined>;
  /**
   * The operator's SANDBOX_API_KEY replaces a seeded client's printed key: the old key is
   * revoked, the new one stored (as a digest) and printed from now on, in one transaction.
   */
  replaceSeededKey(clientId: string, secret: string, key: ApiKeyRecord): Promise<void>;
  /** In creation order. */
  listClients(): Promise<ClientRecord[]>;
  /** The client's keys, revoked ones included, in creation order. */
  listApiKeys(clientId: string): Promise<ApiKeyRecord[]>;

  /** With a clientId, only that client's integration (another's answers as an unknown id); without, any (the payer's page). */
  getIntegration(id: string, clientId?: string): Promise<IntegrationRecord | undefined>;
  /** The client's, in creation order. */
  listIntegrations(clientId: string, page: PageRequest): Promise<Paged<IntegrationRecord>>;
  /** With an Idempotency-Key claim, a retry replays the first answer instead of creating another. */
  createIntegration(record: IntegrationRecord, options?: WriteOptions<IntegrationRecord>): Promise<Written<IntegrationRecord>>;

  /** With a clientId, only that client's order; without, any (the payer's page, which holds the link). */
  getOrder(id: string, clientId?: string): Promise<OrderRecord | undefined>;
  /** The client's, newest first. */
  listOrders(clientId: string, filter: OrderFilter, page: PageRequest): Promise<Paged<OrderRecord>>;
  /** The client's completed payments and deposits per kind and asset: how many, and what they received summed exactly, in one read. */
  completedIncomingTotals(clientId: string): Promise<OrderTotal[]>;
  /** A payment link; with a clientId only that client's (another's answers as an unknown id), without any (the payer's page). */
  getPaymentLink(id: string, clientId?: string): Promise<PaymentLinkRecord | undefined>;
  /** The client's payment links, newest first. */
  listPaymentLinks(clientId: string, page: PageRequest): Promise<Paged<PaymentLinkRecord>>;

  /**
   * A random secret of this deployment by its name, made on the first ask and the same for
   * every process sharing the database (the link page's form tokens are signed with one).
   */
  deploymentSecret(name: string): Promise<string>;

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

  /** Mail waiting to be sent (mail-records.ts). */
  readonly mail: MailOutbox;

  /** The client portal's accounts, sessions and audit log (portal-store.ts). */
  readonly portal: PortalStore;

  /** Chain mode's cursors, watched addresses and transfers (chain-records.ts). */
  readonly chain: ChainReads;

  /** Chain mode's payouts (payout-records.ts). */
  readonly payouts: PayoutReads;

  /** Waits for running transactions, then closes the database. */
  close(): Promise<void>;
}

/**
 * Webhook deliveries as rows. A process attempts a delivery only after claiming it: the claim
 * sets locked_until, so another process (or this one after a restart) skips it until the lease
 * runs out; a crashed process's claims simply expire.
 */
export interface ClaimFairness {
  perIntegration: number;
  exclude: readonly string[];
}

export interface Outbox {
  add(delivery: NewDelivery, at: string): Promise<void>;
  /**
   * Due pending rows (next_attempt_at <= now, not leased), leased to the caller until `until`.
   * `fair`: at most `perIntegration` rows of one integration (its earliest due), none of the
   * integrations in `exclude`, so one integration's backlog cannot fill a claim.
   */
  claimDue(now: string, until: string, limit: number, fair?: ClaimFairness): Promise<OutboxDelivery[]>;
  /** Writes the outcome of an attempt and releases the claim. */
  record(delivery: OutboxDelivery): Promise<void>;
  /** The earliest next_attempt_at of a pending row, if any (to schedule the next claim). */
  nextDue(): Promise<string | null>;
  /** When the oldest pending row was queued, if any: how long callbacks have waited in all (metrics). */
  oldestPending(): Promise<string | null>;
  /** Newest first. */
  list(filter: { clientId?: string; orderId?: string; integrationId?: string }, limit: number): Promise<OutboxDelivery[]>;
  /** Pending rows not yet finished (for idle()). */
  pendingCount(): Promise<number>;
  /**
   * The listener's read (`crypto-checkout listen`): the client's callbacks after `cursor`, in the
   * order they became visible, at most `limit`, of one integration or all, none made before
   * `notBefore`; and the cursor to read on from. A null cursor: none, and the cursor of this
   * moment. A cursor is the client's own: the id of the last of its callbacks read
   * (FEED_START before any), never a position in the service-wide outbox, which would tell any
   * client how many callbacks every other made. Throws a RangeError for a cursor that names no
   * callback of the client's.
   */
  feed(clientId: string, cursor: string | null, limit: number, options?: FeedOptions): Promise<FeedPage>;
}

/** The cursor before every callback of a client (one that had none when it started reading). */
export const FEED_START = "start";

export interface FeedOptions {
  integrationId?: string | undefined;
  /** The oldest callback the read may give (ISO time); absent: any. */
  notBefore?: string | undefined;
}

/** A row of the listener's read, with when it was made (its callback's own time). */
export type FeedRow = OutboxDelivery & { createdAt: string };

/** A page of the listener's read: rows oldest first, and where the next read starts. */
export interface FeedPage {
  rows: FeedRow[];
  cursor: string;
}

/** What a use case may do inside its transaction. A clientId of null reads any client's record (the payer's page, the block clock). */
export interface StoreTransaction {
  integration(id: string, clientId: string | null): Promise<IntegrationRecord | undefined>;
  /** `lock`: the order will be changed (and its balance after it: always this order, so two writes never wait on each other in opposite orders). */
  order(id: string, clientId: string | null, options?: { lock?: boolean }): Promise<OrderRecord | undefined>;
  /** The id of the order holding this transaction, if any. */
  orderIdOfTransaction(transactionId: string): Promise<string | undefined>;
  /** The integration's balance of the asset, locked; zero when never credited. */
  balance(integrationId: string, assetId: AssetId): Promise<BalanceRecord>;
  insertIntegration(record: IntegrationRecord): Promise<void>;
  /** `lock`: the integration will be changed (its settings: saveIntegration). */
  integrationForUpdate(id: string, clientId: string): Promise<IntegrationRecord | undefined>;
  /** Writes an integration loaded in this transaction back: its orders' pages show its settings. */
  /** `shownToPayers: false`: nothing its orders' pages show changed (a listener's lease), so their readers stay asleep. */
  saveIntegration(record: IntegrationRecord, options?: { shownToPayers?: boolean }): Promise<void>;
  insertOrder(order: OrderRecord): Promise<void>;
  /**
   * Writes an order loaded in this transaction back, indexing the transactions it gained; true
   * when this save is the one that completed it (it was loaded, or inserted, not completed).
   */
  updateOrder(order: OrderRecord): Promise<boolean>;
  saveBalance(balance: BalanceRecord): Promise<void>;
  /**
   * Queues a webhook delivery behind a savepoint: if the database refuses it (PostgreSQL's text
   * cannot hold a NUL, say), only the delivery is rolled back and the error returned, so that a
   * bad callback configuration never stops a payment being credited.
   */
  queueDelivery(delivery: NewDelivery, options?: { once?: boolean }): Promise<{ error: unknown } | null>;
  /** Records a callback that could not be queued in this transaction's changes (the after-commit path tells the operator). */
  callbackUnqueued(refusal: UnqueuedCallback): void;
  /** A delivery the outbox holds, made due again now (its attempts kept). */
  requeueDelivery(delivery: OutboxDelivery): Promise<void>;
  /** Gateway mode: a link by the payer's link id (`lock`: it will be changed). */
  gatewayLink(linkId: string, options?: { lock?: boolean }): Promise<GatewayLinkRecord | undefined>;
  /** Gateway mode: the link holding an upstream order. */
  gatewayLinkOfOrder(orderId: string): Promise<GatewayLinkRecord | undefined>;
  /** Gateway mode: the recorded link a retried creation (same key digest and Idempotency-Key) answers with. */
  gatewayLinkByIdempotency(idempotency: string): Promise<GatewayLinkRecord | undefined>;
  /** Gateway mode: intents still pending that were written before `createdBefore`, oldest first (orphans to trace). */
  pendingGatewayLinks(createdBefore: string, limit: number): Promise<GatewayLinkRecord[]>;
  insertGatewayLink(link: GatewayLinkRecord): Promise<void>;
  /**
   * Gateway mode: removes at most `limit` links that will never be payable: intents still
   * pending written before `pendingBefore` (orphans, kept that long to be traced) and closed
   * ones (refused, replayed) written before `closedBefore`. Returns how many went.
   */
  removeGatewayLinks(pendingBefore: string, closedBefore: string, limit: number): Promise<number>;
  /** Writes a link loaded in this transaction back. */
  updateGatewayLink(link: GatewayLinkRecord): Promise<void>;
  /**
   * Gateway mode: takes or renews the lease of polling the upstream for an order (taken when
   * free, expired or already the caller's, or from an owner that polls on the slow schedule
   * when the caller has a page open); when another holds it, until when.
   */
  takeGatewayLease(orderId: string, lease: GatewayLease): Promise<LeaseAnswer>;
  /** Gateway mode: the last snapshot of an order, and the status its callbacks follow (`lock`: it will be changed). */
  gatewayPoll(orderId: string, options?: { lock?: boolean }): Promise<GatewayPollRecord | undefined>;
  /** Writes the snapshot and status, leaving the lease as it is. */
  saveGatewayPoll(record: GatewayPollRecord): Promise<void>;
  /** Chain mode: address indexes, the scan cursor and the transfers seen (chain-records.ts). */
  readonly chain: ChainTransaction;
  /** Chain mode: payouts the merchant's wallet pays (payout-records.ts). */
  readonly payouts: PayoutTransaction;
  /** The portal's accounts made, sessions, password links and attempt windows (portal-records.ts). */
  readonly portal: PortalTransaction;
  /** Mail sent after the commit (mail-records.ts). */
  readonly mail: MailTransaction;
  /** A payment link; with a clientId only that client's (`lock`: it will be changed). */
  paymentLink(id: string, clientId: string | null, options?: { lock?: boolean }): Promise<PaymentLinkRecord | undefined>;
  insertPaymentLink(link: PaymentLinkRecord): Promise<void>;
  /** Writes a link loaded in this transaction back. */
  updatePaymentLink(link: PaymentLinkRecord): Promise<void>;
  /**
   * How many of the link's orders are open and unpaid at `now`: in their window, still in
   * progress, no transfer seen. Rows of ended windows are removed on the way. Read with the
   * link's row locked, so concurrent choices of one link count one after another.
   */
  openLinkOrders(linkId: string, now: string): Promise<number>;
  /** Counts a new order of the link until its window ends. */
  addLinkOrder(linkId: string, orderId: string, openUntil: string): Promise<void>;
  /** At most `limit` links' order rows whose window ended by `at` (housekeeping); how many went. */
  removeEndedLinkOrders(at: string, limit: number): Promise<number>;
  /** A client (`lock`: it will be changed). */
  client(id: string, options?: { lock?: boolean }): Promise<ClientRecord | undefined>;
  /**
   * A new client; false when one with its id is there already (another request made it first:
   * on PostgreSQL this waits for that one's commit, so the caller can add to it instead of failing).
   */
  insertClient(client: ClientRecord): Promise<boolean>;
  /** Writes a client loaded in this transaction back. */
  saveClient(client: ClientRecord): Promise<void>;
  /** The client's key (`lock`: it will be changed); another client's answers as an unknown id. */
  apiKey(clientId: string, keyId: string, options?: { lock?: boolean }): Promise<ApiKeyRecord | undefined>;
  insertApiKey(key: ApiKeyRecord): Promise<void>;
  /** Writes a key loaded in this transaction back (its last use is bookkeeping of its own and stays). */
  saveApiKey(key: ApiKeyRecord): Promise<void>;
  /** A portal account (`lock`: it will be changed). */
  account(id: string, options?: { lock?: boolean }): Promise<AccountRecord | undefined>;
  /** Writes an account loaded in this transaction back: its password, its two-factor state and its language. */
  saveAccount(account: AccountRecord): Promise<void>;
}

export type RunTransaction = <T>(
  work: (tx: StoreTransaction) => Promise<T>,
  options: WriteOptions<T> & { now: string },
) => Promise<Written<T>>;
