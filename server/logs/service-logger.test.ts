// The service's log as a collector reads it: one JSON object a line with the request's fields,
// the request id taken only when it is a safe token and echoed in the answer, no secret of a
// known shape in a message or an error, no raw control character, and the same events as short
// lines for a terminal.
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { checkoutOrderPath } from "../../src/shared/index.ts";
import { listen } from "../http/listen.ts";
import { INTEGRATION_ID, testApp } from "../testing.ts";
import { maskUrl, scrubSecrets } from "./scrub.ts";
import { createServiceLogger } from "./service-logger.ts";
import { readLogFormat } from "./settings.ts";

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await new Promise((done) => server.close(done));
});

function collected(format: "json" | "pretty" = "json") {
  const lines: string[] = [];
  const logger = createServiceLogger({ format, destination: { write: (text: string) => lines.push(...text.split("\n").filter(Boolean)) } });
  // Request lines wait until something writes them: what a test reads is what the logger has written by then.
  const json = () => {
    logger.flush();
    return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  };
  return { logger, lines, json };
}

const API_KEY = "sk_live_Zx9aQ2bR7cT4dU6eV8fW0gX1hY3iZ5jA7kB9lC";
const DEMO_PASSWORD = "demo-Kq7vW2xZ9pLm";
const WEBHOOK_SECRET = "whsec_dGVzdHRlc3R0ZXN0dGVzdHRlc3R0ZXN0dGVzdHRlc3Q=";
const XPUB = "xpub6D4BDPcP2GT577Vvch3R8wDkScZWzQzMMUm3PWbmWvVJrZwQY4VUNgqFJPMM3No2dFDFGTsxxpG5uJh7n7epu4trkrX7x7DogT5Uv6fcLW5";
const RPC_URL = "https://eth-mainnet.provider.invalid/v2/AbCdEf0123456789GhIjKlMn?apikey=Q1w2E3r4T5y6U7i8";

describe("the JSON log", () => {
  it("writes one object a line with level, time and message, and escapes control characters", () => {
    const { logger, json, lines } = collected();
    logger.info("listening\u0007 on\r\nport \u001b[31m");
    logger.error("unexpected error on POST /x\u0000y", new Error("bad byte \u0000"));
    const [info, error] = json();
    expect(info).toMatchObject({ level: "info", msg: expect.stringContaining("listening\\u0007") });
    expect(Number.isNaN(Date.parse(String(info?.time)))).toBe(false);
    expect(error).toMatchObject({ level: "error", msg: expect.stringContaining("/x\\u0000y") });
    expect(String(error?.err)).toContain("bad byte \\u0000");
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the test looks for the raw control characters.
    expect(lines.join("\n")).not.toMatch(/[\u0000\u0007\u001b\r]/);
    expect(lines).toHaveLength(2);
  });

  it("keeps the order of events: the request lines it holds are written before any other line", () => {
    const { logger, lines, json } = collected();
    logger.request?.({ requestId: "r1", method: "GET", route: "/healthz", status: 200, durationMs: 1.5 });
    logger.request?.({ requestId: "r2", method: "GET", route: "/healthz", status: 200, durationMs: 0.5 });
    expect(lines).toEqual([]);
    logger.error("after the two requests");
    logger.request?.({ requestId: "r3", method: "GET", route: "/healthz", status: 503, durationMs: 2 });
    expect(json().map((line) => line.requestId ?? line.msg)).toEqual(["r1", "r2", "after the two requests", "r3"]);
  });

  it("masks keys, webhook secrets, extended keys and provider URLs' keys in messages and errors", () => {
    const { logger, lines } = collected();
    logger.info(`key ${API_KEY} secret ${WEBHOOK_SECRET} wallet ${XPUB}`);
    logger.error(`node ${RPC_URL} refused`, new Error(`fetch ${RPC_URL} failed for ${API_KEY}`));
    logger.error("a thrown object", { apiKey: API_KEY, rpcUrl: RPC_URL });
    logger.banner?.(
      `  API key (X-API-Key) ${API_KEY}\n  webhook secret      ${WEBHOOK_SECRET}\n  merchant portal (demo@example.com / ${DEMO_PASSWORD})`,
      [DEMO_PASSWORD, ""],
    );
    const text = lines.join("\n");
    expect(text).toContain("demo@example.com / [redacted]");
    for (const secret of [API_KEY, WEBHOOK_SECRET, XPUB, DEMO_PASSWORD, "AbCdEf0123456789GhIjKlMn", "Q1w2E3r4T5y6U7i8"])
      expect(text).not.toContain(secret);
    // What is left names the thing without being it.
    expect(text).toContain("sk_live_Zx9a…[redacted]");
    expect(text).toContain("https://eth-mainnet.provider.invalid/v2/[redacted]?apikey=[redacted]");
  });

  it("leaves ordinary URLs and ids alone", () => {
    expect(maskUrl("http://127.0.0.1:8080/pay")).toBe("http://127.0.0.1:8080/pay");
    const link = "http://127.0.0.1:8080/pay?integrationId=int_8s_zo8pIVrPLiyiaUWMO1w&orderId=ord_H54hEXzijXBiKWQBptYWDQ";
    expect(maskUrl(link)).toBe(link);
    expect(maskUrl("https://node.invalid/rpc?token=short")).toBe("https://node.invalid/rpc?token=[redacted]");
    expect(scrubSecrets("order ord_1 paid: 25.00 USDT")).toBe("order ord_1 paid: 25.00 USDT");
    expect(maskUrl("https://user:pass@node.invalid/")).toBe("https://[redacted]@node.invalid/");
  });
});

describe("request lines", () => {
  it("log the method, route template, status and duration under the request id, which the answer echoes", async () => {
    const { logger, json } = collected();
    const { app, call, createPayment } = await testApp({ logger });
    const order = await createPayment();
    const read = await call("GET", `/api/v1/orders/${order.orderId}`, undefined, { "X-Request-Id": "proxy-1234.abc_Z" });
    expect(read.headers.get("x-request-id")).toBe("proxy-1234.abc_Z");
    const unsafe = await app.request("/healthz", { headers: { "X-Request-Id": `bad id <b>${"x".repeat(80)}` } });
    const made = unsafe.headers.get("x-request-id") ?? "";
    expect(made).toMatch(/^[A-Za-z0-9._-]{1,64}$/);
    const requests = json().filter((line) => line.msg === "request");
    const readLine = requests.find((line) => line.requestId === "proxy-1234.abc_Z");
    expect(readLine).toMatchObject({ level: "info", method: "GET", route: "/api/v1/orders/:orderId", status: 200 });
    expect(typeof readLine?.durationMs).toBe("number");
    expect(JSON.stringify(requests)).not.toContain(order.orderId);
    expect(requests.find((line) => line.requestId === made)).toMatchObject({ route: "/healthz", status: 200 });
    expect(JSON.stringify(requests)).not.toContain("bad id");
  });

  it("log the order read's fast lane on a socket and echo its id", async () => {
    const { logger, json } = collected();
    const { app, createPayment } = await testApp({ logger });
    const server = await listen(app, 0, "127.0.0.1");
    servers.push(server);
    const order = await createPayment();
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const read = await fetch(origin + checkoutOrderPath(INTEGRATION_ID, order.orderId), { headers: { "X-Request-Id": "page-read-1" } });
    expect(read.status).toBe(200);
    await read.text();
    expect(read.headers.get("x-request-id")).toBe("page-read-1");
    const line = json().find((entry) => entry.requestId === "page-read-1");
    expect(line).toMatchObject({ method: "GET", route: "/checkout/v1/integrations/:integrationId/orders/:orderId", status: 200 });
    // The page's poll, answered from memory at once: its 304 carries the id and is logged too,
    // and a read without an id of its own gets a made one.
    const etag = read.headers.get("etag") ?? "";
    for (const id of ["page-read-2", undefined]) {
      const cached = await fetch(origin + checkoutOrderPath(INTEGRATION_ID, order.orderId), {
        headers: { "If-None-Match": etag, ...(id ? { "X-Request-Id": id } : {}) },
      });
      expect(cached.status).toBe(304);
      const echoed = cached.headers.get("x-request-id") ?? "";
      if (id) expect(echoed).toBe(id);
      else expect(echoed).toMatch(/^[A-Za-z0-9_-]+-[0-9a-z]+$/);
      expect(json().filter((entry) => entry.requestId === echoed)).toEqual([
        expect.objectContaining({ method: "GET", route: "/checkout/v1/integrations/:integrationId/orders/:orderId", status: 304 }),
      ]);
    }
    // A held read, answered after the lane has returned: its own id still, on it alone.
    const [held, quick] = await Promise.all([
      fetch(origin + checkoutOrderPath(INTEGRATION_ID, order.orderId), {
        headers: { "If-None-Match": etag, Prefer: "wait=1", "X-Request-Id": "page-held-1" },
      }),
      fetch(origin + checkoutOrderPath(INTEGRATION_ID, order.orderId), {
        headers: { "If-None-Match": etag, "X-Request-Id": "page-read-3" },
      }),
    ]);
    expect([held.status, held.headers.get("x-request-id")]).toEqual([304, "page-held-1"]);
    expect([quick.status, quick.headers.get("x-request-id")]).toEqual([304, "page-read-3"]);
    // Through Hono on the socket too.
    const health = await fetch(`${origin}/healthz`, { headers: { "X-Request-Id": "health-1" } });
    expect(health.headers.get("x-request-id")).toBe("health-1");
  });
});

describe("the pretty format", () => {
  it("writes each event as one short line, the banner whole", () => {
    const { logger, lines } = collected("pretty");
    logger.request?.({ requestId: "r1", method: "GET", route: "/healthz", status: 200, durationMs: 1.5 });
    logger.banner?.(`  API key (X-API-Key) ${API_KEY}\n  merchant portal (demo@example.com / ${DEMO_PASSWORD})`, [DEMO_PASSWORD]);
    expect(lines[0]).toMatch(/^\d\d:\d\d:\d\d\.\d{3} INFO request requestId=r1 method=GET route=\/healthz status=200 durationMs=1.5$/);
    expect(lines[1]).toContain(API_KEY);
    expect(lines.join("\n")).toContain(DEMO_PASSWORD);
  });

  it("is the default on a terminal, JSON otherwise, and a wrong LOG_FORMAT names the setting", () => {
    expect(readLogFormat({}, true)).toBe("pretty");
    expect(readLogFormat({}, false)).toBe("json");
    expect(readLogFormat({ LOG_FORMAT: "json" }, true)).toBe("json");
    expect(() => readLogFormat({ LOG_FORMAT: "xml" }, false)).toThrow(/LOG_FORMAT=xml/);
  });
});
