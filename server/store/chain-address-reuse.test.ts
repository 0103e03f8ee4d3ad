// Chain mode's indexes handed out again, on both engines, with concurrent creations: an index
// whose watch ended unused goes to exactly one new order (its old row replaced, so the unique
// (family, index) holds), one still watched never, and once none is left a fresh one is taken.
import { afterAll, describe, expect, it } from "vitest";
import { startPostgres, type PostgresCluster } from "../../test/support/postgres.ts";
import { storeEngines } from "../../test/support/store-engines.ts";
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
});
