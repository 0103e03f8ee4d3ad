// Floods anyone can send to an order's address (the address of an order made through a public
// link costs nothing to learn): 1,001 one-wei transfers in one block to an ETH order, through a
// node with erigon's batch limit of 100 (less than the API shows of ETH: no receipt is asked for
// them); then 33,000 Transfer logs from a spamming contract in a
// backlog, through a node with geth's cap of 10,000 results a log query. Each tick's work is
// bounded (batches of at most 50; a block whose logs no split can bring under the node's cap is
// read for the pinned tokens only), so a real payment made after either still completes, once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hex, startTokenAnvil, tokenCalls, type Anvil } from "../../test/support/chain/anvil.ts";
import { startChainApp, TOKEN_CONTRACTS_FOR_TESTS, type ChainApp } from "../../test/support/chain/chain-app.ts";
import { startFaultProxy, type FaultProxy } from "../../test/support/fault-proxy.ts";
import { until } from "../../test/support/until.ts";
import { TRANSFER_TOPIC } from "./scanner.ts";

const USDT = TOKEN_CONTRACTS_FOR_TESTS("ethereum").USDT_ERC20 as string;
/** erigon's default --rpc.batch.limit. */
const BATCH_LIMIT = 100;
/** An address of nobody's, where the spammer's code is put. */
const SPAMMER = "0x5bad000000000000000000000000000000005bad";

/**
 * A contract that emits Transfer(caller, to, 1) `count` times, called with (to, count) as two
 * words and no selector: LOG3 in a loop, no storage, about 1,800 gas a log.
 */
const SPAMMER_CODE = [
  "600160005260203560003533", // mem[0] = 1; stack: count, to, from
  "5b", // loop (0x0c)
  "8181", // dup to, dup from
  `7f${TRANSFER_TOPIC.slice(2)}`,
  "60206000a3", // LOG3(0, 32, Transfer, from, to)
  "9160019003", // count - 1
  "9182600c5700", // back to the loop while count > 0
].join("");

type LogCall = { id: number; method: string; params: { fromBlock: string; toBlock: string; address?: string[] }[] };
/** The blocks holding 11,000 spam logs each. */
const spamBlocks: number[] = [];

/**
 * geth's answer (and Infura's) to a log query of more than 10,000 results: asked by recipient
 * over a spam block, whatever the range; by the pinned contracts, answered.
 */
function resultCap(call: LogCall): { status: number; body: string } | null {
  const range = call.params?.[0];
  if (call.method !== "eth_getLogs" || !range || range.address) return null;
  if (!spamBlocks.some((n) => n >= Number(range.fromBlock) && n <= Number(range.toBlock))) return null;
  const error = { code: -32005, message: "query returned more than 10000 results" };
  return { status: 200, body: JSON.stringify({ jsonrpc: "2.0", id: call.id, error }) };
}

let anvil: Anvil;
let proxy: FaultProxy;
let t: ChainApp;
let largestBatch = 0;
/** The transactions whose receipt the watcher asked the node for. */
const receiptsAsked: string[] = [];

beforeAll(async () => {
  anvil = await startTokenAnvil({ chainId: 1, tokens: [USDT], decimals: 6 });
  await anvil.rpc("anvil_setCode", [SPAMMER, `0x${SPAMMER_CODE}`]);
  proxy = await startFaultProxy(anvil.url);
  // erigon's answer to a batch over its limit: one error for the whole batch.
  await proxy.set({
    kind: "intercept",
    answer: (body) => {
      const call = JSON.parse(body) as unknown;
      for (const one of Array.isArray(call) ? call : [call]) {
        const c = one as { method?: string; params?: unknown[] };
        if (c.method === "eth_getTransactionReceipt") receiptsAsked.push(String(c.params?.[0]).toLowerCase());
      }
      if (!Array.isArray(call)) return resultCap(call as LogCall);
      largestBatch = Math.max(largestBatch, call.length);
      if (call.length <= BATCH_LIMIT) return null;
      const message = `batch limit ${BATCH_LIMIT} exceeded (can increase by --rpc.batch.limit). Requested batch of size: ${call.length}`;
      return { status: 200, body: JSON.stringify({ jsonrpc: "2.0", id: null, error: { code: -32000, message } }) };
    },
  });
  t = await startChainApp(anvil, "ethereum", { CHAIN_CONFIRMATIONS_ETHEREUM: "2" }, undefined, proxy.origin);
}, 30_000);

afterAll(async () => {
  await t?.close();
  await proxy?.close();
  await anvil?.stop();
});

async function tickUntil(condition: () => Promise<boolean>, what: string): Promise<void> {
  await until(
    async () => {
      await t.watcher.tick().catch(() => "failed");
      return condition();
    },
    what,
    20_000,
    0,
  );
}

describe("floods to an order's address", () => {
  it("1,001 one-wei transfers in one block, then a real payment: the payment completes once", async () => {
    const order = await t.createOrder("payment", "ETH", "0.01");
    await t.watcher.tick();
    // One request of 1,001 sends to the node (not through the watcher's proxy).
    // Each its nonce: the node takes a batch's calls at once, and would count one nonce twice.
    const nonce = Number(await anvil.rpc<string>("eth_getTransactionCount", [anvil.payer, "pending"]));
    const sends = Array.from({ length: 1001 }, (_, i) => ({
      jsonrpc: "2.0",
      id: i,
      method: "eth_sendTransaction",
      params: [{ from: anvil.payer, to: order.paymentAddress, value: "0x1", gas: hex(21_000), nonce: hex(nonce + i) }],
    }));
    const sent = await fetch(anvil.url, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(sends) });
    const answers = (await sent.json()) as { result?: string; error?: { message: string } }[];
    expect(answers.find((a) => a.error)?.error?.message).toBeUndefined();
    const dust = new Set(answers.map((a) => String(a.result).toLowerCase()));
    await anvil.mine(1);
    const dusted = await anvil.head();
    const block = await anvil.rpc<{ transactions: string[] }>("eth_getBlockByNumber", [hex(dusted), false]);
    expect(block.transactions.length).toBe(1001);
    const paid = await anvil.send({ to: order.paymentAddress, value: 10n ** 16n });
    await anvil.mine(2);
    await tickUntil(async () => (await t.order(order.orderId)).status === "completed", "the real payment credited after the dust");
    const done = await t.order(order.orderId);
    expect(done.transactions.map((x: { hash: string }) => x.hash)).toEqual([paid]);
    // One wei is less than the API shows of ETH: no receipt was asked for any of the dust, and
    // the real payment's was; the node never refused a batch.
    expect(receiptsAsked.filter((hash) => dust.has(hash))).toEqual([]);
    expect(receiptsAsked).toContain(paid.toLowerCase());
    expect(largestBatch).toBeLessThanOrEqual(BATCH_LIMIT);
  }, 60_000);

  it("33,000 Transfer logs to an order in a backlog, then a real payment: the payment completes once", async () => {
    const order = await t.createOrder("payment", "USDT_ERC20", "25");
    await t.watcher.tick();
    // Three transactions of 11,000 logs each, a block each, while the watcher does not tick.
    const target = order.paymentAddress.slice(2).toLowerCase().padStart(64, "0");
    for (let i = 0; i < 3; i++) {
      const data = `0x${target}${(11_000).toString(16).padStart(64, "0")}`;
      await anvil.rpc("eth_sendTransaction", [{ from: anvil.payer, to: SPAMMER, data, gas: hex(25_000_000) }]);
      await anvil.mine(1);
      spamBlocks.push(await anvil.head());
    }
    const logs = await anvil.rpc<unknown[]>("eth_getLogs", [{ fromBlock: hex((await anvil.head()) - 2), address: SPAMMER }]);
    expect(logs.length).toBe(33_000);
    await anvil.mine(5);
    const paid = await anvil.send({ to: USDT, data: tokenCalls.transfer(order.paymentAddress, 25_000_000n) });
    await anvil.mine(2);
    await tickUntil(async () => (await t.order(order.orderId)).status === "completed", "the real payment credited after the spam");
    const done = await t.order(order.orderId);
    expect(done.transactions.map((x: { hash: string }) => x.hash)).toEqual([paid]);
    // The spam is kept per order up to its cap, the rest counted.
    const portal = await t.portalOrder(order.orderId);
    expect(JSON.stringify(portal).length).toBeLessThan(50_000);
  }, 60_000);
});
