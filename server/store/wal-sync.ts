// Group commit for SQLite in WAL mode: the connection commits with synchronous=NORMAL (the WAL
// is appended, not synced, so COMMIT never blocks the event loop on the disk), and whoever needs
// the commit on disk before answering awaits settle(), which resolves after an fdatasync of the
// WAL file that began after the call. The fdatasync runs on libuv's thread pool, and every
// commit made while one is in flight shares the next: a burst of 1,000 creations costs a few
// hundred syncs instead of 1,000, and a read of an unrelated order never waits on any of them.
//
// Why this is as durable as synchronous=FULL: FULL syncs the WAL file at each COMMIT; here the
// same file is synced after the COMMIT and before anything that depends on it is answered.
// Checkpoints keep NORMAL's own rule (the WAL is synced before pages are copied into the
// database file, and the database file after), so a checkpointed page is never only in memory;
// they run on a thread of their own (checkpointer.ts).
import { closeSync, fdatasync, openSync } from "node:fs";
import type { Checkpointer } from "./checkpointer.ts";

interface Waiter {
  seq: number;
  resolve: () => void;
  reject: (error: unknown) => void;
}

export interface Durability {
  /** A lease of the connection that wrote has committed (the checkpointer counts them). */
  wrote(): void;
  /** Resolves once every commit made before the call is on disk. */
  settle(): Promise<void>;
  /** The sync in flight, resolved when it ends (failed or not); null when none is. */
  syncing(): Promise<void> | null;
  /** After the database has closed. */
  close(): Promise<void>;
}

/** fs.fdatasync's shape: tests count the syncs, hold them, or fail them. */
export type SyncFile = (fd: number, done: (error: Error | null) => void) => void;

export class WalSync implements Durability {
  readonly #walFile: string;
  #fd: number | null = null;
  /** Calls to settle() so far; a sync covers every call made before it began. */
  #requested = 0;
  #syncing = false;
  #waiters: Waiter[] = [];
  /** Told when the sync in flight ends. */
  #watchers: (() => void)[] = [];
  #closed = false;

  readonly #sync: SyncFile;
  readonly #checkpointer: Checkpointer | null;

  constructor(databaseFile: string, sync: SyncFile = fdatasync, checkpointer: Checkpointer | null = null) {
    this.#walFile = `${databaseFile}-wal`;
    this.#sync = sync;
    this.#checkpointer = checkpointer;
  }

  wrote(): void {
    this.#checkpointer?.wrote();
  }

  settle(): Promise<void> {
    // Closing the database checkpoints the WAL into the database file and syncs it.
    if (this.#closed) return Promise.resolve();
    const seq = ++this.#requested;
    return new Promise((resolve, reject) => {
      this.#waiters.push({ seq, resolve, reject });
      this.#next();
    });
  }

  syncing(): Promise<void> | null {
    if (!this.#syncing) return null;
    return new Promise((resolve) => this.#watchers.push(resolve));
  }

  #next(): void {
    if (this.#syncing || this.#waiters.length === 0) return;
    let fd: number;
    try {
      // Opened at the first sync, when a write has made the WAL file. It stays open until the
      // database closes: closing any descriptor of a file drops the process's POSIX locks on it.
      fd = this.#fd ??= openSync(this.#walFile, "r+");
    } catch (error) {
      this.#fail(this.#waiters.splice(0), error);
      return;
    }
    this.#syncing = true;
    const covered = this.#requested;
    this.#sync(fd, (error) => {
      this.#syncing = false;
      const done = this.#waiters.filter((w) => w.seq <= covered);
      this.#waiters = this.#waiters.filter((w) => w.seq > covered);
      if (error) this.#fail(done, error);
      else for (const w of done) w.resolve();
      for (const watcher of this.#watchers.splice(0)) watcher();
      this.#next();
    });
  }

  #fail(waiters: Waiter[], error: unknown): void {
    for (const w of waiters) w.reject(error);
  }

  /** After the database has closed (SQLite then checkpoints and syncs the last commits itself). */
  async close(): Promise<void> {
    while (this.#syncing || this.#waiters.length > 0) await new Promise((resolve) => setImmediate(resolve));
    await this.#checkpointer?.close();
    this.#closed = true;
    if (this.#fd !== null) closeSync(this.#fd);
    this.#fd = null;
  }
}

/**
 * The orders changed by commits whose sync has not finished. A read of one of them waits for
 * the sync before it answers, so nobody (the payer's page above all) is shown a change that a
 * power cut could still undo; a read of any other order never waits.
 */
export class UnsettledOrders {
  readonly #counts = new Map<string, number>();

  add(id: string): void {
    this.#counts.set(id, (this.#counts.get(id) ?? 0) + 1);
  }

  remove(ids: readonly string[]): void {
    for (const id of ids) {
      const left = (this.#counts.get(id) ?? 1) - 1;
      if (left > 0) this.#counts.set(id, left);
      else this.#counts.delete(id);
    }
  }

  has(id: string): boolean {
    return this.#counts.has(id);
  }

  get any(): boolean {
    return this.#counts.size > 0;
  }
}
