// Every family of refusals a portal form can receive carries its key and values, and the English
// template filled with them is the message exactly: the portal can say each in the merchant's
// language, and the English stays written once.
import { describe, expect, it } from "vitest";
import { browser, PASSWORD, portalTestApp, type PortalTestApp } from "../../test/support/portal-app.ts";
import { refusalKeys } from "../../test/support/refusal-keys.ts";
import { TRON_DESTINATION } from "../testing.ts";

const CUSTOMER = { type: "individual", firstName: "Ada", lastName: "Lovelace" };

async function merchant(t: PortalTestApp, email = "ada@example.com") {
  const b = browser(t);
  await b.signUp(email);
  const created = await (await b.request("POST", "/portal/api/integrations", { name: "Shop", url: "https://shop.example" })).json();
  return { b, integrationId: created.integration.id as string };
}

describe("the portal's refusals carry their keys", () => {
  it("signing up, signing in, passwords and the step-up", async () => {
    const t = await portalTestApp();
    const b = browser(t);
    expect(await refusalKeys(await b.request("POST", "/portal/api/sign-up", { email: "not an address", password: "short" }))).toEqual([
      "emailInvalid",
      "newPasswordLength",
    ]);
    expect(await refusalKeys(await b.request("POST", "/portal/api/sign-up", { email: 7, password: PASSWORD }))).toEqual(["fieldText"]);
    await b.signUp("ada@example.com");
    expect(await refusalKeys(await browser(t).signUp("ada@example.com"))).toEqual(["signUpRefused"]);
    expect(await refusalKeys(await browser(t).signIn("ada@example.com", "not the password at all"), 401)).toEqual([
      "signInNoMatchOperator",
    ]);
    const change = { currentPassword: "not the password at all", newPassword: "another long passphrase" };
    expect(await refusalKeys(await b.request("POST", "/portal/api/password", change))).toEqual(["currentPasswordWrong"]);
    expect(await refusalKeys(await b.request("POST", "/portal/api/confirm", {}))).toEqual(["passwordNeeded"]);
    t.clock.advance(60 * 60_000);
    await b.signIn("ada@example.com");
    t.clock.advance(20 * 60_000);
    expect(await refusalKeys(await b.request("POST", "/portal/api/two-factor/setup", {}), 403)).toEqual(["stepUpPassword"]);
    expect(await refusalKeys(await browser(t).request("GET", "/portal/api/me"), 401)).toEqual(["notSignedIn"]);
    expect(await refusalKeys(await browser(t).request("POST", "/portal/api/set-password", { token: "x", password: PASSWORD }))).toEqual([
      "passwordLinkNotWhole",
    ]);
  });

  it("two-factor, API keys and the language", async () => {
    const t = await portalTestApp();
    const { b } = await merchant(t);
    expect(await refusalKeys(await b.request("POST", "/portal/api/two-factor/enable", { code: "123456" }))).toEqual([
      "twoFactorNotStarted",
    ]);
    expect(await refusalKeys(await b.request("POST", "/portal/api/two-factor/enable", { code: "12" }))).toEqual(["codeShape"]);
    expect(await refusalKeys(await b.request("POST", "/portal/api/two-factor/disable", {}))).toEqual(["twoFactorAlreadyOff"]);
    expect(await refusalKeys(await b.request("POST", "/portal/api/keys", { name: " " }))).toEqual(["apiKeyName"]);
    expect(await refusalKeys(await b.request("POST", "/portal/api/keys/key_nope/revoke"), 404)).toEqual(["apiKeyUnknown"]);
    expect(await refusalKeys(await b.request("PUT", "/portal/api/language", { language: "xx" }))).toEqual(["languageUnknown"]);
  });

  it("integration settings", async () => {
    const t = await portalTestApp();
    const { b, integrationId } = await merchant(t);
    const base = `/portal/api/integrations/${integrationId}`;
    expect(await refusalKeys(await b.request("POST", "/portal/api/integrations", { name: "", url: "ftp://x" }))).toEqual([
      "fieldEmpty",
      "urlNotHttp",
    ]);
    expect(
      await refusalKeys(await b.request("POST", "/portal/api/integrations", { name: "x".repeat(101), url: "http://shop.example" })),
    ).toEqual(["fieldTooLong"]);
    expect(await refusalKeys(await b.request("POST", "/portal/api/integrations", { name: "Shop", url: "http://shop.example" }))).toEqual([
      "urlHttpSandbox",
    ]);
    expect(
      await refusalKeys(await b.request("POST", "/portal/api/integrations", { name: "Shop\u202e", url: "https://shop.example" })),
    ).toEqual(["fieldDisplayCharacters"]);
    expect(
      await refusalKeys(await b.request("POST", "/portal/api/integrations", { name: "Shop", url: "https://a:b@shop.example" })),
    ).toEqual(["urlUserinfo"]);
    expect(await b.request("POST", "/portal/api/confirm", { password: PASSWORD })).toHaveProperty("status", 204);
    expect(
      await refusalKeys(await b.request("PUT", `${base}/webhook`, { callbackUrl: "https://u:p@hooks.example", orderTypes: ["Payment"] })),
    ).toEqual(["callbackUrlCredentials"]);
    expect(
      await refusalKeys(await b.request("PUT", `${base}/webhook`, { callbackUrl: "https://169.254.169.254/", orderTypes: ["Payment"] })),
    ).toEqual(["callbackAddressNever"]);
    expect(await refusalKeys(await b.request("PUT", `${base}/webhook`, { callbackUrl: "nope", orderTypes: ["Payment"] }))).toEqual([
      "callbackUrlNotHttp",
    ]);
    expect(
      await refusalKeys(await b.request("PUT", `${base}/branding`, { logoUrl: "http://x.example/a.png", accentColor: "red" })),
    ).toEqual(["logoUrlNotHttps", "accentColor"]);
    expect(await refusalKeys(await b.request("PUT", `${base}/embedding`, { allowedOrigins: ["https://shop.example/path"] }))).toEqual([
      "originExact",
    ]);
    expect(
      await refusalKeys(await b.request("PUT", `${base}/app-return-schemes`, { appReturnSchemes: ["javascript", "Bad Scheme"] })),
    ).toEqual(["appSchemeDevice", "appSchemeShape"]);
    const settings = { paymentTolerancePercent: "101", supportEmail: "nope", supportUrl: "mailto:x", showExternalIdToPayer: "yes" };
    expect(await refusalKeys(await b.request("PUT", `${base}/payment-settings`, settings))).toEqual([
      "toleranceRange",
      "supportUrlNotHttp",
      "supportEmail",
      "fieldTrueOrFalse",
    ]);
    expect(
      await refusalKeys(await b.request("PUT", "/portal/api/integrations/int_nope/branding", { logoUrl: null, accentColor: null }), 404),
    ).toEqual(["integrationUnknown"]);
  });

  it("orders, refunds and withdrawals", async () => {
    const t = await portalTestApp();
    const { b, integrationId } = await merchant(t);
    const order = { integrationId, assetId: "USDT_TRC20", amount: "40", customer: CUSTOMER };
    expect(await refusalKeys(await b.request("POST", "/portal/api/orders/payment", { ...order, amount: "4e1" }))).toEqual(["amountPlain"]);
    expect(await refusalKeys(await b.request("POST", "/portal/api/orders/payment", { ...order, amount: 40 }))).toEqual(["amountNumber"]);
    expect(await refusalKeys(await b.request("POST", "/portal/api/orders/payment", { ...order, customer: undefined }))).toEqual([
      "customerRequired",
    ]);
    expect(await refusalKeys(await b.request("POST", "/portal/api/orders/payment", { ...order, assetId: "DOGE" }))).toEqual([
      "assetUnknown",
    ]);
    expect(await refusalKeys(await b.request("POST", "/portal/api/orders/payment", { ...order, amount: "0.000001" }))).toEqual([
      "amountBelowMinimum",
    ]);
    expect(await b.request("POST", "/portal/api/confirm", { password: PASSWORD })).toHaveProperty("status", 204);
    const refund = { refundOrderId: "ord_nope", assetId: "USDT_TRC20", amount: "10", destinationAddress: TRON_DESTINATION };
    expect(await refusalKeys(await b.request("POST", "/portal/api/orders/refund", refund))).toEqual(["refundOrderUnknown"]);
    const withdrawal = {
      integrationId,
      assetId: "USDT_TRC20",
      amount: "10",
      customer: CUSTOMER,
      destinationAddress: "0x52908400098527886E0F7030069857D2E4169EE7",
    };
    expect(await refusalKeys(await b.request("POST", "/portal/api/orders/withdrawal", withdrawal))).toEqual(["addressInvalidTron"]);
    expect(
      await refusalKeys(await b.request("POST", "/portal/api/orders/withdrawal", { ...withdrawal, destinationAddress: TRON_DESTINATION })),
    ).toEqual(["balanceShort"]);
    expect(await refusalKeys(await b.request("GET", "/portal/api/orders?from=yesterday"))).toEqual(["fieldDate"]);
    expect(await refusalKeys(await b.request("GET", "/portal/api/orders/ord_nope"), 404)).toEqual(["orderUnknown"]);
  });

  it("payment links", async () => {
    const t = await portalTestApp();
    const { b, integrationId } = await merchant(t);
    const link = { integrationId, name: "T-shirt", price: { amount: "10.00", currency: "USD" } };
    expect(await refusalKeys(await b.request("POST", "/portal/api/payment-links", { ...link, name: " " }))).toEqual(["linkNameInvisible"]);
    expect(
      await refusalKeys(await b.request("POST", "/portal/api/payment-links", { ...link, price: { amount: "10.00", currency: "XYZ" } })),
    ).toEqual(["priceCurrencyUnknown"]);
    expect(
      await refusalKeys(await b.request("POST", "/portal/api/payment-links", { ...link, price: { amount: "10.001", currency: "USD" } })),
    ).toEqual(["priceAmountShape"]);
    expect(await refusalKeys(await b.request("POST", "/portal/api/payment-links", { ...link, expiresInMinutes: 0 }))).toEqual([
      "expiryMin",
    ]);
    expect(await refusalKeys(await b.request("POST", "/portal/api/payment-links", { ...link, returnUrl: "javascript:alert(1)" }))).toEqual([
      "returnUrlHttps",
    ]);
  });

  it("the request itself: not JSON, not an object, a control character", async () => {
    const t = await portalTestApp();
    const { b } = await merchant(t);
    expect(await refusalKeys(await b.request("POST", "/portal/api/keys", undefined, { "Content-Type": "text/plain" }))).toEqual([
      "bodyNotJson",
    ]);
    expect(await refusalKeys(await b.request("POST", "/portal/api/keys", [1]))).toEqual(["bodyNotObject"]);
    expect(await refusalKeys(await b.request("POST", "/portal/api/keys", { name: "a\u0000b" }))).toEqual(["fieldControlCharacters"]);
  });

  it("leaves the API's own answers as they were: no key outside the portal", async () => {
    const t = await portalTestApp();
    const res = await t.app.request("/api/v1/nope");
    const [error] = await res.json();
    expect(error).not.toHaveProperty("key");
  });
});
