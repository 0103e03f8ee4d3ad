// Two measures across processes.
//
// Wake-up, on one throwaway PostgreSQL (test/support/postgres.ts): two real service processes
// (`server/main.ts`); a page's long poll held by process A, the payment made through process
// B. From just before the payment request to the held read's answer, BENCH_CROSS_SAMPLES
// times (default 20), one order each. Goal: within 1 s.
//
// Reads during a burst, apart, on a SQLite file and on PostgreSQL: the order read's p99 during
// 1,000 creations, over its p99 with none (as bench/creation.ts measures it), on one process
// of the service, and on WORKERS=2 PAYER_WORKERS=1 (one port; the reads' connections go to
// the payer's worker, the creations' to the other: server/workers.ts): what keeping the
// payer's connections apart gives the payer's reads while a merchant's API calls are busy.
// Each on its own database, with its order read's rate limit off; BENCH_CREATION_REPEATS
// pairs (default 3), interleaved.
//
//   npx tsx bench/cross-process.ts      # BENCH_BURST_STORES=SQLite,PostgreSQL (default)
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { checkoutOrderPath } from "../src/shared/index.ts";
import { startPostgres } from "../test/support/postgres.ts";
import { ensureServiceBundle } from "../test/support/service-bundle.ts";
import { ready, SERVICE_KEY, spawnService, type ServiceProcess } from "../test/support/service-process.ts";
import { until } from "../test/support/until.ts";
import { freePort } from "../test/support/ports.ts";
import { BURST, burstAndQuiet, duringOverQuiet, readable, REPEATS, type ReadsDuringBurst } from "./creation.ts";
import type { Endpoint } from "./processes.ts";
import { percentile } from "./stats.ts";

export type BurstStore = "PostgreSQL" | "SQLite";

export interface BurstAcross {
  /** The database both setups run on, each its own: a throwaway PostgreSQL's, or a SQLite file. */
  store: BurstStore;
  creations: number;
  /** One process of the service takes the reads and the creations. */
  oneProcess: ReadsDuringBurst;
  /** WORKERS=2 PAYER_WORKERS=1 on one port: the reads in the payer's worker, the creations in the other. */
  payerWorkers: ReadsDuringBurst;
}

export interface CrossProcessResult {
  samples: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

/** The service as the tests start it (one bundled file), built again if a source changed since. */
async function spawnBuilt(env: Record<string, string>, port: number): Promise<ServiceProcess> {
  await ensureServiceBundle();
  return spawnService(env, port);
}

async function start(url: string): Promise<ServiceProcess> {
  const [port, demo] = [await freePort(), await freePort()];
  return ready(await spawnBuilt({ DATABASE_URL: url, DEMO_PORT: String(demo) }, port));
}

async function stop(service: ServiceProcess): Promise<void> {
  if (service.child.exitCode !== null) return;
  service.child.kill("SIGTERM");
  await service.exited;
}

export async function measureCrossProcessWake(samples = Number(process.env.BENCH_CROSS_SAMPLES ?? 20)): Promise<CrossProcessResult> {
  const postgres = await startPostgres();
  const services: ServiceProcess[] = [];
  try {
    const url = await postgres.createDatabase();
    services.push(await start(url));
    services.push(await start(url));
    const [a, b] = services as [ServiceProcess, ServiceProcess];
    const integrationId = ((await (await a.call("GET", "/api/v1/integrations")).json()) as { data: { id: string }[] }).data[0]!.id;
    const times: number[] = [];
    for (let i = 0; i < samples; i++) {
      const created = await a.call("POST", "/api/v1/order/payment", {
        integrationId,
        amount: "25.00",
        assetId: "USDT_TRC20",
        customer: { type: "individual", firstName: "Bench", lastName: "Payer" },
      });
      const { orderId } = (await created.json()) as { orderId: string };
      const path = checkoutOrderPath(integrationId, orderId);
      const etag = (await fetch(a.origin + path)).headers.get("etag") ?? "";
      const held = fetch(a.origin + path, { headers: { "If-None-Match": etag, Prefer: "wait=25" } });
      while (((await (await fetch(`${a.origin}/healthz`)).json()) as { heldReads: number }).heldReads < 1)
        await new Promise((r) => setTimeout(r, 5));
      const paidAt = performance.now();
      const paid = await b.call("POST", `/_sandbox/orders/${orderId}/payments`, {});
      if (paid.status !== 201) throw new Error(`the payment through B answered ${paid.status}`);
      const answer = await held;
      await answer.arrayBuffer();
      if (answer.status !== 200) throw new Error(`the read held in A answered ${answer.status}, not 200 with the paid order`);
      times.push(performance.now() - paidAt);
    }
    return { samples, p50Ms: percentile(times, 50), p99Ms: percentile(times, 99), maxMs: Math.max(...times) };
  } finally {
    await Promise.all(services.map(stop));
    await postgres.stop();
  }
}

/** The real service on `database` (its environment), as a bench endpoint; its order read's rate limit out of the way of the bench's reads. */
async function endpointOn(
  database: Record<string, string>,
  env: Record<string, string> = {},
): Promise<{ endpoint: Endpoint; service: ServiceProcess }> {
  const [port, demo] = [await freePort(), await freePort()];
  const service = await ready(
    await spawnBuilt({ ...database, DEMO_PORT: String(demo), RATE_LIMIT_ORDER_READ: "0", QUIET: "0", ...env }, port),
  );
  const integrations = (await (await service.call("GET", "/api/v1/integrations")).json()) as { data: { id: string }[] };
  return { service, endpoint: { origin: service.origin, apiKey: SERVICE_KEY, integrationId: integrations.data[0]!.id } };
}

/** A fresh database of `store` for one service, as its environment; and how to remove them all. */
async function databases(store: BurstStore): Promise<{ next(): Promise<Record<string, string>>; remove(): Promise<void> }> {
  if (store === "PostgreSQL") {
    const postgres = await startPostgres();
    return { next: async () => ({ DATABASE_URL: await postgres.createDatabase() }), remove: () => postgres.stop() };
  }
  const dir = mkdtempSync(join(tmpdir(), "bench-burst-"));
  let count = 0;
  return {
    next: async () => ({ STATE: join(dir, `${++count}.sqlite`) }),
    remove: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

export async function measureBurstAcrossProcesses(store: BurstStore): Promise<BurstAcross> {
  const database = await databases(store);
  const services: ServiceProcess[] = [];
  try {
    const single = await endpointOn(await database.next());
    services.push(single.service);
    const split = await endpointOn(await database.next(), { WORKERS: "2", PAYER_WORKERS: "1" });
    services.push(split.service);
    await until(() => split.service.output().includes("all 2 workers serve"), "both workers serving", 60_000, 20);
    const runs = {
      oneProcess: { during: [] as number[], quiet: [] as number[] },
      payerWorkers: { during: [] as number[], quiet: [] as number[] },
    };
    const measured = [
      [single.endpoint, runs.oneProcess],
      [split.endpoint, runs.payerWorkers],
    ] as const;
    // Reads on connections that begin with the order read (the payer's worker), the burst on
    // connections that begin with a creation (the other); one unmeasured burst each first,
    // so the first measured one does not pay for a cold JIT.
    const orders = new Map<Endpoint, { path: string; etag: string }>();
    for (const [endpoint] of measured) {
      const order = await readable(endpoint);
      orders.set(endpoint, order);
      await burstAndQuiet(endpoint, order);
    }
    for (let repeat = 0; repeat < REPEATS; repeat++) {
      for (const [endpoint, into] of measured) {
        const [during, quiet] = await burstAndQuiet(endpoint, orders.get(endpoint)!);
        into.during.push(during);
        into.quiet.push(quiet);
      }
    }
    const reads = ({ during, quiet }: { during: number[]; quiet: number[] }): ReadsDuringBurst => ({
      burstP99Ms: during,
      quietP99Ms: quiet,
      ratio: duringOverQuiet(during, quiet),
    });
    return { store, creations: BURST, oneProcess: reads(runs.oneProcess), payerWorkers: reads(runs.payerWorkers) };
  } finally {
    await Promise.all(services.map(stop));
    await database.remove();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const show = (r: ReadsDuringBurst) =>
    `${r.ratio.median.toFixed(2)} (min ${r.ratio.min.toFixed(2)}, max ${r.ratio.max.toFixed(2)}; ${r.burstP99Ms.map((v) => v.toFixed(1)).join(", ")} vs ${r.quietP99Ms.map((v) => v.toFixed(1)).join(", ")} ms)`;
  (async () => {
    const wake = await measureCrossProcessWake();
    console.log(
      `payment through B → read held in A answered: p50 ${wake.p50Ms.toFixed(1)} ms, p99 ${wake.p99Ms.toFixed(1)} ms, max ${wake.maxMs.toFixed(1)} ms (${wake.samples} orders)`,
    );
    for (const store of (process.env.BENCH_BURST_STORES ?? "SQLite,PostgreSQL").split(",") as BurstStore[]) {
      const across = await measureBurstAcrossProcesses(store);
      console.log(
        `read p99 during ${across.creations} creations / with none (${store}): one process ${show(across.oneProcess)}; WORKERS=2 PAYER_WORKERS=1 ${show(across.payerWorkers)}`,
      );
    }
  })().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
