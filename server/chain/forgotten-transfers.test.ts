// A node that stops knowing a detected transfer: its block at that height and its receipt
// answered as null, while the head moves on (a block the node dropped without a replacement,
// a log it never should have given). The payer's view loses the pending transfer once the
// network's confirmation count of blocks has passed, as a reorg would take it; it is never
// credited and never shows "detected, 3 of 3" for ever.
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

/** Answers as a node that has neither the block `blockHash` nor the receipt of `txHash`. */
function forgetting(blockHash: string, txHash: string) {
  return (body: string): string => {
    const answers = JSON.parse(body) as { result?: unknown }[] | { result?: unknown };
    const forget = (answer: { result?: unknown }) => {
      const r = answer.result as { hash?: string; transactionHash?: string; logs?: unknown } | null | undefined;
      if (r && typeof r === "object" && !Array.isArray(r)) {
        if (r.hash?.toLowerCase() === blockHash || (r.transactionHash?.toLowerCase() === txHash && "logs" in r)) answer.result = null;
      }
      return answer;
    };
    return JSON.stringify(Array.isArray(answers) ? answers.map(forget) : forget(answers));
  };
}

describe("a detected transfer the node stops knowing", () => {
  it("leaves the payer's view after the confirmation count of blocks, uncredited", async () => {
    const order = await t.createOrder("payment", "USDT_ERC20", "25");
    await t.watcher.tick();
    const txHash = (await anvil.send({ to: USDT, data: tokenCalls.transfer(order.paymentAddress, 25_000_000n) })).toLowerCase();
    await t.watcher.tick();
    const [seen] = await t.store.chain.transfersOfOrder(order.orderId);
    expect(seen?.state).toBe("detected");
    expect((await t.payerView(order.orderId)).transactions).toHaveLength(1);

    await proxy.set({ kind: "rewrite", rewrite: forgetting(seen?.blockHash ?? "", txHash) });
    // The first blocks after: held where it was (a node catching up answers so too).
    await anvil.mine(2);
    await t.watcher.tick();
    expect((await t.payerView(order.orderId)).transactions).toHaveLength(1);
    // The confirmation count of blocks later: dropped, as a reorg drops it.
    await anvil.mine(3);
    await t.watcher.tick();
    const [after] = await t.store.chain.transfersOfOrder(order.orderId);
    expect(after?.state).toBe("dropped");
    expect((await t.payerView(order.orderId)).transactions).toEqual([]);
    expect((await t.order(order.orderId)).status).toBe("inProgress");
    await proxy.set({ kind: "pass" });
  }, 60_000);
});
