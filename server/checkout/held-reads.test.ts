import { until } from "../../test/support/until.ts";
import { describe, expect, it } from "vitest";
import { createHeldReads, type HoldEnd } from "./held-reads.ts";
import { createOrderEvents } from "../events/order-events.ts";

/** The end of the current event-loop turn: immediates queued before this one have run. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

function setup(options: { capacity?: number; batch?: number; tickMs?: number } = {}) {
  const events = createOrderEvents();
  let clock = 0;
  const errors: unknown[] = [];
  const reads = createHeldReads({
    events,
    capacity: options.capacity ?? 100,
    batch: options.batch ?? 256,
    tickMs: options.tickMs ?? 5,
    now: () => clock,
    onError: (error) => errors.push(error),
  });
  const ended: Array<{ id: string; end: HoldEnd }> = [];
  const hold = (id: string, orderId = "ord_1", waitMs = 25_000, integrationId = "int_1") =>
    reads.hold({ orderId, integrationId }, waitMs, (end) => ended.push({ id, end }));
  return { events, reads, ended, errors, hold, advance: (ms: number) => (clock += ms) };
}

describe("held reads", () => {
  it("settles the holds of a changed order after the turn that changed it, not inside it", async () => {
    const t = setup();
    t.hold("a");
    t.hold("b");
    t.hold("c", "ord_2");
    t.events.notify("ord_1");
    // The notifying request carries on (and answers) before any held read is settled.
    expect(t.ended).toEqual([]);
    expect(t.reads.size()).toBe(3);
    await nextTurn();
    expect(t.ended).toEqual([
      { id: "a", end: "changed" },
      { id: "b", end: "changed" },
    ]);
    expect(t.reads.size()).toBe(1);
  });

  it("fans out in batches, one batch per turn, so other work interleaves", async () => {
    const t = setup({ batch: 2 });
    for (const id of ["a", "b", "c", "d", "e"]) t.hold(id);
    t.events.notify("ord_1");
    await nextTurn();
    expect(t.ended.map((e) => e.id)).toEqual(["a", "b"]);
    await nextTurn();
    expect(t.ended.map((e) => e.id)).toEqual(["a", "b", "c", "d"]);
    await nextTurn();
    expect(t.ended).toHaveLength(5);
    expect(t.reads.size()).toBe(0);
  });

  it("subscribes once per order, not once per read, and unsubscribes when the last hold goes", async () => {
    const t = setup();
    const holds = [t.hold("a"), t.hold("b"), t.hold("c")];
    expect(t.events.size()).toBe(1);
    for (const h of holds) t.reads.release(h!);
    expect(t.events.size()).toBe(0);
    expect(t.reads.size()).toBe(0);
  });

  it("ends a hold when its wait is over, never before", async () => {
    const t = setup({ tickMs: 5 });
    t.hold("short", "ord_1", 1_000);
    t.hold("long", "ord_1", 2_000);
    t.advance(999);
    // Several ticks of the shared ticker pass without ending anything.
    for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 6));
    expect(t.ended).toEqual([]);
    t.advance(1);
    await until(() => t.ended.length === 1);
    expect(t.ended).toEqual([{ id: "short", end: "timeout" }]);
    t.advance(1_000);
    await until(() => t.ended.length === 2);
    expect(t.ended[1]).toEqual({ id: "long", end: "timeout" });
    expect(t.reads.size()).toBe(0);
  });

  it("refuses holds past its capacity; a released one frees its place", () => {
    const t = setup({ capacity: 2 });
    const first = t.hold("a");
    expect(t.hold("b")).not.toBeNull();
    expect(t.hold("c")).toBeNull();
    t.reads.release(first!);
    t.reads.release(first!); // twice is harmless
    expect(t.reads.size()).toBe(1);
    expect(t.hold("d")).not.toBeNull();
    expect(t.hold("e")).toBeNull();
  });

  it("never settles a hold released while it waited in the fan-out queue", async () => {
    const t = setup();
    const gone = t.hold("gone");
    t.hold("stays");
    t.events.notify("ord_1");
    t.reads.release(gone!);
    expect(t.reads.size()).toBe(1);
    await nextTurn();
    expect(t.ended).toEqual([{ id: "stays", end: "changed" }]);
    expect(t.reads.size()).toBe(0);
  });

  it("endAll settles every hold as closing; notifyAll (a reset) as changed", async () => {
    const t = setup();
    t.hold("a", "ord_1");
    t.hold("b", "ord_2");
    t.events.notifyAll();
    t.hold("c", "ord_3");
    await nextTurn();
    t.reads.endAll();
    await nextTurn();
    expect(t.ended).toEqual([
      { id: "a", end: "changed" },
      { id: "b", end: "changed" },
      { id: "c", end: "closing" },
    ]);
  });

  it("an integration's change wakes the holds of its orders only", async () => {
    const t = setup();
    t.hold("a1", "ord_1", 25_000, "int_a");
    t.hold("a2", "ord_2", 25_000, "int_a");
    t.hold("b", "ord_3", 25_000, "int_b");
    t.events.notifyIntegration("int_a");
    await nextTurn();
    expect(t.ended).toEqual([
      { id: "a1", end: "changed" },
      { id: "a2", end: "changed" },
    ]);
    expect(t.reads.size()).toBe(1);
    // Once an order has no held read, its integration no longer names it.
    expect(t.events.size()).toBe(1);
    t.events.notifyIntegration("int_a");
    t.events.notifyIntegration("int_b");
    await nextTurn();
    expect(t.ended.map((e) => e.id)).toEqual(["a1", "a2", "b"]);
    expect(t.events.size()).toBe(0);
  });

  it("a settle that throws is reported and does not stop the others", async () => {
    const t = setup();
    t.reads.hold({ orderId: "ord_1", integrationId: "int_1" }, 1000, () => {
      throw new Error("boom");
    });
    t.hold("after");
    t.events.notify("ord_1");
    await nextTurn();
    expect(t.errors).toEqual([new Error("boom")]);
    expect(t.ended).toEqual([{ id: "after", end: "changed" }]);
    expect(t.reads.size()).toBe(0);
  });
});
