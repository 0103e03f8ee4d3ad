// A node that refuses part of what the watcher asks, in its own words, through the proxy in
// front of anvil: java-tron 4.7's answer to the `finalized` tag (the network is then credited by
// confirmations, said once in the log and in /healthz, instead of failing every tick).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTokenAnvil, tokenCalls, type Anvil } from "../../test/support/chain/anvil.ts";
import { startChainApp, TOKEN_CONTRACTS_FOR_TESTS, watcherOver, type ChainApp } from "../../test/support/chain/chain-app.ts";
import { asksFinalized, JAVA_TRON_UNKNOWN_TAG, refuseCalls } from "../../test/support/chain/node-answers.ts";
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
