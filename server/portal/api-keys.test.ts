// API keys in the portal over HTTP: listed without secrets, created behind the step-up with the
// secret in that one answer (and working on the API), revoked; bad names refused with nothing
// saved; another client's session neither sees nor revokes them.
import { describe, expect, it } from "vitest";
import { browser, portalTestApp } from "../../test/support/portal-app.ts";
import { withRefusableAudit } from "../../test/support/refused-audit.ts";

describe("portal API keys", () => {
  it("creates a key shown once that works on the API, lists it without its secret, and revokes it", async () => {
    const t = await portalTestApp();
    const ada = browser(t);
    await ada.signUp("ada@example.com");
    expect(await (await ada.request("GET", "/portal/api/keys")).json()).toEqual({ data: [] });
    const created = await ada.request("POST", "/portal/api/keys", { name: "  Shop server " });
    expect(created.status).toBe(201);
    const { key, secret } = await created.json();
    expect(secret).toMatch(/^sk_sandbox_[\w-]{43}$/);
    expect(key).toEqual({
      id: expect.stringMatching(/^key_/),
      clientId: expect.stringMatching(/^cli_/),
      name: "Shop server",
      prefix: secret.slice(0, 15),
      createdAt: expect.any(String),
      lastUsedAt: null,
      revokedAt: null,
    });
    const api = await t.app.request("/api/v1/integrations", { headers: { "X-API-Key": secret } });
    expect(api.status).toBe(200);
    const listed = await (await ada.request("GET", "/portal/api/keys")).text();
    expect(listed).toContain(key.prefix);
    const audit = await (await ada.request("GET", "/portal/api/audit")).text();
    for (const later of [listed, audit, await (await ada.request("GET", "/portal/api/me")).text()]) expect(later).not.toContain(secret);
    const revoked = await ada.request("POST", `/portal/api/keys/${key.id}/revoke`);
    expect(revoked.status).toBe(200);
    expect((await revoked.json()).revokedAt).toEqual(expect.any(String));
    expect((await t.app.request("/api/v1/integrations", { headers: { "X-API-Key": secret } })).status).toBe(401);
    const lines = (await (await ada.request("GET", "/portal/api/audit")).json()).data;
    expect(lines.slice(0, 2).map((l: { action: string; detail: { prefix: string } }) => [l.action, l.detail.prefix])).toEqual([
      ["API key revoked", key.prefix],
      ["API key created", key.prefix],
    ]);
  });

  it("commits a key's creation or revocation and its audit line together: when the line cannot be written, no key changes", async () => {
    await withRefusableAudit(async (store, refuseAudit) => {
      const t = await portalTestApp({}, { store });
      const ada = browser(t);
      await ada.signUp("ada@example.com");
      const { key, secret } = await (await ada.request("POST", "/portal/api/keys", { name: "Shop server" })).json();
      const keys = async () => (await (await ada.request("GET", "/portal/api/keys")).json()).data;
      const before = await keys();
      refuseAudit();
      expect((await ada.request("POST", "/portal/api/keys", { name: "Unrecorded" })).status).not.toBe(201);
      expect((await ada.request("POST", `/portal/api/keys/${key.id}/revoke`)).status).not.toBe(200);
      expect(await keys(), "no key made, none revoked").toEqual(before);
      expect((await t.app.request("/api/v1/integrations", { headers: { "X-API-Key": secret } })).status, "the key still works").toBe(200);
    });
  });

  it("refuses a bad name next to its field and saves nothing", async () => {
    const t = await portalTestApp();
    const ada = browser(t);
    await ada.signUp("ada@example.com");
    for (const body of [{ name: "" }, { name: "   " }, { name: "x".repeat(65) }, { name: 5 }, {}, { name: "a\u0000b" }]) {
      const res = await ada.request("POST", "/portal/api/keys", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const errors = await res.json();
      expect(errors[0].field, JSON.stringify(body)).toBe("name");
    }
    expect(await (await ada.request("GET", "/portal/api/keys")).json()).toEqual({ data: [] });
  });

  it("keeps one client's keys and audit from another client's session", async () => {
    const t = await portalTestApp();
    const ada = browser(t);
    const eve = browser(t);
    await ada.signUp("ada@example.com");
    await eve.signUp("eve@example.com");
    const { key } = await (await ada.request("POST", "/portal/api/keys", { name: "Shop server" })).json();
    expect(await (await eve.request("GET", "/portal/api/keys")).json()).toEqual({ data: [] });
    const revoke = await eve.request("POST", `/portal/api/keys/${key.id}/revoke`);
    expect(revoke.status).toBe(404);
    const eveAudit = await (await eve.request("GET", "/portal/api/audit")).text();
    expect(eveAudit).not.toContain(key.id);
    expect(eveAudit).not.toContain("ada@example.com");
    expect((await (await ada.request("GET", "/portal/api/keys")).json()).data[0].revokedAt).toBeNull();
    // Signed out, nothing: no list, no revoke.
    expect((await browser(t).request("GET", "/portal/api/keys")).status).toBe(401);
    expect((await browser(t).request("POST", `/portal/api/keys/${key.id}/revoke`)).status).toBe(401);
  });
});
