// One watcher per network across processes on PostgreSQL, as the gateway's poller: two real
// service processes in chain mode on one database (a throwaway cluster), watching one anvil
// node. Exactly one of them watches Ethereum at any time; a payment is credited once, with
// one callback; the watching process is SIGKILLed and the other takes the network over, and a
// later payment is still credited once. Nothing is mocked; every wait is on a state.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installToken, startAnvil, tokenCalls, type Anvil } from "../../test/support/chain/anvil.ts";
import {
  chainHealth,
  INTEGRATION_ID,
  seedChainDatabase,
  startChainService,
  watchingProcess,
} from "../../test/support/chain/chain-service.ts";
import { TOKEN_CONTRACTS_FOR_TESTS } from "../../test/support/chain/token-contracts.ts";
import { startPostgres, type PostgresCluster } from "../../test/support/postgres.ts";
import type { ServiceProcess } from "../../test/support/service-process.ts";
import { until } from "../../test/support/until.ts";
import { startReceiver, type Receiver } from "../../test/support/webhook-receiver.ts";
import { CUSTOMER } from "../testing.ts";

const USDT = TOKEN_CONTRACTS_FOR_TESTS("ethereum").USDT_ERC20 as string;
const CONFIRMATIONS = 2;

let postgres: PostgresCluster;
let url: string;
let anvil: Anvil;
let receiver: Receiver;
let services: ServiceProcess[] = [];

const alive = (service: ServiceProcess) => service.child.exitCode === null && service.child.signalCode === null;

beforeAll(async () => {
  [postgres, anvil, receiver] = await Promise.all([
    startPostgres(),
    startAnvil({ chainId: 1 }),
    startReceiver((res) => res.writeHead(204).end()),
  ]);
  await installToken(anvil, [USDT], 6);
  await anvil.send({ to: USDT, data: tokenCalls.mint(anvil.payer, 10n ** 12n) });
  url = await postgres.createDatabase();
  await seedChainDatabase(url, receiver.url);
  const env = { CHAIN_CONFIRMATIONS_ETHEREUM: String(CONFIRMATIONS) };
  services = await Promise.all([startChainService(anvil, url, env), startChainService(anvil, url, env)]);
}, 60_000);

afterAll(async () => {
  for (const service of services) if (alive(service)) service.child.kill("SIGKILL");
  await Promise.all(services.map((service) => service.exited));
  await receiver?.close();
  await anvil?.stop();
  await postgres?.stop();
}, 30_000);

async function createOrder(service: ServiceProcess): Promise<{ orderId: string; paymentAddress: string }> {
  const res = await service.call("POST", "/api/v1/order/payment", {
    integrationId: INTEGRATION_ID,
    assetId: "USDT_ERC20",
    amount: "25",
    customer: CUSTOMER,
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { orderId: string; paymentAddress: string };
}

const orderOf = async (service: ServiceProcess, orderId: string) =>
  (await (await service.call("GET", `/api/v1/orders/${orderId}`)).json()) as {
    status: string;
    primaryAmount: { amount: string };
    transactions: { hash: string; status: string }[];
  };

/** Samples each live process's /healthz until stopped: the most processes seen watching at once. */
function watchCounter() {
  let most = 0;
  let stopped = false;
  const running = (async () => {
    while (!stopped) {
      const health = await Promise.all(services.filter(alive).map((s) => chainHealth(s)));
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
    const first = await createOrder(other);
    const firstHash = await anvil.send({ to: USDT, data: tokenCalls.transfer(first.paymentAddress, 25_000_000n) });
    await until(async () => (await orderOf(other, first.orderId)).transactions.length === 1, "the first transfer detected", 20_000, 20);
    await anvil.mine(CONFIRMATIONS - 1);
    await until(async () => (await orderOf(other, first.orderId)).status === "completed", "the first order completed", 20_000, 20);

    holder.child.kill("SIGKILL");
    expect((await holder.exited).signal).toBe("SIGKILL");
    // Paid while nobody watches: the survivor takes the lease once it has run out, and reads on from the cursor.
    const second = await createOrder(other);
    const secondHash = await anvil.send({ to: USDT, data: tokenCalls.transfer(second.paymentAddress, 25_000_000n) });
    await anvil.mine(CONFIRMATIONS - 1);
    expect(await watchingProcess([other])).toBe(other);
    await until(async () => (await orderOf(other, second.orderId)).status === "completed", "the second order completed", 20_000, 20);
    await until(async () => (await chainHealth(other))?.cursor === (await anvil.head()), "the cursor at the head", 20_000, 20);
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
    const db = new pg.Client({ connectionString: url });
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
      new Set(receiver.requests.filter((r) => JSON.parse(r.body).data.id === orderId).map((r) => r.headers["webhook-id"]));
    await until(
      () => callbackIds(first.orderId).size === 1 && callbackIds(second.orderId).size === 1,
      "one callback per order",
      20_000,
      20,
    );
  }, 60_000);
});
