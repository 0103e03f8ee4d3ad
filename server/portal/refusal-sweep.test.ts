// Every refusal a portal form can receive is one the portal can say in its languages: each form's
// route is sent its valid body with each field in turn made wrong (absent, of another type, empty,
// too long, holding a control character), and every error of every refusal carries a key whose
// English is its message. A message written later without its template fails here by name.
import { describe, expect, it } from "vitest";
import { refusalText } from "../../src/shared/refusal-text.ts";
import { ENGLISH_REFUSALS } from "../../src/shared/refusal-words.ts";
import type { PortalApiError } from "../../src/shared/schemas/errors.ts";
import { browser, PASSWORD, portalTestApp } from "../../test/support/portal-app.ts";
import { TRON_DESTINATION } from "../testing.ts";

const CUSTOMER = { type: "individual", firstName: "Ada", lastName: "Lovelace" };
const WRONG: readonly unknown[] = [undefined, 7, null, [], {}, "", "x".repeat(3000), "a\u0000b", "https://u:p@x.example"];

/** The body with each field made wrong in each way in turn, and the empty body. */
function variants(body: Record<string, unknown>): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [{}];
  for (const field of Object.keys(body)) for (const wrong of WRONG) out.push({ ...body, [field]: wrong });
  return out;
}

describe("every refusal a portal form can receive has its key", () => {
  it("holds for each form's route and each wrong field", { timeout: 120_000 }, async () => {
    const t = await portalTestApp();
    const b = browser(t);
    await b.signUp("ada@example.com");
    const created = await (await b.request("POST", "/portal/api/integrations", { name: "Shop", url: "https://shop.example" })).json();
    const id: string = created.integration.id;
    const order = await (
      await b.request("POST", "/portal/api/orders/payment", { integrationId: id, assetId: "USDT_TRC20", amount: "40", customer: CUSTOMER })
    ).json();
    const forms: Array<[string, string, Record<string, unknown>]> = [
      ["POST", "/portal/api/sign-up", { email: "new@example.com", password: PASSWORD }],
      ["POST", "/portal/api/sign-in", { email: "ada@example.com", password: "not the password at all" }],
      ["POST", "/portal/api/password-reset", { email: "ada@example.com" }],
      ["POST", "/portal/api/set-password", { token: "a".repeat(43), password: PASSWORD }],
      ["POST", "/portal/api/password", { currentPassword: "wrong password here", newPassword: "another long passphrase" }],
      ["POST", "/portal/api/confirm", { password: "wrong password here" }],
      ["POST", "/portal/api/two-factor/enable", { code: "123456" }],
      ["POST", "/portal/api/keys", { name: "Shop server" }],
      ["PUT", "/portal/api/language", { language: "de" }],
      ["PUT", "/portal/api/notifications", { paymentCompleted: true, payoutWaiting: true, callbacksFailing: true, reorgAfterCredit: true }],
      ["POST", "/portal/api/integrations", { name: "Shop", url: "https://shop.example" }],
      ["PUT", `/portal/api/integrations/${id}`, { name: "Shop", url: "https://shop.example" }],
      ["PUT", `/portal/api/integrations/${id}/webhook`, { callbackUrl: "https://hooks.example/", orderTypes: ["Payment"] }],
      ["PUT", `/portal/api/integrations/${id}/branding`, { logoUrl: "https://shop.example/logo.png", accentColor: "#112233" }],
      ["PUT", `/portal/api/integrations/${id}/embedding`, { allowedOrigins: ["https://shop.example"] }],
      ["PUT", `/portal/api/integrations/${id}/app-return-schemes`, { appReturnSchemes: ["myshop"] }],
      [
        "PUT",
        `/portal/api/integrations/${id}/payment-settings`,
        {
          paymentTolerancePercent: "0.5",
          supportUrl: "https://shop.example/help",
          supportEmail: "help@shop.example",
          showExternalIdToPayer: true,
        },
      ],
      ["POST", `/portal/api/integrations/${id}/signing-secret`, { graceHours: 24 }],
      [
        "POST",
        "/portal/api/orders/payment",
        { integrationId: id, assetId: "USDT_TRC20", amount: "40", customer: CUSTOMER, externalId: "inv-1" },
      ],
      ["POST", "/portal/api/orders/deposit", { integrationId: id, assetId: "USDT_TRC20", customer: CUSTOMER }],
      [
        "POST",
        "/portal/api/orders/refund",
        { refundOrderId: order.orderId, assetId: "USDT_TRC20", amount: "10", destinationAddress: TRON_DESTINATION },
      ],
      [
        "POST",
        "/portal/api/orders/withdrawal",
        { integrationId: id, assetId: "USDT_TRC20", amount: "10", destinationAddress: TRON_DESTINATION, customer: CUSTOMER },
      ],
      [
        "POST",
        "/portal/api/payment-links",
        { integrationId: id, name: "T-shirt", price: { amount: "10.00", currency: "USD" }, assetIds: ["USDT_TRC20"], expiresInMinutes: 30 },
      ],
      ["POST", `/portal/api/integrations/${id}/webhook/test`, { orderId: order.orderId }],
    ];
    const unkeyed: string[] = [];
    const keys = new Set<string>();
    for (const [method, path, body] of forms) {
      // The forms before sign-in are sent by a visitor: a sign-up that happens to pass must not
      // take the merchant's session.
      const merchant = !path.startsWith("/portal/api/sign-") && !path.includes("password-reset") && !path.includes("set-password");
      for (const variant of variants(body)) {
        // Each attempt freshly confirmed and a minute later, so the step-up and the throttles
        // answer as they would to a merchant, not to a burst.
        t.clock.advance(61_000);
        await b.request("POST", "/portal/api/confirm", { password: PASSWORD });
        const res = await (merchant ? b : browser(t)).request(method, path, variant);
        if (res.status < 400) continue;
        for (const error of (await res.json()) as PortalApiError[]) {
          const said = error.key === undefined ? null : refusalText(error, ENGLISH_REFUSALS);
          if (said !== error.message) unkeyed.push(`${method} ${path} ${res.status} ${error.field}: ${error.message}`);
          if (error.key) keys.add(error.key);
        }
      }
    }
    expect([...new Set(unkeyed)]).toEqual([]);
    // The sweep reached the forms' own refusals, not only the generic ones.
    expect(keys.size).toBeGreaterThan(40);
    expect((await b.request("GET", "/portal/api/me")).status).toBe(200);
  });
});
