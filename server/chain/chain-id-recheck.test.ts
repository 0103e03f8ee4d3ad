// The chain id asked again after the start: every 10 minutes while ticks succeed, and on the first
// tick after a failed one (a provider's failover, a balancer's other member, a URL re-pointed);
// a node that answers another chain's id then stops the network with one line and /healthz's
// `stopped`, the cursor where it was. The head comes with its block from one answer (`latest`).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTokenAnvil, type Anvil } from "../../test/support/chain/anvil.ts";
import { startChainApp, TOKEN_CONTRACTS_FOR_TESTS, watcherOver, type ChainApp } from "../../test/support/chain/chain-app.ts";
import { startFaultProxy, type FaultProxy } from "../../test/support/fault-proxy.ts";
import { until } from "../../test/support/until.ts";
import { manualClock } from "../domain/clock.ts";
import { CHAIN_ID_RECHECK_MS } from "./chain-id-check.ts";
import { newNetworkHealth, type NetworkHealth } from "./mode.ts";
import type { NetworkSettings } from "./settings.ts";

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

const asked = (method: string) => proxy.requests.filter((r) => r.body.includes(`"${method}"`)).length;

/** BNB Smart Chain's id (56) in place of the node's answer to eth_chainId. */
const anotherChain = (body: string, _path: string, request: string) => {
  const calls = JSON.parse(request) as { id: unknown; method: string } | { id: unknown; method: string }[];
  const ids = new Set((Array.isArray(calls) ? calls : [calls]).filter((c) => c.method === "eth_chainId").map((c) => c.id));
  const swap = (a: { id?: unknown; result?: unknown }) => (ids.has(a.id) ? { ...a, result: "0x38" } : a);
  const answers = JSON.parse(body) as { id?: unknown }[] | { id?: unknown };
  return JSON.stringify(Array.isArray(answers) ? answers.map(swap) : swap(answers));
};

describe("the chain id asked again", () => {
  it("asks every 10 minutes and after a failed tick, and stops the network with one line when the node serves another chain", async () => {
    await t.createOrder("payment", "USDT_ERC20", "25");
    const clock = manualClock(new Date().toISOString());
    const health: NetworkHealth = newNetworkHealth();
    const lines: string[] = [];
    const watcher = watcherOver(t, {
      settings: t.mode.settings.networks.ethereum as NetworkSettings,
      rpc: t.rpc,
      clock,
      health,
      logger: { info: (text) => lines.push(text), error: (text) => lines.push(text) },
    });
    await watcher.tick();
    const atStart = asked("eth_chainId");
    // The head and its block from one answer: no eth_blockNumber once the probe passed.
    const numbers = asked("eth_blockNumber");
    await anvil.mine(2);
    await watcher.tick();
    expect(asked("eth_chainId")).toBe(atStart);
    expect(asked("eth_blockNumber")).toBe(numbers);
    expect(health.head).toBe(await anvil.head());

    clock.advance(CHAIN_ID_RECHECK_MS);
    await watcher.tick();
    expect(asked("eth_chainId")).toBe(atStart + 1);

    // A failed tick, then a node answering another chain's id behind the same URL.
    await proxy.set({ kind: "serverError", status: 502 });
    await expect(watcher.tick()).rejects.toThrow(/HTTP 502/);
    const cursor = (await t.store.chain.cursor("ethereum"))?.height;
    await proxy.set({ kind: "rewrite", rewrite: anotherChain });
    await anvil.mine(3);
    lines.length = 0;
    const logs = asked("eth_getLogs");
    watcher.start();
    await until(() => health.stopped !== null, "the network stopped");
    await watcher.stop();
    expect(health.stopped?.message).toBe("ethereum: the node's chain id is 56 now, not 1");
    expect(lines).toEqual([
      "ethereum: the node's chain id is 56 now, not 1: this network is not watched; fix CHAIN_RPC_URL or CHAIN_ID and restart",
    ]);
    expect(asked("eth_getLogs")).toBe(logs);
    expect((await t.store.chain.cursor("ethereum"))?.height).toBe(cursor);
    await proxy.set({ kind: "pass" });
  }, 30_000);
});
