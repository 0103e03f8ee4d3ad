// A consistent chain-mode start, as the operator meets it: the real service as a process, its
// node behind a proxy that stands in for a provider (a key in the URL's query, another in a
// header). The start prints each node's host, its chain and token contracts, and the first
// three addresses of each key, and never a key; it seeds nothing; the node gets its headers. And CHAIN_START_BLOCK is read on
// the first start only: a restart goes on from the stored cursor whatever it says.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTokenAnvil, tokenCalls, type Anvil } from "../../test/support/chain/anvil.ts";
import { startChainApp, TOKEN_CONTRACTS_FOR_TESTS } from "../../test/support/chain/chain-app.ts";
import { EVM_ADDRESSES, TEST_XPUB_EVM, TEST_XPUB_TRON, TRON_ADDRESSES } from "../../test/support/chain/keys.ts";
import { startFaultProxy, type FaultProxy } from "../../test/support/fault-proxy.ts";
import { freePortPair, ready, spawnService, type ServiceProcess } from "../../test/support/service-process.ts";
import { until } from "../../test/support/until.ts";

const PROVIDER_KEY = "k3y-in-the-query-0123456789";
const HEADER_KEY = "h3ader-k3y-9876543210";
const USDT = TOKEN_CONTRACTS_FOR_TESTS("ethereum").USDT_ERC20 as string;
/** A USDC contract of the operator's own (CHAIN_TOKEN_USDC_ERC20): printed as set. */
const OWN_USDC = "0x5FbDB2315678afecb367f032d93F642f64180aa3";

let anvil: Anvil;
let proxy: FaultProxy;
let dir: string;
let service: ServiceProcess | undefined;

beforeAll(async () => {
  anvil = await startTokenAnvil({ chainId: 1, tokens: [USDT], decimals: 6 });
  proxy = await startFaultProxy(anvil.url);
  dir = mkdtempSync(join(tmpdir(), "chain-start-"));
}, 30_000);

afterAll(async () => {
  if (service && service.child.exitCode === null) {
    service.child.kill("SIGKILL");
    await service.exited;
  }
  await proxy?.close();
  await anvil?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe("a chain-mode start", () => {
  it("prints each node's host and the first three addresses of each key, never a key, even after a node failed; seeds nothing; sends the node its headers", async () => {
    const started = await ready(
      spawnService(
        {
          STATE: join(dir, "checkout.sqlite"),
          QUIET: "0",
          // The start's lines as a person at a terminal reads them.
          LOG_FORMAT: "pretty",
          CHAIN_RPC_URL_ETHEREUM: `${proxy.origin}/?apikey=${PROVIDER_KEY}`,
          CHAIN_RPC_HEADERS_ETHEREUM: JSON.stringify({ "X-Provider-Key": HEADER_KEY }),
          CHAIN_POLL_MS_ETHEREUM: "50",
          // TRON's node is the same anvil, named a test network: two keys to print.
          CHAIN_RPC_URL_TRON: anvil.url,
          CHAIN_ID_TRON: "1",
          CHAIN_POLL_MS_TRON: "50",
          XPUB_EVM: TEST_XPUB_EVM,
          XPUB_TRON: TEST_XPUB_TRON,
          CHAIN_TOKEN_USDC_ERC20: OWN_USDC,
        },
        await freePortPair(),
      ),
    );
    service = started;
    const proxyHost = new URL(proxy.origin).host;
    await until(() => started.output().includes("Check these addresses"), "the start's lines");
    const output = started.output();
    expect(output).toContain(`ethereum  ${proxyHost} (mainnet, chain id 1`);
    // Each network's contracts: the pinned ones, and one the operator set.
    expect(output).toContain(`USDT_ERC20  0xdAC17F958D2ee523a2206206994597C13D831ec7\n`);
    expect(output).toContain(`USDC_ERC20  ${OWN_USDC} (CHAIN_TOKEN_USDC_ERC20)`);
    expect(output).toContain(`tron      ${new URL(anvil.url).host} (mainnet, chain id 1`);
    expect(output).toContain(`TRX         counted once ${new URL(anvil.url).host}/wallet/gettransactionbyid calls it a TransferContract`);
    expect(output).toContain(`m/44'/60'/0'/0/0 ${EVM_ADDRESSES[0]}, m/44'/60'/0'/0/1 ${EVM_ADDRESSES[1]}, m/44'/60'/0'/0/2 0x`);
    expect(output).toContain(`m/44'/195'/0'/0/0 ${TRON_ADDRESSES[0]}, m/44'/195'/0'/0/1 ${TRON_ADDRESSES[1]}, m/44'/195'/0'/0/2 T`);
    // No sandbox and no fee unless the operator sets one: the start says which fee the books charge.
    expect(output).toContain("service fee 0 % of each payment received (CHAIN_SERVICE_FEE_PERCENT)");

    // The provider's node is asked with its headers and its URL as given.
    await until(() => proxy.requests.length > 0, "a request to the node");
    expect(proxy.requests[0]?.headers["x-provider-key"]).toBe(HEADER_KEY);
    expect(proxy.requests[0]?.path).toBe(`/?apikey=${PROVIDER_KEY}`);

    // Seeds nothing: no client (the sandbox's key opens nothing), no sandbox routes.
    expect((await started.call("GET", "/api/v1/integrations")).status).toBe(401);
    expect((await started.call("POST", "/_sandbox/reset", {})).status).toBe(404);
    // The portal offers refunds and withdrawals: in chain mode they are payouts the wallet pays.
    expect(await (await fetch(`${started.origin}/portal/api/info`)).json()).toMatchObject({ sandbox: false, payouts: true });

    // The node fails: the log and /healthz name the failure, never the keys.
    await proxy.set({ kind: "serverError", status: 503 });
    await until(
      async () => {
        const health = await (await fetch(`${started.origin}/healthz`)).json();
        return /HTTP 503/.test(health.chain?.ethereum?.lastError?.message ?? "");
      },
      "the failure in /healthz",
      20_000,
      20,
    );
    await proxy.set({ kind: "pass" });
    const health = await (await fetch(`${started.origin}/healthz`)).text();
    for (const secret of [PROVIDER_KEY, HEADER_KEY, TEST_XPUB_EVM.slice(4, 40), TEST_XPUB_TRON.slice(4, 40)]) {
      expect(started.output()).not.toContain(secret);
      expect(health).not.toContain(secret);
    }
    started.child.kill("SIGTERM");
    await started.exited;
  }, 60_000);

  it("reads CHAIN_START_BLOCK on the first start only: a restart goes on from the stored cursor", async () => {
    const from = await anvil.head();
    const first = await startChainApp(anvil, "ethereum", { CHAIN_START_BLOCK_ETHEREUM: String(from) });
    try {
      // Paid before the first tick, five blocks under the head: found because the scan starts at CHAIN_START_BLOCK.
      const early = await first.createOrder("payment", "USDT_ERC20", "25");
      const earlyHash = await anvil.send({ to: USDT, data: tokenCalls.transfer(early.paymentAddress, 25_000_000n) });
      await anvil.mine(5);
      expect(await first.watcher.tick()).toBe("caught-up");
      expect((await first.payerView(early.orderId)).transactions.map((x: { hash: string }) => x.hash)).toEqual([earlyHash]);

      // Paid while the service is down; it restarts with a start block far past that payment.
      const late = await first.createOrder("payment", "USDT_ERC20", "25");
      await first.watcher.stop();
      const lateHash = await anvil.send({ to: USDT, data: tokenCalls.transfer(late.paymentAddress, 25_000_000n) });
      await anvil.mine(5);
      const restarted = await startChainApp(
        anvil,
        "ethereum",
        { CHAIN_START_BLOCK_ETHEREUM: String((await anvil.head()) + 1000) },
        first.store,
      );
      try {
        // The stopped process's lease is let go, as its running out would.
        await first.store.chain.takeLease("ethereum", "gone", new Date(0).toISOString(), new Date(Date.now() + 60_000).toISOString());
        expect(await restarted.watcher.tick()).toBe("caught-up");
        expect((await restarted.payerView(late.orderId)).transactions.map((x: { hash: string }) => x.hash)).toEqual([lateHash]);
      } finally {
        await restarted.close();
      }
    } finally {
      await first.close();
    }
  }, 30_000);
});
