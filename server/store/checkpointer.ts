// Checkpoints of a SQLite file's WAL on a thread of their own. SQLite checkpoints inside the
// COMMIT that takes the WAL past 1,000 pages, on the connection that commits: a few milliseconds
// of copying pages and two fsyncs on the event loop, every few hundred writes, with every read
// waiting behind them. Here the service's connection never checkpoints (wal_autocheckpoint=0);
// every so many writes it asks a second connection, in a worker thread, for a PASSIVE
// checkpoint, which copies what it can without blocking the writer or any reader, and syncs as
// synchronous=NORMAL does (the WAL before its pages are copied, the database file after).
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";

/**
 * Committed transactions between two checkpoints: a few hundred pages of WAL when each holds one
 * write, as SQLite's own default keeps it; a few thousand in a burst, when each holds a batch.
 */
export const WRITES_PER_CHECKPOINT = 200;

// Plain CommonJS evaluated by the worker: the service may run from one bundled file, where a
// second module file for the worker would not exist. The driver's path comes from here.
const WORKER = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma("busy_timeout = 5000");
db.pragma("synchronous = NORMAL");
parentPort.on("message", () => {
  let answer;
  try {
    answer = db.pragma("wal_checkpoint(PASSIVE)")[0];
  } catch (error) {
    answer = { error: String(error && error.message || error) };
  }
  parentPort.postMessage(answer);
});
`;

export interface CheckpointResult {
  busy?: number;
  log?: number;
  checkpointed?: number;
  error?: string;
}

export class Checkpointer {
  readonly #file: string;
  readonly #every: number;
  /** Started at the first checkpoint: a service that writes little never starts one. */
  #worker: Worker | null = null;
  #writes = 0;
  #running = false;
  #listeners: ((result: CheckpointResult) => void)[] = [];

  constructor(file: string, every = WRITES_PER_CHECKPOINT) {
    this.#file = file;
    this.#every = every;
  }

  #start(): Worker {
    const driver = createRequire(import.meta.url).resolve("better-sqlite3");
    const worker = new Worker(WORKER, { eval: true, workerData: { file: this.#file, driver } });
    // It must never keep the process alive, nor take it down: a failed checkpoint is tried
    // again after the next writes, and SQLite checkpoints on close anyway.
    worker.unref();
    worker.on("error", () => {
      this.#running = false;
      this.#worker = null;
    });
    worker.on("message", (result: CheckpointResult) => {
      this.#running = false;
      for (const listener of this.#listeners.splice(0)) listener(result);
    });
    return worker;
  }

  /** Counts a committed write; every `every` writes, a checkpoint unless one is running. */
  wrote(): void {
    if (++this.#writes < this.#every || this.#running) return;
    this.#writes = 0;
    this.#running = true;
    this.#worker ??= this.#start();
    this.#worker.postMessage("checkpoint");
  }

  /** Resolves with the next checkpoint's result (tests). */
  next(): Promise<CheckpointResult> {
    return new Promise((resolve) => this.#listeners.push(resolve));
  }

  async close(): Promise<void> {
    await this.#worker?.terminate();
    this.#worker = null;
  }
}
