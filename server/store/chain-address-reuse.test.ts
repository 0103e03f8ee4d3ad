// Chain mode's indexes handed out again, on both engines, with concurrent creations: an index
// whose watch ended unused goes to exactly one new order (its old row replaced, so the unique
// (family, index) holds), one still watched never, and once none is left a fresh one is taken.
// And on PostgreSQL an address is added in the order its creation commits: the watcher loads new
// addresses by their sequence number, so one that committed below a number already read would
// never be watched.
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { startPostgres, type PostgresCluster } from "../../test/support/postgres.ts";
import { storeEngines } from "../../test/support/store-engines.ts";
import { until } from "../../test/support/until.ts";
import { testSeed } from "../testing.ts";
import { openRepository, type Repository } from "./index.ts";

const engines = storeEngines();
const NOW = Date.UTC(2026, 5, 1, 12);
const iso = (ms: number) => new Date(ms).toISOString();

/** An order's address as a creation takes it: an index, then its row. */
async function takeOne(store: Repository, orderId: string, at: number, watchUntil: string | null): Promise<number> {
  const written = await store.transaction(
    async (tx) => {
      const index = await tx.chain.takeAddressIndex("evm");
      await tx.chain.insertAddress({ family: "evm", index, account: `account-${orderId}`, orderId, watchUntil });
      return index;
    },
    { now: iso(at) },
  );
  if (written.kind !== "applied") throw new Error("not applied");
  return written.result;
}

for (const [engine, open] of engines) {
  describe(`chain address indexes on ${engine}`, () => {
    it("hands each index let go unused to one of 12 concurrent creations, never a held one, then fresh ones", async () => {
      const store = await open();
      // Five orders' addresses: 0, 1, 3 and 4 let go an hour ago, 2 watched another day.
      for (let n = 0; n < 5; n++) {
        const until = n === 2 ? iso(NOW + 86_400_000) : iso(NOW - 3_600_000);
        expect(await takeOne(store, `ord_old_${n}`, NOW - 7_200_000, until)).toBe(n);
      }
      const taken = await Promise.all(Array.from({ length: 12 }, (_, n) => takeOne(store, `ord_new_${n}`, NOW, null)));
      expect(new Set(taken).size).toBe(12);
      expect([...taken].sort((a, b) => a - b)).toEqual([0, 1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
      // Index 2 once its watch has ended; then a fresh one: the twelve new rows are watched while
      // their orders live (no end), so none of them is handed out again.
      expect(await takeOne(store, "ord_next", NOW + 10 * 86_400_000, null)).toBe(2);
      expect(await takeOne(store, "ord_after", NOW + 10 * 86_400_000, null)).toBe(13);
      // A new database and 19 transactions: seconds on a loaded machine.
    }, 30_000);
  });
}

describe("chain address indexes on PostgreSQL, three stores on one database (as three processes)", () => {
  let cluster: PostgresCluster | undefined;
  const stores: Repository[] = [];
  afterAll(async () => {
    for (const store of stores) await store.close();
    await cluster?.stop();
  }, 60_000);

  it("hands each index let go unused to one creation, whichever process makes it", async () => {
    cluster = await startPostgres();
    const url = await cluster.createDatabase();
    for (let n = 0; n < 3; n++) stores.push((await openRepository({ target: { kind: "postgres", url }, initial: testSeed })).repository);
    const [first] = stores as [Repository];
    for (let n = 0; n < 6; n++) await takeOne(first, `ord_old_${n}`, NOW - 7_200_000, iso(NOW - 3_600_000));
    const taken = await Promise.all(Array.from({ length: 18 }, (_, n) => takeOne(stores[n % 3]!, `ord_new_${n}`, NOW, null)));
    expect([...taken].sort((a, b) => a - b)).toEqual(Array.from({ length: 18 }, (_, n) => n));
  }, 60_000);

  it("adds a reused index's address before a fresh one started after it commits: no address commits below one a watcher has read", async () => {
    const url = await (cluster as PostgresCluster).createDatabase();
    const [one, two] = [
      (await openRepository({ target: { kind: "postgres", url }, initial: testSeed })).repository,
      (await openRepository({ target: { kind: "postgres", url }, initial: testSeed })).repository,
    ] as [Repository, Repository];
    stores.push(one, two);
    await takeOne(one, "ord_let_go", NOW - 7_200_000, iso(NOW - 3_600_000));
    const peek = new pg.Client({ connectionString: url });
    await peek.connect();
    let release = () => {};
    try {
      const seqs = async () =>
        (await peek.query<{ order_id: string; seq: string }>("select order_id, seq from chain_addresses order by seq")).rows.map(
          (r) => [r.order_id, Number(r.seq)] as const,
        );
      // The first creation reuses the index let go and waits, its address added, uncommitted.
      let added = () => {};
      const isAdded = new Promise<void>((resolve) => (added = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      const reusing = one.transaction(
        async (tx) => {
          const index = await tx.chain.takeAddressIndex("evm");
          await tx.chain.insertAddress({ family: "evm", index, account: "account-ord_reused", orderId: "ord_reused", watchUntil: null });
          added();
          await released;
          return index;
        },
        { now: iso(NOW) },
      );
      await isAdded;
      // The second, on another "process", takes a fresh index meanwhile: it waits for the first.
      let finished = false;
      const fresh = takeOne(two, "ord_fresh", NOW, null).finally(() => (finished = true));
      const waiting = async () =>
        Number(
          (await peek.query("select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'"))
            .rows[0].n,
        ) > 0;
      await until(async () => finished || (await waiting()), "the fresh creation committed or waiting on a lock", 10_000, 10);
      // What a watcher reads now: the row let go (its removal uncommitted), nothing above the new address.
      expect((await seqs()).map(([orderId]) => orderId)).toEqual(["ord_let_go"]);
      release();
      expect((await reusing).kind).toBe("applied");
      expect(await fresh).toBe(1);
      const [reused, next] = await seqs();
      expect([reused?.[0], next?.[0]]).toEqual(["ord_reused", "ord_fresh"]);
      expect((reused?.[1] ?? 0) < (next?.[1] ?? 0)).toBe(true);
    } finally {
      release();
      await peek.end();
    }
  }, 60_000);
});
