// Property-based fuzzing of every route: random bodies, headers, query strings and paths through
// app.request(), and a few through a real socket. Whatever arrives, the service answers: never a
// 5xx, a 4xx always in the spec's error-array shape, the security headers on everything, nothing
// logged as a server error, and an answer within ANSWER_MS (a hang detector, not a speed test).
// Run over SQLite (server/fuzz/fuzz.test.ts) and over PostgreSQL (server/fuzz/fuzz-on-postgres.test.ts), whose text
// cannot hold NUL: what one database takes and the other refuses must not be a 500.
//
// Short and reproducible in `npm test` (fixed seed, FUZZ_RUNS runs per property, default 200);
// `npm run fuzz` runs many more (FUZZ_RUNS, default 3000, a random seed unless FUZZ_SEED is set). A
// failure prints the seed and the counterexample's path: FUZZ_SEED=<seed> replays it.
import { copyFile, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERROR_CODES, checkoutOrderPath } from "../../src/shared/index.ts";
import { listen } from "../../server/http/listen.ts";
import { SECURITY_HEADERS } from "../../server/http/security-headers.ts";
import type { Logger } from "../../server/http/logger.ts";
import type { Repository } from "../../server/store/index.ts";
import { CUSTOMER, INTEGRATION_ID, ORIGIN, TEST_KEY, TRON_DESTINATION, offlineLookup, testApp } from "../../server/testing.ts";
import { sendRaw } from "./raw-http.ts";

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const SEED = process.env.FUZZ_SEED !== undefined ? Number(process.env.FUZZ_SEED) : process.env.FUZZ_RUNS ? Date.now() : 13;
const ANSWER_MS = 5_000;
// The long run needs time; the short one stays well under vitest's default.
const TIMEOUT = Math.max(30_000, RUNS * 200);

/**
 * The fuzz suite over the store `openStore` gives (default: a fresh in-memory SQLite database).
 * `runs` overrides the runs per property.
 */
export function fuzzEveryRoute(openStore?: () => Promise<Repository>, runs = RUNS): void {
  const options = { numRuns: runs, seed: SEED, endOnFailure: true } as const;
  let dist: string;
  /** What the app logged as errors: stays empty. */
  const logged: string[] = [];
  const recording: Logger = { info: () => {}, error: (message) => void logged.push(message) };
  let t: Awaited<ReturnType<typeof testApp>>;
  /** Orders the fuzzed requests refer to. faultTarget is only ever named by /_sandbox/faults bodies. */
  let ids: { paid: string; deposit: string; payment: string; faultTarget: string };

  beforeAll(async () => {
    // A dist/ with the page template and an embed script, so no route answers "not built" (503).
    dist = await mkdtemp(join(tmpdir(), "fuzz-dist-"));
    await mkdir(join(dist, "checkout", "assets"), { recursive: true });
    await mkdir(join(dist, "embed"), { recursive: true });
    await copyFile(join(import.meta.dirname, "..", "..", "index.html"), join(dist, "checkout", "index.html"));
    await writeFile(join(dist, "embed", "embed.js"), "void 0;");
    await writeFile(join(dist, "embed", "embed.mjs"), "export default {};");
    await writeFile(join(dist, "checkout", "assets", "app-1234.js"), "void 0;");
    const store = await openStore?.();
    t = await testApp({
      config: { publicOrigin: ORIGIN, distDir: dist, faultHangMs: 50, lookup: offlineLookup },
      logger: recording,
      ...(store ? { store } : {}),
    });
    const paid = await t.paidOrder("100");
    const deposit = await t.createDeposit();
    const payment = await t.createPayment();
    const faultTarget = await t.createPayment();
    ids = { paid: paid.orderId, deposit: deposit.orderId, payment: payment.orderId, faultTarget: faultTarget.orderId };
  });

  afterAll(async () => {
    await rm(dist, { recursive: true, force: true });
  });

  function within<T>(promise: Promise<T>, what: string): Promise<T> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ANSWER_MS} ms: ${what}`)), ANSWER_MS);
    });
    return Promise.race([promise, late]).finally(() => clearTimeout(timer));
  }

  /** What every answer must be, whatever was asked. */
  async function expectSound(res: Response, what: string): Promise<void> {
    expect(res.status, what).toBeLessThan(500);
    for (const name of Object.keys(SECURITY_HEADERS)) expect(res.headers.has(name), `${name} on ${what}`).toBe(true);
    const text = await res.text();
    // A HEAD answer has the GET answer's headers and no body.
    if (res.status < 400 || what.startsWith("HEAD ")) return;
    let body: unknown;
    expect(() => (body = JSON.parse(text)), `a JSON body on ${res.status} ${what}`).not.toThrow();
    expect(Array.isArray(body), `an error array on ${res.status} ${what}`).toBe(true);
    expect((body as unknown[]).length).toBeGreaterThan(0);
    for (const error of body as { code: unknown; field: unknown; message: unknown }[]) {
      expect(ERROR_CODES, what).toContain(error.code);
      expect(typeof error.field, what).toBe("string");
      expect(typeof error.message, what).toBe("string");
    }
  }

  async function request(method: string, path: string, init: { headers?: Record<string, string>; body?: string } = {}): Promise<void> {
    const what = `${method} ${path}`;
    // The answer and its whole body within the bound.
    const answered = async () => {
      const res = await t.app.request(path, {
        method,
        headers: init.headers ?? {},
        ...(init.body !== undefined && method !== "GET" && method !== "HEAD" ? { body: init.body } : {}),
      });
      await expectSound(res, what);
      // A client's input, however malformed, is the client's error: never logged as the server's.
      expect(logged, what).toEqual([]);
    };
    await within(answered(), what);
  }

  // ---- arbitraries ----------------------------------------------------------------------------

  const printable = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 40 });
  const anyText = fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: "binary", maxLength: 40 }), printable);
  const tricky = fc.constantFrom(
    "",
    " ",
    "\u0000",
    "a\u0000b",
    "0",
    "-1",
    "1e309",
    "NaN",
    "__proto__",
    "constructor",
    "%",
    "%zz",
    "%00",
    "\u202E",
    "..",
    "../..",
    "null",
    "[]",
    "{}",
    "\uFFFF",
    "\uD800",
  );
  const anyJson = fc.jsonValue({ maxDepth: 4 });
  const deepJson = fc.integer({ min: 100, max: 5_000 }).map((depth) => `${"[".repeat(depth)}${"]".repeat(depth)}`);

  interface BodyRoute {
    method: string;
    path: () => string;
    valid: () => Record<string, unknown>;
  }

  /** Every route that takes a body (server/http/garbage-bodies.test.ts checks the list is complete). */
  const BODY_ROUTES: BodyRoute[] = [
    {
      method: "POST",
      path: () => "/api/v1/order/payment",
      valid: () => ({ integrationId: INTEGRATION_ID, amount: "10", assetId: "USDT_TRC20", customer: CUSTOMER }),
    },
    {
      method: "POST",
      path: () => "/api/v1/order/deposit",
      valid: () => ({ integrationId: INTEGRATION_ID, assetId: "USDT_TRC20", customer: CUSTOMER }),
    },
    {
      method: "POST",
      path: () => "/api/v1/order/refund",
      valid: () => ({ refundOrderId: ids.paid, amount: "0.5", assetId: "USDT_TRC20", destinationAddress: TRON_DESTINATION }),
    },
    {
      method: "POST",
      path: () => "/api/v1/order/withdrawal",
      valid: () => ({
        integrationId: INTEGRATION_ID,
        amount: "0.5",
        assetId: "USDT_TRC20",
        destinationAddress: TRON_DESTINATION,
        customer: CUSTOMER,
      }),
    },
    { method: "POST", path: () => "/api/v1/order/send", valid: () => ({ amount: "1" }) },
    { method: "POST", path: () => `/_sandbox/orders/${ids.deposit}/payments`, valid: () => ({ amount: "5" }) },
    { method: "POST", path: () => "/_sandbox/integrations", valid: () => ({ name: "Fuzz shop", url: "https://fuzz.example" }) },
    {
      method: "PUT",
      path: () => `/_sandbox/integrations/${INTEGRATION_ID}/webhook`,
      valid: () => ({ callbackUrl: "https://fuzz.example/hooks", orderTypes: ["Payment"] }),
    },
    {
      method: "PUT",
      path: () => `/_sandbox/integrations/${INTEGRATION_ID}/embedding`,
      valid: () => ({ allowedOrigins: ["https://fuzz.example"] }),
    },
    { method: "POST", path: () => "/_sandbox/faults", valid: () => ({ orderId: ids.faultTarget, failures: ["error500"] }) },
    { method: "POST", path: () => "/_sandbox/reset", valid: () => ({}) },
  ];

  /** A valid body with one field replaced, removed or added. */
  const mutatedBody = (route: BodyRoute) =>
    fc
      .tuple(
        fc.oneof(fc.constantFrom(...Object.keys(route.valid()), "x"), anyText),
        fc.option(fc.oneof(anyJson, tricky), { nil: undefined }),
      )
      .map(([key, value]) => {
        const body: Record<string, unknown> = route.valid();
        if (value === undefined) delete body[key];
        else body[key] = value;
        return JSON.stringify(body);
      });

  const bodyText = (route: BodyRoute) =>
    fc.oneof(
      { weight: 4, arbitrary: mutatedBody(route) },
      { weight: 2, arbitrary: anyJson.map((value) => JSON.stringify(value)) },
      { weight: 1, arbitrary: deepJson },
      { weight: 1, arbitrary: anyText },
    );

  const contentType = fc.oneof(
    { weight: 6, arbitrary: fc.constant("application/json") },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        "text/plain",
        "application/x-www-form-urlencoded",
        "application/merge-patch+json",
        "application/json; charset=utf-16",
        "",
      ),
    },
    { weight: 1, arbitrary: printable },
  );

  const GET_PATHS = () => [
    "/",
    "/healthz",
    "/api/v1/integrations",
    "/api/v1/assets",
    "/api/v1/exchange-rates",
    "/api/v1/orders",
    `/api/v1/orders/${ids.paid}`,
    `/api/v1/orders/${ids.paid}/transactions/tx_x`,
    `/_sandbox/integrations/${INTEGRATION_ID}/balances`,
    "/_sandbox/webhooks/deliveries",
    checkoutOrderPath(INTEGRATION_ID, ids.payment),
    "/pay",
    "/embed.js",
    "/embed.mjs",
    "/assets/app-1234.js",
  ];

  const QUERY_KEYS = ["page", "perPage", "status", "type", "externalId", "amount", "currency", "orderId", "integrationId", "lang", "theme"];

  const query = fc
    .array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_KEYS), anyText), fc.oneof(anyText, tricky, fc.integer().map(String))), {
      maxLength: 5,
    })
    .map((pairs) => {
      const params = new URLSearchParams();
      for (const [key, value] of pairs) params.append(key, value);
      return params.toString();
    });

  const rawQuery = fc
    .array(
      fc.oneof(
        tricky,
        printable.map((text) => text.replace(/[#\s]/g, "")),
      ),
      { maxLength: 4 },
    )
    .map((parts) => parts.join("&"));

  /** Percent-encoded; a lone surrogate (which has no UTF-8 form) becomes U+FFFD first. */
  const encode = (text: string) => encodeURIComponent(text.replace(/\p{Surrogate}/gu, "\uFFFD"));

  const segment = fc.oneof(
    anyText.map(encode),
    tricky.map(encode),
    fc.constantFrom(
      "..",
      ".",
      "%2e%2e",
      "%2F",
      "%00",
      "%ff",
      "%E2%80%AE",
      "ord_x",
      "int_seed",
      "__proto__",
      "payments",
      "webhook",
      "orders",
      "transactions",
    ),
  );

  const PREFIXES = [
    "",
    "/api/v1",
    "/api/v1/orders",
    "/api/v1/order",
    "/_sandbox",
    "/_sandbox/orders",
    "/_sandbox/integrations",
    "/checkout/v1",
    "/checkout/v1/integrations",
    "/pay",
    "/assets",
  ];

  const path = fc
    .tuple(fc.constantFrom(...PREFIXES), fc.array(segment, { minLength: 0, maxLength: 4 }))
    .map(([prefix, segments]) => `${prefix}/${segments.join("/")}`);

  const method = fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS");

  const HEADER_NAMES = [
    "Accept",
    "Accept-Language",
    "Accept-Encoding",
    "Content-Type",
    "If-None-Match",
    "If-Modified-Since",
    "Prefer",
    "Range",
    "Origin",
    "Cookie",
    "X-Forwarded-For",
    "Sec-Fetch-Site",
    "Idempotency-Key",
  ];

  /** A header value as fetch accepts it: no CR, LF or NUL; If-None-Match never "*" (a held long poll). */
  const headerValue = fc.oneof(
    printable,
    fc.constantFrom("", "*/*", "wait=0", "wait=-1", "wait=abc", "br;q=2", 'W/"x"', '"etag"', "bytes=0-", "en;q=0.9,ar;q=x"),
  );

  const headers = fc
    .tuple(
      fc.dictionary(fc.constantFrom(...HEADER_NAMES), headerValue, { maxKeys: 5 }),
      fc.constantFrom(TEST_KEY, "", "sk_wrong", "x".repeat(300)),
    )
    .map(([dictionary, key]) => {
      const result: Record<string, string> = {};
      for (const [name, value] of Object.entries(dictionary)) {
        if (name === "If-None-Match" && value.trim() === "*") continue;
        if (name === "Prefer" && /wait/.test(value)) {
          result.Prefer = "wait=0";
          continue;
        }
        result[name] = value;
      }
      if (key !== "") result["X-API-Key"] = key;
      return result;
    });

  // ---- properties -----------------------------------------------------------------------------

  describe("fuzzing every route", () => {
    it(
      "bodies: every body route, any JSON, mutated valid bodies, deep nesting, any text and content type",
      async () => {
        await fc.assert(
          fc.asyncProperty(
            fc.constantFrom(...BODY_ROUTES).chain((route) => fc.tuple(fc.constant(route), bodyText(route), contentType)),
            async ([route, body, type]) => {
              await request(route.method, route.path(), {
                headers: { "X-API-Key": TEST_KEY, ...(type ? { "Content-Type": type } : {}) },
                body,
              });
            },
          ),
          options,
        );
      },
      TIMEOUT,
    );

    it(
      "query strings: every GET route with any parameters, encoded or raw",
      async () => {
        await fc.assert(
          fc.asyncProperty(fc.constantFrom(...GET_PATHS()), fc.oneof(query, rawQuery), async (route, search) => {
            await request("GET", search ? `${route}?${search}` : route, { headers: { "X-API-Key": TEST_KEY } });
          }),
          options,
        );
      },
      TIMEOUT,
    );

    it(
      "paths: any method on any path under every prefix",
      async () => {
        await fc.assert(
          fc.asyncProperty(method, path, fc.option(anyText, { nil: undefined }), async (verb, target, body) => {
            await request(verb, target, {
              headers: { "X-API-Key": TEST_KEY, "Content-Type": "application/json" },
              ...(body === undefined ? {} : { body }),
            });
          }),
          options,
        );
      },
      TIMEOUT,
    );

    it(
      "headers: any of the headers the service reads, with any value, on any route",
      async () => {
        await fc.assert(
          fc.asyncProperty(fc.constantFrom(...GET_PATHS(), "/api/v1/order/payment"), headers, async (route, given) => {
            const verb = route === "/api/v1/order/payment" ? "POST" : "GET";
            await request(verb, route, { headers: given, ...(verb === "POST" ? { body: JSON.stringify(BODY_ROUTES[0]?.valid()) } : {}) });
          }),
          options,
        );
      },
      TIMEOUT,
    );
  });

  describe("fuzzing through a real socket", () => {
    let server: Server;
    let port: number;

    beforeAll(async () => {
      server = await listen(t.app.fetch, 0, "127.0.0.1");
      port = (server.address() as AddressInfo).port;
    });
    afterAll(async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    });

    const raw = (bytes: Uint8Array) => sendRaw(port, bytes);

    const requestLine = fc.tuple(
      method,
      fc.oneof(path, fc.constantFrom("*", "http://x/", "//", "/\\\\x", "/%")),
      fc.constantFrom("HTTP/1.1", "HTTP/1.0", "HTTP/2", "HTTX/1.1", ""),
    );
    const headerLines = fc.array(
      fc.tuple(fc.oneof(fc.constantFrom(...HEADER_NAMES, "Host", "Transfer-Encoding"), printable), fc.oneof(printable, anyText)),
      {
        maxLength: 4,
      },
    );

    it(
      "raw requests: any request line and header lines; answers (if any) are never 5xx and carry the headers",
      async () => {
        await fc.assert(
          fc.asyncProperty(requestLine, headerLines, fc.uint8Array({ maxLength: 64 }), async ([verb, target, version], lines, junk) => {
            const head = `${verb} ${target} ${version}\r\nHost: 127.0.0.1\r\n${lines.map(([name, value]) => `${name}: ${value}\r\n`).join("")}Connection: close\r\n\r\n`;
            const bytes = Buffer.concat([Buffer.from(head, "utf8"), junk]);
            const answer = await within(raw(bytes), JSON.stringify(head));
            if (answer.status === null) return;
            expect(answer.status, head).toBeLessThan(500);
            expect(answer.head, head).toContain("content-security-policy:");
            expect(answer.head, head).toContain("x-content-type-options: nosniff");
          }),
          options,
        );
      },
      TIMEOUT,
    );
  });
}
