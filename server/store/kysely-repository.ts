// The Repository over Kysely, one implementation for SQLite and PostgreSQL: the reads the
// routes make, the records that are not the rules' (clients, keys, integrations' settings), the
// outbox, and the one write seam (transaction.ts) every rule's change goes through.
import { sql, type Kysely, type Selectable } from "kysely";
import { revokeApiKey } from "../domain/clients.ts";
import type { PaymentLinkRecord } from "../domain/payment-links.ts";
import type { IntegrationRecord, OrderRecord } from "../domain/types.ts";
import { createKeyLookup, insertApiKey, readApiKey, readClient, toApiKey, updateApiKey } from "./api-keys.ts";
import type { Engine } from "./engine.ts";
import {
  FEED_START,
  type FeedOptions,
  type FeedPage,
  type FeedRow,
  type Outbox,
  type PageRequest,
  type Paged,
  type Repository,
  type RunTransaction,
  type Settings,
} from "./repository.ts";
import type { AssetId } from "../../src/shared/index.ts";
import { addDelivery, deploymentSecret, insertIntegration, LISTENERS_ONLY, SETTINGS_KEY, toDelivery, writeSettings } from "./rows.ts";
import type { Database, OutboxTable } from "./schema.ts";
import { createPortalStore } from "./portal-store.ts";
import { type MailNotices, mailOutbox } from "./mail-records.ts";
import { createTransactions } from "./transaction.ts";
import { chainReads } from "./chain-records.ts";
import { payoutReads } from "./payout-records.ts";
import { completedIncomingTotals } from "./order-totals.ts";
import type { RunOnConnection } from "./sqlite-dialect.ts";
import { type Durability, UnsettledOrders } from "./wal-sync.ts";

export { insertIntegration, insertOrder, insertSettingsOnce, readSettings, SETTINGS_KEY, upsertBalance, writeSettings } from "./rows.ts";

type Db = Kysely<Database>;

/**
 * `walSync`: a SQLite file's group commit (wal-sync.ts); a read waits for the sync of what it
 * shows. `othersWrite`: other processes write the same SQLite file (WORKERS): their commits are
 * not in this process's list of unsettled orders, so every such read waits for a sync of its own.
 * `runOnConnection`: SQLite's way to run a write's hot statements past Kysely's executor
 * (sqlite-dialect.ts).
 */
export function createKyselyRepository(
  db: Db,
  engine: Engine,
  initialSettings: Settings,
  {
    walSync,
    othersWrite = false,
    runOnConnection = null,
  }: { walSync?: Durability | undefined; othersWrite?: boolean; runOnConnection?: RunOnConnection | null } = {},
): Repository {
  // A field of the order's record, for the filters without a column of their own (asset, time,
  // the refunded order): read in the database, so a filter sees every order, not a recent few.
  // The records' times are ISO 8601 in UTC, so text order is time order.
  const field = (name: "assetId" | "createdAt" | "refundOf") =>
    engine === "postgres" ? sql<string>`(data::jsonb ->> ${name})` : sql<string>`json_extract(data, ${`$.${name}`})`;
  let settings = initialSettings;
  const locking = engine === "postgres";

  const keys = createKeyLookup(db);
  const unsettled = walSync ? new UnsettledOrders() : null;
  // Off until a mail sender runs (noticesOn): shared by the outbox and every transaction.
  const notices: MailNotices = { origin: null };
  const transactions = createTransactions(db, engine, { unsettled, durability: walSync ?? null, runOnConnection, notices });
  const transaction: RunTransaction = async (work, options) => {
    const written = await transactions(work, options);
    // After the commit: a key revoked here stops working in this process at once.
    if (written.kind === "applied") for (const hash of written.changes.keys) keys.forget(hash);
    return written;
  };
  /**
   * A read that shows an order (or a balance) committed but not yet synced waits for the sync.
   * Another process's commit may be in the WAL unsynced: a sync begun after the read covers it
   * (fdatasync writes the file's data whichever process wrote it).
   */
  const settled = async (waits: boolean | undefined) => {
    if ((waits || othersWrite) && walSync) await walSync.settle();
  };

  const parse = <T>(rows: { data: string }[]): T[] => rows.map((row) => JSON.parse(row.data) as T);

  /** The client's records kept as JSON by id (integrations, payment links), read the same way. */
  type ClientsTable = "integrations" | "payment_links";
  /** With a clientId, only that client's record (another's answers as an unknown id); without, any (the payer's page). */
  async function recordOf<T>(table: ClientsTable, id: string, clientId?: string): Promise<T | undefined> {
    const row = await db
      .selectFrom(table)
      .select("data")
      .where("id", "=", id)
      .$if(clientId !== undefined, (q) => q.where("client_id", "=", clientId as string))
      .executeTakeFirst();
    return row ? (JSON.parse(row.data) as T) : undefined;
  }
  /** A page of the client's records, in creation order or newest first, and how many it has. */
  async function pageOf<T>(table: ClientsTable, clientId: string, page: PageRequest, order: "asc" | "desc"): Promise<Paged<T>> {
    const mine = db.selectFrom(table).where("client_id", "=", clientId);
    const [rows, count] = await Promise.all([
      mine.select("data").orderBy("seq", order).limit(page.limit).offset(page.offset).execute(),
      mine.select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow(),
    ]);
    return { items: parse<T>(rows), total: Number(count.n) };
  }

  const outbox: Outbox = {
    async add(delivery, at) {
      await addDelivery(db, delivery, at);
    },
    async claimDue(now, until, limit, fair) {
      if (fair) {
        // Each integration's earliest due rows, ranked within it, so one integration's backlog
        // takes at most its share of the claim. PostgreSQL cannot lock rows of a ranked query:
        // the UPDATE checks the lease again, and a row another process leased meanwhile (its
        // UPDATE went first: this one waits for it, then sees the lease) is not taken twice.
        const ranked = db
          .selectFrom("outbox")
          .select([
            "id",
            "next_attempt_at",
            sql<number>`row_number() over (partition by integration_id order by next_attempt_at, seq)`.as("rank"),
          ])
          .where("state", "=", "pending")
          .where("next_attempt_at", "<=", now)
          .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", now)]))
          .$if(fair.exclude.length > 0, (q) => q.where("integration_id", "not in", fair.exclude as string[]));
        const due = db
          .selectFrom(ranked.as("ranked"))
          .select("ranked.id")
          .where("ranked.rank", "<=", fair.perIntegration)
          .orderBy("ranked.next_attempt_at")
          .limit(limit);
        if (!locking && !(await due.executeTakeFirst())) return [];
        const rows = await db
          .updateTable("outbox")
          .set({ locked_until: until })
          .where("id", "in", due)
          .where("state", "=", "pending")
          .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", now)]))
          .returningAll()
          .execute();
        return rows.map(toDelivery);
      }
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
      // On SQLite an UPDATE takes the file's write lock even when it matches nothing, and every
      // process polls each second: with several workers on one file, an idle poll would wait
      // for another worker's write on its own event loop. A read takes no lock: look first.
      if (!locking && !(await due.executeTakeFirst())) return [];
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
    async oldestPending() {
      const row = await db
        .selectFrom("outbox")
        .select((eb) => eb.fn.min("created_at").as("oldest"))
        .where("state", "=", "pending")
        .executeTakeFirst();
      return (row?.oldest as string | null | undefined) ?? null;
    },
    async list(filter, limit) {
      const rows = await db
        .selectFrom("outbox")
        .selectAll()
        .where("state", "!=", LISTENERS_ONLY)
        .$if(filter.clientId !== undefined, (q) => q.where("client_id", "=", filter.clientId as string))
        .$if(filter.orderId !== undefined, (q) => q.where("order_id", "=", filter.orderId as string))
        .$if(filter.integrationId !== undefined, (q) => q.where("integration_id", "=", filter.integrationId as string))
        .orderBy("seq", "desc")
        .limit(limit)
        .execute();
      return rows.map(toDelivery);
    },
    async feed(clientId, cursor, limit, options = {}) {
      const rows =
        engine === "postgres" ? await postgresFeed(clientId, cursor, limit, options) : await sqliteFeed(clientId, cursor, limit, options);
      // A callback goes to a listener only once its commit is on disk, as an answer does.
      if (rows.rows.length > 0) await settled(true);
      return rows;
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

  const feedRow = (row: Selectable<OutboxTable>): FeedRow => ({ ...toDelivery(row), createdAt: row.created_at });

  /**
   * The client's row a cursor names (its id), or null for FEED_START; a RangeError when it names
   * none of the client's rows (another client's id, or text this service never answered). An
   * old row is still a place to read on from: `notBefore` bounds what is given, not the cursor,
   * so a listener left idle for a long time reads on from where it was.
   */
  async function feedCursorRow(clientId: string, cursor: string) {
    if (cursor === FEED_START) return null;
    const row = await db
      .selectFrom("outbox")
      .select("seq")
      .$if(engine === "postgres", (q) => q.select(sql<string>`outbox.txid::text`.as("txid_text")))
      .where("id", "=", cursor)
      .where("client_id", "=", clientId)
      .executeTakeFirst();
    if (!row) throw new RangeError(`cursor ${cursor} names no callback of this client`);
    return row as { seq: number; txid_text?: string };
  }

  /** One writer at a time: rows become visible in seq order, so the last row read is the cursor. */
  async function sqliteFeed(clientId: string, cursor: string | null, limit: number, options: FeedOptions): Promise<FeedPage> {
    const { integrationId, notBefore } = options;
    if (cursor === null) {
      const row = await db
        .selectFrom("outbox")
        .select("id")
        .where("client_id", "=", clientId)
        .orderBy("seq", "desc")
        .limit(1)
        .executeTakeFirst();
      return { rows: [], cursor: row?.id ?? FEED_START };
    }
    const after = await feedCursorRow(clientId, cursor);
    const rows = await db
      .selectFrom("outbox")
      .selectAll()
      .where("client_id", "=", clientId)
      .$if(after !== null, (q) => q.where("seq", ">", Number(after?.seq)))
      .$if(notBefore !== undefined, (q) => q.where("created_at", ">=", notBefore as string))
      .$if(integrationId !== undefined, (q) => q.where("integration_id", "=", integrationId as string))
      .orderBy("seq")
      .limit(limit)
      .execute();
    return { rows: rows.map(feedRow), cursor: rows.at(-1)?.id ?? cursor };
  }

  /**
   * Rows are read below the horizon of transactions that have all ended (the oldest running
   * one's id, taken before the rows are read), in the order of the transactions that wrote them:
   * a row committed late by a transaction begun early is still ahead of the cursor, since every
   * row at or above the horizon sorts after every row below it. The horizon itself is never
   * answered (it counts every transaction of the service): the cursor is the last row read.
   */
  async function postgresFeed(clientId: string, cursor: string | null, limit: number, options: FeedOptions): Promise<FeedPage> {
    const { integrationId, notBefore } = options;
    const horizonRow = await sql<{ horizon: string }>`select pg_snapshot_xmin(pg_current_snapshot())::text as horizon`.execute(db);
    const horizon = horizonRow.rows[0]?.horizon ?? "0";
    if (cursor === null) {
      const row = await db
        .selectFrom("outbox")
        .select("id")
        .where("client_id", "=", clientId)
        .where(sql<boolean>`outbox.txid < ${horizon}::xid8`)
        .orderBy(sql`outbox.txid`, "desc")
        .orderBy("seq", "desc")
        .limit(1)
        .executeTakeFirst();
      return { rows: [], cursor: row?.id ?? FEED_START };
    }
    const after = await feedCursorRow(clientId, cursor);
    const rows = await db
      .selectFrom("outbox")
      .selectAll()
      .where("client_id", "=", clientId)
      .$if(after !== null, (q) =>
        q.where(sql<boolean>`(outbox.txid, outbox.seq) > (${after?.txid_text ?? "0"}::xid8, ${after?.seq ?? 0}::bigint)`),
      )
      .where(sql<boolean>`outbox.txid < ${horizon}::xid8`)
      .$if(notBefore !== undefined, (q) => q.where("created_at", ">=", notBefore as string))
      .$if(integrationId !== undefined, (q) => q.where("integration_id", "=", integrationId as string))
      .orderBy(sql`outbox.txid`)
      .orderBy("seq")
      .limit(limit)
      .execute();
    return { rows: rows.map(feedRow), cursor: rows.at(-1)?.id ?? cursor };
  }

  return {
    engine,
    get settings() {
      return settings;
    },

    keyHolder: (presented) => keys.holderOf(presented),
    getClient: (id) => readClient(db, id),
    async replaceSeededKey(clientId, secret, key) {
      const next = await transactions.own(async (tx) => {
        const row = await tx
          .selectFrom("meta")
          .select("value")
          .where("key", "=", SETTINGS_KEY)
          .$if(locking, (q) => q.forUpdate())
          .executeTakeFirstOrThrow();
        const current = JSON.parse(row.value) as Settings;
        const entry = current.seeded.find((c) => c.clientId === clientId);
        if (!entry || entry.apiKey === secret) return current;
        const old = await readApiKey(tx, clientId, entry.keyId, locking);
        if (old) await updateApiKey(tx, revokeApiKey(old, key.createdAt));
        // The same secret used before (and revoked since) comes back as this new key.
        await tx.deleteFrom("api_keys").where("hash", "=", key.hash).where("client_id", "=", clientId).execute();
        await insertApiKey(tx, key);
        const updated: Settings = {
          ...current,
          seeded: current.seeded.map((c) => (c.clientId === clientId ? { clientId, apiKey: secret, keyId: key.id } : c)),
        };
        await writeSettings(tx, updated);
        if (old) keys.forget(old.hash);
        return updated;
      });
      settings = next;
    },
    async listClients() {
      return parse(await db.selectFrom("clients").select("data").orderBy("seq").execute());
    },
    async listApiKeys(clientId) {
      const rows = await db
        .selectFrom("api_keys")
        .select(["data", "last_used_at"])
        .where("client_id", "=", clientId)
        .orderBy("seq")
        .execute();
      return rows.map(toApiKey);
    },

    getIntegration: (id, clientId) => recordOf<IntegrationRecord>("integrations", id, clientId),
    listIntegrations: (clientId, page) => pageOf<IntegrationRecord>("integrations", clientId, page, "asc"),
    createIntegration(record, options) {
      return transaction(
        async (tx) => {
          await tx.insertIntegration(record);
          return record;
        },
        { ...options, now: record.createdAt },
      );
    },
    async getOrder(id, clientId) {
      const row = await db
        .selectFrom("orders")
        .select("data")
        .where("id", "=", id)
        .$if(clientId !== undefined, (q) => q.where("client_id", "=", clientId as string))
        .executeTakeFirst();
      await settled(unsettled?.has(id));
      return row ? (JSON.parse(row.data) as OrderRecord) : undefined;
    },
    async listOrders(clientId, filter, page) {
      const base = db
        .selectFrom("orders")
        .where("client_id", "=", clientId)
        .$if(filter.status !== undefined, (q) => q.where("status", "=", filter.status as string))
        .$if(filter.type !== undefined, (q) => q.where("type", "=", filter.type as string))
        .$if(filter.externalId !== undefined, (q) => q.where("external_id", "=", filter.externalId as string))
        .$if(filter.assetId !== undefined, (q) => q.where(field("assetId"), "=", filter.assetId as string))
        .$if(filter.createdFrom !== undefined, (q) => q.where(field("createdAt"), ">=", filter.createdFrom as string))
        .$if(filter.createdBefore !== undefined, (q) => q.where(field("createdAt"), "<", filter.createdBefore as string))
        .$if(filter.refundOf !== undefined, (q) => q.where(field("refundOf"), "=", filter.refundOf as string));
      const [rows, count] = await Promise.all([
        base.select("data").orderBy("seq", "desc").limit(page.limit).offset(page.offset).execute(),
        base.select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow(),
      ]);
      await settled(unsettled?.any);
      return { items: parse<OrderRecord>(rows), total: Number(count.n) };
    },
    async completedIncomingTotals(clientId) {
      const totals = await completedIncomingTotals(db, engine, clientId);
      await settled(unsettled?.any);
      return totals;
    },
    getPaymentLink: (id, clientId) => recordOf<PaymentLinkRecord>("payment_links", id, clientId),
    listPaymentLinks: (clientId, page) => pageOf<PaymentLinkRecord>("payment_links", clientId, page, "desc"),
    deploymentSecret: (name) => deploymentSecret(db, name),
    async balances(integrationId) {
      const rows = await db.selectFrom("balances").select(["asset_id", "amount"]).where("integration_id", "=", integrationId).execute();
      await settled(unsettled?.any);
      const out: Partial<Record<AssetId, string>> = {};
      for (const row of rows) out[row.asset_id as AssetId] = row.amount;
      return out;
    },

    transaction,

    async reset(clientId, seed) {
      await transactions.own(async (tx) => {
        const orders = tx.selectFrom("orders").select("id").where("client_id", "=", clientId);
        const integrations = tx.selectFrom("integrations").select("id").where("client_id", "=", clientId);
        await tx.deleteFrom("transaction_orders").where("order_id", "in", orders).execute();
        await tx.deleteFrom("payment_link_orders").where("order_id", "in", orders).execute();
        // A digest lists only orders that still exist: the reset's orders leave it too.
        await tx.deleteFrom("payment_digest_items").where("order_id", "in", orders).execute();
        await tx.deleteFrom("orders").where("client_id", "=", clientId).execute();
        await tx.deleteFrom("balances").where("integration_id", "in", integrations).execute();
        await tx.deleteFrom("idempotency").where("scope", "=", clientId).execute();
        await tx.deleteFrom("outbox").where("client_id", "=", clientId).execute();
        await tx.deleteFrom("payment_links").where("client_id", "=", clientId).execute();
        const payouts = tx.selectFrom("payouts").select("order_id").where("client_id", "=", clientId);
        await tx.deleteFrom("payout_sightings").where("order_id", "in", payouts).execute();
        await tx.deleteFrom("payouts").where("client_id", "=", clientId).execute();
        await tx.deleteFrom("integrations").where("client_id", "=", clientId).execute();
        if (seed) await insertIntegration(tx, seed);
      });
    },

    async pruneIdempotency(before) {
      const result = await db.deleteFrom("idempotency").where("created_at", "<", before).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    outbox,
    mail: mailOutbox(db, locking, notices),

    portal: createPortalStore(db),
    chain: chainReads(db),
    payouts: payoutReads(db),

    async close() {
      await transactions.drain();
      await db.destroy();
      await walSync?.close();
    },
  };
}
