// Gateway mode's numbers (bench/README.md, "Gateway"): upstream reads per watched order with
// many held pages; upstream completion → page, with and without the upstream's callback; how
// long the page takes to show a payment made during each fault once the fault clears.
// `npx tsx bench/gateway.ts` (about a minute). The upstream is the sandbox in SPEC_STRICT mode
// in its own process, the fault proxy between it and the gateway, all on loopback.
import { createKeyVerdicts } from "../server/gateway/key-verdicts.ts";
import { Hono } from "hono";
import { checkoutOrderPath, StrictSpec } from "../src/shared/index.ts";
import { silentLogger } from "../server/http/logger.ts";
import { createRequestBudget } from "../server/gateway/budget.ts";
import { createCircuitBreaker } from "../server/gateway/circuit-breaker.ts";
import { createOrderPoller } from "../server/gateway/poller.ts";
import { storeRecords } from "../server/gateway/records.ts";
import { testRepository } from "../server/testing.ts";
import { DEFAULT_MAX_HELD_READS } from "../server/services.ts";
import { CALLBACK_PATH, gatewayRoutes } from "../server/gateway/routes.ts";
import { manualTimers, systemTimers } from "../server/gateway/timers.ts";
import { createUpstreamClient } from "../server/gateway/upstream-client.ts";
import { specOrder } from "../server/gateway/testing.ts";
import { startFaultProxy, type FaultMode } from "../test/support/fault-proxy.ts";
import { SERVICE_KEY, startService } from "../test/support/service-process.ts";

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

async function heldPagesOnFewOrders(pages: number, orders: number) {
  const timers = manualTimers();
  let reads = 0;
  const poller = createOrderPoller({
    timers,
    read: async (orderId) => {
      reads++;
      return { ok: true, value: specOrder({ id: orderId }) };
    },
  });
  for (let i = 0; i < pages; i++) poller.watch(`ord_${i % orders}`);
  await timers.advance(60_000);
  poller.close();
  return reads / orders;
}

async function main() {
  const perOrder = await heldPagesOnFewOrders(1000, 10);
  console.log(`held pages: 1000 over 10 orders, 1 simulated minute: ${perOrder.toFixed(1)} upstream reads per order per minute`);

  const upstream = await startService({ SPEC_STRICT: "1", STATE: "memory" });
  const proxy = await startFaultProxy(upstream.origin);
  const client = createUpstreamClient({
    baseUrl: proxy.origin,
    timers: systemTimers,
    breaker: createCircuitBreaker(),
    budget: createRequestBudget(),
    logger: silentLogger,
    timeoutMs: 2000,
  });
  const app = new Hono();
  let routes: { changed(orderId: string): void } | null = null;
  const poller = createOrderPoller({
    timers: systemTimers,
    read: (orderId) => client.readOrder(SERVICE_KEY, orderId),
    onSnapshot: (orderId, _s, changed) => changed && routes?.changed(orderId),
  });
  routes = gatewayRoutes(app, {
    upstream: client,
    poller,
    records: storeRecords(await testRepository(), () => Date.now()),
    timers: systemTimers,
    publicOrigin: "http://127.0.0.1:4541",
    maxHeldReads: DEFAULT_MAX_HELD_READS,
    busyRetryAfterSeconds: 5,
    verdicts: createKeyVerdicts({ upstream: client, timers: systemTimers }),
  });
  const integrationId = StrictSpec.IntegrationList.parse(await (await upstream.call("GET", "/api/v1/integrations")).json()).data[0]!.id;

  const create = async () => {
    const res = await app.request("/api/v1/order/payment", {
      method: "POST",
      headers: { "X-API-Key": SERVICE_KEY, "Content-Type": "application/json" },
      body: JSON.stringify({
        integrationId,
        amount: "5.00",
        assetId: "USDT_TRC20",
        customer: { type: "individual", firstName: "A", lastName: "B" },
      }),
    });
    const created = StrictSpec.IncomingOrderCreated.parse(await res.json());
    const linkId = new URL(created.paymentLink).searchParams.get("orderId") ?? "";
    while (!poller.snapshot(created.orderId)) await new Promise((r) => setTimeout(r, 10));
    return { orderId: created.orderId, linkId };
  };
  const read = (linkId: string, headers: Record<string, string> = {}) => app.request(checkoutOrderPath(integrationId, linkId), { headers });
  /** Holds reads until the page's order is completed; returns when it saw it. */
  const seeCompleted = async (linkId: string) => {
    for (;;) {
      const now = await read(linkId);
      const body = (await now.json()) as { status: string };
      if (body.status === "completed") return Date.now();
      const held = await read(linkId, { "If-None-Match": now.headers.get("etag") ?? "", Prefer: "wait=25" });
      if (held.status === 200 && ((await held.json()) as { status: string }).status === "completed") return Date.now();
    }
  };

  for (const withCallback of [false, true]) {
    const latencies: number[] = [];
    for (let i = 0; i < 20; i++) {
      const order = await create();
      const seen = seeCompleted(order.linkId);
      await new Promise((r) => setTimeout(r, 50));
      const paidAt = Date.now();
      await upstream.call("POST", `/_sandbox/orders/${order.orderId}/payments`);
      if (withCallback) await app.request(CALLBACK_PATH, { method: "POST", body: "{}" });
      latencies.push((await seen) - paidAt);
    }
    console.log(
      `completion → page ${withCallback ? "with" : "without"} callback (20 orders): p50 ${percentile(latencies, 50)} ms, p95 ${percentile(latencies, 95)} ms`,
    );
  }

  const faults: FaultMode[] = [
    { kind: "serverError", status: 502 },
    { kind: "rateLimited", retryAfterSeconds: 2 },
    { kind: "garbage" },
    { kind: "reset" },
    { kind: "hang" },
    { kind: "down" },
  ];
  for (const fault of faults) {
    const order = await create();
    const seen = seeCompleted(order.linkId);
    await proxy.set(fault);
    await upstream.call("POST", `/_sandbox/orders/${order.orderId}/payments`);
    // Long enough for the breaker to open and the retries to reach their cap.
    await new Promise((r) => setTimeout(r, 8000));
    const cleared = Date.now();
    await proxy.set({ kind: "pass" });
    console.log(`recovery after ${fault.kind} (8 s): page shows the payment ${(await seen) - cleared} ms after the fault cleared`);
  }
  poller.close();
  await proxy.close();
  upstream.child.kill("SIGTERM");
  await upstream.exited;
  process.exit(0);
}

void main();
