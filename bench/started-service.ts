// The service as `npm start` runs it, for the creation and order-read benches: `node
// scripts/start.mjs` with the build skipped (the bench's run has just built it), on a fresh
// SQLite file (or the PostgreSQL database `env` names in DATABASE_URL), the per-client limits
// `npm start` mounts on with their defaults except the order read's, which is on with a limit
// the bench never reaches (as bench/serve.ts), unless `env` sets it. Its CPU time is read from
// /proc (Linux), so nothing is asked of the process beyond the requests it serves.
// BENCH_SEED_ORDERS-style seeding (SQLite): one order created through the API, then copied in
// one SQL statement with new ids by a second connection to the same file (WAL: the service
// keeps serving meanwhile).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { freePort } from "../test/support/ports.ts";
import { ensureServiceBundle } from "../test/support/service-bundle.ts";
import { copyOrder } from "./seed-orders.ts";
import { createPaymentOrder, launchedNode, processCpuMicros, type BenchServer, type Launch } from "./processes.ts";
import { ROOT, stopChild, waitForHealth } from "./service.ts";

const API_KEY = "sk_test_bench_0123456789abcdef";

/** A window of the start's settling, and the CPU below which a window counts as quiet (10 %). */
const SETTLE_WINDOW_MS = 250;
const QUIET_CPU_MICROS = SETTLE_WINDOW_MS * 100;

/**
 * Waits until the started process is quiet: two windows in a row under 10 % of a core, for at
 * most 30 s. `/healthz` answers before the start has finished its own work: with QUIET=0 (the
 * logs variant) it still hashes the demo portal login's password (scrypt, about half a second
 * of a core, more on a loaded machine), which otherwise fell into the first measured turns and
 * was counted as the reads' CPU.
 */
async function settled(pid: number): Promise<void> {
  const until = Date.now() + 30_000;
  let quiet = 0;
  let before = processCpuMicros(pid);
  while (quiet < 2 && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_WINDOW_MS));
    const now = processCpuMicros(pid);
    quiet = now - before < QUIET_CPU_MICROS ? quiet + 1 : 0;
    before = now;
  }
}
export async function startAsNpmStart(seedOrders: number, env: Record<string, string> = {}, launch: Launch = {}): Promise<BenchServer> {
  if (seedOrders > 0 && env.DATABASE_URL) throw new Error("orders are seeded on SQLite only");
  // With SKIP_BUILD=1, start.mjs runs a stale build from the sources through tsx, which costs
  // more a request: a bench run alone after a change would measure that, not what `npm start` runs.
  await ensureServiceBundle();
  const dir = mkdtempSync(join(tmpdir(), "bench-npm-start-"));
  const file = join(dir, "state.sqlite");
  const [port, demoPort] = [await freePort(), await freePort()];
  const origin = `http://127.0.0.1:${port}`;
  // BENCH_CPU_PROF=<dir>: a CPU profile of the service, written there when it stops (launchedNode).
  const [command, args] = launchedNode(launch, ["scripts/start.mjs"]);
  const child = spawn(command, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      SKIP_BUILD: "1",
      QUIET: "1",
      HOST: "127.0.0.1",
      PORT: String(port),
      DEMO_PORT: String(demoPort),
      STATE: file,
      SANDBOX_API_KEY: API_KEY,
      RATE_LIMIT_ORDER_READ: "999999999",
      ...env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4_000);
  });
  const stop = async () => {
    await stopChild(child);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(origin, child, () => errors, 60_000);
    await settled(child.pid ?? 0);
    const listed = await fetch(`${origin}/api/v1/integrations`, { headers: { "X-API-Key": API_KEY } });
    const integrationId = ((await listed.json()) as { data: { id: string }[] }).data[0]?.id;
    if (!integrationId) throw new Error("the started service lists no integration");
    const server: BenchServer = {
      origin,
      port,
      apiKey: API_KEY,
      integrationId,
      pid: child.pid ?? 0,
      cpu: async () => processCpuMicros(child.pid ?? 0),
      memory: () => Promise.reject(new Error("the started service is not asked for its memory")),
      held: () => Promise.reject(new Error("the started service is not asked what it holds")),
      snapshot: () => Promise.reject(new Error("the started service writes no heap snapshot")),
      stop,
    };
    if (seedOrders > 0) {
      const { orderId } = (await (await createPaymentOrder(server)).json()) as { orderId: string };
      const db = new SQLite(file, { timeout: 10_000 });
      try {
        copyOrder(db, orderId, seedOrders - 1);
      } finally {
        db.close();
      }
    }
    return server;
  } catch (error) {
    await stop();
    throw error;
  }
}
