// Two real service processes in chain mode over one SQLite file, watching one anvil node: one
// of them holds Ethereum's watcher lease. It is SIGKILLed mid-watch, between blocks or while it
// credits, twice, and started again; the other takes the network over once the lease
// runs out. Afterwards every order acknowledged is there, every payment is credited exactly
// once (no block skipped, none counted twice) with one callback each, and the cursor is at the head.
import SQLite from "better-sqlite3";
import { describe, expect, it } from "vitest";
import {
  chainHealth,
  chainServicesOnAnvil,
  createPayment,
  orderOf,
  temporarySqliteFile,
  watchingProcess,
} from "../../test/support/chain/chain-service.ts";
import type { ServiceProcess } from "../../test/support/service-process.ts";
import { until } from "../../test/support/until.ts";
import { addCrypto } from "../../src/shared/index.ts";

const CONFIRMATIONS = 3;

const chain = chainServicesOnAnvil({ database: temporarySqliteFile, confirmations: CONFIRMATIONS });

describe("chain mode across processes", () => {
  it("survives SIGKILLs of the watching process mid-watch: the other takes over, no block skipped or doubled, nothing acknowledged lost", async () => {
    let services = [await chain.start(), await chain.start()];
    const paid: { orderId: string; hash: string }[] = [];
    let waiting = await createPayment(services[0] as ServiceProcess);
    for (let round = 0; round < 2; round++) {
      const holder = await watchingProcess(services);
      const survivor = services.find((s) => s !== holder) as ServiceProcess;
      // The order made before this round's kill is paid now; two more payments in blocks of their own.
      const hash = await chain.pay(waiting.paymentAddress);
      paid.push({ orderId: waiting.orderId, hash });
      const next = await createPayment(holder);
      const also = await createPayment(survivor);
      paid.push({
        orderId: also.orderId,
        hash: await chain.pay(also.paymentAddress),
      });
      // Seen (the transfer is detected and listed), then the confirmations arrive and the watcher
      // is killed at once: before, during or after the tick that credits.
      await until(async () => (await orderOf(holder, also.orderId)).transactions.length === 1, "the transfer detected", 20_000, 20);
      await chain.anvil.mine(CONFIRMATIONS);
      await new Promise((resolve) => setTimeout(resolve, round * 60));
      holder.child.kill("SIGKILL");
      expect((await holder.exited).signal).toBe("SIGKILL");
      // The order it acknowledged just before dying is there, and its address watched: paid next round.
      waiting = next;
      services = [survivor, await chain.start()];
      expect((await orderOf(survivor, waiting.orderId)).status).toBe("inProgress");
    }
    const last = await chain.pay(waiting.paymentAddress);
    paid.push({ orderId: waiting.orderId, hash: last });
    await chain.anvil.mine(CONFIRMATIONS);
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
    await until(async () => (await chainHealth(holder))?.cursor === (await chain.anvil.head()), "the cursor at the head", 20_000, 50);

    // The database's own account: one credited record per payment, one callback row per order.
    const db = new SQLite(chain.where, { readonly: true });
    try {
      const transfers = db.prepare("select order_id, state from chain_transfers").all() as { order_id: string; state: string }[];
      expect(transfers.map((t) => t.state)).toEqual(paid.map(() => "credited"));
      expect(new Set(transfers.map((t) => t.order_id))).toEqual(new Set(paid.map((p) => p.orderId)));
      const rows = db.prepare("select order_id, count(*) as n from outbox group by order_id").all() as { order_id: string; n: number }[];
      expect(rows.map((r) => r.n)).toEqual(paid.map(() => 1));
      const [balance] = db.prepare("select amount from balances where asset_id = 'USDT_ERC20'").all() as { amount: string }[];
      const fee = await orderOf(reader, paid[0]?.orderId as string);
      const each = fee.transactions[0]?.totalAmount.amount ?? "";
      expect(balance?.amount).toBe(paid.reduce((sum) => addCrypto(sum, each), "0"));
    } finally {
      db.close();
    }
    await until(
      () => new Set(chain.receiver.requests.map((r) => r.headers["webhook-id"])).size === paid.length,
      "one callback per order",
      20_000,
      50,
    );
  }, 120_000);
});
