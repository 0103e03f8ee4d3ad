// The outbox's feed (what `crypto-checkout listen` reads), on both engines: a client's rows in the
// order they became visible, page by page from a cursor, and on PostgreSQL a row committed late
// by a transaction that began early is still read after a cursor taken meanwhile.
import { describe, expect, it } from "vitest";
import { storeEngines } from "../../test/support/store-engines.ts";
import { DEMO_CLIENT_ID, SECOND_CLIENT_ID } from "../testing.ts";
import type { NewDelivery, Repository } from "./index.ts";

const engines = storeEngines();
const NOW = "2026-11-26T10:00:00.000Z";

const delivery = (id: string, clientId = DEMO_CLIENT_ID, integrationId = "int_seed"): NewDelivery => ({
  id,
  clientId,
  integrationId,
  orderId: `ord_${id}`,
  url: id.endsWith("nourl") ? "" : "http://127.0.0.1:4000/hooks",
  payload: `{"id":"${id}"}`,
});

const queue = (store: Repository, d: NewDelivery) => store.transaction(async (tx) => void (await tx.queueDelivery(d)), { now: NOW });

/** Everything after the cursor, a page of `limit` at a time. */
async function readAll(store: Repository, cursor: string, limit: number, integrationId?: string) {
  const ids: string[] = [];
  for (;;) {
    const page = await store.outbox.feed(DEMO_CLIENT_ID, cursor, limit, integrationId);
    ids.push(...page.rows.map((row) => row.id));
    if (page.rows.length === 0) return { ids, cursor };
    cursor = page.cursor;
  }
}

describe.each(engines)("the listener's feed on %s", (engine, open) => {
  it("reads the client's rows in order, page by page, with the rows made for listeners alone, and nothing twice", async () => {
    const store = await open();
    await queue(store, delivery("before"));
    const start = await store.outbox.feed(DEMO_CLIENT_ID, null, 10);
    expect(start.rows).toEqual([]);
    for (const d of [
      delivery("a"),
      delivery("b", SECOND_CLIENT_ID, "int_second"),
      delivery("c_nourl"),
      delivery("d", DEMO_CLIENT_ID, "int_other"),
    ]) {
      await queue(store, d);
    }
    const all = await readAll(store, start.cursor, 1);
    expect(all.ids).toEqual(["a", "c_nourl", "d"]);
    expect((await readAll(store, start.cursor, 10, "int_seed")).ids).toEqual(["a", "c_nourl"]);
    // Made for listeners alone: never due, not listed.
    expect((await store.outbox.list({ clientId: DEMO_CLIENT_ID }, 10)).map((d) => d.id)).toEqual(["d", "a", "before"]);
    expect(await store.outbox.pendingCount()).toBe(4);
    await queue(store, delivery("e"));
    expect((await readAll(store, all.cursor, 10)).ids).toEqual(["e"]);
    await expect(store.outbox.feed(DEMO_CLIENT_ID, engine === "sqlite" ? "x1.0" : "s1", 10)).rejects.toThrow(RangeError);
  });

  it.runIf(engine === "postgres")("misses no row committed after a later one (a transaction begun earlier, committed later)", async () => {
    const store = await open();
    const start = await store.outbox.feed(DEMO_CLIENT_ID, null, 10);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let queued: () => void = () => {};
    const early = new Promise<void>((resolve) => {
      queued = resolve;
    });
    // The early transaction takes its row (and its id) first, and commits last.
    const slow = store.transaction(
      async (tx) => {
        await tx.queueDelivery(delivery("early"));
        queued();
        await held;
      },
      { now: NOW },
    );
    await early;
    await queue(store, delivery("late"));
    const meanwhile = await readAll(store, start.cursor, 10);
    expect(meanwhile.ids).not.toContain("early");
    release();
    await slow;
    const after = await readAll(store, meanwhile.cursor, 10);
    expect([...meanwhile.ids, ...after.ids].sort()).toEqual(["early", "late"]);
  });
});
