// Chain mode's rows (migration 009): reads for the watcher, and the writes its tick makes inside
// the one transaction that also changes the orders (transaction.ts hands them out as tx.chain).
import type { Kysely, Transaction } from "kysely";
import type { AssetId, NetworkId } from "../../src/shared/index.ts";
import type { ChainTransferRecord, UnexpectedTally } from "../domain/chain-transfers.ts";
import type { Database } from "./schema.ts";

export type AddressFamily = "evm" | "tron";

export interface ChainCursor {
  network: NetworkId;
  height: number | null;
  hash: string | null;
  owner: string | null;
  leaseUntil: string | null;
}

export interface AddressRow {
  seq: number;
  family: AddressFamily;
  index: number;
  account: string;
  orderId: string;
  assetId: AssetId;
  watchUntil: string | null;
}

/** What a use case may do with chain records inside its transaction. */
export interface ChainTransaction {
  /**
   * A child index of the family for a new order, taken now (returned by no other call while it is
   * held): one let go unused (reusableIndex), else the next never used.
   */
  takeAddressIndex(family: AddressFamily): Promise<number>;
  insertAddress(row: Omit<AddressRow, "seq" | "assetId">): Promise<void>;
  /** The cursor, locked (PostgreSQL); a row is made for a network never scanned. */
  cursor(network: NetworkId): Promise<ChainCursor>;
  saveCursor(cursor: ChainCursor): Promise<void>;
  saveTransfer(record: ChainTransferRecord): Promise<void>;
  /** From now on the order's address is watched until `until` only (ISO time). */
  watchUntil(orderId: string, until: string): Promise<void>;
  /** How many unexpected transfers the order keeps in full, and its tallies of those past the cap. */
  unexpectedOf(orderId: string): Promise<{ kept: number; tallies: UnexpectedTally[] }>;
  saveTally(tally: UnexpectedTally): Promise<void>;
}

/**
 * An index handed out before that may be handed out again, taken now: its address was let go
 * (its watch ended before `now`: an unpaid order's window and the late window after it), and its
 * order never received anything the watcher saw (no transfer, no transaction on the order).
 * Handing it out keeps the indexes in use low, so a flood of orders that nobody pays cannot push
 * the next real payer's address past the scan of the merchant's wallet (its gap limit). Its row
 * goes, so the new order's row takes the (family, index) it held; the lowest such index first.
 * Locked and skipped by a concurrent creation on PostgreSQL; SQLite has one writer at a time.
 * Null: none, a fresh index is taken.
 */
async function reusableIndex(tx: Transaction<Database>, family: AddressFamily, now: string, locking: boolean): Promise<number | null> {
  const row = await tx
    .selectFrom("chain_addresses as a")
    .select(["a.seq", "a.address_index"])
    .where("a.family", "=", family)
    .where("a.watch_until", "is not", null)
    .where("a.watch_until", "<", now)
    .where((eb) =>
      eb.and([
        eb.not(eb.exists(eb.selectFrom("chain_transfers as t").select("t.order_id").whereRef("t.order_id", "=", "a.order_id"))),
        eb.not(eb.exists(eb.selectFrom("transaction_orders as x").select("x.order_id").whereRef("x.order_id", "=", "a.order_id"))),
      ]),
    )
    .orderBy("a.address_index")
    .limit(1)
    .$if(locking, (q) => q.forUpdate().skipLocked())
    .executeTakeFirst();
  if (!row) return null;
  await tx.deleteFrom("chain_addresses").where("seq", "=", row.seq).execute();
  return Number(row.address_index);
}

/** Chain mode's reads, outside any transaction. */
export interface ChainReads {
  /** Watched addresses of a family added after `afterSeq`, oldest first, with their orders' assets. */
  addressesSince(family: AddressFamily, afterSeq: number, limit: number): Promise<AddressRow[]>;
  /** The addresses whose window changed: every row with a watch_until (few: completed payments). */
  windowed(family: AddressFamily): Promise<{ account: string; watchUntil: string }[]>;
  cursor(network: NetworkId): Promise<ChainCursor | undefined>;
  /** Takes or renews the watcher's lease when free, expired or already `owner`'s. */
  takeLease(network: NetworkId, owner: string, until: string, now: string): Promise<boolean>;
  /** Transfers of the network in a state (detected: the few waiting for confirmations). */
  transfersIn(network: NetworkId, state: ChainTransferRecord["state"]): Promise<ChainTransferRecord[]>;
  transfersByHash(network: NetworkId, hashes: string[]): Promise<ChainTransferRecord[]>;
  /** Credited transfers of the network from `height` up (checked again after a reorg). */
  creditedFrom(network: NetworkId, height: number): Promise<ChainTransferRecord[]>;
  /** Everything seen for an order (its portal view). */
  transfersOfOrder(orderId: string): Promise<ChainTransferRecord[]>;
  /** The order's unexpected transfers past its cap, counted per network and contract. */
  talliesOfOrder(orderId: string): Promise<UnexpectedTally[]>;
}

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Values bound in one statement at most: SQLite refuses more than 32,766, and a tick after an
 * outage can name more transactions than that. A refused read would fail every later tick the
 * same way, so a long list is read in slices of this size.
 */
export const MAX_BOUND_VALUES = 1000;

/** `values` in slices that each fit one statement. */
export function slices<T>(values: readonly T[], size = MAX_BOUND_VALUES): T[][] {
  const out: T[][] = [];
  for (let k = 0; k < values.length; k += size) out.push(values.slice(k, k + size));
  return out;
}

const talliesOf = (db: Db, orderId: string) =>
  db
    .selectFrom("chain_unexpected_tallies")
    .selectAll()
    .where("order_id", "=", orderId)
    .orderBy("network")
    .orderBy("contract")
    .execute()
    .then((rows) =>
      rows.map(
        (row): UnexpectedTally => ({
          orderId: row.order_id,
          network: row.network as NetworkId,
          contract: row.contract,
          assetId: row.asset_id as AssetId | null,
          count: Number(row.count),
          units: row.units,
          through: row.through,
        }),
      ),
    );

const parse = (rows: { data: string }[]) => rows.map((row) => JSON.parse(row.data) as ChainTransferRecord);
const cursorOf = (row: {
  network: string;
  height: number | null;
  hash: string | null;
  owner: string | null;
  lease_until: string | null;
}): ChainCursor => ({
  network: row.network as NetworkId,
  height: row.height === null ? null : Number(row.height),
  hash: row.hash,
  owner: row.owner,
  leaseUntil: row.lease_until,
});

export function chainTransaction(tx: Transaction<Database>, locking: boolean, now: string): ChainTransaction {
  return {
    async takeAddressIndex(family) {
      await tx
        .insertInto("chain_sequences")
        .values({ family, next_index: 0 })
        .onConflict((oc) => oc.column("family").doNothing())
        .execute();
      // The family's sequence row is locked until the creation commits, a reused index's too:
      // addresses are then added in the order their creations commit. A watcher loads new ones
      // by their seq, so one committed below a seq it has read would never be watched.
      if (locking) await tx.selectFrom("chain_sequences").select("family").where("family", "=", family).forUpdate().execute();
      const reused = await reusableIndex(tx, family, now, locking);
      if (reused !== null) return reused;
      const row = await tx
        .updateTable("chain_sequences")
        .set((eb) => ({ next_index: eb("next_index", "+", 1) }))
        .where("family", "=", family)
        .returning("next_index")
        .executeTakeFirstOrThrow();
      return Number(row.next_index) - 1;
    },
    async insertAddress(row) {
      await tx
        .insertInto("chain_addresses")
        .values({
          family: row.family,
          address_index: row.index,
          account: row.account,
          order_id: row.orderId,
          watch_until: row.watchUntil,
        })
        .execute();
    },
    async cursor(network) {
      await tx
        .insertInto("chain_cursors")
        .values({ network, height: null, hash: null, owner: null, lease_until: null })
        .onConflict((oc) => oc.column("network").doNothing())
        .execute();
      const row = await tx
        .selectFrom("chain_cursors")
        .selectAll()
        .where("network", "=", network)
        .$if(locking, (q) => q.forUpdate())
        .executeTakeFirstOrThrow();
      return cursorOf(row);
    },
    async saveCursor(cursor) {
      await tx
        .updateTable("chain_cursors")
        .set({ height: cursor.height, hash: cursor.hash, owner: cursor.owner, lease_until: cursor.leaseUntil })
        .where("network", "=", cursor.network)
        .execute();
    },
    async saveTransfer(record) {
      const values = {
        order_id: record.orderId,
        state: record.state,
        block_number: record.blockNumber,
        data: JSON.stringify(record),
      };
      await tx
        .insertInto("chain_transfers")
        .values({ network: record.network, tx_hash: record.txHash, log_index: record.logIndex, ...values })
        .onConflict((oc) => oc.columns(["network", "tx_hash", "log_index"]).doUpdateSet(values))
        .execute();
    },
    async watchUntil(orderId, until) {
      await tx.updateTable("chain_addresses").set({ watch_until: until }).where("order_id", "=", orderId).execute();
    },
    async unexpectedOf(orderId) {
      const row = await tx
        .selectFrom("chain_transfers")
        .select((eb) => eb.fn.countAll().as("kept"))
        .where("order_id", "=", orderId)
        .where("state", "=", "unexpected")
        .executeTakeFirstOrThrow();
      return { kept: Number(row.kept), tallies: await talliesOf(tx, orderId) };
    },
    async saveTally(tally) {
      const values = { asset_id: tally.assetId, count: tally.count, units: tally.units, through: tally.through };
      await tx
        .insertInto("chain_unexpected_tallies")
        .values({ order_id: tally.orderId, network: tally.network, contract: tally.contract, ...values })
        .onConflict((oc) => oc.columns(["order_id", "network", "contract"]).doUpdateSet(values))
        .execute();
    },
  };
}

export function chainReads(db: Db): ChainReads {
  return {
    async addressesSince(family, afterSeq, limit) {
      const rows = await db
        .selectFrom("chain_addresses")
        .innerJoin("orders", "orders.id", "chain_addresses.order_id")
        .select([
          "chain_addresses.seq",
          "chain_addresses.address_index",
          "chain_addresses.account",
          "chain_addresses.order_id",
          "chain_addresses.watch_until",
          "orders.data",
        ])
        .where("chain_addresses.family", "=", family)
        .where("chain_addresses.seq", ">", afterSeq)
        .orderBy("chain_addresses.seq")
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        seq: Number(row.seq),
        family,
        index: Number(row.address_index),
        account: row.account,
        orderId: row.order_id,
        // The asset is in the order's record; read once per address, when it is first loaded.
        assetId: (JSON.parse(row.data) as { assetId: AssetId }).assetId,
        watchUntil: row.watch_until,
      }));
    },
    async windowed(family) {
      const rows = await db
        .selectFrom("chain_addresses")
        .select(["account", "watch_until"])
        .where("family", "=", family)
        .where("watch_until", "is not", null)
        .execute();
      return rows.map((row) => ({ account: row.account, watchUntil: row.watch_until as string }));
    },
    async cursor(network) {
      const row = await db.selectFrom("chain_cursors").selectAll().where("network", "=", network).executeTakeFirst();
      return row ? cursorOf(row) : undefined;
    },
    async takeLease(network, owner, until, now) {
      const taken = await db
        .insertInto("chain_cursors")
        .values({ network, height: null, hash: null, owner, lease_until: until })
        .onConflict((oc) =>
          oc
            .column("network")
            .doUpdateSet({ owner, lease_until: until })
            .where((eb) =>
              eb.or([
                eb("chain_cursors.owner", "=", owner),
                eb("chain_cursors.owner", "is", null),
                eb("chain_cursors.lease_until", "is", null),
                eb("chain_cursors.lease_until", "<", now),
              ]),
            ),
        )
        .returning("network")
        .executeTakeFirst();
      return taken !== undefined;
    },
    async transfersIn(network, state) {
      return parse(
        await db.selectFrom("chain_transfers").select("data").where("network", "=", network).where("state", "=", state).execute(),
      );
    },
    async transfersByHash(network, hashes) {
      const found: ChainTransferRecord[] = [];
      for (const slice of slices([...new Set(hashes)])) {
        const rows = await db
          .selectFrom("chain_transfers")
          .select("data")
          .where("network", "=", network)
          .where("tx_hash", "in", slice)
          .execute();
        found.push(...parse(rows));
      }
      return found;
    },
    async creditedFrom(network, height) {
      return parse(
        await db
          .selectFrom("chain_transfers")
          .select("data")
          .where("network", "=", network)
          .where("state", "=", "credited")
          .where("block_number", ">=", height)
          .execute(),
      );
    },
    async transfersOfOrder(orderId) {
      return parse(await db.selectFrom("chain_transfers").select("data").where("order_id", "=", orderId).execute());
    },
    async talliesOfOrder(orderId) {
      return talliesOf(db, orderId);
    },
  };
}
