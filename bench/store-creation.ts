// Creation latency on the SQLite store as it grows: POST /api/v1/order/payment through the app
// (parse, rule, one committed and synced transaction), sequentially, with 1k and
// 10k orders already stored. A quick look at creation as the store grows; `npm run bench` is the full picture.
//
//   npx tsx bench/store-creation.ts        (SAMPLES=500 by default)
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "../server/app.ts";
import { systemClock } from "../server/domain/clock.ts";
import { createIds } from "../server/domain/ids.ts";
import { DEMO_CLIENT_ID } from "../server/domain/clients.ts";
import { demoSeed } from "../server/domain/seed.ts";
import { silentLogger } from "../server/http/logger.ts";
import { openRepository } from "../server/store/index.ts";
import { generateWebhookSecret, createWebhookDispatcher } from "../server/webhooks/index.ts";
import { createIncomingOrder, SANDBOX_ADDRESSES } from "../server/use-cases/incoming-orders.ts";

const SAMPLES = Number(process.env.SAMPLES ?? 500);
const KEY = "sk_bench_store_creation_0123456789";
const INTEGRATION = "int_bench";
const customer = { type: "individual", firstName: "Ada", lastName: "Lovelace" } as const;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function run(stored: number): Promise<{ stored: number; p50: number; p99: number; mean: number }> {
  const dir = mkdtempSync(join(tmpdir(), "bench-store-"));
  try {
    const initial = () =>
      demoSeed({
        apiKey: KEY,
        webhookSecret: generateWebhookSecret(),
        integration: { integrationId: INTEGRATION, name: "Bench", url: "http://127.0.0.1/", createdAt: new Date().toISOString() },
      });
    const { repository } = await openRepository({ target: { kind: "sqlite", file: join(dir, "bench.sqlite") }, initial });
    const ids = createIds();
    // Prefill through the same rule, in batches (the write path itself is what is measured below).
    for (let done = 0; done < stored; done += 500) {
      await Promise.all(
        Array.from({ length: Math.min(500, stored - done) }, () =>
          createIncomingOrder(
            repository,
            SANDBOX_ADDRESSES,
            DEMO_CLIENT_ID,
            "payment",
            { integrationId: INTEGRATION, amount: "25", assetId: "USDT_TRC20", customer },
            { now: new Date().toISOString(), ids },
          ),
        ),
      );
    }
    const app = createApp({
      store: repository,
      clock: systemClock,
      ids,
      webhooks: createWebhookDispatcher({ secret: repository.settings.webhookSecret, outbox: repository.outbox }),
      logger: silentLogger,
      config: { publicOrigin: "http://127.0.0.1", distDir: null },
    });
    const body = JSON.stringify({ integrationId: INTEGRATION, amount: "25.00", assetId: "USDT_TRC20", customer });
    const times: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const started = performance.now();
      const res = await app.request("/api/v1/order/payment", {
        method: "POST",
        headers: { "X-API-Key": KEY, "Content-Type": "application/json" },
        body,
      });
      if (res.status !== 201) throw new Error(`creation failed: ${res.status}`);
      times.push(performance.now() - started);
    }
    app.services.webhooks.close();
    await repository.close();
    times.sort((a, b) => a - b);
    return { stored, p50: percentile(times, 50), p99: percentile(times, 99), mean: times.reduce((a, b) => a + b, 0) / times.length };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

for (const stored of [1_000, 10_000]) {
  const r = await run(stored);
  console.log(
    `SQLite, ${r.stored} orders stored: creation p50 ${r.p50.toFixed(2)} ms, p99 ${r.p99.toFixed(2)} ms, mean ${r.mean.toFixed(2)} ms (${SAMPLES} sequential)`,
  );
}
