// The whole app over PostgreSQL (the other server tests run it over SQLite): the routes'
// reads, pages and writes, and 220 concurrent refunds of one order through HTTP; the portal
// store's conditional spends of a two-factor code under racing requests.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPostgres, type PostgresCluster } from "../../test/support/postgres.ts";
import { CUSTOMER, INTEGRATION_ID, TRON_DESTINATION, testApp, testSeed } from "../testing.ts";
import { manualClock } from "../domain/clock.ts";
import { enableTwoFactor, startTwoFactor } from "../use-cases/two-factor.ts";
import { openRepository, type Repository } from "./index.ts";

let cluster: PostgresCluster;
let store: Repository;
beforeAll(async () => {
  cluster = await startPostgres();
  store = (await openRepository({ target: { kind: "postgres", url: await cluster.createDatabase() }, initial: testSeed, poolSize: 20 }))
    .repository;
}, 60_000);
afterAll(async () => {
  await store?.close();
  await cluster?.stop();
});

describe("the app over PostgreSQL", () => {
  it("creates, pays, lists and refunds through the API; concurrent refunds stop exactly at the ceiling", { timeout: 60_000 }, async () => {
    const t = await testApp({ store });
    const created = await t.paidOrder("100.00"); // balance 99
    await t.paidOrder("1000.00"); // balance 1089
    const list = await t.json(await t.call("GET", "/api/v1/orders?perPage=1"));
    expect(list.pagination).toEqual({ quantity: 1, totalQuantity: 2, currentPage: 1, pages: 2 });
    expect((await t.json(await t.call("GET", "/api/v1/integrations"))).pagination.totalQuantity).toBe(1);

    const refund = { refundOrderId: created.orderId, amount: "0.5", assetId: "USDT_TRC20", destinationAddress: TRON_DESTINATION };
    const answers = await Promise.all(Array.from({ length: 220 }, () => t.call("POST", "/api/v1/order/refund", refund)));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(200);
    expect(statuses.filter((s) => s !== 201)).toEqual(Array(20).fill(400));
    const balances = await t.json(await t.call("GET", `/_sandbox/integrations/${INTEGRATION_ID}/balances`));
    expect(balances.balances).toContainEqual({ assetId: "USDT_TRC20", amount: "789.000000" }); // 1089 - 200 × 1.5

    const keyed = {
      integrationId: INTEGRATION_ID,
      amount: "5",
      assetId: "USDT_TRC20",
      destinationAddress: TRON_DESTINATION,
      customer: CUSTOMER,
    };
    const first = await t.call("POST", "/api/v1/order/withdrawal", keyed, { "Idempotency-Key": "pg-w" });
    const again = await t.call("POST", "/api/v1/order/withdrawal", keyed, { "Idempotency-Key": "pg-w" });
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await again.json()).toEqual(await first.json());
  });

  it("spends a two-factor time step and a recovery code once, however many requests race for them", async () => {
    const portal = store.portal;
    const at = "2026-01-01T00:00:00.000Z";
    const audit = { clientId: "cli_pg", accountId: "acct_pg", at, action: "test", address: "local", detail: {} };
    const made = { id: "acct_pg", clientId: "cli_pg", email: "pg@example.com", passwordHash: "x", createdAt: at, passwordChangedAt: at };
    await store.transaction((tx) => tx.portal.insertAccount(made), { now: at, audit: () => audit });
    const parts = { store, clock: manualClock(at) };
    await startTwoFactor(parts, "acct_pg", "SEED");
    expect(await enableTwoFactor(parts, "acct_pg", "ANOTHER", 10, [], audit)).toBe(false);
    expect(await enableTwoFactor(parts, "acct_pg", "SEED", 10, ["d1", "d2"], audit)).toBe(true);
    expect(await enableTwoFactor(parts, "acct_pg", "SEED", 10, [], audit)).toBe(false);
    const steps = await Promise.all(Array.from({ length: 20 }, () => portal.claimTotpStep("acct_pg", 11)));
    expect(steps.filter(Boolean)).toHaveLength(1);
    expect(await portal.claimTotpStep("acct_pg", 10)).toBe(false);
    const spends = await Promise.all(Array.from({ length: 20 }, () => portal.useRecoveryCode("acct_pg", "d1")));
    expect(spends.filter(Boolean)).toHaveLength(1);
    expect(await portal.useRecoveryCode("acct_pg", "d2")).toBe(true);
    expect((await portal.getAccount("acct_pg"))?.twoFactor).toEqual({ secret: "SEED", pending: null, lastStep: 11, recoveryDigests: [] });
  });
});
