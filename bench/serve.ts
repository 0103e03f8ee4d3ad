// The service as a bench child: createApp over a fresh store on a kernel-picked loopback port,
// in its own process so the load generator never shares its event loop, for the benches that
// ask it what `npm start` would not tell them (its held reads, its memory, a heap snapshot).
// The benches whose figures are ratios to a plain server start `npm start` itself
// (bench/started-service.ts). BENCH_STORE picks the store: sqlite (default: a new file in a
// temporary folder, removed at exit; WAL with group commit, each answer after its commit's
// fsync, as `npm start`) or memory (SQLite in memory). The per-client rate limits are on, as
// `npm start` runs them (the order read's, the page's, the sandbox routes' and the wrong-key
// counter), counting every request, with limits the bench never reaches. It prints one JSON
// line { port, apiKey, integrationId } once listening and answers IPC questions from the
// bench: "memory" (process.memoryUsage() after a full GC; run with --expose-gc) and "held"
// (the order reads it holds right now).
//
//   node --expose-gc --import tsx bench/serve.ts   (spawned by bench/processes.ts)
import type { AddressInfo } from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { writeHeapSnapshot } from "node:v8";
import { createApp } from "../server/app.ts";
import { systemClock } from "../server/domain/clock.ts";
import { createIds } from "../server/domain/ids.ts";
import { demoSeed } from "../server/domain/seed.ts";
import { silentLogger } from "../server/http/logger.ts";
import { MINUTE_MS, readSecuritySettings } from "../server/security-settings.ts";
import { listenNode } from "../server/http/node-listener.ts";
import { openRepository, type StoreTarget } from "../server/store/index.ts";
import { createWebhookDispatcher, generateWebhookSecret } from "../server/webhooks/index.ts";
import { createMemoryOutbox } from "../server/webhooks/memory-outbox.ts";

const API_KEY = "sk_test_bench_0123456789abcdef";
const INTEGRATION_ID = "int_bench";

export type BenchQuestion = { id: number; ask: "memory" | "held" | "snapshot" | "cpu" };
export type BenchAnswer = { id: number; value: unknown };

function target(): { target: StoreTarget; cleanup: () => void } {
  const kind = process.env.BENCH_STORE ?? "sqlite";
  if (kind === "memory") return { target: { kind: "memory" }, cleanup: () => {} };
  if (kind !== "sqlite") throw new Error(`BENCH_STORE=${kind}: use sqlite or memory`);
  const dir = mkdtempSync(join(tmpdir(), "bench-sqlite-"));
  return { target: { kind: "sqlite", file: join(dir, "bench.sqlite") }, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

async function main(): Promise<void> {
  const webhooks = createWebhookDispatcher({ secret: generateWebhookSecret(), outbox: createMemoryOutbox() });
  const where = target();
  process.on("exit", where.cleanup);
  const { repository } = await openRepository({
    target: where.target,
    initial: () =>
      demoSeed({
        apiKey: API_KEY,
        webhookSecret: webhooks.secret,
        integration: { integrationId: INTEGRATION_ID, name: "Bench Store", url: "http://127.0.0.1/", createdAt: new Date().toISOString() },
      }),
  });
  const security = readSecuritySettings(process.env);
  const unreached = { limit: 1_000_000_000, windowMs: MINUTE_MS };
  const app = createApp({
    store: repository,
    clock: systemClock,
    ids: createIds(),
    webhooks,
    logger: silentLogger,
    config: {
      publicOrigin: "http://127.0.0.1",
      distDir: null,
      // Every per-client limit `npm start` mounts, so each request runs the middleware it runs there
      // (server/main.ts); the counting ones with limits the bench never reaches.
      sandbox: security.sandbox,
      trustProxy: security.trustProxy,
      rateLimits: {
        orderRead: unreached,
        page: unreached,
        sandbox: unreached,
        keyFailures: security.keyFailures,
      },
      ...(process.env.BENCH_MAX_HELD ? { maxHeldReads: Number(process.env.BENCH_MAX_HELD) } : {}),
    },
  });
  const server = await listenNode(app, 0, "127.0.0.1");
  process.on("message", (message: BenchQuestion) => {
    let value: unknown;
    if (message.ask === "memory") {
      (globalThis as { gc?: () => void }).gc?.();
      value = process.memoryUsage();
    } else if (message.ask === "cpu") {
      // User + system CPU time of this process so far, in µs: CPU per request, whatever else the machine runs.
      const { user, system } = process.cpuUsage();
      value = user + system;
    } else if (message.ask === "snapshot") {
      // Where held reads' memory goes: compare two snapshots in Chrome DevTools.
      value = writeHeapSnapshot();
    } else {
      value = app.services.heldReads.size();
    }
    process.send?.({ id: message.id, value } satisfies BenchAnswer);
  });
  process.on("disconnect", () => process.exit(0));
  // An orderly exit, so that --cpu-prof (BENCH_CPU_PROF) writes its profile.
  process.on("SIGTERM", () => process.exit(0));
  process.stdout.write(
    `${JSON.stringify({ port: (server.address() as AddressInfo).port, apiKey: API_KEY, integrationId: INTEGRATION_ID })}\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
