// TRON's read path and BNB Smart Chain's, each on an anvil of its own chain id: TRON with the
// test token at USDT-TRC20's 20-byte address (its JSON-RPC drops the 0x41 prefix), BSC with
// 18-decimal USDT credited by the node's finalized block before its 15 confirmations.
import { describe, expect, it } from "vitest";
import { base58checkDecode } from "../../src/shared/base58check.ts";
import { tokenCalls } from "../../test/support/chain/anvil.ts";
import { chainAppOnAnvil, TOKEN_CONTRACTS_FOR_TESTS } from "../../test/support/chain/chain-app.ts";
import { TRON_ADDRESSES } from "../../test/support/chain/keys.ts";
import { until } from "../../test/support/until.ts";

const TRON_CHAIN_ID = 728126428;
const TRON_USDT = TOKEN_CONTRACTS_FOR_TESTS("tron").USDT_TRC20 as string;
const BSC_USDT = TOKEN_CONTRACTS_FOR_TESTS("bsc").USDT_BEP20 as string;

const hexOfTron = (address: string) =>
  `0x${Array.from(base58checkDecode(address)?.subarray(1) ?? [], (b) => b.toString(16).padStart(2, "0")).join("")}`;

describe("chain mode on TRON (its JSON-RPC read path, rehearsed on anvil)", () => {
  const chain = chainAppOnAnvil("tron", { chainId: TRON_CHAIN_ID, tokens: [TRON_USDT], decimals: 6 });

  it("gives the first order index 0 of XPUB_TRON and the next index 1, and credits 25 USDT_TRC20 after 19 blocks", async () => {
    expect(TRON_USDT.toLowerCase()).toBe("0xa614f803b6fd780986a42c78ec9c7f77e6ded13c");
    const first = await chain.app.createOrder("payment", "USDT_TRC20", "25");
    const second = await chain.app.createOrder("payment", "USDT_TRC20", "5");
    expect([first.paymentAddress, second.paymentAddress]).toEqual(TRON_ADDRESSES);
    const hash = await chain.anvil.send({ to: TRON_USDT, data: tokenCalls.transfer(hexOfTron(first.paymentAddress), 25_000_000n) });
    await chain.app.watcher.tick();
    const seen = await chain.app.payerView(first.orderId);
    // TRON's explorers show a hash without 0x.
    expect(seen.transactions[0]).toMatchObject({ hash: hash.slice(2), status: "pending", confirmations: 1, requiredConfirmations: 19 });
    // The sender as TRON's explorers write it (base58check, T…), the payer's own account.
    expect(seen.transactions[0].senderAddress).toMatch(/^T/);
    expect(hexOfTron(seen.transactions[0].senderAddress)).toBe(chain.anvil.payer.toLowerCase());
    await chain.anvil.mine(17);
    await chain.app.watcher.tick();
    expect((await chain.app.order(first.orderId)).status).toBe("inProgress");
    await chain.anvil.mine(1);
    await chain.app.watcher.tick();
    expect((await chain.app.order(first.orderId)).status).toBe("completed");
  });

  it("credits 30 TRX, the native coin in sun (6 decimals), from a top-level transaction", async () => {
    const order = await chain.app.createOrder("payment", "TRX", "30");
    const hash = await chain.anvil.send({ to: hexOfTron(order.paymentAddress), value: 30_000_000n });
    await chain.app.watcher.tick();
    expect((await chain.app.payerView(order.orderId)).transactions).toMatchObject([
      { hash: hash.slice(2), status: "pending", confirmations: 1 },
    ]);
    await chain.anvil.mine(18);
    await chain.app.watcher.tick();
    expect(await chain.app.order(order.orderId)).toMatchObject({ status: "completed", primaryAmount: { amount: "30.000000" } });
    // Counted once java-tron's HTTP API called it a TransferContract.
    expect(chain.app.tronApi?.asked).toContain(hash.slice(2));
  });

  it("does not count a TRC-10 token transfer as TRX: recorded as unexpected with the reason; a TransferContract completes the order", async () => {
    const order = await chain.app.createOrder("payment", "TRX", "20");
    // What java-tron's JSON-RPC shows for 20,000,000 units of TRC-10 token 1002000: a value transfer.
    const trc10 = await chain.anvil.send({ to: hexOfTron(order.paymentAddress), value: 20_000_000n });
    chain.app.tronApi?.setKind(trc10, "TransferAssetContract", "1002000");
    await chain.app.watcher.tick();
    await chain.anvil.mine(19);
    await chain.app.watcher.tick();
    expect(await chain.app.order(order.orderId)).toMatchObject({ status: "inProgress", transactions: [] });
    expect((await chain.app.payerView(order.orderId)).transactions).toEqual([]);
    const [recorded] = await chain.app.store.chain.transfersOfOrder(order.orderId);
    expect(recorded).toMatchObject({ state: "unexpected", assetId: null, value: "20000000" });
    expect(recorded?.reason).toMatch(/TRC-10 token transfer \(TransferAssetContract, token 1002000\), not TRX/);
    // The merchant sees it in the portal, as base units with the reason: no TRX amount.
    expect((await chain.app.portalOrder(order.orderId)).chainNotes).toMatchObject([
      { kind: "unexpected", hash: trc10.slice(2), amount: null, units: "20000000", reason: recorded?.reason },
    ]);

    const trx = await chain.anvil.send({ to: hexOfTron(order.paymentAddress), value: 20_000_000n });
    await chain.app.watcher.tick();
    await chain.anvil.mine(18);
    await chain.app.watcher.tick();
    const done = await chain.app.order(order.orderId);
    expect(done).toMatchObject({ status: "completed", primaryAmount: { amount: "20.000000" } });
    expect(done.transactions.map((x: { hash: string }) => x.hash)).toEqual([trx.slice(2)]);
  });

  it('keeps a TRX transfer "not yet" while java-tron\'s HTTP API is down or does not know it, and counts it once it answers', async () => {
    const order = await chain.app.createOrder("payment", "TRX", "15");
    const hash = await chain.anvil.send({ to: hexOfTron(order.paymentAddress), value: 15_000_000n });
    const api = chain.app.tronApi;
    if (!api) throw new Error("no TRON HTTP API stub");
    try {
      api.setState("down");
      await expect(chain.app.watcher.tick()).rejects.toThrow(/HTTP API at .*HTTP 503/);
      expect(chain.app.mode.health.tron?.lastError?.message).toMatch(/HTTP 503/);
      expect((await chain.app.payerView(order.orderId)).transactions).toEqual([]);
      // A provider's node behind the JSON-RPC's answers {} for a transaction it does not have yet.
      api.setState("behind");
      await expect(chain.app.watcher.tick()).rejects.toThrow(/does not know transaction .* yet/);
      expect(await chain.app.store.chain.transfersOfOrder(order.orderId)).toEqual([]);
    } finally {
      api.setState("up");
    }
    // The cursor stayed below the block: the next tick asks again and finds it.
    await chain.app.watcher.tick();
    expect((await chain.app.payerView(order.orderId)).transactions).toMatchObject([{ hash: hash.slice(2), status: "pending" }]);
    await chain.anvil.mine(18);
    await chain.app.watcher.tick();
    expect(await chain.app.order(order.orderId)).toMatchObject({ status: "completed", primaryAmount: { amount: "15.000000" } });
  });
});

describe("chain mode on TRON, credited by its solidified block", () => {
  // One slot an epoch: the node's finalized block (TRON's solidified one) is two behind its head.
  const chain = chainAppOnAnvil("tron", { chainId: TRON_CHAIN_ID, slotsInAnEpoch: 1, tokens: [TRON_USDT], decimals: 6 });

  it("credits 25 USDT_TRC20 once the finalized block reaches it, long before 19 confirmations, with one callback", async () => {
    const order = await chain.app.createOrder("payment", "USDT_TRC20", "25");
    await chain.anvil.send({ to: TRON_USDT, data: tokenCalls.transfer(hexOfTron(order.paymentAddress), 25_000_000n) });
    const included = await chain.anvil.head();
    await chain.app.watcher.tick();
    expect((await chain.app.payerView(order.orderId)).transactions).toMatchObject([
      { status: "pending", confirmations: 1, requiredConfirmations: 19 },
    ]);
    // Two blocks on, the finalized block is still below the transfer's: not yet.
    await chain.anvil.mine(1);
    await chain.app.watcher.tick();
    expect((await chain.anvil.rpc<{ number: string }>("eth_getBlockByNumber", ["finalized", false])).number).not.toBe(
      `0x${included.toString(16)}`,
    );
    expect((await chain.app.order(order.orderId)).status).toBe("inProgress");
    await chain.anvil.mine(1);
    await chain.app.watcher.tick();
    expect(Number((await chain.anvil.rpc<{ number: string }>("eth_getBlockByNumber", ["finalized", false])).number)).toBe(included);
    const done = await chain.app.order(order.orderId);
    expect(done).toMatchObject({ status: "completed", primaryAmount: { amount: "25.000000" } });
    const [recorded] = await chain.app.store.chain.transfersOfOrder(order.orderId);
    expect(recorded).toMatchObject({ state: "credited", confirmations: 3 });
    await chain.app.watcher.tick();
    await chain.app.webhooks.idle();
    await until(() => chain.app.receiver.requests.length > 0, "the callback");
    expect(chain.app.receiver.requests.map((r) => JSON.parse(r.body).data.status)).toEqual(["completed"]);
  });
});

describe("chain mode on BNB Smart Chain", () => {
  // One slot an epoch: the node's finalized block is two behind its head, as under BSC's fast finality.
  const chain = chainAppOnAnvil("bsc", { chainId: 56, slotsInAnEpoch: 1, tokens: [BSC_USDT], decimals: 18 });

  it("keeps 18-decimal amounts exact, credits by the finalized block before 15 confirmations", async () => {
    const order = await chain.app.createOrder("payment", "USDT_BEP20", "25");
    const sent = 25n * 10n ** 18n + 1n; // one wei over: kept in the record, not in the order's 6 digits
    await chain.anvil.send({ to: BSC_USDT, data: tokenCalls.transfer(order.paymentAddress, sent) });
    await chain.app.watcher.tick();
    expect((await chain.app.payerView(order.orderId)).transactions[0]).toMatchObject({ status: "pending", requiredConfirmations: 15 });
    await chain.anvil.mine(3);
    await chain.app.watcher.tick();
    const done = await chain.app.order(order.orderId);
    expect(done.status).toBe("completed");
    expect(done.primaryAmount.amount).toBe("25.000000");
    const [recorded] = await chain.app.store.chain.transfersOfOrder(order.orderId);
    expect(recorded).toMatchObject({ value: sent.toString(), state: "credited" });
    expect(recorded?.confirmations).toBeLessThan(15);
  });

  it("credits 0.2 BNB, the native coin, by the finalized block", async () => {
    const order = await chain.app.createOrder("payment", "BNB", "0.2");
    const hash = await chain.anvil.send({ to: order.paymentAddress, value: 2n * 10n ** 17n });
    await chain.app.watcher.tick();
    expect((await chain.app.payerView(order.orderId)).transactions).toMatchObject([{ hash, status: "pending" }]);
    await chain.anvil.mine(3);
    await chain.app.watcher.tick();
    expect(await chain.app.order(order.orderId)).toMatchObject({ status: "completed", primaryAmount: { amount: "0.200000" } });
  });
});
