// The dispatcher over the database's outbox, on SQLite and PostgreSQL: several dispatchers
// (processes) share one outbox and each delivery is sent by one of them at a time, once; a
// retry left pending by a dispatcher that stopped is sent by the next one.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPostgres, type PostgresCluster } from "../../test/support/postgres.ts";
import { openRepository, type Repository } from "../store/index.ts";
import { DEMO_CLIENT_ID, INTEGRATION_ID, testSeed } from "../testing.ts";
import { createWebhookDispatcher, generateWebhookSecret, type WebhookDispatcher } from "./index.ts";

let cluster: PostgresCluster;
const repositories: Repository[] = [];
beforeAll(async () => {
  cluster = await startPostgres();
}, 60_000);
afterAll(async () => {
  await Promise.all(repositories.map((r) => r.close()));
  await cluster?.stop();
});

const secret = generateWebhookSecret();
const engines = [
  ["sqlite", async () => (await openRepository({ target: { kind: "memory" }, initial: testSeed })).repository],
  [
    "postgres",
    async () => (await openRepository({ target: { kind: "postgres", url: await cluster.createDatabase() }, initial: testSeed })).repository,
  ],
] as const;

/** A fetch that counts the requests per webhook-id and answers the status `answer` gives. */
function countingFetch(counts: Map<string, number>, answer: (id: string, count: number) => number): typeof fetch {
  return (async (_url: unknown, init?: RequestInit) => {
    const id = new Headers(init?.headers).get("webhook-id") ?? "";
    const count = (counts.get(id) ?? 0) + 1;
    counts.set(id, count);
    // A little time in flight, so that the dispatchers really do overlap.
    await new Promise((resolve) => setTimeout(resolve, 2));
    return new Response(null, { status: answer(id, count) });
  }) as typeof fetch;
}

describe.each(engines)("webhook outbox on %s", (_engine, open) => {
  let repo: Repository;
  beforeAll(async () => {
    repo = await open();
    repositories.push(repo);
  });

  it("three dispatchers over one outbox: each of 60 deliveries is sent exactly once", { timeout: 60_000 }, async () => {
    const at = new Date().toISOString();
    for (let i = 0; i < 60; i++) {
      await repo.outbox.add(
        {
          id: `msg_once_${i}`,
          clientId: DEMO_CLIENT_ID,
          integrationId: INTEGRATION_ID,
          orderId: `ord_${i}`,
          url: "https://merchant.example/hooks",
          payload: "{}",
        },
        at,
      );
    }
    const counts = new Map<string, number>();
    const dispatchers: WebhookDispatcher[] = Array.from({ length: 3 }, () =>
      createWebhookDispatcher({ secret, outbox: repo.outbox, pollMs: 20, fetch: countingFetch(counts, () => 204) }),
    );
    await Promise.all(dispatchers.map((d) => d.idle()));
    for (const d of dispatchers) d.close();
    expect(counts.size).toBe(60);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    const listed = await repo.outbox.list({}, 100);
    expect(listed.filter((d) => d.id.startsWith("msg_once_")).every((d) => d.state === "delivered" && d.attempts.length === 1)).toBe(true);
  });

  it("a retry left pending by a dispatcher that stopped is sent by the next one", { timeout: 60_000 }, async () => {
    await repo.outbox.add(
      {
        id: "msg_retry",
        clientId: DEMO_CLIENT_ID,
        integrationId: INTEGRATION_ID,
        orderId: "ord_retry",
        url: "https://merchant.example/hooks",
        payload: "{}",
      },
      new Date().toISOString(),
    );
    const counts = new Map<string, number>();
    // The first dispatcher's receiver fails; it records the attempt and a retry, then stops.
    const first = createWebhookDispatcher({
      secret,
      outbox: repo.outbox,
      pollMs: 20,
      baseDelayMs: 50,
      random: () => 0.99,
      fetch: countingFetch(counts, () => 500),
    });
    for (;;) {
      const [row] = await repo.outbox.list({ orderId: "ord_retry" }, 1);
      if (row && row.attempts.length >= 1 && row.nextAttemptAt !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    first.close();
    const [pending] = await repo.outbox.list({ orderId: "ord_retry" }, 1);
    expect(pending?.state).toBe("pending");
    const seenBefore = counts.get("msg_retry") ?? 0;

    const second = createWebhookDispatcher({ secret, outbox: repo.outbox, pollMs: 20, fetch: countingFetch(counts, () => 200) });
    await second.idle();
    second.close();
    const [done] = await repo.outbox.list({ orderId: "ord_retry" }, 1);
    expect(done).toMatchObject({ state: "delivered", nextAttemptAt: null });
    expect(done?.attempts.at(-1)).toMatchObject({ status: 200 });
    expect(counts.get("msg_retry")).toBe(seenBefore + 1);
  });
});
