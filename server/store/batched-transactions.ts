// SQLite: the write transactions asked for in one turn of the event loop (and, on a file, those
// that arrive while a sync runs) run as one database transaction, each inside a savepoint of its
// own, and are answered together after its COMMIT and the sync of that commit.
//
// Why: SQLite has one writer, so the transactions ran one after another anyway; what each one
// cost of its own was the BEGIN IMMEDIATE (the write lock, a look at the WAL index) and the
// COMMIT (a WAL frame for every page it changed, written one by one). Orders created together
// change the same pages (the table's last leaf, the last leaf of each index on a sequence): in
// one COMMIT those are written once. In a burst of creations this took about a fifth off the
// service's CPU per creation.
//
// What stays as it was: each transaction sees the ones before it, as if they had committed, and
// a transaction that fails is rolled back to its savepoint alone (the others commit). None is
// answered before the COMMIT, so none is acknowledged that a crash could lose; if the COMMIT or
// its sync fails, every transaction of the batch fails with it, and none was applied.

/** Runs `body` in one database transaction (BEGIN … COMMIT, or ROLLBACK when it throws). */
export type InTransaction<Tx> = (body: (tx: Tx) => Promise<void>) => Promise<void>;

/** The savepoint statements, on the batch's transaction. */
export interface Savepoints<Tx> {
  open(tx: Tx): Promise<void>;
  release(tx: Tx): Promise<void>;
  rollback(tx: Tx): Promise<void>;
}

/**
 * At most this many transactions in one batch: a batch holds the event loop while it runs, and
 * a read of an order waits for it.
 */
export const MAX_BATCH = 32;

interface Queued<Tx> {
  work: (tx: Tx) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

export interface Batched<Tx> {
  /** Runs `work` in the next batch; resolves or rejects after the batch's COMMIT. */
  run<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  /** Resolves once every write asked for so far has been answered (before the database closes). */
  drain(): Promise<void>;
}

/**
 * `syncing`: on a file, the sync in flight (wal-sync.ts), or null. A batch waits for it to end
 * before it begins: what commits while a sync runs is synced by the next one anyway, so waiting
 * costs the writes nothing, and everything that arrives meanwhile joins one batch.
 */
export function batchedTransactions<Tx>(
  inTransaction: InTransaction<Tx>,
  savepoints: Savepoints<Tx>,
  syncing: () => Promise<void> | null = () => null,
): Batched<Tx> {
  let waiting: Queued<Tx>[] = [];
  let scheduled = false;
  let running = 0;
  const drained: (() => void)[] = [];
  const idle = () => waiting.length === 0 && running === 0 && !scheduled;

  async function runBatch(batch: Queued<Tx>[]): Promise<void> {
    running++;
    try {
      await answerBatch(batch);
    } finally {
      running--;
      if (idle()) for (const done of drained.splice(0)) done();
    }
  }

  async function answerBatch(batch: Queued<Tx>[]): Promise<void> {
    const outcomes: Outcome[] = [];
    try {
      await inTransaction(async (tx) => {
        // Alone, a transaction needs no savepoint: its failure rolls the whole one back.
        if (batch.length === 1) {
          outcomes.push({ ok: true, value: await (batch[0] as Queued<Tx>).work(tx) });
          return;
        }
        for (const item of batch) {
          await savepoints.open(tx);
          try {
            const value = await item.work(tx);
            await savepoints.release(tx);
            outcomes.push({ ok: true, value });
          } catch (error) {
            // If even this fails, the batch's transaction is unusable: it throws, and is rolled back whole.
            await savepoints.rollback(tx);
            await savepoints.release(tx);
            outcomes.push({ ok: false, error });
          }
        }
      });
    } catch (error) {
      for (const item of batch) item.reject(error);
      return;
    }
    batch.forEach((item, i) => {
      const outcome = outcomes[i] as Outcome;
      if (outcome.ok) item.resolve(outcome.value);
      else item.reject(outcome.error);
    });
  }

  function startBatches(): void {
    scheduled = false;
    while (waiting.length > 0) {
      const batch = waiting.slice(0, MAX_BATCH);
      waiting = waiting.slice(MAX_BATCH);
      // The store's one connection takes the batches in order.
      void runBatch(batch);
    }
  }

  const run = <T>(work: (tx: Tx) => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      waiting.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!scheduled) {
        scheduled = true;
        // After the pass that takes in new requests: every write that arrived with this one joins it.
        setImmediate(() => {
          const sync = syncing();
          if (sync) void sync.then(startBatches, startBatches);
          else startBatches();
        });
      }
    });
  const drain = () => (idle() ? Promise.resolve() : new Promise<void>((resolve) => drained.push(resolve)));
  return { run, drain };
}
