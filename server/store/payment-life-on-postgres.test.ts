// The payment's life over PostgreSQL: the confirm route finds the order through the
// transaction index (migration 002) and locks it, so concurrent confirmations of one transfer
// count each block once and credit the balance exactly once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPostgres, type PostgresCluster } from "../../test/support/postgres.ts";
import { INTEGRATION_ID, testApp, testSeed } from "../testing.ts";
import { openRepository, type Repository } from "./index.ts";

let cluster: PostgresCluster;
let store: Repository;
beforeAll(async () => {
  cluster = await startPostgres();
  store = (await openRepository({ target: { kind: "postgres", url: await cluster.createDatabase() }, initial: testSeed, poolSize: 10 }))
    .repository;
}, 60_000);
afterAll(async () => {
  await store?.close();
  await cluster?.stop();
});

describe("the payment's life over PostgreSQL", () => {
  it("25 concurrent single confirmations of a 19-block transfer: 19 count, 6 are 409, one credit", { timeout: 60_000 }, async () => {
    const t = await testApp({ store });
    const created = await t.createPayment("25");
    const detected = await t.json(await t.call("POST", `/_sandbox/orders/${created.orderId}/payments`, { confirmed: false }));
    expect(detected).toMatchObject({ status: "pending", confirmations: 0, requiredConfirmations: 19 });

    const answers = await Promise.all(
      Array.from({ length: 25 }, () => t.call("POST", `/_sandbox/transactions/${detected.id}/confirm`, { confirmations: 1 })),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(19);
    expect(statuses.filter((s) => s !== 200)).toEqual(Array(6).fill(409));

    const order = await t.json(await t.call("GET", `/api/v1/orders/${created.orderId}`));
    expect(order).toMatchObject({ status: "completed", primaryAmount: { amount: "25.000000" } });
    expect(order.transactions[0]).toMatchObject({ status: "completed", confirmations: 19 });
    const balances = await t.json(await t.call("GET", `/_sandbox/integrations/${INTEGRATION_ID}/balances`));
    expect(balances.balances).toContainEqual({ assetId: "USDT_TRC20", amount: "24.750000" });
  });
});
