// A held credit is shown to the merchant: the check node (CHAIN_RPC_URL_ETHEREUM_CHECK, behind a
// proxy here) answers no receipt for a real payment, so its credit waits. The merchant's portal
// view of the order says the credit is held and why, the payer still sees it confirming (never
// received); once the check node agrees, the payment is credited and the hold is gone.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTokenAnvil, tokenCalls, type Anvil } from "../../test/support/chain/anvil.ts";
import { startChainApp, TOKEN_CONTRACTS_FOR_TESTS, type ChainApp } from "../../test/support/chain/chain-app.ts";
import { startFaultProxy, type FaultProxy } from "../../test/support/fault-proxy.ts";

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

describe("a credit the second witness holds", () => {
  it("is shown in the portal with its reason, and goes once the check node agrees", async () => {
    const order = await t.createOrder("payment", "USDT_ERC20", "25");
    await t.watcher.tick();
    // The check node knows no receipt at all (a node that lost the transaction, or never had it).
    await check.set({
      kind: "rewrite",
      rewrite: (body) => {
        const answers = JSON.parse(body) as { result?: unknown }[] | { result?: unknown };
        const drop = (a: { result?: unknown }) => {
          if (a.result !== null && typeof a.result === "object" && "logs" in a.result) a.result = null;
          return a;
        };
        return JSON.stringify(Array.isArray(answers) ? answers.map(drop) : drop(answers));
      },
    });
    await anvil.send({ to: USDT, data: tokenCalls.transfer(order.paymentAddress, 25_000_000n) });
    await t.watcher.tick();
    await anvil.mine(5);
    await t.watcher.tick();
    await t.watcher.tick();

    expect((await t.store.chain.transfersOfOrder(order.orderId)).map((r) => r.state)).toEqual(["detected"]);
    const held = await t.portalOrder(order.orderId);
    const notes = (held.chainNotes ?? []).filter((n) => n.kind === "creditHeld");
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ amount: "25.000000", assetId: "USDT_ERC20", reason: expect.stringMatching(/no receipt/) });
    expect((await t.order(order.orderId)).status).toBe("inProgress");
    const payer = await t.payerView(order.orderId);
    // Still confirming for the payer: nothing received, the transfer pending.
    expect(payer.status).toBe("inProgress");
    expect(payer.receivedAmount.amount).toBe("0.000000");
    expect(payer.transactions.map((tx: { status: string }) => tx.status)).toEqual(["pending"]);

    await check.set({ kind: "pass" });
    await t.watcher.tick();
    expect((await t.order(order.orderId)).status).toBe("completed");
    expect((await t.store.chain.transfersOfOrder(order.orderId)).map((r) => r.state)).toEqual(["credited"]);
    const credited = await t.portalOrder(order.orderId);
    expect((credited.chainNotes ?? []).filter((n) => n.kind === "creditHeld")).toEqual([]);
  }, 60_000);
});
