// A range is kept only when its blocks link back to the cursor's by their parents' hashes and its
// logs name blocks of that chain: behind a load balancer whose other member is on a sibling fork
// (its logs name blocks of another hash), the tick is "not yet": nothing recorded, the cursor
// where it was, no reorg; the payment completes once, from the real chain, when the node agrees.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTokenAnvil, tokenCalls, type Anvil } from "../../test/support/chain/anvil.ts";
import { startChainApp, TOKEN_CONTRACTS_FOR_TESTS, type ChainApp } from "../../test/support/chain/chain-app.ts";
import { startFaultProxy, type FaultProxy } from "../../test/support/fault-proxy.ts";
import { until } from "../../test/support/until.ts";
import type { NetworkHealth } from "./mode.ts";
import { linkedChain, linkHeights, MAX_LINKED_BLOCKS } from "./parent-links.ts";

const USDT = TOKEN_CONTRACTS_FOR_TESTS("ethereum").USDT_ERC20 as string;
const h = (n: number) => `0x${n.toString(16).padStart(64, "0")}`;
const block = (n: number, hash = h(n), parentHash = h(n - 1)) => ({ number: `0x${n.toString(16)}`, hash, parentHash });

describe("the parent-hash chain back to the cursor", () => {
  it("asks every block of a short range and the ends of a long one", () => {
    expect(linkHeights(10, 13)).toEqual([11, 12, 13]);
    expect(linkHeights(10, 10)).toEqual([]);
    expect(linkHeights(10, 10 + MAX_LINKED_BLOCKS)).toHaveLength(MAX_LINKED_BLOCKS);
    expect(linkHeights(10, 5000)).toEqual([11, 4999, 5000]);
  });

  it("links blocks whose parents are the blocks below, and refuses a missing block, a broken link or a stray number", () => {
    const base = { height: 10, hash: h(10) };
    expect(linkedChain(base, [11, 12], [block(11), block(12)])).toEqual(
      new Map([
        [11, h(11)],
        [12, h(12)],
      ]),
    );
    expect(linkedChain(base, [11, 12], [block(11), null])).toBeNull();
    expect(linkedChain(base, [11, 12], [block(11), block(12, h(12), h(99))])).toBeNull();
    expect(linkedChain(base, [11], [block(11, h(11), h(98))])).toBeNull();
    expect(linkedChain(base, [11], [block(12)])).toBeNull();
    // A long range: its first block on the cursor, its top on the block below it; the middle unasked.
    expect(linkedChain(base, [11, 4999, 5000], [block(11), block(4999), block(5000)])?.get(5000)).toBe(h(5000));
    expect(linkedChain(base, [11, 4999, 5000], [block(11), block(4999), block(5000, h(5000), h(7))])).toBeNull();
  });
});

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

/** The balancer's other member, on a sibling fork: its logs name blocks of another hash at the same heights. */
const siblingFork = (body: string, _path: string, request: string) => {
  const asked = JSON.parse(request) as { method?: string };
  if (Array.isArray(asked) || asked.method !== "eth_getLogs") return body;
  const answer = JSON.parse(body) as { result?: { blockHash: string }[] };
  for (const log of answer.result ?? []) log.blockHash = `0x${"f0".repeat(32)}`;
  return JSON.stringify(answer);
};

describe("a load balancer whose members disagree", () => {
  it("keeps nothing of a range whose logs name another fork's blocks, moves no cursor and sees no reorg, then completes once", async () => {
    const order = await t.createOrder("payment", "USDT_ERC20", "25");
    await t.watcher.tick();
    const cursor = (await t.store.chain.cursor("ethereum"))?.height;
    const hash = await anvil.send({ to: USDT, data: tokenCalls.transfer(order.paymentAddress, 25_000_000n) });
    await anvil.mine(2);
    await proxy.set({ kind: "rewrite", rewrite: siblingFork });
    await t.watcher.tick();
    expect(await t.store.chain.transfersOfOrder(order.orderId)).toEqual([]);
    expect((await t.store.chain.cursor("ethereum"))?.height).toBe(cursor);
    expect((t.mode.health.ethereum as NetworkHealth).reorgsAfterCredit).toBe(0);

    await proxy.set({ kind: "pass" });
    await until(
      async () => {
        await t.watcher.tick();
        return (await t.order(order.orderId)).status === "completed";
      },
      "the payment credited from the real chain",
      20_000,
    );
    const recorded = await t.store.chain.transfersOfOrder(order.orderId);
    expect(recorded.map((x) => [x.txHash, x.blockHash])).toEqual([
      [hash, (await anvil.rpc<{ blockHash: string }>("eth_getTransactionReceipt", [hash])).blockHash.toLowerCase()],
    ]);
    expect((await t.order(order.orderId)).transactions.map((x: { hash: string }) => x.hash)).toEqual([hash]);
  }, 30_000);
});
