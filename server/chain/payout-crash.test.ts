// A payout across a crash: the real service as a process in chain mode on anvil, over one
// SQLite file. The merchant's transfer is seen at 1 of 3 confirmations (its hash and sender on
// the read), the process is SIGKILLed, the confirmations arrive while nothing watches, and a
// new process completes the payout exactly once: the same transfer, one debit (the one made
// when the refund was asked), nothing more taken from the balance or written twice.
import SQLite from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { chainHealth, chainServicesOnAnvil, orderOf, temporarySqliteFile } from "../../test/support/chain/chain-service.ts";
import { paidThenRefunded, payoutIn, payoutOf, sendUsdtAs } from "../../test/support/chain/payouts-on-services.ts";
import { until } from "../../test/support/until.ts";

const CONFIRMATIONS = 3;

const chain = chainServicesOnAnvil({ database: temporarySqliteFile, confirmations: CONFIRMATIONS });

/** The database's own account: the integration's USDT balance, and the payout rows. */
function books() {
  const db = new SQLite(chain.where, { readonly: true });
  try {
    const [balance] = db.prepare("select amount from balances where asset_id = 'USDT_ERC20'").all() as { amount: string }[];
    const payouts = db.prepare("select order_id, state from payouts").all() as { order_id: string; state: string }[];
    return { balance: balance?.amount, payouts };
  } finally {
    db.close();
  }
}

describe("a payout across a SIGKILL", () => {
  it("seen at 1 of 3 confirmations, the process SIGKILLed, restarted at 3: completed once, with its hash and sender, one debit", async () => {
    const first = await chain.start();
    const { paid, payoutId, destination } = await paidThenRefunded(chain, first, CONFIRMATIONS, "10");
    // Debited once, when the refund was asked: 25 credited less 10 (no service fee on payouts by default).
    const debited = books().balance;
    expect(debited).toBe("15.000000");

    const hash = await sendUsdtAs(chain.anvil, paid.paymentAddress, destination, 10_000_000n);
    const seen = await payoutIn(first, payoutId, "seen");
    expect(seen).toMatchObject({ hash, senderAddress: paid.paymentAddress });
    expect(seen.completedAt).toBeUndefined();

    first.child.kill("SIGKILL");
    expect((await first.exited).signal).toBe("SIGKILL");
    // The confirmations arrive while no process watches.
    await chain.anvil.mine(CONFIRMATIONS - 1);

    const second = await chain.start();
    const done = await payoutIn(second, payoutId, "completed");
    expect(done).toMatchObject({ hash, senderAddress: paid.paymentAddress, seenAt: seen.seenAt });
    const order = await orderOf(second, payoutId);
    expect(order.status).toBe("completed");
    expect(order.transactions.map((t) => [t.hash, t.status])).toEqual([[hash, "completed"]]);

    // More blocks, read again over the overlap: the completion stands as it was, written once.
    await chain.anvil.mine(CONFIRMATIONS + 1);
    const head = await chain.anvil.head();
    await until(async () => (await chainHealth(second))?.cursor === head, "the cursor at the head", 30_000, 25);
    expect(await payoutOf(second, payoutId)).toEqual(done);
    expect(books()).toEqual({ balance: debited, payouts: [{ order_id: payoutId, state: "completed" }] });
    // The payment it refunds is untouched: still its one transfer, credited once.
    const payment = await orderOf(second, paid.orderId);
    expect(payment.transactions).toHaveLength(1);
    expect(payment.primaryAmount.amount).toBe("25.000000");
  }, 120_000);
});
