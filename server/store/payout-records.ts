// Chain mode's payout rows (migration 013) and the transfers seen for them that did not pay them
// (migration 015): the writes a refund, a withdrawal, a cancel, the merchant's answer to a
// stranger's transfer and the watcher's tick make inside their transaction (transaction.ts hands
// them out as tx.payouts), and the reads of the payouts routes, the order read and the portal.
// A payout read carries its sightings; a payout saved never stores them inside its record.
import { sql, type Kysely, type Transaction } from "kysely";
import type { NetworkId, PayoutState } from "../../src/shared/index.ts";
import type { PayoutSighting } from "../domain/payout-sighting-record.ts";
import type { PayoutRecord } from "../domain/payouts.ts";
import type { OrderRecord } from "../domain/types.ts";
import type { AddressFamily } from "./chain-records.ts";
import type { Database } from "./schema.ts";

const OPEN: PayoutState[] = ["awaitingPayment", "seen"];
const CLOSED: PayoutState[] = ["completed", "cancelled"];
/**
 * How many of a network's latest closed payouts the watch keeps reading for: a transfer that
 * arrives after a cancel (late), a reorg under a completed one. A bound, so the watch's cost
 * stays that of the open payouts plus this many, however many payouts a deployment has made.
 */
export const WATCHED_AFTER_CLOSE = 200;

/** What a use case may do with payouts inside its transaction. */
export interface PayoutTransaction {
  insert(record: PayoutRecord): Promise<void>;
  /** The client's payout (another's answers as unknown); `lock`: it will be changed. */
  get(orderId: string, clientId: string | null, options?: { lock?: boolean }): Promise<PayoutRecord | undefined>;
  /** Writes a payout loaded in this transaction back. */
  save(record: PayoutRecord): Promise<void>;
  /**
   * The payouts of a network the watch reads for (the open ones, and the latest closed ones:
   * WATCHED_AFTER_CLOSE), oldest first and locked: the watcher's tick matches the transfers it
   * read against them, and checks the blocks of the transfers that paid them.
   */
  watched(network: NetworkId): Promise<PayoutRecord[]>;
  /** Records a sighting; one already recorded for that payout and transfer is kept as it is (with its answer). */
  addSighting(sighting: PayoutSighting): Promise<void>;
  /** One payout's sighting of one transfer; `lock`: it will be answered. */
  sighting(orderId: string, transfer: { network: NetworkId; txHash: string; logIndex: number }): Promise<PayoutSighting | undefined>;
  /** Writes the merchant's answer to a sighting loaded in this transaction. */
  answerSighting(sighting: PayoutSighting): Promise<void>;
  /** Whether the transfer was already marked as paying another payout than this one. */
  markedPaidElsewhere(orderId: string, transfer: { network: NetworkId; txHash: string; logIndex: number }): Promise<boolean>;
  /** Whether the account is one of the service's own order addresses (a payout there would pay the merchant itself). */
  isOrderAddress(family: AddressFamily, account: string): Promise<boolean>;
}

export interface PayoutFilter {
  state?: PayoutState | undefined;
  network?: NetworkId | undefined;
}

/** A page position: open payouts come first (rank 0), then the rest, each oldest first. */
export interface PayoutCursor {
  rank: 0 | 1;
  seq: number;
}

/** Payouts outside any transaction. */
export interface PayoutReads {
  get(orderId: string, clientId: string): Promise<PayoutRecord | undefined>;
  /** The client's payouts of these orders (one page of the order list), by order id; an order without one is absent. */
  ofOrders(orderIds: readonly string[], clientId: string): Promise<Map<string, PayoutRecord>>;
  /** The client's payouts, open ones first, each group oldest first; `after`: the last row of the previous page. */
  list(
    clientId: string,
    filter: PayoutFilter,
    after: PayoutCursor | null,
    limit: number,
  ): Promise<{ record: PayoutRecord; cursor: PayoutCursor }[]>;
  /** Every destination account with an open payout on the network: what the watcher also reads transfers to. */
  openDestinations(network: NetworkId): Promise<string[]>;
  /**
   * The payouts of a network the watch reads for, oldest first: the open ones, and the latest
   * closed ones (WATCHED_AFTER_CLOSE: a late transfer to a cancelled one, a reorg under a completed
   * one). The watcher reads transfers to their destinations (native ones too when one asks for the coin).
   */
  open(network: NetworkId): Promise<PayoutRecord[]>;
  /** The highest address index of the family handed to one of the client's orders; null: none yet. */
  highestIndex(clientId: string, family: AddressFamily): Promise<number | null>;
  /** The client's order addresses of a family after `afterSeq`, in creation order, with their orders. */
  addresses(clientId: string, family: AddressFamily, afterSeq: number, limit: number): Promise<ClientAddressRow[]>;
}

export interface ClientAddressRow {
  seq: number;
  index: number;
  account: string;
  order: OrderRecord;
}

type Db = Kysely<Database> | Transaction<Database>;

const rankOf = sql<number>`case when state in ('awaitingPayment', 'seen') then 0 else 1 end`;

const columns = (record: PayoutRecord) => {
  // Sightings live in their own rows: a record saved never carries a copy that could go stale.
  const { sightings: _sightings, ...kept } = record;
  return {
    client_id: record.clientId,
    network: record.network,
    state: record.state,
    destination: record.destinationAccount,
    data: JSON.stringify(kept),
  };
};

type SightingRow = Database["payout_sightings"];

const sightingFromRow = (row: SightingRow): PayoutSighting => ({
  orderId: row.order_id,
  kind: row.kind as PayoutSighting["kind"],
  network: row.network as NetworkId,
  txHash: row.tx_hash,
  logIndex: Number(row.log_index),
  from: row.sender,
  blockNumber: Number(row.block_number),
  ...(row.block_hash ? { blockHash: row.block_hash } : {}),
  seenAt: row.seen_at,
  ...(row.resolution && row.resolved_at && row.resolved_by
    ? { resolution: { kind: row.resolution as "markedPaid" | "dismissed", at: row.resolved_at, by: row.resolved_by } }
    : {}),
});

/** The records with their sightings, each payout's oldest first; one query for all of them. */
async function withSightings(db: Db, records: PayoutRecord[]): Promise<PayoutRecord[]> {
  if (records.length === 0) return records;
  const rows = await db
    .selectFrom("payout_sightings")
    .selectAll()
    .where(
      "order_id",
      "in",
      records.map((r) => r.orderId),
    )
    .orderBy("block_number")
    .orderBy("log_index")
    .execute();
  const by = new Map<string, PayoutSighting[]>();
  for (const row of rows) {
    const list = by.get(row.order_id) ?? [];
    list.push(sightingFromRow(row));
    by.set(row.order_id, list);
  }
  return records.map((r) => {
    const sightings = by.get(r.orderId);
    return sightings ? { ...r, sightings } : r;
  });
}

const parsed = (row: { data: string }) => JSON.parse(row.data) as PayoutRecord;

/** The seqs of a network's latest closed payouts the watch still reads for. */
const latestClosed = (db: Db, network: NetworkId) =>
  db
    .selectFrom("payouts")
    .select("seq")
    .where("network", "=", network)
    .where("state", "in", CLOSED)
    .orderBy("seq", "desc")
    .limit(WATCHED_AFTER_CLOSE);

export function payoutTransaction(tx: Transaction<Database>, locking: boolean): PayoutTransaction {
  return {
    async insert(record) {
      await tx
        .insertInto("payouts")
        .values({ order_id: record.orderId, ...columns(record) })
        .execute();
    },
    async get(orderId, clientId, options = {}) {
      const row = await tx
        .selectFrom("payouts")
        .select("data")
        .where("order_id", "=", orderId)
        .$if(clientId !== null, (q) => q.where("client_id", "=", clientId as string))
        .$if(options.lock === true && locking, (q) => q.forUpdate())
        .executeTakeFirst();
      return row ? (await withSightings(tx, [parsed(row)]))[0] : undefined;
    },
    async save(record) {
      await tx.updateTable("payouts").set(columns(record)).where("order_id", "=", record.orderId).execute();
    },
    async watched(network) {
      const closed = (await latestClosed(tx, network).execute()).map((row) => Number(row.seq));
      const rows = await tx
        .selectFrom("payouts")
        .select("data")
        .where("network", "=", network)
        .where((eb) => (closed.length === 0 ? eb("state", "in", OPEN) : eb.or([eb("state", "in", OPEN), eb("seq", "in", closed)])))
        .orderBy("seq")
        .$if(locking, (q) => q.forUpdate())
        .execute();
      return rows.map(parsed);
    },
    async addSighting(sighting) {
      await tx
        .insertInto("payout_sightings")
        .values({
          order_id: sighting.orderId,
          network: sighting.network,
          tx_hash: sighting.txHash,
          log_index: sighting.logIndex,
          kind: sighting.kind,
          sender: sighting.from,
          block_number: sighting.blockNumber,
          block_hash: sighting.blockHash ?? null,
          seen_at: sighting.seenAt,
          resolution: null,
          resolved_at: null,
          resolved_by: null,
        })
        .onConflict((oc) => oc.columns(["order_id", "network", "tx_hash", "log_index"]).doNothing())
        .execute();
    },
    async sighting(orderId, transfer) {
      const row = await tx
        .selectFrom("payout_sightings")
        .selectAll()
        .where("order_id", "=", orderId)
        .where("network", "=", transfer.network)
        .where("tx_hash", "=", transfer.txHash)
        .where("log_index", "=", transfer.logIndex)
        .$if(locking, (q) => q.forUpdate())
        .executeTakeFirst();
      return row ? sightingFromRow(row) : undefined;
    },
    async answerSighting(sighting) {
      await tx
        .updateTable("payout_sightings")
        .set({
          resolution: sighting.resolution?.kind ?? null,
          resolved_at: sighting.resolution?.at ?? null,
          resolved_by: sighting.resolution?.by ?? null,
        })
        .where("order_id", "=", sighting.orderId)
        .where("network", "=", sighting.network)
        .where("tx_hash", "=", sighting.txHash)
        .where("log_index", "=", sighting.logIndex)
        .execute();
    },
    async markedPaidElsewhere(orderId, transfer) {
      const row = await tx
        .selectFrom("payout_sightings")
        .select("order_id")
        .where("network", "=", transfer.network)
        .where("tx_hash", "=", transfer.txHash)
        .where("log_index", "=", transfer.logIndex)
        .where("resolution", "=", "markedPaid")
        .where("order_id", "!=", orderId)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },
    async isOrderAddress(family, account) {
      const row = await tx
        .selectFrom("chain_addresses")
        .select("seq")
        .where("family", "=", family)
        .where("account", "=", account)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export function payoutReads(db: Db): PayoutReads {
  return {
    async ofOrders(orderIds, clientId) {
      if (orderIds.length === 0) return new Map();
      const rows = await db
        .selectFrom("payouts")
        .select("data")
        .where("order_id", "in", [...orderIds])
        .where("client_id", "=", clientId)
        .execute();
      const records = await withSightings(db, rows.map(parsed));
      return new Map(records.map((r) => [r.orderId, r]));
    },
    async get(orderId, clientId) {
      const row = await db
        .selectFrom("payouts")
        .select("data")
        .where("order_id", "=", orderId)
        .where("client_id", "=", clientId)
        .executeTakeFirst();
      return row ? (await withSightings(db, [parsed(row)]))[0] : undefined;
    },
    async list(clientId, filter, after, limit) {
      const rows = await db
        .selectFrom("payouts")
        .select(["seq", "data", rankOf.as("rank")])
        .where("client_id", "=", clientId)
        .$if(filter.state !== undefined, (q) => q.where("state", "=", filter.state as PayoutState))
        .$if(filter.network !== undefined, (q) => q.where("network", "=", filter.network as NetworkId))
        .$if(after !== null, (q) =>
          q.where((eb) =>
            eb.or([
              eb(rankOf, ">", (after as PayoutCursor).rank),
              eb.and([eb(rankOf, "=", (after as PayoutCursor).rank), eb("seq", ">", (after as PayoutCursor).seq)]),
            ]),
          ),
        )
        .orderBy(rankOf)
        .orderBy("seq")
        .limit(limit)
        .execute();
      const records = await withSightings(db, rows.map(parsed));
      return rows.map((row, k) => ({
        record: records[k] as PayoutRecord,
        cursor: { rank: Number(row.rank) === 0 ? 0 : 1, seq: Number(row.seq) },
      }));
    },
    async openDestinations(network) {
      const rows = await db
        .selectFrom("payouts")
        .select("destination")
        .distinct()
        .where("network", "=", network)
        .where("state", "in", OPEN)
        .execute();
      return rows.map((row) => row.destination);
    },
    async open(network) {
      const closed = (await latestClosed(db, network).execute()).map((row) => Number(row.seq));
      const rows = await db
        .selectFrom("payouts")
        .select("data")
        .where("network", "=", network)
        .where((eb) => (closed.length === 0 ? eb("state", "in", OPEN) : eb.or([eb("state", "in", OPEN), eb("seq", "in", closed)])))
        .orderBy("seq")
        .execute();
      return rows.map(parsed);
    },
    async highestIndex(clientId, family) {
      const row = await db
        .selectFrom("chain_addresses")
        .innerJoin("orders", "orders.id", "chain_addresses.order_id")
        .select((eb) => eb.fn.max("chain_addresses.address_index").as("highest"))
        .where("chain_addresses.family", "=", family)
        .where("orders.client_id", "=", clientId)
        .executeTakeFirst();
      return row?.highest === null || row?.highest === undefined ? null : Number(row.highest);
    },
    async addresses(clientId, family, afterSeq, limit) {
      const rows = await db
        .selectFrom("chain_addresses")
        .innerJoin("orders", "orders.id", "chain_addresses.order_id")
        .select(["chain_addresses.seq", "chain_addresses.address_index", "chain_addresses.account", "orders.data"])
        .where("chain_addresses.family", "=", family)
        .where("orders.client_id", "=", clientId)
        .where("chain_addresses.seq", ">", afterSeq)
        .orderBy("chain_addresses.seq")
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        seq: Number(row.seq),
        index: Number(row.address_index),
        account: row.account,
        order: JSON.parse(row.data) as OrderRecord,
      }));
    },
  };
}
