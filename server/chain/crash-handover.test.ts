// Two real service processes in chain mode over one SQLite file, watching one anvil node: one
// of them holds Ethereum's watcher lease. It is SIGKILLed mid-watch, between blocks or while it
// credits, twice, and started again; the other takes the network over once the lease
// runs out. Afterwards every order acknowledged is there, every payment is credited exactly
// once (no block skipped, none counted twice) with one callback each, and the cursor is at the head.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
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
import type { ServiceProcess } from "../../test/support/service-process.ts";
import { until } from "../../test/support/until.ts";
import { startReceiver, type Receiver } from "../../test/support/webhook-receiver.ts";
import { addCrypto } from "../../src/shared/index.ts";
import { CUSTOMER } from "../testing.ts";

const USDT = TOKEN_CONTRACTS_FOR_TESTS("ethereum").USDT_ERC20 as string;
const CONFIRMATIONS = 3;

let anvil: Anvil;
let receiver: Receiver;
let dir: string;
let file: string;
const started: ServiceProcess[] = [];

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 1 });
  await installToken(anvil, [USDT], 6);
  await anvil.send({ to: USDT, data: tokenCalls.mint(anvil.payer, 10n ** 12n) });
  receiver = await startReceiver((res) => res.writeHead(204).end());
  dir = mkdtempSync(join(tmpdir(), "chain-crash-"));
  file = join(dir, "checkout.sqlite");
  await seedChainDatabase(file, receiver.url);
}, 30_000);

afterAll(async () => {
  for (const s of started) if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill("SIGKILL");
  await Promise.all(started.map((s) => s.exited));
  await receiver?.close();
  await anvil?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const start = async () => {
  const service = await startChainService(anvil, file, { CHAIN_CONFIRMATIONS_ETHEREUM: String(CONFIRMATIONS) });
  started.push(service);
  return service;
};

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

describe("chain mode across processes", () => {
  it("survives SIGKILLs of the watching process mid-watch: the other takes over, no block skipped or doubled, nothing acknowledged lost", async () => {
    let services = [await start(), await start()];
    const paid: { orderId: string; hash: string }[] = [];
    let waiting = await createOrder(services[0] as ServiceProcess);
    for (let round = 0; round < 2; round++) {
      const holder = await watchingProcess(services);
      const survivor = services.find((s) => s !== holder) as ServiceProcess;
      // The order made before this round's kill is paid now; two more payments in blocks of their own.
      const hash = await anvil.send({ to: USDT, data: tokenCalls.transfer(waiting.paymentAddress, 25_000_000n) });
      paid.push({ orderId: waiting.orderId, hash });
      const next = await createOrder(holder);
      const also = await createOrder(survivor);
      paid.push({
        orderId: also.orderId,
        hash: await anvil.send({ to: USDT, data: tokenCalls.transfer(also.paymentAddress, 25_000_000n) }),
      });
      // Seen (the transfer is detected and listed), then the confirmations arrive and the watcher
      // is killed at once: before, during or after the tick that credits.
      await until(async () => (await orderOf(holder, also.orderId)).transactions.length === 1, "the transfer detected", 20_000, 20);
      await anvil.mine(CONFIRMATIONS);
      await new Promise((resolve) => setTimeout(resolve, round * 60));
      holder.child.kill("SIGKILL");
      expect((await holder.exited).signal).toBe("SIGKILL");
      // The order it acknowledged just before dying is there, and its address watched: paid next round.
      waiting = next;
      services = [survivor, await start()];
      expect((await orderOf(survivor, waiting.orderId)).status).toBe("inProgress");
    }
    const last = await anvil.send({ to: USDT, data: tokenCalls.transfer(waiting.paymentAddress, 25_000_000n) });
    paid.push({ orderId: waiting.orderId, hash: last });
    await anvil.mine(CONFIRMATIONS);
    const [reader] = services as [ServiceProcess];
    for (const { orderId } of paid) {
      await until(async () => (await orderOf(reader, orderId)).status === "completed", `order ${orderId} completed`, 30_000, 50);
    }
    for (const { orderId, hash } of paid) {
      const order = await orderOf(reader, orderId);
      // Credited once: a doubled block would count 50 and list the transfer twice.
      expect(order.primaryAmount.amount).toBe("25.000000");
      expect(order.transactions.map((x) => [x.hash, x.status])).toEqual([[hash, "completed"]]);
    }
    const holder = await watchingProcess(services);
    await until(async () => (await chainHealth(holder))?.cursor === (await anvil.head()), "the cursor at the head", 20_000, 50);

    // The database's own account: one credited record per payment, one callback row per order.
    const db = new SQLite(file, { readonly: true });
    try {
      const transfers = db.prepare("select order_id, state from chain_transfers").all() as { order_id: string; state: string }[];
      expect(transfers.map((t) => t.state)).toEqual(paid.map(() => "credited"));
      expect(new Set(transfers.map((t) => t.order_id))).toEqual(new Set(paid.map((p) => p.orderId)));
      const rows = db.prepare("select order_id, count(*) as n from outbox group by order_id").all() as { order_id: string; n: number }[];
      expect(rows.map((r) => r.n)).toEqual(paid.map(() => 1));
      const [balance] = db.prepare("select amount from balances where asset_id = 'USDT_ERC20'").all() as { amount: string }[];
      const fee = (await (await reader.call("GET", `/api/v1/orders/${paid[0]?.orderId}`)).json()) as {
        transactions: { totalAmount: { amount: string } }[];
      };
      const each = fee.transactions[0]?.totalAmount.amount ?? "";
      expect(balance?.amount).toBe(paid.reduce((sum) => addCrypto(sum, each), "0"));
    } finally {
      db.close();
    }
    await until(
      () => new Set(receiver.requests.map((r) => r.headers["webhook-id"])).size === paid.length,
      "one callback per order",
      20_000,
      50,
    );
  }, 120_000);
});
