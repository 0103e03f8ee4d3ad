// The operator's one-time links over HTTP: a new account's link sets its password once, a reset
// link ends every session of the account, and a used or expired link is refused; a reset says
// how the account was made and what it holds, and revokes its API keys unless told to keep them.
import { describe, expect, it } from "vitest";
import { browser, PASSWORD, portalTestApp } from "../../test/support/portal-app.ts";
import { describeHoldings } from "./account-holdings.ts";
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

    const reset = await resetPasswordLink(t.app.services.store, parts, "ada@example.com", { twoFactorOff: false, keepKeys: false });
    if (!reset.ok) throw new Error(reset.why);
    expect((await use(reset.secret, "a brand new passphrase")).status).toBe(200);
    expect((await ada.request("GET", "/portal/api/me")).status).toBe(401);
    expect((await browser(t).signIn("ada@example.com", "a brand new passphrase")).status).toBe(200);

    const late = await resetPasswordLink(t.app.services.store, parts, "ada@example.com", { twoFactorOff: false, keepKeys: false });
    if (!late.ok) throw new Error(late.why);
    t.clock.advance(PASSWORD_LINK_LIFETIME_MS);
    expect((await use(late.secret, "too late a passphrase")).status).toBe(400);
    expect((await browser(t).signIn("ada@example.com", "a brand new passphrase")).status).toBe(200);
  });

  it("tells how an account was made and what it holds, and revokes a squatter's API keys unless asked to keep them", async () => {
    const t = await portalTestApp();
    const parts = { ids: t.app.services.ids, clock: t.clock };
    const store = t.app.services.store;
    // A squatter opens the owner's account at sign-up, leaves an integration and an API key.
    const squatter = browser(t, { address: "203.0.113.66" });
    expect((await squatter.signUp("owner@shop.example")).status).toBe(201);
    expect((await squatter.request("POST", "/portal/api/integrations", { name: "Shop", url: "https://shop.example" })).status).toBe(201);
    const made = await squatter.request("POST", "/portal/api/keys", { name: "left behind" });
    expect(made.status).toBe(201);
    const { secret } = await made.json();
    const asKey = () => t.app.request("/api/v1/integrations", { headers: { "X-API-Key": secret } });
    expect((await asKey()).status).toBe(200);

    // Kept when asked: the operator is told it still works.
    const kept = await resetPasswordLink(store, parts, "owner@shop.example", { twoFactorOff: false, keepKeys: true });
    if (!kept.ok) throw new Error(kept.why);
    expect(kept.holdings).toMatchObject({
      origin: { madeBy: "sign-up", address: "203.0.113.66" },
      activeKeys: [expect.objectContaining({ name: "left behind" })],
      integrations: 1,
    });
    expect(kept.revoked).toEqual([]);
    expect((await asKey()).status).toBe(200);

    // By default the reset revokes it before the link is made, each with its audit line.
    const reset = await resetPasswordLink(store, parts, "owner@shop.example", { twoFactorOff: false, keepKeys: false });
    if (!reset.ok) throw new Error(reset.why);
    expect(reset.revoked.map((key) => key.name)).toEqual(["left behind"]);
    expect(describeHoldings(reset.holdings)).toMatch(
      /^self-made: signed up from 203\.0\.113\.66 .*; holds 1 API key in use and 1 integration$/,
    );
    expect((await asKey()).status).toBe(401);
    const lines = (await store.portal.listAudit(reset.account.clientId, { offset: 0, limit: 20 })).items;
    expect(lines.slice(0, 2).map((line) => [line.action, line.detail])).toEqual([
      ["password reset link made", expect.objectContaining({ madeBy: "sign-up", keysRevoked: "1" })],
      ["API key revoked", expect.objectContaining({ name: "left behind", by: "operator", reason: "password reset" })],
    ]);

    // An account the operator made says so, and holds nothing yet.
    const operators = await createAccountWithLink(store, parts, "made@shop.example");
    if (!operators.ok) throw new Error(operators.why);
    const again = await resetPasswordLink(store, parts, "made@shop.example", { twoFactorOff: false, keepKeys: false });
    if (!again.ok) throw new Error(again.why);
    expect(again.holdings).toMatchObject({ origin: { madeBy: "operator" }, activeKeys: [], integrations: 0 });
  });
});
