// Transfers seen for a payout that did not pay it, on both engines: a stranger's transfer read
// again over the watch's overlap is one row; a dismissed one stays dismissed when read again; and
// many "mark as paid" answers at once (PostgreSQL runs them really at once) complete the payout
// once, the rest refused, never a second completion.
import { describe, expect, it } from "vitest";
import { creditAsPaid, startPayoutApp, tickSees } from "../../test/support/chain/payout-app.ts";
import { storeEngines } from "../../test/support/store-engines.ts";
import { createIds } from "../domain/ids.ts";
import { Refusal } from "../domain/refusal.ts";
import { CUSTOMER, DEMO_CLIENT_ID, EVM_DESTINATION, INTEGRATION_ID } from "../testing.ts";
import { dismissStranger, markPaid } from "../use-cases/payouts.ts";

const STRANGER = "3".repeat(40);
const ctx = () => ({ now: new Date().toISOString(), ids: createIds(), specStrict: false });

describe.each(storeEngines())("payout sightings on %s", (_name, open) => {
  it("a stranger's transfer read again is one sighting; a dismissed one stays dismissed; concurrent marks complete the payout once", {
    timeout: 60_000,
  }, async () => {
    const store = await open();
    const chain = await startPayoutApp({}, store);
    try {
      const paid = await chain.createOrder("payment", "USDT_ERC20", "9");
      await creditAsPaid(store, paid.orderId, "9.000000", "0x000000000000000000000000000000000000dEaD");
      const withdraw = async (amount: string) => {
        const res = await chain.call("POST", "/api/v1/order/withdrawal", {
          integrationId: INTEGRATION_ID,
          assetId: "USDT_ERC20",
          amount,
          destinationAddress: EVM_DESTINATION,
          customer: CUSTOMER,
        });
        expect(res.status).toBe(201);
        return ((await res.json()) as { orderId: string }).orderId;
      };
      const first = await withdraw("1.5");
      const second = await withdraw("2.5");
      const hashA = `0x${"a1".repeat(32)}`;
      const hashB = `0x${"b2".repeat(32)}`;
      for (let k = 0; k < 3; k += 1) {
        await tickSees(store, first, { from: STRANGER, hash: hashA, logIndex: 1 });
        await tickSees(store, second, { from: STRANGER, hash: hashB, logIndex: 2 });
      }
      expect((await store.payouts.get(first, DEMO_CLIENT_ID))?.sightings).toHaveLength(1);

      const dismissed = await dismissStranger(
        store,
        DEMO_CLIENT_ID,
        second,
        { hash: hashB, logIndex: 2 },
        "portal: ada@example.com",
        ctx(),
      );
      expect(dismissed.kind).toBe("applied");
      await tickSees(store, second, { from: STRANGER, hash: hashB, logIndex: 2 });
      const kept = await store.payouts.get(second, DEMO_CLIENT_ID);
      expect(kept?.sightings).toMatchObject([{ resolution: { kind: "dismissed", by: "portal: ada@example.com" } }]);

      const answers = await Promise.allSettled(
        Array.from({ length: 8 }, () =>
          markPaid(store, DEMO_CLIENT_ID, first, { hash: hashA, logIndex: 1 }, "portal: ada@example.com", ctx()),
        ),
      );
      const applied = answers.filter((a) => a.status === "fulfilled" && a.value.kind === "applied");
      const refused = answers.filter((a) => a.status === "rejected" && a.reason instanceof Refusal);
      expect(applied).toHaveLength(1);
      expect(refused).toHaveLength(7);
      const done = await store.payouts.get(first, DEMO_CLIENT_ID);
      expect(done).toMatchObject({
        state: "completed",
        markedPaidBy: "portal: ada@example.com",
        paidBy: { txHash: hashA, from: STRANGER },
      });
      expect((await store.getOrder(first, DEMO_CLIENT_ID))?.status).toBe("completed");
    } finally {
      await chain.close();
    }
  });
});
