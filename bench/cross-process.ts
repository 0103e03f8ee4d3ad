// Wake-up across processes: two real service processes (`server/main.ts`) on one throwaway
// PostgreSQL (test/support/postgres.ts); a page's long poll held by process A, the payment
// made through process B. From just before the payment request to the held read's answer,
// BENCH_CROSS_SAMPLES times (default 20), one order each. Goal: within 1 s.
//
//   npx tsx bench/cross-process.ts
import { performance } from "node:perf_hooks";
import { checkoutOrderPath } from "../src/shared/index.ts";
import { startPostgres } from "../test/support/postgres.ts";
import { ready, spawnService, type ServiceProcess } from "../test/support/service-process.ts";
import { freePort } from "../test/support/ports.ts";
import { percentile } from "./stats.ts";

export interface CrossProcessResult {
  samples: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

async function start(url: string): Promise<ServiceProcess> {
  const [port, demo] = [await freePort(), await freePort()];
  return ready(spawnService({ DATABASE_URL: url, DEMO_PORT: String(demo) }, port));
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
      while (((await (await fetch(`${a.origin}/healthz`)).json()) as { heldReads: number }).heldReads < 1) await new Promise((r) => setTimeout(r, 5));
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

if (import.meta.url === `file://${process.argv[1]}`) {
  measureCrossProcessWake().then(
    (r) => console.log(`payment through B → read held in A answered: p50 ${r.p50Ms.toFixed(1)} ms, p99 ${r.p99Ms.toFixed(1)} ms, max ${r.maxMs.toFixed(1)} ms (${r.samples} orders)`),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
