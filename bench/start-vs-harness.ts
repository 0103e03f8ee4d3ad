// What `npm start` runs against what the bench's harness (bench/serve.ts) runs, side by side:
// payment creations and the order read's 304, each process's own CPU time per request read
// from /proc (Linux), interleaved rounds so that a busy machine drifts both alike. A quick check
// that the bench measures what users get, not part of `npm run bench`.
//
//   npx tsx bench/start-vs-harness.ts     (BENCH_SECONDS per run, default 4; BENCH_ROUNDS, default 2;
//                                          BENCH_PORT: the started service's port, default 18143)
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { checkoutOrderPath } from "../src/shared/index.ts";
import { processCpuMicros } from "./processes.ts";
import { ROOT } from "./service.ts";

type Autocannon = (options: Record<string, unknown>) => Promise<{ requests: { total: number }; statusCodeStats: Record<string, unknown> }>;
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const PORT = Number(process.env.BENCH_PORT ?? 18143);
const API_KEY = "sk_test_bench_0123456789abcdef";

interface Service {
  name: string;
  child: ChildProcess;
  origin: string;
  integrationId: string;
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>): Promise<T> {
  for (let i = 0; i < 600; i++) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what}: not ready in 60 s`);
}

async function integrationOf(origin: string): Promise<string | undefined> {
  const res = await fetch(`${origin}/api/v1/integrations`, { headers: { "X-API-Key": API_KEY } });
  if (res.status !== 200) return undefined;
  const body = (await res.json()) as { data: { id: string }[] };
  return body.data[0]?.id;
}

/** `npm start` as a user runs it (the build skipped: dist/ is there), on a fresh SQLite file. */
async function started(dir: string): Promise<Service> {
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: ROOT,
    stdio: "ignore",
    env: {
      ...process.env,
      SKIP_BUILD: "1",
      QUIET: "1",
      PORT: String(PORT),
      DEMO_PORT: String(PORT + 1),
      STATE: join(dir, "start.sqlite"),
      SANDBOX_API_KEY: API_KEY,
      // The harness's read limit: on, counting every read, never reached.
      RATE_LIMIT_ORDER_READ: "999999999",
    },
  });
  const origin = `http://127.0.0.1:${PORT}`;
  const integrationId = await waitFor("npm start", () => integrationOf(origin));
  return { name: "npm start", child, origin, integrationId };
}

/** The bench's harness: createApp over a fresh SQLite file (bench/serve.ts). */
async function harness(): Promise<Service> {
  const child = spawn(process.execPath, ["--import", "tsx", "bench/serve.ts"], { cwd: ROOT, stdio: ["ignore", "pipe", "inherit", "ipc"] });
  const line = await new Promise<string>((resolve, reject) => {
    let text = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes("\n")) resolve(text.split("\n")[0] ?? "");
    });
    child.once("exit", (code) => reject(new Error(`bench/serve.ts exited ${code}`)));
  });
  const { port, integrationId } = JSON.parse(line) as { port: number; integrationId: string };
  return { name: "harness", child, origin: `http://127.0.0.1:${port}`, integrationId };
}

const creation = (s: Service) => ({
  url: `${s.origin}/api/v1/order/payment`,
  method: "POST",
  headers: { "X-API-Key": API_KEY, "Content-Type": "application/json" },
  body: JSON.stringify({
    integrationId: s.integrationId,
    amount: "25.00",
    assetId: "USDT_TRC20",
    customer: { type: "individual", firstName: "Bench", lastName: "Payer" },
  }),
});

async function read304(s: Service) {
  const created = await fetch(creation(s).url, { method: "POST", headers: creation(s).headers, body: creation(s).body });
  const { orderId } = (await created.json()) as { orderId: string };
  const url = s.origin + checkoutOrderPath(s.integrationId, orderId);
  const etag = (await fetch(url)).headers.get("etag") ?? "";
  return { url, headers: { "If-None-Match": etag } };
}

interface Run {
  perSecond: number;
  perCpuSecond: number;
  statuses: string;
}

async function run(s: Service, options: Record<string, unknown>): Promise<Run> {
  const pid = s.child.pid as number;
  const before = processCpuMicros(pid) / 1e6;
  const result = await autocannon({ ...options, connections: 10, duration: SECONDS });
  const cpu = processCpuMicros(pid) / 1e6 - before;
  return {
    perSecond: result.requests.total / SECONDS,
    perCpuSecond: result.requests.total / Math.max(cpu, 0.01),
    statuses: Object.keys(result.statusCodeStats).join(","),
  };
}

const dir = mkdtempSync(join(tmpdir(), "start-vs-harness-"));
const services = [await started(dir), await harness()];
try {
  const rows: string[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const order = round % 2 === 1 ? services : [...services].reverse();
    const results = new Map<string, { create: Run; read: Run }>();
    for (const s of order) {
      const create = await run(s, creation(s));
      const read = await run(s, await read304(s));
      results.set(s.name, { create, read });
    }
    const a = results.get("npm start");
    const b = results.get("harness");
    if (!a || !b) throw new Error("a service gave no result");
    const f = (n: number) => n.toFixed(0);
    const r = (x: number, y: number) => (x / y).toFixed(2);
    rows.push(
      `round ${round} (load ${loadavg()
        .map((l) => l.toFixed(1))
        .join(
          " ",
        )}): creations/s start ${f(a.create.perSecond)} harness ${f(b.create.perSecond)} (start/harness ${r(a.create.perSecond, b.create.perSecond)}); ` +
        `creations/CPU s start ${f(a.create.perCpuSecond)} harness ${f(b.create.perCpuSecond)} (${r(a.create.perCpuSecond, b.create.perCpuSecond)}); ` +
        `304/CPU s start ${f(a.read.perCpuSecond)} harness ${f(b.read.perCpuSecond)} (${r(a.read.perCpuSecond, b.read.perCpuSecond)}); ` +
        `statuses ${a.create.statuses}/${b.create.statuses} ${a.read.statuses}/${b.read.statuses}`,
    );
  }
  console.log(rows.join("\n"));
} finally {
  for (const s of services) s.child.kill("SIGTERM");
  rmSync(dir, { recursive: true, force: true });
}
