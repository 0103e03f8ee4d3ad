// GET /metrics as a scraper reads it: off unless the operator's token is set, refused (as an
// unknown path) without it, and values that move with a journey (a request counted under its
// route template, never its raw path; the order read's fast lane on a real socket; a held read).
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { checkoutOrderPath } from "../../src/shared/index.ts";
import { parseExposition, sampleValue } from "../../test/support/prometheus.ts";
import { until } from "../../test/support/until.ts";
import { listen } from "../http/listen.ts";
import { INTEGRATION_ID, testApp, testRepository } from "../testing.ts";
import { startReceiver } from "../../test/support/webhook-receiver.ts";
import { createWebhookDispatcher, generateWebhookSecret } from "../webhooks/index.ts";
import { readMetricsSettings } from "./settings.ts";

const TOKEN = "metrics-token-0123456789abcdef";
const scrape = async (app: { request: (path: string, init?: RequestInit) => Response | Promise<Response> }) => {
  const res = await app.request("/metrics", { headers: { Authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("text/plain");
  return res.text();
};
const PAYMENT_ROUTE = { route: "/api/v1/order/payment", status: "2xx" };
const ORDER_READ = { route: "/checkout/v1/integrations/:integrationId/orders/:orderId" };

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await new Promise((done) => server.close(done));
});

describe("GET /metrics", () => {
  it("is not served without METRICS_TOKEN: the same 404 as any unknown path", async () => {
    const { app } = await testApp();
    const res = await app.request("/metrics", { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(404);
  });

  it("answers only the operator's bearer token; a missing or wrong one gets the unknown path's 404", async () => {
    const { app } = await testApp({ metrics: { token: TOKEN, processMetrics: false } });
    for (const authorization of [undefined, "Bearer wrong", `Bearer ${TOKEN}x`, TOKEN, `Basic ${TOKEN}`]) {
      const res = await app.request("/metrics", authorization ? { headers: { Authorization: authorization } } : {});
      expect(res.status, String(authorization)).toBe(404);
    }
    expect(await scrape(app)).toContain("checkout_http_requests_total");
  });

  it("counts an order's creation under its route template, with its latency, and names no id", async () => {
    const { app, createPayment } = await testApp({ metrics: { token: TOKEN, processMetrics: false } });
    const before = sampleValue(await scrape(app), "checkout_http_requests_total", PAYMENT_ROUTE) ?? 0;
    const first = await createPayment();
    await createPayment();
    const text = await scrape(app);
    expect(sampleValue(text, "checkout_http_requests_total", PAYMENT_ROUTE)).toBe(before + 2);
    expect(parseExposition(text).get("checkout_http_request_duration_seconds")?.type).toBe("HISTOGRAM");
    expect(sampleValue(text, "checkout_http_request_duration_seconds_count", { route: PAYMENT_ROUTE.route })).toBe(before + 2);
    expect(sampleValue(text, "checkout_http_request_duration_seconds_bucket", { route: PAYMENT_ROUTE.route, le: "+Inf" })).toBe(before + 2);
    // A read of the order through Hono: counted under the template, not its path.
    const read = await app.request(checkoutOrderPath(INTEGRATION_ID, first.orderId));
    expect(read.status).toBe(200);
    const after = await scrape(app);
    expect(sampleValue(after, "checkout_http_requests_total", { ...ORDER_READ, status: "2xx" })).toBe(1);
    expect(after).not.toContain(first.orderId);
    expect(after).not.toContain(INTEGRATION_ID);
  });

  it("counts the order read's fast lane on a real socket, and a held read while it is held", async () => {
    const { app, createPayment, pay } = await testApp({ metrics: { token: TOKEN, processMetrics: false } });
    const server = await listen(app, 0, "127.0.0.1");
    servers.push(server);
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const order = await createPayment();
    const path = checkoutOrderPath(INTEGRATION_ID, order.orderId);
    // The lane's counts are made with its first answer: a route nobody read is not exposed.
    expect(sampleValue(await scrape(app), "checkout_http_request_duration_seconds_count", { route: ORDER_READ.route })).toBeUndefined();
    const first = await fetch(origin + path);
    expect(first.status).toBe(200);
    const etag = first.headers.get("etag") ?? "";
    await first.text();
    const cached = await fetch(origin + path, { headers: { "If-None-Match": etag } });
    expect(cached.status).toBe(304);
    let text = await scrape(app);
    expect(sampleValue(text, "checkout_http_requests_total", { ...ORDER_READ, status: "2xx" })).toBe(1);
    expect(sampleValue(text, "checkout_http_requests_total", { ...ORDER_READ, status: "3xx" })).toBe(1);
    expect(sampleValue(text, "checkout_http_request_duration_seconds_count", { route: ORDER_READ.route })).toBe(2);
    expect(sampleValue(text, "checkout_held_reads")).toBe(0);

    const held = fetch(origin + path, { headers: { "If-None-Match": etag, Prefer: "wait=25" } });
    await until(async () => sampleValue(await scrape(app), "checkout_held_reads") === 1);
    await pay(order.orderId);
    expect((await held).status).toBe(200);
    await until(async () => sampleValue(await scrape(app), "checkout_http_requests_total", { ...ORDER_READ, status: "2xx" }) === 2);
    text = await scrape(app);
    expect(sampleValue(text, "checkout_held_reads")).toBe(0);
  });

  it("reports the callback outbox and, by default, the process's own metrics", async () => {
    const { app } = await testApp({ metrics: { token: TOKEN } });
    const text = await scrape(app);
    expect(sampleValue(text, "checkout_callbacks_pending")).toBe(0);
    expect(sampleValue(text, "checkout_callbacks_overdue_seconds")).toBe(0);
    expect(parseExposition(text).has("process_cpu_user_seconds_total")).toBe(true);
    expect(text).not.toContain("nodejs_gc_duration_seconds");
  });

  it("adds the garbage collector's durations when the app is asked for them (METRICS_GC=1)", async () => {
    const { app } = await testApp({ metrics: { token: TOKEN, gcDurations: true } });
    expect(await scrape(app)).toContain("# TYPE nodejs_gc_duration_seconds histogram");
  });
});

describe("counts that move with a journey", () => {
  it("orders created and completed by type and asset, callbacks by outcome, and the outbox's oldest wait", async () => {
    const store = await testRepository();
    let answer = 500;
    const receiver = await startReceiver((res) => res.writeHead(answer).end());
    const webhooks = createWebhookDispatcher({
      secret: generateWebhookSecret(),
      outbox: store.outbox,
      destinations: { allowPrivate: true },
      // Retried every 50 ms until the receiver takes it.
      baseDelayMs: 50,
      maxDelayMs: 50,
      maxAttempts: 1000,
      pollMs: 20,
    });
    try {
      const { app, call, createPayment, createDeposit, pay, clock } = await testApp({
        store,
        webhooks,
        metrics: { token: TOKEN, processMetrics: false },
      });
      const hook = await call("PUT", `/_sandbox/integrations/${INTEGRATION_ID}/webhook`, {
        callbackUrl: receiver.url,
        orderTypes: ["Payment"],
      });
      expect(hook.status).toBe(200);
      const USDT = { type: "payment", asset: "USDT_TRC20" };
      let text = await scrape(app);
      expect(sampleValue(text, "checkout_orders_created_total", USDT)).toBeUndefined();
      expect(sampleValue(text, "checkout_callbacks_oldest_pending_seconds")).toBe(0);

      const first = await createPayment("10.00");
      await createPayment("11.00");
      await createDeposit("USDT_TRC20");
      text = await scrape(app);
      expect(sampleValue(text, "checkout_orders_created_total", USDT)).toBe(2);
      expect(sampleValue(text, "checkout_orders_created_total", { type: "deposit", asset: "USDT_TRC20" })).toBe(1);
      expect(sampleValue(text, "checkout_orders_completed_total", USDT)).toBeUndefined();

      // Paid in full: completed once, and its callback refused by the receiver, then retried.
      await pay(first.orderId);
      await until(async () => (sampleValue(await scrape(app), "checkout_callback_attempts_total", { outcome: "retry" }) ?? 0) >= 1);
      text = await scrape(app);
      expect(sampleValue(text, "checkout_orders_completed_total", USDT)).toBe(1);
      // The app's clock is the test's: ten minutes on, the callback has waited that long.
      clock.advance(10 * 60_000);
      expect(sampleValue(await scrape(app), "checkout_callbacks_oldest_pending_seconds")).toBeGreaterThanOrEqual(600);
      answer = 204;
      await until(async () => sampleValue(await scrape(app), "checkout_callback_attempts_total", { outcome: "delivered" }) === 1);
      text = await scrape(app);
      expect(sampleValue(text, "checkout_callbacks_oldest_pending_seconds")).toBe(0);
      expect(sampleValue(text, "checkout_orders_completed_total", USDT)).toBe(1);
      expect(text).not.toContain(first.orderId);
    } finally {
      webhooks.close();
      await receiver.close();
    }
  });
});

describe("metrics settings", () => {
  it("are off by default, and a bad value names its setting", () => {
    expect(readMetricsSettings({})).toEqual({ token: null, port: null, gcDurations: false });
    expect(readMetricsSettings({ METRICS_TOKEN: TOKEN, METRICS_PORT: "9464" })).toEqual({ token: TOKEN, port: 9464, gcDurations: false });
    expect(readMetricsSettings({ METRICS_TOKEN: TOKEN, METRICS_GC: "1" }).gcDurations).toBe(true);
    expect(readMetricsSettings({ METRICS_TOKEN: TOKEN, METRICS_GC: "0" }).gcDurations).toBe(false);
    expect(() => readMetricsSettings({ METRICS_GC: "yes" })).toThrow(/METRICS_GC=yes/);
    expect(() => readMetricsSettings({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN/);
    expect(() => readMetricsSettings({ METRICS_TOKEN: `${TOKEN} ${TOKEN}` })).toThrow(/METRICS_TOKEN/);
    expect(() => readMetricsSettings({ METRICS_PORT: "80a" })).toThrow(/METRICS_PORT=80a/);
    expect(() => readMetricsSettings({ METRICS_PORT: "70000" })).toThrow(/METRICS_PORT/);
  });
});
