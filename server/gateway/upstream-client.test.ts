import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { until } from "../../test/support/until.ts";
import { createRequestBudget } from "./budget.ts";
import { createCircuitBreaker } from "./circuit-breaker.ts";
import { specOrder } from "./testing.ts";
import { manualTimers, systemTimers } from "./timers.ts";
import { createUpstreamClient } from "./upstream-client.ts";

const KEY = "sk_live_merchant_secret_123";

type Answer = { status: number; body: string; headers?: Record<string, string> } | "reset" | "hang";

function setup(answers: Answer[], budget = { perSecond: 1000, burst: 1000 }) {
  const timers = manualTimers();
  const calls: { url: string; init: RequestInit }[] = [];
  const logged: string[] = [];
  const fetch = ((url: string, init: RequestInit) => {
    calls.push({ url, init });
    const answer = answers.shift() ?? { status: 200, body: JSON.stringify(specOrder()) };
    if (answer === "reset") return Promise.reject(new TypeError("fetch failed"));
    if (answer === "hang") {
      return new Promise((_resolve, reject) =>
        init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
      );
    }
    return Promise.resolve(
      new Response(answer.body, { status: answer.status, headers: answer.headers ?? { "Content-Type": "application/json" } }),
    );
  }) as unknown as typeof globalThis.fetch;
  const breaker = createCircuitBreaker({ failureThreshold: 3, openMs: 1000, maxOpenMs: 4000 });
  const client = createUpstreamClient({
    baseUrl: "https://upstream.example/",
    timers,
    breaker,
    budget: createRequestBudget(budget),
    logger: { info: (m) => logged.push(m), error: (m, e) => logged.push(`${m} ${String(e ?? "")}`) },
    fetch,
    timeoutMs: 2000,
  });
  return { timers, calls, logged, breaker, client };
}

describe("upstream client", () => {
  it("reads an order with the merchant's key and keeps only the spec's fields", async () => {
    const t = setup([{ status: 200, body: JSON.stringify({ ...specOrder(), paymentAddress: "T1", confirmations: 3 }) }]);
    const read = await t.client.readOrder(KEY, "ord_up_1");
    expect(read).toEqual({ ok: true, value: specOrder() });
    expect(t.calls[0]!.url).toBe("https://upstream.example/api/v1/orders/ord_up_1");
    expect((t.calls[0]!.init.headers as Record<string, string>)["X-API-Key"]).toBe(KEY);
  });

  it("garbage, 5xx, resets and hangs count as failures and open the breaker; the key is never logged", async () => {
    const t = setup([{ status: 200, body: "{not json" }, { status: 502, body: "<html>" }, "reset"]);
    expect(await t.client.readOrder(KEY, "ord_up_1")).toMatchObject({ ok: false, failure: { kind: "garbage" } });
    expect(await t.client.readOrder(KEY, "ord_up_1")).toMatchObject({ ok: false, failure: { kind: "serverError", status: 502 } });
    expect(await t.client.readOrder(KEY, "ord_up_1")).toMatchObject({ ok: false, failure: { kind: "network" } });
    expect(t.breaker.state(t.timers.now())).toBe("open");
    const turnedAway = await t.client.readOrder(KEY, "ord_up_1");
    expect(turnedAway).toMatchObject({ ok: false, failure: { kind: "circuitOpen" } });
    expect(t.calls).toHaveLength(3);
    expect(t.logged.join("\n")).toMatch(/upstream unavailable/);
    expect(t.logged.join("\n")).not.toContain(KEY);
  });

  it("a hung upstream is a timeout after timeoutMs (injected clock)", async () => {
    const t = setup(["hang"]);
    const read = t.client.readOrder(KEY, "ord_up_1");
    await t.timers.advance(2000);
    expect(await read).toMatchObject({ ok: false, failure: { kind: "timeout" } });
  });

  it("429 with Retry-After pauses every request until then", async () => {
    const t = setup([{ status: 429, body: "[]", headers: { "Retry-After": "3" } }]);
    const start = t.timers.now();
    expect(await t.client.readOrder(KEY, "ord_up_1")).toMatchObject({ ok: false, failure: { kind: "rateLimited", retryAt: start + 3000 } });
    expect(await t.client.readOrder(KEY, "ord_up_2")).toMatchObject({ ok: false, failure: { kind: "circuitOpen", retryAt: start + 3000 } });
    await t.timers.advance(3000);
    expect(await t.client.readOrder(KEY, "ord_up_1")).toMatchObject({ ok: true });
    expect(t.calls).toHaveLength(2);
  });

  it("404 and a refused key are answers, not faults: the breaker stays closed", async () => {
    const t = setup([
      { status: 404, body: "[]" },
      { status: 401, body: "[]" },
      { status: 404, body: "[]" },
      { status: 404, body: "[]" },
    ]);
    expect(await t.client.readOrder(KEY, "x")).toMatchObject({ ok: false, failure: { kind: "notFound" } });
    expect(await t.client.readOrder(KEY, "x")).toMatchObject({ ok: false, failure: { kind: "refused", status: 401 } });
    await t.client.readOrder(KEY, "x");
    await t.client.readOrder(KEY, "x");
    expect(t.breaker.state(t.timers.now())).toBe("closed");
  });

  it("an order read that names another order is garbage", async () => {
    const t = setup([{ status: 200, body: JSON.stringify(specOrder({ id: "ord_other" })) }]);
    expect(await t.client.readOrder(KEY, "ord_up_1")).toMatchObject({ ok: false, failure: { kind: "garbage" } });
  });

  it("the global budget turns requests away without sending them", async () => {
    const t = setup([], { perSecond: 1, burst: 2 });
    await t.client.readOrder(KEY, "a");
    await t.client.readOrder(KEY, "b");
    expect(await t.client.readOrder(KEY, "c")).toMatchObject({ ok: false, failure: { kind: "budget" } });
    expect(t.calls).toHaveLength(2);
  });

  it("passes any request through with its answer unchanged, errors included", async () => {
    const t = setup([{ status: 400, body: '[{"code":"wrongData"}]' }]);
    const answer = await t.client.send({ method: "POST", path: "/api/v1/order/refund", apiKey: KEY, body: "{}", idempotencyKey: "k-1" });
    expect(answer).toEqual({
      ok: true,
      value: { status: 400, body: '[{"code":"wrongData"}]', contentType: "application/json", retryAfter: null },
    });
    const headers = t.calls[0]!.init.headers as Record<string, string>;
    expect(headers).toMatchObject({ "X-API-Key": KEY, "Content-Type": "application/json", "Idempotency-Key": "k-1" });
  });
});

describe("upstream client against a hostile upstream over real HTTP", () => {
  it("reads at most maxBodyBytes of an answer, then hangs up: an endless or oversized body is garbage, not memory", async () => {
    const closed: string[] = [];
    const chunk = Buffer.alloc(16 * 1024, "a");
    const server = createServer((req, res) => {
      res.on("close", () => closed.push(req.url ?? ""));
      if (req.url?.includes("announced")) {
        // Says up front that it is too long: not read at all.
        res.writeHead(200, { "Content-Type": "application/json", "Content-Length": String(64 * 1024 * 1024) });
        res.write(chunk);
        return;
      }
      // Streams forever, as fast as it is read.
      res.writeHead(200, { "Content-Type": "application/json" });
      const more = () => {
        while (res.write(chunk)) {}
        res.once("drain", more);
      };
      more();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const logged: string[] = [];
    const client = createUpstreamClient({
      baseUrl: `http://127.0.0.1:${port}`,
      timers: systemTimers,
      breaker: createCircuitBreaker({ failureThreshold: 10, openMs: 1000, maxOpenMs: 4000 }),
      budget: createRequestBudget({ perSecond: 1000, burst: 1000 }),
      logger: { info: (m) => logged.push(m), error: (m) => logged.push(m) },
      // Longer than the test's own timeout: only the cap can end these reads.
      timeoutMs: 600_000,
      maxBodyBytes: 256 * 1024,
    });
    try {
      expect(await client.readOrder(KEY, "endless")).toMatchObject({ ok: false, failure: { kind: "garbage", status: 200 } });
      expect(await client.send({ method: "GET", path: "/api/v1/orders?endless", apiKey: KEY })).toMatchObject({
        ok: false,
        failure: { kind: "garbage" },
      });
      expect(await client.send({ method: "GET", path: "/api/v1/orders?announced", apiKey: KEY })).toMatchObject({
        ok: false,
        failure: { kind: "garbage" },
      });
      // The gateway hung up on each of them (the upstream's side of every exchange closed).
      await until(() => closed.length === 3, "the hostile upstream's connections closed", 10_000);
      expect(logged.join("\n")).toMatch(/over 262144 bytes on GET \/api\/v1\/orders: not read/);
      expect(logged.join("\n")).not.toContain(KEY);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
