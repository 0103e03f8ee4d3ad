// The store on both engines, for the tests that hold it to one contract: SQLite in memory, and a
// database of its own in a throwaway PostgreSQL cluster, started before the file's tests and
// stopped after them. Every store opened here is closed after the file.
import { afterAll, beforeAll } from "vitest";
import { openRepository, type Repository } from "../../server/store/index.ts";
import { testRepository, testSeed } from "../../server/testing.ts";
import { startPostgres, type PostgresCluster } from "./postgres.ts";

export type StoreEngine = [name: "sqlite" | "postgres", open: () => Promise<Repository>];

/** Call at a test file's top level: it registers the cluster's start and the stores' close. */
export function storeEngines(): StoreEngine[] {
  let cluster: PostgresCluster | undefined;
  const stores: Repository[] = [];
  beforeAll(async () => {
    cluster = await startPostgres();
  }, 60_000);
  afterAll(async () => {
    for (const store of stores) await store.close();
    await cluster?.stop();
  });
  const kept = (store: Repository) => {
    stores.push(store);
    return store;
  };
  return [
    ["sqlite", async () => kept(await testRepository())],
    [
      "postgres",
      async () => {
        if (!cluster) throw new Error("storeEngines(): the PostgreSQL cluster is not started (call it at the file's top level)");
        return kept(
          (await openRepository({ target: { kind: "postgres", url: await cluster.createDatabase() }, initial: testSeed })).repository,
        );
      },
    ],
  ];
}
