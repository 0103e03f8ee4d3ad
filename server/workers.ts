// WORKERS=N: N copies of the service behind one port, with node:cluster (the primary accepts
// connections and hands them out in turn; each worker is the whole service). They share one
// database: rules run in its transactions, webhook deliveries are claimed from its outbox. On
// PostgreSQL (DATABASE_URL) order changes reach every worker's held reads over LISTEN/NOTIFY
// (events/pg-order-events.ts); on the SQLite file, through the primary
// (events/cluster-order-events.ts), and SQLite's lock lets one worker write at a time.
//
// PAYER_WORKERS=K (0 < K < N): the first K workers take the payer's connections (the page, its
// order read, its assets) and the others every other one, so that a merchant's burst of API
// calls never holds up a page's read. The primary then listens itself and tells the two apart
// by each connection's first request (http/connection-handoff.ts).
import cluster, { type Worker } from "node:cluster";
import { createServer, type Server as NetServer, type Socket } from "node:net";
import type { Server } from "node:http";
import {
  connectionKind,
  firstBytes,
  isHandedConnection,
  serveHandedConnection,
  trackHandedConnections,
  type ConnectionKind,
  type HandedConnection,
} from "./http/connection-handoff.ts";
import type { Logger } from "./http/logger.ts";
import { isOrderChangeMessage, relayOrderChange } from "./events/cluster-order-events.ts";

/** WORKERS as a count: unset or empty is 1; anything but a whole number from 1 to 64 is an error. */
export function workerCount(text: string | undefined): number {
  if (text === undefined || text === "") return 1;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < 1 || value > 64) throw new Error(`WORKERS=${text} is not a number of processes from 1 to 64`);
  return value;
}

/** PAYER_WORKERS as a count: unset or empty is 0 (no separation); else a whole number from 1 to WORKERS − 1. */
export function payerWorkerCount(text: string | undefined, workers: number): number {
  if (text === undefined || text === "" || text === "0") return 0;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < 1 || value >= workers) {
    throw new Error(
      workers < 2
        ? `PAYER_WORKERS=${text} needs WORKERS=2 or more: the payer's workers and at least one other`
        : `PAYER_WORKERS=${text} is not a number of workers from 1 to ${workers - 1} (WORKERS=${workers}: at least one must take the merchants' connections)`,
    );
  }
  return value;
}

/**
 * Why this setting cannot run, or null: the workers need one database they all open, and a
 * gateway's workers share one poller per order through PostgreSQL (gateway/shared-polls.ts).
 */
export function refuseWorkers(count: number, store: "sqlite" | "memory" | "postgres", gateway = false): string | null {
  if (count < 2) return null;
  if (store === "memory") {
    return `WORKERS=${count} needs a database the processes share: the SQLite file (STATE unset, or a file's path) or PostgreSQL (DATABASE_URL=postgres://…), not STATE=memory, which each process would keep on its own`;
  }
  if (gateway && store !== "postgres") {
    return `WORKERS=${count} in gateway mode needs PostgreSQL (DATABASE_URL=postgres://…): its workers share one poller of the upstream per order through it. Run one process on the SQLite file, or point DATABASE_URL at PostgreSQL`;
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

/** How long the primary waits for a new connection's first bytes before handing it over without them. */
const FIRST_BYTES_WAIT_MS = 1_000;

/** A worker's word to the primary that it serves the connections it is handed. */
const SERVING = { kind: "serving-handed-connections" } as const;

export interface PrimaryOptions {
  count: number;
  /** How many of them take the payer's connections (PAYER_WORKERS); 0 leaves the handing out to node:cluster. */
  payer: number;
  /** Where the primary listens when `payer` > 0. */
  port: number;
  host: string;
  /**
   * How long a stop waits for the workers before it ends them: the deadline each worker keeps
   * itself (SHUTDOWN_DRAIN_MS and its margin; 4.5 s by default, within the 5 s promised).
   */
  stopWithinMs: number;
  /** Answers a worker's request for the whole service's metrics (metrics/cluster.ts); false for any other message. */
  metrics?: { answer(message: unknown, worker: Worker): boolean };
}

/**
 * Forks `count` workers and replaces one that dies, until stop(), which
 * passes SIGTERM on to each (they answer their held reads, finish callbacks in flight and
 * close the database) and waits for them. With payer workers, it listens on the port itself
 * once a worker serves, and hands each connection to a worker of its group in turn (to the
 * other group while its own has none serving).
 */
export function startPrimary(options: PrimaryOptions, logger: Logger): Primary {
  const { count, payer } = options;
  let stopping = false;
  // Workers run what the primary runs, with its flags (node:cluster's defaults): `npm start`'s
  // script, `tsx server/main.ts`, or the tests' one-file build, which loads in a fraction of
  // tsx's time. `npm start` builds first (scripts/start.mjs): a worker must not build again.
  cluster.setupPrimary({ exec: process.argv[1], execArgv: process.execArgv });
  /** Workers that have served: one that dies before, say on a taken port, would fail again. */
  const started = new Set<number>();
  /** The worker in each place: places below `payer` take the payer's connections. */
  const places: (Worker | null)[] = Array.from({ length: count }, () => null);
  const serving = new Set<Worker>();
  let listener: NetServer | null = null;
  let announced = false;
  const fork = (place: number) => {
    const worker = cluster.fork({ SKIP_BUILD: "1" });
    places[place] = worker;
    const start = () => {
      started.add(worker.id);
      if (started.size === count && !announced) {
        announced = true;
        logger.info(`all ${count} workers serve${payer > 0 ? ` (${payer} of them the payer's connections)` : ""}`);
      }
      if (payer > 0 && !listener)
        listener = listenForWorkers(options, pickWorker, logger, (error) =>
          fail(`the primary could not listen on port ${options.port} (${error.message})`),
        );
    };
    worker.once("listening", () => payer === 0 && start());
    worker.on("message", (message: unknown) => {
      if (options.metrics?.answer(message, worker)) return;
      if (isOrderChangeMessage(message)) {
        relayOrderChange(
          message,
          worker,
          places.filter((other): other is Worker => other?.isConnected() === true),
        );
        return;
      }
      if (typeof message !== "object" || (message as { kind?: unknown } | null)?.kind !== SERVING.kind) return;
      serving.add(worker);
      start();
    });
    worker.once("exit", () => serving.delete(worker));
  };
  const turns: Record<ConnectionKind, number> = { payer: 0, merchant: 0 };
  const pickWorker = (kind: ConnectionKind) => pickFrom(places, (worker) => serving.has(worker), payer, kind, turns);
  const fail = (why: string) => {
    logger.error(`${why}; stopping the others`);
    void primary.stop().then(() => process.exit(1));
  };
  cluster.on("exit", (worker: Worker, code, signal) => {
    if (stopping) return;
    const how = signal ?? `exit code ${code}`;
    if (!started.has(worker.id)) {
      // It never served (a port in use, a database refused): another would fail the same way.
      fail(`worker ${worker.process.pid} ended (${how}) before it listened`);
      return;
    }
    logger.error(`worker ${worker.process.pid} ended (${how}); starting another`);
    const place = places.indexOf(worker);
    if (place >= 0) fork(place);
  });
  for (let place = 0; place < count; place++) fork(place);
  const primary: Primary = {
    async stop() {
      stopping = true;
      listener?.close();
      const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined && !w.isDead());
      const ended = workers.map((w) => new Promise<void>((resolve) => (w.isDead() ? resolve() : w.once("exit", () => resolve()))));
      for (const worker of workers) worker.process.kill("SIGTERM");
      const timer = setTimeout(() => {
        for (const worker of workers) if (!worker.isDead()) worker.process.kill("SIGKILL");
      }, options.stopWithinMs);
      await Promise.all(ended);
      clearTimeout(timer);
    },
  };
  return primary;
}

/**
 * The worker for a connection of `kind`: the next one in turn among those of its group that
 * serve (places below `payer` are the payer's), or of the other group while its own has none.
 * `turns` keeps each group's count between calls.
 */
export function pickFrom<W>(
  places: readonly (W | null)[],
  serves: (worker: W) => boolean,
  payer: number,
  kind: ConnectionKind,
  turns: Record<ConnectionKind, number>,
): W | undefined {
  for (const group of kind === "payer" ? (["payer", "merchant"] as const) : (["merchant", "payer"] as const)) {
    const inGroup = places.filter(
      (worker, place): worker is W => worker !== null && serves(worker) && place < payer === (group === "payer"),
    );
    if (inGroup.length > 0) return inGroup[turns[group]++ % inGroup.length];
  }
  return undefined;
}

/** The primary's own listener: each connection's first bytes, then the socket and them to a worker. */
function listenForWorkers(
  options: PrimaryOptions,
  pick: (kind: ConnectionKind) => Worker | undefined,
  logger: Logger,
  failed: (error: Error) => void,
): NetServer {
  const listener = createServer({ pauseOnConnect: true }, (socket: Socket) => {
    void firstBytes(socket, FIRST_BYTES_WAIT_MS).then((head) => {
      const worker = head === null ? undefined : pick(connectionKind(head));
      if (!head || !worker) {
        socket.destroy();
        return;
      }
      const message: HandedConnection = { kind: "handed-connection", head: head.toString("base64") };
      worker.send(message, socket, (error: Error | null) => {
        if (error) socket.destroy();
      });
    });
  });
  // Only a listen that fails stops the service: a connection refused later (too many open files, say) is that connection's loss.
  listener.on("error", (error) => (listener.listening ? logger.error("the primary could not take a connection", error) : failed(error)));
  listener.listen(options.port, options.host);
  return listener;
}

/**
 * In a worker of a primary with payer workers: serves on `server` (which does not listen) the
 * connections the primary hands over, and tells the primary it does.
 */
export function serveHandedConnections(server: Server): void {
  trackHandedConnections(server);
  process.on("message", (message: unknown, socket: unknown) => {
    if (isHandedConnection(message) && socket) serveHandedConnection(server, socket as Socket, Buffer.from(message.head, "base64"));
  });
  process.send?.(SERVING);
}
