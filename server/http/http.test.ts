import { describe, expect, it } from "vitest";
import { ApiErrors } from "../../src/shared/index.ts";
import { newApiKey, revokeApiKey } from "../domain/clients.ts";
import { DEMO_CLIENT_ID, INTEGRATION_ID, TEST_KEY, testApp } from "../testing.ts";
import { CONTENT_SECURITY_POLICY } from "./security-headers.ts";

describe("authentication", () => {
  const protectedRoutes: [string, string][] = [
    ["GET", "/api/v1/integrations"],
    ["GET", "/api/v1/assets"],
    ["GET", "/api/v1/exchange-rates"],
    ["POST", "/api/v1/order/payment"],
    ["POST", "/api/v1/order/deposit"],
    ["POST", "/api/v1/order/refund"],
    ["POST", "/api/v1/order/withdrawal"],
    ["POST", "/api/v1/order/send"],
    ["GET", "/api/v1/orders"],
    ["GET", "/api/v1/orders/ord_x"],
    ["GET", "/api/v1/orders/ord_x/transactions/tx_y"],
    ["POST", "/_sandbox/orders/ord_x/payments"],
    ["POST", "/_sandbox/reset"],
    ["GET", "/_sandbox/webhooks/deliveries"],
  ];

  it.each(protectedRoutes)("%s %s without a key is 401 with an error array", async (method, path) => {
    const t = await testApp();
    const res = await t.app.request(path, { method });
    expect(res.status).toBe(401);
    const errors = ApiErrors.parse(await res.json());
    expect(errors).toEqual([
      expect.objectContaining({ code: "wrongData", field: "X-API-Key", message: expect.stringContaining("missing") }),
    ]);
    expect(res.headers.get("Cache-Control"), "a 401 is not cached").toBe("no-store");
  });

  it("a wrong key, a prefix of the key and an empty key are 401, never 2xx", async () => {
    const t = await testApp();
    for (const key of ["sk_wrong", TEST_KEY.slice(0, -1), `${TEST_KEY}x`, "", TEST_KEY.toUpperCase()]) {
      const res = await t.app.request("/api/v1/assets", { headers: { "X-API-Key": key } });
      expect(res.status, key).toBe(401);
      expect((await res.json())[0].field).toBe("X-API-Key");
    }
    expect((await t.call("GET", "/api/v1/assets")).status).toBe(200);
  });

  it("accepts a key the database holds and refuses it from its revocation on", async () => {
    const t = await testApp();
    const store = t.app.services.store;
    const key = newApiKey({
      id: "key_rotated",
      clientId: DEMO_CLIENT_ID,
      name: "rotated",
      secret: "sk_test_rotated_0123456789",
      createdAt: "2026-01-01T00:00:00.000Z",
    });
    const at = { now: "2026-01-02T00:00:00.000Z" };
    await store.transaction((tx) => tx.insertApiKey(key), at);
    expect((await t.call("GET", "/api/v1/assets", undefined, { "X-API-Key": "sk_test_rotated_0123456789" })).status).toBe(200);
    await store.transaction(async (tx) => {
      const record = await tx.apiKey(DEMO_CLIENT_ID, key.id, { lock: true });
      if (record) await tx.saveApiKey(revokeApiKey(record, at.now));
    }, at);
    expect((await t.call("GET", "/api/v1/assets", undefined, { "X-API-Key": "sk_test_rotated_0123456789" })).status).toBe(401);
    expect((await t.call("GET", "/api/v1/assets")).status, "the client's other key still works").toBe(200);
  });

  it("public routes need no key", async () => {
    const t = await testApp();
    const health = await t.app.request("/healthz");
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ ok: true, heldReads: 0 });
    expect((await t.app.request("/")).status).toBe(200);
  });
});

describe("routing and bodies", () => {
  it("answers the removed send endpoint with 410 pointing to withdrawal and refund", async () => {
    const t = await testApp();
    const res = await t.call("POST", "/api/v1/order/send", { amount: "1" });
    expect(res.status).toBe(410);
    const [error] = ApiErrors.parse(await res.json());
    expect(error?.message).toContain("/api/v1/order/withdrawal");
    expect(error?.message).toContain("/api/v1/order/refund");
  });

  it("unknown routes are 404 with the error array", async () => {
    const t = await testApp();
    for (const path of ["/api/v1/nope", "/nope", "/api/v2/orders", "/_sandbox/nope"]) {
      const res = await t.call("GET", path);
      expect(res.status, path).toBe(404);
      expect(ApiErrors.parse(await res.json())[0]?.field).toBe("path");
    }
  });

  it("wrong methods are 405 with an Allow header", async () => {
    const t = await testApp();
    const del = await t.call("DELETE", "/api/v1/orders");
    expect(del.status).toBe(405);
    expect(del.headers.get("Allow")).toBe("GET, HEAD");
    expect((await del.json())[0]).toMatchObject({ code: "wrongData", field: "method" });
    const get = await t.call("GET", "/api/v1/order/payment");
    expect(get.status).toBe(405);
    expect(get.headers.get("Allow")).toBe("POST");
    const put = await t.call("PUT", "/api/v1/orders/ord_1");
    expect(put.status).toBe(405);
    const healthPost = await t.app.request("/healthz", { method: "POST" });
    expect(healthPost.status).toBe(405);
  });

  it("malformed JSON, a non-JSON content type and a non-object body are 400", async () => {
    const t = await testApp();
    const malformed = await t.call("POST", "/api/v1/order/deposit", '{"integrationId": ');
    expect(malformed.status).toBe(400);
    expect((await malformed.json())[0]).toMatchObject({
      code: "wrongData",
      field: "body",
      message: expect.stringContaining("not valid JSON"),
    });

    const form = await t.app.request("/api/v1/order/deposit", {
      method: "POST",
      headers: { "X-API-Key": TEST_KEY, "Content-Type": "application/x-www-form-urlencoded" },
      body: "integrationId=x",
    });
    expect(form.status).toBe(400);
    expect((await form.json())[0]).toMatchObject({ field: "Content-Type" });

    const array = await t.call("POST", "/api/v1/order/deposit", "[1,2]");
    expect(array.status).toBe(400);
    expect((await array.json())[0].message).toContain("JSON object");

    const charset = await t.call(
      "POST",
      "/api/v1/order/deposit",
      { integrationId: INTEGRATION_ID, assetId: "TRX", customer: { type: "individual", firstName: "A", lastName: "B" } },
      {
        "Content-Type": "application/json; charset=utf-8",
      },
    );
    expect(charset.status).toBe(201);
  });

  it("refuses bodies over 64 KiB with 413", async () => {
    const t = await testApp();
    const res = await t.call("POST", "/api/v1/order/deposit", { padding: "x".repeat(70_000) });
    expect(res.status).toBe(413);
    expect(Array.isArray(await res.json())).toBe(true);
  });

  it("API answers are not cacheable", async () => {
    const t = await testApp();
    expect((await t.call("GET", "/api/v1/assets")).headers.get("Cache-Control")).toBe("no-store");
  });
});

describe("security headers", () => {
  const check = (res: Response) => {
    expect(res.headers.get("Content-Security-Policy")).toBe(CONTENT_SECURITY_POLICY);
    expect(res.headers.get("Referrer-Policy")).toBe("no-referrer");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("X-Frame-Options")).toBeNull();
  };

  it("are on successes, errors, 401, 404, 405 and the page's 503", async () => {
    const t = await testApp();
    check(await t.call("GET", "/api/v1/assets"));
    check(await t.call("POST", "/api/v1/order/payment", "{"));
    check(await t.app.request("/api/v1/assets"));
    check(await t.call("GET", "/missing"));
    check(await t.call("PATCH", "/api/v1/assets"));
    check(await t.app.request("/pay"));
    check(await t.app.request("/healthz"));
    check(await t.app.request("/checkout/v1/integrations/x/orders/y"));
  });

  it("CSP allows framing (widget), nothing inline, and requires Trusted Types", () => {
    const directives = new Map(
      CONTENT_SECURITY_POLICY.split(";").map((d) => {
        const [name = "", ...values] = d.trim().split(/\s+/);
        return [name, values.join(" ")] as const;
      }),
    );
    expect(directives.get("frame-ancestors")).toBe("*");
    expect(directives.get("script-src")).toBe("'self'");
    expect(directives.get("style-src")).toBe("'self'");
    expect(directives.get("default-src")).toBe("'none'");
    expect(directives.get("require-trusted-types-for")).toBe("'script'");
    expect(directives.get("trusted-types")).toBe("'none'");
    expect(CONTENT_SECURITY_POLICY).not.toContain("unsafe");
  });
});

describe("unexpected errors", () => {
  it("become 500 unknownError arrays and are logged through the injected logger", async () => {
    const logged: string[] = [];
    const t = await testApp({ logger: { info: () => {}, error: (message) => logged.push(message) } });
    t.app.get("/boom", () => {
      throw new Error("kaboom");
    });
    const res = await t.app.request("/boom");
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual([expect.objectContaining({ code: "unknownError" })]);
    expect(logged).toHaveLength(1);
  });
});
