// An order made and paid while a tick runs, after the watcher loaded its addresses and before it
// asked the node for its head: the head then holds the payment's block, so the addresses the
// range is read for must be loaded after the head, not before. Loaded before, the block is read
// without the new address and the cursor passes it; the next tick, with nothing mined since, has
// no range to read, and the payment stays unseen until the next block comes (on a chain that
// stopped, or a test that waits for it, never). Seen across processes: an order made on one
// process just before the payment, while another holds the watcher. The open payouts, whose
// destinations the range is also read for, are read after the head for the same reason.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTokenAnvil, tokenCalls, type Anvil } from "../../test/support/chain/anvil.ts";
import { startChainApp, TOKEN_CONTRACTS_FOR_TESTS, type ChainApp } from "../../test/support/chain/chain-app.ts";
import type { CreatedOrder } from "../../test/support/chain/orders.ts";
import type { Repository } from "../store/index.ts";
import { CUSTOMER, INTEGRATION_ID, testRepository } from "../testing.ts";
import { creditAsPaid } from "../../test/support/chain/payout-app.ts";

const USDT = TOKEN_CONTRACTS_FOR_TESTS("ethereum").USDT_ERC20 as string;

let anvil: Anvil;
let t: ChainApp;
let store: Repository;
/** Run once each, right after the watcher's next load of its addresses, or of the open payouts. */
const after: Record<"addresses" | "payouts", (() => Promise<void>) | null> = { addresses: null, payouts: null };

/** `read` as it is, then the hook of `slot` run (and let go) before its rows are handed back. */
function thenHook<A extends unknown[], R>(slot: keyof typeof after, read: (...args: A) => Promise<R>) {
  return async (...args: A): Promise<R> => {
    const rows = await read(...args);
    const hook = after[slot];
    after[slot] = null;
    await hook?.();
    return rows;
  };
}
/** anvil's second default account: the operator's declared payout wallet here. */
const DECLARED = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
const DESTINATION = "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC";

beforeAll(async () => {
  anvil = await startTokenAnvil({ chainId: 1, tokens: [USDT], decimals: 6 });
  store = await testRepository();
  store.chain.addressesSince = thenHook("addresses", store.chain.addressesSince.bind(store.chain));
  store.payouts.open = thenHook("payouts", store.payouts.open.bind(store.payouts));
  t = await startChainApp(anvil, "ethereum", { CHAIN_CONFIRMATIONS_ETHEREUM: "1", PAYOUT_ADDRESSES_ETHEREUM: DECLARED }, store);
}, 30_000);

afterAll(async () => {
  await t?.close();
  await store?.close();
  await anvil?.stop();
});

describe("addresses loaded for a tick", () => {
  it("include an order paid between the load and the head's read: the payment is seen without waiting for another block", async () => {
    await t.watcher.tick();
    let order: CreatedOrder | null = null;
    let hash = "";
    after.addresses = async () => {
      order = await t.createOrder("payment", "USDT_ERC20", "25");
      hash = await anvil.send({ to: USDT, data: tokenCalls.transfer(order.paymentAddress, 25_000_000n) });
    };
    await t.watcher.tick();
    expect(after.addresses).toBeNull();
    const paid = order as CreatedOrder | null;
    if (!paid) throw new Error("no order was made during the tick");
    // The next tick sees it, with nothing mined since; one confirmation (the block holding it)
    // is all it needs, and the tick after, its block read again by hash, credits it.
    await t.watcher.tick();
    expect((await t.order(paid.orderId)).transactions.map((x: { hash: string }) => x.hash)).toEqual([hash]);
    await t.watcher.tick();
    expect((await t.order(paid.orderId)).status).toBe("completed");
  }, 30_000);

  it("include a payout paid between the read of the open payouts and the head's: its transfer is seen without waiting for another block", async () => {
    const funds = await t.createOrder("payment", "USDT_ERC20", "5");
    await creditAsPaid(store, funds.orderId, "5.000000", DESTINATION);
    await t.watcher.tick();
    let payoutId = "";
    let hash = "";
    after.payouts = async () => {
      const res = await t.call("POST", "/api/v1/order/withdrawal", {
        integrationId: INTEGRATION_ID,
        assetId: "USDT_ERC20",
        amount: "4",
        destinationAddress: DESTINATION,
        customer: CUSTOMER,
      });
      payoutId = ((await res.json()) as { orderId: string }).orderId;
      await anvil.rpc("anvil_impersonateAccount", [DECLARED]);
      await anvil.send({ to: USDT, data: tokenCalls.mint(DECLARED, 4_000_000n) });
      hash = await anvil.send({ from: DECLARED, to: USDT, data: tokenCalls.transfer(DESTINATION, 4_000_000n) });
    };
    await t.watcher.tick();
    expect(after.payouts).toBeNull();
    expect(payoutId).not.toBe("");
    await t.watcher.tick();
    expect((await t.order(payoutId)).payout).toMatchObject({ hash, senderAddress: DECLARED });
  }, 30_000);
});
