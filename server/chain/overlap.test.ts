// A node whose log index trails its head (recorded once of Infura; two nodes behind a load
// balancer do the same): the first query over a block answers without its log, a later one with
// it. The watcher reads logs again over the last blocks it scanned, at least the network's
// confirmation count, so the payment is still found; and found once, however often it is re-read.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTokenAnvil, tokenCalls, type Anvil } from "../../test/support/chain/anvil.ts";
import { startChainApp, TOKEN_CONTRACTS_FOR_TESTS, type ChainApp } from "../../test/support/chain/chain-app.ts";
import { startFaultProxy, type FaultProxy } from "../../test/support/fault-proxy.ts";

const USDT = TOKEN_CONTRACTS_FOR_TESTS("ethereum").USDT_ERC20 as string;

let anvil: Anvil;
let proxy: FaultProxy;
let t: ChainApp;

beforeAll(async () => {
  anvil = await startTokenAnvil({ chainId: 1, tokens: [USDT], decimals: 6 });
  proxy = await startFaultProxy(anvil.url);
  t = await startChainApp(anvil, "ethereum", { CHAIN_CONFIRMATIONS_ETHEREUM: "3" }, undefined, proxy.origin);
}, 30_000);

afterAll(async () => {
  await t?.close();
  await proxy?.close();
  await anvil?.stop();
});

describe("logs re-read over an overlap window", () => {
  it("finds a payment whose log the node left out the first time it was asked, and records it once", async () => {
    const order = await t.createOrder("payment", "USDT_ERC20", "25");
    await t.watcher.tick();
    const hash = await anvil.send({ to: USDT, data: tokenCalls.transfer(order.paymentAddress, 25_000_000n) });
    const paid = await anvil.head();
    let hidden = 0;
    const trailing = (body: string) => {
      const call = JSON.parse(body) as { id: number; method: string; params: { fromBlock: string; toBlock: string }[] };
      if (Array.isArray(call) || call.method !== "eth_getLogs" || hidden > 0) return null;
      const range = call.params[0];
      if (!range || Number(range.fromBlock) > paid || Number(range.toBlock) < paid) return null;
      hidden++;
      return { status: 200, body: JSON.stringify({ jsonrpc: "2.0", id: call.id, result: [] }) };
    };
    await proxy.set({ kind: "intercept", answer: trailing });
    await t.watcher.tick();
    expect(hidden).toBe(1);
    expect((await t.store.chain.cursor("ethereum"))?.height).toBe(paid);

    // The node's index has caught up; the chain moves on past the payment's confirmations.
    for (let k = 0; k < 4; k++) {
      await anvil.mine(1);
      await t.watcher.tick();
    }
    const done = await t.order(order.orderId);
    expect(done.status).toBe("completed");
    expect(done.transactions.map((x: { hash: string }) => x.hash)).toEqual([hash]);
    expect((await t.store.chain.transfersOfOrder(order.orderId)).map((x) => x.txHash)).toEqual([hash]);
    await proxy.set({ kind: "pass" });
  }, 30_000);
});
