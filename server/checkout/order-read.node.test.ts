// The order read as it runs on node:http, through the service's own listener (the fast lane
// before Hono) and through @hono/node-server alone (the Hono route): answers written straight
// to the socket (server/http/answer.ts) and held reads kept as small records (held-reads.ts).
// Real sockets on a loopback port; the payment goes through app.request() on the same app, so
// the test can look at the service's state at the very moment the payment's answer exists.
import { until } from "../../test/support/until.ts";
import { connect, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ApiErrors, CheckoutOrder, checkoutOrderPath } from "../../src/shared/index.ts";
import { listenNode } from "../http/node-listener.ts";
import { SECURITY_HEADERS } from "../http/security-headers.ts";
import { INTEGRATION_ID, ORIGIN, testApp } from "../testing.ts";

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** One request on its own connection; resolves with the whole answer (Content-Length framed). */
function rawRequest(
  port: number,
  path: string,
  headers: Record<string, string> = {},
  onSocket?: (socket: Socket) => void,
  method = "GET",
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: "127.0.0.1" });
    onSocket?.(socket);
    let buffer = Buffer.alloc(0);
    socket.on("error", reject);
    socket.on("close", () => reject(new Error("closed before a whole answer")));
    socket.on("data", (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      const end = buffer.indexOf("\r\n\r\n");
      if (end < 0) return;
      const [statusLine, ...lines] = buffer.subarray(0, end).toString("latin1").split("\r\n");
      const parsed: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(":");
        parsed[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      const status = Number(statusLine!.split(" ")[1]);
      const length = status === 304 || method === "HEAD" ? 0 : Number(parsed["content-length"] ?? 0);
      if (buffer.length < end + 4 + length) return;
      socket.removeAllListeners("close");
      socket.destroy();
      resolve({ status, headers: parsed, body: buffer.subarray(end + 4, end + 4 + length).toString("utf8") });
    });
    const head = Object.entries({ Host: "127.0.0.1", ...headers })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join("");
    socket.write(`${method} ${path} HTTP/1.1\r\n${head}\r\n`);
  });
}

const stops: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

type Listener = "the service's listener (fast lane)" | "@hono/node-server alone";
let listener: Listener;

async function served(maxHeldReads?: number) {
  const t = await testApp({ config: { publicOrigin: ORIGIN, distDir: null, ...(maxHeldReads ? { maxHeldReads } : {}) } });
  const server =
    listener === "@hono/node-server alone"
      ? await new Promise<ReturnType<typeof serve>>((resolve) => {
          const started = serve({ fetch: t.app.fetch, hostname: "127.0.0.1", port: 0 }, () => resolve(started));
        })
      : await listenNode(t.app, 0, "127.0.0.1");
  stops.push(
    () =>
      new Promise<void>((resolve) => {
        (server as unknown as { closeAllConnections(): void }).closeAllConnections();
        server.close(() => resolve());
      }),
  );
  const port = (server.address() as AddressInfo).port;
  const created = await t.createPayment();
  const path = checkoutOrderPath(INTEGRATION_ID, created.orderId);
  const first = await rawRequest(port, path);
  return { t, port, path, orderId: created.orderId, etag: first.headers.etag!, first };
}

const expectSecurityHeaders = (answer: RawAnswer) => {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(answer.headers[name.toLowerCase()], name).toBe(value);
};

describe.each<Listener>(["the service's listener (fast lane)", "@hono/node-server alone"])(
  "the order read on node:http through %s",
  (through) => {
    beforeEach(() => {
      listener = through;
    });

    it("answers 200 and 304 with the security headers, and a 304 without a content-type", async () => {
      const { port, path, etag, first } = await served();
      expect(first.status).toBe(200);
      expect(first.headers["content-type"]).toBe("application/json; charset=UTF-8");
      expect(first.headers["cache-control"]).toBe("no-cache");
      expect(Number(first.headers["content-length"])).toBe(Buffer.byteLength(first.body));
      expect(CheckoutOrder.parse(JSON.parse(first.body)).status).toBe("inProgress");
      expectSecurityHeaders(first);
      const again = await rawRequest(port, path, { "If-None-Match": etag });
      expect(again.status).toBe(304);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers["content-type"]).toBeUndefined();
      expectSecurityHeaders(again);
      const missing = await rawRequest(port, checkoutOrderPath(INTEGRATION_ID, "ord_unknown"));
      expect(missing.status).toBe(404);
      expectSecurityHeaders(missing);
    });

    it("answers each read with its own request id, whichever answer it shares with others", async () => {
      const { port, path, etag } = await served();
      const ids = ["first-read", "second.read", "third_read"];
      const answers = [];
      for (const id of ids) answers.push(await rawRequest(port, path, { "If-None-Match": etag, "X-Request-Id": id }));
      answers.push(await rawRequest(port, path, { "X-Request-Id": "full-read" }));
      answers.push(await rawRequest(port, path, { "If-None-Match": etag }));
      expect(answers.map((answer) => answer.status)).toEqual([304, 304, 304, 200, 304]);
      expect(answers.slice(0, 4).map((answer) => answer.headers["x-request-id"])).toEqual([...ids, "full-read"]);
      expect(answers[4]?.headers["x-request-id"]).toMatch(/^[A-Za-z0-9_-]{8}-\d+$/);
    });

    it("answers a target it has read before as its order is now: another integration's is a miss, a reset order is gone", async () => {
      const { t, port, path, orderId, etag } = await served();
      expect((await rawRequest(port, path, { "If-None-Match": etag })).status).toBe(304);
      const elsewhere = await rawRequest(port, checkoutOrderPath("int_other", orderId));
      expect(elsewhere.status).toBe(404);
      expect((await rawRequest(port, checkoutOrderPath("int_other", orderId))).status).toBe(404);
      expect((await t.call("POST", "/_sandbox/reset")).status).toBe(204);
      const gone = await rawRequest(port, path, { "If-None-Match": etag });
      expect(gone.status).toBe(404);
      expect(JSON.parse(gone.body)).toEqual(JSON.parse(elsewhere.body));
    });

    it("plays planned faults (through Hono), answers HEAD, leaves other methods and paths to the app", async () => {
      const { t, port, path, orderId } = await served();
      await t.call("POST", "/_sandbox/faults", { orderId, failures: ["error500", "error429"] });
      const e500 = await rawRequest(port, path);
      expect(e500.status).toBe(500);
      expectSecurityHeaders(e500);
      const e429 = await rawRequest(port, path);
      expect(e429.status).toBe(429);
      expect(e429.headers["retry-after"]).toBe("1");
      expect((await rawRequest(port, path)).status).toBe(200);
      const head = await rawRequest(port, path, {}, undefined, "HEAD");
      expect(head.status).toBe(200);
      expect(head.body).toBe("");
      const post = await rawRequest(port, path, { "Content-Length": "0" }, undefined, "POST");
      expect(post.status).toBe(405);
      expect(post.headers.allow).toBe("GET, HEAD");
      expectSecurityHeaders(post);
      const health = await rawRequest(port, "/healthz");
      expect(JSON.parse(health.body)).toEqual({ ok: true, heldReads: 0 });
      expectSecurityHeaders(health);
      const cutShort = await rawRequest(port, "/checkout/v1/integrations/int_seed/orders/");
      expect(cutShort.status).toBe(404);
      expect(JSON.parse(cutShort.body)).toEqual(
        JSON.parse((await rawRequest(port, checkoutOrderPath(INTEGRATION_ID, "ord_unknown"))).body),
      );
    });

    it("a payment's 201 is ready while its 1,000 held reads are all still held; then every one wakes with the paid order", async () => {
      const { t, port, path, orderId, etag } = await served();
      const reads = Array.from({ length: 1000 }, () => rawRequest(port, path, { "If-None-Match": etag, Prefer: "wait=25" }));
      let answered = 0;
      for (const read of reads)
        void read.then(
          () => answered++,
          () => {},
        );
      await until(() => t.app.services.heldReads.size() === 1000);

      const payment = await t.call("POST", `/_sandbox/orders/${orderId}/payments`);
      // The payment's answer exists and the fan-out has not begun: it never waited for it.
      expect(t.app.services.heldReads.size()).toBe(1000);
      expect(answered).toBe(0);
      expect(payment.status).toBe(201);

      const answers = await Promise.all(reads);
      expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200]));
      for (const answer of answers.slice(0, 10)) {
        expect(CheckoutOrder.parse(JSON.parse(answer.body)).status).toBe("completed");
        expect(answer.headers["preference-applied"]).toBe("wait=25");
        expectSecurityHeaders(answer);
      }
      expect(t.app.services.heldReads.size()).toBe(0);
    }, 30_000);

    it("times out to a 304 carrying Preference-Applied", async () => {
      const { t, port, path, etag } = await served();
      const answer = await rawRequest(port, path, { "If-None-Match": etag, Prefer: "wait=1" });
      expect(answer.status).toBe(304);
      expect(answer.headers["preference-applied"]).toBe("wait=1");
      expect(answer.headers["content-type"]).toBeUndefined();
      expectSecurityHeaders(answer);
      expect(t.app.services.heldReads.size()).toBe(0);
    });

    it("forgets a held read whose client hangs up", async () => {
      const { t, port, path, etag } = await served();
      let socket: Socket | undefined;
      void rawRequest(port, path, { "If-None-Match": etag, Prefer: "wait=25" }, (s) => (socket = s)).catch(() => {});
      await until(() => t.app.services.heldReads.size() === 1);
      socket!.destroy();
      await until(() => t.app.services.heldReads.size() === 0);
      expect(t.app.services.events.size()).toBe(0);
    });

    it("past its capacity answers 503 with Retry-After, the error array and the security headers", async () => {
      const { t, port, path, etag } = await served(3);
      const held = Array.from({ length: 3 }, () => rawRequest(port, path, { "If-None-Match": etag, Prefer: "wait=25" }));
      await until(() => t.app.services.heldReads.size() === 3);
      const busy = await rawRequest(port, path, { "If-None-Match": etag, Prefer: "wait=25" });
      expect(busy.status).toBe(503);
      expect(Number(busy.headers["retry-after"])).toBeGreaterThanOrEqual(5);
      expect(ApiErrors.parse(JSON.parse(busy.body))[0]).toMatchObject({ code: "unknownError", field: "Prefer" });
      expectSecurityHeaders(busy);
      t.app.services.heldReads.endAll();
      expect((await Promise.all(held)).map((a) => a.status)).toEqual([304, 304, 304]);
    });
  },
);
