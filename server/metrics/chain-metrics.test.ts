// Each network's watcher as a scraper sees it, against a real node (anvil): a tick moves the
// head, the cursor and the lag the metrics report, read from the same health the watcher fills
// in for /healthz (nothing of the watcher's own is changed for metrics).
import { describe, expect, it } from "vitest";
import { chainAppOnAnvil, TOKEN_CONTRACTS_FOR_TESTS } from "../../test/support/chain/chain-app.ts";
import { parseExposition, sampleValue } from "../../test/support/prometheus.ts";
import { tokenCalls } from "../../test/support/chain/anvil.ts";
import { createMetrics } from "./metrics.ts";

const USDT = TOKEN_CONTRACTS_FOR_TESTS("ethereum").USDT_ERC20 as string;
const chain = chainAppOnAnvil("ethereum", { chainId: 1, tokens: [USDT], decimals: 6 });
const ETHEREUM = { network: "ethereum" };

describe("chain metrics", () => {
  it("follow a watcher's ticks: head, cursor and lag per network, and whether this process watches it", async () => {
    const metrics = createMetrics(
      {
        heldReads: () => 0,
        chain: () => chain.app.mode.health,
        rates: () => null,
        outbox: () => null,
        now: () => Date.now(),
        chainCounts: () => chain.app.mode.counts,
      },
      { processMetrics: false },
    );
    const read = async () => (await metrics.scrape()).text;
    // Before any tick nothing is known, and nothing is invented.
    expect(sampleValue(await read(), "checkout_chain_head_block", ETHEREUM)).toBeUndefined();

    await chain.app.watcher.tick();
    let text = await read();
    const head = await chain.anvil.head();
    expect(sampleValue(text, "checkout_chain_head_block", ETHEREUM)).toBe(head);
    const cursor = sampleValue(text, "checkout_chain_cursor_block", ETHEREUM) ?? Number.NaN;
    expect(cursor).toBe(chain.app.mode.health.ethereum?.cursor);
    expect(sampleValue(text, "checkout_chain_lag_blocks", ETHEREUM)).toBe(chain.app.mode.health.ethereum?.lag);
    expect(sampleValue(text, "checkout_chain_watching", ETHEREUM)).toBe(1);
    expect(sampleValue(text, "checkout_chain_failing", ETHEREUM)).toBe(0);

    await chain.anvil.mine(7);
    await chain.app.watcher.tick();
    text = await read();
    expect(sampleValue(text, "checkout_chain_head_block", ETHEREUM)).toBe(head + 7);
    expect(sampleValue(text, "checkout_chain_cursor_block", ETHEREUM)).toBeGreaterThan(cursor);
    expect(sampleValue(text, "checkout_chain_lag_blocks", ETHEREUM)).toBe(chain.app.mode.health.ethereum?.lag);
    // Every call the ticks made to the node, by method, answered: none of another network.
    const calls = parseExposition(text).get("checkout_chain_rpc_calls_total")?.samples ?? [];
    expect(calls.length).toBeGreaterThan(0);
    expect(
      calls.every((s) => s.labels.network === "ethereum" && s.labels.outcome === "ok" && /^eth_\w+$/.test(s.labels.method ?? "")),
    ).toBe(true);
    const before = calls.reduce((sum, s) => sum + s.value, 0);
    await chain.app.watcher.tick();
    const after = (parseExposition(await read()).get("checkout_chain_rpc_calls_total")?.samples ?? []).reduce((sum, s) => sum + s.value, 0);
    expect(after).toBeGreaterThan(before);
    // Only configured networks are labelled.
    expect(sampleValue(text, "checkout_chain_head_block", { network: "tron" })).toBeUndefined();
  });

  it("count the transfers a tick saw and credited, and the order it completed, per network and asset", { timeout: 30_000 }, async () => {
    const metrics = createMetrics(
      {
        heldReads: () => 0,
        chain: () => chain.app.mode.health,
        rates: () => null,
        outbox: () => null,
        now: () => Date.now(),
        chainCounts: () => chain.app.mode.counts,
        orders: () => chain.app.app.services.orderCounts,
      },
      { processMetrics: false },
    );
    const read = async () => (await metrics.scrape()).text;
    const value = async (name: string, labels: Record<string, string>) => sampleValue(await read(), name, labels) ?? 0;
    const seenBefore = await value("checkout_chain_transfers_seen_total", ETHEREUM);
    const creditedBefore = await value("checkout_chain_transfers_credited_total", ETHEREUM);
    const order = await chain.app.createOrder("payment", "USDT_ERC20", "5");
    expect(await value("checkout_orders_created_total", { type: "payment", asset: "USDT_ERC20" })).toBeGreaterThanOrEqual(1);
    await chain.anvil.send({ to: USDT, data: tokenCalls.transfer(order.paymentAddress, 5_000_000n) });
    // Seen at once, credited at 12 confirmations.
    await chain.app.watcher.tick();
    await chain.anvil.mine(12);
    await chain.app.watcher.tick();
    expect((await chain.app.order(order.orderId)).status).toBe("completed");
    expect(await value("checkout_chain_transfers_seen_total", ETHEREUM)).toBe(seenBefore + 1);
    expect(await value("checkout_chain_transfers_credited_total", ETHEREUM)).toBe(creditedBefore + 1);
    expect(await value("checkout_orders_completed_total", { type: "payment", asset: "USDT_ERC20" })).toBe(1);
  });
});
