// Under WORKERS one scrape answers for the whole service: the real service (node:cluster, one
// SQLite file), a burst of orders spread over its workers, and the count read through either
// door, the token on the service's port (a worker asks the primary) and METRICS_PORT (the
// primary itself), is the burst's, not one worker's share.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleValue } from "../../test/support/prometheus.ts";
import { freePortPair, killServices, ready, spawnService, type ServiceProcess } from "../../test/support/service-process.ts";
import { until } from "../../test/support/until.ts";

const TOKEN = "metrics-token-0123456789abcdef";
const PAYMENT_ROUTE = { route: "/api/v1/order/payment", status: "2xx" };
const ORDERS = 6;

let dir: string;
let service: ServiceProcess;
let metricsOrigin: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "metrics-workers-"));
  const port = await freePortPair();
  const metricsPort = await freePortPair();
  metricsOrigin = `http://127.0.0.1:${metricsPort}`;
  service = spawnService(
    { STATE: join(dir, "checkout.sqlite"), WORKERS: "2", QUIET: "0", METRICS_TOKEN: TOKEN, METRICS_PORT: String(metricsPort) },
    port,
  );
  await ready(service);
  await until(() => service.output().includes("all 2 workers serve"), "both workers serving", 30_000, 20);
}, 60_000);

afterAll(async () => {
  if (service) await killServices([service]);
  rmSync(dir, { recursive: true, force: true });
});

describe("GET /metrics with WORKERS=2", () => {
  it("counts every worker's requests in one scrape, through the token and through METRICS_PORT", async () => {
    const integrations = (await (await service.call("GET", "/api/v1/integrations")).json()) as { data: { id: string }[] };
    const integrationId = integrations.data[0]?.id;
    for (let i = 0; i < ORDERS; i++) {
      // A connection each, so node:cluster hands them to both workers in turn.
      const res = await service.call(
        "POST",
        "/api/v1/order/payment",
        { integrationId, amount: "5.00", assetId: "USDT_TRC20", customer: { type: "individual", firstName: "A", lastName: "B" } },
        { Connection: "close" },
      );
      expect(res.status, await res.text()).toBe(201);
    }
    const viaToken = await fetch(`${service.origin}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}`, Connection: "close" } });
    expect(viaToken.status).toBe(200);
    const text = await viaToken.text();
    // The start's demo payment is made in-process by the first worker (app.request), counted too.
    const created = sampleValue(text, "checkout_http_requests_total", PAYMENT_ROUTE);
    expect(created).toBe(ORDERS + 1);
    const viaPort = await fetch(`${metricsOrigin}/metrics`);
    expect(viaPort.status).toBe(200);
    expect(sampleValue(await viaPort.text(), "checkout_http_requests_total", PAYMENT_ROUTE)).toBe(created);
    // Without the token the service's port does not serve it; METRICS_PORT serves nothing else.
    expect((await fetch(`${service.origin}/metrics`, { headers: { Connection: "close" } })).status).toBe(404);
    expect((await fetch(`${metricsOrigin}/healthz`)).status).toBe(404);
  });
});
