// The portal's accounts over HTTP (app.request): sign-up, sign-in, sessions, sign-out,
// password change, and what must never happen (enumeration, fixation, a secret in an answer).
import { describe, expect, it } from "vitest";
import { browser, PASSWORD, portalTestApp } from "../../test/support/portal-app.ts";
import { ASSET_IDS } from "../../src/shared/index.ts";

describe("portal accounts", () => {
  it("signs up, is signed in with an HttpOnly SameSite cookie, and reads who it is", async () => {
    const t = await portalTestApp();
    const b = browser(t);
    const res = await b.signUp("Ada@Example.com ");
    expect(res.status).toBe(201);
    const cookie = res.headers.get("Set-Cookie") ?? "";
    expect(cookie).toMatch(/^portal_session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax$/);
    const me = await (await b.request("GET", "/portal/api/me")).json();
    expect(me).toEqual({
      email: "ada@example.com",
      clientId: expect.stringMatching(/^cli_/),
      createdAt: expect.any(String),
      signUpOpen: true,
      twoFactor: false,
      language: null,
    });
    expect(JSON.stringify(me)).not.toMatch(/scrypt|password/i);
  });

  it("uses a __Host- Secure cookie when the portal is served over https", async () => {
    const t = await portalTestApp({}, { publicOrigin: "https://pay.example.com" });
    const res = await browser(t).signUp("ada@example.com");
    expect(res.headers.get("Set-Cookie")).toMatch(/^__Host-portal_session=[\w-]{43}; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
  });

  it("answers an unknown email and a wrong password alike, and never with a session", async () => {
    const t = await portalTestApp();
    await browser(t).signUp("ada@example.com");
    const unknown = await browser(t).signIn("nobody@example.com");
    const wrong = await browser(t).signIn("ada@example.com", "not the password at all");
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(await unknown.text()).toBe(await wrong.text());
    expect(unknown.headers.get("Set-Cookie")).toBeNull();
    expect(wrong.headers.get("Set-Cookie")).toBeNull();
  });

  it("rotates the session id at sign-in: the cookie held before signing in opens nothing", async () => {
    const t = await portalTestApp();
    const first = browser(t);
    await first.signUp("ada@example.com");
    const before = first.cookie;
    const again = await first.signIn("ada@example.com");
    expect(again.status).toBe(200);
    expect(first.cookie).not.toBe(before);
    const stale = browser(t);
    stale.cookie = before;
    expect((await stale.request("GET", "/portal/api/me")).status).toBe(401);
    expect((await first.request("GET", "/portal/api/me")).status).toBe(200);
  });

  it("ends a session after 30 idle minutes and after 12 hours whatever the activity", async () => {
    const t = await portalTestApp();
    const b = browser(t);
    await b.signUp("ada@example.com");
    t.clock.advance(29 * 60_000);
    expect((await b.request("GET", "/portal/api/me")).status).toBe(200);
    t.clock.advance(31 * 60_000);
    expect((await b.request("GET", "/portal/api/me")).status).toBe(401);

    await b.signIn("ada@example.com");
    for (let i = 0; i < 25; i++) {
      t.clock.advance(29 * 60_000);
      const status = (await b.request("GET", "/portal/api/me")).status;
      if (i < 24) expect(status, `after ${(i + 1) * 29} minutes`).toBe(200);
      else expect(status, "past 12 hours").toBe(401);
    }
  });

  it("keeps an account's newest sessions: a sign-in past the limit ends the oldest", async () => {
    const t = await portalTestApp({ session: { maxPerAccount: 3 } });
    const browsers = Array.from({ length: 5 }, () => browser(t));
    expect((await browsers[0]!.signUp("ada@example.com")).status).toBe(201);
    for (const b of browsers.slice(1)) {
      t.clock.advance(1000);
      expect((await b.signIn("ada@example.com")).status).toBe(200);
    }
    const statuses = [];
    for (const b of browsers) statuses.push((await b.request("GET", "/portal/api/me")).status);
    expect(statuses).toEqual([401, 401, 200, 200, 200]);
  });

  it("signs out this session, and everywhere", async () => {
    const t = await portalTestApp();
    const laptop = browser(t);
    const phone = browser(t);
    await laptop.signUp("ada@example.com");
    await phone.signIn("ada@example.com");
    const out = await laptop.request("POST", "/portal/api/sign-out");
    expect(out.status).toBe(204);
    expect((await laptop.request("GET", "/portal/api/me")).status).toBe(401);
    expect((await phone.request("GET", "/portal/api/me")).status).toBe(200);

    await laptop.signIn("ada@example.com");
    expect((await phone.request("POST", "/portal/api/sign-out-everywhere")).status).toBe(204);
    expect((await laptop.request("GET", "/portal/api/me")).status).toBe(401);
    expect((await phone.request("GET", "/portal/api/me")).status).toBe(401);
  });

  it("changes the password only with the current one, and ends the other sessions", async () => {
    const t = await portalTestApp();
    const laptop = browser(t);
    const phone = browser(t);
    await laptop.signUp("ada@example.com");
    await phone.signIn("ada@example.com");
    const refused = await laptop.request("POST", "/portal/api/password", {
      currentPassword: "wrong one",
      newPassword: "a brand new passphrase",
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual([
      { code: "wrongData", field: "currentPassword", message: "The current password is not right", key: "currentPasswordWrong" },
    ]);
    const changed = await laptop.request("POST", "/portal/api/password", {
      currentPassword: PASSWORD,
      newPassword: "a brand new passphrase",
    });
    expect(changed.status).toBe(204);
    expect((await laptop.request("GET", "/portal/api/me")).status).toBe(200);
    expect((await phone.request("GET", "/portal/api/me")).status).toBe(401);
    expect((await browser(t).signIn("ada@example.com")).status).toBe(401);
    expect((await browser(t).signIn("ada@example.com", "a brand new passphrase")).status).toBe(200);
  });

  it("answers bad input next to its field, without echoing a password, and saves nothing", async () => {
    const t = await portalTestApp();
    const b = browser(t);
    const res = await b.request("POST", "/portal/api/sign-up", { email: "not-an-email", password: "short" });
    expect(res.status).toBe(400);
    const errors = (await res.json()) as { field: string; message: string }[];
    expect(errors.map((e) => e.field).sort()).toEqual(["email", "password"]);
    expect(JSON.stringify(errors)).not.toContain('"short"');
    expect((await b.signIn("not-an-email")).status).toBe(400);
    const garbage = await b.request("POST", "/portal/api/sign-in", "[1,2]");
    expect(garbage.status).toBe(400);
    expect((await b.request("GET", "/portal/api/me")).status).toBe(401);
  });

  it("refuses a second account for a taken email without signing anyone in", async () => {
    const t = await portalTestApp();
    await browser(t).signUp("ada@example.com");
    const second = await browser(t).signUp("ADA@example.com", "another long passphrase");
    expect(second.status).toBe(400);
    expect(second.headers.get("Set-Cookie")).toBeNull();
  });

  it("keeps sign-up closed when the setting says so", async () => {
    const t = await portalTestApp({ signUp: false });
    const b = browser(t);
    expect((await b.signUp("ada@example.com")).status).toBe(403);
    expect(await (await b.request("GET", "/portal/api/info")).json()).toEqual({
      signUpOpen: false,
      sandbox: true,
      payouts: true,
      // Outside chain mode a refund completes at once: no Payouts screen to follow it on.
      chainPayouts: false,
      // Every enabled asset in the sandbox: BUSD is the one it keeps disabled.
      assets: ASSET_IDS.filter((id) => id !== "BUSD_BEP20"),
      // No SMTP_URL here: a forgotten password is the operator's.
      passwordResetByEmail: false,
    });
  });

  it("keeps an audit log of sign-ins and password changes, with no secret in it", async () => {
    const t = await portalTestApp();
    const b = browser(t, { address: "203.0.113.7" });
    await b.signUp("ada@example.com");
    await browser(t).signIn("ada@example.com", "a wrong guess here");
    await b.request("POST", "/portal/api/password", { currentPassword: PASSWORD, newPassword: "a brand new passphrase" });
    const page = await (await b.request("GET", "/portal/api/audit")).json();
    expect(page.data.map((l: { action: string }) => l.action)).toEqual([
      "password changed",
      "sign-in failed",
      "signed in",
      "account created",
    ]);
    expect(page.data[0].address).toBe("203.0.113.7");
    const text = JSON.stringify(page);
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toContain("brand new");
    expect(text).not.toContain("wrong guess");
    expect(text).not.toMatch(/scrypt/);
  });
});
