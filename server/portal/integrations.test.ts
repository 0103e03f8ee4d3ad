// The portal's integrations over HTTP: create (the signing secret shown once), every setting
// with its errors on the field, the step-up before a callback URL change, the rotation's grace
// period, and the audit entries.
import { describe, expect, it } from "vitest";
import { signingSecretsOf } from "../domain/signing-secrets.ts";
import { createWebhookDispatcher, generateWebhookSecret, verifyWebhook } from "../webhooks/index.ts";
import { browser, PASSWORD, portalTestApp } from "../../test/support/portal-app.ts";
import { createMemoryOutbox } from "../webhooks/memory-outbox.ts";

const SHOP = { name: "Ada's Shop", url: "https://ada.example" };

async function signedUp() {
  const t = await portalTestApp();
  const b = browser(t);
  await b.signUp("ada@example.com");
  return { t, b };
}

async function created(b: ReturnType<typeof browser>) {
  const res = await b.request("POST", "/portal/api/integrations", SHOP);
  expect(res.status).toBe(201);
  return (await res.json()) as { integration: { id: string }; signingSecret: string };
}

describe("portal integrations", () => {
  it("creates an integration, answering its signing secret once; reads never show it", async () => {
    const { b } = await signedUp();
    expect((await (await b.request("GET", "/portal/api/integrations")).json()).data).toEqual([]);
    const { integration, signingSecret } = await created(b);
    expect(signingSecret).toMatch(/^whsec_/);
    expect(integration).toMatchObject({
      name: SHOP.name,
      url: SHOP.url,
      webhook: { callbackUrl: null, orderTypes: ["Payment", "Deposit"] },
      signing: { own: true, previousValidUntil: null },
    });
    const list = await (await b.request("GET", "/portal/api/integrations")).text();
    const one = await (await b.request("GET", `/portal/api/integrations/${integration.id}`)).text();
    for (const text of [list, one]) {
      expect(text).toContain(integration.id);
      expect(text).not.toContain(signingSecret.slice(6));
    }
  });

  it("refuses bad input with the error on its field, and saves nothing", async () => {
    const { b } = await signedUp();
    const bad = await b.request("POST", "/portal/api/integrations", { name: "", url: "http://shop.example" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).map((e: { field: string }) => e.field)).toContain("name");
    const http = await b.request("POST", "/portal/api/integrations", { name: "Shop", url: "http://shop.example" });
    expect((await http.json())[0]).toMatchObject({ field: "url", message: expect.stringContaining("https") });
    expect((await (await b.request("GET", "/portal/api/integrations")).json()).data).toEqual([]);
    const { integration } = await created(b);
    const path = `/portal/api/integrations/${integration.id}`;
    const cases: [string, unknown, string][] = [
      ["/payment-settings", { paymentTolerancePercent: "101" }, "paymentTolerancePercent"],
      ["/payment-settings", { supportEmail: "not an email" }, "supportEmail"],
      ["/branding", { logoUrl: "http://ada.example/logo.png", accentColor: null }, "logoUrl"],
      ["/branding", { logoUrl: null, accentColor: "red" }, "accentColor"],
      ["/embedding", { allowedOrigins: ["https://ada.example/shop"] }, "allowedOrigins.0"],
      ["/webhook", { callbackUrl: "ftp://ada.example", orderTypes: ["Payment"] }, "callbackUrl"],
      ["/webhook", { callbackUrl: null, orderTypes: ["Refund"] }, "orderTypes.0"],
    ];
    for (const [suffix, body, field] of cases) {
      const res = await b.request("PUT", `${path}${suffix}`, body);
      expect(res.status, `${suffix} ${JSON.stringify(body)}`).toBe(400);
      expect((await res.json()).map((e: { field: string }) => e.field)).toContain(field);
    }
    const after = await (await b.request("GET", path)).json();
    expect(after).toMatchObject({
      branding: { logoUrl: null, accentColor: null },
      allowedEmbedOrigins: null,
      appReturnSchemes: [],
      paymentSettings: { paymentTolerancePercent: "0.00", supportEmail: null },
    });
  });

  it("saves every setting, the checkout's branding among them", async () => {
    const { b } = await signedUp();
    const { integration } = await created(b);
    const path = `/portal/api/integrations/${integration.id}`;
    expect((await b.request("PUT", path, { name: "Ada & Co", url: "https://co.ada.example" })).status).toBe(200);
    expect(
      (await b.request("PUT", `${path}/webhook`, { callbackUrl: "http://localhost:4000/hooks", orderTypes: ["Payment"] })).status,
    ).toBe(200);
    expect((await b.request("PUT", `${path}/branding`, { logoUrl: "https://ada.example/logo.png", accentColor: "#123abc" })).status).toBe(
      200,
    );
    expect((await b.request("PUT", `${path}/embedding`, { allowedOrigins: ["https://ada.example"] })).status).toBe(200);
    const settings = {
      paymentTolerancePercent: "1.5",
      supportUrl: "https://ada.example/help",
      supportEmail: "help@ada.example",
      showExternalIdToPayer: true,
    };
    expect((await b.request("PUT", `${path}/payment-settings`, settings)).status).toBe(200);
    expect(await (await b.request("GET", path)).json()).toMatchObject({
      name: "Ada & Co",
      url: "https://co.ada.example",
      webhook: { callbackUrl: "http://localhost:4000/hooks", orderTypes: ["Payment"] },
      branding: { logoUrl: "https://ada.example/logo.png", accentColor: "#123abc" },
      allowedEmbedOrigins: ["https://ada.example"],
      paymentSettings: { ...settings, paymentTolerancePercent: "1.50" },
    });
  });

  it("asks for a recent password before changing the callback URL, not before changing only the order types", async () => {
    const { t, b } = await signedUp();
    const { integration } = await created(b);
    const path = `/portal/api/integrations/${integration.id}/webhook`;
    expect((await b.request("PUT", path, { callbackUrl: "http://localhost:4000/hooks", orderTypes: ["Payment", "Deposit"] })).status).toBe(
      200,
    );
    t.clock.advance(6 * 60_000);
    const late = await b.request("PUT", path, { callbackUrl: "http://localhost:4000/elsewhere", orderTypes: ["Payment", "Deposit"] });
    expect(late.status).toBe(403);
    expect((await late.json())[0].field).toBe("confirmation");
    expect((await b.request("PUT", path, { callbackUrl: "http://localhost:4000/hooks", orderTypes: ["Deposit"] })).status).toBe(200);
    await b.signIn("ada@example.com");
    expect((await b.request("PUT", path, { callbackUrl: "http://localhost:4000/elsewhere", orderTypes: ["Deposit"] })).status).toBe(200);
    const audit = await (await b.request("GET", "/portal/api/audit")).json();
    const changes = audit.data.filter((line: { action: string }) => line.action === "callback URL changed");
    expect(changes.map((line: { detail: Record<string, string> }) => line.detail.to)).toEqual([
      "http://localhost:4000/elsewhere",
      "http://localhost:4000/hooks",
    ]);
  });

  it("asks for a step-up before every change payers or receivers trust, and audits each with what it was and became", async () => {
    const { t, b } = await signedUp();
    const { integration: made } = await created(b);
    const integration = { ...made, ...SHOP };
    const base = `/portal/api/integrations/${integration.id}`;
    t.clock.advance(6 * 60_000);
    const trusted: [string, string, unknown][] = [
      ["PUT", "/payment-settings", { paymentTolerancePercent: "100" }],
      ["PUT", "/payment-settings", { supportUrl: "https://evil.example/help" }],
      ["PUT", "/payment-settings", { supportEmail: "help@evil.example" }],
      ["POST", "/signing-secret", { graceHours: 0 }],
      ["PUT", "", { name: integration.name, url: "https://evil.example" }],
      ["PUT", "/embedding", { allowedOrigins: ["https://evil.example"] }],
      ["PUT", "/app-return-schemes", { appReturnSchemes: ["myshop"] }],
    ];
    for (const [method, path, body] of trusted) {
      const late = await b.request(method, base + path, body);
      expect(late.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(403);
      expect((await late.json())[0].field).toBe("confirmation");
    }
    // Nothing changed; what payers do not rely on needs no step-up.
    const unchanged = await (await b.request("GET", base)).json();
    expect(unchanged.paymentSettings.paymentTolerancePercent).toBe("0.00");
    expect(unchanged.url).toBe(integration.url);
    expect((await b.request("PUT", `${base}/payment-settings`, { showExternalIdToPayer: true })).status).toBe(200);
    expect((await b.request("PUT", `${base}/payment-settings`, { paymentTolerancePercent: "0" })).status).toBe(200);
    expect((await b.request("PUT", base, { name: "Renamed", url: integration.url })).status).toBe(200);
    expect((await b.request("POST", "/portal/api/confirm", { password: PASSWORD })).status).toBe(204);
    for (const [method, path, body] of trusted) expect((await b.request(method, base + path, body)).status, path).toBe(200);
    const audit = await (await b.request("GET", "/portal/api/audit?perPage=100")).json();
    const lines = audit.data.map((line: { action: string; detail: Record<string, string> }) => [line.action, line.detail]);
    expect(lines).toContainEqual([
      "payment settings changed",
      { integrationId: integration.id, paymentTolerancePercentFrom: "0.00", paymentTolerancePercentTo: "100.00" },
    ]);
    expect(lines).toContainEqual([
      "payment settings changed",
      { integrationId: integration.id, supportUrlFrom: "none", supportUrlTo: "https://evil.example/help" },
    ]);
    expect(lines).toContainEqual(["signing secret rotated", { integrationId: integration.id, graceHours: "0" }]);
    expect(lines).toContainEqual([
      "integration changed",
      expect.objectContaining({ integrationId: integration.id, urlFrom: integration.url, urlTo: "https://evil.example" }),
    ]);
    expect(lines).toContainEqual([
      "embedding changed",
      { integrationId: integration.id, allowedOriginsFrom: "any", allowedOriginsTo: "https://evil.example" },
    ]);
    expect(lines).toContainEqual(["app return schemes changed", { integrationId: integration.id, from: "none", to: "myshop" }]);
    expect((await (await b.request("GET", base)).json()).appReturnSchemes).toEqual(["myshop"]);
  });

  it("refuses an app return scheme that runs script or reads the device, a malformed one and more than 10, naming the field", async () => {
    const { b } = await signedUp();
    const { integration } = await created(b);
    const path = `/portal/api/integrations/${integration.id}/app-return-schemes`;
    const refused: [unknown, string][] = [
      ...["javascript", "data", "file", "intent", "vbscript", "blob", "https", "MyShop", "my shop", "1shop", "a".repeat(33), ""].map(
        (scheme) => [{ appReturnSchemes: ["myshop", scheme] }, `appReturnSchemes.1`] as [unknown, string],
      ),
      [{ appReturnSchemes: Array.from({ length: 11 }, (_, i) => `app${i}`) }, "appReturnSchemes"],
      [{ appReturnSchemes: "myshop" }, "appReturnSchemes"],
    ];
    for (const [body, field] of refused) {
      const res = await b.request("PUT", path, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const errors: { field: string; message: string }[] = await res.json();
      expect(
        errors.map((error) => error.field),
        JSON.stringify(body),
      ).toContain(field);
    }
    expect((await (await b.request("GET", `/portal/api/integrations/${integration.id}`)).json()).appReturnSchemes).toEqual([]);
  });

  it("rotates the signing secret: both verify during the grace period, only the new one after", async () => {
    const { t, b } = await signedUp();
    const { integration, signingSecret: first } = await created(b);
    const res = await b.request("POST", `/portal/api/integrations/${integration.id}/signing-secret`, { graceHours: 24 });
    expect(res.status).toBe(200);
    const rotated = await res.json();
    expect(rotated.signingSecret).not.toBe(first);
    const graceMs = Date.parse(rotated.integration.signing.previousValidUntil) - t.clock.now().getTime();
    expect(Math.abs(graceMs - 24 * 3_600_000)).toBeLessThan(1000);
    const refused = await b.request("POST", `/portal/api/integrations/${integration.id}/signing-secret`, { graceHours: 5 });
    expect((await refused.json())[0].field).toBe("graceHours");
    const record = await t.app.services.store.getIntegration(integration.id);
    expect(signingSecretsOf(record, "whsec_service", t.clock.now())).toEqual([rotated.signingSecret, first]);
    t.clock.advance(24 * 3_600_000);
    expect(signingSecretsOf(record, "whsec_service", t.clock.now())).toEqual([rotated.signingSecret]);
    await b.signIn("ada@example.com");
    const audit = JSON.stringify(await (await b.request("GET", "/portal/api/audit")).json());
    expect(audit).toContain("signing secret rotated");
    expect(audit).not.toContain(rotated.signingSecret.slice(6));
    expect(audit).not.toContain(first.slice(6));
  });
});

describe("deliveries during a rotation", () => {
  it("carry one signature per secret, so a receiver holding either verifies them", async () => {
    const [current, previous, service] = [generateWebhookSecret(), generateWebhookSecret(), generateWebhookSecret()];
    const seen: Record<string, string>[] = [];
    const webhooks = createWebhookDispatcher({
      outbox: createMemoryOutbox(),
      secret: service,
      secretsFor: async () => [current, previous],
      fetch: async (_url, init) => {
        seen.push(init?.headers as Record<string, string>);
        return new Response(null, { status: 204 });
      },
    });
    await webhooks.send({ integrationId: "int_a", orderId: "ord_a", url: "https://shop.example/hooks", body: "{}" });
    await webhooks.idle();
    const headers = seen[0] ?? {};
    expect(headers["webhook-signature"]?.split(" ")).toHaveLength(2);
    expect(verifyWebhook({ secret: current, headers, body: "{}" })).toBe(true);
    expect(verifyWebhook({ secret: previous, headers, body: "{}" })).toBe(true);
    expect(verifyWebhook({ secret: service, headers, body: "{}" })).toBe(false);
    webhooks.close();
  });
});
