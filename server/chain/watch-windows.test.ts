// How long an order's address is watched, against a real node (anvil): a deposit address for
// ever, a completed payment's for its late window (CHAIN_LATE_WINDOW_DAYS) only. The clock is
// moved past the window, and the network changes watcher on the way, as when a process dies:
// the window one watcher set is kept by the one that takes the network over.
import { describe, expect, it } from "vitest";
import { tokenCalls } from "../../test/support/chain/anvil.ts";
import { chainAppOnAnvil, otherProcessWatcher, TOKEN_CONTRACTS_FOR_TESTS } from "../../test/support/chain/chain-app.ts";
import { until } from "../../test/support/until.ts";
import { manualClock } from "../domain/clock.ts";

const USDT = TOKEN_CONTRACTS_FOR_TESTS("ethereum").USDT_ERC20 as string;
const CONFIRMATIONS = 2;
const DAY = 86_400_000;

const chain = chainAppOnAnvil(
  "ethereum",
  { chainId: 1, tokens: [USDT], decimals: 6 },
  { CHAIN_LATE_WINDOW_DAYS: "1", CHAIN_CONFIRMATIONS_ETHEREUM: String(CONFIRMATIONS) },
);

/** Another process's watcher, on a clock of its own that starts at `startsAt`. */
function processWatcher(owner: string, startsAt: number) {
  const clock = manualClock(new Date(startsAt).toISOString());
  return { watcher: otherProcessWatcher(chain.app, owner, clock), clock };
}

const pay = (to: string, amount: bigint) => chain.anvil.send({ to: USDT, data: tokenCalls.transfer(to, amount * 1_000_000n) });
const callbacksOf = (orderId: string) => chain.app.receiver.requests.filter((r) => JSON.parse(r.body).data.id === orderId);

describe("the addresses chain mode watches", () => {
  it("credits a deposit address's transfer after the late window, and lets a completed payment's address go after it, across a change of watcher", async () => {
    const deposit = await chain.app.createOrder("deposit", "USDT_ERC20");
    const payment = await chain.app.createOrder("payment", "USDT_ERC20", "25");
    // The watchers' clocks start four days back and end one day back: a callback they queue is due
    // at once for the dispatcher, which runs on the real clock.
    const now = Date.now() - 4 * DAY;
    // Process B watches first: both addresses are in its memory while the payment is open.
    const b = processWatcher("process-b", now);
    expect(await b.watcher.tick()).toBe("caught-up");
    expect(b.watcher.watchedCount()).toBe(2);

    // B stops renewing (its process died); a minute later A takes the network and credits both.
    const a = processWatcher("process-a", now + 60_000);
    await pay(deposit.paymentAddress, 10n);
    const paid = await pay(payment.paymentAddress, 25n);
    expect(await a.watcher.tick()).toBe("caught-up");
    await chain.anvil.mine(CONFIRMATIONS - 1);
    await a.watcher.tick();
    expect(await chain.app.order(payment.orderId)).toMatchObject({ status: "completed", primaryAmount: { amount: "25.000000" } });
    expect(await chain.app.order(deposit.orderId)).toMatchObject({ status: "completed", primaryAmount: { amount: "10.000000" } });

    // Three days on (the window is one day), A is gone in turn and B takes the network back.
    a.clock.advance(3 * DAY);
    b.clock.advance(3 * DAY);
    const again = await pay(deposit.paymentAddress, 5n);
    await pay(payment.paymentAddress, 5n);
    expect(await b.watcher.tick()).toBe("caught-up");
    await chain.anvil.mine(CONFIRMATIONS - 1);
    await b.watcher.tick();

    // The deposit address is watched for ever: its transfer is credited, with its own callback.
    const depositRead = await chain.app.order(deposit.orderId);
    expect(depositRead).toMatchObject({ status: "completed", primaryAmount: { amount: "15.000000" } });
    expect(depositRead.transactions.find((x: { hash: string }) => x.hash === again)).toMatchObject({ status: "completed" });
    // The payment's address was let go with its window: the late transfer is not seen at all.
    const paymentRead = await chain.app.order(payment.orderId);
    expect(paymentRead).toMatchObject({ status: "completed", primaryAmount: { amount: "25.000000" } });
    expect(paymentRead.transactions.map((x: { hash: string }) => x.hash)).toEqual([paid]);
    expect(await chain.app.store.chain.transfersOfOrder(payment.orderId)).toHaveLength(1);
    expect(b.watcher.watchedCount()).toBe(1);

    await chain.app.webhooks.idle();
    await until(() => callbacksOf(deposit.orderId).length === 2, "the deposit's two callbacks");
    expect(callbacksOf(payment.orderId)).toHaveLength(1);
  }, 20_000);
});
