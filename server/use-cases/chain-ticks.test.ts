// A watcher's tick written as the use case writes it, fed a plan made by planTick from sightings
// a node could give: here, a flood of worthless token transfers to one order's address (about
// 0.0044 BNB buys 20,000 of them). The order keeps the first ones in full and only counts the
// rest, so the database and the merchant's view of the order stay small whatever is sent.
import { describe, expect, it } from "vitest";
import { chainAppOnAnvil, TOKEN_CONTRACTS_FOR_TESTS } from "../../test/support/chain/chain-app.ts";
import { pinnedAssets } from "../domain/chain-codec.ts";
import type { Sighting } from "../domain/chain-transfers.ts";
import { planTick, UNEXPECTED_KEPT_PER_ORDER } from "../domain/chain-watch.ts";
import { createIds } from "../domain/ids.ts";
import { writeChainTick } from "./chain-ticks.ts";

const USDT = TOKEN_CONTRACTS_FOR_TESTS("ethereum").USDT_ERC20 as string;
const SPAM = "d4".repeat(20);
const chain = chainAppOnAnvil("ethereum", { chainId: 1, tokens: [USDT], decimals: 6 });

describe("a tick's unexpected transfers", () => {
  it("keeps an order's first 50 in full and only counts the rest: 20,000 spam logs leave its portal view under 50 KB, and a rescan counts none twice", async () => {
    const order = await chain.app.createOrder("payment", "USDT_ERC20", "25");
    const account = order.paymentAddress.slice(2).toLowerCase();
    expect(await chain.app.watcher.tick()).toBe("caught-up");
    const store = chain.app.store;
    const pinned = pinnedAssets("ethereum", { USDT_ERC20: USDT });
    const spam = (i: number): Sighting => ({
      network: "ethereum",
      txHash: `0x${(i + 1).toString(16).padStart(64, "0")}`,
      logIndex: i % 1000,
      blockNumber: 1_000 + Math.floor(i / 1000),
      blockHash: `0x${"ab".repeat(32)}`,
      from: "b2".repeat(20),
      to: account,
      contract: SPAM,
      value: "1",
    });
    const write = async (sightings: Sighting[]) => {
      const cursor = await store.chain.cursor("ethereum");
      if (!cursor || cursor.height === null) throw new Error("the watcher set no cursor");
      const now = new Date().toISOString();
      const plan = planTick({
        network: "ethereum",
        now,
        head: cursor.height,
        finalized: null,
        required: 12,
        verified: new Map(),
        sightings,
        known: new Map(
          (
            await store.chain.transfersByHash(
              "ethereum",
              sightings.map((s) => s.txHash),
            )
          ).map((t) => [`${t.network}:${t.txHash}:${t.logIndex}`, t]),
        ),
        owner: (to) => (to === account ? { orderId: order.orderId, assetId: "USDT_ERC20" } : undefined),
        pinned: (contract) => pinned.get(contract),
      });
      const at = { height: cursor.height, hash: cursor.hash };
      const written = await writeChainTick(
        store,
        {
          network: "ethereum",
          owner: cursor.owner ?? "",
          now,
          cursor: at,
          plan,
          cursorAfter: at,
          required: 12,
          leaseUntil: cursor.leaseUntil ?? now,
          lateUntil: now,
        },
        { ids: createIds(), specStrict: false, serviceFeeBasisPoints: 0n, usd: () => chain.app.app.services.usd() },
      );
      expect(written).not.toBeNull();
    };
    const all = Array.from({ length: 20_000 }, (_, i) => spam(i));
    // Two ticks: the cap holds across them, not only within one.
    await write(all.slice(0, 30));
    await write(all.slice(30));
    // A rescan of the same blocks (an overlap window, a reorg's): nothing is counted twice.
    await write(all.slice(10_000));

    const kept = await store.chain.transfersOfOrder(order.orderId);
    expect(kept.length).toBe(UNEXPECTED_KEPT_PER_ORDER);
    expect(kept.every((t) => t.state === "unexpected")).toBe(true);
    const res = await chain.app.portalRequest("GET", `/portal/api/orders/${order.orderId}`);
    const body = await res.text();
    expect(res.status).toBe(200);
    expect(body.length).toBeLessThan(50_000);
    const view = JSON.parse(body);
    expect(view.chainNotes).toHaveLength(UNEXPECTED_KEPT_PER_ORDER);
    expect(view.chainUncounted.map((u: { contract: string }) => ({ ...u, contract: u.contract.toLowerCase() }))).toEqual([
      {
        network: "ethereum",
        contract: `0x${SPAM}`,
        assetId: null,
        count: 20_000 - UNEXPECTED_KEPT_PER_ORDER,
        units: String(20_000 - UNEXPECTED_KEPT_PER_ORDER),
        amount: null,
      },
    ]);
    // The order itself is as it was: nothing of the flood is a payment.
    expect((await chain.app.order(order.orderId)).status).toBe("inProgress");
  }, 120_000);
});
