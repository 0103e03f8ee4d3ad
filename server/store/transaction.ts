// The one way a write reaches the database: store.transaction(work, options). It opens a
// transaction (on SQLite, a savepoint in the transaction its turn's writes share:
// batched-transactions.ts), claims the Idempotency-Key first (if any), hands `work` a small set
// of loads and saves, stores the key's answer, and resolves only after COMMIT. The rules in
// server/domain never see it: the use case loads what a rule names, runs the rule, and saves
// the records the rule returns. Loads that the rule will change are locked (PostgreSQL:
// SELECT … FOR UPDATE; SQLite: one writer at a time), so a check and its write can never be
// interleaved with another request's.
import { CompiledQuery, sql, type Kysely, type Transaction } from "kysely";
import { ZERO } from "../domain/ledger.ts";
import type { GatewayLinkRecord } from "../domain/gateway-links.ts";
import type { GatewayLease, GatewayPollRecord, LeaseAnswer } from "../domain/gateway-polls.ts";
import type { ClientRecord } from "../domain/clients.ts";
import type { PaymentLinkRecord } from "../domain/payment-links.ts";
import type { IntegrationRecord, OrderRecord } from "../domain/types.ts";
import type { Engine } from "./engine.ts";
import type { Changes, IdempotencyClaim, RunTransaction, StoreTransaction, WriteOptions, Written } from "./repository.ts";

export type { RunTransaction, StoreTransaction } from "./repository.ts";
import { insertApiKey, insertClient, readApiKey, updateApiKey } from "./api-keys.ts";
import { batchedTransactions } from "./batched-transactions.ts";
import { chainTransaction } from "./chain-records.ts";
import { payoutTransaction } from "./payout-records.ts";
import { portalTransaction } from "./portal-records.ts";
import { type MailNotices, mailTransaction } from "./mail-records.ts";
import { compileOnce } from "./compiled-once.ts";
import { insertAudit } from "./audit-rows.ts";
import { toAccount } from "./portal-store.ts";
import { addDelivery, indexTransactions, insertIntegration, ORDER_COLUMNS, orderRow, upsertBalance } from "./rows.ts";
import type { Database } from "./schema.ts";
import type { RunOnConnection } from "./sqlite-dialect.ts";
import type { Durability, UnsettledOrders } from "./wal-sync.ts";

type Tx = Transaction<Database>;

const linkOf = (row: { data: string } | undefined): GatewayLinkRecord | undefined =>
  row ? (JSON.parse(row.data) as GatewayLinkRecord) : undefined;
const orderIdOfLink = (link: GatewayLinkRecord): string | null => (link.state === "created" ? link.orderId : null);

/**
 * `unsettled`: with group commit, the orders a transaction changes are marked until its commit is
 * synced. `durability`: that group commit, whose sync in flight a batch of writes waits for.
 * `runOnConnection` (SQLite): the statements compiled once below run on the connection the
 * batch holds, past Kysely's executor (sqlite-dialect.ts).
 */
export function createTransactions(
  db: Kysely<Database>,
  engine: Engine,
  {
    unsettled = null,
    durability = null,
    runOnConnection = null,
    notices = { origin: null },
  }: {
    unsettled?: UnsettledOrders | null;
    durability?: Durability | null;
    runOnConnection?: RunOnConnection | null;
    notices?: MailNotices;
  } = {},
): RunTransaction & {
  drain(): Promise<void>;
  /**
   * The store's own writes that are no rule's (a client's reset, the operator's replacement of
   * a seeded key), run as the seam runs every other: in its batch on SQLite, after the commit's
   * sync. What follows their commit is the caller's (the after-commit path wakes everyone at a reset).
   */
  own<T>(body: (tx: Tx) => Promise<T>): Promise<T>;
} {
  const locking = engine === "postgres";
  // An order's creation runs these two on every call: compiled once (compiled-once.ts).
  const clientsIntegration = compileOnce(["id", "clientId"], (hole) =>
    db.selectFrom("integrations").select("data").where("id", "=", hole.id).where("client_id", "=", hole.clientId),
  );
  const orderInsert = compileOnce(ORDER_COLUMNS, (hole) => db.insertInto("orders").values(hole));
  /** A statement compiled once, in the transaction `tx` (which holds SQLite's one connection). */
  const runCompiled = runOnConnection
    ? async <Row>(_tx: Tx, query: CompiledQuery<Row>) => runOnConnection(query) as { rows: Row[] }
    : <Row>(tx: Tx, query: CompiledQuery<Row>) => tx.executeQuery(query);

  function storeTransaction(tx: Tx, now: string, changed: string[], changes: Changes): StoreTransaction {
    const changing = (id: string) => {
      if (!changes.orders.includes(id)) changes.orders.push(id);
      if (!unsettled) return;
      unsettled.add(id);
      changed.push(id);
    };
    // The transactions each loaded order already had: updateOrder indexes only the new ones.
    const indexed = new Map<string, Set<string>>();
    // Each loaded order's status as loaded: a save that completes it is counted once.
    const statusAsLoaded = new Map<string, string>();
    // Made at once rather than behind getters: an object literal with an accessor is built on
    // V8's slow path, about 5 µs for this one against well under 1 µs for the two literals, and
    // every write (an order's creation too) builds it.
    return {
      chain: chainTransaction(tx, locking, now),
      portal: portalTransaction(tx, locking),
      mail: mailTransaction(tx, now, (id) => changes.mails.push(id), notices, locking),
      payouts: payoutTransaction(tx, locking),
      async integration(id, clientId) {
        const row =
          clientId === null
            ? await tx.selectFrom("integrations").select("data").where("id", "=", id).executeTakeFirst()
            : (await runCompiled(tx, clientsIntegration({ id, clientId }))).rows[0];
        return row ? (JSON.parse(row.data) as IntegrationRecord) : undefined;
      },
      async order(id, clientId, options = {}) {
        const row = await tx
          .selectFrom("orders")
          .select("data")
          .where("id", "=", id)
          .$if(clientId !== null, (q) => q.where("client_id", "=", clientId as string))
          .$if(options.lock === true && locking, (q) => q.forUpdate())
          .executeTakeFirst();
        if (!row) return undefined;
        const order = JSON.parse(row.data) as OrderRecord;
        indexed.set(order.id, new Set(order.transactions.map((t) => t.id)));
        statusAsLoaded.set(order.id, order.status);
        return order;
      },
      async orderIdOfTransaction(transactionId) {
        const row = await tx
          .selectFrom("transaction_orders")
          .select("order_id")
          .where("transaction_id", "=", transactionId)
          .executeTakeFirst();
        return row?.order_id;
      },
      async balance(integrationId, assetId) {
        if (locking) {
          // A row to lock even for a balance never credited.
          await tx
            .insertInto("balances")
            .values({ integration_id: integrationId, asset_id: assetId, amount: ZERO })
            .onConflict((oc) => oc.columns(["integration_id", "asset_id"]).doNothing())
            .execute();
        }
        const row = await tx
          .selectFrom("balances")
          .select("amount")
          .where("integration_id", "=", integrationId)
          .where("asset_id", "=", assetId)
          .$if(locking, (q) => q.forUpdate())
          .executeTakeFirst();
        return { integrationId, assetId, amount: row?.amount ?? ZERO };
      },
      async insertIntegration(record) {
        await insertIntegration(tx, record);
      },
      async integrationForUpdate(id, clientId) {
        const row = await tx
          .selectFrom("integrations")
          .select("data")
          .where("id", "=", id)
          .where("client_id", "=", clientId)
          .$if(locking, (q) => q.forUpdate())
          .executeTakeFirst();
        return row ? (JSON.parse(row.data) as IntegrationRecord) : undefined;
      },
      async saveIntegration(record, options = {}) {
        await tx
          .updateTable("integrations")
          .set({ data: JSON.stringify(record) })
          .where("id", "=", record.id)
          .execute();
        if (options.shownToPayers !== false && !changes.integrations.includes(record.id)) changes.integrations.push(record.id);
      },
      async insertOrder(order) {
        changing(order.id);
        changes.created.push({ type: order.type, assetId: order.assetId });
        if (order.status === "completed") changes.completed.push({ type: order.type, assetId: order.assetId });
        statusAsLoaded.set(order.id, order.status);
        await runCompiled(tx, orderInsert(orderRow(order)));
        await indexTransactions(tx, order, new Set());
        indexed.set(order.id, new Set(order.transactions.map((t) => t.id)));
      },
      async updateOrder(order) {
        changing(order.id);
        const was = statusAsLoaded.get(order.id);
        const completes = order.status === "completed" && was !== undefined && was !== "completed";
        if (completes) changes.completed.push({ type: order.type, assetId: order.assetId });
        statusAsLoaded.set(order.id, order.status);
        await tx
          .updateTable("orders")
          .set({ status: order.status, external_id: order.externalId ?? null, data: JSON.stringify(order) })
          .where("id", "=", order.id)
          .execute();
        const known = indexed.get(order.id) ?? new Set<string>();
        await indexTransactions(tx, order, known);
        indexed.set(order.id, new Set(order.transactions.map((t) => t.id)));
        return completes;
      },
      async saveBalance(balance) {
        await upsertBalance(tx, balance.integrationId, balance.assetId, balance.amount);
      },
      async queueDelivery(delivery, options = {}) {
        await sql`savepoint queue_delivery`.execute(tx);
        try {
          await addDelivery(tx, delivery, now, options);
          await sql`release savepoint queue_delivery`.execute(tx);
          changes.deliveries.push(delivery);
          return null;
        } catch (error) {
          await sql`rollback to savepoint queue_delivery`.execute(tx);
          return { error };
        }
      },
      callbackUnqueued(refusal) {
        changes.unqueued.push(refusal);
      },
      async requeueDelivery(delivery) {
        await tx
          .updateTable("outbox")
          .set({ state: "pending", next_attempt_at: now, locked_until: null })
          .where("id", "=", delivery.id)
          .execute();
        changes.deliveries.push(delivery);
      },
      async gatewayLink(linkId, options = {}) {
        return linkOf(
          await tx
            .selectFrom("gateway_links")
            .select("data")
            .where("link_id", "=", linkId)
            .$if(options.lock === true && locking, (q) => q.forUpdate())
            .executeTakeFirst(),
        );
      },
      async gatewayLinkOfOrder(orderId) {
        return linkOf(await tx.selectFrom("gateway_links").select("data").where("order_id", "=", orderId).executeTakeFirst());
      },
      async gatewayLinkByIdempotency(idempotency) {
        return linkOf(
          await tx
            .selectFrom("gateway_links")
            .select("data")
            .where("idempotency", "=", idempotency)
            .where("state", "=", "created")
            .orderBy("seq")
            .executeTakeFirst(),
        );
      },
      async pendingGatewayLinks(createdBefore, limit) {
        const rows = await tx
          .selectFrom("gateway_links")
          .select("data")
          .where("state", "=", "pending")
          .where("created_at", "<", createdBefore)
          .orderBy("created_at")
          .limit(limit)
          .execute();
        return rows.map((row) => JSON.parse(row.data) as GatewayLinkRecord);
      },
      async removeGatewayLinks(pendingBefore, closedBefore, limit) {
        const result = await tx
          .deleteFrom("gateway_links")
          .where("seq", "in", (eb) =>
            eb
              .selectFrom("gateway_links")
              .select("seq")
              .where((inner) =>
                inner.or([
                  inner.and([inner("state", "=", "pending"), inner("created_at", "<", pendingBefore)]),
                  inner.and([inner("state", "in", ["refused", "replayed"]), inner("created_at", "<", closedBefore)]),
                ]),
              )
              .limit(limit),
          )
          .executeTakeFirst();
        return Number(result.numDeletedRows);
      },
      async insertGatewayLink(link) {
        await tx
          .insertInto("gateway_links")
          .values({
            link_id: link.linkId,
            order_id: orderIdOfLink(link),
            state: link.state,
            idempotency: link.idempotency,
            created_at: link.createdAt,
            data: JSON.stringify(link),
          })
          .execute();
      },
      takeGatewayLease: (orderId, lease) => takeGatewayLease(tx, orderId, lease, now),
      async gatewayPoll(orderId, options = {}) {
        const row = await tx
          .selectFrom("gateway_polls")
          .select(["order_id", "snapshot", "read_at", "status"])
          .where("order_id", "=", orderId)
          .$if(options.lock === true && locking, (q) => q.forUpdate())
          .executeTakeFirst();
        if (!row) return undefined;
        return {
          orderId: row.order_id,
          snapshot: row.snapshot ? (JSON.parse(row.snapshot) as GatewayPollRecord["snapshot"]) : null,
          readAt: row.read_at,
          status: row.status,
        };
      },
      async saveGatewayPoll(record) {
        // The order's snapshot is what its pages show: a change of the order.
        if (!changes.orders.includes(record.orderId)) changes.orders.push(record.orderId);
        const values = {
          snapshot: record.snapshot ? JSON.stringify(record.snapshot) : null,
          read_at: record.readAt,
          status: record.status,
        };
        await tx
          .insertInto("gateway_polls")
          .values({ order_id: record.orderId, ...values })
          .onConflict((oc) => oc.column("order_id").doUpdateSet(values))
          .execute();
      },
      async paymentLink(id, clientId, options = {}) {
        const row = await tx
          .selectFrom("payment_links")
          .select("data")
          .where("id", "=", id)
          .$if(clientId !== null, (q) => q.where("client_id", "=", clientId as string))
          .$if(options.lock === true && locking, (q) => q.forUpdate())
          .executeTakeFirst();
        return row ? (JSON.parse(row.data) as PaymentLinkRecord) : undefined;
      },
      async insertPaymentLink(link) {
        await tx
          .insertInto("payment_links")
          .values({ id: link.id, client_id: link.clientId, integration_id: link.integrationId, data: JSON.stringify(link) })
          .execute();
      },
      async updatePaymentLink(link) {
        await tx
          .updateTable("payment_links")
          .set({ data: JSON.stringify(link) })
          .where("id", "=", link.id)
          .execute();
      },
      async openLinkOrders(linkId, at) {
        await tx.deleteFrom("payment_link_orders").where("link_id", "=", linkId).where("open_until", "<=", at).execute();
        const row = await tx
          .selectFrom("payment_link_orders as l")
          .innerJoin("orders as o", "o.id", "l.order_id")
          .select((eb) => eb.fn.countAll().as("n"))
          .where("l.link_id", "=", linkId)
          .where("o.status", "=", "inProgress")
          .where((eb) =>
            eb.not(eb.exists(eb.selectFrom("transaction_orders as t").select("t.order_id").whereRef("t.order_id", "=", "l.order_id"))),
          )
          .executeTakeFirstOrThrow();
        return Number(row.n);
      },
      async removeEndedLinkOrders(at, limit) {
        const result = await tx
          .deleteFrom("payment_link_orders")
          .where("order_id", "in", (eb) =>
            eb.selectFrom("payment_link_orders").select("order_id").where("open_until", "<=", at).limit(limit),
          )
          .executeTakeFirst();
        return Number(result.numDeletedRows);
      },
      async addLinkOrder(linkId, orderId, openUntil) {
        await tx.insertInto("payment_link_orders").values({ link_id: linkId, order_id: orderId, open_until: openUntil }).execute();
      },
      async client(id, options = {}) {
        const row = await tx
          .selectFrom("clients")
          .select("data")
          .where("id", "=", id)
          .$if(options.lock === true && locking, (q) => q.forUpdate())
          .executeTakeFirst();
        return row ? (JSON.parse(row.data) as ClientRecord) : undefined;
      },
      insertClient: (client) => insertClient(tx, client),
      async saveClient(client) {
        await tx
          .updateTable("clients")
          .set({ data: JSON.stringify(client) })
          .where("id", "=", client.id)
          .execute();
      },
      apiKey: (clientId, keyId, options = {}) => readApiKey(tx, clientId, keyId, options.lock === true && locking),
      insertApiKey: (key) => insertApiKey(tx, key),
      async saveApiKey(key) {
        await updateApiKey(tx, key);
        if (!changes.keys.includes(key.hash)) changes.keys.push(key.hash);
      },
      async account(id, options = {}) {
        const row = await tx
          .selectFrom("portal_accounts")
          .selectAll()
          .where("id", "=", id)
          .$if(options.lock === true && locking, (q) => q.forUpdate())
          .executeTakeFirst();
        return row ? toAccount(row) : undefined;
      },
      async saveAccount(account) {
        const { secret, pending, lastStep, recoveryDigests } = account.twoFactor;
        await tx
          .updateTable("portal_accounts")
          .set({
            password_hash: account.passwordHash,
            password_changed_at: account.passwordChangedAt,
            totp_secret: secret,
            totp_pending: pending,
            totp_last_step: lastStep,
            // Off keeps no list at all, as the account's row always had it.
            recovery_codes: secret === null ? null : JSON.stringify(recoveryDigests),
            language: account.language,
          })
          .where("id", "=", account.id)
          .execute();
      },
      async updateGatewayLink(link) {
        await tx
          .updateTable("gateway_links")
          .set({ order_id: orderIdOfLink(link), state: link.state, data: JSON.stringify(link) })
          .where("link_id", "=", link.linkId)
          .execute();
      },
    };
  }

  async function takeGatewayLease(tx: Tx, orderId: string, lease: GatewayLease, now: string): Promise<LeaseAnswer> {
    const watched = lease.watched ? 1 : 0;
    const taken = await tx
      .insertInto("gateway_polls")
      .values({ order_id: orderId, owner: lease.owner, lease_until: lease.until, owner_watched: watched })
      .onConflict((oc) =>
        oc
          .column("order_id")
          .doUpdateSet({ owner: lease.owner, lease_until: lease.until, owner_watched: watched })
          // On PostgreSQL a racing taker waits for the row and judges its new version: one wins.
          .where((eb) =>
            eb.or([
              eb("gateway_polls.owner", "=", lease.owner),
              eb("gateway_polls.owner", "is", null),
              eb("gateway_polls.lease_until", "is", null),
              eb("gateway_polls.lease_until", "<", now),
              ...(lease.watched ? [eb("gateway_polls.owner_watched", "=", 0)] : []),
            ]),
          ),
      )
      .returning("order_id")
      .executeTakeFirst();
    if (taken) return { taken: true };
    const held = await tx.selectFrom("gateway_polls").select("lease_until").where("order_id", "=", orderId).executeTakeFirst();
    return { taken: false, until: held?.lease_until ?? null };
  }

  /**
   * Claims the key first: on PostgreSQL a second request with the same key waits here until
   * the first commits, then sees its row, so only one of them is ever applied.
   */
  async function claimKey(tx: Tx, claim: IdempotencyClaim<never>, now: string): Promise<Written<never> | null> {
    const inserted = await tx
      .insertInto("idempotency")
      .values({ scope: claim.scope, key: claim.key, fingerprint: claim.fingerprint, status: 0, body: "", created_at: now })
      .onConflict((oc) => oc.columns(["scope", "key"]).doNothing())
      .returning("key")
      .executeTakeFirst();
    if (inserted) return null;
    const existing = await tx
      .selectFrom("idempotency")
      .select(["fingerprint", "status", "body"])
      .where("scope", "=", claim.scope)
      .where("key", "=", claim.key)
      .executeTakeFirstOrThrow();
    if (existing.fingerprint !== claim.fingerprint) return { kind: "conflict" };
    return { kind: "replayed", answer: { status: existing.status, body: existing.body } };
  }

  /** Claims the key, runs the work, keeps the key's answer: one write, inside whatever transaction it is given. */
  async function apply<T>(
    tx: Tx,
    work: (tx: StoreTransaction) => Promise<T>,
    options: WriteOptions<T> & { now: string },
    changed: string[],
  ): Promise<Written<T>> {
    const claim = options.idempotency;
    if (claim) {
      const early = await claimKey(tx, claim as IdempotencyClaim<never>, options.now);
      if (early) return early;
    }
    const changes: Changes = {
      orders: [],
      integrations: [],
      deliveries: [],
      unqueued: [],
      keys: [],
      mails: [],
      created: [],
      completed: [],
    };
    const result = await work(storeTransaction(tx, options.now, changed, changes));
    if (claim) {
      // The answer a retry replays is kept in the same transaction as what it answers.
      const answer = claim.answer(result);
      await tx
        .updateTable("idempotency")
        .set({ status: answer.status, body: answer.body })
        .where("scope", "=", claim.scope)
        .where("key", "=", claim.key)
        .execute();
    }
    const entry = options.audit?.(result);
    if (entry) await insertAudit(tx, entry);
    return { kind: "applied", result, changes } as const;
  }

  // PostgreSQL runs each write in a transaction of its own, several at once on its pool; SQLite,
  // with one writer, runs the writes of one turn in one transaction (batched-transactions.ts).
  // Each compiled once: a batch runs two of them for every write it holds.
  const savepoint = (statement: string) => {
    const compiled = CompiledQuery.raw(statement);
    return async (tx: Tx) => {
      await runCompiled(tx, compiled);
    };
  };
  const batched = locking
    ? null
    : batchedTransactions<Tx>(
        (body) => db.transaction().execute(body),
        {
          open: savepoint("savepoint batched_write"),
          release: savepoint("release savepoint batched_write"),
          rollback: savepoint("rollback to savepoint batched_write"),
        },
        () => durability?.syncing() ?? null,
      );
  const run = <T>(body: (tx: Tx) => Promise<T>): Promise<T> => (batched ? batched.run(body) : db.transaction().execute(body));

  const transaction: RunTransaction = async (work, options) => {
    const changed: string[] = [];
    try {
      return await run((tx) => apply(tx, work, options, changed));
    } finally {
      // Reached only after the commit's sync (the dialect waits for it) or the rollback.
      unsettled?.remove(changed);
    }
  };
  // Before the database closes: the writes already asked for are run and answered, not failed.
  return Object.assign(transaction, { drain: () => batched?.drain() ?? Promise.resolve(), own: run });
}
