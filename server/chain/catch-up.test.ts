// A long backlog read through a node with a small range cap, then rate-limited halfway: the
// blocks already read are committed (the cursor moves after each finished chunk), so a backlog is
// never all-or-nothing, and the refusal's suggested range is used at once instead of halving
// down to it one refusal at a time.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTokenAnvil, tokenCalls, type Anvil } from "../../test/support/chain/anvil.ts";
import { startChainApp, TOKEN_CONTRACTS_FOR_TESTS, type ChainApp } from "../../test/support/chain/chain-app.ts";
import { startFaultProxy, type FaultProxy } from "../../test/support/fault-proxy.ts";
import { until } from "../../test/support/until.ts";

const USDT = TOKEN_CONTRACTS_FOR_TESTS("ethereum").USDT_ERC20 as string;
const CAP = 10;

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

type Call = { id: number; method: string; params: { fromBlock: string; toBlock: string }[] };

describe("a catch-up through a capped, then rate-limited node", () => {
  it("commits the chunks it finished before a 429, and asks for the suggested range after one refusal", async () => {
    const order = await t.createOrder("payment", "USDT_ERC20", "25");
    await t.watcher.tick();
    const start = (await t.store.chain.cursor("ethereum"))?.height ?? 0;
    await anvil.mine(100);
    const hash = await anvil.send({ to: USDT, data: tokenCalls.transfer(order.paymentAddress, 25_000_000n) });
    await anvil.mine(5);

    let refused = 0;
    let answered = 0;
    const node = (body: string) => {
      const call = JSON.parse(body) as Call;
      if (Array.isArray(call) || call.method !== "eth_getLogs") return null;
      const range = call.params[0];
      if (!range) return null;
      const from = Number(range.fromBlock);
      if (Number(range.toBlock) - from + 1 > CAP) {
        refused++;
        // Alchemy's words: a range it says would work.
        const end = `0x${(from + CAP - 1).toString(16)}`;
        const message = `Log response size exceeded. this block range should work: [${range.fromBlock}, ${end}]`;
        return { status: 200, body: JSON.stringify({ jsonrpc: "2.0", id: call.id, error: { code: -32602, message } }) };
      }
      // Four chunks answered, then the provider's rate limit.
      if (answered >= 4) return { status: 429, body: "Too Many Requests" };
      answered++;
      return null;
    };
    await proxy.set({ kind: "intercept", answer: node });
    await expect(t.watcher.tick()).rejects.toThrow();
    expect(refused).toBe(1);
    const after = (await t.store.chain.cursor("ethereum"))?.height ?? 0;
    // Four chunks of the cap, read from 3 blocks below the cursor (the overlap of 3 confirmations).
    expect(after).toBe(start - 3 + 4 * CAP);

    // The rate limit lifts: the rest of the backlog is read and the payment completes once.
    answered = Number.NEGATIVE_INFINITY;
    await until(
      async () => {
        await t.watcher.tick().catch(() => "failed");
        return (await t.order(order.orderId)).status === "completed";
      },
      "the payment credited after the backlog",
      20_000,
    );
    expect((await t.order(order.orderId)).transactions.map((x: { hash: string }) => x.hash)).toEqual([hash]);
    await proxy.set({ kind: "pass" });
  }, 40_000);
});
