// The typed client against the real service over HTTP: every POST carries an Idempotency-Key,
// and when the answer to a POST is lost (the connection reset after the service committed the
// order), the retry carries the same key, so the service replays its answer: one order, not two.
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCheckoutClient } from "../../kit/client/src/index.ts";
import { listen } from "../../server/http/listen.ts";
import { CUSTOMER, INTEGRATION_ID, TEST_KEY, testApp } from "../../server/testing.ts";

interface Seen {
  method: string;
  path: string;
  key: string | undefined;
}

/**
 * In front of the service: forwards everything, except that the first `resets` POSTs are
 * forwarded, answered by the service, and then the client's connection is destroyed instead of
 * the answer reaching it (what a dropped connection after the commit looks like to a client).
 */
async function lossyProxy(upstream: string, resets: number) {
  const seen: Seen[] = [];
  let left = resets;
  const target = new URL(upstream);
  const server: Server = createServer((req, res) => {
    seen.push({ method: req.method ?? "", path: req.url ?? "", key: req.headers["idempotency-key"] as string | undefined });
    const lose = req.method === "POST" && left > 0;
    if (lose) left--;
    const out = httpRequest(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        if (lose) {
          answer.resume();
          answer.on("end", () => req.socket.destroy());
          return;
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(out);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe("the typed client over HTTP", () => {
  let service: Server;
  let t: Awaited<ReturnType<typeof testApp>>;
  let origin: string;

  beforeAll(async () => {
    t = await testApp();
    service = await listen(t.app, 0, "127.0.0.1");
    origin = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    service.closeAllConnections();
    await new Promise<void>((resolve) => service.close(() => resolve()));
  });

  const body = (externalId: string) => ({
    integrationId: INTEGRATION_ID,
    amount: "25.00",
    assetId: "USDT_TRC20" as const,
    customer: CUSTOMER,
    externalId,
  });
  const ordersWith = async (externalId: string) =>
    (await t.json(await t.call("GET", `/api/v1/orders?externalId=${externalId}`))).pagination.totalQuantity as number;

  it("sends an Idempotency-Key on every POST, none on a GET", async () => {
    const proxy = await lossyProxy(origin, 0);
    try {
      const client = createCheckoutClient({ baseUrl: proxy.origin, apiKey: TEST_KEY });
      const first = await client.POST("/api/v1/order/payment", { body: body("kit-keys-1") });
      const second = await client.POST("/api/v1/order/payment", { body: body("kit-keys-2") });
      expect(first.response.status).toBe(201);
      expect(second.response.status).toBe(201);
      const read = await client.GET("/api/v1/orders/{orderId}", { params: { path: { orderId: first.data?.orderId ?? "" } } });
      expect(read.data?.status).toBe("inProgress");
      const [a, b, c] = proxy.seen;
      expect(a?.key).toMatch(/^[0-9a-f-]{36}$/);
      expect(b?.key).toMatch(/^[0-9a-f-]{36}$/);
      expect(a?.key).not.toBe(b?.key);
      expect(c).toMatchObject({ method: "GET", key: undefined });
    } finally {
      await proxy.close();
    }
  });

  it("retries a POST whose answer was lost with the same key: one order, the first answer replayed", async () => {
    const proxy = await lossyProxy(origin, 1);
    try {
      const client = createCheckoutClient({ baseUrl: proxy.origin, apiKey: TEST_KEY, retryDelayMs: () => 0 });
      const { data, response } = await client.POST("/api/v1/order/payment", { body: body("kit-retry") });
      expect(response.status).toBe(201);
      expect(response.headers.get("Idempotent-Replayed")).toBe("true");
      expect(proxy.seen.map((s) => s.method)).toEqual(["POST", "POST"]);
      expect(proxy.seen[0]?.key).toBeDefined();
      expect(proxy.seen[1]?.key).toBe(proxy.seen[0]?.key);
      expect(await ordersWith("kit-retry")).toBe(1);
      expect(data?.orderId).toMatch(/^ord_/);
    } finally {
      await proxy.close();
    }
  });

  it("the same lost answer retried without a key makes two orders (what the key prevents)", async () => {
    const proxy = await lossyProxy(origin, 1);
    try {
      const send = () =>
        fetch(`${proxy.origin}/api/v1/order/payment`, {
          method: "POST",
          headers: { "X-API-Key": TEST_KEY, "Content-Type": "application/json" },
          body: JSON.stringify(body("kit-naive")),
        });
      await expect(send()).rejects.toThrow(TypeError);
      expect((await send()).status).toBe(201);
      expect(await ordersWith("kit-naive")).toBe(2);
    } finally {
      await proxy.close();
    }
  });

  it("gives up after its retries and throws the network error", async () => {
    const dead = createServer((req) => req.socket.destroy());
    await new Promise<void>((resolve) => dead.listen(0, "127.0.0.1", resolve));
    try {
      const client = createCheckoutClient({
        baseUrl: `http://127.0.0.1:${(dead.address() as AddressInfo).port}`,
        apiKey: TEST_KEY,
        retries: 2,
        retryDelayMs: () => 0,
      });
      await expect(client.POST("/api/v1/order/payment", { body: body("kit-dead") })).rejects.toThrow(TypeError);
    } finally {
      await new Promise<void>((resolve) => dead.close(() => resolve()));
    }
  });
});
