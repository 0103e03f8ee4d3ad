// A node that refuses part of what the watcher asks, in its own words, through the proxy in
// front of anvil: java-tron 4.7's answer to the `finalized` tag (the network is then credited by
// confirmations, said once in the log and in /healthz, instead of failing every tick); BSC's
// public dataseed, which switched eth_getLogs off, and geth's -32601 for a method it does not
// serve (the network stops at its start probe with one line and /healthz naming the method and
// the answer, not a loop of retries); a rate limit during the probe is "try again".
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTokenAnvil, tokenCalls, type Anvil } from "../../test/support/chain/anvil.ts";
import { startChainApp, TOKEN_CONTRACTS_FOR_TESTS, watcherOver, type ChainApp } from "../../test/support/chain/chain-app.ts";
import {
  asksFinalized,
  BSC_DATASEED_GET_LOGS,
  gethMethodNotFound,
  JAVA_TRON_UNKNOWN_TAG,
  refuseCalls,
} from "../../test/support/chain/node-answers.ts";
import { until } from "../../test/support/until.ts";
import { base58checkDecode } from "../../src/shared/base58check.ts";
import { startFaultProxy, type FaultProxy } from "../../test/support/fault-proxy.ts";
import { systemClock } from "../domain/clock.ts";
import type { NetworkHealth } from "./mode.ts";
import type { NetworkSettings } from "./settings.ts";
import type { NetworkWatcher } from "./watcher.ts";

const TRON_CHAIN_ID = 728126428;
const TRON_USDT = TOKEN_CONTRACTS_FOR_TESTS("tron").USDT_TRC20 as string;
const hexOfTron = (address: string) =>
  `0x${Array.from(base58checkDecode(address)?.subarray(1) ?? [], (b) => b.toString(16).padStart(2, "0")).join("")}`;

let anvil: Anvil;
let proxy: FaultProxy;
let t: ChainApp;
let watcher: NetworkWatcher;
let health: NetworkHealth;
const lines: string[] = [];

beforeAll(async () => {
  anvil = await startTokenAnvil({ chainId: TRON_CHAIN_ID, tokens: [TRON_USDT], decimals: 6 });
  proxy = await startFaultProxy(anvil.url);
  t = await startChainApp(anvil, "tron", { CHAIN_CONFIRMATIONS_TRON: "3" }, undefined, proxy.origin);
  health = t.mode.health.tron as NetworkHealth;
  watcher = watcherOver(t, {
    settings: t.mode.settings.networks.tron as NetworkSettings,
    rpc: t.rpc,
    clock: systemClock,
    health,
    logger: { info: (text) => lines.push(text), error: (text) => lines.push(text) },
  });
}, 30_000);

afterAll(async () => {
  await t?.close();
  await proxy?.close();
  await anvil?.stop();
});

const healthz = async () => (await (await t.app.request("/healthz")).json()).chain.tron as NetworkHealth;

describe("a node that refuses the finalized tag (java-tron 4.7, QuickNode's TRON endpoint)", () => {
  it("credits by confirmations, says so once in the log and in /healthz with the node's answer, and never fails a tick for it", async () => {
    expect((await healthz()).finalizedTag).toEqual({ state: "used", answer: null });
    await proxy.set({ kind: "rewrite", rewrite: refuseCalls(asksFinalized, JAVA_TRON_UNKNOWN_TAG) });
    const order = await t.createOrder("payment", "USDT_TRC20", "25");
    await watcher.tick();
    await anvil.send({ to: TRON_USDT, data: tokenCalls.transfer(hexOfTron(order.paymentAddress), 25_000_000n) });
    await watcher.tick();
    expect((await t.order(order.orderId)).status).toBe("inProgress");
    await anvil.mine(2);
    await watcher.tick();
    expect((await t.order(order.orderId)).status).toBe("completed");
    await watcher.tick();

    const seen = await healthz();
    expect(seen.finalizedTag).toEqual({ state: "refused", answer: expect.stringMatching(/invalid block number \(-32602\)/) });
    expect(seen.failingSince).toBeNull();
    expect(seen.lastError).toBeNull();
    const told = lines.filter((l) => /finalized/.test(l));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatch(
      /tron: the node refuses the finalized tag \(.*invalid block number.*\); transfers are credited by 3 confirmations/,
    );
    // Remembered: the tag is not asked again on every tick.
    const asked = proxy.requests.filter((r) => r.body.includes('"finalized"')).length;
    await watcher.tick();
    expect(proxy.requests.filter((r) => r.body.includes('"finalized"')).length).toBe(asked);
  }, 30_000);
});

describe("a node that switched off a method the watcher needs", () => {
  const BSC_USDT = TOKEN_CONTRACTS_FOR_TESTS("bsc").USDT_BEP20 as string;
  let bsc: Anvil;
  let bscProxy: FaultProxy;
  let app: ChainApp;
  beforeAll(async () => {
    bsc = await startTokenAnvil({ chainId: 56, tokens: [BSC_USDT], decimals: 18 });
    bscProxy = await startFaultProxy(bsc.url);
    app = await startChainApp(bsc, "bsc", {}, undefined, bscProxy.origin);
  }, 30_000);
  afterAll(async () => {
    await app?.close();
    await bscProxy?.close();
    await bsc?.stop();
  });

  /** A watcher of its own, over health and a log of its own, its loop running. */
  const running = () => {
    const told: string[] = [];
    const own = { ...app.mode.health.bsc } as NetworkHealth;
    own.probe = null;
    const w = watcherOver(app, {
      settings: app.mode.settings.networks.bsc as NetworkSettings,
      rpc: app.rpc,
      clock: systemClock,
      health: own,
      logger: { info: (text) => told.push(text), error: (text) => told.push(text) },
    });
    w.start();
    return { w, own, told };
  };
  const calls = (method: string) => bscProxy.requests.filter((r) => r.body.includes(`"${method}"`)).length;

  it("stops BSC at its start probe when eth_getLogs is refused even over one block (the public dataseed's -32005), with one line", async () => {
    await bscProxy.set({ kind: "rewrite", rewrite: refuseCalls((c) => c.method === "eth_getLogs", BSC_DATASEED_GET_LOGS) });
    const before = calls("eth_getLogs");
    const { w, own, told } = running();
    await until(() => own.stopped !== null, "the network stopped");
    await w.stop();
    expect(own.stopped).toMatchObject({ method: "eth_getLogs", answer: "eth_getLogs: limit exceeded (-32005)" });
    expect(own.probe).toBeNull();
    expect(told).toHaveLength(1);
    expect(told[0]).toMatch(
      /^bsc: the node refuses eth_getLogs, which the watcher needs \(eth_getLogs: limit exceeded \(-32005\)\): this network is not watched; point CHAIN_RPC_URL_BSC at/,
    );
    // Asked twice over one block (the same words could be a passing rate limit), then never again.
    expect(calls("eth_getLogs") - before).toBe(2);
    await expect(w.tick()).rejects.toThrow(/refuses eth_getLogs/);
    expect(calls("eth_getLogs") - before).toBe(2);
  }, 30_000);

  it("stops on geth's -32601 for eth_getTransactionReceipt, naming the method and the answer in /healthz", async () => {
    await bscProxy.set({
      kind: "rewrite",
      rewrite: refuseCalls((c) => c.method === "eth_getTransactionReceipt", gethMethodNotFound("eth_getTransactionReceipt")),
    });
    const { w, own, told } = running();
    await until(() => own.stopped !== null, "the network stopped");
    await w.stop();
    expect(own.stopped).toMatchObject({
      method: "eth_getTransactionReceipt",
      answer: "eth_getTransactionReceipt: the method eth_getTransactionReceipt does not exist/is not available (-32601)",
    });
    expect(told).toHaveLength(1);
  }, 30_000);

  it("takes a rate limit during the probe as try again: the tick fails, the next one probes and scans", async () => {
    const own = { ...app.mode.health.bsc } as NetworkHealth;
    own.probe = null;
    own.stopped = null;
    const w = watcherOver(app, {
      settings: app.mode.settings.networks.bsc as NetworkSettings,
      rpc: app.rpc,
      clock: systemClock,
      health: own,
    });
    await bscProxy.set({ kind: "rateLimited", retryAfterSeconds: 1 });
    await expect(w.tick()).rejects.toThrow(/429/);
    expect(own.stopped).toBeNull();
    expect(own.probe).toBeNull();
    await bscProxy.set({ kind: "pass" });
    await w.tick();
    expect(own.probe).toMatchObject({ head: await bsc.head(), batches: true });
    expect(own.stopped).toBeNull();
  }, 30_000);
});
