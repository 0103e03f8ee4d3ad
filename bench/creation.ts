// Order creation against its database, side by side with a minimal server doing the same
// I/O (bench/creation-baseline-server.ts: node:http + better-sqlite3, one BEGIN IMMEDIATE
// transaction, synchronous=FULL, on the project's schema; a row and an answer of the service's
// fields and headers, so as many bytes to write and to send). For each size (BENCH_CREATION_SIZES,
// default 1000,10000,100000 orders already stored) a fresh service started as `npm start` runs
// it (bench/started-service.ts: scripts/start.mjs, the build skipped, on a new SQLite file: WAL,
// each answer after the fdatasync of its commit by group commit, server/store/wal-sync.ts; its
// CPU time read from /proc) and a fresh baseline are seeded with that many orders, then
// autocannon POSTs payment orders at 10 connections for BENCH_SECONDS (default 5) to each, in
// turns of a second (bench/turns.ts: this machine's speed drifts), BENCH_CREATION_REPEATS times
// (default 3; every other time the service goes first). Reported per size as ratios to the
// baseline, min / median / max: creations per second, creations per CPU second (each
// process's own CPU time), p50 and p99.
//
// Then reads during a burst (on the service with the first size): four keep-alive loops read
// an order (304, If-None-Match) while a separate process sends 1,000 creations at 10
// connections, and again for as long with no burst. The read p99 during the burst over the
// quiet p99, min / median / max over BENCH_CREATION_REPEATS pairs: 1 means creations never hold
// a read up. The same, interleaved, on a service whose store is in memory (no disk at all) is
// the floor: what the creations' CPU alone costs the reads on this machine, where the service,
// the load generator and the reader share two cores. A file store at its floor means commits
// and their syncs hold no read up. And once more with the 1,000 creations paced at 500 a second,
// one every 2 ms (a sixth of what the service takes here): the cores are not saturated, so what
// is left of the ratio is what a commit or a sync costs a read; near 1 when none waits for them.
// A burst's reads are those sent after its first creation, not while its process starts.
// Then the machine's floor: the same two bursts sent to the in-memory service while the reads
// go to this one, which then makes none of the creations. Last, one event loop's floor: the
// order read's baseline (bench/baseline-server.ts, plain node:http, the same bytes), read
// during a burst sent to it that it only takes in and answers: what any server on one loop
// pays its reads for the creations' HTTP. What is left between that and the service's row is
// the service's own work for each creation, on the loop its reads share.
//
//   npx tsx bench/creation.ts     (BENCH_CREATION_SIZES=1000 BENCH_SECONDS=3 for a quick look)
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Agent, request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { orderOn, spread, type Spread } from "./order-read.ts";
import { startBenchServer, type BenchServer, type Endpoint } from "./processes.ts";
import { ROOT } from "./service.ts";
import { startAsNpmStart } from "./started-service.ts";
import { percentile } from "./stats.ts";
import { inTurns, type Turn, type Turns } from "./turns.ts";

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  non2xx: number;
}
type Autocannon = (options: {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
  connections: number;
  duration?: number;
  amount?: number;
}) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

const SECONDS = Math.min(60, Math.max(1, Number(process.env.BENCH_SECONDS ?? 5) || 5));
export const REPEATS = Math.min(10, Math.max(1, Number(process.env.BENCH_CREATION_REPEATS ?? 3) || 3));
const CONNECTIONS = 10;
const WARM_UP_SECONDS = 10;
export const BURST = 1_000;
const READ_LOOPS = 4;

export interface CreationLoad {
  server: "baseline" | "service";
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  cpuMicrosPerCreation: number;
  ok: boolean;
}

export interface CreationSize {
  stored: number;
  loads: CreationLoad[];
  /** The service over the baseline, per pair of runs. */
  throughput: Spread;
  /** Creations per CPU second, the service's over the baseline's. */
  perCpu: Spread;
  /** Latency, the service's over the baseline's (above 1: slower). */
  p50: Spread;
  p99: Spread;
}

/** A reads-during-a-burst measure: each pair's p99 during the burst and with none, and their ratios. */
export interface ReadsDuringBurst {
  burstP99Ms: number[];
  quietP99Ms: number[];
  /** p99 during the burst over p99 with none, per pair. */
  ratio: Spread;
}

export interface BurstReads {
  creations: number;
  burstSeconds: number[];
  quietP99Ms: number[];
  burstP99Ms: number[];
  /** Read p99 during the burst over the quiet p99, per pair. */
  ratio: Spread;
  /** The same on a service over SQLite in memory: the creations' CPU alone, no disk. */
  floor: ReadsDuringBurst;
  /**
   * The file store again, with the 1,000 creations paced at `rate` a second: commits and their
   * syncs as often as a busy shop's, with the cores not saturated. Near 1 when no read waits on
   * a commit or a sync.
   */
  paced?: Paced;
  /** The same paced burst on the store in memory. */
  pacedFloor?: Paced;
  /**
   * The machine's own floor: reads of the service while the same burst goes to another process
   * (the in-memory service), so the service makes none of the creations. What sharing two cores
   * with the load generator and a busy process costs a read, whatever the service does.
   */
  elsewhere?: ReadsDuringBurst;
  /** The same with the creations paced. */
  pacedElsewhere?: Paced;
  /**
   * One event loop's floor: the order read's baseline (plain node:http, the same bytes) read
   * during a burst sent to it, whose creations it only takes in and answers (their commit
   * elsewhere). What the HTTP of the creations alone costs reads sharing their loop.
   */
  oneLoop?: ReadsDuringBurst;
}

interface Paced extends ReadsDuringBurst {
  rate: number;
}

/** Creations a second in the paced burst: a sixth of what the service takes on this machine. */
const PACED_RATE = 500;

export interface CreationResult {
  sizes: CreationSize[];
  burst: BurstReads | null;
}

const numbers = (text: string | undefined, fallback: number[]) =>
  text
    ? text
        .split(",")
        .map((n) => Number(n.trim()))
        .filter((n) => Number.isInteger(n) && n > 0)
    : fallback;

function creationRequest(server: Endpoint) {
  return {
    url: `${server.origin}/api/v1/order/payment`,
    method: "POST",
    headers: { "X-API-Key": server.apiKey, "Content-Type": "application/json" },
    body: JSON.stringify({
      integrationId: server.integrationId,
      amount: "25.00",
      assetId: "USDT_TRC20",
      customer: { type: "individual", firstName: "Bench", lastName: "Payer" },
    }),
  };
}

/** `seconds` of creations at full speed on `server`: how many, its CPU, and whether all were made. */
async function turn(server: BenchServer, seconds: number): Promise<Turn> {
  const before = await server.cpu();
  const result = await autocannon({ ...creationRequest(server), connections: CONNECTIONS, duration: seconds });
  const after = await server.cpu();
  return {
    requests: result.requests.total,
    cpuMicros: after - before,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    ok: result.errors === 0 && result.non2xx === 0,
  };
}

const fromTurns = (server: CreationLoad["server"], turns: Turns): CreationLoad => ({
  server,
  perSecond: turns.perSecond,
  p50Ms: turns.p50Ms,
  p99Ms: turns.p99Ms,
  cpuMicrosPerCreation: turns.cpuMicrosPerRequest,
  ok: turns.ok,
});

async function measureSize(stored: number, keep: (service: BenchServer) => Promise<void>): Promise<CreationSize> {
  const service = await startAsNpmStart(stored);
  let baseline: BenchServer | null = null;
  try {
    baseline = await startBenchServer("bench/creation-baseline-server.ts", { BENCH_SEED_ORDERS: String(stored) }, 180_000);
    // Unreported warm-up (JIT, page cache, the heap's young generation grown to its load), until
    // the CPU a creation has settled: after 1 s, the service's next runs of 5 s cost 441, 333,
    // 325, 311 and then about 300 µs a creation (and 467, 358, 352, 334 on 1,000 stored orders),
    // so the first measured pair compared a service still warming with a plain server that had
    // little to warm.
    await turn(baseline, WARM_UP_SECONDS);
    await turn(service, WARM_UP_SECONDS);
    const loads: CreationLoad[] = [];
    const pairs: Array<{ base: CreationLoad; own: CreationLoad }> = [];
    for (let repeat = 0; repeat < REPEATS; repeat++) {
      // The pair takes turns of a second (bench/turns.ts); every other pair the service goes first.
      const targets = repeat % 2 === 0 ? [baseline, service] : [service, baseline];
      const turns = await inTurns(targets, SECONDS, turn);
      const [a, b] = turns.map((t, i) => fromTurns(targets[i] === service ? "service" : "baseline", t as Turns));
      if (!a || !b) throw new Error("a pair measured fewer than two servers");
      const [base, own] = a.server === "baseline" ? [a, b] : [b, a];
      loads.push(a, b);
      pairs.push({ base, own });
    }
    await keep(service);
    return {
      stored,
      loads,
      throughput: spread(pairs.map((p) => p.own.perSecond / p.base.perSecond)),
      perCpu: spread(pairs.map((p) => p.base.cpuMicrosPerCreation / p.own.cpuMicrosPerCreation)),
      p50: spread(pairs.map((p) => p.own.p50Ms / Math.max(0.01, p.base.p50Ms))),
      p99: spread(pairs.map((p) => p.own.p99Ms / Math.max(0.01, p.base.p99Ms))),
    };
  } finally {
    await baseline?.stop();
    await service.stop();
  }
}

/** Reads of one order (304) on keep-alive connections until `until` settles; each read's time in ms, and when it began. */
export async function readWhile(
  server: Endpoint,
  path: string,
  etag: string,
  until: Promise<unknown>,
): Promise<{ at: number; ms: number }[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: READ_LOOPS });
  const times: { at: number; ms: number }[] = [];
  let done = false;
  void until.finally(() => (done = true));
  const once = () =>
    new Promise<void>((resolve, reject) => {
      const started = performance.now();
      const req = request(`${server.origin}${path}`, { agent, headers: { "If-None-Match": etag } }, (res) => {
        res.resume();
        res.on("end", () => {
          times.push({ at: started, ms: performance.now() - started });
          if (res.statusCode !== 304) reject(new Error(`the read answered ${res.statusCode}`));
          else resolve();
        });
      });
      req.on("error", reject);
      req.end();
    });
  await Promise.all(
    Array.from({ length: READ_LOOPS }, async () => {
      while (!done) await once();
    }),
  );
  agent.destroy();
  return times;
}

/**
 * Sends BURST creations evenly spaced, `rate` a second, at up to CONNECTIONS at once: one every
 * 1000/rate ms. (autocannon's overallRate sends each connection's share of a second as fast as
 * it can at the start of the second, then waits: a full-speed burst once a second.)
 */
const PACED_SENDER = `
const http = require("node:http");
const o = JSON.parse(process.argv[1]);
const agent = new http.Agent({ keepAlive: true, maxSockets: o.connections });
const interval = 1000 / o.rate;
let sent = 0, answered = 0, start = 0;
const one = () => {
  const req = http.request(o.url, { method: "POST", agent, headers: { ...o.headers, "Content-Length": Buffer.byteLength(o.body) } }, (res) => {
    res.resume();
    res.on("end", () => {
      if (res.statusCode !== 201) process.exit(1);
      if (++answered === o.amount) process.exit(0);
    });
  });
  req.on("error", () => process.exit(1));
  req.end(o.body);
};
const tick = () => {
  const due = Math.min(o.amount, Math.floor((performance.now() - start) / interval) + 1);
  while (sent < due) { sent++; one(); }
  if (sent < o.amount) setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
};
process.stdout.write("started\\n");
start = performance.now();
tick();
`;

/** autocannon at full speed; it says when it starts, so the reads before (a process starting) are left out. */
const FULL_SPEED_SENDER = `
const o = JSON.parse(process.argv[1]);
process.stdout.write("started\\n");
require("autocannon")(o).then((r) => process.exit(r.errors || r.non2xx ? 1 : 0));
`;

interface Burst {
  /** When the first creation is sent (performance.now() of this process). */
  started: Promise<number>;
  /** Seconds from the first creation sent to the last answered. */
  done: Promise<number>;
}

/**
 * 1,000 creations at 10 connections from a separate process, so this one only times reads: as
 * fast as the service takes them, or evenly spaced at `rate` a second.
 */
function burst(server: Endpoint, rate?: number): Burst {
  const options = { ...creationRequest(server), connections: CONNECTIONS, amount: BURST, ...(rate ? { rate } : {}) };
  const child = spawn(process.execPath, ["-e", rate ? PACED_SENDER : FULL_SPEED_SENDER, JSON.stringify(options)], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "ignore"],
  });
  const started = new Promise<number>((resolve) => child.stdout.once("data", () => resolve(performance.now())));
  const done = new Promise<number>((resolve, reject) => {
    child.once("exit", (code) =>
      code === 0
        ? void started.then((at) => resolve((performance.now() - at) / 1000))
        : reject(new Error(`the burst of creations failed (${code})`)),
    );
  });
  return { started, done };
}

/** One order to read on `server` (its path, body and ETag), after a second of unmeasured reads (JIT). */
export async function readable(server: Endpoint): Promise<{ path: string; body: string; etag: string }> {
  const order = await orderOn(server);
  await readWhile(server, order.path, order.etag, new Promise((resolve) => setTimeout(resolve, 1_000)));
  return order;
}

/**
 * Read p99 on `server` during a burst of creations sent to `target` (the reads begun after its
 * first creation), then for as long without: [during, quiet, seconds].
 */
export async function burstAndQuiet(
  server: Endpoint,
  read: { path: string; etag: string },
  rate?: number,
  target: Endpoint = server,
): Promise<[number, number, number]> {
  const sending = burst(target, rate);
  const reads = await readWhile(server, read.path, read.etag, sending.done);
  const [from, seconds] = await Promise.all([sending.started, sending.done]);
  const during = reads.filter((r) => r.at >= from).map((r) => r.ms);
  const quiet = (await readWhile(server, read.path, read.etag, new Promise((resolve) => setTimeout(resolve, seconds * 1000)))).map(
    (r) => r.ms,
  );
  return [percentile(during, 99), percentile(quiet, 99), seconds];
}

/** Each pair's p99 during a burst over its p99 with none: min, median, max. */
export function duringOverQuiet(during: number[], quiet: number[]): Spread {
  return spread(during.map((p99, i) => p99 / (quiet[i] ?? Number.NaN)));
}

export async function measureBurst(service: BenchServer): Promise<BurstReads> {
  const floorService = await startBenchServer("bench/serve.ts", { BENCH_STORE: "memory" }, 180_000);
  const dir = mkdtempSync(join(tmpdir(), "bench-burst-"));
  let oneLoopServer: BenchServer | null = null;
  try {
    const read = await readable(service);
    const floorRead = await readable(floorService);
    // The read's baseline answers the service's order: the same bytes, the same ETag.
    writeFileSync(join(dir, "body.json"), read.body);
    oneLoopServer = await startBenchServer("bench/baseline-server.ts", {
      BENCH_BASELINE_PATH: read.path,
      BENCH_BASELINE_BODY: join(dir, "body.json"),
    });
    await readWhile(oneLoopServer, read.path, read.etag, new Promise((resolve) => setTimeout(resolve, 1_000)));
    // The service has taken creations for a while (the runs above); the floors take one
    // unmeasured burst each, so their first measured one does not pay for a cold JIT.
    for (const floor of [floorService, oneLoopServer]) await burst(floor).done;
    const result: BurstReads = {
      creations: BURST,
      burstSeconds: [],
      quietP99Ms: [],
      burstP99Ms: [],
      ratio: { min: 0, median: 0, max: 0 },
      floor: { burstP99Ms: [], quietP99Ms: [], ratio: { min: 0, median: 0, max: 0 } },
    };
    const newPaced = (): Paced => ({ rate: PACED_RATE, burstP99Ms: [], quietP99Ms: [], ratio: { min: 0, median: 0, max: 0 } });
    const paced = newPaced();
    const pacedFloor = newPaced();
    const elsewhere = { burstP99Ms: [] as number[], quietP99Ms: [] as number[], ratio: { min: 0, median: 0, max: 0 } };
    const pacedElsewhere = newPaced();
    const oneLoop = { burstP99Ms: [] as number[], quietP99Ms: [] as number[], ratio: { min: 0, median: 0, max: 0 } };
    Object.assign(result, { paced, pacedFloor, elsewhere, pacedElsewhere, oneLoop });
    for (let repeat = 0; repeat < REPEATS; repeat++) {
      const [during, quiet, seconds] = await burstAndQuiet(service, read);
      result.burstSeconds.push(seconds);
      result.burstP99Ms.push(during);
      result.quietP99Ms.push(quiet);
      const [floorDuring, floorQuiet] = await burstAndQuiet(floorService, floorRead);
      result.floor.burstP99Ms.push(floorDuring);
      result.floor.quietP99Ms.push(floorQuiet);
      for (const [server, serverRead, into] of [
        [service, read, paced],
        [floorService, floorRead, pacedFloor],
      ] as const) {
        const [pacedDuring, pacedQuiet] = await burstAndQuiet(server, serverRead, PACED_RATE);
        into.burstP99Ms.push(pacedDuring);
        into.quietP99Ms.push(pacedQuiet);
      }
      for (const [rate, into] of [
        [undefined, elsewhere],
        [PACED_RATE, pacedElsewhere],
      ] as const) {
        const [during, quiet] = await burstAndQuiet(service, read, rate, floorService);
        into.burstP99Ms.push(during);
        into.quietP99Ms.push(quiet);
      }
      const [oneLoopDuring, oneLoopQuiet] = await burstAndQuiet(oneLoopServer, read);
      oneLoop.burstP99Ms.push(oneLoopDuring);
      oneLoop.quietP99Ms.push(oneLoopQuiet);
    }
    result.ratio = duringOverQuiet(result.burstP99Ms, result.quietP99Ms);
    result.floor.ratio = duringOverQuiet(result.floor.burstP99Ms, result.floor.quietP99Ms);
    for (const p of [paced, pacedFloor, elsewhere, pacedElsewhere, oneLoop]) p.ratio = duringOverQuiet(p.burstP99Ms, p.quietP99Ms);
    return result;
  } finally {
    await oneLoopServer?.stop();
    await floorService.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function measureCreation(
  sizes = numbers(process.env.BENCH_CREATION_SIZES, [1_000, 10_000, 100_000]),
): Promise<CreationResult> {
  const result: CreationResult = { sizes: [], burst: null };
  for (const [i, stored] of sizes.entries()) {
    result.sizes.push(
      await measureSize(stored, async (service) => {
        if (i === 0) result.burst = await measureBurst(service);
      }),
    );
  }
  return result;
}

export function formatCreation(result: CreationResult): string {
  const f = (x: Spread) => `${x.min.toFixed(2)} / ${x.median.toFixed(2)} / ${x.max.toFixed(2)}`;
  const list = (values: number[]) => values.map((v) => v.toFixed(1)).join(", ");
  const during = (reads: ReadsDuringBurst) => `${f(reads.ratio)} (during ${list(reads.burstP99Ms)} ms; quiet ${list(reads.quietP99Ms)} ms)`;
  const lines = [
    `POST /api/v1/order/payment on SQLite, each answer after its commit's fsync (service: group commit; baseline: synchronous=FULL), ${CONNECTIONS} connections, ${SECONDS} s each a pair in turns of 1 s, ${REPEATS} pairs; service / baseline, min / median / max`,
  ];
  for (const size of result.sizes) {
    for (const run of size.loads) {
      lines.push(
        `  ${String(size.stored).padStart(6)} stored, ${run.server.padEnd(8)} ${run.perSecond.toFixed(0).padStart(5)}/s  p50 ${run.p50Ms} ms  p99 ${run.p99Ms} ms  cpu ${run.cpuMicrosPerCreation.toFixed(0)} µs${run.ok ? "" : "  ERRORS"}`,
      );
    }
    lines.push(
      `${String(size.stored).padStart(6)} stored: throughput ${f(size.throughput)}, per CPU ${f(size.perCpu)}, p50 ${f(size.p50)}, p99 ${f(size.p99)}`,
    );
  }
  if (result.burst) {
    const b = result.burst;
    lines.push(
      `order read p99 during ${b.creations} creations / without: ${during(b)}, bursts took ${b.burstSeconds.map((s) => s.toFixed(1)).join(", ")} s`,
      `  the same on SQLite in memory (no disk: the creations' CPU alone): ${during(b.floor)}`,
    );
    for (const [what, p] of [
      ["the file store", b.paced],
      ["in memory", b.pacedFloor],
    ] as const) {
      if (p) lines.push(`  ${what}, the creations paced at ${p.rate}/s (cores not saturated): ${during(p)}`);
    }
    for (const [what, p] of [
      ["at full speed", b.elsewhere],
      [`paced at ${PACED_RATE}/s`, b.pacedElsewhere],
    ] as const) {
      if (p) lines.push(`  the machine's floor: the same burst ${what} sent to another process: ${during(p)}`);
    }
    if (b.oneLoop)
      lines.push(`  one event loop's floor: plain node:http read during a burst it only takes in and answers: ${during(b.oneLoop)}`);
  }
  return lines.join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  measureCreation().then(
    (result) => console.log(formatCreation(result)),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
