// An integration may name the origins allowed to frame its checkout; the page of
// its orders then carries them as CSP frame-ancestors. Default: any origin (the widgetCode is
// meant for merchants' sites). Every answer carries a Permissions-Policy.
import { copyFile, mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INTEGRATION_ID, testApp } from "../testing.ts";

let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), "embed-origins-"));
  await mkdir(join(dist, "checkout"), { recursive: true });
  await copyFile(join(import.meta.dirname, "..", "..", "index.html"), join(dist, "checkout", "index.html"));
});
afterAll(async () => {
  await rm(dist, { recursive: true, force: true });
});

const app = () => testApp({ config: { publicOrigin: "http://x", distDir: dist } });
type T = Awaited<ReturnType<typeof app>>;

const setOrigins = (t: T, allowedOrigins: unknown, integrationId = INTEGRATION_ID) =>
  t.call("PUT", `/_sandbox/integrations/${integrationId}/embedding`, { allowedOrigins });

function frameAncestors(res: Response): string | undefined {
  const csp = res.headers.get("Content-Security-Policy") ?? "";
  return csp
    .split(";")
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith("frame-ancestors"))
    ?.slice("frame-ancestors ".length);
}

describe("allowed embedding origins", () => {
  it("default: any origin may frame the page", async () => {
    const t = await app();
    const order = await t.createPayment();
    expect(frameAncestors(await t.app.request(`/pay?integrationId=${INTEGRATION_ID}&orderId=${order.orderId}`))).toBe("*");
  });

  it("when set, the page of that integration's orders names exactly those origins", async () => {
    const t = await app();
    const res = await setOrigins(t, ["https://shop.example", "http://localhost:8081"]);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ integrationId: INTEGRATION_ID, allowedOrigins: ["https://shop.example", "http://localhost:8081"] });
    const order = await t.createPayment();
    const page = await t.app.request(`/pay?integrationId=${INTEGRATION_ID}&orderId=${order.orderId}`);
    expect(page.status).toBe(200);
    expect(frameAncestors(page)).toBe("https://shop.example http://localhost:8081");
    // The rest of the policy is the service's usual one.
    expect(page.headers.get("Content-Security-Policy")).toContain("script-src 'self'");
  });

  it("an empty list forbids framing; null brings back the default", async () => {
    const t = await app();
    const order = await t.createPayment();
    const path = `/pay?integrationId=${INTEGRATION_ID}&orderId=${order.orderId}`;
    await setOrigins(t, []);
    expect(frameAncestors(await t.app.request(path))).toBe("'none'");
    await setOrigins(t, null);
    expect(frameAncestors(await t.app.request(path))).toBe("*");
  });

  it("does not apply to another integration's orders", async () => {
    const t = await app();
    const second = await t.json(await t.call("POST", "/_sandbox/integrations", { name: "Second", url: "https://second.example" }));
    await setOrigins(t, ["https://second.example"], second.id);
    const order = await t.createPayment();
    expect(frameAncestors(await t.app.request(`/pay?integrationId=${INTEGRATION_ID}&orderId=${order.orderId}`))).toBe("*");
  });

  it.each([
    ["a path", ["https://shop.example/checkout"]],
    ["a wildcard", ["https://*.example"]],
    ["a policy injection", ["https://shop.example; script-src *"]],
    ["another scheme", ["javascript://x"]],
    ["userinfo", ["https://a@shop.example"]],
    ["not a list", "https://shop.example"],
    ["too many", Array.from({ length: 21 }, (_, i) => `https://s${i}.example`)],
  ])("refuses %s", async (_what, allowedOrigins) => {
    const t = await app();
    const res = await setOrigins(t, allowedOrigins);
    expect(res.status).toBe(400);
    expect((await res.json())[0]).toMatchObject({ code: "wrongData", field: expect.stringMatching(/^allowedOrigins/) });
  });

  it("404 for an unknown integration", async () => {
    expect((await setOrigins(await app(), ["https://shop.example"], "int_nope")).status).toBe(404);
  });
});

describe("Permissions-Policy", () => {
  it("is on every answer, allowing only clipboard-write (the copy buttons), for the page's own origin", async () => {
    const t = await app();
    const order = await t.createPayment();
    for (const path of [`/pay?integrationId=${INTEGRATION_ID}&orderId=${order.orderId}`, "/healthz", "/nowhere", "/api/v1/assets"]) {
      const policy = (await t.app.request(path)).headers.get("Permissions-Policy") ?? "";
      expect(policy, path).toContain("clipboard-write=(self)");
      for (const denied of ["camera=()", "microphone=()", "geolocation=()", "payment=()", "usb=()"]) expect(policy, path).toContain(denied);
      // Chromium logs "Unrecognized feature: 'web-share'" for it on every page load.
      expect(policy, path).not.toContain("web-share");
    }
  });
});
