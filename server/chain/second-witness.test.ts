// A second witness: the main node (behind a proxy here) forges a Transfer log in a real block,
// one whose hash it confirms; the check node (CHAIN_RPC_URL_ETHEREUM_CHECK, anvil itself) has no
// such receipt. The forged transfer is never credited, /healthz counts the disagreement, and an
// honest payment in the same block is credited as usual.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTokenAnvil, tokenCalls, type Anvil } from "../../test/support/chain/anvil.ts";
import { startChainApp, TOKEN_CONTRACTS_FOR_TESTS, type ChainApp } from "../../test/support/chain/chain-app.ts";
import { startFaultProxy, type FaultProxy } from "../../test/support/fault-proxy.ts";
import { TRANSFER_TOPIC } from "./scanner.ts";

const USDT = TOKEN_CONTRACTS_FOR_TESTS("ethereum").USDT_ERC20 as string;

let anvil: Anvil;
let proxy: FaultProxy;
let t: ChainApp;

beforeAll(async () => {
  anvil = await startTokenAnvil({ chainId: 1, tokens: [USDT], decimals: 6 });
  proxy = await startFaultProxy(anvil.url);
  t = await startChainApp(
    anvil,
    "ethereum",
    { CHAIN_CONFIRMATIONS_ETHEREUM: "3", CHAIN_RPC_URL_ETHEREUM_CHECK: anvil.url },
    undefined,
    proxy.origin,
  );
}, 30_000);

afterAll(async () => {
  await t?.close();
  await proxy?.close();
  await anvil?.stop();
});

const topicOf = (address: string) => `0x${address.slice(2).toLowerCase().padStart(64, "0")}`;

describe("a second witness", () => {
  it("holds the credit of a log the check node does not confirm, and credits an honest payment", async () => {
    const forged = await t.createOrder("payment", "USDT_ERC20", "25");
    const honest = await t.createOrder("payment", "USDT_ERC20", "25");
    await t.watcher.tick();
    const paid = await anvil.send({ to: USDT, data: tokenCalls.transfer(honest.paymentAddress, 25_000_000n) });
    const receipt = (await t.rpc.call<{ blockNumber: string; blockHash: string }>("eth_getTransactionReceipt", [paid])) as {
      blockNumber: string;
      blockHash: string;
    };
    const log = {
      address: USDT.toLowerCase(),
      topics: [TRANSFER_TOPIC, topicOf(anvil.payer), topicOf(forged.paymentAddress)],
      data: `0x${(25_000_000).toString(16).padStart(64, "0")}`,
      blockNumber: receipt.blockNumber,
      blockHash: receipt.blockHash,
      transactionHash: `0x${"f0".repeat(32)}`,
      transactionIndex: "0x5",
      logIndex: "0x9",
      removed: false,
    };
    // Every log answer from the main node gains the forged one (only eth_getLogs answers arrays here).
    await proxy.set({
      kind: "rewrite",
      rewrite: (body) => {
        const answers = JSON.parse(body) as { result?: unknown }[] | { result?: unknown };
        const add = (a: { result?: unknown }) => {
          if (Array.isArray(a.result)) a.result = [...a.result, log];
          return a;
        };
        return JSON.stringify(Array.isArray(answers) ? answers.map(add) : add(answers));
      },
    });
    await t.watcher.tick();
    expect((await t.store.chain.transfersOfOrder(forged.orderId)).map((r) => r.state)).toEqual(["detected"]);
    await anvil.mine(5);
    await t.watcher.tick();
    await t.watcher.tick();

    expect((await t.order(honest.orderId)).status).toBe("completed");
    expect((await t.order(forged.orderId)).status).toBe("inProgress");
    expect((await t.store.chain.transfersOfOrder(forged.orderId)).map((r) => r.state)).toEqual(["detected"]);
    const health = await (await t.app.request("/healthz")).json();
    expect(health.chain.ethereum.witness.disagreements).toBeGreaterThan(0);
    expect(health.chain.ethereum.witness.last.reason).toMatch(/no receipt/);
    await proxy.set({ kind: "pass" });
  }, 60_000);
});
