// The fuzz suite (test/support/fuzz-every-route.ts) over PostgreSQL: its text cannot hold U+0000, which SQLite
// stores without a word, so malformed input that SQLite shrugs off must be refused before it
// reaches a query here. Fewer runs per property than over SQLite: each costs round trips.
import { afterAll, beforeAll } from "vitest";
import { startPostgres, type PostgresCluster } from "../../test/support/postgres.ts";
import type { Repository } from "../store/index.ts";
import { openRepository } from "../store/index.ts";
import { testSeed } from "../testing.ts";
import { fuzzEveryRoute } from "../../test/support/fuzz-every-route.ts";

let cluster: PostgresCluster;
let store: Repository | undefined;
beforeAll(async () => {
  cluster = await startPostgres();
}, 60_000);
afterAll(async () => {
  await store?.close();
  await cluster?.stop();
});

fuzzEveryRoute(
  async () => {
    store = (await openRepository({ target: { kind: "postgres", url: await cluster.createDatabase() }, initial: testSeed })).repository;
    return store;
  },
  Number(process.env.FUZZ_RUNS ?? 100),
);
