// Two-factor sign-in and the step-up over HTTP: setup shown once and on only after a good
// code, sign-in asking for the code (a used step or recovery code refused), the step-up asking
// the code when two-factor is on and the password when it is off, and the seed in no later answer.
import { describe, expect, it } from "vitest";
import { browser, PASSWORD, portalTestApp, type PortalTestApp } from "../../test/support/portal-app.ts";
import { base32Decode, hotp, stepAt } from "./totp.ts";

const codeAt = (t: PortalTestApp, secret: string, offsetSteps = 0) => hotp(base32Decode(secret), stepAt(t.clock.now()) + offsetSteps);

async function withTwoFactor(t: PortalTestApp, email = "ada@example.com") {
  const b = browser(t);
  await b.signUp(email);
  const setup = await b.request("POST", "/portal/api/two-factor/setup");
  expect(setup.status).toBe(201);
  const { secret, otpauthUri } = (await setup.json()) as { secret: string; otpauthUri: string };
  const enabled = await b.request("POST", "/portal/api/two-factor/enable", { code: codeAt(t, secret) });
  expect(enabled.status).toBe(201);
  const { recoveryCodes } = (await enabled.json()) as { recoveryCodes: string[] };
  // The step the enabling code used is spent: sign-ins start from the next one.
  t.clock.advance(30_000);
  return { b, secret, otpauthUri, recoveryCodes };
}

describe("portal two-factor", () => {
  it("turns on only with a good code from the new key, and shows the key and recovery codes once", async () => {
    const t = await portalTestApp();
    const b = browser(t);
    await b.signUp("ada@example.com");
    expect((await b.request("POST", "/portal/api/two-factor/enable", { code: "123456" })).status).toBe(400);
    const { secret, otpauthUri } = await (await b.request("POST", "/portal/api/two-factor/setup")).json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const host = encodeURIComponent(new URL(t.origin).host);
    expect(otpauthUri).toBe(`otpauth://totp/${host}:ada%40example.com?secret=${secret}&issuer=${host}&algorithm=SHA1&digits=6&period=30`);
    for (const code of ["", "12345", "abcdef"]) {
      const bad = await b.request("POST", "/portal/api/two-factor/enable", { code });
      expect(bad.status).toBe(400);
      expect((await bad.json())[0].field).toBe("code");
    }
    const wrong = await b.request("POST", "/portal/api/two-factor/enable", { code: codeAt(t, secret, 3) });
    expect((await wrong.json())[0].field).toBe("code");
    expect((await (await b.request("GET", "/portal/api/me")).json()).twoFactor).toBe(false);
    const on = await b.request("POST", "/portal/api/two-factor/enable", { code: codeAt(t, secret) });
    expect(on.status).toBe(201);
    const { recoveryCodes } = await on.json();
    expect(recoveryCodes).toHaveLength(10);
    expect((await (await b.request("GET", "/portal/api/me")).json()).twoFactor).toBe(true);
    expect((await b.request("POST", "/portal/api/two-factor/setup")).status).toBe(400);
    // Nothing read afterwards holds the seed or a recovery code; the audit line says only what happened.
    const later = [
      await (await b.request("GET", "/portal/api/me")).text(),
      await (await b.request("GET", "/portal/api/audit")).text(),
    ].join("\n");
    for (const secretText of [secret, ...recoveryCodes]) expect(later).not.toContain(secretText);
    expect(later).toContain("two-factor enabled");
  });

  it("asks for the code at sign-in, refuses a spent step or recovery code, and throttles wrong codes", async () => {
    const t = await portalTestApp();
    const { secret, recoveryCodes } = await withTwoFactor(t);
    // An unknown email and a wrong password still answer alike, code or not.
    const unknown = await browser(t).request("POST", "/portal/api/sign-in", {
      email: "nobody@example.com",
      password: PASSWORD,
      code: "123456",
    });
    const wrongPassword = await browser(t).request("POST", "/portal/api/sign-in", {
      email: "ada@example.com",
      password: "not the password",
      code: "123456",
    });
    expect(await unknown.text()).toBe(await wrongPassword.text());
    const noCode = await browser(t).signIn("ada@example.com");
    expect(noCode.status).toBe(401);
    expect(noCode.headers.get("Set-Cookie")).toBeNull();
    expect((await noCode.json())[0].field).toBe("code");
    const code = codeAt(t, secret);
    const first = browser(t);
    expect((await first.request("POST", "/portal/api/sign-in", { email: "ada@example.com", password: PASSWORD, code })).status).toBe(200);
    expect((await first.request("GET", "/portal/api/me")).status).toBe(200);
    const replay = await browser(t).request("POST", "/portal/api/sign-in", { email: "ada@example.com", password: PASSWORD, code });
    expect(replay.status).toBe(401);
    expect(replay.headers.get("Set-Cookie")).toBeNull();
    // The previous step is older than the one spent: refused too, though within the drift.
    expect(
      (
        await browser(t).request("POST", "/portal/api/sign-in", {
          email: "ada@example.com",
          password: PASSWORD,
          code: codeAt(t, secret, -1),
        })
      ).status,
    ).toBe(401);
    const recovery = recoveryCodes[0] as string;
    expect(
      (
        await browser(t).request("POST", "/portal/api/sign-in", {
          email: "ada@example.com",
          password: PASSWORD,
          code: recovery.toUpperCase(),
        })
      ).status,
    ).toBe(200);
    expect(
      (await browser(t).request("POST", "/portal/api/sign-in", { email: "ada@example.com", password: PASSWORD, code: recovery })).status,
    ).toBe(401);
    // A sign-in gives back only its own place: three wrong before it and one since, one more reaches the limit of five.
    await browser(t).request("POST", "/portal/api/sign-in", { email: "ada@example.com", password: PASSWORD, code: "000000" });
    t.clock.advance(30_000);
    expect(
      (await browser(t).request("POST", "/portal/api/sign-in", { email: "ada@example.com", password: PASSWORD, code: codeAt(t, secret) }))
        .status,
    ).toBe(429);
    const audit = await (await first.request("GET", "/portal/api/audit?perPage=100")).json();
    const actions = audit.data.map((line: { action: string }) => line.action);
    expect(actions).toContain("signed in with a recovery code");
    expect(actions.filter((a: string) => a === "sign-in failed")).toHaveLength(5);
    expect(JSON.stringify(audit)).not.toContain(secret);
  });

  it("steps up with the code when two-factor is on, with the password when off, before disabling it", async () => {
    const t = await portalTestApp();
    const { b, secret } = await withTwoFactor(t);
    t.clock.advance(6 * 60_000);
    const stale = await b.request("POST", "/portal/api/two-factor/disable");
    expect(stale.status).toBe(403);
    expect((await stale.json())[0]).toMatchObject({ field: "confirmation", message: expect.stringContaining("authenticator code") });
    // With two-factor on, the password alone does not confirm.
    const byPassword = await b.request("POST", "/portal/api/confirm", { password: PASSWORD });
    expect(byPassword.status).toBe(400);
    expect((await byPassword.json())[0].field).toBe("code");
    expect((await b.request("POST", "/portal/api/confirm", { code: "000000" })).status).toBe(400);
    expect((await b.request("POST", "/portal/api/confirm", { code: codeAt(t, secret) })).status).toBe(204);
    expect((await b.request("POST", "/portal/api/two-factor/disable")).status).toBe(204);
    expect((await (await b.request("GET", "/portal/api/me")).json()).twoFactor).toBe(false);
    // Setting it up again needs a fresh confirmation too (a stolen session must not lock the merchant out).
    t.clock.advance(6 * 60_000);
    expect((await b.request("POST", "/portal/api/two-factor/setup")).status).toBe(403);
    // Off: a password alone signs in again, and the step-up asks for it.
    expect((await browser(t).signIn("ada@example.com")).status).toBe(200);
    t.clock.advance(6 * 60_000);
    expect((await b.request("POST", "/portal/api/keys", { name: "Shop" })).status).toBe(403);
    const wrong = await b.request("POST", "/portal/api/confirm", { password: "not the password" });
    expect((await wrong.json())[0].field).toBe("password");
    expect((await b.request("POST", "/portal/api/keys", { name: "Shop" })).status).toBe(403);
    expect((await b.request("POST", "/portal/api/confirm", { password: PASSWORD })).status).toBe(204);
    expect((await b.request("POST", "/portal/api/keys", { name: "Shop" })).status).toBe(201);
    const actions = (await (await b.request("GET", "/portal/api/audit?perPage=100")).json()).data.map(
      (line: { action: string }) => line.action,
    );
    expect(actions).toEqual(
      expect.arrayContaining(["two-factor enabled", "two-factor disabled", "confirmation refused", "API key created"]),
    );
  });

  it("with two-factor on, a password change asks for the code: the password alone changes nothing and is no step-up", async () => {
    const t = await portalTestApp();
    const { b, secret } = await withTwoFactor(t);
    t.clock.advance(6 * 60_000);
    const change = { currentPassword: PASSWORD, newPassword: "a thief's new passphrase" };
    const alone = await b.request("POST", "/portal/api/password", change);
    expect(alone.status).toBe(400);
    expect((await alone.json())[0].field).toBe("code");
    const wrongCode = await b.request("POST", "/portal/api/password", { ...change, code: "000000" });
    expect((await wrongCode.json())[0].field).toBe("code");
    // Still the old password, and the session is still not confirmed: no key, two-factor stays on.
    expect((await b.request("POST", "/portal/api/keys", { name: "Thief" })).status).toBe(403);
    expect((await b.request("POST", "/portal/api/two-factor/disable")).status).toBe(403);
    expect(
      (
        await browser(t).request("POST", "/portal/api/sign-in", {
          email: "ada@example.com",
          password: change.newPassword,
          code: codeAt(t, secret),
        })
      ).status,
    ).toBe(401);
    expect((await b.request("POST", "/portal/api/password", { ...change, code: codeAt(t, secret) })).status).toBe(204);
    t.clock.advance(30_000);
    expect(
      (
        await browser(t).request("POST", "/portal/api/sign-in", {
          email: "ada@example.com",
          password: change.newPassword,
          code: codeAt(t, secret),
        })
      ).status,
    ).toBe(200);
  });
});
