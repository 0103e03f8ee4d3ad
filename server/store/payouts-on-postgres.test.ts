// Chain mode's payouts over PostgreSQL, where requests really run at once: concurrent
// withdrawals never spend the same money twice, and concurrent cancels of one payout give its
// money back once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPostgres, type PostgresCluster } from "../../test/support/postgres.ts";
import { creditAsPaid, startPayoutApp } from "../../test/support/chain/payout-app.ts";
import type { ChainApp } from "../../test/support/chain/chain-app.ts";
import { CUSTOMER, EVM_DESTINATION, INTEGRATION_ID, testSeed } from "../testing.ts";
import { openRepository, type Repository } from "./index.ts";

let cluster: PostgresCluster;
let store: Repository;
let chain: ChainApp;
beforeAll(async () => {
  cluster = await startPostgres();
  store = (await openRepository({ target: { kind: "postgres", url: await cluster.createDatabase() }, initial: testSeed, poolSize: 20 }))
    .repository;
  chain = await startPayoutApp({}, store);
}, 60_000);
afterAll(async () => {
  await chain?.close();
  await store?.close();
  await cluster?.stop();
});

const balance = async () => (await store.balances(INTEGRATION_ID)).USDT_ERC20 ?? "0.000000";
const withdrawal = (amount: string) =>
  chain.call("POST", "/api/v1/order/withdrawal", {
    integrationId: INTEGRATION_ID,
    assetId: "USDT_ERC20",
    amount,
    destinationAddress: EVM_DESTINATION,
    customer: CUSTOMER,
  });

describe("payouts over PostgreSQL", () => {
  it("concurrent withdrawals stop exactly at the balance; concurrent cancels restore it once", { timeout: 60_000 }, async () => {
    const order = await chain.createOrder("payment", "USDT_ERC20", "30");
    await creditAsPaid(store, order.orderId, "30.000000", "0x000000000000000000000000000000000000dEaD");
    const answers = await Promise.all(Array.from({ length: 40 }, () => withdrawal("1.5")));
    const made = answers.filter((r) => r.status === 201);
    expect(made).toHaveLength(20);
    expect(answers.filter((r) => r.status !== 201).map((r) => r.status)).toEqual(Array(20).fill(400));
    expect(await balance()).toBe("0.000000");

    const first = made[0];
    if (!first) throw new Error("no withdrawal was made");
    const { orderId } = (await first.json()) as { orderId: string };
    const cancels = await Promise.all(Array.from({ length: 10 }, () => chain.call("POST", `/api/v1/payouts/${orderId}/cancel`)));
    expect(cancels.filter((r) => r.status === 200)).toHaveLength(1);
    expect(cancels.filter((r) => r.status === 400)).toHaveLength(9);
    expect(await balance()).toBe("1.500000");
  });
});
