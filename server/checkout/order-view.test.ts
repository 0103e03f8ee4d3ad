import { describe, expect, it } from "vitest";
import type { Repository } from "../store/index.ts";
import { INTEGRATION_ID, TRON_DESTINATION, testApp } from "../testing.ts";
import { createOrderEvents } from "../events/order-events.ts";
import { createOrderViews } from "./order-view.ts";

/** The test app's repository, with its order reads counted and, when asked, held at a gate. */
async function setup() {
  const t = await testApp();
  const store = t.app.services.store;
  let loads = 0;
  let gate: Promise<void> | null = null;
  const counted: Repository = Object.create(store, {
    getOrder: {
      value: async (id: string) => {
        loads++;
        const row = await store.getOrder(id);
        if (gate) await gate;
        return row;
      },
    },
  });
  const events = createOrderEvents();
  const view = createOrderViews({ store: counted, events, sandbox: true });
  const hold = () => {
    let open: () => void = () => {};
    gate = new Promise<void>((resolve) => (open = resolve));
    return () => {
      gate = null;
      open();
    };
  };
  return { t, view, events, loads: () => loads, hold };
}

describe("the checkout's order views", () => {
  it("reads an order once, and again only after it changed", async () => {
    const { t, view, events, loads } = await setup();
    const created = await t.createPayment();
    const first = await view(INTEGRATION_ID, created.orderId);
    expect(await view(INTEGRATION_ID, created.orderId)).toBe(first);
    expect(loads()).toBe(1);
    await t.pay(created.orderId);
    events.notify(created.orderId);
    const paid = await view(INTEGRATION_ID, created.orderId);
    expect(loads()).toBe(2);
    expect(paid?.order.status).toBe("completed");
    expect(paid?.etag).not.toBe(first?.etag);
  });

  it("keeps the uniform miss: another integration's id, an outgoing order, an unknown id", async () => {
    const { t, view } = await setup();
    const paid = await t.paidOrder("100");
    expect(await view(INTEGRATION_ID, paid.orderId)).not.toBeNull();
    expect(await view("int_other", paid.orderId)).toBeNull();
    const refund = await t.json(
      await t.call("POST", "/api/v1/order/refund", {
        refundOrderId: paid.orderId,
        amount: "1",
        assetId: "USDT_TRC20",
        destinationAddress: TRON_DESTINATION,
      }),
    );
    expect(await view(INTEGRATION_ID, refund.orderId)).toBeNull();
    expect(await view(INTEGRATION_ID, "ord_unknown")).toBeNull();
  });

  it("does not keep a load that was running when its order changed", async () => {
    const { t, view, events, loads, hold } = await setup();
    const created = await t.createPayment();
    const open = hold();
    const before = view(INTEGRATION_ID, created.orderId); // reads the unpaid row, then waits at the gate
    await t.pay(created.orderId);
    events.notify(created.orderId);
    open();
    expect((await before)?.order.status).toBe("inProgress");
    // Without the guard, that old version would now be served until the next change.
    expect((await view(INTEGRATION_ID, created.orderId))?.order.status).toBe("completed");
    expect(loads()).toBe(2);
  });

  it("a read after a change starts its own load instead of joining one from before it", async () => {
    const { t, view, events, loads, hold } = await setup();
    const created = await t.createPayment();
    const open = hold();
    const before = view(INTEGRATION_ID, created.orderId);
    await t.pay(created.orderId);
    events.notify(created.orderId);
    const after = view(INTEGRATION_ID, created.orderId);
    open();
    expect((await before)?.order.status).toBe("inProgress");
    expect((await after)?.order.status).toBe("completed");
    expect(loads()).toBe(2);
  });

  it("reads woken together share one load", async () => {
    const { t, view, events, loads } = await setup();
    const created = await t.createPayment();
    await view(INTEGRATION_ID, created.orderId);
    events.notify(created.orderId);
    const all = await Promise.all(Array.from({ length: 50 }, () => view(INTEGRATION_ID, created.orderId)));
    expect(new Set(all).size).toBe(1);
    expect(loads()).toBe(2);
  });

  it("an integration's change forgets the views of its orders only", async () => {
    const { t, view, events, loads } = await setup();
    const other = await t.json(await t.call("POST", "/_sandbox/integrations", { name: "Other", url: "https://other.example" }));
    const ours = await t.createPayment();
    const theirs = await t.createDeposit("USDT_TRC20", other.id);
    await view(INTEGRATION_ID, ours.orderId);
    await view(other.id, theirs.orderId);
    expect(loads()).toBe(2);
    events.notifyIntegration(other.id);
    await view(INTEGRATION_ID, ours.orderId);
    expect(loads()).toBe(2);
    await view(other.id, theirs.orderId);
    expect(loads()).toBe(3);
  });

  it("a load running when an integration changes is not kept, and no later read joins it", async () => {
    const { t, view, events, loads, hold } = await setup();
    const created = await t.createPayment();
    const open = hold();
    const before = view(INTEGRATION_ID, created.orderId);
    // Its integration is not known until it ends: any integration's change makes it stale.
    events.notifyIntegration(INTEGRATION_ID);
    const after = view(INTEGRATION_ID, created.orderId);
    open();
    await Promise.all([before, after]);
    expect(loads()).toBe(2);
    await view(INTEGRATION_ID, created.orderId);
    expect(loads()).toBe(2);
  });

  it("notifyAll (a reset, a lost connection to other processes) forgets every view", async () => {
    const { t, view, events, loads } = await setup();
    const a = await t.createPayment();
    const b = await t.createPayment();
    await view(INTEGRATION_ID, a.orderId);
    await view(INTEGRATION_ID, b.orderId);
    events.notifyAll();
    await view(INTEGRATION_ID, a.orderId);
    await view(INTEGRATION_ID, b.orderId);
    expect(loads()).toBe(4);
  });
});
