// Group commit on a SQLite file: an answer waits for the sync of its commit, commits made while
// a sync runs share the next one, a failed sync fails what it covered, and a read waits only
// when it would show a change that is committed but not yet synced.
import { fdatasync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { catalogUsd } from "../domain/fiat-value.ts";
import { until } from "../../test/support/until.ts";
import { manualClock } from "../domain/clock.ts";
import { createIds, seededRandom } from "../domain/ids.ts";
import { CUSTOMER, DEMO_CLIENT_ID, INTEGRATION_ID, testSeed } from "../testing.ts";
import { createIncomingOrder, SANDBOX_ADDRESSES } from "../use-cases/incoming-orders.ts";
import { confirmPayment } from "../use-cases/transfers.ts";
import { openRepository, type Repository } from "./index.ts";
import { type SyncFile, WalSync } from "./wal-sync.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "wal-sync-"));
  dirs.push(dir);
  return dir;
};

/** A sync that runs for real while open, and is held while shut: each held one waits for release(). */
function gatedSync() {
  const held: ((error: Error | null) => void)[] = [];
  let shut = false;
  let calls = 0;
  let failing: Error | null = null;
  const sync: SyncFile = (fd, done) => {
    calls++;
    if (failing) done(failing);
    else if (shut) held.push(done);
    else fdatasync(fd, done);
  };
  return {
    sync,
    held,
    calls: () => calls,
    shut: () => (shut = true),
    fail: (error: Error | null) => (failing = error),
    /** Opens the gate and lets every held sync finish. */
    release: () => {
      shut = false;
      for (const done of held.splice(0)) done(null);
    },
  };
}

/** A WalSync over a WAL file of its own, syncing through a gate. */
function walOverGate() {
  const file = join(tempDir(), "db.sqlite");
  writeFileSync(`${file}-wal`, "");
  const gate = gatedSync();
  return { gate, wal: new WalSync(file, gate.sync) };
}

describe("WalSync", () => {
  it("commits made while a sync runs share the next sync: 11 settles, 2 syncs", async () => {
    const { gate, wal } = walOverGate();
    gate.shut();
    const settled: number[] = [];
    const first = wal.settle().then(() => settled.push(0));
    expect(gate.calls()).toBe(1);
    const later = Array.from({ length: 10 }, (_, i) => wal.settle().then(() => settled.push(i + 1)));
    // Nobody who came during the running sync is answered by it: their commits may be after its start.
    expect(gate.calls()).toBe(1);
    gate.held.shift()?.(null);
    await first;
    expect(settled).toEqual([0]);
    expect(gate.calls()).toBe(2);
    gate.release();
    await Promise.all(later);
    expect(settled.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(gate.calls()).toBe(2);
    await wal.close();
  });

  it("says which sync is in flight: none when idle, else one that resolves when it ends", async () => {
    const { gate, wal } = walOverGate();
    gate.shut();
    expect(wal.syncing()).toBeNull();
    const settled = wal.settle();
    let ended = false;
    const inFlight = wal.syncing()?.then(() => (ended = true));
    expect(inFlight).toBeDefined();
    await new Promise((resolve) => setImmediate(resolve));
    expect(ended).toBe(false);
    gate.release();
    await Promise.all([settled, inFlight]);
    expect(ended).toBe(true);
    expect(wal.syncing()).toBeNull();
    await wal.close();
  });

  it("a failed sync fails the commits it covered, and later ones get a sync of their own", async () => {
    const { gate, wal } = walOverGate();
    gate.fail(Object.assign(new Error("EIO: i/o error, fdatasync"), { code: "EIO" }));
    await expect(wal.settle()).rejects.toThrow(/EIO/);
    gate.fail(null);
    await expect(wal.settle()).resolves.toBeUndefined();
    await wal.close();
  });
});

describe("a SQLite file's answers wait for the sync of what they show", () => {
  let repo: Repository | undefined;
  let release = () => {};
  afterEach(async () => {
    release();
    await repo?.close();
    repo = undefined;
  });

  async function open() {
    const gate = gatedSync();
    const opened = await openRepository({
      target: { kind: "sqlite", file: join(tempDir(), "store.sqlite") },
      initial: testSeed,
      syncWal: gate.sync,
    });
    repo = opened.repository;
    release = gate.release;
    const clock = manualClock();
    const ids = createIds(seededRandom("wal-sync"));
    const ctx = () => ({ now: clock.now().toISOString(), ids });
    const create = async (store: Repository) => {
      const written = await createIncomingOrder(
        store,
        SANDBOX_ADDRESSES,
        DEMO_CLIENT_ID,
        "payment",
        { integrationId: INTEGRATION_ID, amount: "25", assetId: "USDT_TRC20", customer: CUSTOMER },
        ctx(),
      );
      if (written.kind !== "applied") throw new Error(written.kind);
      return written.result;
    };
    return { gate, store: opened.repository, ctx, create };
  }

  it("a payment is answered only after its sync; a read of that order waits with it, a read of another does not", async () => {
    const { gate, store, ctx, create } = await open();
    const paid = await create(store);
    const other = await create(store);
    gate.shut();
    let answered = false;
    const payment = confirmPayment(store, DEMO_CLIENT_ID, paid.id, undefined, ctx(), { specStrict: false, usd: catalogUsd }).then(
      (written) => {
        answered = true;
        return written;
      },
    );
    await until(() => gate.held.length > 0, "the payment's sync to start");
    let readPaid: string | undefined;
    const paidRead = store.getOrder(paid.id).then((order) => (readPaid = order?.status));
    // The other order's read runs after the payment's COMMIT (one connection) and answers at once.
    expect((await store.getOrder(other.id))?.status).toBe("inProgress");
    expect(answered).toBe(false);
    expect(readPaid).toBeUndefined();
    gate.release();
    expect((await payment).kind).toBe("applied");
    await paidRead;
    expect(readPaid).toBe("completed");
  });

  it("a transaction that writes nothing (BEGIN IMMEDIATE, reads, COMMIT) is answered without waiting for a sync", async () => {
    const { gate, store, create } = await open();
    const order = await create(store);
    gate.shut();
    const calls = gate.calls();
    const read = await store.transaction((tx) => tx.order(order.id, DEMO_CLIENT_ID), { now: new Date().toISOString() });
    expect(read.kind === "applied" && read.result?.id).toBe(order.id);
    expect(gate.calls()).toBe(calls);
  });

  it("creations asked for together commit in one transaction and one sync, and each is answered after it", async () => {
    const { gate, store, create } = await open();
    await create(store);
    const calls = gate.calls();
    gate.shut();
    let answered = 0;
    const creations = Array.from({ length: 5 }, async () => {
      const order = await create(store);
      answered++;
      return order;
    });
    await until(() => gate.held.length > 0, "the batch's sync to start");
    expect(answered).toBe(0);
    gate.release();
    const orders = await Promise.all(creations);
    expect(new Set(orders.map((o) => o.id)).size).toBe(5);
    // One transaction per creation would have made two: the first commit's sync, then the others'.
    expect(gate.calls() - calls).toBe(1);
  });

  it("a write that fails among others is rolled back alone, its Idempotency-Key with it; the others commit", async () => {
    const { store, create } = await open();
    const model = await create(store);
    const now = new Date().toISOString();
    const copy = (id: string) => ({ ...model, id });
    const claim = { scope: "test", key: "key-1", fingerprint: "f", answer: () => ({ status: 201, body: "{}" }) };
    const results = await Promise.allSettled([
      store.transaction((tx) => tx.insertOrder(copy("ord_batch_a")), { now }),
      store.transaction(
        async (tx) => {
          await tx.insertOrder(copy("ord_batch_b"));
          throw new Error("refused after a write");
        },
        { now, idempotency: claim },
      ),
      store.transaction((tx) => tx.insertOrder(copy("ord_batch_c")), { now }),
    ]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect((results[1] as PromiseRejectedResult).reason).toMatchObject({ message: "refused after a write" });
    expect((await store.getOrder("ord_batch_a"))?.id).toBe("ord_batch_a");
    expect(await store.getOrder("ord_batch_b")).toBeUndefined();
    expect((await store.getOrder("ord_batch_c"))?.id).toBe("ord_batch_c");
    // The key was claimed inside the rolled-back write: free for a request that can succeed.
    const retried = await store.transaction(async () => "done", { now, idempotency: claim });
    expect(retried.kind).toBe("applied");
  });

  it("closing the store answers the writes already asked for, and they are in the file", async () => {
    const file = join(tempDir(), "store.sqlite");
    const clock = manualClock();
    const ids = createIds(seededRandom("wal-sync-close"));
    const request = { integrationId: INTEGRATION_ID, amount: "25", assetId: "USDT_TRC20" as const, customer: CUSTOMER };
    const first = (await openRepository({ target: { kind: "sqlite", file }, initial: testSeed })).repository;
    const creations = Array.from({ length: 3 }, () =>
      createIncomingOrder(first, SANDBOX_ADDRESSES, DEMO_CLIENT_ID, "payment", request, { now: clock.now().toISOString(), ids }),
    );
    await first.close();
    const written = await Promise.all(creations);
    const again = (await openRepository({ target: { kind: "sqlite", file }, initial: testSeed })).repository;
    try {
      for (const w of written) {
        if (w.kind !== "applied") throw new Error(w.kind);
        expect((await again.getOrder(w.result.id))?.id).toBe(w.result.id);
      }
    } finally {
      await again.close();
    }
  });

  it("a creation whose sync fails is not answered as created", async () => {
    const { gate, store, create } = await open();
    gate.fail(Object.assign(new Error("EIO: i/o error, fdatasync"), { code: "EIO" }));
    await expect(create(store)).rejects.toThrow(/EIO/);
    gate.fail(null);
    expect((await create(store)).status).toBe("inProgress");
  });
});

describe("a SQLite file written by several processes (WORKERS)", () => {
  it("an outbox poll with nothing due takes no write lock: another process holding it does not hold the poll up", async () => {
    const file = join(tempDir(), "store.sqlite");
    const store = (await openRepository({ target: { kind: "sqlite", file }, initial: testSeed, sharedFile: true })).repository;
    // Another process's write transaction, open while the poll runs.
    const other = new SQLite(file);
    other.exec("BEGIN IMMEDIATE");
    try {
      const now = new Date();
      // Before, the poll's UPDATE waited out busy_timeout (5 s, on the event loop) and failed SQLITE_BUSY.
      await expect(store.outbox.claimDue(now.toISOString(), new Date(now.getTime() + 60_000).toISOString(), 10)).resolves.toEqual([]);
    } finally {
      other.exec("ROLLBACK");
      other.close();
      await store.close();
    }
  });

  it("a read of an order another process changed waits for a sync of the reader's own, begun after the read", async () => {
    const file = join(tempDir(), "store.sqlite");
    const writerGate = gatedSync();
    const readerGate = gatedSync();
    // Two connections on one file, each with its own group commit, as two workers have.
    const writer = (await openRepository({ target: { kind: "sqlite", file }, initial: testSeed, syncWal: writerGate.sync })).repository;
    const reader = (
      await openRepository({ target: { kind: "sqlite", file }, initial: testSeed, syncWal: readerGate.sync, sharedFile: true })
    ).repository;
    try {
      const ctx = () => ({ now: new Date().toISOString(), ids: createIds(seededRandom("wal-sync-shared")) });
      const created = await createIncomingOrder(
        writer,
        SANDBOX_ADDRESSES,
        DEMO_CLIENT_ID,
        "payment",
        { integrationId: INTEGRATION_ID, amount: "25", assetId: "USDT_TRC20", customer: CUSTOMER },
        ctx(),
      );
      if (created.kind !== "applied") throw new Error(created.kind);
      writerGate.shut();
      readerGate.shut();
      const payment = confirmPayment(writer, DEMO_CLIENT_ID, created.result.id, undefined, ctx(), { specStrict: false, usd: catalogUsd });
      // Committed, in the WAL, not synced: the writer's answer waits for its sync.
      await until(() => writerGate.held.length > 0, "the payment's sync to start");
      let shown: string | undefined;
      const read = reader.getOrder(created.result.id).then((order) => (shown = order?.status));
      await until(() => readerGate.held.length > 0, "the reader's own sync to start");
      expect(shown).toBeUndefined();
      readerGate.release();
      await read;
      // What it shows is on disk now: the reader's sync wrote the WAL the writer appended to.
      expect(shown).toBe("completed");
      writerGate.release();
      expect((await payment).kind).toBe("applied");
    } finally {
      writerGate.release();
      readerGate.release();
      await reader.close();
      await writer.close();
    }
  });
});
