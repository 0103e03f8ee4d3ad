// A network nobody waits on costs few requests: its loop ticks at the idle poll (not every poll),
// an idle tick asks the node at most twice, and a new order wakes the loop at once, so detection is as
// prompt as on a busy network.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startTokenAnvil, tokenCalls, type Anvil } from "../../test/support/chain/anvil.ts";
import { startChainApp, TOKEN_CONTRACTS_FOR_TESTS, watcherOver, type ChainApp } from "../../test/support/chain/chain-app.ts";
import { until } from "../../test/support/until.ts";
import { systemClock } from "../domain/clock.ts";
import { silentLogger } from "../http/logger.ts";
import { newNetworkHealth } from "./mode.ts";
import { quietWake } from "./quiet-wake.ts";
import { createRpcClient } from "./rpc-client.ts";
import { DEFAULT_IDLE_POLL_MS, DEFAULT_POLL_MS, readChainSettings, type NetworkSettings } from "./settings.ts";
import { watchLoop } from "./watch-loop.ts";

const USDT = TOKEN_CONTRACTS_FOR_TESTS("ethereum").USDT_ERC20 as string;

describe("the idle poll's setting", () => {
  const env = { CHAIN_RPC_URL_TRON: "https://tron.invalid/jsonrpc", XPUB_TRON: "" };
  it("is at least 30 s and the poll by default, CHAIN_IDLE_POLL_MS_<NETWORK> when set, and a bad value is named", async () => {
    const { TEST_XPUB_TRON } = await import("../../test/support/chain/keys.ts");
    const read = (more: Record<string, string>) => readChainSettings({ ...env, XPUB_TRON: TEST_XPUB_TRON, ...more })?.networks.tron;
    expect(read({})?.idlePollMs).toBe(DEFAULT_IDLE_POLL_MS);
    expect(read({ CHAIN_POLL_MS_TRON: "60000" })?.idlePollMs).toBe(60_000);
    expect(read({ CHAIN_IDLE_POLL_MS_TRON: "120000" })?.idlePollMs).toBe(120_000);
    expect(() => read({ CHAIN_IDLE_POLL_MS_TRON: "soon" })).toThrow(/CHAIN_IDLE_POLL_MS_TRON=soon is not a whole number/);
  });
});

describe("the loop of a quiet network", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("ticks at the idle poll while nothing waits, and at once when woken", async () => {
    vi.useFakeTimers();
    let ticks = 0;
    const waking = quietWake();
    const stop = new AbortController();
    const loop = watchLoop(
      {
        tick: async () => {
          ticks++;
          return "caught-up";
        },
        network: "tron",
        pollMs: 2000,
        leaseMs: 6000,
        idle: { pollMs: 60_000, quiet: () => true, waking },
        health: newNetworkHealth(),
        clock: systemClock,
        logger: silentLogger,
      },
      stop.signal,
    );
    await vi.advanceTimersByTimeAsync(59_000);
    // 29 polls' time: one tick, not 30.
    expect(ticks).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(ticks).toBe(2);
    waking.wake();
    await vi.advanceTimersByTimeAsync(0);
    expect(ticks).toBe(3);
    stop.abort();
    await loop;
  });

  it("keeps a wake heard during a tick for the sleep after it (the tick may have read the store before the order)", async () => {
    vi.useFakeTimers();
    let ticks = 0;
    const waking = quietWake();
    const stop = new AbortController();
    const loop = watchLoop(
      {
        tick: async () => {
          ticks++;
          if (ticks === 1) waking.wake();
          return "caught-up";
        },
        network: "tron",
        pollMs: 2000,
        leaseMs: 6000,
        idle: { pollMs: 60_000, quiet: () => true, waking },
        health: newNetworkHealth(),
        clock: systemClock,
        logger: silentLogger,
      },
      stop.signal,
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(ticks).toBe(2);
    stop.abort();
    await loop;
  });
});

describe("a watcher on anvil with nothing to wait for", () => {
  let anvil: Anvil;
  let t: ChainApp;
  /** Another service's store: its counted watcher holds its own lease. */
  let counted: ChainApp;

  beforeAll(async () => {
    anvil = await startTokenAnvil({ chainId: 1, tokens: [USDT], decimals: 6 });
    const env = { CHAIN_CONFIRMATIONS_ETHEREUM: "2", CHAIN_POLL_MS_ETHEREUM: "100", CHAIN_IDLE_POLL_MS_ETHEREUM: "3600000" };
    t = await startChainApp(anvil, "ethereum", env);
    counted = await startChainApp(anvil, "ethereum", env);
  }, 30_000);

  afterAll(async () => {
    await t?.close();
    await counted?.close();
    await anvil?.stop();
  });

  it("is quiet at two requests a tick until an order waits, then detects its payment at once though the idle poll is an hour", async () => {
    const rpc = createRpcClient({ url: anvil.url, timeoutMs: 5000 });
    const own = watcherOver(counted, {
      settings: counted.mode.settings.networks.ethereum as NetworkSettings,
      rpc,
      clock: systemClock,
      owner: "counting",
      leaseMs: 5000,
    });
    await own.tick();
    await anvil.mine(3);
    const before = rpc.requests;
    expect(await own.tick()).toBe("caught-up");
    expect(own.quiet()).toBe(true);
    // The head with its block (a batch, then the block), and nothing else: no second ask of the top.
    expect(rpc.requests - before).toBeLessThanOrEqual(2);

    // The app's own loop, quiet for an hour, is woken by the order's creation.
    t.watcher.start();
    await until(() => t.watcher.quiet(), "the app's watcher quiet");
    const order = await t.createOrder("payment", "USDT_ERC20", "25");
    await until(() => !t.watcher.quiet(), "the watcher woken by the new order");
    await anvil.send({ to: USDT, data: tokenCalls.transfer(order.paymentAddress, 25_000_000n) });
    await anvil.mine(2);
    await until(async () => (await t.order(order.orderId)).status === "completed", "the payment credited", 15_000, 20);
    await t.watcher.stop();
    // The counted watcher's service gets an order too: no longer quiet.
    await counted.createOrder("deposit", "USDT_ERC20");
    await own.tick();
    expect(own.quiet()).toBe(false);
    // A busy tick that finds a new block and nothing in it: the head batch, its block, the logs.
    // At TRON's default poll (its block time) that is under TronGrid's free 100,000 requests a day.
    await anvil.mine(1);
    const busy = rpc.requests;
    await own.tick();
    expect(rpc.requests - busy).toBeLessThanOrEqual(3);
    expect(((rpc.requests - busy) * 86_400_000) / DEFAULT_POLL_MS.tron).toBeLessThanOrEqual(100_000);
  }, 30_000);
});
