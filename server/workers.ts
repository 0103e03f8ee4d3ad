// WORKERS=N: N copies of the service behind one port, with node:cluster (the primary accepts
// connections and hands them out in turn; each worker is the whole service). They share one
// PostgreSQL database (DATABASE_URL): rules run in its transactions, order changes reach every
// worker's held reads over LISTEN/NOTIFY (events/pg-order-events.ts), webhook deliveries are
// claimed from its outbox. SQLite is one process's database, so WORKERS > 1 needs PostgreSQL.
import cluster, { type Worker } from "node:cluster";
import type { Logger } from "./http/logger.ts";

/** Shutdown of the primary must end within the 5 s promised for the whole service. */
const STOP_WITHIN_MS = 4500;

/** WORKERS as a count: unset or empty is 1; anything but a whole number from 1 to 64 is an error. */
export function workerCount(text: string | undefined): number {
  if (text === undefined || text === "") return 1;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < 1 || value > 64) throw new Error(`WORKERS=${text} is not a number of processes from 1 to 64`);
  return value;
}

/** Why this setting cannot run, or null. */
export function refuseWorkers(count: number, databaseUrl: string | undefined): string | null {
  if (count > 1 && !databaseUrl) {
    return `WORKERS=${count} needs PostgreSQL (DATABASE_URL=postgres://…): a SQLite file is one process's database. Run without WORKERS, or point DATABASE_URL at PostgreSQL`;
  }
  return null;
}

/** Whether this process prints the start banner and creates the start's demo orders: the first worker, or a single process. */
export function announces(): boolean {
  return !cluster.isWorker || cluster.worker?.id === 1;
}

export interface Primary {
  stop(): Promise<void>;
}

/**
 * Forks `count` workers (`script`) and replaces one that dies, until stop(), which
 * passes SIGTERM on to each (they answer their held reads, finish callbacks in flight and
 * close the database) and waits for them.
 */
export function startPrimary(count: number, logger: Logger, script: string): Primary {
  let stopping = false;
  // Workers run the service's script itself under tsx, however the primary was started
  // (`npm start` builds first, in scripts/start.mjs: a worker must not build again).
  cluster.setupPrimary({ exec: script, execArgv: ["--import", "tsx"] });
  const listening = new Set<number>();
  const fork = () => cluster.fork().once("listening", function (this: Worker) {
    listening.add(this.id);
  });
  cluster.on("exit", (worker: Worker, code, signal) => {
    if (stopping) return;
    const how = signal ?? `exit code ${code}`;
    if (!listening.has(worker.id)) {
      // It never served (a port in use, a database refused): another would fail the same way.
      logger.error(`worker ${worker.process.pid} ended (${how}) before it listened; stopping the others`);
      void primary.stop().then(() => process.exit(1));
      return;
    }
    logger.error(`worker ${worker.process.pid} ended (${how}); starting another`);
    fork();
  });
  for (let i = 0; i < count; i++) fork();
  const primary: Primary = {
    async stop() {
      stopping = true;
      const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined && !w.isDead());
      const ended = workers.map((w) => new Promise<void>((resolve) => (w.isDead() ? resolve() : w.once("exit", () => resolve()))));
      for (const worker of workers) worker.process.kill("SIGTERM");
      const timer = setTimeout(() => {
        for (const worker of workers) if (!worker.isDead()) worker.process.kill("SIGKILL");
      }, STOP_WITHIN_MS);
      await Promise.all(ended);
      clearTimeout(timer);
    },
  };
  return primary;
}
