// The page's order read under load, side by side with a plain node:http server answering the
// same JSON with the same ETag logic and headers (bench/baseline-server.ts): 200 (full read)
// and 304 (If-None-Match), autocannon with 10 connections, BENCH_SECONDS (default 5) per
// server, status and round. Every server runs in its own process; this one only generates load.
// Each server's CPU time per request is read from the process itself, and its ratio to the
// baseline's says how many reads per core the service manages next to it.
//
// The servers take turns of a second (bench/turns.ts: this machine's speed drifts), and a
// round's figures are the sums over its turns.
//
// Stores: BENCH_STORES (default sqlite,sqlite-metrics,postgres; postgres runs on a throwaway cluster,
// test/support/postgres.ts, when PostgreSQL is installed; sqlite-nolimit is SQLite with the
// read's rate limiter off; sqlite-metrics is SQLite with metrics on, whose per-core ratio next
// to sqlite's is what metrics cost the read). Each service is started as `npm start` starts it
// (bench/started-service.ts), the read's rate limiter on with a limit the load never reaches.
// The rounds are repeated BENCH_READ_REPEATS times (default 3), each on servers started for it.
//
//   npx tsx bench/order-read.ts        (BENCH_SECONDS=2 BENCH_STORES=sqlite for a quick look)
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { IncomingOrderCreated, checkoutOrderPath } from "../src/shared/index.ts";
import { startPostgres, type PostgresCluster } from "../test/support/postgres.ts";
import { createPaymentOrder, startBenchServer, type BenchServer, type Endpoint } from "./processes.ts";
import { startAsNpmStart } from "./started-service.ts";
import { median } from "./stats.ts";
import { pinApart } from "./pinning.ts";
import { inTurns, type Turn } from "./turns.ts";

// autocannon ships no types; the few fields used here, declared locally rather than as a global module.
interface Histogram {
  average: number;
  p50: number;
  p99: number;
}
interface AutocannonResult {
  requests: Histogram & { total: number };
  latency: Histogram;
  errors: number;
  statusCodeStats: Record<string, { count: number }>;
}
type Autocannon = (options: {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  duration: number;
}) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

const SECONDS = Math.min(60, Math.max(1, Number(process.env.BENCH_SECONDS ?? 5) || 5));
/** Interleaved repetitions of the whole sequence: the ratios are given as min / median / max. */
const REPEATS = Math.min(10, Math.max(1, Number(process.env.BENCH_READ_REPEATS ?? 3) || 3));
const CONNECTIONS = 10;
/** Which answers to measure (BENCH_READ_STATUSES, default both): 304 alone for a quicker look at the cached read. */
const STATUSES = (process.env.BENCH_READ_STATUSES ?? "200,304")
  .split(",")
  .map((s) => s.trim())
  .filter((s): s is "200" | "304" => s === "200" || s === "304");

export interface ReadRun {
  server: string;
  status: "200" | "304";
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  cpuMicrosPerRequest: number;
  ok: boolean;
}

export interface ReadRatio {
  server: string;
  status: "200" | "304";
  /** req/s of the service over the baseline's mean req/s. */
  throughput: number;
  /** The baseline's CPU per request over the service's: reads per core, relative. */
  perCore: number;
}

export interface Spread {
  min: number;
  median: number;
  max: number;
}

/** One store and status over the repetitions. */
export interface ReadRatioSummary {
  server: string;
  status: "200" | "304";
  throughput: Spread;
  perCore: Spread;
}

export interface OrderReadResult {
  runs: ReadRun[];
  ratios: ReadRatio[];
  summary: ReadRatioSummary[];
  skipped: string[];
  /** Whether the servers ran pinned to one CPU and the load to another (bench/pinning.ts). */
  pinned?: boolean;
}

export function spread(values: number[]): Spread {
  return { min: Math.min(...values), median: median(values), max: Math.max(...values) };
}

interface Target {
  name: string;
  server: BenchServer;
  url: string;
  etag: string;
}

/** A payment order created on `server`, and its first read (200): its path, body and ETag. */
export async function orderOn(server: Endpoint): Promise<{ path: string; body: string; etag: string }> {
  const created = await createPaymentOrder(server);
  if (created.status !== 201) throw new Error(`creating the order answered ${created.status}: ${await created.text()}`);
  const { orderId } = IncomingOrderCreated.parse(await created.json());
  const path = checkoutOrderPath(server.integrationId, orderId);
  const first = await fetch(server.origin + path);
  const body = await first.text();
  const etag = first.headers.get("etag");
  if (first.status !== 200 || !etag) throw new Error(`the order read answered ${first.status} with ETag ${etag ?? "(none)"}`);
  return { path, body, etag };
}

/** One turn on `target`: its requests, its CPU, and whether every answer was `status`. */
async function turn(target: Target, status: "200" | "304", seconds: number): Promise<Turn> {
  const headers: Record<string, string> = status === "304" ? { "If-None-Match": target.etag } : {};
  const cpuBefore = await target.server.cpu();
  const result = await autocannon({ url: target.url, headers, connections: CONNECTIONS, duration: seconds });
  const cpuAfter = await target.server.cpu();
  const statuses = Object.keys(result.statusCodeStats);
  return {
    requests: result.requests.total,
    cpuMicros: cpuAfter - cpuBefore,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    ok: result.errors === 0 && statuses.length === 1 && statuses[0] === status,
  };
}

/** The variant's settings (the part of a store's name after "-"). */
export function variantEnv(variant: string | undefined): Record<string, string> {
  // "sqlite-nolimit": the same store with the read's rate limiter off, to see what it costs.
  if (variant === "nolimit") return { RATE_LIMIT_ORDER_READ: "0" };
  // "sqlite-metrics": the same store with metrics on (METRICS_TOKEN), to see what counting costs the read.
  if (variant === "metrics") return { METRICS_TOKEN: "bench-metrics-token-0123456789abcdef" };
  // "sqlite-logs": metrics on and a JSON log line per request (to /dev/null: what writing
  // them costs the process, not what a collector reading them costs the machine).
  if (variant === "logs") return { METRICS_TOKEN: "bench-metrics-token-0123456789abcdef", QUIET: "0", LOG_FORMAT: "json" };
  return {};
}

/** One round's servers, each in a process of its own: the baseline first, then the stores. */
interface RoundServers {
  targets: Target[];
  stop(): Promise<void>;
}

async function startRound(stores: string[], dir: string, cluster: () => Promise<PostgresCluster | null>): Promise<RoundServers> {
  const servers: BenchServer[] = [];
  const targets: Target[] = [];
  const stop = async () => {
    for (const server of servers) await server.stop();
  };
  try {
    for (const name of stores) {
      const [store = name, variant] = name.split("-");
      const env = variantEnv(variant);
      if (store === "postgres") {
        const postgres = await cluster();
        if (!postgres) continue;
        env.DATABASE_URL = await postgres.createDatabase();
      }
      const server = await startAsNpmStart(0, env);
      servers.push(server);
      const order = await orderOn(server);
      targets.push({ name, server, url: server.origin + order.path, etag: order.etag });
      if (targets.length === 1) {
        // The baseline answers the first store's order: the same bytes, the same ETag.
        writeFileSync(join(dir, "body.json"), order.body);
        const baseline = await startBenchServer("bench/baseline-server.ts", {
          BENCH_BASELINE_PATH: order.path,
          BENCH_BASELINE_BODY: join(dir, "body.json"),
        });
        servers.push(baseline);
        targets.unshift({ name: "baseline", server: baseline, url: baseline.origin + order.path, etag: order.etag });
      }
    }
    return { targets, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Each round starts its servers afresh and stops them after: a started process's own luck (how
 * V8 compiled Node's stream writes in it, say) moved one setting's CPU a read by up to 4 % for
 * its whole life, so rounds that all measured the same processes repeated one draw of that luck.
 */
export async function measureOrderRead(
  stores = (process.env.BENCH_STORES ?? "sqlite,sqlite-metrics,postgres").split(",").map((s) => s.trim()),
): Promise<OrderReadResult> {
  const skipped: string[] = [];
  // One throwaway cluster for the whole run, started when a store first asks for it.
  const started: { cluster: PostgresCluster | null } = { cluster: null };
  let pinned = true;
  const postgres = async () => {
    if (started.cluster) return started.cluster;
    if (!existsSync("/usr/lib/postgresql")) {
      const reason = "postgres: PostgreSQL is not installed (apt-get install -y postgresql)";
      if (!skipped.includes(reason)) skipped.push(reason);
      return null;
    }
    started.cluster = await startPostgres();
    return started.cluster;
  };
  if (STATUSES.length === 0) throw new Error("BENCH_READ_STATUSES names no status: use 200, 304 or both");
  const dir = mkdtempSync(join(tmpdir(), "bench-read-"));
  try {
    const runs: ReadRun[] = [];
    const ratios: ReadRatio[] = [];
    let services: Target[] = [];
    for (let repeat = 0; repeat < REPEATS; repeat++) {
      const round = await startRound(stores, dir, postgres);
      let unpin: (() => void) | null = null;
      try {
        const { targets } = round;
        services = targets.slice(1);
        if (services.length === 0) throw new Error("no store could be started");
        // Every server on one CPU, the load on another (bench/pinning.ts), for as long as the round runs.
        unpin = pinApart(targets.map((target) => target.server.pid));
        if (!unpin) pinned = false;
        // Unreported warm-up (JIT, connection pools).
        for (const target of targets) await autocannon({ url: target.url, connections: CONNECTIONS, duration: 1 });
        for (const status of STATUSES) {
          const [base, ...measured] = (await inTurns(targets, SECONDS, (target, seconds) => turn(target, status, seconds))).map(
            (turns, i): ReadRun => ({
              server: targets[i]?.name ?? "",
              status,
              requestsPerSecond: Math.round(turns.perSecond),
              p50Ms: turns.p50Ms,
              p99Ms: turns.p99Ms,
              cpuMicrosPerRequest: turns.cpuMicrosPerRequest,
              ok: turns.ok,
            }),
          );
          if (!base) throw new Error("the round measured no baseline");
          runs.push(base, ...measured);
          for (const run of measured) {
            ratios.push({
              server: run.server,
              status,
              throughput: run.requestsPerSecond / base.requestsPerSecond,
              perCore: base.cpuMicrosPerRequest / run.cpuMicrosPerRequest,
            });
          }
        }
      } finally {
        unpin?.();
        await round.stop();
      }
    }
    const summary: ReadRatioSummary[] = [];
    for (const status of STATUSES) {
      for (const service of services) {
        const mine = ratios.filter((r) => r.status === status && r.server === service.name);
        summary.push({
          server: service.name,
          status,
          throughput: spread(mine.map((r) => r.throughput)),
          perCore: spread(mine.map((r) => r.perCore)),
        });
      }
    }
    return { runs, ratios, summary, skipped, pinned };
  } finally {
    await started.cluster?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

export function formatOrderRead(result: OrderReadResult): string {
  const lines = [
    `GET /checkout/v1/integrations/{integrationId}/orders/{orderId}: ${CONNECTIONS} connections, ${SECONDS} s per server a round, in turns of 1 s, Node ${process.version}; each server in its own process, started afresh each round${result.pinned ? ", the servers on one CPU and the load on another" : ""}`,
  ];
  for (const run of result.runs) {
    lines.push(
      `${`${run.status} ${run.server}`.padEnd(14)} ${String(run.requestsPerSecond).padStart(7)} req/s   p50 ${run.p50Ms} ms   p99 ${run.p99Ms} ms   cpu ${run.cpuMicrosPerRequest.toFixed(1)} µs/req${run.ok ? "" : "   UNEXPECTED ANSWERS"}`,
    );
  }
  const f = (x: Spread) => `${x.min.toFixed(2)} / ${x.median.toFixed(2)} / ${x.max.toFixed(2)}`;
  for (const ratio of result.summary) {
    lines.push(
      `${ratio.status} ${ratio.server} / baseline (min / median / max of ${REPEATS}): ${f(ratio.throughput)} of its req/s, ${f(ratio.perCore)} of its reads per CPU second`,
    );
  }
  for (const reason of result.skipped) lines.push(`skipped ${reason}`);
  return lines.join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  measureOrderRead().then(
    (result) => {
      console.log(formatOrderRead(result));
      if (result.runs.some((run) => !run.ok)) process.exitCode = 1;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
