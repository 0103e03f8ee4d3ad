// The portal's remembered language: chosen through PUT /portal/api/language, it is on the
// account (the sign-in's and /me's answer carry it, on another browser too), refused with the
// spec's 400 naming the field when the code is not one of the list, audited, needing no
// step-up, and guarded like every portal write (signed in, same origin).
import { describe, expect, it } from "vitest";
import { browser, portalTestApp } from "../../test/support/portal-app.ts";

describe("the account's language", () => {
  it("is none until chosen, then remembered on the account across sign-ins", async () => {
    const t = await portalTestApp();
    const b = browser(t);
    const signedUp = await b.signUp("ada@example.com");
    expect(await signedUp.json()).toMatchObject({ language: null });
    expect(await (await b.request("GET", "/portal/api/me")).json()).toMatchObject({ language: null });

    const saved = await b.request("PUT", "/portal/api/language", { language: "zh-Hant" });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ language: "zh-Hant" });
    expect(await (await b.request("GET", "/portal/api/me")).json()).toMatchObject({ language: "zh-Hant" });

    // Another browser, signing in afresh, finds the choice on the account.
    const other = browser(t);
    const signedIn = await other.signIn("ada@example.com");
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toMatchObject({ language: "zh-Hant" });

    const audit = await (await b.request("GET", "/portal/api/audit")).json();
    expect(audit.data).toContainEqual(
      expect.objectContaining({ action: "language changed", detail: { language: "zh-Hant", before: "none" } }),
    );
  });

  it("refuses a code that is not on the list with the spec's 400 naming the field, and keeps the choice", async () => {
    const t = await portalTestApp();
    const b = browser(t);
    await b.signUp("bob@example.com");
    expect((await b.request("PUT", "/portal/api/language", { language: "de" })).status).toBe(200);
    for (const language of ["xx", "zh-hant", "DE", "", 7, null]) {
      const res = await b.request("PUT", "/portal/api/language", { language });
      expect(res.status, JSON.stringify(language)).toBe(400);
      const body = await res.json();
      expect(body.errors ?? body, JSON.stringify(language)).toEqual([expect.objectContaining({ code: "wrongData", field: "language" })]);
      expect(JSON.stringify(body)).toContain("zh-Hant");
    }
    const missing = await b.request("PUT", "/portal/api/language", {});
    expect(missing.status).toBe(400);
    expect(JSON.stringify(await missing.json())).toContain("language");
    expect(await (await b.request("GET", "/portal/api/me")).json()).toMatchObject({ language: "de" });
  });

  it("asks no step-up, but a session and the portal's own origin", async () => {
    const t = await portalTestApp();
    const b = browser(t);
    await b.signUp("cy@example.com");
    // Past the step-up's window (five minutes), within the idle one: a language is no money or trust change.
    t.clock.advance(20 * 60_000);
    expect((await b.request("PUT", "/portal/api/language", { language: "ar" })).status).toBe(200);
    expect((await browser(t).request("PUT", "/portal/api/language", { language: "ar" })).status).toBe(401);
    const foreign = browser(t, { origin: "https://attacker.invalid" });
    foreign.cookie = b.cookie;
    expect((await foreign.request("PUT", "/portal/api/language", { language: "fr" })).status).toBe(403);
    expect(await (await b.request("GET", "/portal/api/me")).json()).toMatchObject({ language: "ar" });
  });
});
