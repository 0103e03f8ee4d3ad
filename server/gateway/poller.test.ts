import { describe, expect, it } from "vitest";
import type { SpecOrder } from "../../src/shared/index.ts";
import { DEFAULT_SCHEDULE, nextPollDelay } from "./poll-schedule.ts";
import { createOrderPoller } from "./poller.ts";
import { specOrder, specTransaction } from "./testing.ts";
import { manualTimers } from "./timers.ts";
import type { UpstreamRead } from "./upstream-client.ts";

const idle = { watchers: 0, lastWatchedAt: null, completedAt: null, failures: 0, notBefore: null };

describe("poll schedule", () => {
  it("fast while watched, slow for a while after the last page left, then none", () => {
    expect(nextPollDelay({ ...idle, watchers: 3 }, 0, DEFAULT_SCHEDULE, 0.5)).toBe(1000);
    expect(nextPollDelay({ ...idle, lastWatchedAt: 0 }, 1000, DEFAULT_SCHEDULE, 0.5)).toBe(30_000);
    expect(nextPollDelay({ ...idle, lastWatchedAt: 0 }, DEFAULT_SCHEDULE.idleForMs, DEFAULT_SCHEDULE, 0.5)).toBeNull();
    expect(nextPollDelay(idle, 0, DEFAULT_SCHEDULE, 0.5)).toBeNull();
  });
  it("after completion: slower while a page shows it, for a while (late payments), never when nobody looks", () => {
    expect(nextPollDelay({ ...idle, watchers: 1, completedAt: 0 }, 1000, DEFAULT_SCHEDULE, 0.5)).toBe(5000);
    expect(nextPollDelay({ ...idle, watchers: 1, completedAt: 0 }, DEFAULT_SCHEDULE.completedForMs, DEFAULT_SCHEDULE, 0.5)).toBeNull();
    expect(nextPollDelay({ ...idle, lastWatchedAt: 0, completedAt: 0 }, 1000, DEFAULT_SCHEDULE, 0.5)).toBeNull();
  });
  it("failures retry on the short schedule while watched; a pause from upstream wins", () => {
    expect(nextPollDelay({ ...idle, watchers: 1, failures: 1 }, 0, DEFAULT_SCHEDULE, 0.999)).toBeLessThanOrEqual(250);
    expect(nextPollDelay({ ...idle, watchers: 1, failures: 1, notBefore: 3000 }, 0, DEFAULT_SCHEDULE, 0.5)).toBe(3000);
  });
});

/** An upstream of one order whose answers a test changes; counts reads. */
function fakeUpstream(initial: SpecOrder = specOrder()) {
  let order = initial;
  let failing: UpstreamRead<SpecOrder> | null = null;
  let pending: (() => void)[] = [];
  let holdReads = false;
  let reads = 0;
  return {
    set: (next: SpecOrder) => (order = next),
    fail: (result: UpstreamRead<SpecOrder> | null) => (failing = result),
    hold: (on: boolean) => {
      holdReads = on;
      if (!on) {
        for (const release of pending) release();
        pending = [];
      }
    },
    reads: () => reads,
    read: async (orderId: string): Promise<UpstreamRead<SpecOrder>> => {
      reads++;
      if (holdReads) await new Promise<void>((resolve) => pending.push(resolve));
      if (failing) return failing;
      return { ok: true, value: { ...order, id: orderId } };
    },
  };
}

function setup(initial?: SpecOrder) {
  const timers = manualTimers();
  const upstream = fakeUpstream(initial);
  const changes: string[] = [];
  const poller = createOrderPoller({
    timers,
    read: upstream.read,
    random: () => 0.5,
    onSnapshot: (orderId, snapshot, changed) => changed && changes.push(`${orderId}:${snapshot.order.status}`),
  });
  return { timers, upstream, poller, changes };
}

describe("order poller", () => {
  it("200 pages on one order cost one upstream read a second, not 200", async () => {
    const t = setup();
    const releases = Array.from({ length: 200 }, () => t.poller.watch("ord_1"));
    await t.timers.advance(60_000);
    expect(t.upstream.reads()).toBeGreaterThanOrEqual(59);
    expect(t.upstream.reads()).toBeLessThanOrEqual(62);
    for (const release of releases) release();
  });

  it("serves the last good snapshot and says when it changed", async () => {
    const t = setup();
    t.poller.watch("ord_1");
    await t.timers.advance(0);
    expect(t.poller.snapshot("ord_1")?.order.status).toBe("inProgress");
    t.upstream.set(specOrder({ status: "completed", transactions: [specTransaction("25.000000")] }));
    await t.timers.advance(1000);
    expect(t.changes).toEqual(["ord_1:inProgress", "ord_1:completed"]);
    t.upstream.fail({ ok: false, failure: { kind: "serverError", status: 502 } });
    await t.timers.advance(10_000);
    expect(t.poller.snapshot("ord_1")?.order.status).toBe("completed");
  });

  it("another process's snapshot, heard over the database, is taken when it differs; another poller's read is no failure", async () => {
    const t = setup();
    t.poller.watch("ord_1");
    await t.timers.advance(0);
    const completed = specOrder({ id: "ord_1", status: "completed", transactions: [specTransaction("25.000000")] });
    t.poller.offer("ord_1", { order: completed, readAt: t.timers.now() });
    t.poller.offer("ord_1", { order: completed, readAt: t.timers.now() });
    t.poller.offer("ord_other", { order: completed, readAt: t.timers.now() });
    expect(t.changes).toEqual(["ord_1:inProgress", "ord_1:completed"]);
    expect(t.poller.follows("ord_other")).toBe(false);
    // Turned away because another process polls: the fast schedule goes on, no retry backoff.
    t.upstream.fail({ ok: false, failure: { kind: "elsewhere" } });
    const before = t.upstream.reads();
    await t.timers.advance(10_000);
    expect(t.upstream.reads() - before).toBeGreaterThanOrEqual(2);
    expect(t.poller.snapshot("ord_1")?.order.status).toBe("completed");
  });

  it("a burst of callbacks costs at most two reads; the read, not the callback, is believed", async () => {
    const t = setup();
    t.upstream.hold(true);
    for (let i = 0; i < 50; i++) t.poller.wake("ord_1");
    await t.timers.advance(0);
    for (let i = 0; i < 50; i++) t.poller.wake("ord_1");
    t.upstream.hold(false);
    await t.timers.advance(0);
    expect(t.upstream.reads()).toBe(2);
    // Nothing changed upstream: a forged "completed" callback changed nothing.
    expect(t.poller.snapshot("ord_1")?.order.status).toBe("inProgress");
    for (let i = 0; i < 50; i++) t.poller.wake("ord_1");
    await t.timers.advance(DEFAULT_SCHEDULE.hintGapMs);
    expect(t.upstream.reads()).toBe(3);
  });

  it("a page leaving slows the order to the idle schedule, which ends after an hour", async () => {
    const t = setup();
    const release = t.poller.watch("ord_1");
    await t.timers.advance(10_000);
    release();
    const before = t.upstream.reads();
    await t.timers.advance(60_000);
    expect(t.upstream.reads() - before).toBe(2);
    await t.timers.advance(2 * 60 * 60_000);
    const after = t.upstream.reads();
    await t.timers.advance(60 * 60_000);
    expect(t.upstream.reads()).toBe(after);
    expect(t.poller.active()).toBe(0);
  });

  it("a completed order a page still shows is read slower for a while (late payments), then not at all", async () => {
    const t = setup(specOrder({ status: "completed" }));
    t.poller.watch("ord_1");
    await t.timers.advance(60_000);
    expect(t.upstream.reads()).toBe(1 + 12);
    await t.timers.advance(DEFAULT_SCHEDULE.completedForMs);
    const after = t.upstream.reads();
    await t.timers.advance(60 * 60_000);
    expect(t.upstream.reads()).toBe(after);
  });

  it("retries a failing read on the short schedule (never more than 4 s apart) and recovers at once", async () => {
    const t = setup();
    t.poller.watch("ord_1");
    await t.timers.advance(0);
    t.upstream.fail({ ok: false, failure: { kind: "network" } });
    await t.timers.advance(60_000);
    const during = t.upstream.reads();
    expect(during).toBeGreaterThanOrEqual(60_000 / 4000);
    t.upstream.fail(null);
    t.upstream.set(specOrder({ status: "completed" }));
    await t.timers.advance(1000);
    expect(t.poller.snapshot("ord_1")?.order.status).toBe("completed");
  });

  it("honours a Retry-After: no read before it", async () => {
    const t = setup();
    t.poller.watch("ord_1");
    await t.timers.advance(0);
    t.upstream.fail({ ok: false, failure: { kind: "rateLimited", status: 429, retryAt: t.timers.now() + 1000 + 10_000 } });
    await t.timers.advance(1000);
    const reads = t.upstream.reads();
    await t.timers.advance(9_999);
    expect(t.upstream.reads()).toBe(reads);
    await t.timers.advance(1);
    expect(t.upstream.reads()).toBe(reads + 1);
  });

  it("a followed order nobody watches is read once at once, then on the idle schedule", async () => {
    const t = setup();
    t.poller.follow("ord_1");
    await t.timers.advance(0);
    expect(t.upstream.reads()).toBe(1);
    await t.timers.advance(30_000);
    expect(t.upstream.reads()).toBe(2);
  });
});

describe("order poller, pages that read without holding", () => {
  it("a quick read (watch, then release at once) still gets its due read, not the idle schedule's", async () => {
    const t = setup();
    t.poller.follow("ord_1");
    await t.timers.advance(0);
    await t.timers.advance(5000);
    const before = t.upstream.reads();
    t.poller.watch("ord_1")();
    await t.timers.advance(0);
    expect(t.upstream.reads()).toBe(before + 1);
  });
});
