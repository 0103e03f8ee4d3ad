// Many watched addresses: past CHAIN_CONTRACT_SCAN_AT_<NETWORK> the watcher reads the pinned
// tokens' Transfer logs (one query a range) and matches recipients in memory, instead of one
// query per 500 recipients. The same payments are found by both paths: two services over their
// own stores (so the same first address) watch one node, one by contract, one by recipient.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTokenAnvil, tokenCalls, type Anvil } from "../../test/support/chain/anvil.ts";
import { startChainApp, TOKEN_CONTRACTS_FOR_TESTS, type ChainApp } from "../../test/support/chain/chain-app.ts";
import { startFaultProxy, type FaultProxy } from "../../test/support/fault-proxy.ts";

const USDT = TOKEN_CONTRACTS_FOR_TESTS("ethereum").USDT_ERC20 as string;

type LogFilter = { address?: string[]; topics: (string | string[] | null)[] };

let anvil: Anvil;
let proxy: FaultProxy;
let byContract: ChainApp;
let byRecipient: ChainApp;
const filters: LogFilter[] = [];

beforeAll(async () => {
  anvil = await startTokenAnvil({ chainId: 1, tokens: [USDT], decimals: 6 });
  proxy = await startFaultProxy(anvil.url);
  // The by-contract service's node answers through a proxy that notes every log query.
  await proxy.set({
    kind: "intercept",
    answer: (body) => {
      const calls = [JSON.parse(body)].flat() as { method: string; params: LogFilter[] }[];
      for (const call of calls) if (call.method === "eth_getLogs" && call.params[0]) filters.push(call.params[0]);
      return null;
    },
  });
  const env = { CHAIN_CONFIRMATIONS_ETHEREUM: "2" };
  byContract = await startChainApp(anvil, "ethereum", { ...env, CHAIN_CONTRACT_SCAN_AT_ETHEREUM: "2" }, undefined, proxy.origin);
  byRecipient = await startChainApp(anvil, "ethereum", env);
}, 30_000);

afterAll(async () => {
  await byContract?.close();
  await byRecipient?.close();
  await proxy?.close();
  await anvil?.stop();
});

describe("logs read by contract past the threshold", () => {
  it("finds the same payments as by recipient, ignoring the token's other transfers", async () => {
    const orders = [];
    for (const t of [byContract, byRecipient]) {
      await t.watcher.tick();
      // Two addresses each, the threshold of the first service: the same two in both stores.
      orders.push([await t.createOrder("payment", "USDT_ERC20", "25"), await t.createOrder("payment", "USDT_ERC20", "10")]);
    }
    // The start probe's own log query (by recipient, for nobody's address) is behind us.
    filters.length = 0;
    const [[a, b], [a2, b2]] = orders as [
      [{ paymentAddress: string; orderId: string }, { paymentAddress: string; orderId: string }],
      (typeof orders)[0],
    ];
    expect([a2?.paymentAddress, b2?.paymentAddress]).toEqual([a?.paymentAddress, b?.paymentAddress]);
    const full = await anvil.send({ to: USDT, data: tokenCalls.transfer(a?.paymentAddress ?? "", 25_000_000n) });
    // The pinned token's transfers to others, in the same block as a partial payment: read, not ours.
    await anvil.sendPending({ to: USDT, data: tokenCalls.transfer("0x00000000000000000000000000000000000000aa", 7_000_000n) });
    const part = await anvil.sendPending({ to: USDT, data: tokenCalls.transfer(b?.paymentAddress ?? "", 4_000_000n) });
    await anvil.mine(3);
    for (const t of [byContract, byRecipient]) {
      await t.watcher.tick();
      await t.watcher.tick();
    }
    const seen = async (t: ChainApp, orderId: string) => {
      const order = await t.order(orderId);
      return { status: order.status, paid: order.transactions.map((x: { hash: string; status: string }) => [x.hash, x.status]) };
    };
    expect(await seen(byContract, a?.orderId ?? "")).toEqual({ status: "completed", paid: [[full, "completed"]] });
    expect(await seen(byContract, b?.orderId ?? "")).toEqual(await seen(byRecipient, b2?.orderId ?? ""));
    expect(await seen(byRecipient, a2?.orderId ?? "")).toEqual(await seen(byContract, a?.orderId ?? ""));
    expect((await seen(byContract, b?.orderId ?? "")).paid).toEqual([[part, expect.any(String)]]);

    // Every query of the service past its threshold named the pinned tokens, none a recipient.
    expect(filters.length).toBeGreaterThan(0);
    for (const filter of filters) {
      expect(filter.address).toContain(USDT.toLowerCase());
      expect(filter.topics.length).toBe(1);
    }
  }, 30_000);
});
