// Benchmark of the checkout's order read: the same order answered in full (200) and as
// "unchanged" (304 to a matching If-None-Match), 10 s each with autocannon.
// The service runs in this process over a memory store, on a loopback port the kernel picks;
// the order is created through the API like a merchant would. Nothing leaves 127.0.0.1.
//
//   npx tsx bench/order-read.ts            (BENCH_SECONDS=3 for a quick look; at most 60)
import { serve } from "@hono/node-server";
import { createRequire } from "node:module";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { IncomingOrderCreated, checkoutOrderPath } from "../src/shared/index.ts";
import { createApp } from "../server/app.ts";
import { systemClock } from "../server/domain/clock.ts";
import { createIds } from "../server/domain/ids.ts";
import { seedState } from "../server/domain/seed.ts";
import { silentLogger } from "../server/http/logger.ts";
import { openRepository } from "../server/store/index.ts";
import { createWebhookDispatcher, generateWebhookSecret } from "../server/webhooks/index.ts";

// autocannon ships no types; the few fields used here, declared locally rather than as a global module.
interface Histogram {
  average: number;
  p50: number;
  p99: number;
}
interface AutocannonResult {
  requests: Histogram;
  latency: Histogram;
  duration: number;
  errors: number;
  timeouts: number;
  statusCodeStats: Record<string, { count: number }>;
}
type Autocannon = (options: {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  duration: number;
}) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

const SECONDS = Math.min(60, Math.max(1, Number(process.env.BENCH_SECONDS ?? 10) || 10));
const CONNECTIONS = 10;
const API_KEY = "sk_test_bench_order_read_0123456789";
const INTEGRATION_ID = "int_bench";

async function main(): Promise<void> {
  const webhooks = createWebhookDispatcher({ secret: generateWebhookSecret() });
  const app = createApp({
    store: (
      await openRepository({
        target: { kind: "memory" },
        initial: () =>
          seedState({
            apiKey: API_KEY,
            webhookSecret: webhooks.secret,
            seed: { integrationId: INTEGRATION_ID, name: "Bench Store", url: "http://127.0.0.1/", createdAt: new Date().toISOString() },
          }),
      })
    ).repository,
    clock: systemClock,
    ids: createIds(),
    webhooks,
    logger: silentLogger,
    config: { publicOrigin: "http://127.0.0.1", distDir: null },
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.fetch, hostname: "127.0.0.1", port: 0 }, () => resolve(started));
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  try {
    const created = await fetch(`${origin}/api/v1/order/payment`, {
      method: "POST",
      headers: { "X-API-Key": API_KEY, Accept: "application/json", "Content-Type": "application/json" },
      body: JSON.stringify({
        integrationId: INTEGRATION_ID,
        amount: "25.00",
        assetId: "USDT_TRC20",
        customer: { type: "individual", firstName: "Bench", lastName: "Payer" },
      }),
    });
    if (created.status !== 201) throw new Error(`creating the order answered ${created.status}: ${await created.text()}`);
    const { orderId } = IncomingOrderCreated.parse(await created.json());
    const url = origin + checkoutOrderPath(INTEGRATION_ID, orderId);

    const first = await fetch(url);
    const etag = first.headers.get("etag");
    await first.arrayBuffer();
    if (first.status !== 200 || !etag) throw new Error(`the order read answered ${first.status} with ETag ${etag ?? "(none)"}; expected 200 with an ETag`);

    const runs: Array<{ label: string; expected: string; headers: Record<string, string> }> = [
      { label: "200 (full read)", expected: "200", headers: {} },
      { label: "304 (If-None-Match)", expected: "304", headers: { "If-None-Match": etag } },
    ];
    // A short unreported warm-up so the first run does not pay for JIT compilation.
    await autocannon({ url, connections: CONNECTIONS, duration: 1 });

    console.log(`GET /checkout/v1/integrations/${INTEGRATION_ID}/orders/{orderId} on ${origin}: ${CONNECTIONS} connections, ${SECONDS} s each, Node ${process.version}`);
    console.log("client and server share one process and one event loop: the figures are a lower bound\n");
    for (const run of runs) {
      const result = await autocannon({ url, headers: run.headers, connections: CONNECTIONS, duration: SECONDS });
      const statuses = Object.entries(result.statusCodeStats)
        .map(([status, { count }]) => `${status}×${count}`)
        .join(" ");
      const unexpected = Object.keys(result.statusCodeStats).some((status) => status !== run.expected) || result.errors > 0;
      console.log(
        `${run.label.padEnd(22)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   [${statuses}${result.errors ? `, ${result.errors} errors` : ""}]`,
      );
      if (unexpected) {
        process.exitCode = 1;
        console.error(`  expected only ${run.expected} answers and no errors`);
      }
    }
  } finally {
    webhooks.close();
    (server as Server).closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
