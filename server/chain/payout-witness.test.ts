// A second witness for payouts (CHAIN_RPC_URL_ETHEREUM_CHECK): before a payout completes, the
// check node must show the transfer that paid it. Here the main node is anvil itself and the
// check node a proxy in front of it that hides the paying transaction's receipt: the payout is
// seen (its hash and sender shown) but its completion is held at its confirmations, /healthz
// counts the disagreement; once the check node shows the receipt, it completes, once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTokenAnvil, tokenCalls, type Anvil } from "../../test/support/chain/anvil.ts";
import { startChainApp, TOKEN_CONTRACTS_FOR_TESTS, type ChainApp } from "../../test/support/chain/chain-app.ts";
import { startFaultProxy, type FaultProxy } from "../../test/support/fault-proxy.ts";
import { EVM_DESTINATION } from "../testing.ts";

const USDT = TOKEN_CONTRACTS_FOR_TESTS("ethereum").USDT_ERC20 as string;

let anvil: Anvil;
let check: FaultProxy;
let t: ChainApp;

beforeAll(async () => {
  anvil = await startTokenAnvil({ chainId: 1, tokens: [USDT], decimals: 6 });
  check = await startFaultProxy(anvil.url);
  t = await startChainApp(anvil, "ethereum", { CHAIN_CONFIRMATIONS_ETHEREUM: "3", CHAIN_RPC_URL_ETHEREUM_CHECK: check.origin });
}, 30_000);

afterAll(async () => {
  await t?.close();
  await check?.close();
  await anvil?.stop();
});

/** The check node answers as if it had never seen `hash`: its receipt is null. */
function hideReceipt(hash: string) {
  return check.set({
    kind: "rewrite",
    rewrite: (body) => {
      const answers = JSON.parse(body) as
        | { result?: { transactionHash?: string } | null }[]
        | { result?: { transactionHash?: string } | null };
      const hide = (a: { result?: { transactionHash?: string } | null }) => {
        if (a.result && typeof a.result === "object" && a.result.transactionHash?.toLowerCase() === hash.toLowerCase()) a.result = null;
        return a;
      };
      return JSON.stringify(Array.isArray(answers) ? answers.map(hide) : hide(answers));
    },
  });
}

describe("a second witness for payouts", () => {
  it("holds a payout's completion while the check node has no receipt of its transfer, and completes it once the check node shows it", async () => {
    const paid = await t.createOrder("payment", "USDT_ERC20", "25");
    await anvil.send({ to: USDT, data: tokenCalls.transfer(paid.paymentAddress, 25_000_000n) });
    await t.watcher.tick();
    await anvil.mine(2);
    await t.watcher.tick();
    expect((await t.order(paid.orderId)).status).toBe("completed");
    const res = await t.call("POST", "/api/v1/order/refund", {
      refundOrderId: paid.orderId,
      assetId: "USDT_ERC20",
      amount: "10",
      destinationAddress: EVM_DESTINATION,
    });
    expect(res.status).toBe(201);
    const { orderId } = (await res.json()) as { orderId: string };

    // The merchant's wallet pays from the order's address; the check node will not show it.
    await anvil.rpc("anvil_impersonateAccount", [paid.paymentAddress]);
    await anvil.rpc("anvil_setBalance", [paid.paymentAddress, "0xde0b6b3a7640000"]);
    const hash = await anvil.sendPending({ from: paid.paymentAddress, to: USDT, data: tokenCalls.transfer(EVM_DESTINATION, 10_000_000n) });
    await hideReceipt(hash);
    await anvil.mine(1);
    await t.watcher.tick();
    expect((await t.order(orderId)).payout).toMatchObject({ state: "seen", hash, senderAddress: paid.paymentAddress });

    await anvil.mine(4);
    await t.watcher.tick();
    await t.watcher.tick();
    const held = await t.order(orderId);
    expect(held.payout).toMatchObject({ state: "seen", hash });
    expect(held.status).toBe("inProgress");
    const health = await (await t.app.request("/healthz")).json();
    expect(health.chain.ethereum.witness.disagreements).toBeGreaterThan(0);
    expect(health.chain.ethereum.witness.last).toMatchObject({
      transfer: expect.stringContaining(hash),
      reason: expect.stringMatching(/no receipt/),
    });

    await check.set({ kind: "pass" });
    await t.watcher.tick();
    const done = await t.order(orderId);
    expect(done.payout).toMatchObject({ state: "completed", hash, senderAddress: paid.paymentAddress });
    expect(done.status).toBe("completed");
    await t.watcher.tick();
    expect((await t.order(orderId)).payout).toEqual(done.payout);
  }, 60_000);

  it("completes an ETH payout whose transfer the check node shows, seen and completed in one tick when first read at its confirmations", async () => {
    const paid = await t.createOrder("payment", "ETH", "0.5");
    await anvil.send({ to: paid.paymentAddress, value: 5n * 10n ** 17n });
    await t.watcher.tick();
    await anvil.mine(2);
    await t.watcher.tick();
    expect((await t.order(paid.orderId)).status).toBe("completed");
    const res = await t.call("POST", "/api/v1/order/refund", {
      refundOrderId: paid.orderId,
      assetId: "ETH",
      amount: "0.2",
      destinationAddress: EVM_DESTINATION,
    });
    expect(res.status).toBe(201);
    const { orderId } = (await res.json()) as { orderId: string };
    const before = (await (await t.app.request("/healthz")).json()).chain.ethereum.witness.disagreements;
    await anvil.rpc("anvil_impersonateAccount", [paid.paymentAddress]);
    const hash = await anvil.send({ from: paid.paymentAddress, to: EVM_DESTINATION, value: 2n * 10n ** 17n });
    await anvil.mine(2);
    await t.watcher.tick();
    const done = await t.order(orderId);
    expect(done.payout).toMatchObject({ state: "completed", hash, senderAddress: paid.paymentAddress });
    expect((await (await t.app.request("/healthz")).json()).chain.ethereum.witness.disagreements).toBe(before);
  }, 60_000);
});
