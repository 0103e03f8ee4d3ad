// TRON's calls to java-tron's HTTP API (the kind of each native candidate) counted as the
// network's JSON-RPC calls are, in the same metric and label shape: a scraper sees every
// request the watcher sends to the provider, the key's rate limit counts both. Against the
// TRON-like anvil and the stub HTTP API in front of it (test/support/chain/tron-http-api.ts).
import { describe, expect, it } from "vitest";
import { chainAppOnAnvil, TOKEN_CONTRACTS_FOR_TESTS } from "../../test/support/chain/chain-app.ts";
import { tronAccountHex } from "../../test/support/chain/keys.ts";
import { parseExposition } from "../../test/support/prometheus.ts";
import { TRON_API_METHOD } from "../chain/tron-contract-types.ts";
import { createMetrics } from "./metrics.ts";

const TRON_USDT = TOKEN_CONTRACTS_FOR_TESTS("tron").USDT_TRC20 as string;

describe("TRON's HTTP API calls in the metrics", () => {
  const chain = chainAppOnAnvil("tron", { chainId: 728126428, tokens: [TRON_USDT], decimals: 6 });

  it("count each gettransactionbyid by outcome beside the JSON-RPC calls, under the network's label", { timeout: 30_000 }, async () => {
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
    const calls = async () => {
      const samples = parseExposition((await metrics.scrape()).text).get("checkout_chain_rpc_calls_total")?.samples ?? [];
      const apiCalls = (outcome: string) =>
        samples.find((s) => s.labels.network === "tron" && s.labels.method === TRON_API_METHOD && s.labels.outcome === outcome)?.value ?? 0;
      return {
        ok: apiCalls("ok"),
        transient: apiCalls("transient"),
        rpc: samples.filter((s) => s.labels.method?.startsWith("eth_")).length,
      };
    };

    const paid = await chain.app.createOrder("payment", "TRX", "30");
    await chain.anvil.send({ to: tronAccountHex(paid.paymentAddress), value: 30_000_000n });
    await chain.app.watcher.tick();
    expect(chain.app.tronApi?.asked).toHaveLength(1);
    expect(await calls()).toMatchObject({ ok: 1, transient: 0 });
    expect((await calls()).rpc).toBeGreaterThan(0);

    // The API down: the tick fails, and the failed call is counted by its class (a 503: transient).
    const waiting = await chain.app.createOrder("payment", "TRX", "20");
    await chain.anvil.send({ to: tronAccountHex(waiting.paymentAddress), value: 20_000_000n });
    chain.app.tronApi?.setState("down");
    await expect(chain.app.watcher.tick()).rejects.toThrow(/HTTP 503/);
    expect(await calls()).toMatchObject({ ok: 1, transient: 1 });
    chain.app.tronApi?.setState("up");
    await chain.app.watcher.tick();
    expect(await calls()).toMatchObject({ ok: 2, transient: 1 });
  });
});
