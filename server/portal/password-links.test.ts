// The operator's one-time links over HTTP: a new account's link sets its password once, a reset
// link ends every session of the account, and a used or expired link is refused.
import { describe, expect, it } from "vitest";
import { browser, PASSWORD, portalTestApp } from "../../test/support/portal-app.ts";
import { createAccountWithLink, PASSWORD_LINK_LIFETIME_MS, resetPasswordLink } from "./password-links.ts";

describe("the operator's password links", () => {
  it("sets a new account's password once; a reset link ends the sessions; used and expired links are refused", async () => {
    const t = await portalTestApp();
    const parts = { ids: t.app.services.ids, clock: t.clock };
    const made = await createAccountWithLink(t.app.services.store, parts, "ada@example.com");
    if (!made.ok) throw new Error(made.why);
    expect((await browser(t).signIn("ada@example.com", "")).status).toBe(400);
    const use = (token: string, password = PASSWORD) => browser(t).request("POST", "/portal/api/set-password", { token, password });
    expect((await use(made.secret)).status).toBe(200);
    expect((await use(made.secret, "another passphrase here")).status).toBe(400);
    const ada = browser(t);
    expect((await ada.signIn("ada@example.com")).status).toBe(200);
    expect((await createAccountWithLink(t.app.services.store, parts, "ada@example.com")).ok).toBe(false);

    const reset = await resetPasswordLink(t.app.services.store, parts, "ada@example.com", false);
    if (!reset.ok) throw new Error(reset.why);
    expect((await use(reset.secret, "a brand new passphrase")).status).toBe(200);
    expect((await ada.request("GET", "/portal/api/me")).status).toBe(401);
    expect((await browser(t).signIn("ada@example.com", "a brand new passphrase")).status).toBe(200);

    const late = await resetPasswordLink(t.app.services.store, parts, "ada@example.com", false);
    if (!late.ok) throw new Error(late.why);
    t.clock.advance(PASSWORD_LINK_LIFETIME_MS);
    expect((await use(late.secret, "too late a passphrase")).status).toBe(400);
    expect((await browser(t).signIn("ada@example.com", "a brand new passphrase")).status).toBe(200);
  });
});
