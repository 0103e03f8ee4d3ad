// A flood of orders through a payment link in chain mode, against a real node (anvil): each
// order spent the merchant's next wallet index and was watched for ever, so the next real payer's
// address went past any wallet's scan (its gap limit) and each block's work grew. Now an unpaid
// link order's address is let go after its window and the late window (CHAIN_LATE_WINDOW_DAYS),
// and its index, if nothing was ever seen on it, is handed out again: never while a window or a
// late window holds it, never one that received anything. The app's and the watcher's clock is
// moved by hand; the node is real.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PaymentLinkCreated } from "../../src/shared/index.ts";
import { startTokenAnvil, tokenCalls, type Anvil } from "../../test/support/chain/anvil.ts";
import { otherProcessWatcher, startChainApp, TOKEN_CONTRACTS_FOR_TESTS, type ChainApp } from "../../test/support/chain/chain-app.ts";
import { chooseOnLink } from "../../test/support/link-choice.ts";
import { manualClock } from "../domain/clock.ts";
import { INTEGRATION_ID } from "../testing.ts";

const USDT = TOKEN_CONTRACTS_FOR_TESTS("ethereum").USDT_ERC20 as string;
const DAY = 86_400_000;

let anvil: Anvil;
let chain: ChainApp;
const clock = manualClock(new Date().toISOString());

beforeAll(async () => {
  anvil = await startTokenAnvil({ chainId: 1, tokens: [USDT], decimals: 6 });
  chain = await startChainApp(
    anvil,
    "ethereum",
    { CHAIN_LATE_WINDOW_DAYS: "1", CHAIN_CONFIRMATIONS_ETHEREUM: "1" },
    undefined,
    undefined,
    clock,
  );
}, 30_000);
afterAll(async () => {
  await chain?.close();
  await anvil?.stop();
});

const pay = (to: string, amount: bigint) => anvil.send({ to: USDT, data: tokenCalls.transfer(to, amount * 1_000_000n) });

/** Every address handed out in this file, in order. */
const handedOut = new Set<string>();

interface Chosen {
  orderId: string;
  address: string;
}

async function choose(linkId: string): Promise<Chosen> {
  const res = await chooseOnLink(chain.app, linkId, "USDT_ERC20");
  expect(res.status, await res.clone().text()).toBe(303);
  const orderId = new URL(res.headers.get("Location") ?? "").searchParams.get("orderId") ?? "";
  // The address the payer is shown (the API's order read has none: the spec's has no such field).
  const { address } = (await chain.payerView(orderId)) as { address: string };
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
  handedOut.add(address);
  return { orderId, address };
}

describe("chain mode lets an unpaid link order's address go, and hands its index out again only after", () => {
  it("reuses only an address let go after the window and the late window, never one held or one that received anything", async () => {
    const made = await chain.call("POST", "/api/v1/payment-links", {
      integrationId: INTEGRATION_ID,
      name: "T-shirt",
      price: { amount: "25", currency: "USDT_ERC20" },
      assetIds: ["USDT_ERC20"],
      expiresInMinutes: 1,
    });
    expect(made.status).toBe(201);
    const { linkId } = PaymentLinkCreated.parse(await made.json());
    const watcher = otherProcessWatcher(chain, "reuse-watcher", clock);

    const unpaid = await choose(linkId);
    const paid = await choose(linkId);
    const underpaid = await choose(linkId);
    expect(new Set([unpaid.address, paid.address, underpaid.address]).size).toBe(3);
    expect(await watcher.tick()).toBe("caught-up");
    expect(watcher.watchedCount()).toBe(3);
    await pay(paid.address, 25n);
    await pay(underpaid.address, 1n);
    await watcher.tick();
    await anvil.mine(1);
    await watcher.tick();
    expect(await chain.order(paid.orderId)).toMatchObject({ status: "completed" });
    expect((await chain.order(underpaid.orderId)).transactions).toHaveLength(1);

    // The windows (a minute) are over, the late window (a day) is not: every address is held.
    clock.advance(2 * 60_000);
    const inLateWindow = await choose(linkId);
    expect([unpaid.address, paid.address, underpaid.address]).not.toContain(inLateWindow.address);
    await watcher.tick();
    expect(watcher.watchedCount()).toBe(4);

    // A day on: the first three are let go (no longer watched); the last one's late window runs.
    clock.advance(DAY);
    await watcher.tick();
    expect(watcher.watchedCount()).toBe(1);
    // The next order gets the unpaid one's address back; the two that received something never.
    const again = await choose(linkId);
    expect(again.address).toBe(unpaid.address);
    const fresh = await choose(linkId);
    expect([unpaid.address, paid.address, underpaid.address, inLateWindow.address]).not.toContain(fresh.address);

    // A payment to the address handed out again is the new order's, not the old one's.
    await watcher.tick();
    await pay(again.address, 25n);
    await watcher.tick();
    await anvil.mine(1);
    await watcher.tick();
    expect(await chain.order(again.orderId)).toMatchObject({ status: "completed", primaryAmount: { amount: "25.000000" } });
    expect((await chain.order(unpaid.orderId)).transactions).toHaveLength(0);
  }, 60_000);

  it("a flood of 30 unpaid orders, once let go, leaves the next 30 payers on the same indexes", async () => {
    const made = await chain.call("POST", "/api/v1/payment-links", {
      integrationId: INTEGRATION_ID,
      name: "Mug",
      price: { amount: "5", currency: "USDT_ERC20" },
      assetIds: ["USDT_ERC20"],
      expiresInMinutes: 1,
    });
    const { linkId } = PaymentLinkCreated.parse(await made.json());
    for (let i = 0; i < 30; i++) await choose(linkId);
    clock.advance(DAY + 2 * 60_000);
    const before = new Set(handedOut);
    const later = await Promise.all(Array.from({ length: 30 }, () => choose(linkId)));
    // Every one of them got an address handed out before and let go unused, each a different one:
    // no new index was spent.
    expect(later.filter((c) => before.has(c.address))).toHaveLength(30);
    expect(new Set(later.map((c) => c.address)).size).toBe(30);
  }, 60_000);
});
