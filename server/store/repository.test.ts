// The repository's contract, run the same against SQLite and a throwaway PostgreSQL: what is
// written reads back, lists page newest first, and the rules that read then write hold under
// concurrency (hundreds of refunds of one order in flight at once never over-refund), and the
// listener's feed of the outbox.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogUsd } from "../domain/fiat-value.ts";
import { startPostgres, type PostgresCluster } from "../../test/support/postgres.ts";
import { manualClock } from "../domain/clock.ts";
import { createIds, seededRandom } from "../domain/ids.ts";
import type { RuleContext } from "../domain/rule-context.ts";
import { newApiKey } from "../domain/clients.ts";
import { newIntegration, withWebhook } from "../domain/integrations.ts";
import { demoSeed, seedIntegration } from "../domain/seed.ts";
import {
  CUSTOMER,
  DEMO_CLIENT_ID,
  INTEGRATION_ID,
  SECOND_CLIENT_ID,
  SECOND_INTEGRATION_ID,
  TEST_KEY,
  TRON_DESTINATION,
  testSeed,
} from "../testing.ts";
import { createIncomingOrder, SANDBOX_ADDRESSES } from "../use-cases/incoming-orders.ts";
import { createRefund, createWithdrawal } from "../use-cases/outgoing-orders.ts";
import { confirmPayment } from "../use-cases/transfers.ts";
import { openRepository, type IdempotencyClaim, type NewDelivery, type Repository } from "./index.ts";
import { changeIntegration } from "../../test/support/integration-change.ts";

let cluster: PostgresCluster;
const opened: Repository[] = [];

beforeAll(async () => {
  cluster = await startPostgres();
}, 60_000);

afterAll(async () => {
  await Promise.all(opened.map((repository) => repository.close()));
  await cluster?.stop();
});

const engines = [
  ["sqlite", async () => (await openRepository({ target: { kind: "memory" }, initial: testSeed })).repository],
  [
    "postgres",
    async () =>
      (await openRepository({ target: { kind: "postgres", url: await cluster.createDatabase() }, initial: testSeed, poolSize: 20 }))
        .repository,
  ],
] as const;

describe.each(engines)("repository on %s", (_engine, open) => {
  let repo: Repository;
  const clock = manualClock();
  const ids = createIds(seededRandom(`repo-${_engine}`));
  const ctx = (): RuleContext => ({ now: clock.now().toISOString(), ids });

  beforeAll(async () => {
    repo = await open();
    opened.push(repo);
  });

  const applied = <T>(written: { kind: string; result?: T }): T => {
    if (written.kind !== "applied") throw new Error(`expected applied, got ${written.kind}`);
    return written.result as T;
  };

  async function paidOrder(amount: string) {
    const order = applied(
      await createIncomingOrder(
        repo,
        SANDBOX_ADDRESSES,
        DEMO_CLIENT_ID,
        "payment",
        { integrationId: INTEGRATION_ID, amount, assetId: "USDT_TRC20", customer: CUSTOMER },
        ctx(),
      ),
    );
    applied(await confirmPayment(repo, DEMO_CLIENT_ID, order.id, undefined, ctx(), { specStrict: false, usd: catalogUsd }));
    return order;
  }

  it("keeps the seed's settings and integration", async () => {
    expect(repo.settings.seeded[0]?.apiKey).toBe(TEST_KEY);
    expect(await repo.getIntegration(INTEGRATION_ID)).toMatchObject({ id: INTEGRATION_ID, name: "Demo Store" });
    expect(await repo.getIntegration("__proto__")).toBeUndefined();
  });

  it("the operator's key replaces the seeded one: the settings and the next key check see it, the old key is refused", async () => {
    const store = await open();
    opened.push(store);
    const secret = "sk_sandbox_operator_chose_this_key_0123456789";
    const key = newApiKey({
      id: "key_operator",
      clientId: DEMO_CLIENT_ID,
      name: "SANDBOX_API_KEY",
      secret,
      createdAt: clock.now().toISOString(),
    });
    expect(await store.keyHolder(TEST_KEY)).toMatchObject({ clientId: DEMO_CLIENT_ID });
    await store.replaceSeededKey(DEMO_CLIENT_ID, secret, key);
    expect(store.settings.seeded.find((c) => c.clientId === DEMO_CLIENT_ID)).toEqual({
      clientId: DEMO_CLIENT_ID,
      apiKey: secret,
      keyId: key.id,
    });
    expect(await store.keyHolder(secret)).toEqual({ clientId: DEMO_CLIENT_ID, keyId: key.id });
    expect(await store.keyHolder(TEST_KEY)).toBeNull();
  });

  it("writes an order and reads it back whole, lists newest first with filters and pages", async () => {
    await repo.reset(DEMO_CLIENT_ID, seedIntegration(DEMO_CLIENT_ID, testSeed().clients[0]!.integration));
    const first = applied(
      await createIncomingOrder(
        repo,
        SANDBOX_ADDRESSES,
        DEMO_CLIENT_ID,
        "payment",
        { integrationId: INTEGRATION_ID, amount: "25", assetId: "USDT_TRC20", customer: CUSTOMER, externalId: "inv-1" },
        ctx(),
      ),
    );
    const second = applied(
      await createIncomingOrder(
        repo,
        SANDBOX_ADDRESSES,
        DEMO_CLIENT_ID,
        "deposit",
        { integrationId: INTEGRATION_ID, assetId: "ETH", customer: CUSTOMER },
        ctx(),
      ),
    );
    expect(await repo.getOrder(first.id)).toEqual(first);
    const all = await repo.listOrders(DEMO_CLIENT_ID, {}, { offset: 0, limit: 10 });
    expect(all.total).toBe(2);
    expect(all.items.map((o) => o.id)).toEqual([second.id, first.id]);
    expect((await repo.listOrders(DEMO_CLIENT_ID, { type: "deposit" }, { offset: 0, limit: 10 })).items.map((o) => o.id)).toEqual([
      second.id,
    ]);
    expect((await repo.listOrders(DEMO_CLIENT_ID, { externalId: "inv-1" }, { offset: 0, limit: 10 })).items.map((o) => o.id)).toEqual([
      first.id,
    ]);
    const page2 = await repo.listOrders(DEMO_CLIENT_ID, {}, { offset: 1, limit: 1 });
    expect(page2).toEqual({ items: [first], total: 2 });
  });

  it("sums each kind's completed orders per asset exactly in one read, the client's own only", async () => {
    await repo.reset(DEMO_CLIENT_ID, seedIntegration(DEMO_CLIENT_ID, testSeed().clients[0]!.integration));
    await repo.reset(SECOND_CLIENT_ID, seedIntegration(SECOND_CLIENT_ID, testSeed().clients[1]!.integration));
    expect(await repo.completedIncomingTotals(DEMO_CLIENT_ID)).toEqual([]);
    // Past 2^53 millionths a float sum would lose the last digit; 1.1 + 1.2 is not 2.3 in floats.
    const big = await paidOrder("90071992547.409931");
    await paidOrder("1.1");
    await paidOrder("1.2");
    // A refund is outgoing; an order still in progress has brought nothing in.
    applied(
      await createRefund(
        repo,
        DEMO_CLIENT_ID,
        { refundOrderId: big.id, amount: "5", assetId: "USDT_TRC20", destinationAddress: TRON_DESTINATION },
        ctx(),
      ),
    );
    applied(
      await createIncomingOrder(
        repo,
        SANDBOX_ADDRESSES,
        DEMO_CLIENT_ID,
        "payment",
        { integrationId: INTEGRATION_ID, amount: "7", assetId: "USDT_TRC20", customer: CUSTOMER },
        ctx(),
      ),
    );
    const deposit = applied(
      await createIncomingOrder(
        repo,
        SANDBOX_ADDRESSES,
        DEMO_CLIENT_ID,
        "deposit",
        { integrationId: INTEGRATION_ID, assetId: "ETH", customer: CUSTOMER },
        ctx(),
      ),
    );
    applied(await confirmPayment(repo, DEMO_CLIENT_ID, deposit.id, "1.000001", ctx(), { specStrict: false, usd: catalogUsd }));
    // Another client's completed payment in the same asset is not counted.
    const theirs = applied(
      await createIncomingOrder(
        repo,
        SANDBOX_ADDRESSES,
        SECOND_CLIENT_ID,
        "payment",
        { integrationId: SECOND_INTEGRATION_ID, amount: "1000", assetId: "USDT_TRC20", customer: CUSTOMER },
        ctx(),
      ),
    );
    applied(await confirmPayment(repo, SECOND_CLIENT_ID, theirs.id, undefined, ctx(), { specStrict: false, usd: catalogUsd }));

    const byKind = (totals: Awaited<ReturnType<Repository["completedIncomingTotals"]>>) =>
      [...totals].sort((a, b) => a.type.localeCompare(b.type));
    expect(byKind(await repo.completedIncomingTotals(DEMO_CLIENT_ID))).toEqual([
      { type: "deposit", assetId: "ETH", amount: "1.000001", orders: 1 },
      { type: "payment", assetId: "USDT_TRC20", amount: "90071992549.709931", orders: 3 },
    ]);
    expect(await repo.completedIncomingTotals(SECOND_CLIENT_ID)).toEqual([
      { type: "payment", assetId: "USDT_TRC20", amount: "1000.000000", orders: 1 },
    ]);
  });

  it("filters by asset, creation time and refunded order in the database: an old order behind 1,001 newer ones is found", {
    timeout: 60_000,
  }, async () => {
    await repo.reset(DEMO_CLIENT_ID, seedIntegration(DEMO_CLIENT_ID, testSeed().clients[0]!.integration));
    const old = applied(
      await createIncomingOrder(
        repo,
        SANDBOX_ADDRESSES,
        DEMO_CLIENT_ID,
        "deposit",
        { integrationId: INTEGRATION_ID, assetId: "ETH", customer: CUSTOMER },
        ctx(),
      ),
    );
    const refunded = await paidOrder("25");
    const refund = applied(
      await createRefund(
        repo,
        DEMO_CLIENT_ID,
        { refundOrderId: refunded.id, amount: "5", assetId: "USDT_TRC20", destinationAddress: TRON_DESTINATION },
        ctx(),
      ),
    );
    clock.advance(86_400_000);
    const nextDay = clock.now().toISOString();
    for (let i = 0; i < 1001; i++) {
      applied(
        await createIncomingOrder(
          repo,
          SANDBOX_ADDRESSES,
          DEMO_CLIENT_ID,
          "deposit",
          { integrationId: INTEGRATION_ID, assetId: "USDT_TRC20", customer: CUSTOMER },
          ctx(),
        ),
      );
    }
    const ids = async (filter: Parameters<Repository["listOrders"]>[1]) => {
      const { items, total } = await repo.listOrders(DEMO_CLIENT_ID, filter, { offset: 0, limit: 5 });
      return { ids: items.map((o) => o.id), total };
    };
    expect(await ids({ assetId: "ETH" })).toEqual({ ids: [old.id], total: 1 });
    expect((await ids({ createdBefore: nextDay })).total).toBe(3);
    expect((await ids({ createdFrom: nextDay })).total).toBe(1001);
    expect(await ids({ assetId: "ETH", createdFrom: nextDay })).toEqual({ ids: [], total: 0 });
    expect(await ids({ type: "refund", refundOf: refunded.id })).toEqual({ ids: [refund.order.id], total: 1 });
    expect(await ids({ refundOf: old.id })).toEqual({ ids: [], total: 0 });
  });

  it("a refused rule writes nothing", async () => {
    await expect(
      createIncomingOrder(
        repo,
        SANDBOX_ADDRESSES,
        DEMO_CLIENT_ID,
        "payment",
        { integrationId: "int_nope", amount: "25", assetId: "USDT_TRC20", customer: CUSTOMER },
        ctx(),
      ),
    ).rejects.toThrow(/integrationId/);
    const before = (await repo.listOrders(DEMO_CLIENT_ID, {}, { offset: 0, limit: 1 })).total;
    await expect(
      createWithdrawal(
        repo,
        DEMO_CLIENT_ID,
        {
          integrationId: INTEGRATION_ID,
          amount: "1000000",
          assetId: "USDT_TRC20",
          destinationAddress: TRON_DESTINATION,
          customer: CUSTOMER,
        },
        ctx(),
      ),
    ).rejects.toThrow(/holds/);
    expect((await repo.listOrders(DEMO_CLIENT_ID, {}, { offset: 0, limit: 1 })).total).toBe(before);
  });

  it("a payment credits the balance and queues its callback in the same transaction", async () => {
    await repo.reset(DEMO_CLIENT_ID, seedIntegration(DEMO_CLIENT_ID, testSeed().clients[0]!.integration));
    const order = applied(
      await createIncomingOrder(
        repo,
        SANDBOX_ADDRESSES,
        DEMO_CLIENT_ID,
        "payment",
        { integrationId: INTEGRATION_ID, amount: "100", assetId: "USDT_TRC20", customer: CUSTOMER },
        ctx(),
      ),
    );
    await repo.transaction(
      async (tx) => {
        const integration = await tx.integrationForUpdate(INTEGRATION_ID, DEMO_CLIENT_ID);
        if (integration)
          await tx.saveIntegration(withWebhook(integration, { callbackUrl: "http://127.0.0.1:9/hook", orderTypes: ["Payment"] }));
      },
      { now: ctx().now },
    );
    const paid = applied(await confirmPayment(repo, DEMO_CLIENT_ID, order.id, undefined, ctx(), { specStrict: false, usd: catalogUsd }));
    expect(paid.order.status).toBe("completed");
    expect(await repo.balances(INTEGRATION_ID)).toEqual({ USDT_TRC20: "99.000000" });
    const [queued] = await repo.outbox.list({ orderId: order.id }, 10);
    expect(queued).toMatchObject({ id: paid.delivery?.id, url: "http://127.0.0.1:9/hook", state: "pending", attempts: [] });
  });

  it("250 concurrent refunds of one order: exactly the ceiling's worth succeed, never more", { timeout: 60_000 }, async () => {
    await repo.reset(DEMO_CLIENT_ID, seedIntegration(DEMO_CLIENT_ID, testSeed().clients[0]!.integration));
    const refunded = await paidOrder("100"); // balance 99
    await paidOrder("1000"); // balance 1089: the ceiling binds, not the balance
    // 0.5 each against a ceiling of 100: 200 fit; each also costs the 1 USDT network fee.
    const results = await Promise.allSettled(
      Array.from({ length: 250 }, () =>
        createRefund(
          repo,
          DEMO_CLIENT_ID,
          { refundOrderId: refunded.id, amount: "0.5", assetId: "USDT_TRC20", destinationAddress: TRON_DESTINATION },
          ctx(),
        ),
      ),
    );
    const ok = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(ok).toHaveLength(200);
    for (const failure of refused) expect(String(failure.reason)).toMatch(/exceeds what can still be refunded/);
    expect((await repo.getOrder(refunded.id))?.refundedAmount).toBe("100.000000");
    expect(await repo.balances(INTEGRATION_ID)).toEqual({ USDT_TRC20: "789.000000" });
    expect((await repo.listOrders(DEMO_CLIENT_ID, { type: "refund" }, { offset: 0, limit: 1 })).total).toBe(200);
  });

  it("concurrent withdrawals never overdraw the balance", { timeout: 60_000 }, async () => {
    await repo.reset(DEMO_CLIENT_ID, seedIntegration(DEMO_CLIENT_ID, testSeed().clients[0]!.integration));
    await paidOrder("100"); // 99.000000
    // 10 + 1 fee each: 9 fit in 99.
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, () =>
        createWithdrawal(
          repo,
          DEMO_CLIENT_ID,
          { integrationId: INTEGRATION_ID, amount: "10", assetId: "USDT_TRC20", destinationAddress: TRON_DESTINATION, customer: CUSTOMER },
          ctx(),
        ),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(9);
    expect(await repo.balances(INTEGRATION_ID)).toEqual({ USDT_TRC20: "0.000000" });
  });

  it("an Idempotency-Key: replayed for the same request, refused for another, applied once under concurrency", {
    timeout: 60_000,
  }, async () => {
    await repo.reset(DEMO_CLIENT_ID, seedIntegration(DEMO_CLIENT_ID, testSeed().clients[0]!.integration));
    const claim = (key: string, fingerprint: string): IdempotencyClaim<{ id: string }> => ({
      scope: "s1",
      key,
      fingerprint,
      answer: (order) => ({ status: 201, body: JSON.stringify({ orderId: order.id }) }),
    });
    const request = { integrationId: INTEGRATION_ID, amount: "25", assetId: "USDT_TRC20", customer: CUSTOMER } as const;
    const racing = await Promise.all(
      Array.from({ length: 20 }, () =>
        createIncomingOrder(repo, SANDBOX_ADDRESSES, DEMO_CLIENT_ID, "payment", request, ctx(), { idempotency: claim("k-1", "f-1") }),
      ),
    );
    const appliedOnes = racing.filter((w) => w.kind === "applied");
    expect(appliedOnes).toHaveLength(1);
    const order = applied(appliedOnes[0] as { kind: "applied"; result: { id: string } });
    for (const w of racing.filter((w) => w.kind !== "applied")) {
      expect(w).toEqual({ kind: "replayed", answer: { status: 201, body: JSON.stringify({ orderId: order.id }) } });
    }
    expect(
      await createIncomingOrder(repo, SANDBOX_ADDRESSES, DEMO_CLIENT_ID, "payment", request, ctx(), {
        idempotency: claim("k-1", "f-other"),
      }),
    ).toEqual({
      kind: "conflict",
    });
    expect((await repo.listOrders(DEMO_CLIENT_ID, {}, { offset: 0, limit: 1 })).total).toBe(1);
    // A refused request keeps no key: the same key may be used again once it can succeed.
    await expect(
      createIncomingOrder(repo, SANDBOX_ADDRESSES, DEMO_CLIENT_ID, "payment", { ...request, integrationId: "int_nope" }, ctx(), {
        idempotency: claim("k-2", "f-2"),
      }),
    ).rejects.toThrow();
    expect(
      (await createIncomingOrder(repo, SANDBOX_ADDRESSES, DEMO_CLIENT_ID, "payment", request, ctx(), { idempotency: claim("k-2", "f-2") }))
        .kind,
    ).toBe("applied");
    // Pruning keeps keys younger than the cut.
    expect(await repo.pruneIdempotency("2000-01-01T00:00:00.000Z")).toBe(0);
    expect(await repo.pruneIdempotency("2999-01-01T00:00:00.000Z")).toBe(2);
  });

  it("integrations: created, listed in creation order, updated under lock", async () => {
    await repo.reset(DEMO_CLIENT_ID, seedIntegration(DEMO_CLIENT_ID, testSeed().clients[0]!.integration));
    await repo.createIntegration(
      newIntegration({ id: "int_other", clientId: DEMO_CLIENT_ID, name: "Second", url: "https://second.example", createdAt: ctx().now }),
    );
    const list = await repo.listIntegrations(DEMO_CLIENT_ID, { offset: 0, limit: 10 });
    expect(list.items.map((i) => i.id)).toEqual([INTEGRATION_ID, "int_other"]);
    const updated = await changeIntegration(repo, DEMO_CLIENT_ID, "int_other", (record) => ({
      ...record,
      webhook: { callbackUrl: "https://second.example/hook", orderTypes: ["Payment"] },
    }));
    expect((await repo.getIntegration("int_other"))?.webhook).toEqual(updated?.webhook);
    expect(await changeIntegration(repo, DEMO_CLIENT_ID, "int_nope", (record) => record)).toBeUndefined();
    // Another client's integration is not found, exactly as an unknown one.
    expect(await changeIntegration(repo, "cl_other", "int_other", (record) => record)).toBeUndefined();
  });

  it("the outbox's fair claim: at most a share of each integration, none of those excluded, each row to one claimer", async () => {
    await repo.reset(DEMO_CLIENT_ID, seedIntegration(DEMO_CLIENT_ID, testSeed().clients[0]!.integration));
    const now = "2026-01-01T00:00:00.000Z";
    const add = (id: string, integrationId: string) =>
      repo.outbox.add(
        { id, clientId: DEMO_CLIENT_ID, integrationId, orderId: `ord_${id}`, url: "http://127.0.0.1:9/", payload: "{}" },
        now,
      );
    for (let i = 0; i < 12; i++) await add(`msg_a${i}`, "int_a");
    for (let i = 0; i < 3; i++) await add(`msg_b${i}`, "int_b");
    await add("msg_c0", "int_c");
    const until = "2026-01-01T00:00:30.000Z";
    const at = "2026-01-01T00:00:01.000Z";
    const first = await repo.outbox.claimDue(at, until, 20, { perIntegration: 2, exclude: ["int_c"] });
    const byIntegration = (rows: { integrationId: string }[]) =>
      rows.reduce<Record<string, number>>((counts, d) => ({ ...counts, [d.integrationId]: (counts[d.integrationId] ?? 0) + 1 }), {});
    expect(byIntegration(first)).toEqual({ int_a: 2, int_b: 2 });
    // Four claimers at once: every row left goes to one of them, two of an integration per claim.
    const claims = await Promise.all(
      Array.from({ length: 4 }, () => repo.outbox.claimDue(at, until, 20, { perIntegration: 2, exclude: [] })),
    );
    for (const claim of claims) for (const count of Object.values(byIntegration(claim))) expect(count).toBeLessThanOrEqual(2);
    const all = [...first, ...claims.flat()].map((d) => d.id);
    expect(new Set(all).size).toBe(all.length);
  });

  it("the outbox: each due delivery is claimed by one claimer at a time, and released by record()", { timeout: 60_000 }, async () => {
    await repo.reset(DEMO_CLIENT_ID, seedIntegration(DEMO_CLIENT_ID, testSeed().clients[0]!.integration));
    const now = "2026-01-01T00:00:00.000Z";
    for (let i = 0; i < 20; i++) {
      await repo.outbox.add(
        {
          id: `msg_${i}`,
          clientId: DEMO_CLIENT_ID,
          integrationId: INTEGRATION_ID,
          orderId: `ord_${i}`,
          url: "http://127.0.0.1:9/",
          payload: "{}",
        },
        now,
      );
    }
    const until = "2026-01-01T00:00:30.000Z";
    const claims = await Promise.all(Array.from({ length: 4 }, () => repo.outbox.claimDue("2026-01-01T00:00:01.000Z", until, 20)));
    const claimed = claims.flat().map((d) => d.id);
    expect(claimed.sort()).toEqual(Array.from({ length: 20 }, (_, i) => `msg_${i}`).sort());
    expect(await repo.outbox.claimDue("2026-01-01T00:00:02.000Z", until, 20)).toEqual([]);
    // After the lease runs out (a crashed claimer), the rows are due again.
    expect(await repo.outbox.claimDue("2026-01-01T00:00:31.000Z", "2026-01-01T00:01:00.000Z", 5)).toHaveLength(5);
    const one = claims.flat()[0]!;
    await repo.outbox.record({
      ...one,
      state: "delivered",
      nextAttemptAt: null,
      attempts: [{ at: now, status: 204, error: null, durationMs: 1 }],
    });
    expect((await repo.outbox.list({ orderId: one.orderId }, 10))[0]).toMatchObject({ state: "delivered", attempts: [{ status: 204 }] });
    expect(await repo.outbox.pendingCount()).toBe(19);
  });
});

describe("opening a PostgreSQL database that is not ours", () => {
  it("refuses a database holding another program's tables, and one migrated by a newer version, writing nothing", async () => {
    const pg = (await import("pg")).default;
    const foreign = await cluster.createDatabase();
    const client = new pg.Client({ connectionString: foreign });
    await client.connect();
    await client.query("create table invoices (id serial primary key)");
    await expect(openRepository({ target: { kind: "postgres", url: foreign }, initial: testSeed })).rejects.toThrow(
      /is not this service's database: it holds invoices/,
    );
    const tables = await client.query("select table_name from information_schema.tables where table_schema = 'public' order by table_name");
    expect(tables.rows.map((r: { table_name: string }) => r.table_name)).toEqual(["invoices"]);
    await client.end();

    const ours = await cluster.createDatabase();
    const first = await openRepository({ target: { kind: "postgres", url: ours }, initial: testSeed });
    await first.repository.close();
    const newer = new pg.Client({ connectionString: ours });
    await newer.connect();
    await newer.query("insert into kysely_migration (name, timestamp) values ('002-from-the-future', now()::text)");
    await newer.end();
    await expect(openRepository({ target: { kind: "postgres", url: ours }, initial: testSeed })).rejects.toThrow(
      /newer version of the service \(migration 002-from-the-future/,
    );
  }, 60_000);
});

describe("several processes starting on one new PostgreSQL database", () => {
  it("seed it once: all of them see the same key and the one seed integration", async () => {
    const url = await cluster.createDatabase();
    let n = 0;
    // Each "process" would seed its own integration and key: only one may win.
    const initial = () => {
      const i = ++n;
      return demoSeed({
        apiKey: `sk_test_process_${i}_0123456789`,
        webhookSecret: testSeed().webhookSecret,
        integration: {
          integrationId: `int_process_${i}`,
          name: "Demo Store",
          url: "http://localhost:8081",
          createdAt: "2026-01-01T00:00:00.000Z",
        },
      });
    };
    // Migrated already, not seeded yet: the processes meet exactly where they would seed.
    const migrated = await openRepository({ target: { kind: "postgres", url }, initial });
    await migrated.repository.close();
    const pg = (await import("pg")).default;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query("delete from meta; delete from integrations; delete from clients; delete from api_keys");
    await client.end();
    const all = await Promise.all(Array.from({ length: 4 }, () => openRepository({ target: { kind: "postgres", url }, initial })));
    try {
      expect(new Set(all.map((o) => o.repository.settings.seeded[0]?.apiKey)).size).toBe(1);
      expect(all.filter((o) => o.created)).toHaveLength(1);
      const integrations = await all[0]!.repository.listIntegrations(DEMO_CLIENT_ID, { offset: 0, limit: 10 });
      expect(integrations.items.map((i) => i.id)).toEqual([(await all[0]!.repository.getClient(DEMO_CLIENT_ID))?.seed?.integrationId]);
    } finally {
      await Promise.all(all.map((o) => o.repository.close()));
    }
  }, 60_000);
});

const FEED_NOW = "2026-11-26T10:00:00.000Z";

const feedDelivery = (id: string, clientId = DEMO_CLIENT_ID, integrationId = "int_seed"): NewDelivery => ({
  id,
  clientId,
  integrationId,
  orderId: `ord_${id}`,
  url: id.endsWith("nourl") ? "" : "http://127.0.0.1:4000/hooks",
  payload: `{"id":"${id}"}`,
});

const queue = (store: Repository, d: NewDelivery, now = FEED_NOW) =>
  store.transaction(async (tx) => void (await tx.queueDelivery(d)), { now });

/** Everything after the cursor, a page of `limit` at a time. */
async function readAll(store: Repository, cursor: string, limit: number, integrationId?: string) {
  const ids: string[] = [];
  for (;;) {
    const page = await store.outbox.feed(DEMO_CLIENT_ID, cursor, limit, { integrationId });
    ids.push(...page.rows.map((row) => row.id));
    if (page.rows.length === 0) return { ids, cursor };
    cursor = page.cursor;
  }
}

// The outbox's feed (what `crypto-checkout listen` reads): a client's rows in the order they
// became visible, page by page from a cursor; on PostgreSQL a row committed late by a
// transaction that began early is still read after a cursor taken meanwhile.
describe.each(engines)("the listener's feed on %s", (engine, openEngine) => {
  const open = async () => {
    const store = await openEngine();
    opened.push(store);
    return store;
  };
  it("reads the client's rows in order, page by page, with the rows made for listeners alone, and nothing twice", async () => {
    const store = await open();
    await queue(store, feedDelivery("before"));
    const start = await store.outbox.feed(DEMO_CLIENT_ID, null, 10);
    expect(start.rows).toEqual([]);
    for (const d of [
      feedDelivery("a"),
      feedDelivery("b", SECOND_CLIENT_ID, "int_second"),
      feedDelivery("c_nourl"),
      feedDelivery("d", DEMO_CLIENT_ID, "int_other"),
    ]) {
      await queue(store, d);
    }
    const all = await readAll(store, start.cursor, 1);
    expect(all.ids).toEqual(["a", "c_nourl", "d"]);
    expect((await readAll(store, start.cursor, 10, "int_seed")).ids).toEqual(["a", "c_nourl"]);
    // Made for listeners alone: never due, not listed.
    expect((await store.outbox.list({ clientId: DEMO_CLIENT_ID }, 10)).map((d) => d.id)).toEqual(["d", "a", "before"]);
    expect(await store.outbox.pendingCount()).toBe(4);
    await queue(store, feedDelivery("e"));
    expect((await readAll(store, all.cursor, 10)).ids).toEqual(["e"]);
    // A cursor is one of the client's own callbacks: another client's, or an unknown one, is refused.
    await expect(store.outbox.feed(DEMO_CLIENT_ID, "b", 10)).rejects.toThrow(RangeError);
    await expect(store.outbox.feed(DEMO_CLIENT_ID, "msg_unknown", 10)).rejects.toThrow(RangeError);
  });

  it("starts a client's cursor at its own last callback, whatever the others' volume, and reaches back no further than asked", async () => {
    const store = await open();
    // A client with no callback yet starts before all of them.
    expect((await store.outbox.feed(DEMO_CLIENT_ID, null, 10)).cursor).toBe("start");
    for (let i = 0; i < 5; i++) await queue(store, feedDelivery(`other${i}`, SECOND_CLIENT_ID, "int_second"));
    // The other client's five callbacks move nothing in this one's cursor.
    expect((await store.outbox.feed(DEMO_CLIENT_ID, null, 10)).cursor).toBe("start");
    await queue(store, feedDelivery("old"), "2026-11-20T10:00:00.000Z");
    await queue(store, feedDelivery("mine"));
    const start = await store.outbox.feed(DEMO_CLIENT_ID, null, 10);
    expect(start.cursor).toBe("mine");
    for (let i = 5; i < 10; i++) await queue(store, feedDelivery(`other${i}`, SECOND_CLIENT_ID, "int_second"));
    const idle = await store.outbox.feed(DEMO_CLIENT_ID, start.cursor, 10);
    expect(idle).toEqual({ rows: [], cursor: "mine" });
    // From the start, only what was made since `notBefore` is given.
    const page = await store.outbox.feed(DEMO_CLIENT_ID, "start", 10, { notBefore: "2026-11-25T10:00:00.000Z" });
    expect(page.rows.map((row) => [row.id, row.createdAt])).toEqual([["mine", FEED_NOW]]);
    expect((await store.outbox.feed(DEMO_CLIENT_ID, "start", 10)).rows.map((row) => row.id)).toEqual(["old", "mine"]);
    // A cursor naming an old callback still reads on from it.
    expect((await store.outbox.feed(DEMO_CLIENT_ID, "old", 10, { notBefore: FEED_NOW })).rows.map((row) => row.id)).toEqual(["mine"]);
  });

  it.runIf(engine === "postgres")("misses no row committed after a later one (a transaction begun earlier, committed later)", async () => {
    const store = await open();
    const start = await store.outbox.feed(DEMO_CLIENT_ID, null, 10);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let queued: () => void = () => {};
    const early = new Promise<void>((resolve) => {
      queued = resolve;
    });
    // The early transaction takes its row (and its id) first, and commits last.
    const slow = store.transaction(
      async (tx) => {
        await tx.queueDelivery(feedDelivery("early"));
        queued();
        await held;
      },
      { now: FEED_NOW },
    );
    await early;
    await queue(store, feedDelivery("late"));
    const meanwhile = await readAll(store, start.cursor, 10);
    expect(meanwhile.ids).not.toContain("early");
    release();
    await slow;
    const after = await readAll(store, meanwhile.cursor, 10);
    expect([...meanwhile.ids, ...after.ids].sort()).toEqual(["early", "late"]);
  });
});
