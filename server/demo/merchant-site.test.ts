import { describe, expect, it, vi } from "vitest";
import { widgetCode } from "../../src/shared/widget-code.ts";
import { createMerchantSite } from "./merchant-site.ts";

const SERVICE = "http://127.0.0.1:4310";
const KEY = "sk_test_secret_key_123";

function site(answer: (body: Record<string, unknown>) => Response = created) {
  const fetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => answer(JSON.parse(String(init?.body))));
  const app = createMerchantSite({ serviceOrigin: SERVICE, apiKey: KEY, integrationId: "int_1", fetch: fetch as typeof globalThis.fetch });
  return { app, fetch };
}

let counter = 0;
function created(): Response {
  counter += 1;
  const paymentLink = `${SERVICE}/pay?integrationId=int_1&orderId=ord_${counter}`;
  return Response.json({ orderId: `ord_${counter}`, paymentLink, widgetCode: widgetCode(paymentLink), paymentAddress: "TXYZ" }, { status: 201 });
}

const link = (orderId: string) => `${SERVICE}/pay?integrationId=int_1&orderId=${orderId}`;

describe("the demo merchant site", () => {
  it("creates two orders with the key on the server, and shows both ways without the key", async () => {
    const { app, fetch } = site();
    const response = await app.request("/");
    const html = await response.text();

    expect(response.status).toBe(200);
    expect(fetch).toHaveBeenCalledTimes(2);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(`${SERVICE}/api/v1/order/payment`);
    expect(new Headers(init?.headers).get("X-API-Key")).toBe(KEY);
    expect(JSON.parse(String(init?.body))).toMatchObject({ integrationId: "int_1", assetId: "USDT_TRC20", customer: { type: "individual" } });

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
    const response = await app.request("/");
    expect(response.status).toBe(502);
    expect(await response.text()).toContain("answered 400");
  });
});
