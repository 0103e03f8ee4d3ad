// Two processes' shared polling over one database (SQLite here, as the lease's statements are
// the same on both engines; the processes themselves are in multi-process.test.ts): the owner
// reads the upstream, the other answers from the owner's snapshot and asks the database once
// per lease, not once per read; a dead owner's lease passes; a hint is read wherever it lands.
import { describe, expect, it } from "vitest";
import type { SpecOrder } from "../../src/shared/index.ts";
import { silentLogger } from "../http/logger.ts";
import type { Repository } from "../store/index.ts";
import { testRepository } from "../testing.ts";
import { createSharedPolls } from "./shared-polls.ts";
import { specOrder } from "./testing.ts";
import { manualTimers } from "./timers.ts";

async function setup() {
  const timers = manualTimers();
  const store = await testRepository();
  let order: SpecOrder = specOrder({ id: "ord_1" });
  const upstreamReads = { a: 0, b: 0 };
  const transactions = { a: 0, b: 0 };
  /** The store as one process sees it: its transactions counted. */
  const counted = (name: "a" | "b"): Repository =>
    Object.assign(Object.create(store) as Repository, {
      transaction: ((work, options) => {
        transactions[name]++;
        return store.transaction(work, options);
      }) as Repository["transaction"],
    });
  const process = (name: "a" | "b") =>
    createSharedPolls({
      store: counted(name),
      timers,
      logger: silentLogger,
      upstreamRead: async () => {
        upstreamReads[name]++;
        return { ok: true, value: order };
      },
      shared: true,
      leaseMs: 5000,
      idleLeaseMs: 35_000,
      callback: null,
      owner: name,
    });
  return { timers, a: process("a"), b: process("b"), upstreamReads, transactions, set: (next: SpecOrder) => (order = next) };
}

describe("shared polling", () => {
  it("one process reads the upstream; the other answers from its snapshot, asking the database once per lease", async () => {
    const t = await setup();
    expect(await t.a.read("ord_1", { watched: true })).toMatchObject({ ok: true });
    t.set(specOrder({ id: "ord_1", status: "completed" }));
    expect(await t.a.read("ord_1", { watched: true })).toMatchObject({ ok: true, value: { status: "completed" } });
    // b's first read: turned away by a's lease, answered from a's recorded snapshot.
    t.transactions.b = 0;
    expect(await t.b.read("ord_1", { watched: true })).toMatchObject({ ok: true, value: { status: "completed" } });
    expect(t.transactions.b).toBe(2);
    // Its next reads within a's lease ask nobody.
    for (let i = 0; i < 4; i++) {
      await t.timers.advance(1000);
      expect(await t.b.read("ord_1", { watched: true })).toEqual({ ok: false, failure: { kind: "elsewhere" } });
    }
    expect(t.transactions.b).toBe(2);
    expect(t.upstreamReads).toEqual({ a: 2, b: 0 });
    // a died: once its lease ran out, b takes it and reads the upstream.
    await t.timers.advance(1001);
    expect(await t.b.read("ord_1", { watched: true })).toMatchObject({ ok: true });
    expect(t.upstreamReads).toEqual({ a: 2, b: 1 });
  });

  it("a page opening on the other process takes the lease at once from an owner nobody watches", async () => {
    const t = await setup();
    await t.a.read("ord_1", { watched: false });
    expect(await t.b.read("ord_1", { watched: false })).toMatchObject({ ok: true });
    expect(t.upstreamReads).toEqual({ a: 1, b: 0 });
    await t.timers.advance(1000);
    await t.b.read("ord_1", { watched: true });
    expect(t.upstreamReads).toEqual({ a: 1, b: 1 });
    await t.a.read("ord_1", { watched: false });
    expect(t.upstreamReads).toEqual({ a: 1, b: 1 });
  });

  it("a hint is read by the process it reached, whoever holds the lease", async () => {
    const t = await setup();
    await t.a.read("ord_1", { watched: true });
    await t.b.read("ord_1", { watched: true });
    expect(t.upstreamReads).toEqual({ a: 1, b: 0 });
    await t.b.read("ord_1", { watched: true, hinted: true });
    expect(t.upstreamReads).toEqual({ a: 1, b: 1 });
  });
});
