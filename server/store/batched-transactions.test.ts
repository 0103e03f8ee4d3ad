// The batcher alone, over a fake transaction: which writes share a transaction, in what order,
// when each is answered, and what a failure takes with it. On a real SQLite file: wal-sync.test.ts.
import { describe, expect, it } from "vitest";
import { batchedTransactions, MAX_BATCH, type InTransaction } from "./batched-transactions.ts";

const turn = () => new Promise((resolve) => setImmediate(resolve));

/** A fake database: each transaction is a list of what ran in it; COMMIT waits for commit() when held. */
function fakeDatabase() {
  const transactions: string[][] = [];
  let holdCommit: Promise<void> | null = null;
  let commitError: Error | null = null;
  const inTransaction: InTransaction<string[]> = async (body) => {
    const log: string[] = [];
    transactions.push(log);
    await body(log);
    if (holdCommit) await holdCommit;
    if (commitError) throw commitError;
    log.push("commit");
  };
  const savepoints = {
    open: async (log: string[]) => void log.push("savepoint"),
    release: async (log: string[]) => void log.push("release"),
    rollback: async (log: string[]) => void log.push("rollback to"),
  };
  return {
    transactions,
    savepoints,
    inTransaction,
    holdCommit(until: Promise<void>) {
      holdCommit = until;
    },
    failCommit(error: Error) {
      commitError = error;
    },
  };
}

describe("batchedTransactions", () => {
  it("runs the writes asked for in one turn in one transaction, in order, each in a savepoint", async () => {
    const db = fakeDatabase();
    const { run } = batchedTransactions(db.inTransaction, db.savepoints);
    const answers = await Promise.all(
      ["a", "b", "c"].map((name) =>
        run(async (log) => {
          log.push(name);
          return name.toUpperCase();
        }),
      ),
    );
    expect(answers).toEqual(["A", "B", "C"]);
    expect(db.transactions).toEqual([["savepoint", "a", "release", "savepoint", "b", "release", "savepoint", "c", "release", "commit"]]);
  });

  it("a write alone needs no savepoint, and writes of later turns get transactions of their own", async () => {
    const db = fakeDatabase();
    const { run } = batchedTransactions(db.inTransaction, db.savepoints);
    await run(async (log) => void log.push("a"));
    await run(async (log) => void log.push("b"));
    expect(db.transactions).toEqual([
      ["a", "commit"],
      ["b", "commit"],
    ]);
  });

  it("answers none before the COMMIT", async () => {
    const db = fakeDatabase();
    let commit = () => {};
    db.holdCommit(new Promise((resolve) => (commit = resolve)));
    const { run } = batchedTransactions(db.inTransaction, db.savepoints);
    const answered: string[] = [];
    const writes = ["a", "b"].map((name) => run(async (log) => void log.push(name)).then(() => answered.push(name)));
    await turn();
    await turn();
    expect(db.transactions[0]).toEqual(["savepoint", "a", "release", "savepoint", "b", "release"]);
    expect(answered).toEqual([]);
    commit();
    await Promise.all(writes);
    expect(answered).toEqual(["a", "b"]);
  });

  it("a write that fails is rolled back to its savepoint alone: it gets its own error, the others commit", async () => {
    const db = fakeDatabase();
    const { run } = batchedTransactions(db.inTransaction, db.savepoints);
    const refused = new Error("refused");
    const results = await Promise.allSettled([
      run(async (log) => void log.push("a")),
      run(async (log) => {
        log.push("b");
        throw refused;
      }),
      run(async (log) => void log.push("c")),
    ]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect((results[1] as PromiseRejectedResult).reason).toBe(refused);
    expect(db.transactions).toEqual([
      ["savepoint", "a", "release", "savepoint", "b", "rollback to", "release", "savepoint", "c", "release", "commit"],
    ]);
  });

  it("a savepoint that cannot be rolled back fails the whole batch, the writes that had succeeded too", async () => {
    const db = fakeDatabase();
    const broken = new Error("SQLITE_IOERR during ROLLBACK TO");
    const { run } = batchedTransactions(db.inTransaction, {
      ...db.savepoints,
      rollback: async () => {
        throw broken;
      },
    });
    const results = await Promise.allSettled([
      run(async (log) => void log.push("a")),
      run(async () => {
        throw new Error("refused");
      }),
    ]);
    expect(results).toEqual([
      { status: "rejected", reason: broken },
      { status: "rejected", reason: broken },
    ]);
    expect(db.transactions[0]).not.toContain("commit");
  });

  it("a COMMIT that fails fails every write of its batch: none was applied", async () => {
    const db = fakeDatabase();
    const lost = new Error("SQLITE_IOERR");
    db.failCommit(lost);
    const { run } = batchedTransactions(db.inTransaction, db.savepoints);
    const results = await Promise.allSettled(["a", "b"].map((name) => run(async (log) => void log.push(name))));
    expect(results).toEqual([
      { status: "rejected", reason: lost },
      { status: "rejected", reason: lost },
    ]);
  });

  it("waits for the sync in flight, and the writes that arrive meanwhile join one transaction", async () => {
    const db = fakeDatabase();
    let synced = () => {};
    let sync: Promise<void> | null = new Promise<void>((resolve) => (synced = resolve));
    const { run } = batchedTransactions(db.inTransaction, db.savepoints, () => sync);
    const writes = [run(async (log) => void log.push("a"))];
    await turn();
    await turn();
    writes.push(run(async (log) => void log.push("b")));
    await turn();
    expect(db.transactions).toEqual([]);
    sync = null;
    synced();
    await Promise.all(writes);
    expect(db.transactions).toEqual([["savepoint", "a", "release", "savepoint", "b", "release", "commit"]]);
  });

  it("drains: resolves once every write asked for has been answered, a sync in flight waited for", async () => {
    const db = fakeDatabase();
    let synced = () => {};
    let sync: Promise<void> | null = new Promise<void>((resolve) => (synced = resolve));
    const { run, drain } = batchedTransactions(db.inTransaction, db.savepoints, () => sync);
    await drain();
    const answered: string[] = [];
    const writes = ["a", "b"].map((name) => run(async (log) => void log.push(name)).then(() => answered.push(name)));
    let drained = false;
    const draining = drain().then(() => (drained = true));
    await turn();
    await turn();
    expect(drained).toBe(false);
    sync = null;
    synced();
    await draining;
    expect(answered).toEqual(["a", "b"]);
    await Promise.all(writes);
  });

  it(`puts at most ${MAX_BATCH} writes in one transaction`, async () => {
    const db = fakeDatabase();
    const { run } = batchedTransactions(db.inTransaction, db.savepoints);
    await Promise.all(Array.from({ length: MAX_BATCH + 8 }, (_, i) => run(async (log) => void log.push(String(i)))));
    expect(db.transactions.map((log) => log.filter((entry) => /^\d+$/.test(entry)).length)).toEqual([MAX_BATCH, 8]);
  });
});
