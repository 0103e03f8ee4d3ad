// What /healthz and the log say about a network whose node fails or lies: lag counted from the
// last head a tick could use (growing while ticks fail after reading one), head the last value
// that passed the checks (never the highest ever answered), the streak's start and each distinct
// error with its count, and one log line per start, change of cause and end. A head far above
// the node's blocks is "not yet": the range ends at a block the node has, the cursor never passes
// the real chain, and payments made meanwhile are still detected.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTokenAnvil, tokenCalls, type Anvil } from "../../test/support/chain/anvil.ts";
import { startChainApp, TOKEN_CONTRACTS_FOR_TESTS, watcherOver, type ChainApp } from "../../test/support/chain/chain-app.ts";
import { startFaultProxy, type FaultProxy } from "../../test/support/fault-proxy.ts";
import { until } from "../../test/support/until.ts";
import { systemClock } from "../domain/clock.ts";
import type { NetworkHealth } from "./mode.ts";
import type { NetworkSettings } from "./settings.ts";
import type { NetworkWatcher } from "./watcher.ts";

const USDT = TOKEN_CONTRACTS_FOR_TESTS("ethereum").USDT_ERC20 as string;

let anvil: Anvil;
let proxy: FaultProxy;
let t: ChainApp;
let watcher: NetworkWatcher;
let health: NetworkHealth;
const lines: { level: "info" | "error"; text: string }[] = [];

beforeAll(async () => {
  anvil = await startTokenAnvil({ chainId: 1, tokens: [USDT], decimals: 6 });
  proxy = await startFaultProxy(anvil.url);
  t = await startChainApp(anvil, "ethereum", { CHAIN_CONFIRMATIONS_ETHEREUM: "3" }, undefined, proxy.origin);
  health = t.mode.health.ethereum as NetworkHealth;
  watcher = watcherOver(t, {
    settings: t.mode.settings.networks.ethereum as NetworkSettings,
    rpc: t.rpc,
    clock: systemClock,
    health,
    logger: { info: (text) => lines.push({ level: "info", text }), error: (text) => lines.push({ level: "error", text }) },
  });
}, 30_000);

afterAll(async () => {
  await t?.close();
  await proxy?.close();
  await anvil?.stop();
});

const healthz = async () => (await (await t.app.request("/healthz")).json()).chain.ethereum as NetworkHealth;
const cursor = async () => (await t.store.chain.cursor("ethereum"))?.height ?? null;

describe("an honest /healthz and log", () => {
  it("counts lag while ticks fail, names each error of the streak with its count, and logs its start, change and end once each", async () => {
    await t.createOrder("payment", "USDT_ERC20", "25");
    await watcher.tick();
    const start = await cursor();
    expect((await healthz()).lag).toBe(0);
    lines.length = 0;

    // The node answers its head, then refuses every log query (a rate limit in the body).
    const limited = (body: string) => {
      const call = JSON.parse(body) as { id: number; method: string };
      if (Array.isArray(call) || call.method !== "eth_getLogs") return null;
      return { status: 200, body: JSON.stringify({ jsonrpc: "2.0", id: call.id, error: { code: -32005, message: "limit exceeded" } }) };
    };
    await proxy.set({ kind: "intercept", answer: limited });
    await anvil.mine(20);
    await expect(watcher.tick()).rejects.toThrow(/limit exceeded/);
    await anvil.mine(5);
    await expect(watcher.tick()).rejects.toThrow(/limit exceeded/);
    let seen = await healthz();
    expect(seen.cursor).toBe(start);
    expect(seen.head).toBe(await anvil.head());
    expect(seen.lag).toBe(25);
    expect(seen.failingSince).not.toBeNull();
    expect(seen.errors).toEqual([{ message: expect.stringMatching(/limit exceeded/), count: 2 }]);

    // Another cause: the node fails whole.
    await proxy.set({ kind: "serverError", status: 503 });
    await expect(watcher.tick()).rejects.toThrow(/HTTP 503/);
    await expect(watcher.tick()).rejects.toThrow(/HTTP 503/);
    seen = await healthz();
    expect(seen.errors.map((e) => e.count)).toEqual([2, 2]);
    // Lag from the last head a tick could use: not back to 0 while nothing is read.
    expect(seen.lag).toBe(25);

    await proxy.set({ kind: "pass" });
    await watcher.tick();
    seen = await healthz();
    expect(seen.failingSince).toBeNull();
    expect(seen.errors).toEqual([]);
    expect(seen.lag).toBe(0);
    expect(lines.map((l) => l.level)).toEqual(["error", "error", "info"]);
    expect(lines[0]?.text).toMatch(/failing \(.*limit exceeded/);
    expect(lines[1]?.text).toMatch(/another cause now \(.*HTTP 503/);
    expect(lines[2]?.text).toMatch(/succeed again after 4 failed/);
  }, 30_000);

  it("takes a head 1,000 blocks above the node's blocks as not yet: the range ends at a block it has, payments are still detected", async () => {
    const order = await t.createOrder("payment", "USDT_ERC20", "25");
    await watcher.tick();
    // Every head the node answers is 1,000 too high (eth_blockNumber's, and the number of the
    // `latest` block it gives with its real hash); its blocks by number are the real ones.
    const lying = (body: string, _path: string, request: string) => {
      const asked = JSON.parse(request) as { id: unknown; params: unknown[] }[] | { id: unknown; params: unknown[] };
      const latest = new Set((Array.isArray(asked) ? asked : [asked]).filter((c) => c.params?.[0] === "latest").map((c) => c.id));
      const higher = (n: string) => `0x${(Number(n) + 1000).toString(16)}`;
      const raise = (answer: { id?: unknown; result?: unknown }) => {
        if (typeof answer.result === "string" && /^0x[0-9a-f]{1,12}$/.test(answer.result)) answer.result = higher(answer.result);
        const block = answer.result as { number?: string } | null;
        if (latest.has(answer.id) && typeof block?.number === "string") block.number = higher(block.number);
        return answer;
      };
      const answers = JSON.parse(body) as { result?: unknown }[] | { result?: unknown };
      return JSON.stringify(Array.isArray(answers) ? answers.map(raise) : raise(answers));
    };
    await proxy.set({ kind: "rewrite", rewrite: lying });
    const hash = await anvil.send({ to: USDT, data: tokenCalls.transfer(order.paymentAddress, 25_000_000n) });
    await anvil.mine(1);
    await watcher.tick();
    const real = await anvil.head();
    // The cursor at the node's real top, never past it; the head shown is one that passed the checks.
    expect(await cursor()).toBe(real);
    expect((await healthz()).head).toBe(real);
    // Seen, and not credited on confirmations the lie invented (3 needed, 1 or 2 exist).
    const seen = await t.store.chain.transfersOfOrder(order.orderId);
    expect(seen.map((x) => [x.txHash, x.state])).toEqual([[hash, "detected"]]);
    expect((await t.order(order.orderId)).status).toBe("inProgress");

    await proxy.set({ kind: "pass" });
    await anvil.mine(3);
    await until(
      async () => {
        await watcher.tick().catch(() => "failed");
        return (await t.order(order.orderId)).status === "completed";
      },
      "the payment credited once the head is honest again",
      20_000,
    );
    expect((await t.order(order.orderId)).transactions.map((x: { hash: string }) => x.hash)).toEqual([hash]);
    expect((await healthz()).head).toBe(await anvil.head());
    expect(await cursor()).toBe(await anvil.head());
  }, 30_000);
});
