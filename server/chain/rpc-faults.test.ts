// A node that answers 429 (with and without Retry-After), 5xx, hangs past the client's timeout
// and lags behind (3 blocks back, blocks it does not have yet), while the watcher's loop runs
// and the chain moves on: no false credit, no 5xx to the payer, /healthz 200 with the last
// error, and the payment completed once the node answers again. Behind a node that says no as
// providers do (a range cap inside a 413, every batch refused), payments still complete.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTokenAnvil, tokenCalls, type Anvil } from "../../test/support/chain/anvil.ts";
import { startChainApp, TOKEN_CONTRACTS_FOR_TESTS, type ChainApp } from "../../test/support/chain/chain-app.ts";
import { startFaultProxy, type FaultProxy } from "../../test/support/fault-proxy.ts";
import { until } from "../../test/support/until.ts";
import { getEventListeners } from "node:events";
import { MAX_RETRY_AFTER_MS } from "./rpc-errors.ts";
import { DEFAULT_POLL_MS } from "./settings.ts";
import { sleep } from "./sleep.ts";
import { backoffMs, MAX_BACKOFF_MS } from "./watch-loop.ts";

const USDT = TOKEN_CONTRACTS_FOR_TESTS("ethereum").USDT_ERC20 as string;

/** A node 3 blocks behind, without the blocks it has not seen yet (its chain id is still its own). */
function lagging(body: string, _path: string, request: string): string {
  const asked = JSON.parse(request) as { id: unknown; method: string }[] | { id: unknown; method: string };
  const numbers = new Set((Array.isArray(asked) ? asked : [asked]).filter((c) => c.method === "eth_blockNumber").map((c) => c.id));
  const answers = JSON.parse(body) as { id?: unknown; result?: unknown }[] | { id?: unknown; result?: unknown };
  const behind = (answer: { id?: unknown; result?: unknown }) => {
    if (numbers.has(answer.id) && typeof answer.result === "string") {
      answer.result = `0x${Math.max(0, Number(answer.result) - 3).toString(16)}`;
    } else if (answer.result && typeof answer.result === "object" && "hash" in answer.result) {
      answer.result = null;
    }
    return answer;
  };
  return JSON.stringify(Array.isArray(answers) ? answers.map(behind) : behind(answers));
}

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

describe("chain mode with a failing node", () => {
  it("fails its ticks through 429s, 5xx, hangs and a lagging node without a false credit or a 5xx, then completes once on the next answer", async () => {
    const order = await t.createOrder("payment", "USDT_ERC20", "25");
    await t.watcher.tick();
    const faults = [
      { kind: "rateLimited", retryAfterSeconds: 1 },
      { kind: "serverError", status: 502 },
      { kind: "hang" },
      { kind: "rewrite", rewrite: lagging },
    ] as const;
    const hash = await anvil.send({ to: USDT, data: tokenCalls.transfer(order.paymentAddress, 25_000_000n) });
    for (const fault of faults) {
      await proxy.set(fault);
      await anvil.mine(2);
      // A lagging node is "not yet": the tick may pass without news, never with a credit.
      await t.watcher.tick().catch(() => "failed");
      // The payer's read and the health check answer throughout; nothing is credited meanwhile.
      expect((await t.app.request(`/checkout/v1/integrations/int_seed/orders/${order.orderId}`)).status).toBe(200);
      expect((await t.app.request("/healthz")).status).toBe(200);
      expect((await t.order(order.orderId)).status).toBe("inProgress");
    }
    await proxy.set({ kind: "pass" });
    // Detected, then credited once its block is verified (9 confirmations of 3): two ticks on a
    // quiet machine; a tick that meets a leftover fault is simply followed by another.
    await until(
      async () => {
        await t.watcher.tick().catch(() => "failed");
        return (await t.order(order.orderId)).status === "completed";
      },
      "the payment credited after the faults",
      20_000,
    );
    const done = await t.order(order.orderId);
    expect(done.status).toBe("completed");
    expect(done.transactions.map((x: { hash: string }) => x.hash)).toEqual([hash]);
    await t.webhooks.idle();
    await until(() => t.receiver.requests.length > 0, "the callback");
    await t.watcher.tick();
    await t.webhooks.idle();
    expect(t.receiver.requests).toHaveLength(1);
  }, 30_000);

  it("reports each network's head, cursor, lag and last error in /healthz, which stays 200", async () => {
    await proxy.set({ kind: "serverError", status: 503 });
    const failed = await t.watcher.tick().catch((error: Error) => error.message);
    expect(failed).toMatch(/HTTP 503/);
    await proxy.set({ kind: "pass" });
    await t.watcher.tick();
    const res = await t.app.request("/healthz");
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      chain: { ethereum: { head: number; cursor: number; lag: number; lastError: { message: string } } };
    };
    expect(body.chain.ethereum.head).toBe(await anvil.head());
    expect(body.chain.ethereum.cursor).toBe(await anvil.head());
    expect(body.chain.ethereum.lag).toBe(0);
    expect(body.chain.ethereum.lastError.message).toMatch(/HTTP 503/);
  });

  it("backs off doubling from the poll interval, at most two polls and 5 s unless the node's Retry-After asks for longer, up to 60 s", () => {
    expect([1, 2, 3, 4].map((failures) => backoffMs(failures, 1000))).toEqual([1000, 2000, 2000, 2000]);
    expect([1, 2, 3, 4].map((failures) => backoffMs(failures, 4000))).toEqual([4000, MAX_BACKOFF_MS, MAX_BACKOFF_MS, MAX_BACKOFF_MS]);
    expect(backoffMs(1, 1000, 1500)).toBe(1500);
    // A node's Retry-After is honoured past two polls and 5 s, up to a minute.
    expect(backoffMs(1, 250, 3000)).toBe(3000);
    expect(backoffMs(1, 50, 60_000)).toBe(60_000);
    expect(backoffMs(1, 50, 3_600_000)).toBe(MAX_RETRY_AFTER_MS);
    expect(backoffMs(40, 60_000)).toBe(MAX_BACKOFF_MS);
    for (const pollMs of [...Object.values(DEFAULT_POLL_MS), 50, 3000]) {
      for (let failures = 1; failures <= 30; failures++) {
        expect(backoffMs(failures, pollMs)).toBeLessThanOrEqual(Math.min(2 * pollMs, MAX_BACKOFF_MS));
        for (const retryAfter of [0, 1000, 30_000, 120_000]) {
          const pause = backoffMs(failures, pollMs, retryAfter);
          expect(pause).toBeLessThanOrEqual(Math.max(Math.min(2 * pollMs, MAX_BACKOFF_MS), Math.min(retryAfter, MAX_RETRY_AFTER_MS)));
          expect(pause).toBeGreaterThanOrEqual(Math.max(Math.min(pollMs, MAX_BACKOFF_MS), Math.min(retryAfter, MAX_RETRY_AFTER_MS)));
        }
      }
    }
  });

  it("sleeps between polls without leaving a listener on the loop's signal each time", async () => {
    const signal = new AbortController().signal;
    for (let i = 0; i < 20; i++) await sleep(0, signal);
    expect(getEventListeners(signal, "abort")).toHaveLength(0);
  });

  it("keeps its loop going through a failing node, pausing at most two polls, and credits on its own once the node answers", async () => {
    const order = await t.createOrder("payment", "USDT_ERC20", "25");
    await t.watcher.tick();
    await proxy.set({ kind: "serverError", status: 503 });
    const failedBefore = proxy.requests.filter((r) => r.mode === "serverError").length;
    t.watcher.start();
    try {
      const hash = await anvil.send({ to: USDT, data: tokenCalls.transfer(order.paymentAddress, 25_000_000n) });
      await anvil.mine(3);
      // Six failed ticks in a row: the loop is backing off, not stopped, and its pause has
      // stopped growing at two polls (doubling alone would be 32 by now).
      await until(() => proxy.requests.filter((r) => r.mode === "serverError").length >= failedBefore + 6, "six failed ticks", 20_000);
      expect((await t.order(order.orderId)).status).toBe("inProgress");
      const pollMs = t.mode.settings.networks.ethereum?.pollMs ?? 0;
      const backingOff = (await (await t.app.request("/healthz")).json()).chain.ethereum;
      expect(backingOff.retryInMs).toBeGreaterThan(0);
      expect(backingOff.retryInMs).toBeLessThanOrEqual(2 * pollMs);
      await proxy.set({ kind: "pass" });
      await until(async () => (await t.order(order.orderId)).status === "completed", "credited by the loop", 20_000, 20);
      expect((await (await t.app.request("/healthz")).json()).chain.ethereum.retryInMs).toBeNull();
      expect((await t.order(order.orderId)).transactions.map((x: { hash: string }) => x.hash)).toEqual([hash]);
    } finally {
      await t.watcher.stop();
    }
  }, 30_000);

  it("waits out a 429's Retry-After: 3 (past two polls): the next request reaches the node no earlier than it said, and /healthz shows the pause", async () => {
    await t.watcher.tick();
    await proxy.set({ kind: "rateLimited", retryAfterSeconds: 3 });
    const from = proxy.requests.length;
    t.watcher.start();
    try {
      await until(() => proxy.requests.length > from, "the 429");
      const limited = proxy.requests[from];
      expect(limited?.mode).toBe("rateLimited");
      await until(async () => (await (await t.app.request("/healthz")).json()).chain.ethereum.retryInMs === 3000, "the pause in /healthz");
      await proxy.set({ kind: "pass" });
      await until(() => proxy.requests.some((r, i) => i > from && r.mode === "pass"), "a request after the pause", 10_000);
      // Nothing between the 429 and the end of its Retry-After, by the proxy's own clock.
      const next = proxy.requests[from + 1];
      expect(next?.at).toBeGreaterThanOrEqual((limited?.at ?? 0) + 3000);
    } finally {
      await t.watcher.stop();
      await proxy.set({ kind: "pass" });
    }
  }, 30_000);

  it("completes a payment in a backlog through a node whose range cap comes inside a 413 (QuickNode's trial): the range is split, not retried whole", async () => {
    const order = await t.createOrder("payment", "USDT_ERC20", "25");
    await t.watcher.tick();
    const capped = (body: string) => {
      const call = JSON.parse(body) as { id: number; method: string; params: { fromBlock: string; toBlock: string }[] };
      if (Array.isArray(call) || call.method !== "eth_getLogs") return null;
      const range = call.params[0];
      if (!range || Number(range.toBlock) - Number(range.fromBlock) + 1 <= 5) return null;
      return {
        status: 413,
        body: JSON.stringify({ jsonrpc: "2.0", id: call.id, error: { code: -32614, message: "eth_getLogs is limited to a 5 range" } }),
      };
    };
    await proxy.set({ kind: "intercept", answer: capped });
    await anvil.mine(30);
    const hash = await anvil.send({ to: USDT, data: tokenCalls.transfer(order.paymentAddress, 25_000_000n) });
    await anvil.mine(30);
    await until(
      async () => {
        await t.watcher.tick().catch(() => "failed");
        return (await t.order(order.orderId)).status === "completed";
      },
      "the payment credited through a 5-block range cap",
      20_000,
    );
    expect((await t.order(order.orderId)).transactions.map((x: { hash: string }) => x.hash)).toEqual([hash]);
    await proxy.set({ kind: "pass" });
  }, 30_000);

  // Last in the file: the watcher's client then remembers, for the rest of it, that batches are refused.
  it("completes a payment through a node that refuses every batch (erigon's answer to one over its limit): found once, then single requests", async () => {
    const order = await t.createOrder("payment", "USDT_ERC20", "25");
    await t.watcher.tick();
    const refusal = JSON.stringify({
      jsonrpc: "2.0",
      id: null,
      error: { code: -32000, message: "batch limit 1 exceeded (can increase by --rpc.batch.limit). Requested batch of size: 2" },
    });
    await proxy.set({ kind: "intercept", answer: (body) => (body.trimStart().startsWith("[") ? { status: 200, body: refusal } : null) });
    const batchesBefore = proxy.requests.filter((r) => r.mode === "intercept" && r.body.trimStart().startsWith("[")).length;
    const hash = await anvil.send({ to: USDT, data: tokenCalls.transfer(order.paymentAddress, 25_000_000n) });
    await anvil.mine(3);
    await until(
      async () => {
        await t.watcher.tick().catch(() => "failed");
        return (await t.order(order.orderId)).status === "completed";
      },
      "the payment credited through single requests",
      20_000,
    );
    expect((await t.order(order.orderId)).transactions.map((x: { hash: string }) => x.hash)).toEqual([hash]);
    // The refusal was met once; every tick after it asked one call at a time.
    expect(proxy.requests.filter((r) => r.mode === "intercept" && r.body.trimStart().startsWith("[")).length - batchesBefore).toBe(1);
    await proxy.set({ kind: "pass" });
  }, 30_000);
});
