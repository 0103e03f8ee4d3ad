// Chain mode's payout rows (migration 013): the writes a refund, a withdrawal, a cancel and the
// watcher's tick make inside their transaction (transaction.ts hands them out as tx.payouts),
// and the reads of the payouts routes and the portal.
import { sql, type Kysely, type Transaction } from "kysely";
import type { NetworkId, PayoutState } from "../../src/shared/index.ts";
import type { PayoutRecord } from "../domain/payouts.ts";
import type { OrderRecord } from "../domain/types.ts";
import type { AddressFamily } from "./chain-records.ts";
import type { Database } from "./schema.ts";

const OPEN: PayoutState[] = ["awaitingPayment", "seen"];

/** What a use case may do with payouts inside its transaction. */
export interface PayoutTransaction {
  insert(record: PayoutRecord): Promise<void>;
  /** The client's payout (another's answers as unknown); `lock`: it will be changed. */
  get(orderId: string, clientId: string | null, options?: { lock?: boolean }): Promise<PayoutRecord | undefined>;
  /** Writes a payout loaded in this transaction back. */
  save(record: PayoutRecord): Promise<void>;
  /**
   * The open payouts (awaiting or seen) of a network to any of these destination accounts,
   * oldest first and locked: the watcher's tick matches the transfers it read against them.
   */
  openTo(network: NetworkId, destinations: readonly string[]): Promise<PayoutRecord[]>;
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
  /** The client's payouts, open ones first, each group oldest first; `after`: the last row of the previous page. */
  list(
    clientId: string,
    filter: PayoutFilter,
    after: PayoutCursor | null,
    limit: number,
  ): Promise<{ record: PayoutRecord; cursor: PayoutCursor }[]>;
  /** Every destination account with an open payout on the network: what the watcher also reads transfers to. */
  openDestinations(network: NetworkId): Promise<string[]>;
  /** The open payouts of a network, oldest first: the watcher reads transfers to their destinations (native ones too when one asks for the coin). */
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

const columns = (record: PayoutRecord) => ({
  client_id: record.clientId,
  network: record.network,
  state: record.state,
  destination: record.destinationAccount,
  data: JSON.stringify(record),
});

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
      return row ? (JSON.parse(row.data) as PayoutRecord) : undefined;
    },
    async save(record) {
      await tx.updateTable("payouts").set(columns(record)).where("order_id", "=", record.orderId).execute();
    },
    async openTo(network, destinations) {
      if (destinations.length === 0) return [];
      const rows = await tx
        .selectFrom("payouts")
        .select("data")
        .where("network", "=", network)
        .where("state", "in", OPEN)
        .where("destination", "in", [...destinations])
        .orderBy("seq")
        .$if(locking, (q) => q.forUpdate())
        .execute();
      return rows.map((row) => JSON.parse(row.data) as PayoutRecord);
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
    async get(orderId, clientId) {
      const row = await db
        .selectFrom("payouts")
        .select("data")
        .where("order_id", "=", orderId)
        .where("client_id", "=", clientId)
        .executeTakeFirst();
      return row ? (JSON.parse(row.data) as PayoutRecord) : undefined;
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
      return rows.map((row) => ({
        record: JSON.parse(row.data) as PayoutRecord,
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
      const rows = await db
        .selectFrom("payouts")
        .select("data")
        .where("network", "=", network)
        .where("state", "in", OPEN)
        .orderBy("seq")
        .execute();
      return rows.map((row) => JSON.parse(row.data) as PayoutRecord);
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
