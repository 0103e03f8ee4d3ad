import { describe, expect, it } from "vitest";
import type { PortalIntegration } from "../../shared/index.ts";
import {
  AppReturnForm,
  BrandingForm,
  CallbackForm,
  EmbeddingForm,
  IdentityForm,
  type IntegrationSettings,
  NewIntegrationForm,
  PaymentSettingsForm,
  SecretForm,
} from "./integration-forms.ts";

const integration: PortalIntegration = {
  id: "int_1",
  name: "Acme Books",
  url: "https://acme.example",
  createdAt: "2026-11-26T00:00:00.000Z",
  webhook: { callbackUrl: "https://acme.example/hook", orderTypes: ["Deposit", "Payment"] },
  branding: { logoUrl: null, accentColor: "#112233" },
  allowedEmbedOrigins: null,
  appReturnSchemes: [],
  paymentSettings: { paymentTolerancePercent: "0.5", supportUrl: null, supportEmail: "help@acme.example", showExternalIdToPayer: false },
  signing: { own: true, previousValidUntil: null },
};

/** The integration's model, recording what each save would send. */
function recorder() {
  const sent: unknown[] = [];
  const settings: IntegrationSettings = {
    put: async (section, body) => void sent.push([section, body]),
    rotate: async (graceHours) => void sent.push(["rotate", graceHours]),
  };
  return { settings, sent };
}

describe("the integration's forms", () => {
  it("start from the integration as saved and send trimmed text", async () => {
    const { settings, sent } = recorder();
    const identity = new IdentityForm(settings, integration);
    expect([identity.name.value, identity.url.value]).toEqual(["Acme Books", "https://acme.example"]);
    identity.name.value = "  Acme  ";
    await identity.send();
    expect(sent).toEqual([["", { name: "Acme", url: "https://acme.example" }]]);
  });

  it("send an emptied optional field as null, not as empty text", async () => {
    const { settings, sent } = recorder();
    const callback = new CallbackForm(settings, integration);
    callback.url.value = "   ";
    const branding = new BrandingForm(settings, integration);
    branding.accent.value = "";
    branding.logo.value = " https://acme.example/logo.png ";
    const payment = new PaymentSettingsForm(settings, integration);
    payment.supportEmail.value = "";
    payment.tolerance.value = " 1 ";
    await callback.send();
    await branding.send();
    await payment.send();
    expect(sent).toEqual([
      ["/webhook", { callbackUrl: null, orderTypes: ["Payment", "Deposit"] }],
      ["/branding", { logoUrl: "https://acme.example/logo.png", accentColor: null }],
      ["/payment-settings", { paymentTolerancePercent: "1", supportUrl: null, supportEmail: null, showExternalIdToPayer: false }],
    ]);
  });

  it("toggle order types and send them in the spec's order", async () => {
    const { settings, sent } = recorder();
    const callback = new CallbackForm(settings, integration);
    callback.toggle("Payment", false);
    expect([...callback.types.value]).toEqual(["Deposit"]);
    callback.toggle("Payment", true);
    await callback.send();
    expect(sent).toEqual([["/webhook", { callbackUrl: "https://acme.example/hook", orderTypes: ["Payment", "Deposit"] }]]);
  });

  it("send any origin as null, and a list as one origin a line", async () => {
    const { settings, sent } = recorder();
    const embedding = new EmbeddingForm(settings, integration);
    expect(embedding.any.value).toBe(true);
    await embedding.send();
    embedding.any.value = false;
    embedding.origins.value = " https://a.example \n\n https://b.example\n";
    await embedding.send();
    expect(sent).toEqual([
      ["/embedding", { allowedOrigins: null }],
      ["/embedding", { allowedOrigins: ["https://a.example", "https://b.example"] }],
    ]);
  });

  it("send the apps' return schemes one a line, blank lines dropped, [] for none", async () => {
    const { settings, sent } = recorder();
    const apps = new AppReturnForm(settings, { ...integration, appReturnSchemes: ["myshop"] });
    expect(apps.schemes.value).toBe("myshop");
    apps.schemes.value = " myshop \n\n com.shop.app\n";
    await apps.send();
    apps.schemes.value = "";
    await apps.send();
    expect(sent).toEqual([
      ["/app-return-schemes", { appReturnSchemes: ["myshop", "com.shop.app"] }],
      ["/app-return-schemes", { appReturnSchemes: [] }],
    ]);
  });

  it("rotate with the grace period chosen, 24 hours unless changed", async () => {
    const { settings, sent } = recorder();
    const secret = new SecretForm(settings);
    await secret.send();
    secret.grace.value = 0;
    await secret.send();
    expect(sent).toEqual([
      ["rotate", 24],
      ["rotate", 0],
    ]);
  });

  it("make a new integration from trimmed text, then start the form again", async () => {
    const made: unknown[] = [];
    const form = new NewIntegrationForm({ create: async (body) => void made.push(body) });
    form.name.value = " Shop ";
    form.url.value = "https://shop.example ";
    await form.send();
    expect(made).toEqual([{ name: "Shop", url: "https://shop.example" }]);
    expect([form.name.value, form.url.value]).toEqual(["", "https://"]);
  });
});
