// A gateway under a flood of requests without a key or with wrong keys, over real HTTP, in
// front of a real upstream (the sandbox in strict mode, in its own process, behind the fault
// proxy that counts what reaches it). Nothing is written for a request the upstream has not
// authenticated; wrong keys are limited per client address before they reach the upstream; and
// the upstream budget they may spend is a share, so a merchant with a good key keeps the rest.
import { randomBytes } from "node:crypto";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { StrictSpec } from "../../src/shared/index.ts";
import { startFaultProxy, type FaultProxy } from "../../test/support/fault-proxy.ts";
import { SERVICE_KEY, startService, type ServiceProcess } from "../../test/support/service-process.ts";
import { listen } from "../http/listen.ts";
import { testApp, testRepository } from "../testing.ts";
import type { BudgetOptions } from "./budget.ts";
import type { Gateway } from "./mode.ts";

const CUSTOMER = { type: "individual", firstName: "Ada", lastName: "Lovelace" };

let upstream: ServiceProcess;
let proxy: FaultProxy;
let integrationId: string;
const servers: Server[] = [];
const gateways: Gateway[] = [];

beforeAll(async () => {
  // The upstream sees every request from the proxy's one address: its own wrong-key limit would answer for the gateway's.
  upstream = await startService({ SPEC_STRICT: "1", STATE: "memory", RATE_LIMIT_KEY_FAILURES: "0" });
  proxy = await startFaultProxy(upstream.origin);
  const list = StrictSpec.IntegrationList.parse(await (await upstream.call("GET", "/api/v1/integrations")).json());
  integrationId = list.data[0]!.id;
}, 60_000);

afterEach(() => {
  for (const gateway of gateways.splice(0)) gateway.close();
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

afterAll(async () => {
  await proxy?.close();
  upstream?.child.kill("SIGTERM");
  await upstream?.exited;
});

/** A gateway on a real socket, behind one trusted proxy (X-Forwarded-For names the client), and the link ids it drew. */
async function gatewayOverHttp(options: { budget: BudgetOptions; unverifiedBudget?: BudgetOptions; wrongKeys?: number }) {
  const drawn: string[] = [];
  const store = await testRepository();
  const { app } = await testApp({
    store,
    config: {
      publicOrigin: "http://127.0.0.1:4542",
      distDir: null,
      trustProxy: 1,
      rateLimits: options.wrongKeys === undefined ? {} : { keyFailures: { limit: options.wrongKeys, windowMs: 600_000 } },
    },
    gateway: {
      upstreamUrl: proxy.origin,
      apiKey: SERVICE_KEY,
      budget: options.budget,
      ...(options.unverifiedBudget ? { unverifiedBudget: options.unverifiedBudget } : {}),
      timeoutMs: 5000,
      schedule: { watchedMs: 60_000, idleMs: 60_000 },
      linkId: () => {
        const id = randomBytes(16).toString("hex");
        drawn.push(id);
        return id;
      },
    },
  });
  const gateway = app.gateway as Gateway;
  gateways.push(gateway);
  const server = await listen(app, 0, "127.0.0.1");
  servers.push(server);
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const send = (path: string, init: { method?: string; key?: string | null; from?: string; body?: unknown } = {}) =>
    fetch(origin + path, {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      headers: {
        ...(init.key === null ? {} : { "X-API-Key": init.key ?? SERVICE_KEY }),
        "X-Forwarded-For": init.from ?? "198.51.100.1",
        ...(init.body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    }).then(async (res) => ({ status: res.status, body: await res.text(), retryAfter: res.headers.get("Retry-After") }));
  const payment = (amount: string) => ({ integrationId, amount, assetId: "USDT_TRC20", customer: CUSTOMER });
  return { gateway, drawn, send, payment };
}

const wrongKey = () => `sk_wrong_${randomBytes(12).toString("hex")}`;
const statuses = (answers: { status: number }[]) => [...new Set(answers.map((a) => a.status))].sort();

describe("a gateway's /api/v1 without a good key", () => {
  it("writes nothing and sends nothing upstream for creations without a key or with a wrong one", async () => {
    const g = await gatewayOverHttp({
      budget: { perSecond: 50, burst: 200 },
      unverifiedBudget: { perSecond: 50, burst: 200 },
      wrongKeys: 1000,
    });
    const before = proxy.forwarded(/\/api\/v1\/order\//);
    const answers = await Promise.all([
      ...Array.from({ length: 60 }, (_, i) =>
        g.send("/api/v1/order/payment", {
          key: null,
          from: `203.0.113.${i}`,
          body: { ...g.payment("5.00"), externalId: "x".repeat(20_000) },
        }),
      ),
      ...Array.from({ length: 60 }, (_, i) =>
        g.send("/api/v1/order/deposit", {
          key: wrongKey(),
          from: `192.0.2.${i}`,
          body: { integrationId, assetId: "USDT_TRC20", customer: CUSTOMER },
        }),
      ),
    ]);
    expect(statuses(answers)).toEqual([401]);
    // No intent was written (no link id was even drawn), and no creation reached the upstream.
    expect(g.drawn).toEqual([]);
    expect(await g.gateway.records.orphans(new Date(Date.UTC(2999, 0)).toISOString())).toEqual([]);
    expect(proxy.forwarded(/\/api\/v1\/order\//)).toBe(before);
    // The merchant with the good key creates as before.
    const created = await g.send("/api/v1/order/payment", { body: g.payment("5.00") });
    expect(created.status).toBe(201);
    expect(g.drawn).toHaveLength(1);
  }, 60_000);

  it("limits wrong keys per client address before the upstream is asked, also when they come at once", async () => {
    const g = await gatewayOverHttp({
      budget: { perSecond: 50, burst: 200 },
      unverifiedBudget: { perSecond: 50, burst: 200 },
      wrongKeys: 5,
    });
    const before = proxy.forwarded(/\/api\/v1\/integrations/);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => g.send("/api/v1/orders", { key: wrongKey(), from: "203.0.113.77" })),
    );
    expect(answers.filter((a) => a.status === 401)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(25);
    expect(proxy.forwarded(/\/api\/v1\/integrations/) - before).toBe(5);
    // The same wrong key again from elsewhere: answered from memory, the upstream not asked.
    const key = wrongKey();
    expect((await g.send("/api/v1/orders", { key, from: "203.0.113.78" })).status).toBe(401);
    const asked = proxy.forwarded(/\/api\/v1\/integrations/);
    expect((await g.send("/api/v1/orders", { key, from: "203.0.113.79" })).status).toBe(401);
    expect(proxy.forwarded(/\/api\/v1\/integrations/)).toBe(asked);
    // A good key from another address is not limited; once accepted, not from the flooded one either.
    expect((await g.send("/api/v1/orders", { from: "203.0.113.80" })).status).toBe(200);
    expect((await g.send("/api/v1/orders", { from: "203.0.113.77" })).status).toBe(200);
  }, 60_000);

  it("keeps the merchants' share of the upstream budget through a flood of wrong keys from many addresses", async () => {
    // 40 requests at once, 2 more a second; keys the upstream has not accepted share a quarter.
    const g = await gatewayOverHttp({ budget: { perSecond: 2, burst: 40 }, wrongKeys: 20 });
    // The merchant's key is known before the flood (one read of its integrations).
    expect((await g.send("/api/v1/integrations")).status).toBe(200);
    const flood = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        i % 4 === 0
          ? g.send("/api/v1/order/payment", { key: null, from: `10.1.${i}.1`, body: g.payment("1.00") })
          : g.send("/api/v1/orders", { key: wrongKey(), from: `10.2.${i}.1` }),
      ),
    );
    expect(flood.filter((a) => a.status < 400)).toEqual([]);
    // Right after it, the merchant's creations and reads all get through.
    const merchant = await Promise.all([
      ...Array.from({ length: 5 }, () => g.send("/api/v1/order/payment", { body: g.payment("2.00") })),
      ...Array.from({ length: 5 }, () => g.send("/api/v1/orders")),
    ]);
    expect(merchant.map((a) => a.status)).toEqual([201, 201, 201, 201, 201, 200, 200, 200, 200, 200]);
  }, 60_000);
  it("answers wrong keys after a keyless flood with 401s then 429s with Retry-After, never a 503", async () => {
    // The share for keys not yet accepted holds 10 checks and does not refill within the test;
    // the wrong-key limit is the default's 20.
    const g = await gatewayOverHttp({
      budget: { perSecond: 50, burst: 200 },
      unverifiedBudget: { perSecond: 0.001, burst: 10 },
      wrongKeys: 20,
    });
    const from = "203.0.113.90";
    const flood = await Promise.all(Array.from({ length: 200 }, () => g.send("/api/v1/orders", { key: null, from })));
    expect(statuses(flood)).toEqual([401]);
    const answers: { status: number; body: string; retryAfter: string | null }[] = [];
    for (let i = 0; i < 30; i++) answers.push(await g.send("/api/v1/orders", { key: wrongKey(), from }));
    expect(answers.map((a) => a.status)).toEqual([...Array(10).fill(401), ...Array(20).fill(429)]);
    for (const refused of answers.slice(10)) {
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
      expect(JSON.parse(refused.body)[0]).toMatchObject({ code: "limitExceeded", field: "X-API-Key" });
    }
    // Several addresses at once, after the share is spent: each is told 429, none 503.
    const many = await Promise.all(
      Array.from({ length: 30 }, (_, i) => g.send("/api/v1/orders", { key: wrongKey(), from: `198.51.100.${i}` })),
    );
    expect(statuses(many)).toEqual([429]);
  }, 60_000);
});
