// Order creation latency as the store grows: for each size (BENCH_CREATION_SIZES, default
// 1000,10000,100000 orders already stored), a fresh service on SQLite (a file, WAL,
// synchronous=FULL, as `npm start`) is filled (bench/serve.ts, BENCH_SEED_ORDERS), then
// BENCH_CREATION_SAMPLES (default 300) payment orders are created one after another through
// the API, after 20 unreported ones. p50/p99 (nearest rank) of each size: it should stay flat.
//
//   npx tsx bench/creation.ts     (BENCH_CREATION_SIZES=1000 BENCH_CREATION_SAMPLES=100 for a quick look)
import { performance } from "node:perf_hooks";
import { createPaymentOrder, startBenchServer } from "./processes.ts";
import { percentile } from "./stats.ts";

export interface CreationRun {
  stored: number;
  samples: number;
  p50Ms: number;
  p99Ms: number;
  seedSeconds: number;
}

const numbers = (text: string | undefined, fallback: number[]) =>
  text ? text.split(",").map((n) => Number(n.trim())).filter((n) => Number.isInteger(n) && n > 0) : fallback;

export async function measureCreation(
  sizes = numbers(process.env.BENCH_CREATION_SIZES, [1_000, 10_000, 100_000]),
  samples = Number(process.env.BENCH_CREATION_SAMPLES ?? 300),
): Promise<CreationRun[]> {
  const runs: CreationRun[] = [];
  for (const stored of sizes) {
    const started = performance.now();
    const server = await startBenchServer("bench/serve.ts", { BENCH_STORE: "sqlite", BENCH_SEED_ORDERS: String(stored) }, 180_000);
    const seedSeconds = (performance.now() - started) / 1000;
    try {
      // The seed is real: the service lists that many orders.
      const listed = await fetch(`${server.origin}/api/v1/orders?perPage=1`, { headers: { "X-API-Key": server.apiKey } });
      const total = ((await listed.json()) as { pagination: { totalQuantity: number } }).pagination.totalQuantity;
      if (total !== stored) throw new Error(`the seeded service lists ${total} orders, expected ${stored}`);
      const create = async () => {
        const res = await createPaymentOrder(server);
        await res.arrayBuffer();
        if (res.status !== 201) throw new Error(`creation answered ${res.status}`);
      };
      for (let i = 0; i < 20; i++) await create();
      const times: number[] = [];
      for (let i = 0; i < samples; i++) {
        const at = performance.now();
        await create();
        times.push(performance.now() - at);
      }
      runs.push({ stored, samples, p50Ms: percentile(times, 50), p99Ms: percentile(times, 99), seedSeconds });
    } finally {
      await server.stop();
    }
  }
  return runs;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  measureCreation().then(
    (runs) => {
      for (const run of runs) {
        console.log(`creation with ${String(run.stored).padStart(6)} stored: p50 ${run.p50Ms.toFixed(2)} ms  p99 ${run.p99Ms.toFixed(2)} ms  (${run.samples} samples; seeded in ${run.seedSeconds.toFixed(1)} s)`);
      }
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
