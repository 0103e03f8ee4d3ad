// One watcher per network across processes on PostgreSQL, as the gateway's poller: two real
// service processes in chain mode on one database (a throwaway cluster), watching one anvil
// node. Exactly one of them watches Ethereum at any time; a payment is credited once, with
// one callback; the watching process is SIGKILLed and the other takes the network over, and a
// later payment is still credited once. Nothing is mocked; every wait is on a state.
import pg from "pg";
import { beforeAll, describe, expect, it } from "vitest";
import {
  chainHealth,
  chainServicesOnAnvil,
  createPayment,
  orderOf,
  temporaryPostgresDatabase,
  watchingProcess,
} from "../../test/support/chain/chain-service.ts";
import { isRunning, type ServiceProcess } from "../../test/support/service-process.ts";
import { until } from "../../test/support/until.ts";

const CONFIRMATIONS = 2;

const chain = chainServicesOnAnvil({ database: temporaryPostgresDatabase, confirmations: CONFIRMATIONS });
let services: ServiceProcess[] = [];

beforeAll(async () => {
  services = await Promise.all([chain.start(), chain.start()]);
}, 60_000);

/** Samples each live process's /healthz until stopped: the most processes seen watching at once. */
function watchCounter() {
  let most = 0;
  let stopped = false;
  const running = (async () => {
    while (!stopped) {
      const health = await Promise.all(services.filter(isRunning).map((s) => chainHealth(s)));
      most = Math.max(most, health.filter((h) => h?.watching).length);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  })();
  return {
    async most() {
      stopped = true;
      await running;
      return most;
    },
  };
}

describe("chain mode across processes on PostgreSQL", () => {
  it("lets one process watch a network at a time, credits each transfer once, and hands the network over when the watcher is SIGKILLed", async () => {
    const counter = watchCounter();
    const holder = await watchingProcess(services);
    const other = services.find((s) => s !== holder) as ServiceProcess;

    // Made on the process that does not watch: the watcher learns its address from the database.
    const first = await createPayment(other);
    const firstHash = await chain.pay(first.paymentAddress);
    await until(async () => (await orderOf(other, first.orderId)).transactions.length === 1, "the first transfer detected", 20_000, 20);
    await chain.anvil.mine(CONFIRMATIONS - 1);
    await until(async () => (await orderOf(other, first.orderId)).status === "completed", "the first order completed", 20_000, 20);

    holder.child.kill("SIGKILL");
    expect((await holder.exited).signal).toBe("SIGKILL");
    // Paid while nobody watches: the survivor takes the lease once it has run out, and reads on from the cursor.
    const second = await createPayment(other);
    const secondHash = await chain.pay(second.paymentAddress);
    await chain.anvil.mine(CONFIRMATIONS - 1);
    expect(await watchingProcess([other])).toBe(other);
    await until(async () => (await orderOf(other, second.orderId)).status === "completed", "the second order completed", 20_000, 20);
    await until(async () => (await chainHealth(other))?.cursor === (await chain.anvil.head()), "the cursor at the head", 20_000, 20);
    expect(await counter.most()).toBe(1);

    for (const [order, hash] of [
      [first, firstHash],
      [second, secondHash],
    ] as const) {
      const read = await orderOf(other, order.orderId);
      expect(read.primaryAmount.amount).toBe("25.000000");
      expect(read.transactions.map((x) => [x.hash, x.status])).toEqual([[hash, "completed"]]);
    }
    // The database's own account: one credited record and one callback row per payment.
    const db = new pg.Client({ connectionString: chain.where });
    await db.connect();
    try {
      const transfers = await db.query<{ order_id: string; state: string }>(
        "select order_id, state from chain_transfers order by order_id",
      );
      expect(transfers.rows).toEqual([first.orderId, second.orderId].sort().map((order_id) => ({ order_id, state: "credited" })));
      const outbox = await db.query<{ order_id: string; n: string }>("select order_id, count(*) as n from outbox group by order_id");
      expect(outbox.rows.map((r) => Number(r.n))).toEqual([1, 1]);
    } finally {
      await db.end();
    }
    const callbackIds = (orderId: string) =>
      new Set(chain.receiver.requests.filter((r) => JSON.parse(r.body).data.id === orderId).map((r) => r.headers["webhook-id"]));
    await until(
      () => callbackIds(first.orderId).size === 1 && callbackIds(second.orderId).size === 1,
      "one callback per order",
      20_000,
      20,
    );
  }, 60_000);
});
