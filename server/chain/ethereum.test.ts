// Chain mode on Ethereum, against a real node (anvil) with the test token at the pinned USDT
// and USDC contracts: addresses from the xpub, detection, confirmations, reorgs before the
// credit, tokens that do not count, part payments and several transfers in one transaction.
import { describe, expect, it } from "vitest";
import { deployToken, tokenCalls } from "../../test/support/chain/anvil.ts";
import {
  chainAppOnAnvil,
  otherProcessWatcher,
  startChainApp,
  TOKEN_CONTRACTS_FOR_TESTS,
  type ChainApp,
} from "../../test/support/chain/chain-app.ts";
import { EVM_ADDRESSES, TEST_XPUB_EVM_SECOND_ACCOUNT } from "../../test/support/chain/keys.ts";
import { until } from "../../test/support/until.ts";
import { systemClock, manualClock, type Clock } from "../domain/clock.ts";
import { verifyWebhook } from "../webhooks/index.ts";
import { watchOnlyKey } from "./watch-only-keys.ts";

const USDT = TOKEN_CONTRACTS_FOR_TESTS("ethereum").USDT_ERC20 as string;
const USDC = TOKEN_CONTRACTS_FOR_TESTS("ethereum").USDC_ERC20 as string;
const units = (amount: string) => BigInt(Math.round(Number(amount) * 1e6));

const chain = chainAppOnAnvil("ethereum", { chainId: 1, tokens: [USDT, USDC], decimals: 6 });

const pay = (to: string, amount: string, token = USDT) => chain.anvil.send({ to: token, data: tokenCalls.transfer(to, units(amount)) });
const callbacksOf = (orderId: string) =>
  chain.app.receiver.requests.filter((r) => {
    const data = (JSON.parse(r.body) as { data: { orderId?: string; id?: string } }).data;
    return (data.orderId ?? data.id) === orderId;
  });

describe("chain mode on Ethereum", () => {
  it("hands out the xpub's addresses 0/0, 0/1 in order (ETH and the tokens share one sequence), disables unwatched networks, has no sandbox", async () => {
    const first = await chain.app.createOrder("payment", "USDT_ERC20");
    const second = await chain.app.createOrder("deposit", "ETH");
    expect([first.paymentAddress, second.paymentAddress]).toEqual(EVM_ADDRESSES);

    const assets = (await (await chain.app.call("GET", "/api/v1/assets")).json()) as { assets: { id: string; disabled: boolean }[] };
    const disabled = Object.fromEntries(assets.assets.map((a) => [a.id, a.disabled]));
    expect(disabled).toMatchObject({ ETH: false, USDT_ERC20: false, TRX: true, USDT_TRC20: true, USDT_BEP20: true, BNB: true });
    const refused = await chain.app.call("POST", "/api/v1/order/payment", {
      integrationId: "int_seed",
      assetId: "USDT_TRC20",
      amount: "25",
      customer: { type: "individual", firstName: "A", lastName: "B" },
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain("disabled");
    // A refused creation spent no index: the next order gets 0/2.
    const third = await chain.app.createOrder("payment", "USDC_ERC20");
    expect(third.paymentAddress).not.toBe(first.paymentAddress);

    expect((await chain.app.call("POST", `/_sandbox/orders/${first.orderId}/payments`, {})).status).toBe(404);
    expect((await chain.app.call("POST", "/_sandbox/reset", {})).status).toBe(404);
  });

  it("gives Ethereum and BSC orders one index sequence, and records a token sent on Ethereum to a BSC order's address as unexpected", async () => {
    // Both networks configured (BSC's node named a test network here); another account, from the head on.
    const both = await startChainApp(chain.anvil, "ethereum", {
      CHAIN_RPC_URL_BSC: chain.anvil.url,
      CHAIN_ID_BSC: "1",
      CHAIN_START_BLOCK_ETHEREUM: String(await chain.anvil.head()),
      XPUB_EVM: TEST_XPUB_EVM_SECOND_ACCOUNT,
    });
    try {
      const orders = [
        await both.createOrder("payment", "USDT_ERC20", "25"),
        await both.createOrder("payment", "USDT_BEP20", "25"),
        await both.createOrder("deposit", "ETH"),
        await both.createOrder("deposit", "BNB"),
      ];
      const key = watchOnlyKey(TEST_XPUB_EVM_SECOND_ACCOUNT, "evm", "XPUB_EVM");
      expect(orders.map((o) => o.paymentAddress)).toEqual([0, 1, 2, 3].map((i) => key.addressAt(i)));
      const bsc = orders[1] as { orderId: string; paymentAddress: string };
      // USDT on Ethereum to the address of an order that asked for USDT on BSC: the wrong network's money.
      await pay(bsc.paymentAddress, "25");
      await both.watcher.tick();
      await chain.anvil.mine(12);
      await both.watcher.tick();
      expect(await both.order(bsc.orderId)).toMatchObject({ status: "inProgress", transactions: [] });
      const recorded = await both.store.chain.transfersOfOrder(bsc.orderId);
      expect(recorded.map((r) => r.state)).toEqual(["unexpected"]);
      expect((await both.portalOrder(bsc.orderId)).chainNotes?.map((n) => n.kind)).toEqual(["unexpected"]);
    } finally {
      await both.close();
    }
  });

  it("pays 25 USDT_ERC20: detected with its hash and sender at once, completed after 12 confirmations, with one verified callback", async () => {
    const order = await chain.app.createOrder("payment", "USDT_ERC20", "25");
    const hash = await pay(order.paymentAddress, "25");
    await chain.app.watcher.tick();
    const seen = await chain.app.payerView(order.orderId);
    const listed = seen.transactions.find((x: { hash: string }) => x.hash === hash);
    expect(listed).toMatchObject({ status: "pending", confirmations: 1, requiredConfirmations: 12 });
    // The payer's page names the wallet the transfer came from.
    expect(listed.senderAddress.toLowerCase()).toBe(chain.anvil.payer.toLowerCase());
    const merchant = await chain.app.order(order.orderId);
    expect(merchant.status).toBe("inProgress");
    expect(merchant.transactions[0]).toMatchObject({ hash, status: "pending" });
    const [recorded] = await chain.app.store.chain.transfersOfOrder(order.orderId);
    expect(`0x${recorded?.from}`).toBe(chain.anvil.payer.toLowerCase());

    await chain.anvil.mine(10); // 11 confirmations: not yet
    await chain.app.watcher.tick();
    expect((await chain.app.order(order.orderId)).status).toBe("inProgress");
    expect((await chain.app.payerView(order.orderId)).transactions[0].confirmations).toBe(11);
    await chain.anvil.mine(1);
    await chain.app.watcher.tick();
    const done = await chain.app.order(order.orderId);
    expect(done.status).toBe("completed");
    expect(done.primaryAmount.amount).toBe("25.000000");
    await chain.app.watcher.tick(); // a tick more credits nothing twice
    await chain.app.webhooks.idle();
    await until(() => callbacksOf(order.orderId).length > 0, "the callback");
    const callbacks = callbacksOf(order.orderId);
    expect(callbacks).toHaveLength(1);
    const [callback] = callbacks;
    expect(verifyWebhook({ secret: chain.app.secret, headers: callback?.headers ?? {}, body: callback?.body ?? "" })).toBe(true);
    expect(JSON.parse(callback?.body ?? "{}").data.status).toBe("completed");
  });

  it("pays 0.5 ETH: a top-level transaction's value, detected with its sender, credited after 12 confirmations", async () => {
    const order = await chain.app.createOrder("payment", "ETH", "0.5");
    const hash = await chain.anvil.send({ to: order.paymentAddress, value: 5n * 10n ** 17n });
    await chain.app.watcher.tick();
    expect((await chain.app.payerView(order.orderId)).transactions).toMatchObject([
      { hash, status: "pending", confirmations: 1, requiredConfirmations: 12 },
    ]);
    const [listed] = (await chain.app.order(order.orderId)).transactions;
    const sent = await (await chain.app.call("GET", `/api/v1/orders/${order.orderId}/transactions/${listed.id}`)).json();
    expect(sent.senderAddress.toLowerCase()).toBe(chain.anvil.payer.toLowerCase());
    await chain.anvil.mine(11);
    await chain.app.watcher.tick();
    expect(await chain.app.order(order.orderId)).toMatchObject({ status: "completed", primaryAmount: { amount: "0.500000" } });
  });

  it("watches a completed payment's address for its late window: a late payment within it is credited as late; with no window it is not seen", async () => {
    const credit = async (app: ChainApp, order: { paymentAddress: string }) => {
      const hash = await pay(order.paymentAddress, "25");
      await app.watcher.tick();
      await chain.anvil.mine(11);
      await app.watcher.tick();
      return hash;
    };
    const order = await chain.app.createOrder("payment", "USDT_ERC20", "25");
    await credit(chain.app, order);
    expect((await chain.app.order(order.orderId)).status).toBe("completed");
    const late = await credit(chain.app, order);
    const read = await chain.app.order(order.orderId);
    expect(read.transactions.find((x: { hash: string }) => x.hash === late)).toMatchObject({ status: "completed" });
    expect((await chain.app.payerView(order.orderId)).transactions.find((x: { hash: string }) => x.hash === late)).toMatchObject({
      late: true,
    });

    // CHAIN_LATE_WINDOW_DAYS=0: the address is let go once the payment completes.
    // (Another account's addresses: this app's payments are nothing to the other app's orders.)
    const closed = await startChainApp(chain.anvil, "ethereum", {
      CHAIN_LATE_WINDOW_DAYS: "0",
      CHAIN_START_BLOCK_ETHEREUM: String(await chain.anvil.head()),
      XPUB_EVM: TEST_XPUB_EVM_SECOND_ACCOUNT,
    });
    try {
      const gone = await closed.createOrder("payment", "USDT_ERC20", "25");
      await credit(closed, gone);
      expect((await closed.order(gone.orderId)).status).toBe("completed");
      await credit(closed, gone);
      expect((await closed.order(gone.orderId)).transactions).toHaveLength(1);
      expect(await closed.store.chain.transfersOfOrder(gone.orderId)).toHaveLength(1);
    } finally {
      await closed.close();
    }
  }, 20_000);

  it("lets one watcher scan a network at a time; another takes the lease only once it has run out unrenewed", async () => {
    const order = await chain.app.createOrder("payment", "USDT_ERC20", "25");
    await chain.app.watcher.tick(); // the usual watcher holds the lease
    const later = manualClock(new Date(Date.now() + 60_000).toISOString());
    const other = (clock: Clock) => otherProcessWatcher(chain.app, "second-process", clock);
    expect(await other(systemClock).tick()).toBe("idle");
    const hash = await pay(order.paymentAddress, "25");
    // A minute later, nobody renewed it: the second one takes over and reads on from the cursor.
    const second = other(later);
    expect(await second.tick()).toBe("caught-up");
    expect((await chain.app.payerView(order.orderId)).transactions.map((x: { hash: string }) => x.hash)).toEqual([hash]);
    expect(await chain.app.watcher.tick()).toBe("idle");
    // Its lease runs out in turn (the usual one's clock is a minute behind: it is given back),
    // and the usual one credits what the second one detected, once.
    await chain.app.store.chain.takeLease("ethereum", "second-process", new Date(0).toISOString(), later.now().toISOString());
    expect(await chain.app.watcher.tick()).not.toBe("idle");
    await chain.anvil.mine(11);
    await chain.app.watcher.tick();
    expect(await chain.app.order(order.orderId)).toMatchObject({ status: "completed", primaryAmount: { amount: "25.000000" } });
  });

  it("drops a transfer whose block a reorg replaced before the credit, sends no callback, and completes once when paid again", async () => {
    const order = await chain.app.createOrder("payment", "USDT_ERC20", "25");
    const snapshot = await chain.anvil.rpc<string>("evm_snapshot");
    const lost = await pay(order.paymentAddress, "25");
    await chain.app.watcher.tick();
    expect((await chain.app.payerView(order.orderId)).transactions.map((x: { hash: string }) => x.hash)).toEqual([lost]);
    // The chain goes back to before the payment and grows a longer fork without it.
    await chain.anvil.rpc("evm_revert", [snapshot]);
    await chain.anvil.mine(3);
    await chain.app.watcher.tick();
    const view = await chain.app.payerView(order.orderId);
    expect(view.transactions).toEqual([]);
    await chain.anvil.mine(15);
    await chain.app.watcher.tick();
    expect((await chain.app.order(order.orderId)).status).toBe("inProgress");

    // anvil_reorg: the tip re-mined empty, taking the second payment's block with it.
    const again = await pay(order.paymentAddress, "25");
    await chain.app.watcher.tick();
    expect((await chain.app.payerView(order.orderId)).transactions.map((x: { hash: string }) => x.hash)).toEqual([again]);
    await chain.anvil.rpc("anvil_reorg", [1, []]);
    await chain.app.watcher.tick();
    expect((await chain.app.payerView(order.orderId)).transactions).toEqual([]);

    const paid = await pay(order.paymentAddress, "25");
    await chain.app.watcher.tick();
    await chain.anvil.mine(11);
    await chain.app.watcher.tick();
    const done = await chain.app.order(order.orderId);
    expect(done.status).toBe("completed");
    expect(done.transactions.map((x: { hash: string }) => x.hash)).toEqual([paid]);
    await chain.app.webhooks.idle();
    await until(() => callbacksOf(order.orderId).length > 0, "the callback");
    await chain.app.watcher.tick();
    await chain.app.webhooks.idle();
    expect(callbacksOf(order.orderId)).toHaveLength(1);
  }, 20_000);

  it("never reverses a credit under a reorg deeper than the confirmations: moved when the fork includes the transfer again, flagged when it is gone", async () => {
    await chain.anvil.mine(20); // the reorgs below reach no earlier test's transfer
    const health = chain.app.mode.health.ethereum;
    const flaggedBefore = health?.reorgsAfterCredit;
    const credit = async (amount = "25") => {
      const order = await chain.app.createOrder("payment", "USDT_ERC20", amount);
      const hash = await pay(order.paymentAddress, amount);
      await chain.app.watcher.tick();
      await chain.anvil.mine(11);
      await chain.app.watcher.tick();
      expect(await chain.app.order(order.orderId)).toMatchObject({ status: "completed", primaryAmount: { amount: "25.000000" } });
      return { ...order, hash };
    };

    // A 16-block reorg whose fork holds the same transaction, two blocks later than before.
    const moved = await credit();
    const raw = await chain.anvil.rpc<string>("eth_getRawTransactionByHash", [moved.hash]);
    const [before] = await chain.app.store.chain.transfersOfOrder(moved.orderId);
    await chain.anvil.rpc("anvil_reorg", [16, [[raw, 3]]]);
    await chain.app.watcher.tick();
    const receipt = await chain.anvil.rpc<{ blockNumber: string; blockHash: string }>("eth_getTransactionReceipt", [moved.hash]);
    const [after] = await chain.app.store.chain.transfersOfOrder(moved.orderId);
    expect(receipt.blockHash).not.toBe(before?.blockHash);
    expect(after).toMatchObject({
      state: "credited",
      blockNumber: Number(receipt.blockNumber),
      blockHash: receipt.blockHash,
      reincludedAt: expect.any(String),
    });
    expect(health?.reorgsAfterCredit).toBe(flaggedBefore);

    // The chain goes back to before a credited payment and grows longer without it.
    const snapshot = await chain.anvil.rpc<string>("evm_snapshot");
    const gone = await credit();
    await chain.anvil.rpc("evm_revert", [snapshot]);
    await chain.anvil.mine(20);
    await chain.app.watcher.tick();
    const [flagged] = await chain.app.store.chain.transfersOfOrder(gone.orderId);
    expect(flagged).toMatchObject({ state: "credited", reorgedAfterCredit: expect.any(String) });
    expect(flagged?.reincludedAt).toBeUndefined();
    expect(health?.reorgsAfterCredit).toBe((flaggedBefore ?? 0) + 1);
    // Not reversed, and no second callback: the order stays completed with what was credited.
    for (const order of [moved, gone]) {
      const read = await chain.app.order(order.orderId);
      expect(read).toMatchObject({ status: "completed", primaryAmount: { amount: "25.000000" } });
      expect(read.transactions.map((x: { hash: string }) => x.hash)).toEqual([order.hash]);
    }
    // The merchant is told in the portal's view of each order.
    expect((await chain.app.portalOrder(gone.orderId)).chainNotes).toMatchObject([
      { kind: "removedAfterCredit", hash: gone.hash, amount: "25.000000" },
    ]);
    expect((await chain.app.portalOrder(moved.orderId)).chainNotes).toMatchObject([{ kind: "movedAfterCredit", hash: moved.hash }]);
    await chain.app.webhooks.idle();
    await until(() => callbacksOf(gone.orderId).length > 0, "the callback");
    expect([callbacksOf(moved.orderId).length, callbacksOf(gone.orderId).length]).toEqual([1, 1]);
  }, 20_000);

  it("records a same-symbol token from another contract, and the other pinned token, as unexpected: never credited", async () => {
    const order = await chain.app.createOrder("payment", "USDT_ERC20", "25");
    const fake = await deployToken(chain.anvil, 6);
    await chain.anvil.send({ to: fake, data: tokenCalls.mint(chain.anvil.payer, units("100")) });
    await pay(order.paymentAddress, "25", fake);
    await pay(order.paymentAddress, "25", USDC);
    await chain.app.watcher.tick();
    await chain.anvil.mine(20);
    await chain.app.watcher.tick();
    await chain.app.watcher.tick();
    const read = await chain.app.order(order.orderId);
    expect(read.status).toBe("inProgress");
    expect(read.transactions).toEqual([]);
    const recorded = await chain.app.store.chain.transfersOfOrder(order.orderId);
    expect(recorded.map((r) => r.state)).toEqual(["unexpected", "unexpected"]);
    expect(recorded.map((r) => r.reason).join(" ")).toMatch(/does not accept.*|USDC_ERC20 sent/);
    // The merchant sees both in the portal's order view, with their hashes and sender.
    const notes = (await chain.app.portalOrder(order.orderId)).chainNotes ?? [];
    expect(notes.map((n) => [n.kind, n.amount, n.units, n.senderAddress.toLowerCase()]).sort()).toEqual(
      [
        ["unexpected", null, "25000000", chain.anvil.payer.toLowerCase()],
        ["unexpected", "25.000000", "25000000", chain.anvil.payer.toLowerCase()],
      ].sort(),
    );
    expect(notes.find((n) => n.amount === null)?.contract?.toLowerCase()).toBe(fake.toLowerCase());
  });

  it("overpaid: 30.5 of 25 in one transfer, and 20 + 10 of 25 in one transaction, each completes with the sandbox's overpaid amount and one callback", async () => {
    const one = await chain.app.createOrder("payment", "USDT_ERC20", "25");
    const two = await chain.app.createOrder("payment", "USDT_ERC20", "25");
    await pay(one.paymentAddress, "30.5");
    await chain.anvil.send({
      to: USDT,
      data: tokenCalls.batch([
        { to: two.paymentAddress, value: units("20") },
        { to: two.paymentAddress, value: units("10") },
      ]),
    });
    await chain.app.watcher.tick();
    // Detected, not yet confirmed: nothing is overpaid before it is received.
    expect(await chain.app.payerView(one.orderId)).toMatchObject({ status: "inProgress", pendingAmount: { amount: "30.500000" } });
    expect((await chain.app.payerView(one.orderId)).overpaidAmount.amount).toBe("0.000000");
    await chain.anvil.mine(11);
    await chain.app.watcher.tick();
    await chain.app.watcher.tick(); // a tick more credits nothing twice
    for (const [order, received, overpaid] of [
      [one, "30.500000", "5.500000"],
      [two, "30.000000", "5.000000"],
    ] as const) {
      expect(await chain.app.order(order.orderId)).toMatchObject({ status: "completed", primaryAmount: { amount: received } });
      expect(await chain.app.payerView(order.orderId)).toMatchObject({
        status: "completed",
        receivedAmount: { amount: received },
        remainingAmount: { amount: "0.000000" },
        overpaidAmount: { amount: overpaid, currency: "USDT" },
      });
      await chain.app.webhooks.idle();
      await until(() => callbacksOf(order.orderId).length > 0, "the callback");
      const callbacks = callbacksOf(order.orderId);
      expect(callbacks).toHaveLength(1);
      expect(verifyWebhook({ secret: chain.app.secret, headers: callbacks[0]?.headers ?? {}, body: callbacks[0]?.body ?? "" })).toBe(true);
      expect(JSON.parse(callbacks[0]?.body ?? "{}").data).toMatchObject({
        status: "completed",
        payment: {
          event: "completed",
          requestedAmount: { amount: "25.000000" },
          receivedAmount: { amount: received },
          overpaidAmount: { amount: overpaid },
        },
      });
    }
  });

  it("10 then 15 of 25: underpaid, then completed; two orders paid in one transaction: both credited", async () => {
    const order = await chain.app.createOrder("payment", "USDT_ERC20", "25");
    await pay(order.paymentAddress, "10");
    await chain.app.watcher.tick();
    await chain.anvil.mine(11);
    await chain.app.watcher.tick();
    const underpaid = await chain.app.order(order.orderId);
    expect(underpaid).toMatchObject({ status: "inProgress", primaryAmount: { amount: "10.000000" } });
    await pay(order.paymentAddress, "15");
    await chain.app.watcher.tick();
    await chain.anvil.mine(11);
    await chain.app.watcher.tick();
    expect(await chain.app.order(order.orderId)).toMatchObject({ status: "completed", primaryAmount: { amount: "25.000000" } });

    const a = await chain.app.createOrder("payment", "USDT_ERC20", "7");
    const b = await chain.app.createOrder("payment", "USDT_ERC20", "8");
    // Three Transfer logs in one transaction: two to a (3 + 4), one to b.
    const hash = await chain.anvil.send({
      to: USDT,
      data: tokenCalls.batch([
        { to: a.paymentAddress, value: units("3") },
        { to: b.paymentAddress, value: units("8") },
        { to: a.paymentAddress, value: units("4") },
      ]),
    });
    await chain.app.watcher.tick();
    await chain.anvil.mine(11);
    await chain.app.watcher.tick();
    expect(await chain.app.order(a.orderId)).toMatchObject({ status: "completed", primaryAmount: { amount: "7.000000" } });
    expect(await chain.app.order(b.orderId)).toMatchObject({ status: "completed", primaryAmount: { amount: "8.000000" } });
    expect((await chain.app.order(a.orderId)).transactions.map((x: { hash: string }) => x.hash)).toEqual([hash, hash]);
  }, 20_000);
});
