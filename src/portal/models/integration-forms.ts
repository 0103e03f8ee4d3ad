// The integration screen's forms: what each section holds while the merchant edits it, and the
// request it sends. Kept out of the components, which only draw, so that what a form sends is
// read and tested without a page: trimmed text, an empty optional field sent as null, the
// order types in the spec's order, one origin a line.
import { createModel, signal } from "@preact/signals";
import type { PortalIntegration, RotateSecretRequest } from "../../shared/index.ts";
import { FormModel } from "./form-model.ts";

/** What the forms need of the integration's model: a section's save and the secret's rotation. */
export interface IntegrationSettings {
  put(section: string, body: unknown): Promise<void>;
  rotate(graceHours: RotateSecretRequest["graceHours"]): Promise<void>;
}

type OrderType = "Payment" | "Deposit";
const ORDER_TYPES: readonly OrderType[] = ["Payment", "Deposit"];

/** An optional text field: nothing typed (or only spaces) is null, the field not set. */
export const orNull = (text: string): string | null => (text.trim() === "" ? null : text.trim());

/** One origin a line, blank lines dropped. */
export const originLines = (text: string): string[] =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

export const IdentityForm = createModel((settings: IntegrationSettings, integration: PortalIntegration) => {
  const name = signal(integration.name);
  const url = signal(integration.url);
  return {
    form: new FormModel(["name", "url", "confirmation"]),
    name,
    url,
    send: () => settings.put("", { name: name.value.trim(), url: url.value.trim() }),
  };
});

export const CallbackForm = createModel((settings: IntegrationSettings, integration: PortalIntegration) => {
  const url = signal(integration.webhook.callbackUrl ?? "");
  const types = signal<ReadonlySet<OrderType>>(new Set(integration.webhook.orderTypes));
  return {
    form: new FormModel(["callbackUrl", "orderTypes", "confirmation"]),
    url,
    types,
    toggle(type: OrderType, on: boolean): void {
      const next = new Set(types.value);
      if (on) next.add(type);
      else next.delete(type);
      types.value = next;
    },
    send: () =>
      settings.put("/webhook", {
        callbackUrl: orNull(url.value),
        orderTypes: ORDER_TYPES.filter((type) => types.value.has(type)),
      }),
  };
});

export const SecretForm = createModel((settings: IntegrationSettings) => {
  const grace = signal<RotateSecretRequest["graceHours"]>(24);
  return {
    form: new FormModel(["graceHours", "confirmation"]),
    grace,
    send: () => settings.rotate(grace.value),
  };
});

export const BrandingForm = createModel((settings: IntegrationSettings, integration: PortalIntegration) => {
  const logo = signal(integration.branding.logoUrl ?? "");
  const accent = signal(integration.branding.accentColor ?? "");
  return {
    form: new FormModel(["logoUrl", "accentColor"]),
    logo,
    accent,
    send: () => settings.put("/branding", { logoUrl: orNull(logo.value), accentColor: orNull(accent.value) }),
  };
});

export const EmbeddingForm = createModel((settings: IntegrationSettings, integration: PortalIntegration) => {
  const any = signal(integration.allowedEmbedOrigins === null);
  const origins = signal((integration.allowedEmbedOrigins ?? []).join("\n"));
  return {
    form: new FormModel(["allowedOrigins", "confirmation"]),
    any,
    origins,
    send: () => settings.put("/embedding", { allowedOrigins: any.value ? null : originLines(origins.value) }),
  };
});

export const AppReturnForm = createModel((settings: IntegrationSettings, integration: PortalIntegration) => {
  const schemes = signal(integration.appReturnSchemes.join("\n"));
  return {
    form: new FormModel(["appReturnSchemes", "confirmation"]),
    schemes,
    send: () => settings.put("/app-return-schemes", { appReturnSchemes: originLines(schemes.value) }),
  };
});

export const PaymentSettingsForm = createModel((settings: IntegrationSettings, integration: PortalIntegration) => {
  const current = integration.paymentSettings;
  const tolerance = signal(current.paymentTolerancePercent);
  const supportUrl = signal(current.supportUrl ?? "");
  const supportEmail = signal(current.supportEmail ?? "");
  const showReference = signal(current.showExternalIdToPayer);
  return {
    form: new FormModel(["paymentTolerancePercent", "supportUrl", "supportEmail", "showExternalIdToPayer", "confirmation"]),
    tolerance,
    supportUrl,
    supportEmail,
    showReference,
    send: () =>
      settings.put("/payment-settings", {
        paymentTolerancePercent: tolerance.value.trim(),
        supportUrl: orNull(supportUrl.value),
        supportEmail: orNull(supportEmail.value),
        showExternalIdToPayer: showReference.value,
      }),
  };
});

/** A new integration: its name and site, emptied once the service made it. */
export const NewIntegrationForm = createModel((integrations: { create(body: { name: string; url: string }): Promise<void> }) => {
  const name = signal("");
  const url = signal("https://");
  return {
    form: new FormModel(["name", "url"]),
    name,
    url,
    async send(): Promise<void> {
      await integrations.create({ name: name.value.trim(), url: url.value.trim() });
      name.value = "";
      url.value = "https://";
    },
  };
});
