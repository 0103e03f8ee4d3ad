// The Repository over Kysely, one implementation for SQLite and PostgreSQL. Each write loads
// the rows its rule needs into a small State (a "slice": the rules in server/domain are pure
// functions over State), locks them where the engine allows, runs the rule, and writes back
// only what changed, all in one transaction.
import { sql, type Kysely, type Selectable, type Transaction } from "kysely";
import { isAssetId, type AssetId } from "../../src/shared/index.ts";
import { addConfirmations, createIncomingOrder, createRefund, createWithdrawal, receiveTransfer, type TransferReceived } from "../domain/orders.ts";
import { revokeApiKey, type ClientRecord } from "../domain/clients.ts";
import { STATE_VERSION, type IntegrationRecord, type OrderRecord, type State } from "../domain/types.ts";
import { createKeyLookup, insertApiKey, insertClient, readApiKey, readClient, toApiKey, updateApiKey } from "./api-keys.ts";
import type { Engine } from "./engine.ts";
import type {
  IdempotencyClaim,
  NewDelivery,
  Outbox,
  OutboxDelivery,
  Paged,
  PaymentConfirmed,
  Repository,
  Settings,
  TransferCallback,
  WriteOptions,
  Written,
} from "./repository.ts";
import type { Database, OutboxTable } from "./schema.ts";
import { createPortalStore } from "./portal-store.ts";

type Tx = Transaction<Database>;
type Db = Kysely<Database>;

/** The rows a rule may read, as the State shape the pure rules take, plus what was loaded. */
interface Slice {
  state: State;
  loaded: { orders: Map<string, string>; integrations: Map<string, string>; balances: Map<string, string> };
}

const balanceKey = (integrationId: string, assetId: string) => `${integrationId}\u0000${assetId}`;

function emptySlice(settings: Settings): Slice {
  return {
    state: {
      version: STATE_VERSION,
      apiKey: "",
      webhookSecret: settings.webhookSecret,
      seed: { integrationId: "", name: "", url: "", createdAt: "" },
      // Null prototypes: ids come from requests, and "__proto__" must find nothing.
      integrations: Object.create(null) as State["integrations"],
      orders: Object.create(null) as State["orders"],
      balances: Object.create(null) as State["balances"],
    },
    loaded: { orders: new Map(), integrations: new Map(), balances: new Map() },
  };
}

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

export async function insertOrder(db: Db | Tx, order: OrderRecord): Promise<void> {
  await db
    .insertInto("orders")
    .values({
      id: order.id,
      integration_id: order.integrationId,
      client_id: order.clientId,
      type: order.type,
      status: order.status,
      external_id: order.externalId ?? null,
      data: JSON.stringify(order),
    })
    .execute();
  await indexTransactions(db, order, new Set());
}

/** Rows of transaction_orders (migration 002) for the order's transactions not yet indexed. */
async function indexTransactions(db: Db | Tx, order: OrderRecord, known: Set<string>): Promise<void> {
  for (const tx of order.transactions) {
    if (!known.has(tx.id)) await db.insertInto("transaction_orders").values({ transaction_id: tx.id, order_id: order.id }).execute();
  }
}

export async function insertIntegration(db: Db | Tx, record: IntegrationRecord): Promise<void> {
  await db.insertInto("integrations").values({ id: record.id, client_id: record.clientId, data: JSON.stringify(record) }).execute();
}

export async function upsertBalance(db: Db | Tx, integrationId: string, assetId: string, amount: string): Promise<void> {
  await db
    .insertInto("balances")
    .values({ integration_id: integrationId, asset_id: assetId, amount })
    .onConflict((oc) => oc.columns(["integration_id", "asset_id"]).doUpdateSet({ amount }))
    .execute();
}

export function createKyselyRepository(db: Db, engine: Engine, initialSettings: Settings): Repository {
  let settings = initialSettings;
  const locking = engine === "postgres";

  const keys = createKeyLookup(db);

  async function loadOrder(tx: Tx, slice: Slice, clientId: string | null, id: string, lock: boolean): Promise<OrderRecord | undefined> {
    const row = await tx
      .selectFrom("orders")
      .select("data")
      .where("id", "=", id)
      .$if(clientId !== null, (q) => q.where("client_id", "=", clientId as string))
      .$if(lock && locking, (q) => q.forUpdate())
      .executeTakeFirst();
    if (!row) return undefined;
    const order = JSON.parse(row.data) as OrderRecord;
    slice.state.orders[id] = order;
    slice.loaded.orders.set(id, row.data);
    return order;
  }

  async function loadIntegration(tx: Tx, slice: Slice, clientId: string | null, id: string, lock = false): Promise<IntegrationRecord | undefined> {
    const row = await tx
      .selectFrom("integrations")
      .select("data")
      .where("id", "=", id)
      .$if(clientId !== null, (q) => q.where("client_id", "=", clientId as string))
      .$if(lock && locking, (q) => q.forUpdate())
      .executeTakeFirst();
    if (!row) return undefined;
    const record = JSON.parse(row.data) as IntegrationRecord;
    slice.state.integrations[id] = record;
    slice.loaded.integrations.set(id, row.data);
    return record;
  }

  /**
   * The balance the rule will change, locked (PostgreSQL: the row is created first so that
   * there is a row to lock), and every other integration's balance of the asset, unlocked:
   * the rules read those only to say where the funds are in a notEnoughFunds message.
   */
  async function loadBalances(tx: Tx, slice: Slice, integrationId: string, assetId: AssetId): Promise<void> {
    let locked: string | undefined;
    if (locking) {
      await tx
        .insertInto("balances")
        .values({ integration_id: integrationId, asset_id: assetId, amount: "0.000000" })
        .onConflict((oc) => oc.columns(["integration_id", "asset_id"]).doNothing())
        .execute();
      const row = await tx
        .selectFrom("balances")
        .select("amount")
        .where("integration_id", "=", integrationId)
        .where("asset_id", "=", assetId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      locked = row.amount;
    }
    const rows = await tx.selectFrom("balances").select(["integration_id", "amount"]).where("asset_id", "=", assetId).execute();
    for (const row of rows) {
      const amount = row.integration_id === integrationId && locked !== undefined ? locked : row.amount;
      (slice.state.balances[row.integration_id] ??= {})[assetId] = amount;
      slice.loaded.balances.set(balanceKey(row.integration_id, assetId), amount);
    }
  }

  /** Writes back what the rule changed or added. */
  async function store(tx: Tx, slice: Slice): Promise<void> {
    for (const [id, order] of Object.entries(slice.state.orders)) {
      const json = JSON.stringify(order);
      const before = slice.loaded.orders.get(id);
      if (before === undefined) await insertOrder(tx, order);
      else if (before !== json) {
        await tx
          .updateTable("orders")
          .set({ status: order.status, external_id: order.externalId ?? null, data: json })
          .where("id", "=", id)
          .execute();
        const indexed = new Set((JSON.parse(before) as OrderRecord).transactions.map((t) => t.id));
        await indexTransactions(tx, order, indexed);
      }
    }
    for (const [id, record] of Object.entries(slice.state.integrations)) {
      const json = JSON.stringify(record);
      const before = slice.loaded.integrations.get(id);
      if (before === undefined) await insertIntegration(tx, record);
      else if (before !== json) await tx.updateTable("integrations").set({ data: json }).where("id", "=", id).execute();
    }
    for (const [integrationId, assets] of Object.entries(slice.state.balances)) {
      for (const [assetId, amount] of Object.entries(assets)) {
        if (amount === undefined || slice.loaded.balances.get(balanceKey(integrationId, assetId)) === amount) continue;
        await upsertBalance(tx, integrationId, assetId, amount);
      }
    }
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

  /** One transaction: the key (if any), the rule's reads and writes, the key's answer. */
  async function write<T>(now: string, options: WriteOptions<T> | undefined, work: (tx: Tx, slice: Slice) => Promise<T>): Promise<Written<T>> {
    const claim = options?.idempotency;
    return db.transaction().execute(async (tx) => {
      if (claim) {
        const early = await claimKey(tx, claim as IdempotencyClaim<never>, now);
        if (early) return early;
      }
      const slice = emptySlice(settings);
      const result = await work(tx, slice);
      await store(tx, slice);
      if (claim) {
        const answer = claim.answer(result);
        await tx
          .updateTable("idempotency")
          .set({ status: answer.status, body: answer.body })
          .where("scope", "=", claim.scope)
          .where("key", "=", claim.key)
          .execute();
      }
      return { kind: "applied", result } as const;
    });
  }

  const parse = <T>(rows: { data: string }[]): T[] => rows.map((row) => JSON.parse(row.data) as T);

  const outbox: Outbox = {
    async add(delivery, at) {
      await addDelivery(db, delivery, at);
    },
    async claimDue(now, until, limit) {
      // One statement: pick the due rows nobody holds, and lease them. PostgreSQL skips rows
      // another process is claiming at this instant (SKIP LOCKED); SQLite has one writer.
      const due = db
        .selectFrom("outbox")
        .select("id")
        .where("state", "=", "pending")
        .where("next_attempt_at", "<=", now)
        .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", now)]))
        .orderBy("next_attempt_at")
        .limit(limit)
        .$if(locking, (q) => q.forUpdate().skipLocked());
      const rows = await db.updateTable("outbox").set({ locked_until: until }).where("id", "in", due).returningAll().execute();
      return rows.map(toDelivery);
    },
    async record(delivery) {
      await db
        .updateTable("outbox")
        .set({
          state: delivery.state,
          attempts: JSON.stringify(delivery.attempts),
          next_attempt_at: delivery.nextAttemptAt,
          locked_until: null,
        })
        .where("id", "=", delivery.id)
        .execute();
    },
    async nextDue() {
      const row = await db
        .selectFrom("outbox")
        .select((eb) => eb.fn.min("next_attempt_at").as("next"))
        .where("state", "=", "pending")
        .executeTakeFirst();
      return (row?.next as string | null | undefined) ?? null;
    },
    async list(filter, limit) {
      const rows = await db
        .selectFrom("outbox")
        .selectAll()
        .$if(filter.clientId !== undefined, (q) => q.where("client_id", "=", filter.clientId as string))
        .$if(filter.orderId !== undefined, (q) => q.where("order_id", "=", filter.orderId as string))
        .$if(filter.integrationId !== undefined, (q) => q.where("integration_id", "=", filter.integrationId as string))
        .orderBy("seq", "desc")
        .limit(limit)
        .execute();
      return rows.map(toDelivery);
    },
    async pendingCount() {
      const row = await db
        .selectFrom("outbox")
        .select((eb) => eb.fn.countAll().as("n"))
        .where("state", "=", "pending")
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };

  return {
    engine,
    get settings() {
      return settings;
    },
    async updateSettings(next) {
      await writeSettings(db, next);
      settings = next;
    },

    keyHolder: (presented) => keys.holderOf(presented),
    getClient: (id) => readClient(db, id),
    async updateClient(id, change) {
      return db.transaction().execute(async (tx) => {
        const row = await tx.selectFrom("clients").select("data").where("id", "=", id).$if(locking, (q) => q.forUpdate()).executeTakeFirst();
        if (!row) return undefined;
        const next = change(JSON.parse(row.data) as ClientRecord);
        await tx.updateTable("clients").set({ data: JSON.stringify(next) }).where("id", "=", id).execute();
        return next;
      });
    },
    async replaceSeededKey(clientId, secret, key) {
      const next = await db.transaction().execute(async (tx) => {
        const row = await tx.selectFrom("meta").select("value").where("key", "=", SETTINGS_KEY).$if(locking, (q) => q.forUpdate()).executeTakeFirstOrThrow();
        const current = JSON.parse(row.value) as Settings;
        const entry = current.seeded.find((c) => c.clientId === clientId);
        if (!entry || entry.apiKey === secret) return current;
        const old = await readApiKey(tx, clientId, entry.keyId, locking);
        if (old) await updateApiKey(tx, revokeApiKey(old, key.createdAt));
        // The same secret used before (and revoked since) comes back as this new key.
        await tx.deleteFrom("api_keys").where("hash", "=", key.hash).where("client_id", "=", clientId).execute();
        await insertApiKey(tx, key);
        const updated: Settings = { ...current, seeded: current.seeded.map((c) => (c.clientId === clientId ? { clientId, apiKey: secret, keyId: key.id } : c)) };
        await writeSettings(tx, updated);
        if (old) keys.forget(old.hash);
        return updated;
      });
      settings = next;
    },
    async listClients() {
      return parse(await db.selectFrom("clients").select("data").orderBy("seq").execute());
    },
    async createClient(client, key) {
      await db.transaction().execute(async (tx) => {
        await insertClient(tx, client);
        await insertApiKey(tx, key);
      });
    },
    async listApiKeys(clientId) {
      const rows = await db.selectFrom("api_keys").select(["data", "last_used_at"]).where("client_id", "=", clientId).orderBy("seq").execute();
      return rows.map(toApiKey);
    },
    async createApiKey(key) {
      await insertApiKey(db, key);
    },
    async updateApiKey(clientId, keyId, change) {
      const updated = await db.transaction().execute(async (tx) => {
        const key = await readApiKey(tx, clientId, keyId, locking);
        if (!key) return undefined;
        const next = change(key);
        await updateApiKey(tx, next);
        return next;
      });
      // After the commit: a revoked key stops working in this process at once.
      if (updated) keys.forget(updated.hash);
      return updated;
    },

    async getIntegration(id, clientId) {
      const row = await db
        .selectFrom("integrations")
        .select("data")
        .where("id", "=", id)
        .$if(clientId !== undefined, (q) => q.where("client_id", "=", clientId as string))
        .executeTakeFirst();
      return row ? (JSON.parse(row.data) as IntegrationRecord) : undefined;
    },
    async listIntegrations(clientId, page) {
      const mine = db.selectFrom("integrations").where("client_id", "=", clientId);
      const [rows, count] = await Promise.all([
        mine.select("data").orderBy("seq").limit(page.limit).offset(page.offset).execute(),
        mine.select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow(),
      ]);
      return { items: parse<IntegrationRecord>(rows), total: Number(count.n) } satisfies Paged<IntegrationRecord>;
    },
    createIntegration(record, options) {
      return write(record.createdAt, options, async (tx) => {
        await insertIntegration(tx, record);
        return record;
      });
    },
    async updateIntegration(clientId, id, change) {
      return db.transaction().execute(async (tx) => {
        const slice = emptySlice(settings);
        const record = await loadIntegration(tx, slice, clientId, id, true);
        if (!record) return undefined;
        change(record);
        await store(tx, slice);
        return record;
      });
    },

    async getOrder(id, clientId) {
      const row = await db
        .selectFrom("orders")
        .select("data")
        .where("id", "=", id)
        .$if(clientId !== undefined, (q) => q.where("client_id", "=", clientId as string))
        .executeTakeFirst();
      return row ? (JSON.parse(row.data) as OrderRecord) : undefined;
    },
    async listOrders(clientId, filter, page) {
      const base = db
        .selectFrom("orders")
        .where("client_id", "=", clientId)
        .$if(filter.status !== undefined, (q) => q.where("status", "=", filter.status as string))
        .$if(filter.type !== undefined, (q) => q.where("type", "=", filter.type as string))
        .$if(filter.externalId !== undefined, (q) => q.where("external_id", "=", filter.externalId as string));
      const [rows, count] = await Promise.all([
        base.select("data").orderBy("seq", "desc").limit(page.limit).offset(page.offset).execute(),
        base.select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow(),
      ]);
      return { items: parse<OrderRecord>(rows), total: Number(count.n) };
    },
    async balances(integrationId) {
      const rows = await db.selectFrom("balances").select(["asset_id", "amount"]).where("integration_id", "=", integrationId).execute();
      const out: Partial<Record<AssetId, string>> = {};
      for (const row of rows) out[row.asset_id as AssetId] = row.amount;
      return out;
    },

    createIncomingOrder(clientId, kind, request, ctx, options) {
      return write(ctx.now, options, async (tx, slice) => {
        await loadIntegration(tx, slice, clientId, request.integrationId);
        return createIncomingOrder(slice.state, kind, request, ctx);
      });
    },

    confirmPayment(clientId, orderId, amount, ctx, options) {
      return write(ctx.now, options, async (tx, slice) => {
        const order = await loadOrder(tx, slice, clientId, orderId, true);
        if (order) {
          await loadIntegration(tx, slice, clientId, order.integrationId);
          await loadBalances(tx, slice, order.integrationId, order.assetId);
        }
        const change = receiveTransfer(slice.state, orderId, { amount, confirmed: options.confirmed }, ctx);
        return queueCallback(tx, slice, change, ctx.now, options.callback);
      });
    },

    confirmTransaction(clientId, transactionId, confirmations, ctx, options) {
      return write(ctx.now, options, async (tx, slice) => {
        const row = await tx.selectFrom("transaction_orders").select("order_id").where("transaction_id", "=", transactionId).executeTakeFirst();
        const order = row ? await loadOrder(tx, slice, clientId, row.order_id, true) : undefined;
        if (order) {
          await loadIntegration(tx, slice, order.clientId, order.integrationId);
          await loadBalances(tx, slice, order.integrationId, order.assetId);
        }
        const change = addConfirmations(slice.state, order?.id, transactionId, confirmations, ctx);
        return queueCallback(tx, slice, change, ctx.now, options.callback);
      });
    },

    createRefund(clientId, request, ctx, options) {
      return write(ctx.now, options, async (tx, slice) => {
        // Lock order: the refunded order, then its integration's balance (as a payment does),
        // so two transactions never wait on each other in opposite orders.
        const original = await loadOrder(tx, slice, clientId, request.refundOrderId, true);
        if (original) await loadBalances(tx, slice, original.integrationId, original.assetId);
        return createRefund(slice.state, request, ctx);
      });
    },

    createWithdrawal(clientId, request, ctx, options) {
      return write(ctx.now, options, async (tx, slice) => {
        const integration = await loadIntegration(tx, slice, clientId, request.integrationId);
        if (integration && isAssetId(request.assetId)) await loadBalances(tx, slice, integration.id, request.assetId);
        return createWithdrawal(slice.state, request, ctx);
      });
    },

    async reset(clientId, seed) {
      await db.transaction().execute(async (tx) => {
        const orders = tx.selectFrom("orders").select("id").where("client_id", "=", clientId);
        const integrations = tx.selectFrom("integrations").select("id").where("client_id", "=", clientId);
        await tx.deleteFrom("transaction_orders").where("order_id", "in", orders).execute();
        await tx.deleteFrom("orders").where("client_id", "=", clientId).execute();
        await tx.deleteFrom("balances").where("integration_id", "in", integrations).execute();
        await tx.deleteFrom("idempotency").where("scope", "=", clientId).execute();
        await tx.deleteFrom("outbox").where("client_id", "=", clientId).execute();
        await tx.deleteFrom("integrations").where("client_id", "=", clientId).execute();
        if (seed) await insertIntegration(tx, seed);
      });
    },

    async pruneIdempotency(before) {
      const result = await db.deleteFrom("idempotency").where("created_at", "<", before).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    outbox,

    portal: createPortalStore(db),

    async close() {
      await db.destroy();
    },
  };
}

/** The callback the change calls for, if the integration wants one, queued in the change's transaction. */
async function queueCallback(
  tx: Tx,
  slice: Slice,
  change: TransferReceived,
  now: string,
  callback: TransferCallback,
): Promise<PaymentConfirmed> {
  const integration = slice.state.integrations[change.order.integrationId];
  const credited = { order: change.order, transaction: change.transaction, outcome: change.outcome };
  let delivery: NewDelivery | null;
  try {
    delivery = change.callback && integration ? callback(change.order, integration, change) : null;
  } catch (error) {
    return { ...credited, delivery: null, callbackError: error };
  }
  if (!delivery) return { ...credited, delivery: null };
  // A bad callback configuration must never stop a payment being credited: the callback is
  // queued behind a savepoint, and if the database refuses it (PostgreSQL's text cannot hold
  // a NUL, say) only the callback is rolled back; the payment commits.
  await sql`savepoint queue_callback`.execute(tx);
  try {
    await addDelivery(tx, delivery, now);
    await sql`release savepoint queue_callback`.execute(tx);
    return { ...credited, delivery };
  } catch (error) {
    await sql`rollback to savepoint queue_callback`.execute(tx);
    return { ...credited, delivery: null, callbackError: error };
  }
}

async function addDelivery(db: Db | Tx, delivery: NewDelivery, at: string): Promise<void> {
  await db
    .insertInto("outbox")
    .values({
      id: delivery.id,
      client_id: delivery.clientId,
      integration_id: delivery.integrationId,
      order_id: delivery.orderId,
      url: delivery.url,
      payload: delivery.payload,
      state: "pending",
      attempts: "[]",
      next_attempt_at: at,
      locked_until: null,
      created_at: at,
    })
    .execute();
}

function toDelivery(row: Selectable<OutboxTable>): OutboxDelivery {
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
