// Per-client limits on the public order read and the sandbox routes.
import { describe, expect, it, vi } from "vitest";
import { ERROR_CODES, checkoutOrderPath } from "../../src/shared/index.ts";
import { INTEGRATION_ID, ORIGIN, TEST_KEY, offlineLookup, testApp, testRepository } from "../testing.ts";
import type { AddressInfo } from "node:net";
import type { Context } from "hono";
import { addressKey, clientKey, clientKeyOf, connectionClientKey, forwardedAddress } from "./client-key.ts";
import { listen } from "./listen.ts";
import { SECURITY_HEADERS } from "./security-headers.ts";

const limits = { orderRead: { limit: 3, windowMs: 60_000 }, sandbox: { limit: 2, windowMs: 60_000 } };

function app(extra: Record<string, unknown> = {}) {
  return testApp({ config: { publicOrigin: ORIGIN, distDir: null, lookup: offlineLookup, rateLimits: limits, ...extra } });
}

/** A request from the TCP peer `peer`, as @hono/node-server passes it to the app. */
function from(t: Awaited<ReturnType<typeof testApp>>, path: string, peer: string, init: RequestInit = {}) {
  return t.app.request(path, init, { incoming: { socket: { remoteAddress: peer } } });
}

async function expectLimited(res: Response): Promise<void> {
  expect(res.status).toBe(429);
  expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
  expect(res.headers.get("Cache-Control")).toBe("no-store");
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(name), name).toBe(value);
  const errors = (await res.json()) as { code: string; field: string; message: string }[];
  expect(errors).toEqual([{ code: "limitExceeded", field: "", message: expect.stringContaining("Retry-After") }]);
  expect(ERROR_CODES).toContain(errors[0]?.code);
}

describe("the order read's per-client limit", () => {
  it("answers 429 with Retry-After past the limit, for that client only", async () => {
    const t = await app();
    const path = checkoutOrderPath(INTEGRATION_ID, (await t.createPayment()).orderId);
    for (let i = 0; i < 3; i++) expect((await from(t, path, "203.0.113.9")).status).toBe(200);
    await expectLimited(await from(t, path, "203.0.113.9"));
    expect((await from(t, path, "198.51.100.1")).status).toBe(200);
  });

  it("counts unknown orders too (a prober is one client)", async () => {
    const t = await app();
    for (let i = 0; i < 3; i++) expect((await from(t, checkoutOrderPath(INTEGRATION_ID, `ord_guess${i}`), "203.0.113.9")).status).toBe(404);
    await expectLimited(await from(t, checkoutOrderPath(INTEGRATION_ID, "ord_guess9"), "203.0.113.9"));
  });

  it("does not believe X-Forwarded-For by default", async () => {
    const t = await app();
    const path = checkoutOrderPath(INTEGRATION_ID, (await t.createPayment()).orderId);
    for (let i = 0; i < 3; i++) await from(t, path, "203.0.113.9", { headers: { "X-Forwarded-For": `10.0.0.${i}` } });
    await expectLimited(await from(t, path, "203.0.113.9", { headers: { "X-Forwarded-For": "10.0.0.99" } }));
  });

  it("with TRUST_PROXY=1, takes the client from the address the proxy appended", async () => {
    const t = await app({ trustProxy: 1 });
    const path = checkoutOrderPath(INTEGRATION_ID, (await t.createPayment()).orderId);
    for (let i = 0; i < 3; i++) await from(t, path, "10.0.0.1", { headers: { "X-Forwarded-For": "spoofed, 203.0.113.9" } });
    await expectLimited(await from(t, path, "10.0.0.1", { headers: { "X-Forwarded-For": "203.0.113.9" } }));
    expect((await from(t, path, "10.0.0.1", { headers: { "X-Forwarded-For": "203.0.113.9, 198.51.100.1" } })).status).toBe(200);
  });
});

describe("the order read's limit over a real socket (the fast lane before Hono)", () => {
  // The read is served on node:http before Hono's middleware (http/node-listener.ts); the
  // limit must hold there too, counted in the same store as the middleware's.
  it("answers the fourth read of one client with the 429", async () => {
    const t = await app();
    const path = checkoutOrderPath(INTEGRATION_ID, (await t.createPayment()).orderId);
    const server = await listen(t.app, 0, "127.0.0.1");
    try {
      const { port } = server.address() as AddressInfo;
      const url = `http://127.0.0.1:${port}${path}`;
      for (let i = 0; i < 3; i++) expect((await fetch(url)).status).toBe(200);
      await expectLimited(await fetch(url));
    } finally {
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    }
  });
});

describe("the sandbox routes' per-client limit", () => {
  it("answers 429 past the limit, with or without the key", async () => {
    const t = await app();
    const headers = { "X-API-Key": TEST_KEY };
    expect((await from(t, "/_sandbox/webhooks/deliveries", "203.0.113.9", { headers })).status).toBe(200);
    expect((await from(t, "/_sandbox/webhooks/deliveries", "203.0.113.9")).status).toBe(401);
    await expectLimited(await from(t, "/_sandbox/webhooks/deliveries", "203.0.113.9", { headers }));
  });

  it("leaves the API alone", async () => {
    const t = await app();
    for (let i = 0; i < 5; i++)
      expect((await from(t, "/api/v1/assets", "203.0.113.9", { headers: { "X-API-Key": TEST_KEY } })).status).toBe(200);
  });
});

describe("addressKey", () => {
  it("is the IPv4 address, the IPv4 of a mapped address, and the /64 of an IPv6 address", () => {
    expect(addressKey("203.0.113.9")).toBe("203.0.113.9");
    expect(addressKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(addressKey("2001:db8:1:2:aaaa::1")).toBe(addressKey("2001:db8:1:2:bbbb::2"));
    expect(addressKey("2001:db8:1:2::1")).not.toBe(addressKey("2001:db8:1:3::1"));
  });

  it("maps a mapped address written in hex to its IPv4 address, and keys the rest of ::/64 whole", () => {
    expect(addressKey("::ffff:0102:0304")).toBe("1.2.3.4");
    expect(addressKey("::FFFF:cb00:7109")).toBe("203.0.113.9");
    expect(addressKey("0:0:0:0:0:ffff:102:304")).toBe("1.2.3.4");
    // IPv4-compatible and IPv4-translated addresses: each its own client, never one shared ::/64.
    expect(addressKey("::0102:0304")).not.toBe(addressKey("::0102:0305"));
    expect(addressKey("::ffff:0:102:304")).not.toBe(addressKey("::ffff:0:102:305"));
  });
});

describe("X-Forwarded-For entries behind TRUST_PROXY", () => {
  it("reads an address with a port or in brackets, as proxies write them", () => {
    expect(forwardedAddress("10.0.0.1:5555")).toBe("10.0.0.1");
    expect(forwardedAddress("[2001:db8::1]:443")).toBe("2001:db8::1");
    expect(forwardedAddress("[2001:db8::1]")).toBe("2001:db8::1");
    expect(forwardedAddress("2001:db8::1")).toBe("2001:db8::1");
    expect(forwardedAddress("203.0.113.9")).toBe("203.0.113.9");
    for (const junk of ["unknown", "[10.0.0.1]", "host.example:80", "10.0.0.1:", "[2001:db8::1]:x", ""])
      expect(forwardedAddress(junk), junk).toBeNull();
  });

  it("gives each such client its own bucket, not the proxy's", () => {
    const proxy = "10.9.9.9";
    expect(clientKeyOf(proxy, "198.51.100.7:5555", 1)).toBe("198.51.100.7");
    expect(clientKeyOf(proxy, "[2001:db8:1:2::1]:443", 1)).toBe(addressKey("2001:db8:1:2::1"));
    expect(clientKeyOf(proxy, "spoofed, [2001:db8:1:3::1]", 1)).toBe(addressKey("2001:db8:1:3::1"));
    expect(clientKeyOf(proxy, "garbage", 1)).toBe(proxy);
    // Mapped addresses in hex from a trusted proxy: one bucket each, as their IPv4 forms.
    expect(clientKeyOf(proxy, "::ffff:0102:0304", 1)).toBe("1.2.3.4");
    expect(clientKeyOf(proxy, "[::ffff:0506:0708]:443", 1)).toBe("5.6.7.8");
  });
});

describe("connectionClientKey", () => {
  it("is clientKeyOf of the connection's peer, and follows each request's X-Forwarded-For behind a trusted proxy", () => {
    const connection = { remoteAddress: "::ffff:10.0.0.1" };
    expect(connectionClientKey(connection, undefined, 0)).toBe(clientKeyOf("::ffff:10.0.0.1", undefined, 0));
    // Without a trusted proxy the header is not the client's to choose.
    expect(connectionClientKey(connection, "203.0.113.9", 0)).toBe("10.0.0.1");
    const proxied = { remoteAddress: "10.0.0.2" };
    expect(connectionClientKey(proxied, "203.0.113.9", 1)).toBe("203.0.113.9");
    expect(connectionClientKey(proxied, "198.51.100.1", 1)).toBe("198.51.100.1");
    expect(connectionClientKey(proxied, "198.51.100.1", 1)).toBe("198.51.100.1");
  });
});

describe("wrong API keys per client address", () => {
  const guarded = async () => {
    const store = await testRepository();
    const lookups = vi.spyOn(store, "keyHolder");
    const t = await testApp({
      store,
      config: { publicOrigin: ORIGIN, distDir: null, lookup: offlineLookup, rateLimits: { keyFailures: { limit: 3, windowMs: 60_000 } } },
    });
    return { t, lookups };
  };

  it("stops a guesser before its key is looked up, on /api/v1 and /_sandbox alike, while the right key from another address works", async () => {
    const { t, lookups } = await guarded();
    const guess = (peer: string, key: string, path = "/api/v1/assets") => from(t, path, peer, { headers: { "X-API-Key": key } });
    expect((await guess("2001:db8:1:2::1", "sk_guess_1")).status).toBe(401);
    expect((await guess("2001:db8:1:2::2", "sk_guess_2", "/_sandbox/webhooks/deliveries")).status).toBe(401);
    expect((await guess("2001:db8:1:2::3", "sk_guess_3")).status).toBe(401);
    const before = lookups.mock.calls.length;
    // Same /64, another address in it: the same client, refused without a lookup, right key or not.
    for (const key of ["sk_guess_4", TEST_KEY]) {
      const res = await guess("2001:db8:1:2::4", key);
      expect(res.status).toBe(429);
      expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect(res.headers.get("Cache-Control")).toBe("no-store");
      expect(await res.json()).toEqual([
        { code: "limitExceeded", field: "X-API-Key", message: expect.stringContaining("RATE_LIMIT_KEY_FAILURES") },
      ]);
    }
    expect((await guess("2001:db8:1:2::5", "sk_guess_5", "/_sandbox/webhooks/deliveries")).status).toBe(429);
    expect(lookups.mock.calls.length).toBe(before);
    // The right key from another /64 and from an IPv4 client is served as usual.
    expect((await guess("2001:db8:1:3::1", TEST_KEY)).status).toBe(200);
    expect((await guess("203.0.113.9", TEST_KEY)).status).toBe(200);
  });

  it("never counts good keys or a missing key", async () => {
    const { t } = await guarded();
    for (let i = 0; i < 10; i++)
      expect((await from(t, "/api/v1/assets", "203.0.113.9", { headers: { "X-API-Key": TEST_KEY } })).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await from(t, "/api/v1/assets", "203.0.113.9")).status).toBe(401);
    expect((await from(t, "/api/v1/assets", "203.0.113.9", { headers: { "X-API-Key": "sk_wrong" } })).status).toBe(401);
    expect((await from(t, "/api/v1/assets", "203.0.113.9", { headers: { "X-API-Key": TEST_KEY } })).status).toBe(200);
  });

  it("names a request's client from Node's own headers, never building Hono's Headers (every API call asks, for its wrong-key counter)", () => {
    const incoming = { socket: { remoteAddress: "192.0.2.1" }, headers: { "x-forwarded-for": "198.51.100.7" } };
    const c = {
      env: { incoming },
      req: {
        header: () => {
          throw new Error("c.req.header() builds a Headers object of the whole request");
        },
      },
    } as unknown as Context;
    expect(clientKey(c, 0)).toBe("192.0.2.1");
    expect(clientKey(c, 1)).toBe("198.51.100.7");
  });
});
