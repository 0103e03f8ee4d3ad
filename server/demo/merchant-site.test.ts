import { describe, expect, it, vi } from "vitest";
import { widgetCode } from "../../src/shared/widget-code.ts";
import { createMerchantSite, type MerchantSiteOptions } from "./merchant-site.ts";

const SERVICE = "http://127.0.0.1:4310";
const KEY = "sk_test_secret_key_123";
const DEMO = "http://localhost";

function site(answer: (body: Record<string, unknown>) => Response = created, limits?: MerchantSiteOptions["limits"]) {
  const fetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => answer(JSON.parse(String(init?.body))));
  const app = createMerchantSite({
    serviceOrigin: SERVICE,
    apiKey: KEY,
    integrationId: "int_1",
    fetch: fetch as typeof globalThis.fetch,
    ...(limits ? { limits } : {}),
  });
  return { app, fetch };
}

let counter = 0;
function created(): Response {
  counter += 1;
  const paymentLink = `${SERVICE}/pay?integrationId=int_1&orderId=ord_${counter}`;
  return Response.json(
    { orderId: `ord_${counter}`, paymentLink, widgetCode: widgetCode(paymentLink), paymentAddress: "TXYZ" },
    { status: 201 },
  );
}

/** The shop's own form, as the browser posts it: same origin. */
function createOrders(
  app: { request: (path: string, init?: RequestInit, env?: unknown) => Response | Promise<Response> },
  headers: Record<string, string> = {},
  peer = "203.0.113.1",
) {
  return app.request(
    "/orders",
    {
      method: "POST",
      headers: { Origin: DEMO, "Sec-Fetch-Site": "same-origin", "Content-Type": "application/x-www-form-urlencoded", ...headers },
    },
    { incoming: { socket: { remoteAddress: peer } } },
  );
}

const link = (orderId: string) => `${SERVICE}/pay?integrationId=int_1&orderId=${orderId}`;

describe("the demo merchant site", () => {
  it("creates two orders with the key on the server on a POST, and shows both ways without the key", async () => {
    const { app, fetch } = site();
    const posted = await createOrders(app);
    expect(posted.status).toBe(303);
    const location = posted.headers.get("Location") ?? "";
    expect(location).toMatch(/^\/orders\?widget=ord_\d+&script=ord_\d+$/);
    const response = await app.request(location);
    const html = await response.text();

    expect(response.status).toBe(200);
    expect(fetch).toHaveBeenCalledTimes(2);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(`${SERVICE}/api/v1/order/payment`);
    expect(new Headers(init?.headers).get("X-API-Key")).toBe(KEY);
    expect(JSON.parse(String(init?.body))).toMatchObject({
      integrationId: "int_1",
      assetId: "USDT_TRC20",
      customer: { type: "individual" },
    });

    expect(html).not.toContain(KEY);
    expect(html).toMatch(/<iframe src="http:\/\/127\.0\.0\.1:4310\/pay\?integrationId=int_1&#38;orderId=ord_\d+" width="100%"/);
    expect(html).toMatch(/data-crypto-checkout="http:\/\/127\.0\.0\.1:4310\/pay\?integrationId=int_1&#38;orderId=ord_\d+"/);
    expect(html).toContain(`<script src="${SERVICE}/embed.js" defer></script>`);
    expect(html).not.toMatch(/<script>|<style>|\sstyle="|\son\w+="/);
  });

  it("serves its pages under a strict policy that allows the service's script and frames only", async () => {
    const { app } = site();
    const response = await app.request(`/embed/script?paymentLink=${encodeURIComponent(link("ord_9"))}`);
    const csp = response.headers.get("Content-Security-Policy");
    expect(csp).toContain(`script-src 'self' ${SERVICE}`);
    expect(csp).toContain(`frame-src ${SERVICE}`);
    expect(csp).toContain("require-trusted-types-for 'script'");
    expect(csp).not.toContain("unsafe");
    expect((await app.request("/demo.js")).headers.get("Content-Type")).toContain("text/javascript");
  });

  it("embeds a given order with the widgetCode builder, or mounted by the script", async () => {
    const { app, fetch } = site();
    const widget = await (await app.request(`/embed/widget?paymentLink=${encodeURIComponent(link("ord_9"))}`)).text();
    expect(widget).toContain(widgetCode(link("ord_9")));
    const script = await (await app.request(`/embed/script?via=mount&loads=2&paymentLink=${encodeURIComponent(link("ord_9"))}`)).text();
    expect(script).toContain('data-mount-link="http://127.0.0.1:4310/pay?integrationId=int_1&#38;orderId=ord_9"');
    expect(script.match(/embed\.js/g)).toHaveLength(2);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("refuses a paymentLink that is not the service's checkout", async () => {
    const { app } = site();
    for (const bad of [
      "",
      "javascript:alert(1)",
      "https://evil.example/pay?integrationId=int_1&orderId=ord_1",
      `${SERVICE}/api/v1/orders?orderId=ord_1`,
      `${SERVICE}/pay?integrationId=int_1`,
    ]) {
      for (const path of ["/embed/widget", "/embed/script"]) {
        const response = await app.request(`${path}?paymentLink=${encodeURIComponent(bad)}`);
        expect(response.status, `${path} ${bad}`).toBe(400);
        expect(await response.text()).toContain("paymentLink must be");
      }
    }
  });

  it("says so when the service does not create the orders", async () => {
    const { app } = site(() => Response.json([{ code: "wrongData", message: "nope" }], { status: 400 }));
    const response = await createOrders(app);
    expect(response.status).toBe(502);
    expect(await response.text()).toContain("answered 400");
  });
});

// Orders only on an explicit POST from the shop's own page, and a cap on how many.
describe("the demo shop's order creation", () => {
  it("creates nothing on GET /, however often it is fetched", async () => {
    const { app, fetch } = site();
    for (let i = 0; i < 20; i++) {
      const response = await app.request("/");
      expect(response.status).toBe(200);
    }
    expect(fetch).not.toHaveBeenCalled();
    const html = await (await app.request("/")).text();
    expect(html).toMatch(/<form method="post" action="\/orders">/);
    expect(html).toMatch(/<button type="submit"[^>]*>Create two demo orders<\/button>/);
    expect((await app.request("/")).headers.get("Content-Security-Policy")).toContain("form-action 'self'");
  });

  it("creates nothing on a GET of /orders", async () => {
    const { app, fetch } = site();
    await app.request("/orders?widget=ord_1&script=ord_2");
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    ["another origin", { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" }],
    ["another origin without Fetch Metadata", { Origin: "https://evil.example", "Sec-Fetch-Site": "" }],
    ["a sibling site", { Origin: "http://shop.localhost", "Sec-Fetch-Site": "same-site" }],
    ["an opaque origin (a sandboxed frame)", { Origin: "null", "Sec-Fetch-Site": "cross-site" }],
    ["Fetch Metadata alone", { Origin: "", "Sec-Fetch-Site": "cross-site" }],
  ])("refuses a cross-site POST from %s", async (_from, headers) => {
    const { app, fetch } = site();
    const clean = Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== ""));
    const response = await app.request(
      "/orders",
      { method: "POST", headers: clean },
      { incoming: { socket: { remoteAddress: "203.0.113.1" } } },
    );
    expect(response.status).toBe(403);
    expect(await response.text()).toContain("only from the demo shop's own page");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("limits how often one client creates orders, with Retry-After, and not other clients", async () => {
    const { app, fetch } = site(created, { perClient: { limit: 2, windowMs: 60_000 }, maxOrders: 100 });
    expect((await createOrders(app)).status).toBe(303);
    expect((await createOrders(app)).status).toBe(303);
    const refused = await createOrders(app);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(fetch).toHaveBeenCalledTimes(4);
    expect((await createOrders(app, {}, "198.51.100.7")).status).toBe(303);
  });

  it("stops at its global cap with a message that says why", async () => {
    const { app, fetch } = site(created, { perClient: { limit: 100, windowMs: 60_000 }, maxOrders: 4 });
    expect((await createOrders(app, {}, "203.0.113.1")).status).toBe(303);
    expect((await createOrders(app, {}, "203.0.113.2")).status).toBe(303);
    const refused = await createOrders(app, {}, "203.0.113.3");
    expect(refused.status).toBe(503);
    expect(await refused.text()).toContain("has created the 4 orders it may");
    expect(fetch).toHaveBeenCalledTimes(4);
  });
});
