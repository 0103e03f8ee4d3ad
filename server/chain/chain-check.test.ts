// `npm run operator -- check-chain` against anvil (every method served: exit 0, its head, its log
// range, batches, requests a day busy and idle), behind the proxy answering as Alchemy's free tier (a log range
// cap of 10 blocks, found and printed), and as BSC's public dataseed (eth_getLogs switched off:
// exit 1, the method and the node's answer named).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTokenAnvil, type Anvil } from "../../test/support/chain/anvil.ts";
import { TEST_XPUB_EVM } from "../../test/support/chain/keys.ts";
import { ALCHEMY_FREE_TIER_RANGE, BSC_DATASEED_GET_LOGS, refuseCalls } from "../../test/support/chain/node-answers.ts";
import { startFaultProxy, type FaultProxy } from "../../test/support/fault-proxy.ts";
import { checkChainCommand } from "../../scripts/operator/check-chain.ts";

let anvil: Anvil;
let proxy: FaultProxy;

beforeAll(async () => {
  anvil = await startTokenAnvil({ chainId: 56, tokens: [], decimals: 18 });
  await anvil.mine(30);
  proxy = await startFaultProxy(anvil.url);
}, 30_000);

afterAll(async () => {
  await proxy?.close();
  await anvil?.stop();
});

async function check(url: string): Promise<{ code: number; out: string }> {
  const lines: string[] = [];
  const code = await checkChainCommand(
    { CHAIN_RPC_URL_BSC: url, XPUB_EVM: TEST_XPUB_EVM, CHAIN_POLL_MS_BSC: "1000", CHAIN_IDLE_POLL_MS_BSC: "60000" },
    (line) => lines.push(line),
  );
  return { code, out: lines.join("\n") };
}

const wider = (call: { method: string; params: unknown[] }) => {
  const range = call.params[0] as { fromBlock?: string; toBlock?: string } | undefined;
  return call.method === "eth_getLogs" && Number(range?.toBlock) - Number(range?.fromBlock) + 1 > 10;
};

describe("npm run operator -- check-chain", () => {
  it("says the watcher can work with anvil: its head, the finalized block, a 2,000-block log query, batches and requests a day", async () => {
    const { code, out } = await check(anvil.url);
    expect(code).toBe(0);
    expect(out).toMatch(/^bsc at 127\.0\.0\.1:\d+: the watcher can work here$/m);
    expect(out).toContain(`head ${await anvil.head()}`);
    expect(out).toMatch(/finalized block \d+ \(credits before 15 confirmations\)/);
    expect(out).toContain(`eth_getLogs over ${Math.min(2000, (await anvil.head()) + 1)} blocks in one query: answered`);
    expect(out).toContain("batches of 50 calls: accepted");
    // Busy at the poll, quiet at the idle poll (CHAIN_IDLE_POLL_MS_BSC: 60 s here), and a day of both.
    expect(out).toContain(
      "about 259,344 requests a day while orders or payouts wait (a tick every 1000 ms), 1,584 while nothing waits (a tick every 60000 ms, CHAIN_IDLE_POLL_MS_BSC); 87,504 on a day with something waiting 8 hours",
    );
  }, 30_000);

  it("finds a provider's log range cap (Alchemy's free tier: 10 blocks) and prints it", async () => {
    await proxy.set({ kind: "rewrite", rewrite: refuseCalls(wider, ALCHEMY_FREE_TIER_RANGE) });
    const { code, out } = await check(proxy.origin);
    expect(code).toBe(0);
    expect(out).toMatch(/eth_getLogs capped: 10 blocks answered \(refused wider: .*up to a 10 block range/);
  }, 30_000);

  it("exits 1 naming eth_getLogs and the node's answer where it is switched off (BSC's public dataseed)", async () => {
    await proxy.set({ kind: "rewrite", rewrite: refuseCalls((c) => c.method === "eth_getLogs", BSC_DATASEED_GET_LOGS) });
    const { code, out } = await check(proxy.origin);
    expect(code).toBe(1);
    expect(out).toMatch(/^bsc at 127\.0\.0\.1:\d+: the watcher cannot work here$/m);
    expect(out).toMatch(
      /not watchable: bsc: the node refuses eth_getLogs, which the watcher needs \(eth_getLogs: limit exceeded \(-32005\)\)/,
    );
  }, 30_000);
});
