// The portal's defences over HTTP: cross-site requests refused (login CSRF included), sign-in
// throttled per account and per address (measured: how many guesses get through), clients
// isolated, and the page served unframeable under a strict policy.
import { describe, expect, it } from "vitest";
import { browser, PASSWORD, portalTestApp } from "../../test/support/portal-app.ts";

describe("portal security", () => {
  it("refuses every state change from another origin, or with no Origin and no Sec-Fetch-Site", async () => {
    const t = await portalTestApp();
    const victim = browser(t);
    await victim.signUp("ada@example.com");
    const cookie = victim.cookie;
    const attacker = browser(t, { origin: "http://localhost:4501" });
    attacker.cookie = cookie;
    const bare = browser(t, { origin: null });
    bare.cookie = cookie;
    const changes: [string, unknown][] = [
      ["/portal/api/sign-in", { email: "ada@example.com", password: PASSWORD }],
      ["/portal/api/sign-up", { email: "eve@example.com", password: PASSWORD }],
      ["/portal/api/sign-out", undefined],
      ["/portal/api/sign-out-everywhere", undefined],
      ["/portal/api/password", { currentPassword: PASSWORD, newPassword: "attacker's new password" }],
      ["/portal/api/confirm", { password: PASSWORD }],
      ["/portal/api/keys", { name: "attacker's key" }],
      ["/portal/api/two-factor/setup", undefined],
      ["/portal/api/two-factor/enable", { code: "123456" }],
      ["/portal/api/two-factor/disable", undefined],
    ];
    for (const [path, body] of changes) {
      const cross = await attacker.request("POST", path, body);
      expect(cross.status, `${path} from another origin`).toBe(403);
      expect(cross.headers.get("Set-Cookie"), path).toBeNull();
      expect((await bare.request("POST", path, body)).status, `${path} without Origin`).toBe(403);
      const crossSite = await bare.request("POST", path, body, { "Sec-Fetch-Site": "cross-site" });
      expect(crossSite.status, `${path} Sec-Fetch-Site: cross-site`).toBe(403);
    }
    // Nothing changed: still signed in, the password still the same, no second account.
    expect((await victim.request("GET", "/portal/api/me")).status).toBe(200);
    expect(await (await victim.request("GET", "/portal/api/keys")).json()).toEqual({ data: [] });
    expect((await browser(t).signIn("ada@example.com")).status).toBe(200);
    expect((await browser(t).signIn("eve@example.com")).status).toBe(401);
    // A same-origin request without Origin but with Sec-Fetch-Site: same-origin is accepted.
    expect((await bare.request("POST", "/portal/api/sign-out", undefined, { "Sec-Fetch-Site": "same-origin" })).status).toBe(204);
  });

  it("throttles sign-in per account: 5 failures, then even the right password waits", async () => {
    const t = await portalTestApp();
    await browser(t).signUp("ada@example.com");
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++)
      statuses.push((await browser(t, { address: `198.51.100.${i}` }).signIn("ada@example.com", `guess number ${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    const blocked = await browser(t, { address: "198.51.100.99" }).signIn("ada@example.com");
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("Retry-After"))).toBeGreaterThan(0);
    t.clock.advance(15 * 60_000);
    expect((await browser(t).signIn("ada@example.com")).status).toBe(200);
  });

  it("reserves each guess before checking it: of 100 concurrent guesses at one account, 5 are checked, and then not even the right password", async () => {
    const t = await portalTestApp();
    await browser(t).signUp("ada@example.com");
    const guesses = await Promise.all(
      Array.from({ length: 100 }, (_, i) => browser(t, { address: `198.51.100.${i}` }).signIn("ada@example.com", `guess number ${i}`)),
    );
    const statuses = guesses.map((res) => res.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(95);
    // The budget is spent: the right password, sent among more wrong ones, is refused unchecked.
    const more = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        browser(t, { address: `198.51.100.${200 + i}` }).signIn("ada@example.com", i === 10 ? PASSWORD : `another guess ${i}`),
      ),
    );
    expect(more.map((res) => res.status)).toEqual(Array.from({ length: 20 }, () => 429));
  });

  it("reserves the step-up's and the password change's answers the same way: 60 concurrent wrong passwords, 5 checked", async () => {
    const t = await portalTestApp();
    const ada = browser(t);
    await ada.signUp("ada@example.com");
    const confirms = await Promise.all(
      Array.from({ length: 60 }, (_, i) => ada.request("POST", "/portal/api/confirm", { password: `wrong ${i}` })),
    );
    expect(confirms.filter((res) => res.status === 400)).toHaveLength(5);
    expect(confirms.filter((res) => res.status === 429)).toHaveLength(55);
    expect((await ada.request("POST", "/portal/api/confirm", { password: PASSWORD })).status).toBe(429);

    const bob = browser(t, { address: "203.0.113.9" });
    await bob.signUp("bob@example.com");
    const changes = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        bob.request("POST", "/portal/api/password", { currentPassword: `wrong ${i}`, newPassword: "a brand new passphrase" }),
      ),
    );
    expect(changes.filter((res) => res.status === 400)).toHaveLength(5);
    expect(changes.filter((res) => res.status === 429)).toHaveLength(55);
    const right = await bob.request("POST", "/portal/api/password", { currentPassword: PASSWORD, newPassword: "a brand new passphrase" });
    expect(right.status).toBe(429);
    t.clock.advance(15 * 60_000);
    expect((await browser(t).signIn("bob@example.com")).status).toBe(200);
  });

  it("limits sign-ups per address (before any hash) and successful sign-ins per account", async () => {
    const t = await portalTestApp({
      throttle: { signUpsPerAddress: { limit: 3, windowMs: 60 * 60_000 }, signInsPerAccount: { limit: 4, windowMs: 60 * 60_000 } },
    });
    const flood = await Promise.all(
      Array.from({ length: 10 }, (_, i) => browser(t, { address: "203.0.113.7" }).signUp(`flood${i}@example.com`)),
    );
    expect(flood.filter((res) => res.status === 201)).toHaveLength(3);
    expect(flood.filter((res) => res.status === 429)).toHaveLength(7);
    expect((await browser(t, { address: "203.0.113.8" }).signUp("ada@example.com")).status).toBe(201);
    // The sign-up's own session is not counted; four sign-ins are, the fifth waits.
    const signIns = [];
    for (let i = 0; i < 5; i++) signIns.push((await browser(t, { address: `203.0.113.${20 + i}` }).signIn("ada@example.com")).status);
    expect(signIns).toEqual([200, 200, 200, 200, 429]);
    t.clock.advance(60 * 60_000);
    expect((await browser(t).signIn("ada@example.com")).status).toBe(200);
  });

  it("throttles sign-in per address across accounts: 30 failures, then every email waits", async () => {
    const t = await portalTestApp();
    await browser(t).signUp("ada@example.com");
    const one = browser(t, { address: "203.0.113.5" });
    let admitted = 0;
    for (let i = 0; i < 40; i++) if ((await one.signIn(`user${i}@example.com`, "password guess")).status === 401) admitted++;
    expect(admitted).toBe(30);
    expect((await one.signIn("ada@example.com")).status).toBe(429);
    // Another address is not held back by it.
    expect((await browser(t, { address: "203.0.113.6" }).signIn("ada@example.com")).status).toBe(200);
  });

  it("scopes a session to its own account and client", async () => {
    const t = await portalTestApp();
    const ada = browser(t);
    const bob = browser(t);
    await ada.signUp("ada@example.com");
    await bob.signUp("bob@example.com");
    const adaMe = await (await ada.request("GET", "/portal/api/me")).json();
    const bobMe = await (await bob.request("GET", "/portal/api/me")).json();
    expect(adaMe.clientId).not.toBe(bobMe.clientId);
    const bobAudit = await (await bob.request("GET", "/portal/api/audit")).json();
    expect(JSON.stringify(bobAudit)).not.toContain("ada@example.com");
  });

  it("serves the portal's page unframeable, uncached, under a strict policy", async () => {
    const t = await portalTestApp();
    for (const path of ["/portal", "/portal/account"]) {
      const res = await t.app.request(path);
      // No build in unit tests: 503 with the same headers.
      expect([200, 503]).toContain(res.status);
    }
    const api = await t.app.request("/portal/api/unknown");
    expect(api.status).toBe(404);
    const { PORTAL_HEADERS } = await import("./page.ts");
    expect(PORTAL_HEADERS["Content-Security-Policy"]).toContain("frame-ancestors 'none'");
    expect(PORTAL_HEADERS["Content-Security-Policy"]).toContain("script-src 'self'");
    expect(PORTAL_HEADERS["X-Frame-Options"]).toBe("DENY");
  });
});
