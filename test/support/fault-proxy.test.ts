import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFaultProxy, type FaultProxy } from "./fault-proxy.ts";

let upstream: Server;
let proxy: FaultProxy;
const seen: { method: string; url: string; key: string | undefined; body: string }[] = [];

beforeAll(async () => {
  upstream = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      seen.push({ method: req.method ?? "", url: req.url ?? "", key: req.headers["x-api-key"] as string | undefined, body });
      res.writeHead(201, { "Content-Type": "application/json", "X-Upstream": "yes" });
      res.end(JSON.stringify({ echoed: body, path: req.url }));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  proxy = await startFaultProxy(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`);
});

afterAll(async () => {
  await proxy.close();
  await new Promise((resolve) => upstream.close(resolve));
});

const waitFor = async (check: () => boolean) => {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe("fault proxy", () => {
  it("passes a request through with its method, path, headers and body, and the answer back", async () => {
    await proxy.set({ kind: "pass" });
    const res = await fetch(`${proxy.origin}/api/v1/order/payment?x=1`, {
      method: "POST",
      headers: { "X-API-Key": "k1", "Content-Type": "application/json" },
      body: '{"a":1}',
    });
    expect(res.status).toBe(201);
    expect(res.headers.get("x-upstream")).toBe("yes");
    expect(await res.json()).toEqual({ echoed: '{"a":1}', path: "/api/v1/order/payment?x=1" });
    expect(seen.at(-1)).toEqual({ method: "POST", url: "/api/v1/order/payment?x=1", key: "k1", body: '{"a":1}' });
  });

  it("rewrite: forwards, and changes the answer's body on the way back (its length follows)", async () => {
    await proxy.set({ kind: "rewrite", rewrite: (body, path) => body.replace('"path"', `"rewritten ${path}"`) });
    const res = await fetch(`${proxy.origin}/api/v1/orders/ord_1`, { method: "POST", body: "é" });
    expect(res.status).toBe(201);
    expect(res.headers.get("x-upstream")).toBe("yes");
    expect(await res.json()).toEqual({ echoed: "é", "rewritten /api/v1/orders/ord_1": "/api/v1/orders/ord_1" });
    expect(seen.at(-1)?.url).toBe("/api/v1/orders/ord_1");
    expect(proxy.forwarded(/ord_1/)).toBe(1);
  });

  it("slow: forwards after its delay", async () => {
    await proxy.set({ kind: "slow", delayMs: 30 });
    const before = proxy.forwarded(/slow/);
    const res = await fetch(`${proxy.origin}/slow`);
    expect(res.status).toBe(201);
    expect(proxy.forwarded(/slow/)).toBe(before + 1);
  });

  it("rateLimited: 429 with Retry-After, nothing forwarded", async () => {
    await proxy.set({ kind: "rateLimited", retryAfterSeconds: 3 });
    const count = seen.length;
    const res = await fetch(`${proxy.origin}/limited`);
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("3");
    await res.arrayBuffer();
    expect(seen.length).toBe(count);
    expect(proxy.requests.at(-1)).toMatchObject({ method: "GET", path: "/limited", mode: "rateLimited" });
  });

  it("serverError: the chosen 5xx with an HTML body", async () => {
    await proxy.set({ kind: "serverError", status: 503 });
    const res = await fetch(`${proxy.origin}/x`);
    expect(res.status).toBe(503);
    expect(await res.text()).toMatch(/<html>/);
  });

  it("garbage: 200 that says JSON and is not", async () => {
    await proxy.set({ kind: "garbage" });
    const res = await fetch(`${proxy.origin}/x`);
    expect(res.status).toBe(200);
    await expect(res.json()).rejects.toThrow();
  });

  it("reset: the connection drops before any answer", async () => {
    await proxy.set({ kind: "reset" });
    await expect(fetch(`${proxy.origin}/x`)).rejects.toThrow(/fetch failed/);
  });

  it("hang: no answer until the mode changes, then the connection drops", async () => {
    await proxy.set({ kind: "hang" });
    const pending = fetch(`${proxy.origin}/hung`).then(
      () => "answered",
      () => "dropped",
    );
    await waitFor(() => proxy.requests.some((r) => r.path === "/hung"));
    await proxy.set({ kind: "pass" });
    expect(await pending).toBe("dropped");
  });

  it("down: connections are refused; leaving it listens again on the same origin", async () => {
    await proxy.set({ kind: "down" });
    const refused = await fetch(`${proxy.origin}/x`).catch((error: { cause?: { code?: string } }) => error.cause?.code);
    expect(refused).toBe("ECONNREFUSED");
    await proxy.set({ kind: "pass" });
    expect((await fetch(`${proxy.origin}/back`)).status).toBe(201);
  });
});
