// A payout with two service processes on one PostgreSQL database (a throwaway cluster),
// watching one anvil node: the refund is asked on the process that does not watch, the
// merchant's transfer is seen by the one that does, that one is SIGKILLed before the
// confirmations, and the other takes the network over and completes the payout. Both
// processes read one payout, completed once, paid by the one transfer, which the database
// records once; the balance carries the one debit made when the refund was asked.
import pg from "pg";
import { beforeAll, describe, expect, it } from "vitest";
import {
  chainHealth,
  chainServicesOnAnvil,
  orderOf,
  temporaryPostgresDatabase,
  watchingProcess,
} from "../../test/support/chain/chain-service.ts";
import { paidThenRefunded, payoutIn, payoutOf, sendUsdtAs } from "../../test/support/chain/payouts-on-services.ts";
import type { ServiceProcess } from "../../test/support/service-process.ts";
import { until } from "../../test/support/until.ts";

const CONFIRMATIONS = 3;

const chain = chainServicesOnAnvil({ database: temporaryPostgresDatabase, confirmations: CONFIRMATIONS });
let services: ServiceProcess[] = [];

beforeAll(async () => {
  services = await Promise.all([chain.start(), chain.start()]);
}, 60_000);

describe("a payout with two processes on PostgreSQL", () => {
  it("is seen by the watching process, completed by the other after a SIGKILL, once: one transfer recorded, one debit", async () => {
    const holder = await watchingProcess(services);
    const other = services.find((s) => s !== holder) as ServiceProcess;
    const { paid, payoutId, destination } = await paidThenRefunded(chain, other, CONFIRMATIONS, "10");

    const hash = await sendUsdtAs(chain.anvil, paid.paymentAddress, destination, 10_000_000n);
    // The watcher saw it; the other process reads the same from the database.
    const seen = await payoutIn(holder, payoutId, "seen");
    expect(seen).toMatchObject({ hash, senderAddress: paid.paymentAddress });
    expect(await payoutOf(other, payoutId)).toEqual(seen);

    holder.child.kill("SIGKILL");
    expect((await holder.exited).signal).toBe("SIGKILL");
    await chain.anvil.mine(CONFIRMATIONS - 1);
    expect(await watchingProcess([other])).toBe(other);
    const done = await payoutIn(other, payoutId, "completed");
    expect(done).toMatchObject({ hash, senderAddress: paid.paymentAddress, seenAt: seen.seenAt });
    const head = await chain.anvil.head();
    await until(async () => (await chainHealth(other))?.cursor === head, "the cursor at the head", 30_000, 25);
    expect(await payoutOf(other, payoutId)).toEqual(done);
    const order = await orderOf(other, payoutId);
    expect(order.transactions.map((t) => [t.hash, t.status])).toEqual([[hash, "completed"]]);

    // The database's own account.
    const db = new pg.Client({ connectionString: chain.where });
    await db.connect();
    try {
      const payouts = await db.query<{ order_id: string; state: string; data: string }>("select order_id, state, data from payouts");
      expect(payouts.rows.map((r) => [r.order_id, r.state])).toEqual([[payoutId, "completed"]]);
      expect(JSON.parse(payouts.rows[0]?.data ?? "{}").paidBy).toMatchObject({ txHash: hash });
      // The transfer paid one payout, and no order counts it as money in.
      const orders = await db.query<{ id: string }>("select id from orders where data like $1", [`%${hash}%`]);
      expect(orders.rows.map((r) => r.id)).toEqual([payoutId]);
      const transfers = await db.query("select order_id, state from chain_transfers where tx_hash = $1", [hash]);
      expect(transfers.rows).toEqual([]);
      const balances = await db.query<{ amount: string }>("select amount from balances where asset_id = 'USDT_ERC20'");
      expect(balances.rows.map((r) => r.amount)).toEqual(["15.000000"]);
    } finally {
      await db.end();
    }
  }, 120_000);
});
